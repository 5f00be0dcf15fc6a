package wheel

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The wheel's lettering is drawn as the glyphs' vector outlines, so that an amount turned
// to its segment's angle is as crisp as one standing upright, and its ink (not its advance
// box) can be centred in the segment. It is used only while painting the caches.

// outlinePPEM is the size at which outlines are loaded, then scaled.
const outlinePPEM = 1024

// typeface reads one font's outlines.
type typeface struct {
	font *sfnt.Font
	buf  sfnt.Buffer
}

// ink is the bounding box of some text's ink in em units (1 = the font size), y down, the
// origin on the baseline at the text's left end.
type ink struct {
	x0, y0, x1, y1 float64
}

func (b ink) w() float64 { return b.x1 - b.x0 }
func (b ink) h() float64 { return b.y1 - b.y0 }

func emUnits(v fixed.Int26_6) float64 { return float64(v) / 64 / outlinePPEM }

// measure returns the ink box of s.
func (t *typeface) measure(s string) ink {
	b := ink{x0: 1e9, y0: 1e9, x1: -1e9, y1: -1e9}
	x := 0.0
	for _, r := range s {
		g, err := t.font.GlyphIndex(&t.buf, r)
		if err != nil {
			continue
		}
		bounds, adv, err := t.font.GlyphBounds(&t.buf, g, fixed.I(outlinePPEM), font.HintingNone)
		if err != nil {
			continue
		}
		if bounds.Max.X > bounds.Min.X {
			b.x0 = min(b.x0, x+emUnits(bounds.Min.X))
			b.x1 = max(b.x1, x+emUnits(bounds.Max.X))
			b.y0 = min(b.y0, emUnits(bounds.Min.Y))
			b.y1 = max(b.y1, emUnits(bounds.Max.Y))
		}
		x += emUnits(adv)
	}
	if b.x1 < b.x0 {
		return ink{}
	}
	return b
}

// appendText adds the outlines of s to p: em units with the origin on the baseline at the
// text's left end, mapped through g.
func (t *typeface) appendText(p *vector.Path, s string, g *ebiten.GeoM) {
	x := 0.0
	for _, r := range s {
		gi, err := t.font.GlyphIndex(&t.buf, r)
		if err != nil {
			continue
		}
		adv, err := t.font.GlyphAdvance(&t.buf, gi, fixed.I(outlinePPEM), font.HintingNone)
		if err != nil {
			continue
		}
		segs, err := t.font.LoadGlyph(&t.buf, gi, fixed.I(outlinePPEM), nil)
		if err != nil {
			continue
		}
		pt := func(k int, s sfnt.Segment) (float32, float32) {
			px, py := g.Apply(x+emUnits(s.Args[k].X), emUnits(s.Args[k].Y))
			return float32(px), float32(py)
		}
		open := false
		for _, sg := range segs {
			switch sg.Op {
			case sfnt.SegmentOpMoveTo:
				if open {
					p.Close()
				}
				p.MoveTo(pt(0, sg))
				open = true
			case sfnt.SegmentOpLineTo:
				p.LineTo(pt(0, sg))
			case sfnt.SegmentOpQuadTo:
				x1, y1 := pt(0, sg)
				x2, y2 := pt(1, sg)
				p.QuadTo(x1, y1, x2, y2)
			case sfnt.SegmentOpCubeTo:
				x1, y1 := pt(0, sg)
				x2, y2 := pt(1, sg)
				x3, y3 := pt(2, sg)
				p.CubicTo(x1, y1, x2, y2, x3, y3)
			}
		}
		if open {
			p.Close()
		}
		x += emUnits(adv)
	}
}

// centred adds s to p with its ink's height capH pixels, its ink centred on x, y, turned by
// angle (radians, clockwise) about that centre.
func (t *typeface) centred(p *vector.Path, s string, x, y, capH, angle float64) {
	t.centredX(p, s, x, y, capH, 1, angle)
}

// centredX is centred with the ink narrowed to xscale of its width.
func (t *typeface) centredX(p *vector.Path, s string, x, y, capH, xscale, angle float64) {
	b := t.measure(s)
	if b.h() <= 0 {
		return
	}
	em := capH / b.h()
	var g ebiten.GeoM
	g.Translate(-(b.x0 + b.w()/2), -(b.y0 + b.h()/2))
	g.Scale(em*xscale, em)
	g.Rotate(angle)
	g.Translate(x, y)
	t.appendText(p, s, &g)
}
