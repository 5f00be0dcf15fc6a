package table

import (
	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
	"felt/render/stage"
)

// playback plays the core's events onto the stage, one at a time: each moves the pieces and
// says how long the next waits. It reads the rest of the table through its Scene.
type playback struct {
	sc *Scene
	st *show
}

// play plays the events whose time has come.
func (s *playback) play() {
	evs := s.sc.events()
	s.st.Timeline.Play(s.sc.liveRound(), evs, s.event)
	if s.st.Pending && !s.st.Timeline.Waiting(s.sc.liveRound(), evs) && !s.st.Timeline.Moving() && !s.sc.plug.Busy(s.st) {
		s.roundOver()
	}
}

// skip plays every event that is waiting at once and ends every movement: what a click or
// a key does during an animation, and what a command does before it changes the round.
func (s *playback) skip() {
	s.st.Timeline.Skip(s.sc.liveRound(), s.sc.events(), s.event)
	s.st.finishAll()
	if s.st.Pending {
		s.roundOver()
	}
}

// event plays one event, telling it to the narration, and returns how long the next one
// waits, in ticks.
func (s *playback) event(e table.Event) int {
	s.sc.narr.Before(e)
	wait := s.playEvent(e)
	s.sc.narr.After(e)
	return wait
}

// playEvent plays one event and returns how long the next one waits, in ticks.
func (s *playback) playEvent(e table.Event) int {
	s.sc.meters.event(e)
	if wait, ok := s.sc.plug.Event(s.st, e); ok {
		return wait
	}
	switch e.Kind {
	case table.RoundStart:
		s.onRoundStart(e)
	case table.SeatState:
		s.onSeatState(e)
	case table.BetPlaced:
		return s.onBet(e)
	case table.NoMoreBets:
		s.st.Phase = table.Deciding
		s.st.sayFor("No more bets.", 70)
		return s.st.Ticks(stage.TNoMore)
	case table.Collected:
		s.onCollected(e)
	case table.CardDealt:
		return s.onDealt(e)
	case table.CardShown:
		return s.onShown(e)
	case table.Turn:
		return s.onTurn(e)
	case table.Decided:
		return s.onDecided(e)
	case table.HandRanked:
		return s.onRanked(e)
	case table.Qualified:
		s.st.Dealer.Qualified = 0
		if e.Result == table.Won {
			s.st.Dealer.Qualified = 1
		}
	case table.Settled:
		return s.onSettled(e)
	case table.Paid:
		return s.onPaid(e)
	case table.Voided:
		s.st.Voided = true
		if int(e.Seat) == s.sc.person {
			s.st.say("The interrupted round could not go on, so it is void: every wager was returned.")
			s.sc.keep.Note("Its record was damaged or from another version of the game.")
		}
	case table.RoundEnd:
		return s.onRoundEnd()
	case table.SeatTaken:
		return s.onSeatTaken(e)
	case table.SeatLeft:
		return s.onSeatLeft(e)
	case table.BoughtIn:
		if int(e.Seat) == s.sc.person {
			s.st.Credits += e.Amount
			s.sc.comf.rem.Bought(e.Amount) // not a win: the reminder's net leaves it out
			if !s.sc.opts.NoCredits {
				s.st.sayAmount("Free play: ", e.Amount, " credits.")
			}
		} else if stage.SeatOK(int(e.Seat)) {
			s.st.MateCredits[e.Seat] += e.Amount
		}
	}
	return 0
}

// onRoundStart clears the last round away: cards to the discard rack, chips home.
func (s *playback) onRoundStart(e table.Event) {
	s.st.Back = cards.Back(e.Card)
	s.st.Round = uint64(e.Amount)
	s.st.resultOn, s.st.Pending, s.st.Voided, s.st.Dealt = false, false, false, false
	s.st.Phase, s.st.Turn = table.Betting, -1
	s.st.Jackpot = stage.Jackpot{}
	if s.sc.opts.Log != nil {
		// A replay counts the credits from the round's own story: its SeatState events, or
		// in a table's first round the buy-in and the table-mates sitting down.
		s.st.Credits = 0
		s.st.MateCredits = [table.Seats]money.Amount{}
	}
	now := s.st.Timeline.Now()
	dur := s.st.Ticks(stage.TSweep)
	for i := range s.st.Seats {
		st := &s.st.Seats[i]
		for k := range st.Cards {
			s.st.Sweep(&st.Cards[k])
		}
		for w := range st.Stake {
			s.st.GoHome(i, &st.Stake[w], false)
			s.st.GoHome(i, &st.Pay[w], false)
		}
		st.HandA.GoTo(now, 0, dur, anim.Linear)
		st.TagA.GoTo(now, 0, dur, anim.Linear)
		st.Turn.Set(0)
		st.Lit.GoTo(now, 0, dur, anim.Linear)
		st.Cause.Set(0)
		st.Folded, st.Best, st.Held = false, 0, ""
		st.Staked = [table.MaxWagers]money.Amount{}
		st.Results = [table.MaxWagers]stage.WagerEnd{}
	}
	d := &s.st.Dealer
	for k := range d.Cards {
		s.st.Sweep(&d.Cards[k])
		s.st.Sweep(&d.Community[k])
		d.Slot[k] = k
	}
	d.Arranged, d.Odd, d.Best, d.Qualified = false, -1, 0, -1
	s.st.Sweep(&d.Aside)
	d.HandA.GoTo(now, 0, dur, anim.Linear)
	d.LineA.GoTo(now, 0, dur, anim.Linear)
	s.sc.plug.RoundStart(s.st)
	s.st.Timeline.For(dur)
}

