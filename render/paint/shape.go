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
	if dst == nil {
		return
	}
	b.path.Reset()
	b.path.Arc(float32(x), float32(y), float32(r), 0, 2*math.Pi, vector.Clockwise)
	b.path.Close()
	b.fill(dst, c, alpha)
}

// Ring strokes a circle of radius r centered at x, y with a line of the given width. Like
// every outline of the Brush it is filled as a shape with a hole rather than stroked:
// vector.StrokePath of Ebitengine 2.10 can take hundreds of megabytes for a few circles.
func (b *Brush) Ring(dst *ebiten.Image, x, y, r, width float64, c Color, alpha float32) {
	if dst == nil {
		return
	}
	ro, ri := float32(r+width/2), float32(math.Max(0, r-width/2))
	b.path.Reset()
	b.path.Arc(float32(x), float32(y), ro, 0, 2*math.Pi, vector.Clockwise)
	b.path.Close()
	b.path.MoveTo(float32(x)+ri, float32(y))
	b.path.Arc(float32(x), float32(y), ri, 0, -2*math.Pi, vector.CounterClockwise)
	b.path.Close()
	b.fill(dst, c, alpha)
}

// Arc strokes the part of a circle from angle a0 to a1 (radians, clockwise from the right).
func (b *Brush) Arc(dst *ebiten.Image, x, y, r, a0, a1, width float64, c Color, alpha float32) {
	if dst == nil {
		return
	}
	ro, ri := float32(r+width/2), float32(math.Max(0, r-width/2))
	b.path.Reset()
	b.path.Arc(float32(x), float32(y), ro, float32(a0), float32(a1), vector.Clockwise)
	b.path.Arc(float32(x), float32(y), ri, float32(a1), float32(a0), vector.CounterClockwise)
	b.path.Close()
	b.fill(dst, c, alpha)
}

// RoundRect fills a rectangle with rounded corners of radius rad.
func (b *Brush) RoundRect(dst *ebiten.Image, r layout.Rect, rad float64, c Color, alpha float32) {
	if dst == nil {
		return
	}
	b.roundRectPath(r, rad)
	b.fill(dst, c, alpha)
}

// RoundFrame strokes the outline of a rectangle with rounded corners of radius rad.
func (b *Brush) RoundFrame(dst *ebiten.Image, r layout.Rect, rad, width float64, c Color, alpha float32) {
	if dst == nil {
		return
	}
	b.path.Reset()
	b.appendRoundRect(r.Inset(-width/2), rad+width/2, false)
	b.appendRoundRect(r.Inset(width/2), math.Max(0, rad-width/2), true)
	b.fill(dst, c, alpha)
}

func (b *Brush) roundRectPath(r layout.Rect, rad float64) {
	b.path.Reset()
	b.appendRoundRect(r, rad, false)
}

// appendRoundRect adds a rounded rectangle to the path, clockwise, or counter-clockwise to
// cut a hole in a shape drawn clockwise.
func (b *Brush) appendRoundRect(r layout.Rect, rad float64, reverse bool) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	rad = math.Max(0, math.Min(rad, math.Min(r.W, r.H)/2))
	x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
	k := float32(rad)
	if !reverse {
		b.path.MoveTo(x0+k, y0)
		b.path.LineTo(x1-k, y0)
		b.path.ArcTo(x1, y0, x1, y0+k, k)
		b.path.LineTo(x1, y1-k)
		b.path.ArcTo(x1, y1, x1-k, y1, k)
		b.path.LineTo(x0+k, y1)
		b.path.ArcTo(x0, y1, x0, y1-k, k)
		b.path.LineTo(x0, y0+k)
		b.path.ArcTo(x0, y0, x0+k, y0, k)
		b.path.Close()
		return
	}
	b.path.MoveTo(x0+k, y0)
	b.path.ArcTo(x0, y0, x0, y0+k, k)
	b.path.LineTo(x0, y1-k)
	b.path.ArcTo(x0, y1, x0+k, y1, k)
	b.path.LineTo(x1-k, y1)
	b.path.ArcTo(x1, y1, x1, y1-k, k)
	b.path.LineTo(x1, y0+k)
	b.path.ArcTo(x1, y0, x1-k, y0, k)
	b.path.Close()
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
