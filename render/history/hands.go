package history

import (
	"math"

	"felt/game/cards"
	"felt/game/history"
	"felt/game/money"
	"felt/game/table"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/sprite"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Each round of the hand history shows the person's cards as the table dealt them (at Criss
// Cross Poker the community cards turned up beside them) and what the round came to as a
// stack of the table's chips with its net over it.

// Hand is a round's cards as the history shows them: the person's, and the community cards
// turned up.
type Hand struct {
	Own       []cards.Card
	Community []cards.Card
}

// handOf reads a round's cards from its events.
func handOf(r *history.Round) Hand {
	var h Hand
	var comm [8]cards.Card
	var shown [8]bool
	for i := range r.Events {
		e := &r.Events[i]
		switch {
		case e.Kind == table.CardDealt && e.Seat == r.Person:
			h.Own = append(h.Own, e.Card)
		case e.Seat == table.Community && int(e.Index) < len(comm) && (e.Kind == table.CardShown || (e.Kind == table.CardDealt && e.Up)):
			comm[e.Index], shown[e.Index] = e.Card, true
		}
	}
	for i, ok := range shown {
		if ok {
			h.Community = append(h.Community, comm[i])
		}
	}
	return h
}

// Sizes of a round's picture, menu units.
const (
	handHeight = 66.0
	handCardW  = 40.0
)

// drawHand draws a round's cards and its net in r (netText printed).
func (p *pens) drawHand(dst *ebiten.Image, r layout.Rect, k float64, h Hand, net money.Amount, netText string, fourColour bool) {
	p.art.SetDevice(k)
	w := handCardW * k
	step := w * 0.86
	cy := r.Y + r.H/2
	x := r.X + w/2 + 2*k
	var op sprite.CardOp
	for _, set := range [2][]cards.Card{h.Own, h.Community} {
		for _, c := range set {
			op = sprite.CardOp{X: x, Y: cy, W: w, Flip: 1, Alpha: 1, Card: c, FourColour: fourColour}
			p.art.DrawCard(dst, &op)
			x += step
		}
		x += w * 0.5
	}
	if net == 0 {
		return
	}
	d := math.Min(30*k, r.H*0.45)
	sx := r.X + r.W - d*0.9
	p.art.DrawStack(dst, &sprite.StackOp{X: sx, Y: r.Y + r.H - 4*k, D: d, Alpha: 1, Amount: abs(net), MaxChips: 5})
	c := chartUp
	if net < 0 {
		c = chartDown
	}
	p.b.Text(dst, netText, p.fs.Face(fonts.Mono, 17*k), sx-d*0.9, cy+6*k, text.AlignEnd, c, 1)
}

// abs is an amount without its sign.
func abs(a money.Amount) money.Amount {
	if a < 0 {
		return -a
	}
	return a
}
