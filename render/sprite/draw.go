package sprite

import (
	"math"

	"felt/game/cards"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// CardOp says how to draw one card: centre X, Y (device pixels), width W, rotation Angle in
// radians, Flip in [0,1] (0 = back showing, 1 = face showing; in between the card narrows to
// an edge and widens showing the other side — the flip animation is the caller driving Flip
// over time), Lift in [0,1] (a lifted card casts a larger, softer shadow and sits a little
// higher), Alpha (opacity; 0 draws nothing, so set it to 1), Dim (a grey veil for folded or
// losing hands), Highlight (a brass glow for the cards of a winning or best-four hand).
type CardOp struct {
	X, Y, W, Angle, Flip, Lift, Alpha, Dim, Highlight float64
	Card                                              cards.Card
	Back                                              cards.Back
	FourColour                                        bool
	FadeFlip                                          bool // reduced motion: cross-fade back to face instead of the narrowing flip
}

// How the light falls: shadows are cast straight down the screen, from the lamp over the
// table.
const (
	shadowDrop   = 0.018 // a card on the felt: its shadow's offset, in card widths
	shadowLifted = 0.075 // a card lifted all the way
	liftRise     = 0.035 // how far a lifted card rises, in card widths
	shadowAlpha  = 0.42  // the tight shadow's darkness
	softAlpha    = 0.30  // the wide shadow's darkness
	veil         = paint.Color(0x4A4A4A)
	veilAlpha    = 0.5
	glowInk      = paint.Color(0xE2BD5A) // a touch lighter than the brass line, as light is
	glowAlpha    = 0.85
)

func clamp01(x float64) float64 {
	if !(x > 0) {
		return 0
	}
	return min(x, 1)
}

// DrawCard draws one card with its soft shadow. It does not allocate once the card's images
// for this width are cached.
func (a *Art) DrawCard(dst *ebiten.Image, op *CardOp) {
	alpha := clamp01(op.Alpha)
	if alpha == 0 || !(op.W >= 1) {
		return
	}
	s := a.cardSize(op.W)
	scale := op.W / float64(s.w)
	flip, lift := clamp01(op.Flip), clamp01(op.Lift)
	dim, glow := clamp01(op.Dim), clamp01(op.Highlight)

	// The flip: the card turns about its vertical axis, so its width follows the cosine, and it
	// rises off the felt on the way, as a dealer's card does.
	sx := 1.0
	face := flip >= 0.5
	raise := lift
	if !op.FadeFlip && flip > 0 && flip < 1 {
		sx = math.Abs(math.Cos(math.Pi * flip))
		raise = max(raise, 0.5*math.Sin(math.Pi*flip))
	}
	w := float64(s.w)

	rise := -w * scale * liftRise * raise // the card's own lift off the felt

	// Shadows on the felt: tight when the card lies flat, wide and soft as it rises.
	drop := w * scale * (shadowDrop + (shadowLifted-shadowDrop)*raise)
	if t := 1 - raise; t > 0 {
		img, pad := a.cardShadow(s, 0)
		a.place(img, float64(pad), op, scale, max(sx, 0.08), 1, 0, drop)
		a.op.ColorScale.Scale(0, 0, 0, float32(shadowAlpha*t*alpha))
		dst.DrawImage(img, &a.op)
	}
	if raise > 0 || glow > 0 {
		img, pad := a.cardShadow(s, 1)
		if raise > 0 {
			a.place(img, float64(pad), op, scale, max(sx, 0.08), 1+0.04*raise, 0, drop)
			a.op.ColorScale.Scale(0, 0, 0, float32(softAlpha*raise*alpha))
			dst.DrawImage(img, &a.op)
		}
		if glow > 0 {
			// The glow is the soft shadow's shape in brass: a warm halo round the card. (Added
			// light would turn lime on the green felt; laid over, it stays brass.)
			a.place(img, float64(pad), op, scale, sx, 1.06, 0, rise)
			a.op.ColorScale = glowInk.Scale(float32(glowAlpha * glow * alpha))
			dst.DrawImage(img, &a.op)
		}
	}

	if sx*w*scale < 0.5 {
		return // edge on: nothing to see but the shadow
	}
	if op.FadeFlip && flip > 0 && flip < 1 {
		a.place(a.back(s, op.Back), 0, op, scale, sx, 1, 0, rise)
		a.op.ColorScale.ScaleAlpha(float32(alpha))
		dst.DrawImage(a.back(s, op.Back), &a.op)
		a.place(a.face(s, op.Card, op.FourColour), 0, op, scale, sx, 1, 0, rise)
		a.op.ColorScale.ScaleAlpha(float32(alpha * flip))
		dst.DrawImage(a.face(s, op.Card, op.FourColour), &a.op)
	} else {
		img := a.back(s, op.Back)
		if face {
			img = a.face(s, op.Card, op.FourColour)
		}
		a.place(img, 0, op, scale, sx, 1, 0, rise)
		// A turning card catches less of the lamp as it turns edge-on.
		if sx < 1 {
			l := float32(0.8 + 0.2*sx)
			a.op.ColorScale.Scale(l, l, l, 1)
		}
		a.op.ColorScale.ScaleAlpha(float32(alpha))
		dst.DrawImage(img, &a.op)
	}
	if dim > 0 {
		m := a.cardMask(s)
		a.place(m, 0, op, scale, sx, 1, 0, rise)
		a.op.ColorScale = veil.Scale(float32(veilAlpha * dim * alpha))
		dst.DrawImage(m, &a.op)
	}
	if glow > 0 {
		e := a.cardEdge(s)
		a.place(e, 0, op, scale, sx, 1, 0, rise)
		a.op.ColorScale = paint.Brass.Scale(float32(glow * alpha))
		dst.DrawImage(e, &a.op)
	}
}

// place sets a.op to draw img, which is the card's image grown by pad on every side, centred
// on the card at op.X+dx, op.Y+dy, narrowed by sx and grown by grow. An upright card at its
// natural size lands on whole pixels, so it is copied texel for texel and stays sharp.
func (a *Art) place(img *ebiten.Image, pad float64, op *CardOp, scale, sx, grow, dx, dy float64) {
	b := img.Bounds()
	iw, ih := float64(b.Dx()), float64(b.Dy())
	g := &a.op.GeoM
	g.Reset()
	a.op.ColorScale.Reset()
	a.op.Blend = ebiten.BlendSourceOver
	// Linear filtering everywhere: on whole pixels it copies texel for texel, and one filter
	// lets a frame's draws from the shared atlas batch into few commands.
	a.op.Filter = ebiten.FilterLinear
	x, y := op.X+dx, op.Y+dy
	if op.Angle == 0 && sx == 1 && scale == 1 && grow == 1 {
		// The card's own corner on a whole pixel (its image may be padded).
		cw, chh := iw-2*pad, ih-2*pad
		g.Translate(math.Round(x-cw/2)-pad, math.Round(y-chh/2)-pad)
		return
	}
	g.Translate(-iw/2, -ih/2)
	g.Scale(scale*sx*grow, scale*grow)
	g.Rotate(op.Angle)
	g.Translate(x, y)
}
