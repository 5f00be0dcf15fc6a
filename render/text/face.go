// Package text draws lines of text from x/image font faces onto Ebitengine images. It
// keeps the part of Ebitengine's text/v2 that the game uses, a GoXFace and its Draw,
// AdvanceAt and Measure, and draws the same pixels (a test compares them), without the
// rest: text/v2 brings the shaping engine's font readers, SVG and bitmap glyph decoders
// (oksvg, rasterx, PNG, JPEG, TIFF) and x/text's language tables, about 260 KB of the
// gzipped web build, none of which the Go fonts need.
//
// Faces are for one goroutine: the game draws from Ebitengine's.
package text

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Metrics are a face's vertical measures in pixels.
type Metrics struct {
	HLineGap  float64 // recommended space between two lines
	HAscent   float64 // from the top of a line to its baseline
	HDescent  float64 // from the baseline to the bottom of a line, positive
	XHeight   float64 // from the baseline to the top of lower case letters
	CapHeight float64 // from the baseline to the top of capitals
}

// Face is a font at one size, with caches of its glyphs' advances, kerning and images.
// Make one with NewFace and reuse it: the caches are what make drawing cheap.
type Face interface {
	// Metrics returns the face's vertical measures.
	Metrics() Metrics
	x() *xface
}

// NewFace wraps an x/image face (an opentype.Face of the Go fonts here).
func NewFace(f font.Face) Face {
	fm := f.Metrics()
	m := Metrics{
		HLineGap:  toFloat(fm.Height - fm.Ascent - fm.Descent),
		HAscent:   toFloat(fm.Ascent),
		HDescent:  toFloat(fm.Descent),
		XHeight:   toFloat(fm.XHeight),
		CapHeight: toFloat(fm.CapHeight),
	}
	// Some old fonts give the heights negative (golang/go#69378).
	if fm.XHeight < 0 {
		m.XHeight = -m.XHeight
	}
	if fm.CapHeight < 0 {
		m.CapHeight = -m.CapHeight
	}
	// Small type gets more horizontal subpixel positions per glyph, as text/v2 does: the
	// thresholds are Ebitengine's, decided on its examples' rendering.
	n := fixed.Int26_6(1)
	switch s := m.HAscent + m.HDescent; {
	case s < 20:
		n = 8
	case s < 40:
		n = 4
	case s < 80:
		n = 2
	}
	return &xface{
		f:       f,
		m:       m,
		step:    64 / n,
		limit:   128 * int(n),
		bounds:  map[rune]glyphBounds{},
		advance: map[rune]fixed.Int26_6{},
		kern:    map[[2]rune]fixed.Int26_6{},
		images:  map[imageKey]*cached{},
	}
}

// xface is the one Face: an x/image face and its caches.
type xface struct {
	f       font.Face
	m       Metrics
	step    fixed.Int26_6 // the horizontal subpixel granularity of glyph images
	limit   int           // images kept before old ones are dropped
	bounds  map[rune]glyphBounds
	advance map[rune]fixed.Int26_6
	kern    map[[2]rune]fixed.Int26_6
	images  map[imageKey]*cached
	swept   int64 // the tick of the last look for old images
}

type glyphBounds struct {
	b  fixed.Rectangle26_6
	ok bool
}

// imageKey names a glyph image: the rune and where its left edge falls within a pixel.
// The vertical offset is the same for every drawing of a rune (origins are whole pixels
// vertically), so it is not part of the key.
type imageKey struct {
	r  rune
	dx fixed.Int26_6
}

type cached struct {
	img  *ebiten.Image
	used int64 // the tick it was last drawn
}

func (f *xface) Metrics() Metrics { return f.m }
func (f *xface) x() *xface        { return f }

func (f *xface) glyphBounds(r rune) fixed.Rectangle26_6 {
	g, ok := f.bounds[r]
	if !ok {
		g.b, _, g.ok = f.f.GlyphBounds(r)
		f.bounds[r] = g
	}
	return g.b
}

func (f *xface) glyphAdvance(r rune) fixed.Int26_6 {
	a, ok := f.advance[r]
	if !ok {
		a, _ = f.f.GlyphAdvance(r)
		f.advance[r] = a
	}
	return a
}

func (f *xface) kerning(r0, r1 rune) fixed.Int26_6 {
	k, ok := f.kern[[2]rune{r0, r1}]
	if !ok {
		k = f.f.Kern(r0, r1)
		f.kern[[2]rune{r0, r1}] = k
	}
	return k
}

// glyph returns the image of r whose left edge falls dx into a pixel, rasterizing it the
// first time. b is the glyph's bounds.
func (f *xface) glyph(r rune, dx, dy fixed.Int26_6, b fixed.Rectangle26_6) *ebiten.Image {
	k := imageKey{r, dx}
	now := int64(ebiten.Tick())
	if c, ok := f.images[k]; ok {
		c.used = now
		return c.img
	}
	w, h := (b.Max.X-b.Min.X).Ceil()+1, (b.Max.Y-b.Min.Y).Ceil()+1
	buf := image.NewRGBA(image.Rect(0, 0, w, h))
	d := font.Drawer{Dst: buf, Src: image.White, Face: f.f, Dot: fixed.Point26_6{X: -b.Min.X + dx, Y: -b.Min.Y + dy}}
	d.DrawString(string(r))
	img := ebiten.NewImageFromImage(buf)
	f.images[k] = &cached{img: img, used: now}
	// Past the limit, images not drawn in the last second are dropped, at most once a tick.
	if len(f.images) > f.limit && f.swept < now {
		f.swept = now
		for k, c := range f.images {
			if c.used < now-60 {
				delete(f.images, k)
			}
		}
	}
	return img
}

func toFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }
func toFixed(x float64) fixed.Int26_6 { return fixed.Int26_6(x * 64) }
