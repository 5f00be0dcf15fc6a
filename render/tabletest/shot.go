package tabletest

import (
	"testing"

	"felt/render/layout"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// Shot is a picture of a table's screen, to check what a player sees in it: its pixels, its
// width in pixels and the view it was drawn for.
type Shot struct {
	Px []byte
	W  int
	V  layout.View
}

// TakeShot runs a frame of the table on screen and returns its picture.
func TakeShot(t testing.TB, s *table.Scene, screen *ebiten.Image) Shot {
	t.Helper()
	Frame(t, s, screen)
	return Shot{Px: Picture(s, screen), W: screen.Bounds().Dx(), V: View(screen)}
}

// Box is the rectangle of device pixels around a point of the design, w by h design units.
func (p Shot) Box(x, y, w, h float64) layout.Rect {
	return p.V.Rect(layout.Rect{X: x - w/2, Y: y - h/2, W: w, H: h})
}

// Colours counts the distinct colours in r (up to 1000): a plain patch of felt has a few, a
// card face or a chip many.
func (p Shot) Colours(r layout.Rect) int {
	seen := map[[3]byte]bool{}
	p.each(r, func(i int) {
		if len(seen) < 1000 {
			seen[[3]byte{p.Px[i] &^ 3, p.Px[i+1] &^ 3, p.Px[i+2] &^ 3}] = true
		}
	})
	return len(seen)
}

// Changed returns the share of the pixels of r that differ between two pictures.
func (p Shot) Changed(q Shot, r layout.Rect) float64 {
	n, all := 0, 0
	p.each(r, func(i int) {
		all++
		for k := range 3 {
			if d := int(p.Px[i+k]) - int(q.Px[i+k]); d > 8 || d < -8 {
				n++
				return
			}
		}
	})
	if all == 0 {
		return 0
	}
	return float64(n) / float64(all)
}

// Brightness returns the mean of the pixels' brightest channel in r, 0 to 255.
func (p Shot) Brightness(r layout.Rect) float64 {
	sum, all := 0, 0
	p.each(r, func(i int) {
		sum += int(max(p.Px[i], p.Px[i+1], p.Px[i+2]))
		all++
	})
	return float64(sum) / float64(max(all, 1))
}

// Brass counts the brass-coloured pixels of r.
func (p Shot) Brass(r layout.Rect) int {
	n := 0
	p.each(r, func(i int) {
		if c := p.Px[i : i+3]; c[0] > 150 && c[1] > 110 && c[2] < 120 && c[0] > c[2]+60 {
			n++
		}
	})
	return n
}

// each calls f with the index of each pixel of r in the picture.
func (p Shot) each(r layout.Rect, f func(i int)) {
	h := len(p.Px) / 4 / p.W
	for y := max(0, int(r.Y)); y < min(h, int(r.Y+r.H)); y++ {
		for x := max(0, int(r.X)); x < min(p.W, int(r.X+r.W)); x++ {
			f(4 * (y*p.W + x))
		}
	}
}
