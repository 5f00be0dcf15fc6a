package table

import (
	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
)

// Durations at normal speed, set in milliseconds and counted in ticks of the playback's clock
// (docs/art.md, Motion: a card takes about 0.25 s from the shoe, a flip about 0.2 s, chips slide in
// about 0.3 s, a payout waits about 0.4 s between wagers). A tick is a sixtieth of a second of the
// wall clock, not a frame: a slow device runs several ticks in a frame, and a table that sleeps
// passes the ticks slept (Pass), so these keep the clock's pace.
const (
	TFly     = 250 * anim.TPS / 1000  // a card from the shoe to its place
	TDealGap = 50 * anim.TPS / 1000   // between cards leaving the shoe
	TFlip    = 200 * anim.TPS / 1000  // a card turning over
	TFlipGap = 67 * anim.TPS / 1000   // between cards of a hand turning over
	TSlide   = 300 * anim.TPS / 1000  // chips sliding across the felt
	TWager   = 400 * anim.TPS / 1000  // between wagers at the payout
	TLoss    = 267 * anim.TPS / 1000  // after a losing wager is taken
	TBet     = 17 * anim.TPS / 1000   // between a table-mate's chips going down
	TNoMore  = 300 * anim.TPS / 1000  // "no more bets": the dealer takes the collected wagers
	TDecide  = 334 * anim.TPS / 1000  // after a decision
	TRank    = 434 * anim.TPS / 1000  // after a hand is named at the showdown
	TSweep   = 267 * anim.TPS / 1000  // the last round's cards going to the discard rack
	TNews    = 500 * anim.TPS / 1000  // a table-mate sits down or leaves
	TCount   = 3000 * anim.TPS / 1000 // a jackpot counted off the meter
	// The table-mates' moments are shorter than the person's, so that a round keeps its pace
	// (docs/pace.md): a table-mate's decision, hand or cards turning wait at most TMate, and
	// their wagers are paid TMatePay apart, overlapping.
	TMate    = 134 * anim.TPS / 1000
	TMatePay = 17 * anim.TPS / 1000
	// ThinkShare divides a table-mate's think time (the core's Turn event gives it at normal
	// speed): the table shows a share of it.
	ThinkShare = 4
)

// playback plays the core's events onto the stage, one at a time: each moves the pieces and
// says how long the next waits. It reads the rest of the table through its Scene.
type playback struct {
	sc *Scene
	st *stage
}

// Beat scales a wait of n ticks at normal speed after an event of seat's: a table-mate's is
// cut to TMate; the person's, the dealer's and the community's keep theirs.
func (s *stage) Beat(seat, n int) int {
	if seatOK(seat) && seat != s.sc.person {
		n = min(n, TMate)
	}
	return s.Ticks(n)
}

// Ms turns milliseconds into ticks of the playback's clock.
func Ms(ms int) int { return ms * anim.TPS / 1000 }

// ShoeTilt is the angle of the card showing at the shoe's mouth.
const ShoeTilt = -0.5

// Now is the playback's tick.
func (s *stage) Now() int64 { return s.tl.Now() }

// Ticks scales a normal-speed duration to the speed setting.
func (s *stage) Ticks(n int) int { return s.tl.Ticks(n) }

// For notes that something moves for n (already scaled) ticks from now.
func (s *stage) For(n int) { s.tl.For(n) }

// Reduced reports whether calm motion is on.
func (s *stage) Reduced() bool { return s.sc.prefs.reduced }

// play plays the events whose time has come.
func (s *playback) play() {
	evs := s.sc.events()
	s.st.tl.Play(s.sc.liveRound(), evs, s.event)
	if s.st.pending && !s.st.tl.Waiting(s.sc.liveRound(), evs) && !s.st.tl.Moving() && !s.sc.plug.Busy(s.st) {
		s.roundOver()
	}
}

// skip plays every event that is waiting at once and ends every movement: what a click or
// a key does during an animation, and what a command does before it changes the round.
func (s *playback) skip() {
	s.st.tl.Skip(s.sc.liveRound(), s.sc.events(), s.event)
	s.st.finishAll()
	if s.st.pending {
		s.roundOver()
	}
}

