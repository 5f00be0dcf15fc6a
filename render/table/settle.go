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
	now := s.stage.tl.Now()
	s.stage.turn = seat
	for i := range s.stage.seats {
		if i != seat {
			s.stage.seats[i].turn.GoTo(now, 0, s.stage.Ticks(8), anim.Linear)
		}
	}
	s.stage.seats[seat].turn.GoTo(now, 1, s.stage.Ticks(10), anim.OutQuad)
	if seat == s.person {
		return 0
	}
	return s.stage.Ticks(max(int(e.Index)/ThinkShare, 1))
}

func (s *Scene) onDecided(e table.Event) int {
	seat := int(e.Seat)
	if !seatOK(seat) {
		return 0
	}
	now := s.stage.tl.Now()
	s.stage.turn = -1
	st := &s.stage.seats[seat]
	st.turn.GoTo(now, 0, s.stage.Ticks(10), anim.Linear)
	if e.Action == table.Fold {
		st.folded = true
		for k := range st.cards {
			st.cards[k].Dim.GoTo(now, 0.6, s.stage.Ticks(TFlip), anim.Linear)
			st.cards[k].Lift.GoTo(now, 0, s.stage.Ticks(TFlip), anim.Linear)
		}
		s.stage.SetTag(seat, s.Decision(table.Fold), false)
		s.stage.Sfx(audio.Button)
		return s.stage.Beat(seat, TDecide)
	}
	w := e.Wager
	if w >= table.MaxWagers {
		return 0
	}
	st.staked[w] += e.Amount
	s.stage.addCredits(seat, -e.Amount)
	x, y, d := s.stage.SpotXY(seat, w)
	h := s.geom.Seats[seat].Home
	stk := &st.stake[w]
	stk.set(st.staked[w], x, y, d)
	stk.pos.Place(h.X, h.Y)
	stk.pos.MoveTo(now, x, y, s.stage.Ticks(TSlide), anim.OutCubic)
	s.stage.tl.For(s.stage.Ticks(TSlide))
	s.stage.SetTag(seat, s.Decision(e.Action), false)
	s.stage.Sfx(audio.ChipStack)
	return s.stage.Beat(seat, TDecide)
}

// onRanked names a seat's or the dealer's hand and lifts the cards it uses.
func (s *Scene) onRanked(e table.Event) int {
	seat := int(e.Seat)
	if seat == table.Dealer {
		s.stage.ArrangeDealer(e.Index)
		name, _ := s.plug.HandName(e)
		s.stage.SetDealerHand(name)
		return s.stage.Ticks(TRank)
	}
	if !seatOK(seat) {
		return 0
	}
	s.stage.LiftCards(seat, e.Index)
	name, good := s.plug.HandName(e)
	s.stage.SetHand(seat, name, good)
	if seat == s.person && s.stage.msg.until > s.stage.tl.Now() && !s.stage.msg.err {
		s.stage.msg.until = s.stage.tl.Now() // the news of the deal gives way to the hand's name
	}
	s.stage.tl.For(s.stage.Ticks(TFlip))
	if seat == s.person && s.stage.phase == table.Deciding && !s.stage.dealer.arranged {
		return s.stage.Ticks(8)
	}
	return s.stage.Beat(seat, TRank)
}

