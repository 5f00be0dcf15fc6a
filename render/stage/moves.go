package stage

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
func (s *Pieces) Beat(seat, n int) int {
	if SeatOK(seat) && seat != s.Person() {
		n = min(n, TMate)
	}
	return s.Ticks(n)
}

// Now is the playback's tick.
func (s *Pieces) Now() int64 { return s.Timeline.Now() }

// Ticks scales a normal-speed duration to the speed setting.
func (s *Pieces) Ticks(n int) int { return s.Timeline.Ticks(n) }

// For notes that something moves for n (already scaled) ticks from now.
func (s *Pieces) For(n int) { s.Timeline.For(n) }

// FinishMoves ends every movement of the pieces as of now.
func (s *Pieces) FinishMoves() {
	now := s.Timeline.Now()
	for i := range s.Flyers {
		s.Flyers[i].finish(now)
		s.Flyers[i].Amount = 0
	}
	for i := range s.Seats {
		st := &s.Seats[i]
		for k := range st.Cards {
			st.Cards[k].finish(now)
		}
		for w := range st.Stake {
			st.Stake[w].finish(now)
			st.Pay[w].finish(now)
		}
		st.HandA.Finish(now)
		st.TagA.Finish(now)
		st.Turn.Finish(now)
		st.Lit.Finish(now)
		st.Cause.Finish(now)
	}
	d := &s.Dealer
	for k := range d.Cards {
		d.Cards[k].finish(now)
		d.Community[k].finish(now)
	}
	d.Aside.finish(now)
	d.HandA.Finish(now)
	d.LineA.Finish(now)
}

// Sweep sends a card on the table to the discard rack.
func (s *Pieces) Sweep(c *Card) {
	if !c.On {
		return
	}
	now := s.Timeline.Now()
	dur := s.Ticks(TSweep)
	c.Pos.MoveTo(now, s.Layout().Discard.X, s.Layout().Discard.Y, dur, anim.InOutCubic)
	c.Alpha.GoTo(now, 0, dur, anim.Linear)
	c.Flip.GoTo(now, 0, dur/2, anim.Linear)
	c.Lift.GoTo(now, 0, dur/2, anim.Linear)
}

// GoHome sends chips left on the felt back to their owner: the person's rack, or off the
// edge of a table-mate's place. credit says whether they count into the owner's credits.
func (s *Pieces) GoHome(seat int, st *Stack, credit bool) {
	now := s.Timeline.Now()
	if st.Amount <= 0 || st.Alpha.To <= 0 {
		st.Amount = 0
		return
	}
	if credit && seat == s.Person() {
		s.Credits += st.Amount
	} else if credit {
		s.MateCredits[seat] += st.Amount
	}
	h := s.Layout().Seats[seat].Home
	if seat == s.Person() {
		h = geom.Point{X: s.Layout().Credits.X + 60, Y: s.Layout().Credits.Y}
	}
	dur := s.Ticks(TSlide)
	st.Pos.MoveTo(now, h.X, h.Y, dur, anim.InOutCubic)
	st.fadeOut(now, dur)
	s.Timeline.For(dur)
}

// fadeOut fades the stack out over the last third of its slide; it counts as gone at once.
func (st *Stack) fadeOut(now int64, dur int) {
	st.Alpha.From, st.Alpha.To = 1, 0
	st.Alpha.Tween = anim.Begin(now+int64(dur*2/3), dur/3, anim.Linear)
	st.Label = false
}

// ToTray sends chips to the dealer's tray, where they vanish.
func (s *Pieces) ToTray(st *Stack) {
	now := s.Timeline.Now()
	if st.Amount <= 0 || st.Alpha.To <= 0 {
		return
	}
	t := s.Layout().Tray
	dur := s.Ticks(TSlide)
	st.Pos.MoveTo(now, t.X+t.W/2, t.Y+t.H/2, dur, anim.InOutCubic)
	st.fadeOut(now, dur)
	s.Timeline.For(dur)
}