// finishAll ends every movement on the table as of now.
func (s *stage) finishAll() {
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
	s.sc.plug.Finish(s)
	s.sc.meters.finish()
	if s.jackpot.on && !s.jackpot.credited {
		s.creditJackpot()
	}
	s.tl.Finish()
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
		s.st.phase = table.Deciding
		s.st.sayFor("No more bets.", 70)
		return s.st.Ticks(TNoMore)
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
		s.st.dealer.qualified = 0
		if e.Result == table.Won {
			s.st.dealer.qualified = 1
		}
	case table.Settled:
		return s.onSettled(e)
	case table.Paid:
		return s.onPaid(e)
	case table.Voided:
		s.st.voided = true
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
			s.st.credits += e.Amount
			s.sc.comf.rem.Bought(e.Amount) // not a win: the reminder's net leaves it out
			if !s.sc.opts.NoCredits {
				s.st.sayAmount("Free play: ", e.Amount, " credits.")
			}
		} else if seatOK(int(e.Seat)) {
			s.st.mateCredits[e.Seat] += e.Amount
		}
	}
	return 0
}

// seatOK reports whether n is a seat.
func seatOK(n int) bool { return n >= 0 && n < table.Seats }

// onRoundStart clears the last round away: cards to the discard rack, chips home.
func (s *playback) onRoundStart(e table.Event) {
	s.st.back = cards.Back(e.Card)
	s.st.round = uint64(e.Amount)
	s.st.resultOn, s.st.pending, s.st.voided, s.st.dealt = false, false, false, false
	s.st.phase, s.st.turn = table.Betting, -1
	s.st.jackpot = jackpot{}
	if s.sc.opts.Log != nil {
		// A replay counts the credits from the round's own story: its SeatState events, or
		// in a table's first round the buy-in and the table-mates sitting down.
		s.st.credits = 0
		s.st.mateCredits = [table.Seats]money.Amount{}
	}
	now := s.st.tl.Now()
	dur := s.st.Ticks(TSweep)
	for i := range s.st.seats {
		st := &s.st.seats[i]
		for k := range st.cards {
			s.st.Sweep(&st.cards[k])
		}
		for w := range st.stake {
			s.st.goHome(i, &st.stake[w], false)
			s.st.goHome(i, &st.pay[w], false)
		}
		st.handA.GoTo(now, 0, dur, anim.Linear)
		st.tagA.GoTo(now, 0, dur, anim.Linear)
		st.turn.Set(0)
		st.lit.GoTo(now, 0, dur, anim.Linear)
		st.cause.Set(0)
		st.folded, st.best = false, 0
		st.staked = [table.MaxWagers]money.Amount{}
		st.results = [table.MaxWagers]WagerEnd{}
	}
	d := &s.st.dealer
	for k := range d.cards {
		s.st.Sweep(&d.cards[k])
		s.st.Sweep(&d.community[k])
		d.slot[k] = k
	}
	d.arranged, d.odd, d.best, d.qualified = false, -1, 0, -1
	s.st.Sweep(&d.aside)
	d.handA.GoTo(now, 0, dur, anim.Linear)
	d.lineA.GoTo(now, 0, dur, anim.Linear)
	s.sc.plug.RoundStart(s.st)
	s.st.tl.For(dur)
}

// Sweep sends a card on the table to the discard rack.
func (s *stage) Sweep(c *Card) {
	if !c.On {
		return
	}
	now := s.tl.Now()
	dur := s.Ticks(TSweep)
	c.Pos.MoveTo(now, s.sc.geom.Discard.X, s.sc.geom.Discard.Y, dur, anim.InOutCubic)
	c.Alpha.GoTo(now, 0, dur, anim.Linear)
	c.Flip.GoTo(now, 0, dur/2, anim.Linear)
	c.Lift.GoTo(now, 0, dur/2, anim.Linear)
}

// onSeatState sets a seat as it stands at the start of a round: who sits there and their
// credits. It makes a round's log enough to show it on a fresh table.
func (s *playback) onSeatState(e table.Event) {
	n := int(e.Seat)
	if !seatOK(n) {
		return
	}
	s.st.seats[n].roster = int(e.Index)
	if n == s.sc.person {
		s.st.credits = e.Amount
		return
	}
	s.st.mateCredits[n] = e.Amount
	s.st.setName(n, s.st.mateName(int(e.Index)))
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
		if n := int(e.Seat); seatOK(n) && s.st.seats[n].roster < 0 {
			s.onSeatState(e)
		}
	}
}