// onSeatState sets a seat as it stands at the start of a round: who sits there and their
// credits. It makes a round's log enough to show it on a fresh table.
func (s *playback) onSeatState(e table.Event) {
	n := int(e.Seat)
	if !stage.SeatOK(n) {
		return
	}
	s.st.Seats[n].Roster = int(e.Index)
	if n == s.sc.person {
		s.st.Credits = e.Amount
		return
	}
	s.st.MateCredits[n] = e.Amount
	s.st.SetName(n, s.mateName(int(e.Index)))
}

// seatsAtRest shows who sits where at a table opened between rounds (restored, or re-made
// at new settings), whose core reports no round's events to name them: the seats its core
// says are taken (table.Seating) and no event named.
func (s *playback) seatsAtRest() {
	sg, ok := s.sc.core.(table.Seating)
	if !ok || s.sc.core.Phase() != table.Done {
		return
	}
	for _, e := range sg.AppendSeats(nil) {
		if n := int(e.Seat); stage.SeatOK(n) && s.st.Seats[n].Roster < 0 {
			s.onSeatState(e)
		}
	}
}

func (s *playback) onBet(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if !stage.SeatOK(seat) || w >= table.MaxWagers {
		return 0
	}
	now := s.st.Timeline.Now()
	st := &s.st.Seats[seat]
	old := st.Staked[w]
	st.Staked[w] = e.Amount
	s.st.AddCredits(seat, old-e.Amount)
	x, y, d := s.st.SpotXY(seat, w)
	stk := &st.Stake[w]
	stk.Set(e.Amount, x, y, d)
	switch {
	case e.Amount > old && seat == s.sc.person:
		// The chips fly from the rack onto the pile, which takes them when they land.
		fx, fy := s.rackXY(s.sc.bet.chip)
		dur := s.st.Ticks(9)
		f := &s.st.Flyers[s.st.Flyer%len(s.st.Flyers)]
		s.st.Flyer++
		f.Set(e.Amount-old, fx, fy, d)
		f.Label = false
		f.Pos.MoveTo(now, x, y, dur, anim.OutCubic)
		f.Alpha.From, f.Alpha.To, f.Alpha.Tween = 1, 0, anim.Begin(now+int64(dur), 0, anim.Linear)
		stk.Hold, stk.LandAt = e.Amount-old, now+int64(dur)
		s.st.Timeline.For(dur)
		s.st.Sfx(audio.ChipClick)
	case e.Amount > old:
		// A table-mate's chips drop onto the pile.
		stk.Pos.Place(x, y-d*0.4)
		stk.Pos.MoveTo(now, x, y, s.st.Ticks(6), anim.OutQuad)
		s.st.Timeline.For(s.st.Ticks(6))
	}
	if seat == s.sc.person {
		return 0
	}
	return s.st.Ticks(stage.TBet)
}

// onCollected takes a wager into the tray when the bets lock, lighting a progressive's
// sensor.
func (s *playback) onCollected(e table.Event) {
	seat, w := int(e.Seat), e.Wager
	if !stage.SeatOK(seat) || w >= table.MaxWagers {
		return
	}
	st := &s.st.Seats[seat]
	if s.sc.meterOf[w] == 0 {
		st.Lit.GoTo(s.st.Timeline.Now(), 1, s.st.Ticks(stage.TFlip), anim.OutQuad)
	}
	s.st.ToTray(&st.Stake[w])
}

// rackXY is where a chip of the rack lies, or the rack's middle.
func (s *playback) rackXY(d money.Amount) (x, y float64) {
	for _, c := range s.sc.rack {
		if c.denom == d {
			return c.x, c.y
		}
	}
	r := s.sc.geom.Rack
	return r.X + r.W/2, r.Y + r.H/2
}

// mateName returns the name of a character of the roster.
func (s *playback) mateName(i int) string {
	if i < 0 || i >= len(s.sc.roster) {
		return ""
	}
	return s.sc.roster[i].Name
}

func (s *playback) onDealt(e table.Event) int {
	c, x, y, w, angle := s.st.CardAt(int(e.Seat), int(e.Index))
	if c == nil {
		return 0
	}
	s.st.Dealt = true
	s.st.Deal(c, e.Card, x, y, w, angle, e.Up)
	return s.st.Ticks(stage.TDealGap)
}

func (s *playback) onShown(e table.Event) int {
	c, _, _, _, _ := s.st.CardAt(int(e.Seat), int(e.Index))
	if c == nil {
		return 0
	}
	s.st.Show(c, e.Card)
	if e.Index == 0 || e.Seat == table.Community {
		s.st.Sfx(audio.CardFlip)
	}
	if e.Seat == table.Community {
		return s.st.Ticks(stage.TRank)
	}
	if int(e.Seat) != s.sc.person {
		return s.st.Ticks(stage.TMatePay) // a table-mate's cards turn together
	}
	return s.st.Ticks(stage.TFlipGap)
}

// finishAll ends every movement on the table as of now: the pieces', the game's own, the
// meters'; a jackpot counted off is credited.
func (s *show) finishAll() {
	s.FinishMoves()
	s.sc.plug.Finish(s)
	s.sc.meters.finish()
	if s.Jackpot.On && !s.Jackpot.Credited {
		s.creditJackpot()
	}
	s.Timeline.Finish()
}
