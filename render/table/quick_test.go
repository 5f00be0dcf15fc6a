package table_test

import (
	"testing"

	"felt/render/anim"
	"felt/render/input"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestQuickTapsBet taps a circle twice at normal speed, the second tap while the first
// chip still flies to the circle, and fails unless both taps bet: a tap that only hurried
// the chip on lost a player's quick bets (found by play: of ANTE, 6 CARD BONUS and QUEENS
// UP tapped half a second apart, only the Ante was bet). A tap in the round's playback
// still only hurries it on.
func TestQuickTapsBet(t *testing.T) {
	sc := tabletest.Screens[0]
	s, _ := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Normal})
	tabletest.NoticeSeen(t, s)
	tapAt := func(name string) {
		t.Helper()
		tabletest.PlanOn(t, s, sc)
		r, ok := readTouch(t, s).TargetsCSS[name]
		if !ok {
			t.Fatalf("no %q among the targets", name)
		}
		s.Inspect().Inject(input.Gesture{Kind: input.Tap, X: (r[0] + r[2]/2) * sc.Device, Y: (r[1] + r[3]/2) * sc.Device})
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
	}
	tapAt("ante")
	one := readTouch(t, s).Bets["ante"]
	if one == 0 || !tabletest.State(t, s).Animating {
		t.Fatalf("the first tap: ante %v, animating %v; want a chip on its way", one, tabletest.State(t, s).Animating)
	}
	tapAt("ante")
	if got := readTouch(t, s).Bets["ante"]; got != 2*one {
		t.Errorf("a second tap while the first chip flew: ante %v, want %v", got, 2*one)
	}
	tabletest.Act(t, s, "deal", "")
	if !tabletest.State(t, s).Animating {
		t.Fatal("the deal plays nothing back at normal speed")
	}
	bets := readTouch(t, s).Bets
	tapAt("ante")
	if got := readTouch(t, s).Bets; got["ante"] != bets["ante"] {
		t.Errorf("a tap on the Ante in the deal's playback changed the bets: %v, then %v", bets, got)
	}
}
