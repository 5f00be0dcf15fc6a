package table

import (
	"felt/game/money"
	"felt/game/table"
	"felt/render/box"
	"felt/render/layout"
	"felt/render/sprite"
	"felt/render/stage"
)

// The layout pass's placing of the pieces on the felt: a card, a pile of chips with its
// amount, the amounts set where they meet no word, a seat's chips.

// PlaceCard places a card of the table, if it is on.
func (s *sheet) PlaceCard(v layout.View, c *stage.Card) {
	if !c.On {
		return
	}
	now := s.st.Timeline.Now()
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
		Card: c.Card, Back: c.Back, FourColour: s.sc.prefs.FourColour, FadeFlip: s.sc.prefs.Reduced,
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
func (s *sheet) placeStack(v layout.View, st *stage.Stack, owner int, name string) {
	now := s.st.Timeline.Now()
	if !st.On(now) {
		return
	}
	amount := st.Amount
	if now < st.LandAt {
		amount -= st.Hold
	}
	if amount <= 0 {
		return
	}
	x, y := st.Pos.At(now)
	dx, dy := v.ToDevice(x, y)
	a := st.Alpha.At(now)
	op := s.fr.Stack(sprite.StackOp{X: dx, Y: dy, D: v.Len(st.D), Alpha: a, Amount: amount, MaxChips: 12})
	top := s.sc.art.StackTop(op)
	d := v.Len(st.D)
	if st.Moving(now) {
		name = ChipsMoving
	}
	s.record(v, box.Box{Kind: box.Chips, Owner: owner, Name: name}, layout.Rect{X: dx - d/2, Y: top, W: d, H: dy + d/2 - top})
	size := v.Len(max(9, st.D*0.3))
	if owner < table.Seats && owner != s.sc.person && v.Phone() {
		// A table-mate's amounts are not set on a phone, where they would stand larger
		// than its chips (docs/art.md, The order of things): its chips show its bets, and
		// the narration tells them.
		return
	}
	if st.Label && a > 0.5 {
		// The amount at least at the owner's least type size, placed over the seats' words
		// by placePills.
		s.pills = append(s.pills, pill{amount: amount, x: dx, y: top - v.Len(st.D*0.18), base: dy, d: v.Len(st.D), size: max(size, s.floor(v, owner)), owner: owner})
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
	st := &s.st.Seats[i]
	if i == s.sc.person {
		for w := range st.Stake {
			s.placeStack(v, &st.Stake[w], i, ChipsWagers)
		}
		for w := range st.Pay {
			s.placeStack(v, &st.Pay[w], i, ChipsWinnings)
		}
		return
	}
	now := s.st.Timeline.Now()
	for k, piles := range [2]*[table.MaxWagers]stage.Stack{&st.Stake, &st.Pay} {
		name := [2]string{ChipsWagers, ChipsWinnings}[k]
		one := &s.pile[k]
		*one = stage.Stack{}
		for w := range piles {
			p := &piles[w]
			switch {
			case !p.On(now):
			case p.Moving(now):
				s.placeStack(v, p, i, ChipsMoving)
			case one.Amount == 0:
				*one = *p
			default:
				one.Amount += p.Amount
				one.Label = one.Label || p.Label
			}
		}
		s.placeStack(v, one, i, name)
	}
}
