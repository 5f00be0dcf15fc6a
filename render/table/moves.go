package table

import (
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/geom"
)

// The stage's clock and the moves of its pieces that events and plugs share: a wait scaled to
// the speed setting and to the seat, cards swept or lifted, chips sent home, to the tray or
// paid beside a wager, every movement ended at once.

// Beat scales a wait of n ticks at normal speed after an event of seat's: a table-mate's is
// cut to TMate; the person's, the dealer's and the community's keep theirs.
func (s *pieces) Beat(seat, n int) int {
	if seatOK(seat) && seat != s.Person() {
		n = min(n, TMate)
	}
	return s.Ticks(n)
}

// Now is the playback's tick.
func (s *pieces) Now() int64 { return s.tl.Now() }

// Ticks scales a normal-speed duration to the speed setting.
func (s *pieces) Ticks(n int) int { return s.tl.Ticks(n) }

// For notes that something moves for n (already scaled) ticks from now.
func (s *pieces) For(n int) { s.tl.For(n) }

// finishMoves ends every movement of the pieces as of now.
func (s *pieces) finishMoves() {
	now := s.tl.Now()
	for i := range s.flyers {
		s.flyers[i].finish(now)
		s.flyers[i].amount = 0
	}
	for i := range s.seats {
		st := &s.seats[i]
		for k := range st.cards {
			st.cards[k].finish(now)
		}
		for w := range st.stake {
			st.stake[w].finish(now)
			st.pay[w].finish(now)
		}
		st.handA.Finish(now)
		st.tagA.Finish(now)
		st.turn.Finish(now)
		st.lit.Finish(now)
		st.cause.Finish(now)
	}
	d := &s.dealer
	for k := range d.cards {
		d.cards[k].finish(now)
		d.community[k].finish(now)
	}
	d.aside.finish(now)
	d.handA.Finish(now)
	d.lineA.Finish(now)
}

// Sweep sends a card on the table to the discard rack.
func (s *pieces) Sweep(c *Card) {
	if !c.On {
		return
	}
	now := s.tl.Now()
	dur := s.Ticks(TSweep)
	c.Pos.MoveTo(now, s.Layout().Discard.X, s.Layout().Discard.Y, dur, anim.InOutCubic)
	c.Alpha.GoTo(now, 0, dur, anim.Linear)
	c.Flip.GoTo(now, 0, dur/2, anim.Linear)
	c.Lift.GoTo(now, 0, dur/2, anim.Linear)
}

// goHome sends chips left on the felt back to their owner: the person's rack, or off the
// edge of a table-mate's place. credit says whether they count into the owner's credits.
func (s *pieces) goHome(seat int, st *stack, credit bool) {
	now := s.tl.Now()
	if st.amount <= 0 || st.alpha.To <= 0 {
		st.amount = 0
		return
	}
	if credit && seat == s.Person() {
		s.credits += st.amount
	} else if credit {
		s.mateCredits[seat] += st.amount
	}
	h := s.Layout().Seats[seat].Home
	if seat == s.Person() {
		h = geom.Point{X: s.Layout().Credits.X + 60, Y: s.Layout().Credits.Y}
	}
	dur := s.Ticks(TSlide)
	st.pos.MoveTo(now, h.X, h.Y, dur, anim.InOutCubic)
	st.fadeOut(now, dur)
	s.tl.For(dur)
}

// fadeOut fades the stack out over the last third of its slide; it counts as gone at once.
func (st *stack) fadeOut(now int64, dur int) {
	st.alpha.From, st.alpha.To = 1, 0
	st.alpha.Tween = anim.Begin(now+int64(dur*2/3), dur/3, anim.Linear)
	st.label = false
}

// toTray sends chips to the dealer's tray, where they vanish.
func (s *pieces) toTray(st *stack) {
	now := s.tl.Now()
	if st.amount <= 0 || st.alpha.To <= 0 {
		return
	}
	t := s.Layout().Tray
	dur := s.Ticks(TSlide)
	st.pos.MoveTo(now, t.X+t.W/2, t.Y+t.H/2, dur, anim.InOutCubic)
	st.fadeOut(now, dur)
	s.tl.For(dur)
}

// SpotXY is where a wager's stack stands on a seat. A table-mate's wagers all stand on its
// first circle (the game's first spot, its main wager), where the layout pass shows them as
// one stack (sheet.placeChips): a table-mate is compact beside the person.
func (s *pieces) SpotXY(seat int, w table.Wager) (x, y, d float64) {
	sg := &s.Layout().Seats[seat]
	if seat != s.Person() {
		w = s.MainWager()
	}
	c := sg.Spots[w]
	d = geom.ChipD(sg.S)
	if c.R < 20*sg.S {
		d *= 0.8
	}
	return c.X, c.Y + d*0.08, d
}

