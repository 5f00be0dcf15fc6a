package table

import (
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
	"felt/render/stage"
)

func (s *playback) onTurn(e table.Event) int {
	seat := int(e.Seat)
	if !stage.SeatOK(seat) {
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
	if seat == s.sc.person {
		return 0
	}
	return s.st.Ticks(max(int(e.Index)/stage.ThinkShare, 1))
}

func (s *playback) onDecided(e table.Event) int {
	seat := int(e.Seat)
	if !stage.SeatOK(seat) {
		return 0
	}
	now := s.st.Timeline.Now()
	s.st.Turn = -1
	st := &s.st.Seats[seat]
	st.Turn.GoTo(now, 0, s.st.Ticks(10), anim.Linear)
	if e.Action == table.Fold {
		st.Folded = true
		for k := range st.Cards {
			st.Cards[k].Dim.GoTo(now, 0.6, s.st.Ticks(stage.TFlip), anim.Linear)
			st.Cards[k].Lift.GoTo(now, 0, s.st.Ticks(stage.TFlip), anim.Linear)
		}
		s.st.SetTag(seat, s.sc.Decision(table.Fold), false)
		s.st.Sfx(audio.Button)
		return s.st.Beat(seat, stage.TDecide)
	}
	w := e.Wager
	if w >= table.MaxWagers {
		return 0
	}
	st.Staked[w] += e.Amount
	s.st.AddCredits(seat, -e.Amount)
	x, y, d := s.st.SpotXY(seat, w)
	h := s.sc.geom.Seats[seat].Home
	stk := &st.Stake[w]
	stk.Set(st.Staked[w], x, y, d)
	stk.Pos.Place(h.X, h.Y)
	stk.Pos.MoveTo(now, x, y, s.st.Ticks(stage.TSlide), anim.OutCubic)
	s.st.Timeline.For(s.st.Ticks(stage.TSlide))
	s.st.SetTag(seat, s.sc.Decision(e.Action), false)
	s.st.Sfx(audio.ChipStack)
	return s.st.Beat(seat, stage.TDecide)
}

// onRanked names a seat's or the dealer's hand and lifts the cards it uses.
func (s *playback) onRanked(e table.Event) int {
	seat := int(e.Seat)
	if seat == table.Dealer {
		s.st.ArrangeDealer(e.Index)
		name, _ := s.sc.plug.HandName(e)
		s.st.SetDealerHand(name)
		return s.st.Ticks(stage.TRank)
	}
	if !stage.SeatOK(seat) {
		return 0
	}
	s.st.LiftCards(seat, e.Index)
	name, good := s.sc.plug.HandName(e)
	if seat != s.sc.person {
		// A table-mate's hand is named when the core settles a wager it decides as won
		// (onSettled): a losing one means nothing to the person.
		st := &s.st.Seats[seat]
		st.Held, st.HeldGood = name, good
		return s.st.Beat(seat, stage.TRank)
	}
	s.st.SetHand(seat, name, good)
	if seat == s.sc.person && s.st.msg.until > s.st.Timeline.Now() && !s.st.msg.err {
		s.st.msg.until = s.st.Timeline.Now() // the news of the deal gives way to the hand's name
	}
	s.st.Timeline.For(s.st.Ticks(stage.TFlip))
	if seat == s.sc.person && s.st.Phase == table.Deciding && !s.st.Dealer.Arranged {
		return s.st.Ticks(8)
	}
	return s.st.Beat(seat, stage.TRank)
}

func (s *playback) onSettled(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if !stage.SeatOK(seat) || w >= table.MaxWagers {
		return 0
	}
	st := &s.st.Seats[seat]
	r := &st.Results[w]
	r.Result, r.Net, r.Done = e.Result, e.Amount, true
	if st.Held != "" && s.sc.onHand[w] && e.Result.Wins() {
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
			return s.st.PayBeat(seat, stage.TLoss)
		}
		return s.st.PayBeat(seat, stage.TLoss/2)
	case table.Pushed, table.NoResult:
		return s.st.PayBeat(seat, stage.TLoss/2)
	}
	// A win: the pay comes from the tray and is set beside the wager; the person's share
	// of the top meter is counted off the meter into the credits instead.
	pay := e.Pay
	if e.Result == table.JackpotPay {
		sys := s.sc.meterOf[w]
		// The display shows the first system's top meter: a jackpot off a lower meter (a
		// Multi Game Link's Major or Minor) is paid out like a fixed pay.
		top := sys == 0 && jackpotLevel(s.sc.plug, e) == 0
		counted := seat == s.sc.person && top
		s.st.Jackpot = stage.Jackpot{On: true, Seat: seat, Amount: pay, System: sys, Start: s.st.Timeline.Now(), Credited: !counted}
		if !counted && pay > 0 {
			s.st.PayOut(seat, w, pay)
		}
		// The tag, the result line and the narration name the win alike, with its net.
		s.st.SetTagAmount(seat, "JACKPOT +", e.Amount, true)
		s.st.Sfx(audio.Jackpot)
		// The pay counts down off its meter's display (into the person's credits, when it
		// is theirs and the first system's top meter's); the meter's reset shows when the
		// round ends.
		if jackpotLevel(s.sc.plug, e) == 0 && s.sc.meters.countOff(sys, pay, s.st.Ticks(stage.TCount)) {
			s.st.Timeline.For(s.st.Ticks(stage.TCount))
		}
		if top {
			return s.st.Ticks(stage.TCount + 30)
		}
		// A jackpot is announced in full at any seat, never overlapped by the next pay: its
		// tag stands long enough to be read.
		return s.st.Ticks(stage.TWager)
	}
	if pay > 0 {
		s.st.PayOut(seat, w, pay)
	}
	s.st.Sfx(audio.ChipStack)
	return s.st.PayBeat(seat, stage.TWager)
}

