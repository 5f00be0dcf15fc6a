package wheel

import (
	"felt/render/outline"

	"github.com/hajimehoshi/ebiten/v2"
)

// The wheel's lettering is drawn as the glyphs' vector outlines (package outline), so that an
// amount turned to its segment's angle is as crisp as one standing upright, and its ink (not
// its advance box) can be centred in the segment. It is used only while painting the caches.

// typeface reads one font's outlines, set without tracking.
type typeface struct{ *outline.Face }

// measure returns the ink box of s.
func (t typeface) measure(s string) outline.Ink { return t.Measure(s, 0) }

// centred adds s to p with its ink's height capH pixels, its ink centred on x, y, turned by
// angle (radians, clockwise) about that centre.
func (t typeface) centred(p outline.Sink, s string, x, y, capH, angle float64) {
	t.centredX(p, s, x, y, capH, 1, angle)
}

// centredX is centred with the ink narrowed to xscale of its width.
func (t typeface) centredX(p outline.Sink, s string, x, y, capH, xscale, angle float64) {
	b := t.measure(s)
	if b.H() <= 0 {
		return
	}
	em := capH / b.H()
	var g ebiten.GeoM
	g.Translate(-(b.X0 + b.W()/2), -(b.Y0 + b.H()/2))
	g.Scale(em*xscale, em)
	g.Rotate(angle)
	g.Translate(x, y)
	t.Append(p, s, 0, &g)
}
