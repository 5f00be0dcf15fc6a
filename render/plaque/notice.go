package plaque

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// noticeSize returns the size of the notice of lines at scale k, device pixels, and the
// faces it is set in: the heading's and the other lines'.
func noticeSize(fs *fonts.Set, lines []string, k float64) (w, h float64, head, body text.Face) {
	head = fs.Face(fonts.Bold, 30*k)
	body = fs.Face(fonts.Medium, 21*k)
	w = paint.TrackedWidth(lines[0], head, 2*k)
	for _, l := range lines[1:] {
		w = max(w, paint.TrackedWidth(l, body, 0))
	}
	pad := 28 * k
	return math.Ceil(w + 2*pad), math.Ceil(pad*2 + 38*k + noticeStep*k*float64(len(lines)-1) + 8*k), head, body
}

// noticeStep is the step between the notice's lines, design units.
const noticeStep = 32

// NoticeSize returns the size, device pixels, of the picture Notice paints for lines at k.
func NoticeSize(fs *fonts.Set, lines []string, k float64) (w, h float64) {
	w, h, _, _ = noticeSize(fs, lines, k)
	return w, h
}

// Notice paints the notice of the first start at scale k: a dark card with a brass frame,
// the heading (lines[0]) in brass, the other lines in ink, the last one set apart and
// fainter, at sizes a phone reads at 1x (21 design units are 11 px on a phone 390 px wide,
// where the portrait design is drawn at 0.54).
func Notice(fs *fonts.Set, lines []string, k float64) *ebiten.Image {
	w, h, head, body := noticeSize(fs, lines, k)
	pad := 28 * k
	img := ebiten.NewImage(int(w), int(h))
	var br paint.Brush
	br.RoundRect(img, layout.Rect{W: w, H: h}, 18*k, 0x0F0B08, 0.96)
	br.RoundFrame(img, layout.Rect{X: 3 * k, Y: 3 * k, W: w - 6*k, H: h - 6*k}, 15*k, 2*k, paint.Brass, 1)
	y := pad + 28*k
	br.Tracked(img, lines[0], head, w/2, y, 2*k, text.AlignCenter, paint.Brass, 1)
	y += 12 * k
	for i, l := range lines[1:] {
		y += noticeStep * k
		a := float32(1)
		if i == len(lines)-2 {
			y += 8 * k
			a = 0.8
		}
		br.Text(img, l, body, w/2, y, text.AlignCenter, paint.Ink, a)
	}
	return img
}
