package text

import (
	"image"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/math/fixed"
)

// Align places a line (primary) or a block of lines (secondary) against the origin.
type Align int

// The alignments: left or top at the origin (Start), centred on it, right or bottom at it.
const (
	AlignStart Align = iota
	AlignCenter
	AlignEnd
)

// From returns where a line w wide placed at x by a begins: x itself at its start, half w
// before it centred, w before it at its end.
func (a Align) From(x, w float64) float64 {
	switch a {
	case AlignCenter:
		return x - w/2
	case AlignEnd:
		return x - w
	}
	return x
}

// LayoutOptions say how lines are set: LineSpacing between baselines, in pixels; where the
// origin is along a line (PrimaryAlign) and across the lines (SecondaryAlign, Start: the
// top of the first line).
type LayoutOptions struct {
	LineSpacing    float64
	PrimaryAlign   Align
	SecondaryAlign Align
}

// DrawOptions are the image options every glyph is drawn with (GeoM places the text's
// origin; ColorScale colours the white glyphs) and the layout.
type DrawOptions struct {
	ebiten.DrawImageOptions
	LayoutOptions
}

// Draw draws s in face onto dst. Lines break at '\n'. Glyphs are drawn whole pixels apart
// vertically and at the face's subpixel granularity horizontally, then moved by op.GeoM.
// It does not allocate once the glyphs are cached.
func Draw(dst *ebiten.Image, s string, face Face, op *DrawOptions) {
	var o DrawOptions
	if op != nil {
		o = *op
	}
	f := face.x()
	geoM := o.GeoM
	dstBounds := dst.Bounds()
	top := f.m.HAscent
	if o.SecondaryAlign != AlignStart {
		h := float64(strings.Count(s, "\n"))*o.LineSpacing + f.m.HAscent + f.m.HDescent
		if o.SecondaryAlign == AlignCenter {
			top -= h / 2
		} else {
			top -= h
		}
	}
	for i := 0; s != ""; i++ {
		line, rest, _ := strings.Cut(s, "\n")
		s = rest
		line = strings.TrimSuffix(line, "\r")
		x := 0.0
		switch o.PrimaryAlign {
		case AlignCenter:
			x = -f.lineAdvance(line, len(line)) / 2
		case AlignEnd:
			x = -f.lineAdvance(line, len(line))
		}
		f.drawLine(dst, line, x, top+float64(i)*o.LineSpacing, geoM, dstBounds, &o.DrawImageOptions)
	}
}

// drawLine draws one line with its origin (left end of the baseline) at x, y before geoM.
func (f *xface) drawLine(dst *ebiten.Image, line string, x, y float64, geoM ebiten.GeoM, dstBounds image.Rectangle, op *ebiten.DrawImageOptions) {
	ox, oy := toFixed(x), toFixed(y)
	// Vertically, glyphs stand on whole pixels; horizontally on the face's steps.
	oy &^= 63
	var pen fixed.Int26_6 // from ox to this glyph's origin
	prev := rune(-1)
	for _, r := range line {
		if prev >= 0 {
			pen += f.kerning(prev, r)
		}
		at := (ox + pen) / f.step * f.step
		b := f.glyphBounds(r)
		pen += f.glyphAdvance(r)
		prev = r
		w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
		if w == 0 || h == 0 {
			continue
		}
		dx, dy := (at+b.Min.X)&63, (oy+b.Min.Y)&63
		ix, iy := (at + b.Min.X).Floor(), (oy + b.Min.Y).Floor()
		if !overlaps(geoM, image.Rect(ix, iy, ix+w+1, iy+h+1), dstBounds) {
			continue
		}
		img := f.glyph(r, dx, dy, b)
		op.GeoM.Reset()
		op.GeoM.Translate(float64(ix), float64(iy))
		op.GeoM.Concat(geoM)
		dst.DrawImage(img, op)
	}
}

// lineAdvance returns the distance from the start of line to the origin of the rune at
// byte i, kerning with the rune before it included (a byte inside a rune counts as that
// rune's start), or to the end of the line; it stops at a line break.
func (f *xface) lineAdvance(line string, i int) float64 {
	var pen fixed.Int26_6
	prev := rune(-1)
	for j := 0; j < len(line); {
		r, n := utf8.DecodeRuneInString(line[j:])
		if r == '\n' || r == '\r' {
			break
		}
		if prev >= 0 {
			pen += f.kerning(prev, r)
		}
		if j+n > i {
			break
		}
		pen += f.glyphAdvance(r)
		prev = r
		j += n
	}
	return toFloat(pen)
}

// AdvanceAt returns the distance from the start of s's first line to the caret at byte
// index i: AdvanceAt(s, len(s), face) is the line's width. It panics if i is out of range.
func AdvanceAt(s string, i int, face Face) float64 {
	if i < 0 || i > len(s) {
		panic("text: AdvanceAt index out of range")
	}
	return face.x().lineAdvance(s, i)
}

// Measure returns the width of s's widest line and the height of its lines set
// lineSpacing apart.
func Measure(s string, face Face, lineSpacing float64) (width, height float64) {
	f := face.x()
	n := 0
	for line := range strings.SplitSeq(s, "\n") {
		line = strings.TrimSuffix(line, "\r")
		width = max(width, f.lineAdvance(line, len(line)))
		n++
	}
	if s == "" {
		return 0, 0
	}
	return width, float64(n-1)*lineSpacing + f.m.HAscent + f.m.HDescent
}

// overlaps reports whether rect moved by geoM overlaps dst.
func overlaps(geoM ebiten.GeoM, rect, dst image.Rectangle) bool {
	x0, y0 := float64(rect.Min.X), float64(rect.Min.Y)
	x1, y1 := float64(rect.Max.X), float64(rect.Max.Y)
	ax, ay := geoM.Apply(x0, y0)
	bx, by := geoM.Apply(x1, y0)
	cx, cy := geoM.Apply(x0, y1)
	dx, dy := geoM.Apply(x1, y1)
	r := image.Rect(int(math.Floor(min(ax, bx, cx, dx))), int(math.Floor(min(ay, by, cy, dy))),
		int(math.Ceil(max(ax, bx, cx, dx))), int(math.Ceil(max(ay, by, cy, dy))))
	return r.Overlaps(dst)
}
