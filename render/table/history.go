package table

import "felt/game/table"

// The hand history's side of the table: a settled round is told to Options.Settled, and a
// replay (Options.Log) may be shown a step at a time (Options.Step).

// settledNow tells Options.Settled of the round the last command settled: the core's round is
// done now and was not done (or was another round) before the command.
func (s *Scene) settledNow(was table.Phase, wasRound uint64) {
	if s.opts.Settled == nil || s.fresh() || s.person < 0 ||
		s.core.Phase() != table.Done || was == table.Done && wasRound == s.core.Round() {
		return
	}
	s.keep.Record(func() { s.opts.Settled(s.person, s.core.Events(), s.core.Balance(s.person)) })
}

// steps is a replay's log (Options.Log) shown all at once, or a step at a time
// (Options.Step): shown counts the events shown so far.
type steps struct {
	log    []table.Event
	step   bool
	shown  int
	person int
}

// count is the number of the replay's events shown: all of them, unless the replay goes
// a step at a time.
func (r *steps) count() int {
	if !r.step {
		return len(r.log)
	}
	return min(r.shown, len(r.log))
}

// more reports whether a replay shown a step at a time has a step left to show.
func (r *steps) more() bool { return r.step && r.shown < len(r.log) }

// next shows the events up to the next stop: the person asked to decide, the person's
// decision, the dealer's hand judged, each of the person's wagers settled, a prize wheel
// landed, the round's end.
func (r *steps) next() {
	r.shown++
	for r.shown < len(r.log) && !r.stop(&r.log[r.shown-1]) {
		r.shown++
	}
}

// stop reports whether a step ends after event e.
func (r *steps) stop(e *table.Event) bool {
	switch e.Kind {
	case table.Turn, table.Decided, table.Settled:
		return int(e.Seat) == r.person
	case table.Qualified, table.WheelSpun, table.RoundEnd:
		return true
	}
	return false
}

// Replay is the handle of a replay shown a step at a time (Options.Step): its page steps
// and runs it through this, not the Scene. Its methods lock the table as the Scene's do,
// but for Laid.
type Replay struct{ s *Scene }

// Replay returns the table's replay handle (on a table that is not a replay its steps are
// 0 of 0 and do nothing).
func (s *Scene) Replay() Replay { return Replay{s} }

// Step shows the next step (what is moving finishes at once): the events up to the next
// stop (the deal up to your decision, your decision, the dealer's hand, each of your wagers
// settled, a wheel, the end). It reports whether there was one to show.
func (r Replay) Step() bool {
	s := r.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.steps.more() {
		return false
	}
	s.playback.skip()
	s.steps.next()
	return true
}

// Run lets the replay run through to its end at the player's speed.
func (r Replay) Run() {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	r.s.steps.shown = len(r.s.steps.log)
}

// Shown returns how many of the replay's events are shown and how many it has (0, 0 for a
// table that is not a replay).
func (r Replay) Shown() (shown, total int) {
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return r.Laid()
}

// Laid is Shown for an Overlay's Place, which the layout pass calls with the table's lock
// held (Shown would wait for it for ever).
func (r Replay) Laid() (shown, total int) { return r.s.steps.count(), len(r.s.steps.log) }

// To shows the replay up to its first n events (at once: what they show is where the replay
// opens).
func (r Replay) To(n int) {
	s := r.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.steps.step || n <= s.steps.shown {
		return
	}
	s.steps.shown = min(n, len(s.steps.log))
	s.playback.skip()
}
