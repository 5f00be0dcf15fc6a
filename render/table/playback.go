package table

import (
	"felt/game/money"
	"felt/game/table"
	"felt/render/stage"
)

// playback is the table's side of playing the core's events onto the pieces: when they play
// (the timeline's Play and Skip), what the table does round each (the narration, the meters,
// the game's own events first), and the round's end; render/stage's Pieces.Play plays the
// rest. It reads the table through its Scene.
type playback struct {
	sc *Scene
	st *show
}

// play plays the events whose time has come.
func (s *playback) play() {
	evs := s.sc.events()
	s.st.Timeline.Play(s.sc.liveRound(), evs, s.event)
	if s.st.Pending && !s.st.Timeline.Waiting(s.sc.liveRound(), evs) && !s.st.Timeline.Moving() && !s.sc.own.Busy(s.st) {
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
	s.sc.meters.event(e)
	wait, ok := s.sc.own.Event(s.st, e)
	if !ok {
		wait = s.st.Play(backstage{s.sc}, e)
	}
	s.sc.narr.After(e)
	return wait
}

// seatsAtRest shows who sits where at a table opened between rounds (Pieces.SeatsAtRest).
func (s *playback) seatsAtRest() { s.st.SeatsAtRest(backstage{s.sc}) }

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

// finishAll ends every movement on the table as of now: the pieces', the game's own, the
// meters'; a jackpot counted off is credited.
func (s *show) finishAll() {
	s.FinishMoves()
	s.sc.own.Finish(s)
	s.sc.meters.finish()
	if s.Jackpot.On && !s.Jackpot.Credited {
		s.creditJackpot()
	}
	s.Timeline.Finish()
}

// The Scene's backstage is the playback's Table.
var _ stage.Table = backstage{}

// RoundStart takes the last round's result line down and clears the game's own pieces,
// given the show as every other move of the plug's is (Event, Finish, Busy).
func (b backstage) RoundStart() {
	b.sc.stage.resultOn = false
	b.sc.own.RoundStart(&b.sc.stage)
}

// HandName names the ranked hand of an event, as the game does.
func (b backstage) HandName(e table.Event) (string, bool) { return b.sc.own.HandName(e) }

// JackpotLevel is the level a jackpot was paid from, as the game says (0 the top).
func (b backstage) JackpotLevel(e table.Event) int { return jackpotLevel(b.sc.plug, e) }

// CountOff counts a jackpot's pay off a meter's display.
func (b backstage) CountOff(sys int, pay money.Amount, ticks int) bool {
	return b.sc.meters.countOff(sys, pay, ticks)
}

// MeterOf is the meter system wager w feeds, or table.NoMeter.
func (b backstage) MeterOf(w table.Wager) int { return b.sc.meterOf[w] }

// OnHand reports whether a win of wager w names a table-mate's hand.
func (b backstage) OnHand(w table.Wager) bool { return b.sc.onHand[w] }

// Decision names a decision.
func (b backstage) Decision(a table.Action) string { return b.sc.Decision(a) }

// MateName returns the name of a character of the roster.
func (b backstage) MateName(i int) string {
	if i < 0 || i >= len(b.sc.roster) {
		return ""
	}
	return b.sc.roster[i].Name
}

// ChipXY is where the person's chip lies in the rack, or the rack's middle.
func (b backstage) ChipXY() (x, y float64) {
	for _, c := range b.sc.rack {
		if c.denom == b.sc.bet.chip {
			return c.x, c.y
		}
	}
	r := b.sc.geom.Rack
	return r.X + r.W/2, r.Y + r.H/2
}

// SayFor shows a line of news for ticks.
func (b backstage) SayFor(t string, ticks int) { b.sc.stage.sayFor(t, ticks) }

// GiveWay ends the line of news on show, unless it says why a command was refused.
func (b backstage) GiveWay() {
	m, now := &b.sc.stage.msg, b.sc.stage.Timeline.Now()
	if m.until > now && !m.err {
		m.until = now
	}
}

// Note tells a line on the table's keeping.
func (b backstage) Note(t string) { b.sc.keep.Note(t) }

// BoughtIn notes the person's buy-in for the reminder (its net leaves it out).
func (b backstage) BoughtIn(a money.Amount) { b.sc.comf.rem.Bought(a) }

// Replay reports whether the table replays a log.
func (b backstage) Replay() bool { return b.sc.opts.Log != nil }

// NoCredits reports whether the seats' credits are nobody's.
func (b backstage) NoCredits() bool { return b.sc.opts.NoCredits }
