package help

import (
	"math"
	"strings"

	"felt/game/cards"
	"felt/game/money"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// Amount is an amount of credits, as the figures' chips show it.
type Amount = money.Amount

// Card is a card of a figure: face up or down, lifted (one of the cards a hand uses, in
// brass light) or dimmed (one it does not).
type Card struct {
	Card          cards.Card
	Back          cards.Back
	Up, Lift, Dim bool
}

// Up returns face-up cards of cs, the cards whose indices are in best lifted and the others
// dimmed (no best: none of either).
func Up(cs []cards.Card, best ...int) []Card {
	out := make([]Card, len(cs))
	for i, c := range cs {
		out[i] = Card{Card: c, Up: true, Dim: len(best) > 0}
	}
	for _, b := range best {
		if b >= 0 && b < len(out) {
			out[b].Lift, out[b].Dim = true, false
		}
	}
	return out
}

// Cards reads cards written as the hook writes them ("Qh Qs 9d"); it panics on a bad one, as
// it is for the help's own examples (the tests read every one).
func Cards(s string) []cards.Card {
	var out []cards.Card
	for _, f := range strings.Fields(s) {
		c, err := cards.Parse(f)
		if err != nil {
			panic("help: bad card " + f)
		}
		out = append(out, c)
	}
	return out
}

// Hand is a row of cards on the felt with a label under it: a player's hand, the dealer's.
type Hand struct {
	Cards []Card
	Label string // under the cards: the hand's name
	Words string // the picture in words (Alt)
	// Small draws the cards at a table-mate's size: for a ranking's many rows.
	Small bool
	// Apart lays the cards side by side, not overlapping as dealt.
	Apart bool
}

// step is how far apart the cards' centres are, in card widths.
func (h *Hand) step() float64 {
	if h.Apart {
		return 1.15
	}
	return 0.82
}

func (h *Hand) cardW(w float64) float64 {
	n := float64(max(1, len(h.Cards)))
	cw := 70.0
	if h.Small {
		cw = 46
	}
	// Cards overlap a little, as dealt; a narrow column makes them smaller.
	return math.Min(cw, (w-40)/(n*h.step()+1-h.step()))
}

// Height implements Figure.
func (h *Hand) Height(w float64) float64 {
	ch := h.cardW(w) * 7 / 5
	if h.Label == "" {
		return ch + 28
	}
	return ch + 52
}

// Draw implements Figure.
func (h *Hand) Draw(dst *ebiten.Image, r layout.Rect, k float64, p *Pens) {
	p.felt(dst, r, k)
	f := frame{r.X, r.Y, k}
	w := r.W / k
	cw := h.cardW(w)
	step := cw * h.step()
	x0 := w/2 - step*float64(len(h.Cards)-1)/2
	cy := 14 + cw*7/10
	for i, c := range h.Cards {
		p.drawCard(dst, f, c, x0+step*float64(i), cy, cw)
	}
	if h.Label != "" {
		p.label(dst, f, h.Label, w/2, cy+cw*7/10+28, 15, fonts.Bold, paint.Brass, 1)
	}
}

// Alt implements Figure.
func (h *Hand) Alt() string { return h.Words }

// Circle is a betting circle of a figure: its name and the chips on it.
type Circle struct {
	Name  string
	Chips Amount
	// Sensor draws the progressive's small sensor instead of a circle.
	Sensor bool
}

// Circles is a row of betting circles with chips on them, as printed on the felt; Equal
// prints "=" between the first two (the two wagers that are always equal).
type Circles struct {
	Spots []Circle
	Equal bool
	Words string
}

func (c *Circles) radius(w float64) float64 {
	n := float64(max(1, len(c.Spots)))
	return math.Min(44, (w-24)/n/2-14)
}

// Height implements Figure.
func (c *Circles) Height(w float64) float64 { return 2*c.radius(w) + 70 }

// Draw implements Figure.
func (c *Circles) Draw(dst *ebiten.Image, r layout.Rect, k float64, p *Pens) {
	p.felt(dst, r, k)
	f := frame{r.X, r.Y, k}
	w := r.W / k
	rad := c.radius(w)
	n := float64(len(c.Spots))
	gap := w / n
	cy := 20 + rad
	for i, s := range c.Spots {
		x := gap * (float64(i) + 0.5)
		fx, fy := f.pt(x, cy)
		if s.Sensor {
			// The progressive's sensor: a small brass-rimmed disc with its red light.
			rr := rad * 0.55
			p.b.Circle(dst, fx, fy, f.len(rr), 0x1D1611, 1)
			p.b.Ring(dst, fx, fy, f.len(rr), f.len(2.5), paint.Brass, 1)
			p.b.Circle(dst, fx, fy, f.len(rr*0.45), 0xFF5A2E, 0.9)
		} else {
			p.b.Ring(dst, fx, fy, f.len(rad), f.len(2.5), paint.Ink, 0.9)
			p.b.Ring(dst, fx, fy, f.len(rad-6), f.len(1), paint.Brass, 0.8)
		}
		if !s.Sensor || s.Chips > 0 {
			p.drawChips(dst, f, s.Chips, x, cy+rad*0.3, rad*0.9)
		}
		p.label(dst, f, s.Name, x, cy+rad+26, 14, fonts.Bold, paint.Ink, 0.95)
		if s.Chips > 0 {
			p.label(dst, f, s.Chips.String(), x, cy+rad+45, 14, fonts.Bold, paint.Brass, 1)
		}
		if c.Equal && i == 1 {
			p.label(dst, f, "=", gap, cy+8, 28, fonts.Bold, paint.Brass, 1)
		}
	}
}

// Alt implements Figure.
func (c *Circles) Alt() string { return c.Words }

// Cross is Criss Cross Poker's cross of five community cards (top, left, middle, right,
// bottom) with the player's two cards beside it; Across and Down light the lines' names.
type Cross struct {
	Community    [5]Card
	Hole         [2]Card
	Across, Down string // what the lines' names say ("" prints ACROSS and DOWN)
	Words        string
}

func (c *Cross) cardW(w float64) float64 { return math.Min(60, (w-60)/6.2) }

// Height implements Figure.
func (c *Cross) Height(w float64) float64 { return c.cardW(w)*7/5*3.1 + 44 }

// Draw implements Figure.
func (c *Cross) Draw(dst *ebiten.Image, r layout.Rect, k float64, p *Pens) {
	p.felt(dst, r, k)
	f := frame{r.X, r.Y, k}
	w := r.W / k
	cw := c.cardW(w)
	ch := cw * 7 / 5
	gx, gy := cw*1.12, ch*1.04
	cx, cy := w*0.4, 22+ch*1.5
	at := [5][2]float64{{cx, cy - gy}, {cx - gx, cy}, {cx, cy}, {cx + gx, cy}, {cx, cy + gy}}
	for i, card := range c.Community {
		p.drawCard(dst, f, card, at[i][0], at[i][1], cw)
	}
	across, down := c.Across, c.Down
	if across == "" {
		across = "ACROSS"
	}
	if down == "" {
		down = "DOWN"
	}
	p.label(dst, f, across, cx-gx-cw/2-8-measure(p, across, 12, k)/2, cy+5, 12, fonts.Bold, paint.Brass, 1)
	p.label(dst, f, down, cx+cw/2+8+measure(p, down, 12, k)/2, cy-gy+5, 12, fonts.Bold, paint.Brass, 1)
	hx := w * 0.8
	for i, card := range c.Hole {
		p.drawCard(dst, f, card, hx+(float64(i)-0.5)*cw*1.1, cy+gy*0.5, cw)
	}
	p.label(dst, f, "YOUR CARDS", hx, cy+gy*0.5+ch/2+22, 12, fonts.Bold, paint.Ink, 0.9)
}

// measure is the width of s at size design units, in design units.
func measure(p *Pens, s string, size, k float64) float64 {
	return paint.TrackedWidth(s, p.Fonts.Face(fonts.Bold, size*k), 0) / k
}

// Alt implements Figure.
func (c *Cross) Alt() string { return c.Words }

// Button is a button of a figure: its title, its second line, its key, and whether it is
// the one the table expects (brass).
type Button struct {
	Title, Sub, Key string
	Primary         bool
}

// Buttons is a row of the table's buttons, as they show when a decision is awaited.
type Buttons struct {
	Buttons []Button
	Words   string
	made    []*widget.Button
}

// Height implements Figure.
func (b *Buttons) Height(w float64) float64 { return 92 }

// Draw implements Figure.
func (b *Buttons) Draw(dst *ebiten.Image, r layout.Rect, k float64, p *Pens) {
	p.felt(dst, r, k)
	w := r.W / k
	if len(b.made) != len(b.Buttons) {
		b.made = b.made[:0]
		for _, s := range b.Buttons {
			wb := &widget.Button{Style: widget.Secondary}
			if s.Primary {
				wb.Style = widget.Primary
			}
			wb.SetText(s.Title, s.Sub, s.Key)
			b.made = append(b.made, wb)
		}
	}
	n := float64(len(b.made))
	bw := math.Min(170, (w-24-10*(n-1))/n)
	x0 := (w - (bw*n + 10*(n-1))) / 2
	v := layout.View{Scale: k, OffsetX: r.X, OffsetY: r.Y, Width: r.W, Height: r.H, Device: 1}
	for i, wb := range b.made {
		wb.Rect = layout.Rect{X: x0 + float64(i)*(bw+10), Y: 18, W: bw, H: 56}
		wb.Draw(dst, p.Fonts, v, false, false)
	}
}

// Alt implements Figure.
func (b *Buttons) Alt() string { return b.Words }
