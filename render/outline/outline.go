// Package outline reads text as glyph outlines: the ink box of a line of text, and its
// outlines appended to a path under a transform. Lettering drawn so (a card's index, a chip's
// value, a wheel's amount turned to its segment) is as crisp at any size and angle as text
// standing upright, and its ink, not its advance box, can be centred. It is used only while
// painting images into caches, never per frame.
package outline

import (
	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// PPEM is the size at which outlines are loaded, then scaled.
const PPEM = 1024

// Face reads one font's outlines. It keeps a buffer, so one Face serves one goroutine.
type Face struct {
	font *sfnt.Font
	buf  sfnt.Buffer
}

// New returns the Face of f.
func New(f *sfnt.Font) *Face { return &Face{font: f} }

// Ink is the bounding box of some text's ink in em units (1 = the font size), y down, the
// origin on the baseline at the text's left end; Advance is where the next letter would go.
type Ink struct {
	X0, Y0, X1, Y1 float64
	Advance        float64
}

// W is the ink's width.
func (b Ink) W() float64 { return b.X1 - b.X0 }

// H is the ink's height.
func (b Ink) H() float64 { return b.Y1 - b.Y0 }

// Sink takes the segments of outlines, in pixels.
type Sink interface {
	MoveTo(x, y float64)
	LineTo(x, y float64)
	QuadTo(x1, y1, x, y float64)
	CubicTo(x1, y1, x2, y2, x, y float64)
	Close()
}

func em(v fixed.Int26_6) float64 { return float64(v) / 64 / PPEM }

// Measure returns the ink box of s, with tracking (em units) added between letters. Text with
// no ink (spaces) has an empty box at the origin and its advance.
func (f *Face) Measure(s string, tracking float64) Ink {
	b := Ink{X0: 1e9, Y0: 1e9, X1: -1e9, Y1: -1e9}
	x := 0.0
	for i, r := range s {
		if i > 0 {
			x += tracking
		}
		g, err := f.font.GlyphIndex(&f.buf, r)
		if err != nil {
			continue
		}
		bounds, adv, err := f.font.GlyphBounds(&f.buf, g, fixed.I(PPEM), font.HintingNone)
		if err != nil {
			continue
		}
		if bounds.Max.X > bounds.Min.X {
			b.X0 = min(b.X0, x+em(bounds.Min.X))
			b.X1 = max(b.X1, x+em(bounds.Max.X))
			b.Y0 = min(b.Y0, em(bounds.Min.Y))
			b.Y1 = max(b.Y1, em(bounds.Max.Y))
		}
		x += em(adv)
	}
	b.Advance = x
	if b.X1 < b.X0 {
		b = Ink{Advance: x}
	}
	return b
}

// Append adds the outlines of s to p: em units with the origin on the baseline at the text's
// left end, tracking (em units) between letters, mapped through g.
func (f *Face) Append(p Sink, s string, tracking float64, g *ebiten.GeoM) {
	x := 0.0
	for i, r := range s {
		if i > 0 {
			x += tracking
		}
		gi, err := f.font.GlyphIndex(&f.buf, r)
		if err != nil {
			continue
		}
		adv, err := f.font.GlyphAdvance(&f.buf, gi, fixed.I(PPEM), font.HintingNone)
		if err != nil {
			continue
		}
		segs, err := f.font.LoadGlyph(&f.buf, gi, fixed.I(PPEM), nil)
		if err != nil {
			continue
		}
		pt := func(k int, s sfnt.Segment) (float64, float64) {
			return g.Apply(x+em(s.Args[k].X), em(s.Args[k].Y))
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
		x += em(adv)
	}
}
