package stage

import (
	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/audio"
)

// Table is what the playback needs of the table as it plays the core's events onto the
// pieces: the game's part in them, the meters', the news's and the keeping's, and the
// settings the events are read with. render/table's Scene answers it.
type Table interface {
	// RoundStart clears the table's words of the last round and the game's own pieces (its
	// plug's RoundStart, given the Mover the table gives the plug's every move).
	RoundStart()
	// HandName names the ranked hand of an event ("Pair of Kings") and says whether it is
	// good news, to be printed in brass.
	HandName(e table.Event) (name string, good bool)
	// JackpotLevel is the level of its meter system a jackpot was paid from (0 the top).
	JackpotLevel(e table.Event) int
	// CountOff counts a jackpot's pay off meter system sys's display over ticks, and
	// reports whether it does.
	CountOff(sys int, pay money.Amount, ticks int) bool
	// MeterOf is the meter system wager w feeds, or table.NoMeter.
	MeterOf(w table.Wager) int
	// OnHand reports whether a win of wager w names a table-mate's hand.
	OnHand(w table.Wager) bool
	// Decision names a decision: "FOLD", or the game's verb and the multiple ("PLAY 2x").
	Decision(a table.Action) string
	// MateName is the name of character i of the roster, or "".
	MateName(i int) string
	// ChipXY is where the person's chip lies in the rack: where their bets fly from.
	ChipXY() (x, y float64)
	// SayFor shows a line of news for ticks.
	SayFor(t string, ticks int)
	// GiveWay ends the line of news on show at once, unless it says why a command was
	// refused.
	GiveWay()
	// Note tells a line on the table's keeping.
	Note(t string)
	// BoughtIn notes the person's buy-in, not a win, for the reminder of the time played.
	BoughtIn(a money.Amount)
	// Replay reports whether the table replays a log: the credits are counted from the
	// round's own story.
	Replay() bool
	// NoCredits reports whether the seats' credits are nobody's: neither shown nor told.
	NoCredits() bool
}

// cue plays one of the core's events onto the pieces, with the table's part in it.
type cue struct {
	st *Pieces
	t  Table
}

// Play plays one of the core's events the game left to the machinery onto the pieces, with
// the table's part in it, and returns how long the next one waits, in ticks.
func (s *Pieces) Play(t Table, e table.Event) int { return cue{s, t}.event(e) }

// SeatsAtRest shows who sits where at a table opened between rounds (restored, or re-made
// at new settings), whose core reports no round's events to name them.
func (s *Pieces) SeatsAtRest(t Table) { cue{s, t}.seatsAtRest() }

// event plays one event the game left to the machinery and returns how long the next one
// waits, in ticks.
func (s cue) event(e table.Event) int {
	switch e.Kind {
	case table.RoundStart:
		s.onRoundStart(e)
	case table.SeatState:
		s.onSeatState(e)
	case table.BetPlaced:
		return s.onBet(e)
	case table.NoMoreBets:
		s.st.Phase = table.Deciding
		s.t.SayFor("No more bets.", 70)
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
		if int(e.Seat) == s.st.Person() {
			s.st.Say("The interrupted round could not go on, so it is void: every wager was returned.")
			s.t.Note("Its record was damaged or from another version of the game.")
		}
	case table.RoundEnd:
		return s.onRoundEnd()
	case table.SeatTaken:
		return s.onSeatTaken(e)
	case table.SeatLeft:
		return s.onSeatLeft(e)
	case table.BoughtIn:
		if int(e.Seat) == s.st.Person() {
			s.st.Credits += e.Amount
			s.t.BoughtIn(e.Amount) // not a win: the reminder's net leaves it out
			if !s.t.NoCredits() {
				s.st.Say("Free play: " + e.Amount.String() + " credits.")
			}
		} else if SeatOK(int(e.Seat)) {
			s.st.MateCredits[e.Seat] += e.Amount
		}
	}
	return 0
}

