package app

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"felt/game/hand"
	"felt/render/anim"
	render4 "felt/render/crazy4"
	"felt/render/ebitentest"
	"felt/render/setup"
	"felt/render/store"
)

// tableOffer is what the tests read of a table's state: its limits by circle, its round.
type tableOffer struct {
	Game    string            `json:"game"`
	Screen  string            `json:"screen"`
	Phase   string            `json:"phase"`
	Round   int               `json:"round"`
	Credits float64           `json:"credits"`
	Limits  map[string]string `json:"limits"`
	Mates   []struct {
		Seat int `json:"seat"`
	} `json:"mates"`
}

func offer(t *testing.T, a *App) tableOffer {
	t.Helper()
	var o tableOffer
	if err := json.Unmarshal([]byte(a.State()), &o); err != nil {
		t.Fatal(err)
	}
	return o
}

// TestSettingsBetweenRounds: settings changed in the middle of a round wait for its end;
// then the table offers the new wagers with the same credits, round count and seat, and
// the next visit opens at them.
func TestSettingsBetweenRounds(t *testing.T) {
	st := &store.Memory{}
	a, err := open(Options{NoSplash: true, Store: st, Game: "crazy4", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	run(t, a, screen, 3)
	act(t, a, "bet", "ante", "")
	act(t, a, "deal", "", "")
	before := offer(t, a)
	if before.Phase != "deciding" || before.Limits["handBonus"] != "" {
		t.Fatalf("before: %+v", before)
	}
	act(t, a, "screen", "lobby", "")
	act(t, a, "press", "setup-crazy4", "")
	act(t, a, "set", "handBonus=both", "")
	act(t, a, "set", "coverAll=on", "")
	act(t, a, "set", "mates=2", "")
	act(t, a, "back", "", "")
	act(t, a, "back", "", "")
	run(t, a, screen, 5)
	in := offer(t, a)
	if in.Screen != "" || in.Phase != "deciding" || in.Round != before.Round || in.Limits["handBonus"] != "" {
		t.Fatalf("the round in play changed: %+v", in)
	}
	act(t, a, "fold", "", "")
	run(t, a, screen, 5)
	after := offer(t, a)
	if after.Limits["handBonus"] != "1" || after.Limits["dealerBonus"] != "1" || after.Limits["coverAll"] == "" {
		t.Fatalf("after the round: %+v", after)
	}
	core, mates := a.stack.table().Core(), 0
	for s := range 6 {
		if s != core.Person() && core.Balance(s) > 0 {
			mates++
		}
	}
	if mates != 2 {
		t.Errorf("%d table-mates after the change, want 2", mates)
	}
	if after.Round != before.Round || after.Phase != "done" || after.Credits != before.Credits {
		t.Errorf("after the change: round %d %s, credits %v; want %d, done, %v", after.Round, after.Phase, after.Credits, before.Round, before.Credits)
	}
	act(t, a, "bet", "ante", "")
	act(t, a, "bet", "handbonus", "")
	act(t, a, "bet", "dealerbonus", "")
	run(t, a, screen, 5)
	var seats struct {
		Round int `json:"round"`
		Mates []struct {
			Name string `json:"name"`
		} `json:"mates"`
	}
	if err := json.Unmarshal([]byte(a.State()), &seats); err != nil {
		t.Fatal(err)
	}
	if seats.Round != before.Round+1 || len(seats.Mates) != 2 {
		t.Errorf("the round after the change: %d with table-mates %v; want %d and 2", seats.Round, seats.Mates, before.Round+1)
	}

	// The next visit opens at the new settings.
	b, err := open(Options{NoSplash: true, Store: st, Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	if o := offer(t, b); o.Game != "crazy4" || o.Limits["coverAll"] == "" {
		t.Errorf("the next visit: %+v", o)
	}
}

// TestSideBetsParameter: -sidebets=all opens a table of every wager; a bad list is refused
// with a line on the table and the table's own used.
func TestSideBetsParameter(t *testing.T) {
	screen := ebitentest.Target(1280, 800)
	a, err := open(Options{NoSplash: true, Seed: 4, Game: "crisscross", SideBets: "all", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	run(t, a, screen, 3)
	if o := offer(t, a); o.Limits["fiveCard"] == "" || o.Limits["bonusSpin"] == "" || o.Limits["xtreme"] == "" {
		t.Errorf("criss cross, every wager: %+v", o)
	}
	a, err = open(Options{NoSplash: true, Seed: 4, Game: "crazy4", SideBets: "queensUp:B,badBeat:2", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	run(t, a, screen, 60)
	if o := offer(t, a); o.Limits["queensUp"] == "" || o.Limits["badBeat"] == "" || o.Limits["sixCard"] != "" || o.Limits["progressive"] != "" {
		t.Errorf("crazy4, queensUp:B,badBeat:2: %+v", o)
	}
	a, err = open(Options{NoSplash: true, Seed: 4, Game: "crazy4", SideBets: "jackpot", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	var st struct {
		Message string            `json:"message"`
		Limits  map[string]string `json:"limits"`
	}
	for range 20 { // the table's own lines come first, one after another
		run(t, a, screen, 60)
		if err := json.Unmarshal([]byte(a.State()), &st); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(st.Message, "sidebets") {
			break
		}
	}
	if st.Limits["queensUp"] == "" || st.Limits["handBonus"] != "" {
		t.Errorf("a bad list: the table offers %v, want its own", st.Limits)
	}
	if !strings.Contains(st.Message, "?sidebets= refused: ") || !strings.Contains(st.Message, "jackpot") {
		t.Errorf("a bad list: the table says %q", st.Message)
	}
}

// TestSideBetsOpenAtThem: a new table of ?sidebets=all is made at them by its rules core:
// it is the table of the same seed and configuration, round 1 open for bets, with no
// re-make and no line about new settings; a session of a seed writes nothing to the store.
// A saved table is re-made at them between rounds, with its credits, and says so.
func TestSideBetsOpenAtThem(t *testing.T) {
	st := &store.Memory{}
	a, err := open(Options{NoSplash: true, Seed: 7, Store: st, Game: "crazy4", SideBets: "all", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	cfg := setup.All("crazy4").Crazy4()
	want, err := render4.New(&cfg).Open(nil, 7, hand.New())
	if err != nil {
		t.Fatal(err)
	}
	got := a.stack.table().Core()
	g, _ := got.MarshalBinary()
	w, _ := want.MarshalBinary()
	if !bytes.Equal(g, w) {
		t.Errorf("the ?sidebets=all table of seed 7 is not the core's new table of setup.All at seed 7")
	}
	screen := ebitentest.Target(1280, 800)
	run(t, a, screen, 5)
	var o struct {
		tableOffer
		Message string `json:"message"`
	}
	if err := json.Unmarshal([]byte(a.State()), &o); err != nil {
		t.Fatal(err)
	}
	if o.Phase != "betting" || o.Round != 1 || o.Limits["handBonus"] == "" || o.Limits["coverAll"] == "" || strings.Contains(o.Message, "settings") {
		t.Errorf("the ?sidebets=all table: phase %s, round %d, limits %v, message %q", o.Phase, o.Round, o.Limits, o.Message)
	}
	for _, k := range []string{"crazy4-settings", "crazy4-settings-next", "crazy4-table"} {
		if _, err := st.Load(k); err == nil {
			t.Errorf("a session of a seed wrote %s", k)
		}
	}

	// A saved table, between rounds: re-made at the side bets asked for, credits kept.
	b, err := open(Options{NoSplash: true, Store: st, Game: "crazy4", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	run(t, b, screen, 3)
	act(t, b, "bet", "ante", "")
	act(t, b, "deal", "", "")
	act(t, b, "fold", "", "")
	run(t, b, screen, 5)
	if err := b.Save(); err != nil {
		t.Fatal(err)
	}
	before := offer(t, b)
	c, err := open(Options{NoSplash: true, Store: st, Game: "crazy4", SideBets: "coverAll", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	run(t, c, screen, 5)
	o.Limits = nil
	if err := json.Unmarshal([]byte(c.State()), &o); err != nil {
		t.Fatal(err)
	}
	if o.Limits["coverAll"] == "" || o.Limits["queensUp"] != "" || o.Credits != before.Credits || o.Round != before.Round || !strings.Contains(o.Message, "New table settings") {
		t.Errorf("the saved table asked for coverAll: limits %v, credits %v round %d (before %v, %d), message %q", o.Limits, o.Credits, o.Round, before.Credits, before.Round, o.Message)
	}
}