// SpotXY is where a wager's stack stands on a seat. A table-mate's wagers all stand on its
// first circle (the game's first spot, its main wager), where the layout pass shows them as
// one stack (render/table's placeChips): a table-mate is compact beside the person.
func (s *Pieces) SpotXY(seat int, w table.Wager) (x, y, d float64) {
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

// PayXY is where winnings are set, beside the wager (a table-mate's beside its one stack).
func (s *Pieces) PayXY(seat int, w table.Wager) (x, y, d float64) {
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

// AddCredits moves a seat's shown credits.
func (s *Pieces) AddCredits(seat int, a money.Amount) {
	if seat == s.Person() {
		s.Credits += a
	} else {
		s.MateCredits[seat] += a
	}
}

// LiftCards lifts the cards of a seat a hand uses (a bit each) and dims the others.
func (s *Pieces) LiftCards(seat int, mask uint8) {
	now := s.Timeline.Now()
	st := &s.Seats[seat]
	st.Best = mask
	for k := range st.Cards {
		c := &st.Cards[k]
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
func (s *Pieces) ArrangeDealer(mask uint8) {
	now := s.Timeline.Now()
	d := &s.Dealer
	d.Best = mask
	k := 0
	d.Odd = -1
	for i := range d.Cards {
		if mask&(1<<i) != 0 {
			d.Slot[i] = k
			k++
		}
	}
	for i := range d.Cards {
		if mask&(1<<i) == 0 && d.Cards[i].On {
			d.Slot[i], d.Odd = min(k, geom.MaxCards-1), i
			k++
		}
	}
	d.Arranged = true
	dur := s.Ticks(TSlide)
	for i := range d.Cards {
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
	s.Timeline.For(dur)
}

// PayBeat is the wait of n ticks at normal speed after a wager of seat's is settled or paid:
// the person's wagers are paid one by one, the table-mates' TMatePay apart, overlapping.
func (s *Pieces) PayBeat(seat, n int) int {
	if seat != s.Person() {
		n = TMatePay
	}
	return s.Ticks(n)
}

// PayOut sets pay beside a wager, sliding from the dealer's tray.
func (s *Pieces) PayOut(seat int, w table.Wager, pay money.Amount) {
	now := s.Timeline.Now()
	st := &s.Seats[seat]
	x, y, d := s.PayXY(seat, w)
	t := s.Layout().Tray
	p := &st.Pay[w]
	total := pay
	if p.Amount > 0 && p.Alpha.To > 0 {
		total += p.Amount
	}
	p.Set(total, x, y, d)
	p.Pos.Place(t.X+t.W/2, t.Y+t.H/2)
	p.Pos.MoveTo(now, x, y, s.Ticks(TSlide), anim.OutCubic)
	s.Timeline.For(s.Ticks(TSlide))
}

// Muck sends a folded seat's cards to the discard rack; a seat with a wager still in play on
// its cards keeps them on the felt.
func (s *Pieces) Muck(seat int) {
	st := &s.Seats[seat]
	for w := range st.Staked {
		if st.Staked[w] > 0 && !st.Results[w].Done && s.KeepsCards(table.Wager(w)) {
			return
		}
	}
	now := s.Timeline.Now()
	dur := s.Ticks(TSlide)
	for k := range st.Cards {
		c := &st.Cards[k]
		if !c.On || c.Alpha.To == 0 {
			continue
		}
		c.Pos.MoveTo(now, s.Layout().Discard.X, s.Layout().Discard.Y, dur, anim.InOutCubic)
		c.Alpha.GoTo(now, 0, dur, anim.Linear)
		c.Flip.GoTo(now, 0, dur/2, anim.Linear)
	}
	st.HandA.GoTo(now, 0, dur, anim.Linear)
	s.Timeline.For(dur)
}
