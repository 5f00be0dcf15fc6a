package app

import (
	"testing"
	"time"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"
)

// lobbyMeters returns the lobby's meters of each game, in cents.
func lobbyMeters(t *testing.T, a *App) map[string][]int64 {
	t.Helper()
	st := readState(t, a)
	if st.Lobby == nil {
		t.Fatalf("the lobby is not on show: %q", st.Screen)
	}
	out := map[string][]int64{}
	for _, tb := range st.Lobby.Tables {
		for _, m := range tb.Meters {
			out[tb.Game] = append(out[tb.Game], m.Cents)
		}
	}
	return out
}

// coreMeters returns a table's meters as its rules core has them now.
func coreMeters(a *App, game string) []int64 {
	sc := a.stack.tables[game]
	var out []int64
	for k := range sc.Core().Meters() {
		if m := sc.Core().Meter(k); m != nil {
			out = append(out, int64(m.Meter(0)))
		}
	}
	return out
}

// TestLobbyMetersLive: the lobby shows both tables' meters as their rules cores have them,
// and both climb by the wall clock: the table under the lobby and the one left this session
// for the other game's. A table not opened this session is read from the store, again
// whenever another session saves it.
func TestLobbyMetersLive(t *testing.T) {
	st := &store.Memory{}
	a, err := open(Options{NoSplash: true, Store: st, Game: "crazy4", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	a.stack.clock = func() time.Time { return now }
	screen := ebitentest.Target(1280, 800)
	run(t, a, screen, 3)
	act(t, a, "screen", "lobby", "")
	act(t, a, "play", "crisscross", "")
	run(t, a, screen, 3)
	act(t, a, "screen", "lobby", "")
	run(t, a, screen, 3)
	before := lobbyMeters(t, a)
	if len(before["crazy4"]) == 0 || len(before["crisscross"]) == 0 {
		t.Fatalf("the lobby's meters: %v", before)
	}
	now = now.Add(10 * time.Minute) // the linked tables play about 50 wagers a meter
	run(t, a, screen, 3)
	after := lobbyMeters(t, a)
	for _, g := range Games() {
		core := coreMeters(a, g)
		if len(after[g]) != len(core) {
			t.Fatalf("%s: the lobby shows meters %v, the core has %v", g, after[g], core)
		}
		for k := range core {
			if after[g][k] != core[k] {
				t.Errorf("%s meter %d: the lobby shows %d, the core has %d", g, k, after[g][k], core[k])
			}
		}
		// Moved, not only climbed: a linked table may hit a meter meanwhile, which then
		// starts again from its reset (seen: Criss Cross's Xtreme 2,500.00 to 1,427.50).
		moved := false
		for k := range core {
			moved = moved || after[g][k] != before[g][k]
		}
		if !moved {
			t.Errorf("%s: the meters stayed at %v over ten minutes", g, after[g])
		}
	}

	// A table this session has not opened is the saved one; when another session plays
	// it and saves, the lobby reads it again.
	st = &store.Memory{}
	b, err := open(Options{NoSplash: true, Store: st, Game: "crazy4", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	run(t, b, screen, 3)
	act(t, b, "screen", "lobby", "")
	run(t, b, screen, 3)
	seen := lobbyMeters(t, b)["crisscross"]
	c, err := open(Options{NoSplash: true, Store: st, Game: "crisscross", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	cnow := time.Now()
	c.stack.clock = func() time.Time { return cnow }
	run(t, c, screen, 3)
	act(t, c, "screen", "lobby", "")
	run(t, c, screen, 3)
	cnow = cnow.Add(10 * time.Minute)
	run(t, c, screen, 3)
	act(t, c, "back", "", "")
	run(t, c, screen, 3)
	if err := c.Save(); err != nil {
		t.Fatal(err)
	}
	want := coreMeters(c, "crisscross")
	run(t, b, screen, 3)
	got := lobbyMeters(t, b)["crisscross"]
	if len(got) != 2 || len(want) != 2 || got[1] != want[1] || got[1] == seen[1] {
		t.Errorf("the lobby of a session that has not opened Criss Cross shows %v (before %v); the table saved by another shows %v", got, seen, want)
	}
}
