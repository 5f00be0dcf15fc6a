package table

import (
	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/box"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/sprite"
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

// PlaceCard places a card of the table, if it is on.
func (s *sheet) PlaceCard(v layout.View, c *Card) {
	if !c.On {
		return
	}
	now := s.st.tl.Now()
	a := c.Alpha.At(now)
	if a <= 0 {
		return
	}
	x, y := c.Pos.At(now)
	dx, dy := v.ToDevice(x, y)
	s.fr.Card(sprite.CardOp{
		X: dx, Y: dy, W: v.Len(c.W), Angle: c.Rot.At(now),
		Flip: c.Flip.At(now), Lift: c.Lift.At(now), Alpha: a,
		Dim: c.Dim.At(now), Highlight: c.Hi.At(now),
		Card: c.Card, Back: c.Back, FourColour: s.sc.prefs.fourColour, FadeFlip: s.sc.prefs.reduced,
	})
}

// The names of the boxes of chips: a seat's wagers at rest, its winnings at rest, and chips
// on their way (a bet landing, a stake to the tray, chips going home).
const (
	ChipsWagers   = "wagers"
	ChipsWinnings = "winnings"
	ChipsMoving   = "moving"
)

// placeStack places a pile of chips with its total, if there is one; name says what it is
// (ChipsWagers, ChipsWinnings; ChipsMoving for chips on their way, whatever is asked).
func (s *sheet) placeStack(v layout.View, st *stack, owner int, name string) {
	now := s.st.tl.Now()
	if !st.on(now) {
		return
	}
	amount := st.amount
	if now < st.landAt {
		amount -= st.hold
	}
	if amount <= 0 {
		return
	}
	x, y := st.pos.At(now)
	dx, dy := v.ToDevice(x, y)
	a := st.alpha.At(now)
	op := s.fr.Stack(sprite.StackOp{X: dx, Y: dy, D: v.Len(st.d), Alpha: a, Amount: amount, MaxChips: 12})
	top := s.sc.art.StackTop(op)
	d := v.Len(st.d)
	if st.moving(now) {
		name = ChipsMoving
	}
	s.record(v, box.Box{Kind: box.Chips, Owner: owner, Name: name}, layout.Rect{X: dx - d/2, Y: top, W: d, H: dy + d/2 - top})
	size := v.Len(max(9, st.d*0.3))
	if owner < table.Seats && owner != s.sc.person && size < s.floor(v, owner) {
		// A table-mate's amounts, too small to read on this screen (a phone's), are not
		// set at all: its chips show its bets, and the narration tells them.
		return
	}
	if st.label && a > 0.5 {
		// The amount at least at the owner's least type size, placed over the seats' words
		// by placePills.
		s.pills = append(s.pills, pill{amount: amount, x: dx, y: top - v.Len(st.d*0.18), base: dy, d: v.Len(st.d), size: max(size, s.floor(v, owner)), owner: owner})
	}
}

// pill is the amount of a stack of chips, waiting to be placed over the seats' words.
type pill struct {
	amount  money.Amount
	x, y    float64 // where it goes over its stack, device pixels
	base, d float64 // the stack's foot and its chips' diameter, device pixels
	size    float64 // its type size, device pixels
	owner   int
}

// placePills places the stacks' amounts, each where it meets no word set on the felt, no
// other amount and not the person's credits (creditsBand): over its stack, or else under it, or beside it; the person's else at the
// nearest free place round its stack. A table-mate's amount that finds no such place is
// left out (its chips show it); the person's goes over its stack.
func (s *sheet) placePills(v layout.View) {
	band := s.creditsBand(v) // the credits, and the band over the rack up to them
	for _, p := range s.pills {
		tries := [5][2]float64{{p.x, p.y}, {p.x, p.base + p.d*0.55}, {p.x - p.d*1.1, p.base - p.d*0.3}, {p.x + p.d*1.1, p.base - p.d*0.3}}
		free := func(x, y float64) bool {
			bx, by, w, h := s.sc.art.LabelBox(p.amount, x, y, p.size)
			r := v.DesignRect(layout.Rect{X: bx, Y: by, W: w, H: h})
			return w > 0 && !s.meetsWords(r) && !r.Meets(band)
		}
		at, ok := box.First(4, func(i int) bool { return free(tries[i][0], tries[i][1]) })
		if !ok && (p.owner >= table.Seats || p.owner == s.sc.person) {
			// The person's (a 9:16 phone's crowded circles): the nearest free place round
			// its stack, a step of its height up or down or of its width aside.
			_, _, w, h := s.sc.art.LabelBox(p.amount, 0, 0, p.size)
			if _, mx, my, found := box.Round(1, 2, w+v.Len(2), h+v.Len(2), func(_ int, mx, my float64) bool { return free(p.x+mx, p.y+my) }); found {
				tries[4], at, ok = [2]float64{p.x + mx, p.y + my}, 4, true
			}
		}
		if !ok {
			if p.owner < table.Seats && p.owner != s.sc.person {
				continue
			}
			at = 0
		}
		x, y, w, h := s.sc.art.LabelBox(p.amount, tries[at][0], tries[at][1], p.size)
		if w > 0 {
			s.fr.Pill(p.amount, tries[at][0], tries[at][1], p.size)
			s.record(v, box.Box{Kind: box.Pill, Owner: p.owner, Name: "chips", Size: p.size / v.Scale}, layout.Rect{X: x, Y: y, W: w, H: h})
		}
	}
	s.pills = s.pills[:0]
}

// meetsWords reports whether r (design units) meets a word set on the felt, a control or
// an amount placed before it.
func (s *sheet) meetsWords(r layout.Rect) bool {
	return s.fr.Boxes.Any(r, 1, func(b box.Box) bool {
		return b.Kind == box.Label || b.Kind == box.Pill || b.Kind == box.Control
	})
}

// placeChips places a seat's chips: the person's a stack on each circle and its winnings
// beside it; a table-mate's, which all stand on one place (stage.SpotXY), as one stack of
// its wagers at rest and one of its winnings at rest, with a chip in motion on its own.
func (s *sheet) placeChips(v layout.View, i int) {
	st := &s.st.seats[i]
	if i == s.sc.person {
		for w := range st.stake {
			s.placeStack(v, &st.stake[w], i, ChipsWagers)
		}
		for w := range st.pay {
			s.placeStack(v, &st.pay[w], i, ChipsWinnings)
		}
		return
	}
	now := s.st.tl.Now()
	for k, piles := range [2]*[table.MaxWagers]stack{&st.stake, &st.pay} {
		name := [2]string{ChipsWagers, ChipsWinnings}[k]
		one := &s.pile[k]
		*one = stack{}
		for w := range piles {
			p := &piles[w]
			switch {
			case !p.on(now):
			case p.moving(now):
				s.placeStack(v, p, i, ChipsMoving)
			case one.amount == 0:
				*one = *p
			default:
				one.amount += p.amount
				one.label = one.label || p.label
			}
		}
		s.placeStack(v, one, i, name)
	}
}
