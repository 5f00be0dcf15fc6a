package table

import "felt/game/table"

// The hand history's side of the table: a settled round is told to Options.Settled, and a
// replay (Options.Log) may be shown a step at a time (Options.Step).

// settledNow tells Options.Settled of the round the last command settled: the core's round is
// done now and was not done (or was another round) before the command.
func (s *Scene) settledNow(was table.Phase, wasRound uint64) {
	if s.opts.Settled == nil || s.fresh() || s.person < 0 || !s.keep.Holding() ||
		s.core.Phase() != table.Done || was == table.Done && wasRound == s.core.Round() {
		return
	}
	s.opts.Settled(s.person, s.core.Events(), s.core.Balance(s.person))
	s.keep.CheckJournal()
}

// replayShown is the number of the replay's events shown: all of them, unless the replay goes
// a step at a time.
func (s *Scene) replayShown() int {
	if !s.opts.Step {
		return len(s.opts.Log)
	}
	return min(s.shown, len(s.opts.Log))
}

// stop reports whether a step of a replay ends after event e: the person asked to decide, the
// person's decision, the dealer's hand judged, each of the person's wagers settled, a prize
// wheel landed, the round's end.
func (s *Scene) stop(e *table.Event) bool {
	switch e.Kind {
	case table.Turn, table.Decided, table.Settled:
		return int(e.Seat) == s.person
	case table.Qualified, table.WheelSpun, table.RoundEnd:
		return true
	}
	return false
}

// Step shows the next step of a replay shown a step at a time (what is moving finishes at
// once): the events up to the next stop (the deal up to your decision, your decision, the
// dealer's hand, each of your wagers settled, a wheel, the end). It reports whether there
// was one to show.
func (s *Scene) Step() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	log := s.opts.Log
	if !s.opts.Step || s.shown >= len(log) {
		return false
	}
	s.skip()
	s.shown++
	for s.shown < len(log) && !s.stop(&log[s.shown-1]) {
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

// StepsLaid is Steps for an Overlay's Place, which the layout pass calls with the table's
// lock held (Steps would wait for it for ever).
func (s *Scene) StepsLaid() (shown, total int) { return s.replayShown(), len(s.opts.Log) }

// StepTo shows a replay shown a step at a time up to its first n events (at once: what they
// show is where the replay opens).
func (s *Scene) StepTo(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.opts.Step || n <= s.shown {
		return
	}
	s.shown = min(n, len(s.opts.Log))
	s.skip()
}