func (s *playback) onPaid(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if !stage.SeatOK(seat) || w >= table.MaxWagers {
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
		if c := int(e.Index); stage.SeatOK(c) {
			s.st.Seats[c].Cause.GoTo(s.st.Timeline.Now(), 1, s.st.Ticks(stage.TFlip), anim.OutQuad)
		}
	case table.MagicPay:
		s.st.SetTagAmount(seat, "MAGIC CARD +", total, true)
	case table.LuckyPay:
		s.st.SetTagAmount(seat, "LUCKY BONUS +", total, true)
	case table.CommunityPay:
		s.st.SetTagAmount(seat, "COMMUNITY +", total, true)
		if c := int(e.Index); stage.SeatOK(c) {
			s.st.Seats[c].Cause.GoTo(s.st.Timeline.Now(), 1, s.st.Ticks(stage.TFlip), anim.OutQuad)
		}
	}
	// Chips, not the win's chime: only a round won overall is celebrated (celebrate).
	s.st.Sfx(audio.ChipStack)
	return s.st.PayBeat(seat, stage.TWager)
}

func (s *playback) onRoundEnd() int {
	now := s.st.Timeline.Now()
	if s.st.msg.until > now && !s.st.msg.err && !s.st.Voided {
		// The news of the deal gives way to the result; why a round is void stays.
		s.st.msg.until = now
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
	return s.st.Ticks(stage.TSlide)
}

func (s *playback) onSeatTaken(e table.Event) int {
	seat := int(e.Seat)
	if !stage.SeatOK(seat) {
		return 0
	}
	s.st.Seats[seat].Roster = int(e.Index)
	s.st.MateCredits[seat] = e.Amount
	name := s.mateName(int(e.Index))
	s.st.SetName(seat, name)
	if s.st.Round > 1 {
		s.st.say(name + " sits down.")
		return s.st.Ticks(stage.TNews)
	}
	return 0
}

func (s *playback) onSeatLeft(e table.Event) int {
	seat := int(e.Seat)
	if !stage.SeatOK(seat) {
		return 0
	}
	if m := s.mateName(int(e.Index)); m != "" {
		s.st.say(m + " leaves the table.")
	}
	s.st.Seats[seat].Roster = -1
	s.st.SetName(seat, "")
	s.st.MateCredits[seat] = 0
	return s.st.Ticks(stage.TNews)
}

// roundOver runs when a round's playback has ended: the shown credits agree with the
// core's, the result line goes up, and the table is saved.
func (s *playback) roundOver() {
	s.st.Pending = false
	if s.sc.opts.Log == nil {
		if s.sc.person >= 0 {
			if s.st.Credits != s.sc.core.Balance(s.sc.person) {
				s.sc.mismatch++
			}
			s.st.Credits = s.sc.core.Balance(s.sc.person)
		}
		if !s.syncMates() {
			s.sc.mismatch++
		}
	}
	if s.sc.person >= 0 {
		s.showResult()
	}
	for i := range s.st.Seats {
		s.st.Seats[i].Turn.Set(0)
	}
	s.sc.keep.Settled()
}

// syncMates sets the table-mates' shown credits to the core's, when nothing is in play, and
// reports whether they already agreed.
func (s *playback) syncMates() bool {
	agree := true
	for i := range s.st.MateCredits {
		if i != s.sc.person {
			agree = agree && s.st.MateCredits[i] == s.sc.core.Balance(i)
			s.st.MateCredits[i] = s.sc.core.Balance(i)
		}
	}
	return agree
}
