package stage

import (
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
)

func (s cue) onTurn(e table.Event) int {
	seat := int(e.Seat)
	if !SeatOK(seat) {
		return 0
	}
	now := s.st.Timeline.Now()
	s.st.Turn = seat
	for i := range s.st.Seats {
		if i != seat {
			s.st.Seats[i].Turn.GoTo(now, 0, s.st.Ticks(8), anim.Linear)
		}
	}
	s.st.Seats[seat].Turn.GoTo(now, 1, s.st.Ticks(10), anim.OutQuad)
	if seat == s.st.Person() {
		return 0
	}
	return s.st.Ticks(max(int(e.Index)/ThinkShare, 1))
}

func (s cue) onDecided(e table.Event) int {
	seat := int(e.Seat)
	if !SeatOK(seat) {
		return 0
	}
	now := s.st.Timeline.Now()
	s.st.Turn = -1
	st := &s.st.Seats[seat]
	st.Turn.GoTo(now, 0, s.st.Ticks(10), anim.Linear)
	if e.Action == table.Fold {
		st.Folded = true
		for k := range st.Cards {
			st.Cards[k].Dim.GoTo(now, 0.6, s.st.Ticks(TFlip), anim.Linear)
			st.Cards[k].Lift.GoTo(now, 0, s.st.Ticks(TFlip), anim.Linear)
		}
		s.st.SetTag(seat, s.t.Decision(table.Fold), false)
		s.st.Sfx(audio.Button)
		return s.st.Beat(seat, TDecide)
	}
	w := e.Wager
	if w >= table.MaxWagers {
		return 0
	}
	st.Staked[w] += e.Amount
	s.st.AddCredits(seat, -e.Amount)
	x, y, d := s.st.SpotXY(seat, w)
	h := s.st.Layout().Seats[seat].Home
	stk := &st.Stake[w]
	stk.Set(st.Staked[w], x, y, d)
	stk.Pos.Place(h.X, h.Y)
	stk.Pos.MoveTo(now, x, y, s.st.Ticks(TSlide), anim.OutCubic)
	s.st.Timeline.For(s.st.Ticks(TSlide))
	s.st.SetTag(seat, s.t.Decision(e.Action), false)
	st.Decided = true
	s.st.Sfx(audio.ChipStack)
	return s.st.Beat(seat, TDecide)
}

// onRanked names a seat's or the dealer's hand and lifts the cards it uses.
func (s cue) onRanked(e table.Event) int {
	seat := int(e.Seat)
	if seat == table.Dealer {
		s.st.ArrangeDealer(e.Index)
		name, _ := s.t.HandName(e)
		s.st.SetDealerHand(name)
		return s.st.Ticks(TRank)
	}
	if !SeatOK(seat) {
		return 0
	}
	s.st.LiftCards(seat, e.Index)
	name, good := s.t.HandName(e)
	if seat != s.st.Person() {
		// A table-mate's hand is named when the core settles a wager it decides as won
		// (onSettled): a losing one means nothing to the person.
		st := &s.st.Seats[seat]
		st.Held, st.HeldGood = name, good
		return s.st.Beat(seat, TRank)
	}
	s.st.SetHand(seat, name, good)
	if seat == s.st.Person() {
		s.t.GiveWay() // the news of the deal gives way to the hand's name
	}
	s.st.Timeline.For(s.st.Ticks(TFlip))
	if seat == s.st.Person() && s.st.Phase == table.Deciding && !s.st.Dealer.Arranged {
		return s.st.Ticks(8)
	}
	return s.st.Beat(seat, TRank)
}

