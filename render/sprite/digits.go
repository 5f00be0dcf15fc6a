package sprite

import (
	"image"
	"image/color"
	"math"

	"felt/game/money"
	"felt/render/fonts"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// DigitChars are the characters a Digits strip holds: enough for amounts, meters and
// counters ("12,345.50", "-5", "+1.2M"). Other bytes are skipped.
const DigitChars = "0123456789,.-+KM "

// Digits is a cached glyph strip of one face and size, for drawing numbers without
// allocating: ebiten's text.Draw allocates a few times per call, which a frame full of
// changing numbers cannot afford. Get one from Art.Digits. A Digits is not safe for
// concurrent use.
type Digits struct {
	strip  *ebiten.Image
	glyph  [128]*ebiten.Image // by byte; nil for characters not in DigitChars
	adv    [128]float64
	cell   [128]image.Rectangle // each glyph's place in the strip
	ascent float64              // from the top of a glyph image to the baseline
	capH   float64
	// One string is one DrawTriangles call from the strip: these are reused.
	vs   []ebiten.Vertex
	is   []uint16
	op   ebiten.DrawTrianglesOptions
	used uint64
}

func (d *Digits) lastUse() uint64  { return d.used }
func (d *Digits) use(clock uint64) { d.used = clock }
func (d *Digits) dispose()         { d.strip.Deallocate() }

type digitKey struct {
	style fonts.Style
	size  int // quarter pixels
}

// Digits returns the digit strip of style at size device pixels (rounded to a quarter
// pixel), making it the first time.
func (a *Art) Digits(style fonts.Style, size float64) *Digits {
	k := digitKey{style, int(math.Round(max(size, 1) * 4))}
	if d, ok := find(a, a.digits, k); ok {
		return d
	}
	makeRoom(a.digits, 2*maxSizes)
	d := newDigits(a.fonts.Font(style), float64(k.size)/4)
	d.used = a.clock
	a.digits[k] = d
	return d
}

// newDigits rasterizes the strip on the CPU and uploads it once: an image that is only ever
// drawn from stays in ebiten's shared atlas with the cards, chips and pills, so a frame's
// draws batch together.
func newDigits(f *sfnt.Font, size float64) *Digits {
	d := &Digits{}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		face = nil
	}
	const pad = 1
	var m font.Metrics
	if face != nil {
		m = face.Metrics()
	}
	asc, desc := fixedF(m.Ascent), fixedF(m.Descent)
	d.ascent = math.Ceil(asc) + pad
	d.capH = fixedF(m.CapHeight)
	h := int(d.ascent + math.Ceil(desc) + pad)
	w := 0
	for i := range len(DigitChars) {
		c := DigitChars[i]
		if face != nil {
			if adv, ok := face.GlyphAdvance(rune(c)); ok {
				d.adv[c] = fixedF(adv)
			}
		}
		w += int(math.Ceil(d.adv[c])) + 2*pad
	}
	rgba := image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))
	dr := font.Drawer{Dst: rgba, Src: image.White, Face: face}
	x := 0
	cells := [len(DigitChars)]image.Rectangle{}
	for i := range len(DigitChars) {
		c := DigitChars[i]
		cw := int(math.Ceil(d.adv[c])) + 2*pad
		if face != nil {
			dr.Dot = fixed.P(x+pad, int(d.ascent))
			dr.DrawString(DigitChars[i : i+1])
		}
		cells[i] = image.Rect(x, 0, x+cw, h)
		x += cw
	}
	d.strip = ebiten.NewImageFromImage(rgba)
	for i := range len(DigitChars) {
		d.glyph[DigitChars[i]] = d.strip.SubImage(cells[i]).(*ebiten.Image)
		d.cell[DigitChars[i]] = cells[i]
	}
	d.vs = make([]ebiten.Vertex, 0, 4*32)
	d.is = make([]uint16, 0, 6*32)
	d.op.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	d.op.Filter = ebiten.FilterLinear // on whole pixels: texel for texel
	return d
}

func fixedF(v fixed.Int26_6) float64 { return float64(v) / 64 }

// Width returns how wide s is drawn.
func (d *Digits) Width(s []byte) float64 {
	w := 0.0
	for _, c := range s {
		if c < 128 {
			w += d.adv[c]
		}
	}
	return w
}

// CapHeight returns the height of the digits above the baseline, for centring them.
func (d *Digits) CapHeight() float64 { return d.capH }

// Draw draws s with its baseline at y; align says whether x is its start, centre or end.
// It returns the width drawn. It does not allocate, provided c is already an interface
// value (converting a paint.Color variable to color.Color allocates; DrawScale avoids it).
func (d *Digits) Draw(dst *ebiten.Image, s []byte, x, y float64, align text.Align, c color.Color) (width float64) {
	var cs ebiten.ColorScale
	cs.ScaleWithColor(c)
	return d.DrawScale(dst, s, x, y, align, cs)
}

