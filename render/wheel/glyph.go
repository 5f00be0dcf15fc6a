package wheel

import (
	"felt/render/outline"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// The wheel's lettering is drawn as the glyphs' vector outlines (package outline), so that an
// amount turned to its segment's angle is as crisp as one standing upright, and its ink (not
// its advance box) can be centred in the segment. It is used only while painting the caches.

// typeface reads one font's outlines, set without tracking.
type typeface struct{ *outline.Face }

// measure returns the ink box of s.
func (t typeface) measure(s string) outline.Ink { return t.Measure(s, 0) }

// vpath passes outlines on to a vector.Path.
type vpath struct{ p *vector.Path }

func (v vpath) MoveTo(x, y float64) { v.p.MoveTo(float32(x), float32(y)) }
func (v vpath) LineTo(x, y float64) { v.p.LineTo(float32(x), float32(y)) }
func (v vpath) QuadTo(x1, y1, x, y float64) {
	v.p.QuadTo(float32(x1), float32(y1), float32(x), float32(y))
}
func (v vpath) CubicTo(x1, y1, x2, y2, x, y float64) {
	v.p.CubicTo(float32(x1), float32(y1), float32(x2), float32(y2), float32(x), float32(y))
}
func (v vpath) Close() { v.p.Close() }

// centred adds s to p with its ink's height capH pixels, its ink centred on x, y, turned by
// angle (radians, clockwise) about that centre.
func (t typeface) centred(p *vector.Path, s string, x, y, capH, angle float64) {
	t.centredX(p, s, x, y, capH, 1, angle)
}

// centredX is centred with the ink narrowed to xscale of its width.
func (t typeface) centredX(p *vector.Path, s string, x, y, capH, xscale, angle float64) {
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
	t.Append(vpath{p}, s, 0, &g)
}
