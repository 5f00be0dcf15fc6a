package paint

import (
	"math"
	"unicode/utf8"

	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Brush draws text, lines and small shapes. All coordinates are device pixels. The zero value
// is ready to use; keep one Brush per scene and reuse it, so that drawing a frame does not
// allocate. A Brush is not safe for concurrent use. Drawing on a nil image draws nothing: a
// layout pass walks the printing to measure it without painting it.
type Brush struct {
	text text.DrawOptions
	path vector.Path
	draw vector.DrawPathOptions
	// The quad of a round shape (round.go).
	quadVtx [4]ebiten.Vertex
	quadIdx [6]uint16
	shape   ebiten.DrawTrianglesShaderOptions
}

// Text draws the single line s in face with its baseline at y. Align says whether x is the
// line's start, center or end.
func (b *Brush) Text(dst *ebiten.Image, s string, face text.Face, x, y float64, align text.Align, c Color, alpha float32) {
	if dst == nil {
		return
	}
	op := &b.text
	op.GeoM.Reset()
	op.GeoM.Translate(x, y-face.Metrics().HAscent)
	op.ColorScale = c.Scale(alpha)
	op.Filter = ebiten.FilterLinear
	op.LineSpacing = 0
	op.PrimaryAlign = align
	op.SecondaryAlign = text.AlignStart
	text.Draw(dst, s, face, op)
}

// TrackedWidth returns the width of s in face when tracking pixels are added between letters.
func TrackedWidth(s string, face text.Face, tracking float64) float64 {
	w := text.AdvanceAt(s, len(s), face)
	if n := utf8.RuneCountInString(s); n > 1 {
		w += tracking * float64(n-1)
	}
	return w
}

// Tracked draws s like Text but letter-spaced: tracking pixels go between letters, as on
// printed signage.
func (b *Brush) Tracked(dst *ebiten.Image, s string, face text.Face, x, y, tracking float64, align text.Align, c Color, alpha float32) {
	if dst == nil {
		return
	}
	if align != text.AlignStart {
		x = align.From(x, TrackedWidth(s, face, tracking))
	}
	// Letters stand where the whole line's shaping puts them, moved apart by the tracking.
	k := 0.0
	for i, r := range s {
		at := x + text.AdvanceAt(s, i, face) + k*tracking
		b.Text(dst, s[i:i+utf8.RuneLen(r)], face, at, y, text.AlignStart, c, alpha)
		k++
	}
}

// Line strokes a straight line of the given width from x0, y0 to x1, y1, with round ends:
// a rounded rectangle along it (round.go).
func (b *Brush) Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, c Color, alpha float32) {
	if dst == nil {
		return
	}
	h := width / 2
	l := math.Hypot(x1-x0, y1-y0)
	b.box(dst, (x0+x1)/2, (y0+y1)/2, l/2+h, h, h, 0, math.Atan2(y1-y0, x1-x0), c, alpha)
}

// Bar fills the rectangle of the given width along the line from x0, y0 to x1, y1: a line
// with square ends, ending where it is told (round.go).
func (b *Brush) Bar(dst *ebiten.Image, x0, y0, x1, y1, width float64, c Color, alpha float32) {
	if dst == nil {
		return
	}
	l := math.Hypot(x1-x0, y1-y0)
	b.box(dst, (x0+x1)/2, (y0+y1)/2, l/2, width/2, 0, 0, math.Atan2(y1-y0, x1-x0), c, alpha)
}

// Diamond fills a diamond centered at x, y that reaches rx to the sides and ry up and down.
func (b *Brush) Diamond(dst *ebiten.Image, x, y, rx, ry float64, c Color, alpha float32) {
	if dst == nil {
		return
	}
	b.path.Reset()
	b.path.MoveTo(float32(x), float32(y-ry))
	b.path.LineTo(float32(x+rx), float32(y))
	b.path.LineTo(float32(x), float32(y+ry))
	b.path.LineTo(float32(x-rx), float32(y))
	b.path.Close()
	b.draw = vector.DrawPathOptions{AntiAlias: true, ColorScale: c.Scale(alpha)}
	vector.FillPath(dst, &b.path, nil, &b.draw)
}