// DrawScale is Draw with the colour as a colour scale (a paint.Color's Scale(alpha)).
func (d *Digits) DrawScale(dst *ebiten.Image, s []byte, x, y float64, align text.Align, cs ebiten.ColorScale) (width float64) {
	width = d.Width(s)
	x = align.From(x, width)
	const pad = 1
	top := float32(math.Round(y - d.ascent))
	cr, cg, cb, ca := cs.R(), cs.G(), cs.B(), cs.A()
	d.vs, d.is = d.vs[:0], d.is[:0]
	for _, c := range s {
		if c >= 128 {
			continue
		}
		if d.glyph[c] != nil && c != ' ' && len(d.vs) < 4*(1<<14) {
			r := d.cell[c]
			x0 := float32(math.Round(x) - pad)
			x1, y1 := x0+float32(r.Dx()), top+float32(r.Dy())
			sx0, sy0, sx1, sy1 := float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y)
			n := uint16(len(d.vs))
			d.vs = append(d.vs,
				ebiten.Vertex{DstX: x0, DstY: top, SrcX: sx0, SrcY: sy0, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
				ebiten.Vertex{DstX: x1, DstY: top, SrcX: sx1, SrcY: sy0, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
				ebiten.Vertex{DstX: x0, DstY: y1, SrcX: sx0, SrcY: sy1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
				ebiten.Vertex{DstX: x1, DstY: y1, SrcX: sx1, SrcY: sy1, ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca},
			)
			d.is = append(d.is, n, n+1, n+2, n+1, n+3, n+2)
		}
		x += d.adv[c]
	}
	if len(d.is) > 0 {
		dst.DrawTriangles(d.vs, d.is, d.strip, &d.op)
	}
	return width
}

// pill is the rounded label behind a total: a disc cut into its left half, one column to
// stretch, and its right half.
type pill struct {
	img              *ebiten.Image // the whole pill, whose parts the others are
	left, mid, right *ebiten.Image
	used             uint64
}

func (p *pill) lastUse() uint64  { return p.used }
func (p *pill) use(clock uint64) { p.used = clock }

// dispose deallocates the pill's image: its parts, sub-images, cannot be
// deallocated on their own.
func (p *pill) dispose() { p.img.Deallocate() }

// Label colours: a dark, slightly warm pill with a faint brass edge, the figures in the
// layout's off-white.
const (
	pillFill  paint.Color = 0x15100C
	pillAlpha             = 0.84
	pillEdge              = paint.Brass
)

func (a *Art) pill(h int) *pill {
	if p, ok := find(a, a.pills, h); ok {
		return p
	}
	makeRoom(a.pills, maxSizes)
	cv := newCanvas(h, h)
	r := float64(h) / 2
	circle(&a.p, r, r, r)
	cv.fill(&a.p, pillFill, pillAlpha)
	lw := math.Max(1, float64(h)/22)
	circle(&a.p, r, r, r)
	ellipse(&a.p, r, r, r-lw, r-lw, true)
	cv.fill(&a.p, pillEdge, 0.5)
	img := cv.image()
	half := h / 2
	p := &pill{
		img:   img,
		left:  img.SubImage(image.Rect(0, 0, half, h)).(*ebiten.Image),
		mid:   img.SubImage(image.Rect(half, 0, half+1, h)).(*ebiten.Image),
		right: img.SubImage(image.Rect(h-half, 0, h, h)).(*ebiten.Image),
		used:  a.clock,
	}
	a.pills[h] = p
	return p
}

// DrawLabel draws a total in a small label, a dark rounded pill with the amount in Go Mono,
// centred at x, y; size is the text's size in device pixels. Amounts of a million credits
// and more are shortened ("1.25M"). It returns the pill's rectangle, device pixels (a zero
// one when it is too small to draw). It does not allocate once the size is cached.
func (a *Art) DrawLabel(dst *ebiten.Image, amount money.Amount, x, y, size float64) (left, top, w, h float64) {
	left, top, w, h = a.LabelBox(amount, x, y, size)
	if w == 0 {
		return 0, 0, 0, 0
	}
	s := appendLabel(a.text[:0], amount)
	d := a.Digits(fonts.Mono, size)
	ih := int(h)
	p := a.pill(ih)
	half := float64(ih / 2)
	o := &a.op
	o.ColorScale.Reset()
	o.Blend = ebiten.BlendSourceOver
	o.Filter = ebiten.FilterLinear
	o.GeoM.Reset()
	o.GeoM.Translate(left, top)
	dst.DrawImage(p.left, o)
	o.GeoM.Reset()
	o.GeoM.Scale(w-2*half, 1)
	o.GeoM.Translate(left+half, top)
	dst.DrawImage(p.mid, o)
	o.GeoM.Reset()
	o.GeoM.Translate(left+w-half, top)
	dst.DrawImage(p.right, o)
	d.DrawScale(dst, s, left+w/2, math.Round(top+h/2+d.CapHeight()/2), text.AlignCenter, paint.Ink.Scale(1))
	return left, top, w, h
}

// LabelBox returns the rectangle, device pixels, that DrawLabel would cover with the same
// arguments: a zero one when the label is too small to draw.
func (a *Art) LabelBox(amount money.Amount, x, y, size float64) (left, top, w, h float64) {
	ih := int(math.Round(size * 1.55))
	if ih < 4 {
		return 0, 0, 0, 0
	}
	s := appendLabel(a.text[:0], amount)
	tw := a.Digits(fonts.Mono, size).Width(s)
	h = float64(ih)
	w = math.Max(h, math.Round(tw+h*0.9))
	return math.Round(x - w/2), math.Round(y - h/2), w, h
}

// appendLabel appends amount as a label prints it: "1,234", "12.50", "-5", "1.25M".
func appendLabel(b []byte, amount money.Amount) []byte {
	const million = 1_000_000 * money.Credit
	if amount < million && amount > -million {
		return amount.Append(b)
	}
	if amount < 0 {
		b = append(b, '-')
		amount = -amount
	}
	// Millions with two decimals, rounded down: a total never looks larger than it is.
	hundredths := int64(amount / (million / 100))
	b = money.Amount(hundredths / 100 * 100).Append(b)
	if f := hundredths % 100; f != 0 {
		b = append(b, '.', byte('0'+f/10))
		if f%10 != 0 {
			b = append(b, byte('0'+f%10))
		}
	}
	return append(b, 'M')
}
