package table

import (
	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/geom"
	"felt/render/widget"
)

// Card is a card as the table shows it: where it is going, which side is up, whether it is
// lifted (one of the cards a hand uses), dimmed (folded or unused) or lit (a winner).
type Card struct {
	On    bool
	Card  cards.Card
	Back  cards.Back
	W     float64 // width in design units at rest
	Pos   anim.Motion
	Rot   anim.Value // the tilt, in radians
	Flip  anim.Value // 0 the back up, 1 the face up
	Lift  anim.Value
	Dim   anim.Value
	Hi    anim.Value
	Alpha anim.Value
}

// Place puts the card at rest at once.
func (c *Card) Place(x, y, w float64) {
	c.On = true
	c.W = w
	c.Pos.Place(x, y)
	c.Flip.Set(0)
	c.Lift.Set(0)
	c.Dim.Set(0)
	c.Hi.Set(0)
	c.Alpha.Set(1)
	c.Rot.Set(0)
}

// Shown reports whether the card lies face up (or is turning up) on the table.
func (c *Card) Shown() bool { return c.On && c.Alpha.To > 0 && c.Flip.To == 1 }

// finish ends every movement of the card as of tick now.
func (c *Card) finish(now int64) {
	c.Pos.Finish(now)
	c.Flip.Finish(now)
	c.Lift.Finish(now)
	c.Dim.Finish(now)
	c.Hi.Finish(now)
	c.Alpha.Finish(now)
	c.Rot.Finish(now)
}

// stack is a pile of chips on the felt or on its way somewhere.
type stack struct {
	amount money.Amount
	d      float64 // chip diameter, design units
	pos    anim.Motion
	alpha  anim.Value
	label  bool // show the total in a pill above it
	// hold is the part of amount still flying in from the rack, until tick landAt.
	hold   money.Amount
	landAt int64
}

func (st *stack) on(now int64) bool {
	return st.amount > 0 && st.alpha.At(now) > 0.01
}

func (st *stack) finish(now int64) {
	st.pos.Finish(now)
	st.alpha.Finish(now)
	if st.alpha.To <= 0 {
		st.amount = 0
	}
	st.landAt = 0
}

// set puts a stack of amount at rest at x, y at once.
func (st *stack) set(amount money.Amount, x, y, d float64) {
	st.amount, st.d, st.label = amount, d, true
	st.pos.Place(x, y)
	st.alpha.Set(1)
}

// seat is a seat as the table shows it.
type seat struct {
	cards [geom.MaxCards]Card
	stake [table.MaxWagers]stack // the wagers on the circles
	pay   [table.MaxWagers]stack // winnings set beside them
	hand  widget.Label
	handA anim.Value
	best  uint8 // the cards the named hand uses, a bit each
	// held is a table-mate's hand's name until a wager it decides wins (heldGood: in brass).
	held     string
	heldGood bool
	tag      widget.Label // FOLD, PLAY 3x, ENVY +25, LUCKY...
	tagA     anim.Value
	turn     anim.Value // the glow while the seat decides
	lit      anim.Value // the progressive sensor's light
	folded   bool
	name     widget.Label
	cause    anim.Value // the seat's hand earned others an Envy Bonus
	// staked is what the seat put on each wager this round, as the events told it.
	staked [table.MaxWagers]money.Amount
	// results are each wager's end this round, as the events told it.
	results [table.MaxWagers]WagerEnd
	// roster is the seat's place in the roster (table.PersonIndex for the person), or -1.
	roster int
}

// WagerEnd is how a wager ended, as the playback saw it.
type WagerEnd struct {
	Result table.Result
	Net    money.Amount // net of the settlement
	Extra  money.Amount // extra pays (Envy, Magic Card, Lucky Bonus, Community Pay)
	// ExtraKind is the kind of the extra pays (EnvyPay, MagicPay ...): the seat's tag and the
	// result line name them alike.
	ExtraKind table.Result
	Done      bool
}

// dealer is the dealer's side as the table shows it: its cards, the community cards, a card
// drawn aside, and the labels.
type dealer struct {
	cards     [geom.MaxCards]Card
	community [geom.MaxCards]Card
	aside     Card
	hand      widget.Label
	handA     anim.Value
	best      uint8
	line      widget.Label // the line under the hand: whether it qualifies
	beside    widget.Label // the line as set beside the hand's name instead (upright screens)
	lineA     anim.Value
	qualified int8 // -1 not yet said, 0 no, 1 yes
	// slot is each dealer card's place when the hand is arranged, odd the card set aside.
	slot     [geom.MaxCards]int
	odd      int
	arranged bool
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

// tweening reports whether any card, stack or label of the table is still moving or fading
// at tick now.
func (s *pieces) tweening(now int64) bool {
	for i := range s.seats {
		st := &s.seats[i]
		for k := range st.cards {
			if st.cards[k].moving(now) {
				return true
			}
		}
		for w := range st.stake {
			if st.stake[w].moving(now) || st.pay[w].moving(now) {
				return true
			}
		}
		if !st.handA.Done(now) || !st.tagA.Done(now) || !st.turn.Done(now) || !st.lit.Done(now) || !st.cause.Done(now) {
			return true
		}
	}
	d := &s.dealer
	for k := range d.cards {
		if d.cards[k].moving(now) || d.community[k].moving(now) {
			return true
		}
	}
	if d.aside.moving(now) || !d.handA.Done(now) || !d.lineA.Done(now) {
		return true
	}
	for i := range s.flyers {
		if s.flyers[i].moving(now) {
			return true
		}
	}
	return false
}

// moving reports whether the card is on the table and still moving, turning or fading at
// tick now.
func (c *Card) moving(now int64) bool {
	return c.On && !(c.Pos.Done(now) && c.Rot.Done(now) && c.Flip.Done(now) && c.Lift.Done(now) &&
		c.Dim.Done(now) && c.Hi.Done(now) && c.Alpha.Done(now))
}

// moving reports whether the stack is on the felt and still sliding or fading at tick now.
func (st *stack) moving(now int64) bool {
	return st.amount > 0 && !(st.pos.Done(now) && st.alpha.Done(now) && now >= st.landAt)
}
