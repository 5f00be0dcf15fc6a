package table

import "felt/game/table"

// The hand history's side of the table: a settled round is told to Options.Settled, and a
// replay (Options.Log) may be shown a step at a time (Options.Step).

// settledNow tells Options.Settled of the round the last command settled: the core's round is
// done now and was not done (or was another round) before the command.
func (s *Scene) settledNow(was table.Phase, wasRound uint64) {
	if s.opts.Settled == nil || s.fresh() || s.person < 0 || s.keep.hold != holding ||
		s.core.Phase() != table.Done || was == table.Done && wasRound == s.core.Round() {
		return
	}
	s.opts.Settled(s.person, s.core.Events(), s.core.Balance(s.person))
}

// replayShown is the number of the replay's events shown: all of them, unless the replay goes
// a step at a time.
func (s *Scene) replayShown() int {
	if !s.opts.Step {
		return len(s.opts.Log)
	}
	return min(s.shown, len(s.opts.Log))
}

// beat reports whether event b belongs to the same step of a replay as a, the event before
// it: the cards of a deal, the bets placed, the seats as they stand, the wagers collected,
// the meters and the hands named go together.
func beat(a, b table.Kind) bool {
	if a != b {
		return a == table.RoundStart && b == table.SeatState || a == table.CardDealt && b == table.HandRanked
	}
	switch a {
	case table.CardDealt, table.CardShown, table.BetPlaced, table.SeatState, table.Collected, table.MeterChanged,
		table.HandRanked, table.SeatTaken:
		return true
	}
	return false
}

// Step shows the next step of a replay shown a step at a time (what is moving finishes at
// once): one event, with those that go with it. It reports whether there was one to show.
func (s *Scene) Step() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	log := s.opts.Log
	if !s.opts.Step || s.shown >= len(log) {
		return false
	}
	s.skip()
	s.shown++
	for s.shown < len(log) && beat(log[s.shown-1].Kind, log[s.shown].Kind) {
		s.shown++
	}
	return true
}

// Run lets a replay shown a step at a time run through to its end at the player's speed.
func (s *Scene) Run() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.shown = len(s.opts.Log)
}

// Steps returns how many of a replay's events are shown and how many it has (0, 0 for a
// table that is not a replay).
func (s *Scene) Steps() (shown, total int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.replayShown(), len(s.opts.Log)
}
