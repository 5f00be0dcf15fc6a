package plan

import (
	"felt/game/money"
	"felt/render/box"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/sprite"
	"felt/render/text"
	"felt/render/widget"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// ink is what an item paints.
type ink uint8

const (
	inkLabel  ink = iota // a label at x, y
	inkCard              // a card (card)
	inkStack             // a pile of chips (stack)
	inkPill              // a stack's amount in a pill (amount at x, y, size)
	inkDigits            // digits (digits, b[:n]) at x, y in colour
	inkImage             // an image with its options
	inkRound             // a rounded rectangle (rect, rad, colour, alpha; width for a frame)
	inkRing              // a ring round x, y (rad, width, colour, alpha)
	inkPaint             // a Painter of its own (a button, the meter, a wheel)
	inkChip              // a chip seen from above (amount, size across) centred at x, y, its brightness alpha
)

// Painter is a piece that paints itself where the layout pass placed it: a button, the
// meter, a game's own moving parts. Paint changes nothing of the scene.
type Painter interface {
	Paint(dst *ebiten.Image, v layout.View)
}

// item is one thing the next frame paints.
type item struct {
	ink    ink
	label  *widget.Label
	x, y   float64 // device pixels
	align  text.Align
	alpha  float32
	card   sprite.CardOp
	stack  sprite.StackOp
	amount money.Amount
	size   float64
	digits *sprite.Digits
	b      [32]byte
	n      int
	color  paint.Color
	img    *ebiten.Image
	op     ebiten.DrawImageOptions
	rect   layout.Rect
	rad    float64
	width  float64
	p      Painter
	live   bool // a Painter that changes by itself between layouts (Live)
}

// Frame is the plan of the next frame: its items, and the boxes placed (the printing's and
// the pieces'), for the screen View it is laid out for.
type Frame struct {
	items []item
	n     int
	Boxes box.Set
	View  layout.View
	// lights are the pictures of the glows, discs and veils (lights.go).
	lights lights
}

// next returns the next item to fill, reused from an earlier frame where there is one.
func (f *Frame) next(k ink) *item {
	if f.n == len(f.items) {
		f.items = append(f.items, item{})
	}
	it := &f.items[f.n]
	f.n++
	it.ink, it.live = k, false
	return it
}

// Reset empties the plan's items and pieces for a new layout on v (the printing stays).
func (f *Frame) Reset(v layout.View) {
	f.n = 0
	f.Boxes.Reset()
	f.View = v
}

// Label plans label l with its baseline at x, y (device pixels).
func (f *Frame) Label(l *widget.Label, x, y float64, align text.Align, alpha float32) {
	it := f.next(inkLabel)
	it.label, it.x, it.y, it.align, it.alpha = l, x, y, align, alpha
}

// Round plans a rounded rectangle r (device pixels) of radius rad filled in c, or framed
// with a line of width wide when width > 0.
func (f *Frame) Round(r layout.Rect, rad, width float64, c paint.Color, alpha float32) {
	it := f.next(inkRound)
	it.rect, it.rad, it.width, it.color, it.alpha = r, rad, width, c, alpha
}

// Ring plans a ring of radius rad and line width wide round x, y (device pixels).
func (f *Frame) Ring(x, y, rad, width float64, c paint.Color, alpha float32) {
	it := f.next(inkRing)
	it.x, it.y, it.rad, it.width, it.color, it.alpha = x, y, rad, width, c, alpha
}

// Digits plans digits b drawn by dg with their baseline at x, y in colour c.
func (f *Frame) Digits(dg *sprite.Digits, b []byte, x, y float64, align text.Align, c paint.Color) {
	it := f.next(inkDigits)
	it.digits, it.x, it.y, it.align, it.color = dg, x, y, align, c
	it.n = copy(it.b[:], b)
}

// PaintWith plans a piece that paints itself.
func (f *Frame) PaintWith(p Painter) {
	f.next(inkPaint).p = p
}

// Live plans a piece that paints itself and changes by itself between layouts (a meter's
// rolling digits): PaintLive paints it alone over a frame of the plan already painted.
func (f *Frame) Live(p Painter) {
	it := f.next(inkPaint)
	it.p, it.live = p, true
}

// PaintLive paints the plan's live pieces alone (Live) over a frame of the plan already on
// dst: all a frame needs when only they change. It changes nothing.
func (f *Frame) PaintLive(dst *ebiten.Image) {
	for i := range f.n {
		if it := &f.items[i]; it.live {
			it.p.Paint(dst, f.View)
		}
	}
}

// Chip plans a chip of value denom seen from above, size device pixels across, centred at x,
// y (device pixels) and shaded to brightness (1: as it is): a chip of the rack.
func (f *Frame) Chip(denom money.Amount, x, y, size float64, brightness float32) {
	it := f.next(inkChip)
	it.amount, it.x, it.y, it.size, it.alpha = denom, x, y, size, brightness
}

// Card plans a card.
func (f *Frame) Card(op sprite.CardOp) { f.next(inkCard).card = op }

// Stack plans a pile of chips, and returns its op as planned (for sprite.Art.StackTop).
func (f *Frame) Stack(op sprite.StackOp) *sprite.StackOp {
	it := f.next(inkStack)
	it.stack = op
	return &it.stack
}

// Pill plans a stack's amount in a pill at x, y (device pixels), type size size.
func (f *Frame) Pill(amount money.Amount, x, y, size float64) {
	it := f.next(inkPill)
	it.amount, it.x, it.y, it.size = amount, x, y, size
}

// Image plans img, and returns its options to fill in (reused from an earlier frame: set
// every field that matters).
func (f *Frame) Image(img *ebiten.Image) *ebiten.DrawImageOptions {
	it := f.next(inkImage)
	it.img = img
	return &it.op
}

// Paint paints the plan on dst, its labels in the fonts fs, its cards, chips and pills by
// art. It changes nothing.
func (f *Frame) Paint(dst *ebiten.Image, fs *fonts.Set, art *sprite.Art) {
	v := f.View
	var br paint.Brush
	for i := range f.n {
		it := &f.items[i]
		switch it.ink {
		case inkLabel:
			it.label.Draw(dst, fs, v.Scale, it.x, it.y, it.align, it.alpha)
		case inkCard:
			art.DrawCard(dst, &it.card)
		case inkStack:
			art.DrawStack(dst, &it.stack)
		case inkPill:
			art.DrawLabel(dst, it.amount, it.x, it.y, it.size)
		case inkDigits:
			// The colour as a scale: a paint.Color passed as a color.Color would be boxed, an
			// allocation a frame.
			it.digits.DrawScale(dst, it.b[:it.n], it.x, it.y, it.align, it.color.Scale(1))
		case inkImage:
			dst.DrawImage(it.img, &it.op)
		case inkRound:
			if it.width > 0 {
				br.RoundFrame(dst, it.rect, it.rad, it.width, it.color, it.alpha)
			} else {
				br.RoundRect(dst, it.rect, it.rad, it.color, it.alpha)
			}
		case inkRing:
			br.Ring(dst, it.x, it.y, it.rad, it.width, it.color, it.alpha)
		case inkPaint:
			it.p.Paint(dst, v)
		case inkChip:
			img := art.Chip(it.amount, it.size)
			b := img.Bounds()
			it.op.GeoM.Reset()
			it.op.GeoM.Translate(math.Round(it.x-float64(b.Dx())/2), math.Round(it.y-float64(b.Dy())/2))
			it.op.ColorScale.Reset()
			if it.alpha != 1 {
				it.op.ColorScale.Scale(it.alpha, it.alpha, it.alpha, 1)
			}
			it.op.Filter = ebiten.FilterLinear
			it.op.Blend = ebiten.Blend{}
			dst.DrawImage(img, &it.op)
		}
	}
}
