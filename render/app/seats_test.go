package app

import (
	"encoding/json"
	"testing"

	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"
)

// seated reads the table-mates the table shows (state().mates) and checks them against the
// seats its rules core says are taken: each one named, with its credits.
func seated(t *testing.T, a *App, what string) int {
	t.Helper()
	var st struct {
		Mates []struct {
			Seat    int     `json:"seat"`
			Name    string  `json:"name"`
			Credits float64 `json:"credits"`
		} `json:"mates"`
	}
	if err := json.Unmarshal([]byte(a.State()), &st); err != nil {
		t.Fatal(err)
	}
	core := a.stack.table().Core()
	want := 0
	for _, e := range core.(table.Seating).AppendSeats(nil) {
		if int(e.Seat) != core.Person() {
			want++
		}
	}
	if len(st.Mates) != want || want == 0 {
		t.Fatalf("%s: the table shows table-mates %+v; its core seats %d", what, st.Mates, want)
	}
	for _, m := range st.Mates {
		if m.Name == "" || m.Credits*100 != float64(core.Balance(m.Seat)) {
			t.Errorf("%s: seat %d shown as %q with %v credits; the core has %v", what, m.Seat, m.Name, m.Credits, core.Balance(m.Seat))
		}
	}
	return len(st.Mates)
}

// TestMatesBetweenRounds: a table opened between rounds shows who sits at it, names and
// credits, before any round is dealt: the table the player comes back to (its save holds no
// round), and a table re-made at new settings (its table-mates seated anew). Both showed
// empty seats until the first chip.
func TestMatesBetweenRounds(t *testing.T) {
	for _, game := range Games() {
		t.Run(game, func(t *testing.T) {
			st := &store.Memory{}
			opts := Options{NoSplash: true, Store: st, Game: game, Speed: anim.Instant, SpeedSet: true}
			a, err := open(opts)
			if err != nil {
				t.Fatal(err)
			}
			screen := ebitentest.Target(1280, 800)
			run(t, a, screen, 3)
			act(t, a, "bet", "ante", "")
			act(t, a, "deal", "", "")
			act(t, a, "fold", "", "")
			run(t, a, screen, 5)
			if err := a.Save(); err != nil {
				t.Fatal(err)
			}
			b, err := open(opts)
			if err != nil {
				t.Fatal(err)
			}
			run(t, b, screen, 3)
			seated(t, b, "the table come back to")
			act(t, b, "screen", "setup-"+game, "")
			act(t, b, "set", "mates=2", "")
			act(t, b, "back", "", "")
			run(t, b, screen, 5)
			if n := seated(t, b, "the table at new settings"); n != 2 {
				t.Errorf("%d table-mates shown at a table of 2", n)
			}
		})
	}
}
