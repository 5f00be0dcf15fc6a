package app

import (
	"encoding/json"
	"testing"

	"felt/game/meter"
	"felt/render/credits"
	"felt/render/table"
)

// TestLinkedHitsTold: a jackpot a linked table hits moves a meter down with no round of the
// person's to show it, so it is told: while the person is on a page (the lobby) with the
// table under it, the page shows the news, and the hand history lists every hit at a linked
// table, of each meter (Criss Cross Poker's Bonus Spin and Xtreme), as the meters recorded.
func TestLinkedHitsTold(t *testing.T) {
	a, screen := instantApp(t, "crisscross")
	act(t, a, "screen", "lobby", "")
	sc := a.stack.table()
	if !sc.Pace().Away(2 * 24 * 60 * 60 * 60) { // two days of the linked tables' play
		t.Fatal("the table under the lobby did not let the time go by")
	}
	run(t, a, screen, 1)
	// The hits at linked tables the meters recorded, oldest first.
	var want []meter.Hit
	perMeter := map[int]int{}
	for k := range sc.Core().Meters() {
		for _, h := range sc.Core().Meter(k).History(nil) {
			if _, ok := h.Source.Table(); ok {
				want = append(want, h)
				perMeter[k]++
			}
		}
	}
	if perMeter[0] == 0 || perMeter[1] == 0 {
		t.Fatalf("the linked tables hit %v times: nothing to tell", perMeter)
	}
	var st struct {
		Menu struct {
			News string `json:"news"`
		} `json:"menu"`
	}
	if err := json.Unmarshal([]byte(a.State()), &st); err != nil {
		t.Fatal(err)
	}
	told := sc.LinkedHits()
	if len(told) == 0 || st.Menu.News != told[len(told)-1].Line {
		t.Fatalf("the lobby shows the news %q; the table told %d hits", st.Menu.News, len(told))
	}
	act(t, a, "screen", "history", "")
	var hs struct {
		History struct {
			Linked []table.LinkedHit `json:"linked"`
		} `json:"history"`
	}
	if err := json.Unmarshal([]byte(a.State()), &hs); err != nil {
		t.Fatal(err)
	}
	got := hs.History.Linked
	if n := min(len(want), 20); len(got) != n {
		t.Fatalf("the history lists %d hits at linked tables, the meters recorded %d", len(got), len(want))
	}
	for i, h := range got {
		w := want[len(want)-len(got)+i]
		if tab, _ := w.Source.Table(); h.Table != tab || h.Amount != credits.Amount(w.Amount) {
			t.Errorf("hit %d listed as %+v, the meter recorded %+v", i, h, w)
		}
	}
}
