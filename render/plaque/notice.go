package plaque

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Notice paints the notice of the first start at scale k: a dark card with a brass frame,
// the heading (lines[0]) in brass, the other lines in ink, the last one set apart and
// fainter, at sizes a phone reads at 1x (21 design units are 11 px on a phone 390 px wide,
// where the portrait design is drawn at 0.54).
func Notice(fs *fonts.Set, lines []string, k float64) *ebiten.Image {
	head := fs.Face(fonts.Bold, 30*k)
	body := fs.Face(fonts.Medium, 21*k)
	foot := fs.Face(fonts.Medium, 21*k)
	w := paint.TrackedWidth(lines[0], head, 2*k)
	for _, l := range lines[1:] {
		w = max(w, paint.TrackedWidth(l, body, 0))
	}
	pad := 28 * k
	w = math.Ceil(w + 2*pad)
	lh := 32 * k
	h := math.Ceil(pad*2 + 38*k + lh*float64(len(lines)-1) + 8*k)
	img := ebiten.NewImage(int(w), int(h))
	var br paint.Brush
	br.RoundRect(img, layout.Rect{W: w, H: h}, 18*k, 0x0F0B08, 0.96)
	br.RoundFrame(img, layout.Rect{X: 3 * k, Y: 3 * k, W: w - 6*k, H: h - 6*k}, 15*k, 2*k, paint.Brass, 1)
	y := pad + 28*k
	br.Tracked(img, lines[0], head, w/2, y, 2*k, text.AlignCenter, paint.Brass, 1)
	y += 12 * k
	for i, l := range lines[1:] {
		y += lh
		f, col, a := body, paint.Ink, float32(1)
		if i == len(lines)-2 {
			y += 8 * k
			f, a = foot, 0.8
		}
		br.Text(img, l, f, w/2, y, text.AlignCenter, col, a)
	}
	return img
}
