package table

import (
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
)

func (s *Scene) onTurn(e table.Event) int {
	seat := int(e.Seat)
	if !seatOK(seat) {
		return 0
	}
	now := s.tl.Now()
	s.turn = seat
	for i := range s.seats {
		if i != seat {
			s.seats[i].turn.GoTo(now, 0, s.Ticks(8), anim.Linear)
		}
	}
	s.seats[seat].turn.GoTo(now, 1, s.Ticks(10), anim.OutQuad)
	if seat == s.person {
		return 0
	}
	return s.Ticks(max(int(e.Index)/ThinkShare, 1))
}

func (s *Scene) onDecided(e table.Event) int {
	seat := int(e.Seat)
	if !seatOK(seat) {
		return 0
	}
	now := s.tl.Now()
	s.turn = -1
	st := &s.seats[seat]
	st.turn.GoTo(now, 0, s.Ticks(10), anim.Linear)
	if e.Action == table.Fold {
		st.folded = true
		for k := range st.cards {
			st.cards[k].Dim.GoTo(now, 0.6, s.Ticks(TFlip), anim.Linear)
			st.cards[k].Lift.GoTo(now, 0, s.Ticks(TFlip), anim.Linear)
		}
		s.SetTag(seat, s.Decision(table.Fold), false)
		s.Sfx(audio.Button)
		return s.Beat(seat, TDecide)
	}
	w := e.Wager
	if w >= table.MaxWagers {
		return 0
	}
	st.staked[w] += e.Amount
	s.addCredits(seat, -e.Amount)
	x, y, d := s.SpotXY(seat, w)
	h := s.geom.Seats[seat].Home
	stk := &st.stake[w]
	stk.set(st.staked[w], x, y, d)
	stk.pos.Place(h.X, h.Y)
	stk.pos.MoveTo(now, x, y, s.Ticks(TSlide), anim.OutCubic)
	s.tl.For(s.Ticks(TSlide))
	s.SetTag(seat, s.Decision(e.Action), false)
	s.Sfx(audio.ChipStack)
	return s.Beat(seat, TDecide)
}

// onRanked names a seat's or the dealer's hand and lifts the cards it uses.
func (s *Scene) onRanked(e table.Event) int {
	seat := int(e.Seat)
	if seat == table.Dealer {
		s.ArrangeDealer(e.Index)
		name, _ := s.plug.HandName(e)
		s.SetDealerHand(name)
		return s.Ticks(TRank)
	}
	if !seatOK(seat) {
		return 0
	}
	s.LiftCards(seat, e.Index)
	name, good := s.plug.HandName(e)
	s.SetHand(seat, name, good)
	if seat == s.person && s.msg.until > s.tl.Now() && !s.msg.err {
		s.msg.until = s.tl.Now() // the news of the deal gives way to the hand's name
	}
	s.tl.For(s.Ticks(TFlip))
	if seat == s.person && s.phase == table.Deciding && !s.dealer.arranged {
		return s.Ticks(8)
	}
	return s.Beat(seat, TRank)
}