func (s cue) onSettled(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if !SeatOK(seat) || w >= table.MaxWagers {
		return 0
	}
	st := &s.st.Seats[seat]
	r := &st.Results[w]
	r.Result, r.Net, r.Done = e.Result, e.Amount, true
	if st.Held != "" && s.t.OnHand(w) && e.Result.Wins() {
		s.st.SetHand(seat, st.Held, st.HeldGood)
		st.Held = ""
	}
	switch e.Result {
	case table.Lost, table.Folded:
		if e.Result == table.Folded {
			s.st.Muck(seat)
		}
		if st.Stake[w].On(s.st.Timeline.Now()) {
			s.st.ToTray(&st.Stake[w])
			s.st.Sfx(audio.ChipSlide)
			return s.st.PayBeat(seat, TLoss)
		}
		return s.st.PayBeat(seat, TLoss/2)
	case table.Pushed, table.NoResult:
		return s.st.PayBeat(seat, TLoss/2)
	}
	// A win: the pay comes from the tray and is set beside the wager; the person's share
	// of the top meter is counted off the meter into the credits instead.
	pay := e.Pay
	if e.Result == table.JackpotPay {
		sys := s.t.MeterOf(w)
		// The display shows the first system's top meter: a jackpot off a lower meter (a
		// Multi Game Link's Major or Minor) is paid out like a fixed pay.
		top := sys == 0 && s.t.JackpotLevel(e) == 0
		counted := seat == s.st.Person() && top
		s.st.Jackpot = Jackpot{On: true, Seat: seat, Amount: pay, System: sys, Start: s.st.Timeline.Now(), Credited: !counted}
		if !counted && pay > 0 {
			s.st.PayOut(seat, w, pay)
		}
		// The tag, the result line and the narration name the win alike, with its net.
		s.st.SetTagAmount(seat, "JACKPOT +", e.Amount, true)
		s.st.Sfx(audio.Jackpot)
		// The pay counts down off its meter's display (into the person's credits, when it
		// is theirs and the first system's top meter's); the meter's reset shows when the
		// round ends.
		if s.t.JackpotLevel(e) == 0 && s.t.CountOff(sys, pay, s.st.Ticks(TCount)) {
			s.st.Timeline.For(s.st.Ticks(TCount))
		}
		if top {
			return s.st.Ticks(TCount + 30)
		}
		// A jackpot is announced in full at any seat, never overlapped by the next pay: its
		// tag stands long enough to be read.
		return s.st.Ticks(TWager)
	}
	if pay > 0 {
		s.st.PayOut(seat, w, pay)
	}
	s.st.Sfx(audio.ChipStack)
	return s.st.PayBeat(seat, TWager)
}

func (s cue) onPaid(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if !SeatOK(seat) || w >= table.MaxWagers {
		return 0
	}
	r := &s.st.Seats[seat].Results[w]
	r.Extra += e.Amount
	r.ExtraKind = e.Result
	s.st.PayOut(seat, w, e.Amount)
	// The tag shows the wager's extra pays so far, as the result line adds them up.
	total := r.Extra
	switch e.Result {
	case table.EnvyPay:
		s.st.SetTagAmount(seat, "ENVY +", total, true)
		if c := int(e.Index); SeatOK(c) {
			s.st.Seats[c].Cause.GoTo(s.st.Timeline.Now(), 1, s.st.Ticks(TFlip), anim.OutQuad)
		}
	case table.MagicPay:
		s.st.SetTagAmount(seat, "MAGIC CARD +", total, true)
	case table.LuckyPay:
		s.st.SetTagAmount(seat, "LUCKY BONUS +", total, true)
	case table.CommunityPay:
		s.st.SetTagAmount(seat, "COMMUNITY +", total, true)
		// A phone's table-mate's: the amount alone, on brass (a win's).
		s.st.SetTagPhone(seat, "+"+total.String(), true)
		if c := int(e.Index); SeatOK(c) {
			s.st.Seats[c].Cause.GoTo(s.st.Timeline.Now(), 1, s.st.Ticks(TFlip), anim.OutQuad)
		}
	}
	// Chips, not the win's chime: only a round won overall is celebrated (celebrate).
	s.st.Sfx(audio.ChipStack)
	return s.st.PayBeat(seat, TWager)
}

func (s cue) onRoundEnd() int {
	now := s.st.Timeline.Now()
	if !s.st.Voided {
		// The news of the deal gives way to the result; why a round is void stays.
		s.t.GiveWay()
	}
	s.st.Phase, s.st.Turn = table.Done, -1
	for i := range s.st.Seats {
		st := &s.st.Seats[i]
		for w := range st.Stake {
			s.st.GoHome(i, &st.Stake[w], true)
			s.st.GoHome(i, &st.Pay[w], true)
		}
		st.Turn.GoTo(now, 0, s.st.Ticks(8), anim.Linear)
	}
	s.st.Pending = true
	return s.st.Ticks(TSlide)
}

func (s cue) onSeatTaken(e table.Event) int {
	seat := int(e.Seat)
	if !SeatOK(seat) {
		return 0
	}
	s.st.Seats[seat].Roster = int(e.Index)
	s.st.MateCredits[seat] = e.Amount
	name := s.t.MateName(int(e.Index))
	s.st.SetName(seat, name)
	if s.st.Round > 1 {
		s.st.Say(name + " sits down.")
		return s.st.Ticks(TNews)
	}
	return 0
}

func (s cue) onSeatLeft(e table.Event) int {
	seat := int(e.Seat)
	if !SeatOK(seat) {
		return 0
	}
	if m := s.t.MateName(int(e.Index)); m != "" {
		s.st.Say(m + " leaves the table.")
	}
	s.st.Seats[seat].Roster = -1
	s.st.SetName(seat, "")
	s.st.MateCredits[seat] = 0
	return s.st.Ticks(TNews)
}
