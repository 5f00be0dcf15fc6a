package help

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/sprite"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Figure is an illustration of a help page: drawn by our own code with the table's cards,
// chips and circles, at any width.
type Figure interface {
	// Height is the figure's height, in design units, for a column w design units wide.
	Height(w float64) float64
	// Draw draws the figure in r (device pixels), k device pixels to a design unit, with
	// the pens of p.
	Draw(dst *ebiten.Image, r layout.Rect, k float64, p *Pens)
	// Alt describes the picture in words, for the hook's state and a screen reader.
	Alt() string
}

// Pens are what figures draw with: the fonts, the cards' and chips' art, a brush, and the
// player's four-colour setting. Make one per screen and keep it: the art caches its images.
type Pens struct {
	Fonts      *fonts.Set
	Art        *sprite.Art
	FourColour bool
	b          paint.Brush
	card       sprite.CardOp
	stack      sprite.StackOp
}

// NewPens returns pens that draw with the fonts fs.
func NewPens(fs *fonts.Set) *Pens { return &Pens{Fonts: fs, Art: sprite.New(fs)} }

// frame maps a figure's own design units (0, 0 at its top left) onto device pixels.
type frame struct {
	x, y, k float64
}

func (f frame) pt(x, y float64) (float64, float64) { return f.x + x*f.k, f.y + y*f.k }
func (f frame) len(d float64) float64              { return d * f.k }

// felt paints the figure's ground: a panel of the table's felt, edged in brass, so that
// cards and chips sit on what they sit on at the table.
func (p *Pens) felt(dst *ebiten.Image, r layout.Rect, k float64) {
	p.b.RoundRect(dst, r, 12*k, paint.Felt, 1)
	// The lamp's light on the felt, a little brighter in the middle: a soft pool, laid as
	// rings that each brighten a little.
	R := math.Min(r.W, r.H*1.6) * 0.5
	for i := range 8 {
		p.b.Circle(dst, r.X+r.W/2, r.Y+r.H/2, R*(1-float64(i)/9), 0x1A8A58, 0.045)
	}
	p.b.RoundFrame(dst, r.Inset(2*k), 10*k, 1.5*k, paint.Brass, 0.8)
}

// label prints text centred on x with its baseline at y, in design units of f.
func (p *Pens) label(dst *ebiten.Image, f frame, s string, x, y, size float64, face fonts.Style, c paint.Color, alpha float32) {
	fx, fy := f.pt(x, y)
	p.b.Text(dst, s, p.Fonts.Face(face, f.len(size)), fx, fy, text.AlignCenter, c, alpha)
}

// drawCard draws a card (face up when up) centred at x, y, w wide, in design units of f.
func (p *Pens) drawCard(dst *ebiten.Image, f frame, c Card, x, y, w float64) {
	op := &p.card
	*op = sprite.CardOp{Alpha: 1, Card: c.Card, Back: c.Back, FourColour: p.FourColour}
	op.X, op.Y = f.pt(x, y)
	op.W = f.len(w)
	if c.Up {
		op.Flip = 1
	}
	if c.Lift {
		op.Lift, op.Highlight = 1, 1
	}
	if c.Dim {
		op.Dim = 1
	}
	p.Art.DrawCard(dst, op)
}

// drawChips draws a stack of chips worth a, its foot centred at x, y, chips d wide.
func (p *Pens) drawChips(dst *ebiten.Image, f frame, a Amount, x, y, d float64) {
	if a <= 0 {
		return
	}
	op := &p.stack
	*op = sprite.StackOp{Alpha: 1, Amount: a}
	op.X, op.Y = f.pt(x, y)
	op.D = f.len(d)
	p.Art.DrawStack(dst, op)
}
