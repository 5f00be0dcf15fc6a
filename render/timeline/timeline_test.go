package timeline

import (
	"testing"

	"felt/game/table"
	"felt/render/anim"
)

// TestPlaysInOrderWithWaits plays events one at a time, each waiting the ticks the one
// before it asked for, scaled by nothing (the handler returns scaled ticks).
func TestPlaysInOrderWithWaits(t *testing.T) {
	var tl Timeline
	tl.SetSpeed(anim.Normal)
	evs := []table.Event{{Kind: table.RoundStart}, {Kind: table.CardDealt}, {Kind: table.CardDealt}, {Kind: table.RoundEnd}}
	var played []int64
	h := func(e table.Event) int {
		played = append(played, tl.Now())
		return tl.Ticks(10)
	}
	for range 100 {
		tl.Play(1, evs, h)
		tl.Tick()
	}
	want := []int64{0, 10, 20, 30}
	if len(played) != len(want) {
		t.Fatalf("played at %v, want %v", played, want)
	}
	for i := range want {
		if played[i] != want[i] {
			t.Fatalf("played at %v, want %v", played, want)
		}
	}
	if tl.Waiting(1, evs) || tl.Moving() {
		t.Fatal("still busy after everything was played")
	}
}

// TestSkipAndNewRound plays everything at once on a skip, at instant speed, and starts the
// cursor afresh for a new round's events.
func TestSkipAndNewRound(t *testing.T) {
	var tl Timeline
	tl.SetSpeed(anim.Slow)
	evs := make([]table.Event, 5)
	n := 0
	h := func(e table.Event) int {
		n++
		tl.For(tl.Ticks(30))
		return tl.Ticks(30)
	}
	tl.Play(1, evs, h)
	if n != 1 || !tl.Busy(1, evs) {
		t.Fatalf("after one step: %d played, busy %v", n, tl.Busy(1, evs))
	}
	tl.Skip(1, evs, h)
	tl.Finish()
	if n != 5 || tl.Busy(1, evs) {
		t.Fatalf("after a skip: %d played, busy %v", n, tl.Busy(1, evs))
	}
	if tl.Speed() != anim.Slow {
		t.Fatal("a skip changed the speed")
	}
	if !tl.Waiting(2, evs[:2]) {
		t.Fatal("a new round's events are not waiting")
	}
	tl.Skip(2, evs[:2], h)
	if n != 7 || tl.Cursor() != 2 {
		t.Fatalf("the new round: %d played in all, cursor %d", n, tl.Cursor())
	}
}
