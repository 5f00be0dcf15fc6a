package plaque

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// bannerSize returns the banner's size unrounded, device pixels, for its words in bold at
// size device pixels, and the face and tracking they are set in: the words on a slim pill
// (bannerPad of the type's size wider than they are, bannerTall of it high), so that the
// banner keeps its type's size where the felt has little room.
func bannerSize(fs *fonts.Set, words string, size float64) (w, h, tracking float64, f text.Face) {
	f = fs.Face(fonts.Bold, size)
	tracking = size * 0.08
	return paint.TrackedWidth(words, f, tracking) + size*bannerPad, size * bannerTall, tracking, f
}

// The banner's pill: its width past its words' and its height, of its type's size.
const (
	bannerPad  = 1.2
	bannerTall = 1.4
)

// BannerSize returns the size, device pixels, of the picture Banner paints for words at size.
func BannerSize(fs *fonts.Set, words string, size float64) (w, h float64) {
	w, h, _, _ = bannerSize(fs, words, size)
	return math.Ceil(w), math.Ceil(h)
}

// Banner paints the banner of a won round: words in gold, shadowed, on a dark pill framed in
// brass, set in bold at size device pixels.
func Banner(fs *fonts.Set, words string, size float64) *ebiten.Image {
	w, h, tracking, f := bannerSize(fs, words, size)
	img := ebiten.NewImage(int(math.Ceil(w)), int(math.Ceil(h)))
	var br paint.Brush
	br.RoundRect(img, layout.Rect{W: w, H: h}, h/2, 0x1A1008, 0.88)
	br.RoundFrame(img, layout.Rect{X: 2, Y: 2, W: w - 4, H: h - 4}, h/2-2, math.Max(1.5, size*0.06), paint.Brass, 1)
	y := h/2 + f.Metrics().CapHeight/2
	br.Tracked(img, words, f, w/2, y+size*0.04, tracking, text.AlignCenter, paint.Night, 0.6)
	br.Tracked(img, words, f, w/2, y, tracking, text.AlignCenter, 0xFFD97A, 1)
	return img
}
