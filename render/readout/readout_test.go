package readout

import (
	"testing"

	"felt/game/money"
	"felt/render/anim"
)

// run ticks the display n times.
func run(m *Meter, n int) {
	for range n {
		m.Tick(anim.Instant)
	}
}

// A call into the core moves the meter at once; the display shows it only when the
// playback lets its event through, and the whole live meter once released.
func TestHoldsBackUntilTheEvent(t *testing.T) {
	live := money.Credits(1000)
	m := New(live)
	m.Before(live)
	live += money.Credits(5) // the core took a contribution
	m.After(live)
	m.Follow(live, 1, true)
	run(m, 30)
	if got := m.Shown(); got != money.Credits(1000) {
		t.Fatalf("before the event the display shows %v, want 1000", got)
	}
	m.Event(live, false)
	m.Follow(live, 2, true)
	run(m, 30)
	if got := m.Shown(); got != live {
		t.Fatalf("after the event the display shows %v, want %v", got, live)
	}
	live += money.Credits(7) // the linked tables
	m.Release()
	m.Follow(live, 3, false)
	if got := m.Shown(); got != money.Credits(1005) {
		t.Fatalf("at rest the display stepped before RestTicks: %v", got)
	}
	m.Follow(live, 3+RestTicks, false)
	if got := m.Shown(); got != live {
		t.Fatalf("at rest after RestTicks the display shows %v, want %v", got, live)
	}
}

// The parts of a split jackpot count off one after another, down to what is left, and the
// meter's reset shows at the round's end, not between the parts.
func TestSplitJackpotCountsOffWhole(t *testing.T) {
	live := money.Credits(9000)
	m := New(live)
	m.Before(live)
	reset := money.Credits(500)
	m.After(reset)
	m.CountOff(money.Credits(3000), 20)
	m.Event(reset, true)
	run(m, 5)
	m.CountOff(money.Credits(3000), 20) // the second part, while the first counts
	run(m, 40)
	if got := m.Shown(); got != money.Credits(3000) {
		t.Fatalf("after both parts the display shows %v, want 3000", got)
	}
	m.Follow(reset, 100, true)
	run(m, 40)
	if got := m.Shown(); got != money.Credits(3000) {
		t.Fatalf("the reset showed before the round's end: %v", got)
	}
	m.RoundEnd()
	m.Follow(reset, 200, true)
	run(m, 40)
	if got := m.Shown(); got != reset {
		t.Fatalf("after the round's end the display shows %v, want the reset %v", got, reset)
	}
}

// A change the playback lets through shows at the next tick even while the table rests (a
// round played at once, at the instant speed), not at the next resting step.
func TestEventShowsAtRest(t *testing.T) {
	live := money.Credits(1000)
	m := New(live)
	m.Follow(live, RestTicks, false)
	m.Before(live)
	live += money.Credits(3)
	m.After(live)
	m.Event(live, false)
	m.Release()
	m.Follow(live, RestTicks+1, false)
	run(m, 1)
	if got := m.Shown(); got != live {
		t.Fatalf("the display shows %v a tick after the event, want %v", got, live)
	}
}
