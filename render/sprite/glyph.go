package sprite

import (
	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// outlinePPEM is the size at which glyph outlines are loaded; they are then scaled as
// vector paths, so the printing on cards and chips is crisp at any size and under any
// transform (the bottom index turned 180°, a chip's top seen at a slant).
const outlinePPEM = 1024

// typeface draws text as vector outlines. It is used only while rendering images into the
// caches, never per frame.
type typeface struct {
	font *sfnt.Font
	buf  sfnt.Buffer
}

// inkBox is the bounding box of some text's ink in em units (1 = the font size), y down,
// with the origin on the baseline at the left end of the text.
type inkBox struct {
	x0, y0, x1, y1 float64
	advance        float64
}

func (b inkBox) w() float64 { return b.x1 - b.x0 }
func (b inkBox) h() float64 { return b.y1 - b.y0 }

func unit(v fixed.Int26_6) float64 { return float64(v) / 64 / outlinePPEM }

// measure returns the ink box of s; tracking (em units) is added between letters.
func (t *typeface) measure(s string, tracking float64) inkBox {
	b := inkBox{x0: 1e9, y0: 1e9, x1: -1e9, y1: -1e9}
	x := 0.0
	for i, r := range s {
		if i > 0 {
			x += tracking
		}
		g, err := t.font.GlyphIndex(&t.buf, r)
		if err != nil {
			continue
		}
		bounds, adv, err := t.font.GlyphBounds(&t.buf, g, fixed.I(outlinePPEM), font.HintingNone)
		if err != nil {
			continue
		}
		if bounds.Max.X > bounds.Min.X {
			b.x0 = min(b.x0, x+unit(bounds.Min.X))
			b.x1 = max(b.x1, x+unit(bounds.Max.X))
			b.y0 = min(b.y0, unit(bounds.Min.Y))
			b.y1 = max(b.y1, unit(bounds.Max.Y))
		}
		x += unit(adv)
	}
	b.advance = x
	if b.x1 < b.x0 {
		b = inkBox{advance: x}
	}
	return b
}

// appendText appends the outlines of s to p: em units (1 = the font size) with the origin on
// the baseline at the left end of the text, mapped through g.
func (t *typeface) appendText(p *path, s string, tracking float64, g *ebiten.GeoM) {
	x := 0.0
	for i, r := range s {
		if i > 0 {
			x += tracking
		}
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
		pt := func(k int, s sfnt.Segment) (float64, float64) {
			return g.Apply(x+unit(s.Args[k].X), unit(s.Args[k].Y))
		}
		open := false
		for _, s := range segs {
			switch s.Op {
			case sfnt.SegmentOpMoveTo:
				if open {
					p.close()
				}
				p.moveTo(pt(0, s))
				open = true
			case sfnt.SegmentOpLineTo:
				p.lineTo(pt(0, s))
			case sfnt.SegmentOpQuadTo:
				x1, y1 := pt(0, s)
				x2, y2 := pt(1, s)
				p.quadTo(x1, y1, x2, y2)
			case sfnt.SegmentOpCubeTo:
				x1, y1 := pt(0, s)
				x2, y2 := pt(1, s)
				x3, y3 := pt(2, s)
				p.cubicTo(x1, y1, x2, y2, x3, y3)
			}
		}
		if open {
			p.close()
		}
		x += unit(adv)
	}
}
