// Package timeline plays a round's events back on the clock of ticks: one event at a time,
// each waiting until the one before it has had its moment, at the player's speed, with skip
// and finish. It knows nothing of any game: a handler turns each event into movement on the
// table and says how long the next one waits.
package timeline

import (
	"felt/game/table"
	"felt/render/anim"
)

// Handler plays one event and returns how many ticks the next one waits.
type Handler func(e table.Event) int

// Timeline is the playback clock and its cursor over a round's events. The zero Timeline
// stands at tick 0 and plays at anim.Slow (the zero Speed): set the speed first.
type Timeline struct {
	now    int64
	round  uint64 // the round whose events are being played
	cursor int    // events of the round played so far
	busy   int64  // the next event waits until this tick
	settle int64  // the last tick at which anything moves
	speed  anim.Speed
}

// Now is the current tick.
func (t *Timeline) Now() int64 { return t.now }

// Tick advances the clock by one tick.
func (t *Timeline) Tick() { t.now++ }

// Speed is the playback speed.
func (t *Timeline) Speed() anim.Speed { return t.speed }

// SetSpeed sets the playback speed.
func (t *Timeline) SetSpeed(s anim.Speed) { t.speed = s }

// Ticks scales a duration written for normal speed to the playback speed.
func (t *Timeline) Ticks(n int) int { return t.speed.Ticks(n) }

// Until notes that something moves until tick at.
func (t *Timeline) Until(at int64) {
	if at > t.settle {
		t.settle = at
	}
}

// For notes that something moves for n ticks from now (already scaled).
func (t *Timeline) For(n int) { t.Until(t.now + int64(n)) }

// Cursor returns the number of events of the round played so far.
func (t *Timeline) Cursor() int { return t.cursor }

// Waiting reports whether events of the round are still to be played.
func (t *Timeline) Waiting(round uint64, events []table.Event) bool {
	if round != t.round {
		return len(events) > 0
	}
	return t.cursor < len(events)
}

// Moving reports whether an event is still having its moment or anything still moves.
func (t *Timeline) Moving() bool { return t.now < t.busy || t.now < t.settle }

// Busy reports whether anything is left to play or to move.
func (t *Timeline) Busy(round uint64, events []table.Event) bool {
	return t.Waiting(round, events) || t.Moving()
}

// Play plays the events of round whose time has come. A new round number starts the
// cursor afresh.
func (t *Timeline) Play(round uint64, events []table.Event, h Handler) {
	if round != t.round {
		t.round, t.cursor = round, 0
	}
	for t.cursor < len(events) && t.now >= t.busy {
		e := events[t.cursor]
		t.cursor++
		t.busy = t.now + int64(h(e))
	}
}

// Skip plays every waiting event at once, at instant speed; the caller then ends every
// movement (Finish).
func (t *Timeline) Skip(round uint64, events []table.Event, h Handler) {
	saved := t.speed
	t.speed = anim.Instant
	t.busy = t.now
	t.Play(round, events, h)
	t.speed = saved
}

// Finish ends the waits: nothing is busy or moving as of now.
func (t *Timeline) Finish() { t.busy, t.settle = t.now, t.now }