// payXY is where winnings are set, beside the wager (a table-mate's beside its one stack).
func (s *pieces) payXY(seat int, w table.Wager) (x, y, d float64) {
	x, y, d = s.SpotXY(seat, w)
	sg := &s.Layout().Seats[seat]
	if seat != s.Person() {
		w = s.MainWager()
	}
	c := sg.Spots[w]
	if c.X < sg.X {
		return x - c.R - d*0.45, y, d
	}
	return x + c.R + d*0.45, y, d
}

// addCredits moves a seat's shown credits.
func (s *pieces) addCredits(seat int, a money.Amount) {
	if seat == s.Person() {
		s.credits += a
	} else {
		s.mateCredits[seat] += a
	}
}

// LiftCards lifts the cards of a seat a hand uses (a bit each) and dims the others.
func (s *pieces) LiftCards(seat int, mask uint8) {
	now := s.tl.Now()
	st := &s.seats[seat]
	st.best = mask
	for k := range st.cards {
		c := &st.cards[k]
		if mask&(1<<k) != 0 {
			c.Lift.GoTo(now, 1, s.Ticks(TFlip), anim.OutQuad)
			c.Dim.GoTo(now, 0, s.Ticks(TFlip), anim.Linear)
		} else {
			c.Lift.GoTo(now, 0, s.Ticks(TFlip), anim.Linear)
			c.Dim.GoTo(now, 0.45, s.Ticks(TFlip), anim.Linear)
		}
	}
}

// ArrangeDealer sets the dealer's cards a hand uses (a bit each) together, in the order
// dealt, and the rest aside: as the dealer places the cards to form the best hand.
func (s *pieces) ArrangeDealer(mask uint8) {
	now := s.tl.Now()
	d := &s.dealer
	d.best = mask
	k := 0
	d.odd = -1
	for i := range d.cards {
		if mask&(1<<i) != 0 {
			d.slot[i] = k
			k++
		}
	}
	for i := range d.cards {
		if mask&(1<<i) == 0 && d.cards[i].On {
			d.slot[i], d.odd = min(k, geom.MaxCards-1), i
			k++
		}
	}
	d.arranged = true
	dur := s.Ticks(TSlide)
	for i := range d.cards {
		c, x, y, _, _ := s.CardAt(table.Dealer, i)
		if !c.On {
			continue
		}
		c.Pos.MoveTo(now, x, y, dur, anim.InOutCubic)
		if mask&(1<<i) == 0 {
			c.Dim.GoTo(now, 0.45, dur, anim.Linear)
		} else {
			c.Lift.GoTo(now, 0.6, dur, anim.OutQuad)
		}
	}
	s.tl.For(dur)
}

// payBeat is the wait of n ticks at normal speed after a wager of seat's is settled or paid:
// the person's wagers are paid one by one, the table-mates' TMatePay apart, overlapping.
func (s *pieces) payBeat(seat, n int) int {
	if seat != s.Person() {
		n = TMatePay
	}
	return s.Ticks(n)
}

// payOut sets pay beside a wager, sliding from the dealer's tray.
func (s *pieces) payOut(seat int, w table.Wager, pay money.Amount) {
	now := s.tl.Now()
	st := &s.seats[seat]
	x, y, d := s.payXY(seat, w)
	t := s.Layout().Tray
	p := &st.pay[w]
	total := pay
	if p.amount > 0 && p.alpha.To > 0 {
		total += p.amount
	}
	p.set(total, x, y, d)
	p.pos.Place(t.X+t.W/2, t.Y+t.H/2)
	p.pos.MoveTo(now, x, y, s.Ticks(TSlide), anim.OutCubic)
	s.tl.For(s.Ticks(TSlide))
}

// muck sends a folded seat's cards to the discard rack; a seat with a wager still in play on
// its cards keeps them on the felt.
func (s *pieces) muck(seat int) {
	st := &s.seats[seat]
	for w := range st.staked {
		if st.staked[w] > 0 && !st.results[w].Done && s.KeepsCards(table.Wager(w)) {
			return
		}
	}
	now := s.tl.Now()
	dur := s.Ticks(TSlide)
	for k := range st.cards {
		c := &st.cards[k]
		if !c.On || c.Alpha.To == 0 {
			continue
		}
		c.Pos.MoveTo(now, s.Layout().Discard.X, s.Layout().Discard.Y, dur, anim.InOutCubic)
		c.Alpha.GoTo(now, 0, dur, anim.Linear)
		c.Flip.GoTo(now, 0, dur/2, anim.Linear)
	}
	st.handA.GoTo(now, 0, dur, anim.Linear)
	s.tl.For(dur)
}