// LiftCards lifts the cards of a seat a hand uses (a bit each) and dims the others.
func (s *stage) LiftCards(seat int, mask uint8) {
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
func (s *stage) ArrangeDealer(mask uint8) {
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
	st := &s.stage.seats[seat]
	r := &st.results[w]
	r.Result, r.Net, r.Done = e.Result, e.Amount, true
	switch e.Result {
	case table.Lost, table.Folded:
		if e.Result == table.Folded {
			s.stage.muck(seat)
		}
		if st.stake[w].on(s.stage.tl.Now()) {
			s.stage.toTray(&st.stake[w])
			s.stage.Sfx(audio.ChipSlide)
			return s.stage.payBeat(seat, TLoss)
		}
		return s.stage.payBeat(seat, TLoss/2)
	case table.Pushed, table.NoResult:
		return s.stage.payBeat(seat, TLoss/2)
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
		s.stage.jackpot = jackpot{on: true, seat: seat, amount: pay, system: sys, start: s.stage.tl.Now(), credited: !counted}
		if !counted && pay > 0 {
			s.stage.payOut(seat, w, pay)
		}
		// The tag, the result line and the narration name the win alike, with its net.
		s.stage.SetTagAmount(seat, "JACKPOT +", e.Amount, true)
		s.stage.Sfx(audio.Jackpot)
		// The pay counts down off its meter's display (into the person's credits, when it
		// is theirs and the first system's top meter's); the meter's reset shows when the
		// round ends.
		if jackpotLevel(s.plug, e) == 0 && s.meters.countOff(sys, pay, s.stage.Ticks(TCount)) {
			s.stage.tl.For(s.stage.Ticks(TCount))
		}
		if top {
			return s.stage.Ticks(TCount + 30)
		}
		// A jackpot is announced in full at any seat, never overlapped by the next pay: its
		// tag stands long enough to be read.
		return s.stage.Ticks(TWager)
	}
	if pay > 0 {
		s.stage.payOut(seat, w, pay)
	}
	s.stage.Sfx(audio.ChipStack)
	return s.stage.payBeat(seat, TWager)
}

// payBeat is the wait of n ticks at normal speed after a wager of seat's is settled or paid:
// the person's wagers are paid one by one, the table-mates' TMatePay apart, overlapping.
func (s *stage) payBeat(seat, n int) int {
	if seat != s.sc.person {
		n = TMatePay
	}
	return s.Ticks(n)
}

// payOut sets pay beside a wager, sliding from the dealer's tray.
func (s *stage) payOut(seat int, w table.Wager, pay money.Amount) {
	now := s.tl.Now()
	st := &s.seats[seat]
	x, y, d := s.payXY(seat, w)
	t := s.sc.geom.Tray
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
func (s *stage) muck(seat int) {
	st := &s.seats[seat]
	for w := range st.staked {
		if st.staked[w] > 0 && !st.results[w].Done && s.sc.keepsCards[w] {
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
		c.Pos.MoveTo(now, s.sc.geom.Discard.X, s.sc.geom.Discard.Y, dur, anim.InOutCubic)
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
	r := &s.stage.seats[seat].results[w]
	r.Extra += e.Amount
	r.ExtraKind = e.Result
	s.stage.payOut(seat, w, e.Amount)
	// The tag shows the wager's extra pays so far, as the result line adds them up.
	total := r.Extra
	switch e.Result {
	case table.EnvyPay:
		s.stage.SetTagAmount(seat, "ENVY +", total, true)
		if c := int(e.Index); seatOK(c) {
			s.stage.seats[c].cause.GoTo(s.stage.tl.Now(), 1, s.stage.Ticks(TFlip), anim.OutQuad)
		}
	case table.MagicPay:
		s.stage.SetTagAmount(seat, "MAGIC CARD +", total, true)
	case table.LuckyPay:
		s.stage.SetTagAmount(seat, "LUCKY BONUS +", total, true)
	case table.CommunityPay:
		s.stage.SetTagAmount(seat, "COMMUNITY +", total, true)
		if c := int(e.Index); seatOK(c) {
			s.stage.seats[c].cause.GoTo(s.stage.tl.Now(), 1, s.stage.Ticks(TFlip), anim.OutQuad)
		}
	}
	// Chips, not the win's chime: only a round won overall is celebrated (celebrate).
	s.stage.Sfx(audio.ChipStack)
	return s.stage.payBeat(seat, TWager)
}

func (s *Scene) onRoundEnd() int {
	now := s.stage.tl.Now()
	if s.stage.msg.until > now && !s.stage.msg.err && !s.stage.voided {
		// The news of the deal gives way to the result; why a round is void stays.
		s.stage.msg.until = now
	}
	s.stage.phase, s.stage.turn = table.Done, -1
	for i := range s.stage.seats {
		st := &s.stage.seats[i]
		for w := range st.stake {
			s.stage.goHome(i, &st.stake[w], true)
			s.stage.goHome(i, &st.pay[w], true)
		}
		st.turn.GoTo(now, 0, s.stage.Ticks(8), anim.Linear)
	}
	s.stage.pending = true
	return s.stage.Ticks(TSlide)
}

func (s *Scene) onSeatTaken(e table.Event) int {
	seat := int(e.Seat)
	if !seatOK(seat) {
		return 0
	}
	s.stage.seats[seat].roster = int(e.Index)
	s.stage.mateCredits[seat] = e.Amount
	name := s.stage.mateName(int(e.Index))
	s.stage.setName(seat, name)
	if s.stage.round > 1 {
		s.stage.say(name + " sits down.")
		return s.stage.Ticks(TNews)
	}
	return 0
}

func (s *Scene) onSeatLeft(e table.Event) int {
	seat := int(e.Seat)
	if !seatOK(seat) {
		return 0
	}
	if m := s.stage.mateName(int(e.Index)); m != "" {
		s.stage.say(m + " leaves the table.")
	}
	s.stage.seats[seat].roster = -1
	s.stage.setName(seat, "")
	s.stage.mateCredits[seat] = 0
	return s.stage.Ticks(TNews)
}

// mateName returns the name of a character of the roster.
func (s *stage) mateName(i int) string {
	if i < 0 || i >= len(s.sc.roster) {
		return ""
	}
	return s.sc.roster[i].Name
}

// roundOver runs when a round's playback has ended: the shown credits agree with the
// core's, the result line goes up, and the table is saved.
func (s *Scene) roundOver() {
	s.stage.pending = false
	if s.opts.Log == nil {
		if s.person >= 0 {
			if s.stage.credits != s.core.Balance(s.person) {
				s.mismatch++
			}
			s.stage.credits = s.core.Balance(s.person)
		}
		if !s.syncMates() {
			s.mismatch++
		}
	}
	if s.person >= 0 {
		s.showResult()
	}
	for i := range s.stage.seats {
		s.stage.seats[i].turn.Set(0)
	}
	s.dirty = true
}

// syncMates sets the table-mates' shown credits to the core's, when nothing is in play, and
// reports whether they already agreed.
func (s *Scene) syncMates() bool {
	agree := true
	for i := range s.stage.mateCredits {
		if i != s.person {
			agree = agree && s.stage.mateCredits[i] == s.core.Balance(i)
			s.stage.mateCredits[i] = s.core.Balance(i)
		}
	}
	return agree
}