// goHome sends chips left on the felt back to their owner: the person's rack, or off the
// edge of a table-mate's place. credit says whether they count into the owner's credits.
func (s *stage) goHome(seat int, st *stack, credit bool) {
	now := s.tl.Now()
	if st.amount <= 0 || st.alpha.To <= 0 {
		st.amount = 0
		return
	}
	if credit && seat == s.sc.person {
		s.credits += st.amount
	} else if credit {
		s.mateCredits[seat] += st.amount
	}
	h := s.sc.geom.Seats[seat].Home
	if seat == s.sc.person {
		h = Point{s.sc.geom.Credits.X + 60, s.sc.geom.Credits.Y}
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
func (s *stage) toTray(st *stack) {
	now := s.tl.Now()
	if st.amount <= 0 || st.alpha.To <= 0 {
		return
	}
	t := s.sc.geom.Tray
	dur := s.Ticks(TSlide)
	st.pos.MoveTo(now, t.X+t.W/2, t.Y+t.H/2, dur, anim.InOutCubic)
	st.fadeOut(now, dur)
	s.tl.For(dur)
}

// SpotXY is where a wager's stack stands on a seat.
func (s *stage) SpotXY(seat int, w table.Wager) (x, y, d float64) {
	sg := &s.sc.geom.Seats[seat]
	c := sg.Spots[w]
	d = ChipD(sg.S)
	if c.R < 20*sg.S {
		d *= 0.8
	}
	return c.X, c.Y + d*0.08, d
}

// payXY is where winnings are set, beside the wager.
func (s *stage) payXY(seat int, w table.Wager) (x, y, d float64) {
	x, y, d = s.SpotXY(seat, w)
	sg := &s.sc.geom.Seats[seat]
	c := sg.Spots[w]
	if c.X < sg.X {
		return x - c.R - d*0.45, y, d
	}
	return x + c.R + d*0.45, y, d
}

// addCredits moves a seat's shown credits.
func (s *stage) addCredits(seat int, a money.Amount) {
	if seat == s.sc.person {
		s.credits += a
	} else {
		s.mateCredits[seat] += a
	}
}

func (s *playback) onBet(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if !seatOK(seat) || w >= table.MaxWagers {
		return 0
	}
	now := s.st.tl.Now()
	st := &s.st.seats[seat]
	old := st.staked[w]
	st.staked[w] = e.Amount
	s.st.addCredits(seat, old-e.Amount)
	x, y, d := s.st.SpotXY(seat, w)
	stk := &st.stake[w]
	stk.set(e.Amount, x, y, d)
	switch {
	case e.Amount > old && seat == s.sc.person:
		// The chips fly from the rack onto the pile, which takes them when they land.
		fx, fy := s.st.rackXY(s.sc.bet.chip)
		dur := s.st.Ticks(9)
		f := &s.st.flyers[s.st.flyer%len(s.st.flyers)]
		s.st.flyer++
		f.set(e.Amount-old, fx, fy, d)
		f.label = false
		f.pos.MoveTo(now, x, y, dur, anim.OutCubic)
		f.alpha.From, f.alpha.To, f.alpha.Tween = 1, 0, anim.Begin(now+int64(dur), 0, anim.Linear)
		stk.hold, stk.landAt = e.Amount-old, now+int64(dur)
		s.st.tl.For(dur)
		s.st.Sfx(audio.ChipClick)
	case e.Amount > old:
		// A table-mate's chips drop onto the pile.
		stk.pos.Place(x, y-d*0.4)
		stk.pos.MoveTo(now, x, y, s.st.Ticks(6), anim.OutQuad)
		s.st.tl.For(s.st.Ticks(6))
	}
	if seat == s.sc.person {
		return 0
	}
	return s.st.Ticks(TBet)
}

// rackXY is where a chip of the rack lies, or the rack's middle.
func (s *stage) rackXY(d money.Amount) (x, y float64) {
	for _, c := range s.sc.rack {
		if c.denom == d {
			return c.x, c.y
		}
	}
	r := s.sc.geom.Rack
	return r.X + r.W/2, r.Y + r.H/2
}

// onCollected takes a wager into the tray when the bets lock, lighting a progressive's
// sensor.
func (s *playback) onCollected(e table.Event) {
	seat, w := int(e.Seat), e.Wager
	if !seatOK(seat) || w >= table.MaxWagers {
		return
	}
	st := &s.st.seats[seat]
	if s.sc.meterOf[w] == 0 {
		st.lit.GoTo(s.st.tl.Now(), 1, s.st.Ticks(TFlip), anim.OutQuad)
	}
	s.st.toTray(&st.stake[w])
}
