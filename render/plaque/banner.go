package plaque

import (
	"math"
	"strings"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// bannerSize returns the banner's size unrounded, device pixels, for its words in bold at
// size device pixels (a line each, where they hold a newline), and the face and tracking they
// are set in: the words on a slim pill (bannerPad of the type's size wider than its longest
// line, bannerTall of it high, and bannerStep more for each line more), so that the banner
// keeps its type's size where the felt has little room.
func bannerSize(fs *fonts.Set, words string, size float64) (w, h, tracking float64, f text.Face) {
	f = fs.Face(fonts.Bold, size)
	tracking = size * 0.08
	lines := 0
	for l := range strings.SplitSeq(words, "\n") {
		w = max(w, paint.TrackedWidth(l, f, tracking))
		lines++
	}
	return w + size*bannerPad, size * (bannerTall + bannerStep*float64(lines-1)), tracking, f
}

// The banner's pill: its width past its words' and its height, of its type's size; the step
// from a line to the next.
const (
	bannerPad  = 1.2
	bannerTall = 1.4
	bannerStep = 1.1
)

// BannerSize returns the size, device pixels, of the picture Banner paints for words at size.
func BannerSize(fs *fonts.Set, words string, size float64) (w, h float64) {
	w, h, _, _ = bannerSize(fs, words, size)
	return math.Ceil(w), math.Ceil(h)
}

// Banner paints the banner of a won round: words in gold, shadowed, on a dark pill framed in
// brass (opaque: what it may stand over, a table-mate's words, does not show through), set in bold at size device pixels, a line each where they hold a newline.
func Banner(fs *fonts.Set, words string, size float64) *ebiten.Image {
	w, h, tracking, f := bannerSize(fs, words, size)
	img := ebiten.NewImage(int(math.Ceil(w)), int(math.Ceil(h)))
	var br paint.Brush
	r := size * bannerTall / 2
	br.RoundRect(img, layout.Rect{W: w, H: h}, r, 0x1A1008, 1)
	br.RoundFrame(img, layout.Rect{X: 2, Y: 2, W: w - 4, H: h - 4}, r-2, math.Max(1.5, size*0.06), paint.Brass, 1)
	y := r + f.Metrics().CapHeight/2
	for l := range strings.SplitSeq(words, "\n") {
		br.Tracked(img, l, f, w/2, y+size*0.04, tracking, text.AlignCenter, paint.Night, 0.6)
		br.Tracked(img, l, f, w/2, y, tracking, text.AlignCenter, 0xFFD97A, 1)
		y += size * bannerStep
	}
	return img
}