// onRoundStart clears the last round away: cards to the discard rack, chips home.
func (s cue) onRoundStart(e table.Event) {
	s.st.Back = cards.Back(e.Card)
	s.st.Round = uint64(e.Amount)
	s.st.Pending, s.st.Voided, s.st.Dealt = false, false, false
	s.st.Phase, s.st.Turn = table.Betting, -1
	s.st.Jackpot = Jackpot{}
	if s.t.Replay() {
		// A replay counts the credits from the round's own story: its SeatState events, or
		// in a table's first round the buy-in and the table-mates sitting down.
		s.st.Credits = 0
		s.st.MateCredits = [table.Seats]money.Amount{}
	}
	now := s.st.Timeline.Now()
	dur := s.st.Ticks(TSweep)
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
		st.Results = [table.MaxWagers]WagerEnd{}
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
	s.t.RoundStart()
	s.st.Timeline.For(dur)
}

// onSeatState sets a seat as it stands at the start of a round: who sits there and their
// credits. It makes a round's log enough to show it on a fresh table.
func (s cue) onSeatState(e table.Event) {
	n := int(e.Seat)
	if !SeatOK(n) {
		return
	}
	s.st.Seats[n].Roster = int(e.Index)
	if n == s.st.Person() {
		s.st.Credits = e.Amount
		return
	}
	s.st.MateCredits[n] = e.Amount
	s.st.SetName(n, s.t.MateName(int(e.Index)))
}

func (s cue) onBet(e table.Event) int {
	seat, w := int(e.Seat), e.Wager
	if !SeatOK(seat) || w >= table.MaxWagers {
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
	case e.Amount > old && seat == s.st.Person():
		// The chips fly from the rack onto the pile, which takes them when they land.
		fx, fy := s.t.ChipXY()
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
	if seat == s.st.Person() {
		return 0
	}
	return s.st.Ticks(TBet)
}

// onCollected takes a wager into the tray when the bets lock, lighting a progressive's
// sensor.
func (s cue) onCollected(e table.Event) {
	seat, w := int(e.Seat), e.Wager
	if !SeatOK(seat) || w >= table.MaxWagers {
		return
	}
	st := &s.st.Seats[seat]
	if s.t.MeterOf(w) == 0 {
		st.Lit.GoTo(s.st.Timeline.Now(), 1, s.st.Ticks(TFlip), anim.OutQuad)
	}
	s.st.ToTray(&st.Stake[w])
}

func (s cue) onDealt(e table.Event) int {
	c, x, y, w, angle := s.st.CardAt(int(e.Seat), int(e.Index))
	if c == nil {
		return 0
	}
	s.st.Dealt = true
	s.st.Deal(c, e.Card, x, y, w, angle, e.Up)
	return s.st.Ticks(TDealGap)
}

func (s cue) onShown(e table.Event) int {
	c, _, _, _, _ := s.st.CardAt(int(e.Seat), int(e.Index))
	if c == nil {
		return 0
	}
	s.st.Show(c, e.Card)
	if e.Index == 0 || e.Seat == table.Community {
		s.st.Sfx(audio.CardFlip)
	}
	if e.Seat == table.Community {
		return s.st.Ticks(TRank)
	}
	if int(e.Seat) != s.st.Person() {
		return s.st.Ticks(TMatePay) // a table-mate's cards turn together
	}
	return s.st.Ticks(TFlipGap)
}

// seatsAtRest shows who sits where at a table opened between rounds (restored, or re-made
// at new settings), whose core reports no round's events to name them: the seats its core
// says are taken (table.Seating) and no event named.
func (s cue) seatsAtRest() {
	sg, ok := s.st.Core().(table.Seating)
	if !ok || s.st.Core().Phase() != table.Done {
		return
	}
	for _, e := range sg.AppendSeats(nil) {
		if n := int(e.Seat); SeatOK(n) && s.st.Seats[n].Roster < 0 {
			s.onSeatState(e)
		}
	}
}
