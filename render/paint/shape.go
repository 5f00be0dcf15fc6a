package paint

import (
	"math"

	"felt/render/layout"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Circle fills a circle of radius r centered at x, y.
func (b *Brush) Circle(dst *ebiten.Image, x, y, r float64, c Color, alpha float32) {
	b.round(dst, x, y, r, -1, 0, 0, c, alpha)
}

// Ring strokes a circle of radius r centered at x, y with a line of the given width.
func (b *Brush) Ring(dst *ebiten.Image, x, y, r, width float64, c Color, alpha float32) {
	b.round(dst, x, y, r+width/2, math.Max(0, r-width/2), 0, 0, c, alpha)
}

// Arc strokes the part of a circle from angle a0 to a1 (radians, clockwise from the right),
// its ends cut square along the radii.
func (b *Brush) Arc(dst *ebiten.Image, x, y, r, a0, a1, width float64, c Color, alpha float32) {
	if a0 == a1 {
		return
	}
	b.round(dst, x, y, r+width/2, math.Max(0, r-width/2), a0, a1, c, alpha)
}

// RoundRect fills a rectangle with rounded corners of radius rad.
func (b *Brush) RoundRect(dst *ebiten.Image, r layout.Rect, rad float64, c Color, alpha float32) {
	b.box(dst, r.X+r.W/2, r.Y+r.H/2, r.W/2, r.H/2, rad, 0, 0, c, alpha)
}

// RoundFrame strokes the outline of a rectangle with rounded corners of radius rad, with a
// line of the given width centred on the outline.
func (b *Brush) RoundFrame(dst *ebiten.Image, r layout.Rect, rad, width float64, c Color, alpha float32) {
	if width <= 0 {
		return
	}
	b.box(dst, r.X+r.W/2, r.Y+r.H/2, r.W/2, r.H/2, rad, width, 0, c, alpha)
}

// Polygon fills the polygon through the points xy (x0, y0, x1, y1, ...).
func (b *Brush) Polygon(dst *ebiten.Image, xy []float64, c Color, alpha float32) {
	if dst == nil {
		return
	}
	b.path.Reset()
	for i := 0; i+1 < len(xy); i += 2 {
		if i == 0 {
			b.path.MoveTo(float32(xy[i]), float32(xy[i+1]))
		} else {
			b.path.LineTo(float32(xy[i]), float32(xy[i+1]))
		}
	}
	b.path.Close()
	b.fill(dst, c, alpha)
}

func (b *Brush) fill(dst *ebiten.Image, c Color, alpha float32) {
	if dst == nil {
		return
	}
	b.draw = vector.DrawPathOptions{AntiAlias: true, ColorScale: c.Scale(alpha)}
	vector.FillPath(dst, &b.path, nil, &b.draw)
}

// ArcSide says on which side of its circle a line of ArcText runs.
type ArcSide int

// The sides.
const (
	// Over runs the text over the top of the circle, letters standing outward: the name
	// around the rim of a betting circle.
	Over ArcSide = iota
	// Under runs the text under the circle, letters standing toward the centre, in a smile:
	// the lines printed on a table below the dealer.
	Under
)

// ArcText draws s along a circle of radius r centered at cx, cy, centred on the top (Over)
// or the bottom (Under) of the circle, its baseline on the circle, with tracking pixels
// between letters. It draws a glyph at a time and allocates: use it for layers painted once.
func (b *Brush) ArcText(dst *ebiten.Image, s string, face text.Face, cx, cy, r, tracking float64, side ArcSide, c Color, alpha float32) {
	if dst == nil {
		return
	}
	asc := face.Metrics().HAscent
	op := &b.text
	ArcGlyphs(s, face, cx, cy, r, tracking, side, func(g string, px, py, rot, w float64) {
		op.GeoM.Reset()
		op.GeoM.Translate(-w/2, -asc) // the glyph's baseline centre at the origin
		op.GeoM.Rotate(rot)
		op.GeoM.Translate(px, py)
		op.ColorScale = c.Scale(alpha)
		op.Filter = ebiten.FilterLinear
		op.PrimaryAlign, op.SecondaryAlign = text.AlignStart, text.AlignStart
		op.LineSpacing = 0
		text.Draw(dst, g, face, op)
	})
}

// ArcGlyphs walks the glyphs of s as ArcText sets them: for each, the glyph, the centre of
// its baseline px, py, its rotation and its advance w.
func ArcGlyphs(s string, face text.Face, cx, cy, r, tracking float64, side ArcSide, f func(g string, px, py, rot, w float64)) {
	if r <= 0 || s == "" {
		return
	}
	total := TrackedWidth(s, face, tracking)
	pos := -total / 2
	for i, ch := range s {
		g := s[i : i+len(string(ch))]
		w := text.AdvanceAt(g, len(g), face)
		theta := (pos + w/2) / r
		if side == Over {
			f(g, cx+r*math.Sin(theta), cy-r*math.Cos(theta), theta, w)
		} else {
			f(g, cx+r*math.Sin(theta), cy+r*math.Cos(theta), -theta, w)
		}
		pos += w + tracking
	}
}
