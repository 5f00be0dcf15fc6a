package crazy4

import (
	"testing"

	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/credits"
	"felt/render/ebitentest"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestReplayStartsAtRoundMeters: a replay of a round shows, from its first frame, the
// progressive meter and the Five Card Hand Bonus meter as the round had them at its start,
// not as a new table has them (at their seeds).
func TestReplayStartsAtRoundMeters(t *testing.T) {
	cfg := allWagers(false)
	var events []table.Event
	live := tabletest.New(t, New(&cfg), tbl.Options{Speed: anim.Instant, Store: &store.Memory{},
		Settled: func(_ int, ev []table.Event, _ money.Amount) { events = append([]table.Event(nil), ev...) }})
	round := func() {
		for _, c := range []string{"ante", "progressive", "handBonus"} {
			tabletest.Act(t, live, "bet", c)
		}
		tabletest.Act(t, live, "deal", "")
		tabletest.Act(t, live, "play", "1")
	}
	round()
	if !live.Pace().Away(5 * 60 * 60) { // five minutes of the linked tables' wagers
		t.Fatal("the table did not let the time go by")
	}
	start := [2]money.Amount{live.Core().Meter(0).Meter(0), live.Core().Meter(1).Meter(0)}
	events = nil
	round()
	if len(events) == 0 {
		t.Fatal("no round settled")
	}
	fresh := New(&cfg)
	sc := tabletest.New(t, fresh, tbl.Options{Log: events, Step: true, Speed: anim.Instant})
	seed0, seed1 := sc.Core().Meter(0).Meter(0), sc.Core().Meter(1).Meter(0)
	if start[0] == seed0 || start[1] == seed1 {
		t.Fatalf("the round started at the meters' seeds %v: nothing to tell apart", start)
	}
	screen := ebitentest.Target(1280, 800)
	tabletest.Frame(t, sc, screen)
	if st := tabletest.State(t, sc); st.MeterShown != credits.Amount(start[0]) {
		t.Errorf("the replay's first frame shows the progressive at %v, the round started at %v", st.MeterShown, start[0])
	}
	if got := sc.Inspect().Meter2(); got != start[1] {
		t.Errorf("the replay's first frame shows the Five Card Hand Bonus meter at %v, the round started at %v", got, start[1])
	}
}