// LiftCards lifts the cards of a seat a hand uses (a bit each) and dims the others.
func (s *Scene) LiftCards(seat int, mask uint8) {
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
func (s *Scene) ArrangeDealer(mask uint8) {
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
			d.slot[i], d.odd = min(k, MaxCards-1), i
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

func (s *Scene) onSettled(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if !seatOK(seat) || w >= table.MaxWagers {
		return 0
	}
	st := &s.seats[seat]
	r := &st.results[w]
	r.Result, r.Net, r.Done = e.Result, e.Amount, true
	switch e.Result {
	case table.Lost, table.Folded:
		if e.Result == table.Folded {
			s.muck(seat)
		}
		if st.stake[w].on(s.tl.Now()) {
			s.toTray(&st.stake[w])
			s.Sfx(audio.ChipSlide)
			return s.payBeat(seat, TLoss)
		}
		return s.payBeat(seat, TLoss/2)
	case table.Pushed, table.NoResult:
		return s.payBeat(seat, TLoss/2)
	}
	// A win: the pay comes from the tray and is set beside the wager; the person's share
	// of the top meter is counted off the meter into the credits instead.
	pay := e.Pay
	if e.Result == table.JackpotPay {
		sys := s.meterOf[w]
		// The display shows the first system's top meter: a jackpot off a lower meter (a
		// Multi Game Link's Major or Minor) is paid out like a fixed pay.
		top := sys == 0 && jackpotLevel(s.plug, e) == 0
		counted := seat == s.person && top
		s.jackpot = jackpot{on: true, seat: seat, amount: pay, system: sys, start: s.tl.Now(), credited: !counted}
		if !counted && pay > 0 {
			s.payOut(seat, w, pay)
		}
		// The tag, the result line and the narration name the win alike, with its net.
		s.SetTagAmount(seat, "JACKPOT +", e.Amount, true)
		s.Sfx(audio.Jackpot)
		// The pay counts down off its meter's display (into the person's credits, when it
		// is theirs and the first system's top meter's); the meter's reset shows when the
		// round ends.
		if jackpotLevel(s.plug, e) == 0 && s.meters.countOff(sys, pay, s.Ticks(TCount)) {
			s.tl.For(s.Ticks(TCount))
		}
		if top {
			return s.Ticks(TCount + 30)
		}
		// A jackpot is announced in full at any seat, never overlapped by the next pay: its
		// tag stands long enough to be read.
		return s.Ticks(TWager)
	}
	if pay > 0 {
		s.payOut(seat, w, pay)
	}
	s.Sfx(audio.ChipStack)
	return s.payBeat(seat, TWager)
}

// payBeat is the wait of n ticks at normal speed after a wager of seat's is settled or paid:
// the person's wagers are paid one by one, the table-mates' TMatePay apart, overlapping.
func (s *Scene) payBeat(seat, n int) int {
	if seat != s.person {
		n = TMatePay
	}
	return s.Ticks(n)
}

// payOut sets pay beside a wager, sliding from the dealer's tray.
func (s *Scene) payOut(seat int, w table.Wager, pay money.Amount) {
	now := s.tl.Now()
	st := &s.seats[seat]
	x, y, d := s.payXY(seat, w)
	t := s.geom.Tray
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
func (s *Scene) muck(seat int) {
	st := &s.seats[seat]
	for w := range st.staked {
		if st.staked[w] > 0 && !st.results[w].Done && s.keepsCards[w] {
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
		c.Pos.MoveTo(now, s.geom.Discard.X, s.geom.Discard.Y, dur, anim.InOutCubic)
		c.Alpha.GoTo(now, 0, dur, anim.Linear)
		c.Flip.GoTo(now, 0, dur/2, anim.Linear)
	}
	st.handA.GoTo(now, 0, dur, anim.Linear)
	s.tl.For(dur)
}

func (s *Scene) onPaid(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if !seatOK(seat) || w >= table.MaxWagers {
		return 0
	}
	r := &s.seats[seat].results[w]
	r.Extra += e.Amount
	r.ExtraKind = e.Result
	s.payOut(seat, w, e.Amount)
	// The tag shows the wager's extra pays so far, as the result line adds them up.
	total := r.Extra
	switch e.Result {
	case table.EnvyPay:
		s.SetTagAmount(seat, "ENVY +", total, true)
		if c := int(e.Index); seatOK(c) {
			s.seats[c].cause.GoTo(s.tl.Now(), 1, s.Ticks(TFlip), anim.OutQuad)
		}
	case table.MagicPay:
		s.SetTagAmount(seat, "MAGIC CARD +", total, true)
	case table.LuckyPay:
		s.SetTagAmount(seat, "LUCKY BONUS +", total, true)
	case table.CommunityPay:
		s.SetTagAmount(seat, "COMMUNITY +", total, true)
		if c := int(e.Index); seatOK(c) {
			s.seats[c].cause.GoTo(s.tl.Now(), 1, s.Ticks(TFlip), anim.OutQuad)
		}
	}
	// Chips, not the win's chime: only a round won overall is celebrated (celebrate).
	s.Sfx(audio.ChipStack)
	return s.payBeat(seat, TWager)
}

func (s *Scene) onRoundEnd() int {
	now := s.tl.Now()
	if s.msg.until > now && !s.msg.err && !s.voided {
		// The news of the deal gives way to the result; why a round is void stays.
		s.msg.until = now
	}
	s.phase, s.turn = table.Done, -1
	for i := range s.seats {
		st := &s.seats[i]
		for w := range st.stake {
			s.goHome(i, &st.stake[w], true)
			s.goHome(i, &st.pay[w], true)
		}
		st.turn.GoTo(now, 0, s.Ticks(8), anim.Linear)
	}
	s.pending = true
	return s.Ticks(TSlide)
}

func (s *Scene) onSeatTaken(e table.Event) int {
	seat := int(e.Seat)
	if !seatOK(seat) {
		return 0
	}
	s.seats[seat].roster = int(e.Index)
	s.mateCredits[seat] = e.Amount
	name := s.mateName(int(e.Index))
	s.setName(seat, name)
	if s.round > 1 {
		s.say(name + " sits down.")
		return s.Ticks(TNews)
	}
	return 0
}

func (s *Scene) onSeatLeft(e table.Event) int {
	seat := int(e.Seat)
	if !seatOK(seat) {
		return 0
	}
	if m := s.mateName(int(e.Index)); m != "" {
		s.say(m + " leaves the table.")
	}
	s.seats[seat].roster = -1
	s.setName(seat, "")
	s.mateCredits[seat] = 0
	return s.Ticks(TNews)
}

// mateName returns the name of a character of the roster.
func (s *Scene) mateName(i int) string {
	if i < 0 || i >= len(s.roster) {
		return ""
	}
	return s.roster[i].Name
}

// roundOver runs when a round's playback has ended: the shown credits agree with the
// core's, the result line goes up, and the table is saved.
func (s *Scene) roundOver() {
	s.pending = false
	if s.opts.Log == nil {
		if s.person >= 0 {
			if s.credits != s.core.Balance(s.person) {
				s.mismatch++
			}
			s.credits = s.core.Balance(s.person)
		}
		if !s.syncMates() {
			s.mismatch++
		}
	}
	if s.person >= 0 {
		s.showResult()
	}
	for i := range s.seats {
		s.seats[i].turn.Set(0)
	}
	s.dirty = true
}

// syncMates sets the table-mates' shown credits to the core's, when nothing is in play, and
// reports whether they already agreed.
func (s *Scene) syncMates() bool {
	agree := true
	for i := range s.mateCredits {
		if i != s.person {
			agree = agree && s.mateCredits[i] == s.core.Balance(i)
			s.mateCredits[i] = s.core.Balance(i)
		}
	}
	return agree
}
