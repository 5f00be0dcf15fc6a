package stage

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

// Stack is a pile of chips on the felt or on its way somewhere.
type Stack struct {
	Amount money.Amount
	D      float64 // chip diameter, design units
	Pos    anim.Motion
	Alpha  anim.Value
	Label  bool // show the total in a pill above it
	// Hold is the part of amount still flying in from the rack, until tick LandAt.
	Hold   money.Amount
	LandAt int64
}

// On reports whether the stack shows chips at tick now.
func (st *Stack) On(now int64) bool {
	return st.Amount > 0 && st.Alpha.At(now) > 0.01
}

func (st *Stack) finish(now int64) {
	st.Pos.Finish(now)
	st.Alpha.Finish(now)
	if st.Alpha.To <= 0 {
		st.Amount = 0
	}
	st.LandAt = 0
}

// Set puts a stack of amount at rest at x, y at once.
func (st *Stack) Set(amount money.Amount, x, y, d float64) {
	st.Amount, st.D, st.Label = amount, d, true
	st.Pos.Place(x, y)
	st.Alpha.Set(1)
}

// Seat is a seat as the table shows it.
type Seat struct {
	Cards [geom.MaxCards]Card
	Stake [table.MaxWagers]Stack // the wagers on the circles
	Pay   [table.MaxWagers]Stack // winnings set beside them
	Hand  widget.Label
	HandA anim.Value
	Best  uint8 // the cards the named hand uses, a bit each
	// Held is a table-mate's hand's name until a wager it decides wins (HeldGood: in brass).
	Held     string
	HeldGood bool
	Tag      widget.Label // FOLD, PLAY 3x, ENVY +25, LUCKY...
	TagA     anim.Value
	// Decided says the tag is the seat's decision to play on (PLAY 1x, BET 2x): a phone
	// leaves a table-mate's out (docs/art.md, The order of things). FOLD is not one.
	Decided bool
	// HandPhone and TagPhone are a table-mate's hand's name and tag as a phone shows them,
	// in the fewest words ("Pair", "6 CARD"): its column holds no more at 11 CSS pixels.
	// The person's HandPhone is its hand's name by its kind ("Two Pair"), which a phone
	// shows where the name in full would cover anything.
	HandPhone widget.Label
	TagPhone  widget.Label
	Turn      anim.Value // the glow while the seat decides
	Lit       anim.Value // the progressive sensor's light
	Folded    bool
	Name      widget.Label
	Cause     anim.Value // the seat's hand earned others an Envy Bonus
	// Staked is what the seat put on each wager this round, as the events told it.
	Staked [table.MaxWagers]money.Amount
	// Results are each wager's end this round, as the events told it.
	Results [table.MaxWagers]WagerEnd
	// Roster is the seat's place in the roster (table.PersonIndex for the person), or -1.
	Roster int
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

// Dealer is the dealer's side as the table shows it: its cards, the community cards, a card
// drawn aside, and the labels.
type Dealer struct {
	Cards     [geom.MaxCards]Card
	Community [geom.MaxCards]Card
	Aside     Card
	Hand      widget.Label
	HandPhone widget.Label // the hand's name by its kind (PhoneHand), where in full it finds no room on a phone
	HandA     anim.Value
	Best      uint8
	Line      widget.Label // the line under the hand: whether it qualifies
	Beside    widget.Label // the line as set beside the hand's name instead (upright screens)
	LineA     anim.Value
	Qualified int8 // -1 not yet said, 0 no, 1 yes
	// Slot is each dealer card's place when the hand is arranged, Odd the card set aside.
	Slot     [geom.MaxCards]int
	Odd      int
	Arranged bool
}

// Jackpot is a progressive jackpot being counted off the meter.
type Jackpot struct {
	On       bool
	Seat     int
	Amount   money.Amount
	System   int
	Start    int64
	Credited bool // the person's credits have been given the pay
}

// Tweening reports whether any card, stack or label of the table is still moving or fading
// at tick now.
func (s *Pieces) Tweening(now int64) bool {
	for i := range s.Seats {
		st := &s.Seats[i]
		for k := range st.Cards {
			if st.Cards[k].Moving(now) {
				return true
			}
		}
		for w := range st.Stake {
			if st.Stake[w].Moving(now) || st.Pay[w].Moving(now) {
				return true
			}
		}
		if !st.HandA.Done(now) || !st.TagA.Done(now) || !st.Turn.Done(now) || !st.Lit.Done(now) || !st.Cause.Done(now) {
			return true
		}
	}
	d := &s.Dealer
	for k := range d.Cards {
		if d.Cards[k].Moving(now) || d.Community[k].Moving(now) {
			return true
		}
	}
	if d.Aside.Moving(now) || !d.HandA.Done(now) || !d.LineA.Done(now) {
		return true
	}
	for i := range s.Flyers {
		if s.Flyers[i].Moving(now) {
			return true
		}
	}
	return false
}

// Moving reports whether the card is on the table and still Moving, turning or fading at
// tick now.
func (c *Card) Moving(now int64) bool {
	return c.On && !(c.Pos.Done(now) && c.Rot.Done(now) && c.Flip.Done(now) && c.Lift.Done(now) &&
		c.Dim.Done(now) && c.Hi.Done(now) && c.Alpha.Done(now))
}

// Moving reports whether the stack is on the felt and still sliding or fading at tick now.
func (st *Stack) Moving(now int64) bool {
	return st.Amount > 0 && !(st.Pos.Done(now) && st.Alpha.Done(now) && now >= st.LandAt)
}
