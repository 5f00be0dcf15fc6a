package crazy4

import (
	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/layout"
	"felt/render/sprite"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// vcard is a card as the table shows it: where it is going, which side is up, whether it is
// lifted (one of the hand's best four), dimmed (folded or beaten) or lit (a winner).
type vcard struct {
	on    bool
	card  cards.Card
	back  cards.Back
	w     float64 // width in design units at rest
	pos   anim.Motion
	rot   anim.Value // the tilt, in radians
	flip  anim.Value // 0 the back up, 1 the face up
	lift  anim.Value
	dim   anim.Value
	hi    anim.Value
	alpha anim.Value
}

// place puts the card at rest at once.
func (c *vcard) place(x, y, w float64) {
	c.on = true
	c.w = w
	c.pos.Place(x, y)
	c.flip.Set(0)
	c.lift.Set(0)
	c.dim.Set(0)
	c.hi.Set(0)
	c.alpha.Set(1)
	c.rot.Set(0)
}

// finish ends every movement of the card as of tick now.
func (c *vcard) finish(now int64) {
	c.pos.Finish(now)
	c.flip.Finish(now)
	c.lift.Finish(now)
	c.dim.Finish(now)
	c.hi.Finish(now)
	c.alpha.Finish(now)
	c.rot.Finish(now)
}

// vstack is a pile of chips on the felt or on its way somewhere.
type vstack struct {
	amount money.Amount
	d      float64 // chip diameter, design units
	pos    anim.Motion
	alpha  anim.Value
	label  bool // show the total in a pill above it
	// hold is the part of amount still flying in from the rack, until tick landAt.
	hold   money.Amount
	landAt int64
}

func (st *vstack) on(now int64) bool {
	return st.amount > 0 && st.alpha.At(now) > 0.01
}

func (st *vstack) finish(now int64) {
	st.pos.Finish(now)
	st.alpha.Finish(now)
	if st.alpha.To <= 0 {
		st.amount = 0
	}
}

// set puts a stack of amount at rest at x, y at once.
func (st *vstack) set(amount money.Amount, x, y, d float64) {
	st.amount, st.d, st.label = amount, d, true
	st.pos.Place(x, y)
	st.alpha.Set(1)
}

// vseat is a seat as the table shows it.
type vseat struct {
	cards  [5]vcard
	stake  [crazy4.NumWagers]vstack // the wagers on the circles
	pay    [crazy4.NumWagers]vstack // winnings set beside them
	hand   widget.Label
	handA  anim.Value
	handUp bool         // the hand's name is good news: print it in brass
	tag    widget.Label // FOLD, PLAY 3x, ENVY +25, LUCKY...
	tagA   anim.Value
	turn   anim.Value // the glow while the seat decides
	lit    anim.Value // the progressive sensor's light
	folded bool
	name   widget.Label
	cause  anim.Value // the seat's hand earned others an Envy Bonus
	// staked is what the seat put on each wager this round, as the events told it.
	staked [crazy4.NumWagers]money.Amount
}

// vdealer is the dealer's side as the table shows it.
type vdealer struct {
	cards    [5]vcard
	hand     widget.Label
	handA    anim.Value
	communal vcard
	magic    vcard
	magicA   anim.Value
	lucky    int // the Lucky Bonus position, or -3 for none
	luckyA   anim.Value
	coverAll widget.Label
	coverA   anim.Value
	coverAt  int // the seat (or table.Dealer) holding the Cover All hand
	qual     widget.Label
	qualA    anim.Value
	// The dealer's arrangement at the showdown: each card's place, and the fifth card.
	slot      [5]int
	odd       int
	arranged  bool
	qualifies bool
}

// jackpot is a progressive jackpot being counted off the meter.
type jackpot struct {
	on       bool
	seat     int
	amount   money.Amount
	system   int
	start    int64
	credited bool // the person's credits have been given the pay
}

// drawCard draws a card of the table, if it is on.
func (s *Scene) drawCard(dst *ebiten.Image, v layout.View, c *vcard) {
	if !c.on {
		return
	}
	a := c.alpha.At(s.now)
	if a <= 0 {
		return
	}
	x, y := c.pos.At(s.now)
	dx, dy := v.ToDevice(x, y)
	op := &s.cardOp
	*op = sprite.CardOp{
		X: dx, Y: dy, W: v.Len(c.w), Angle: c.rot.At(s.now),
		Flip: c.flip.At(s.now), Lift: c.lift.At(s.now), Alpha: a,
		Dim: c.dim.At(s.now), Highlight: c.hi.At(s.now),
		Card: c.card, Back: c.back, FourColour: s.fourColour, FadeFlip: s.reduced,
	}
	s.art.DrawCard(dst, op)
}

// drawStack draws a pile of chips with its total, if there is one.
func (s *Scene) drawStack(dst *ebiten.Image, v layout.View, st *vstack) {
	if !st.on(s.now) {
		return
	}
	amount := st.amount
	if s.now < st.landAt {
		amount -= st.hold
	}
	if amount <= 0 {
		return
	}
	x, y := st.pos.At(s.now)
	dx, dy := v.ToDevice(x, y)
	a := st.alpha.At(s.now)
	op := &s.stackOp
	*op = sprite.StackOp{X: dx, Y: dy, D: v.Len(st.d), Alpha: a, Amount: amount, MaxChips: 12}
	top := s.art.DrawStack(dst, op)
	if st.label && a > 0.5 {
		s.art.DrawLabel(dst, amount, dx, top-v.Len(st.d*0.18), v.Len(max(9, st.d*0.3)))
	}
}

// seatOffered reports whether the table takes a wager (the scene's short name for it).
func (s *Scene) offered(w table.Wager) bool { return s.core.Offered(w) }
