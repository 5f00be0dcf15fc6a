package app

import (
	"encoding/json"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"
)

// TestHelpAndSettingsOverARound opens the help and the settings pages over a round in
// play, by the hook: each shows over the table, the help goes through its pages, a setting
// changed on the settings page is the table's, and back at the table the round is exactly
// where it was.
func TestHelpAndSettingsOverARound(t *testing.T) {
	st := &store.Memory{}
	a, err := open(Options{NoSplash: true, Store: st, Game: "crazy4", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	run(t, a, screen, 3)
	act(t, a, "bet", "ante", "")
	act(t, a, "deal", "", "")
	run(t, a, screen, 3)
	before := readState(t, a)
	if before.Screen != "" || before.Phase == "" {
		t.Fatalf("at the table: screen %q, phase %q", before.Screen, before.Phase)
	}
	act(t, a, "screen", "help", "")
	run(t, a, screen, 2)
	var help struct {
		Screen string `json:"screen"`
		Help   struct {
			Game  string   `json:"game"`
			Page  string   `json:"page"`
			Pages []string `json:"pages"`
		} `json:"help"`
	}
	if err := json.Unmarshal([]byte(a.State()), &help); err != nil {
		t.Fatal(err)
	}
	if help.Screen != "help" || help.Help.Game != "crazy4" || help.Help.Page != "play-1" || len(help.Help.Pages) < 8 {
		t.Fatalf("the help page: %+v", help)
	}
	for _, p := range help.Help.Pages {
		act(t, a, "set", "page="+p, "")
		run(t, a, screen, 1)
	}
	act(t, a, "back", "", "")
	act(t, a, "screen", "settings", "")
	act(t, a, "set", "effects=30", "")
	act(t, a, "set", "mates=off", "")
	run(t, a, screen, 2)
	act(t, a, "back", "", "")
	run(t, a, screen, 2)
	after := readState(t, a)
	if after.Screen != "" || after.Phase != before.Phase || after.Round != before.Round || after.Credits != before.Credits {
		t.Errorf("back at the table: screen %q, phase %s, round %d, credits %v; was %s, %d, %v",
			after.Screen, after.Phase, after.Round, after.Credits, before.Phase, before.Round, before.Credits)
	}
	var prefs struct {
		Effects   int  `json:"effects"`
		ShowMates bool `json:"showMates"`
	}
	if err := json.Unmarshal([]byte(a.State()), &prefs); err != nil {
		t.Fatal(err)
	}
	if prefs.Effects != 30 || prefs.ShowMates {
		t.Errorf("the table's settings after the settings page: %+v", prefs)
	}
}
