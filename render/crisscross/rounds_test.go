package crisscross

import (
	"felt/render/hook"
	"fmt"
	"testing"

	"felt/game/money"
	"felt/render/anim"
	"felt/render/credits"
	"felt/render/ebitentest"
	"felt/render/input"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// betAll places the antes at 5, the Five Card Bonus at 5 and both wheels' wagers at their
// least, by commands.
func betAll(t testing.TB, s *tbl.Scene) {
	t.Helper()
	if contains(tabletest.State(t, s).Legal, "buyin") {
		tabletest.Act(t, s, "buyin", "")
	}
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "bet", "bonus")
	tabletest.Act(t, s, "bet", "spin")
	tabletest.Act(t, s, "bet", "xtreme")
}

// decider picks the person's decision on a street from the legal ones.
type decider func(street string, legal []string) string

// always1 bets 1x on every street.
func always1(string, []string) string { return "play 1" }

// playStreets decides every street the person is asked, waiting for the playback before
// each decision when screen is not nil (the table's own pace), until the round is done.
func playStreets(t testing.TB, s *tbl.Scene, screen *ebiten.Image, d decider) {
	t.Helper()
	for range 3 {
		if screen != nil {
			tabletest.Settle(t, s, screen, 30000)
		}
		st := tabletest.State(t, s)
		if st.Phase != "deciding" {
			return
		}
		if st.Turn != st.Seat {
			t.Fatalf("the round waits on seat %d, not the person's %d", st.Turn, st.Seat)
		}
		cmd := d(st.Street, st.Legal)
		if !contains(st.Legal, cmd) {
			t.Fatalf("%s street: %q is not legal (%v)", st.Street, cmd, st.Legal)
		}
		name, arg := cmd, ""
		if len(cmd) > 5 && cmd[:5] == "play " {
			name, arg = "play", cmd[5:]
		}
		tabletest.Act(t, s, name, arg)
	}
	if st := tabletest.State(t, s); st.Phase != "done" {
		t.Fatalf("after three streets the round is %s", st.Phase)
	}
}

// checkCredits fails the test when the credits the table shows, the person's and the
// table-mates', disagree with the core's.
func checkCredits(t testing.TB, s *tbl.Scene, what string) {
	t.Helper()
	st := tabletest.State(t, s)
	if st.Mismatches != 0 {
		t.Fatalf("%s: %d mismatches", what, st.Mismatches)
	}
	if st.CreditsShown != st.Credits {
		t.Fatalf("%s: shows %v credits, the core has %v", what, st.CreditsShown, st.Credits)
	}
	core := s.Core()
	for _, m := range st.Mates {
		if want := core.Balance(m.Seat); money.Amount(m.Credits) != want {
			t.Fatalf("%s: %s shows %v, the core has %v", what, m.Name, m.Credits, want)
		}
	}
}

// TestCreditsAgree plays whole rounds through the three streets by commands at instant
// speed: the credits the table shows agree with the core's at the end of every round, and
// each round ends with its result line, both hands named with their five cards and every
// community card face up. (That the credits agree at every speed, the playback's pace, is
// the machinery's: render/table's TestCreditsAgreeAtEverySpeed.) It needs no display.
func TestCreditsAgree(t *testing.T) {
	rounds := 40
	if testing.Short() {
		rounds = 2
	}
	s, _ := newPlanned(t, tbl.Options{Speed: anim.Instant, Entropy: 12345})
	for r := range rounds {
		betAll(t, s)
		tabletest.Act(t, s, "deal", "")
		playStreets(t, s, nil, always1)
		tabletest.Settle(t, s, nil, 30000)
		checkCredits(t, s, fmt.Sprintf("round %d", r+1))
		st := tabletest.State(t, s)
		if st.Results == nil || len(st.Results.Wagers) == 0 {
			t.Fatalf("round %d: no result line", r+1)
		}
		if len(st.Hands) != 2 || st.Hands[0].For != "across" || st.Hands[1].For != "down" || len(st.Hands[0].Best) != 5 || len(st.Hands[1].Best) != 5 {
			t.Fatalf("round %d: hands %+v", r+1, st.Hands)
		}
		for p, c := range st.Community {
			if c == "" {
				t.Fatalf("round %d: community card %d face down at the end", r+1, p)
			}
		}
	}
}

// TestFoldOnEachStreet folds on the Across, the Down and the Middle street in turn: the
// round ends for the person there, the street bets made before are lost, and the credits
// agree.
func TestFoldOnEachStreet(t *testing.T) {
	screen := ebitentest.Target(640, 400)
	for street, name := range []string{"across", "down", "middle"} {
		s, _ := newScene(t, tbl.Options{Speed: anim.Fast, Seed: 31 + uint64(street)})
		tabletest.Frame(t, s, screen)
		betAll(t, s)
		tabletest.Act(t, s, "deal", "")
		fold := func(st string, legal []string) string {
			if st == name {
				return "fold"
			}
			return "play 2"
		}
		playStreets(t, s, screen, fold)
		tabletest.Settle(t, s, screen, 30000)
		checkCredits(t, s, "fold on "+name)
		st := tabletest.State(t, s)
		res := map[string]hook.WagerState{}
		for _, w := range st.Results.Wagers {
			res[w.Wager] = w
		}
		for _, w := range []string{"anteAcross", "anteDown"} {
			if res[w].Result != "fold" {
				t.Errorf("fold on %s: %s ended %q", name, w, res[w].Result)
			}
		}
		made := map[string]bool{"across": street > 0, "down": street > 1}
		for w, in := range made {
			if got := res[w]; in && (got.Result != "fold" || got.Staked != credits.Amount(money.Credits(10))) {
				t.Errorf("fold on %s: the %s bet ended %+v", name, w, got)
			}
		}
		if r := res["fiveCard"].Result; r == "fold" || r == "" {
			t.Errorf("fold on %s: the Five Card Bonus ended %q: it stays in action", name, r)
		}
		if len(st.Hands) != 0 {
			t.Errorf("fold on %s: a folded hand is still named: %+v", name, st.Hands)
		}
	}
}

// TestRoundsByClicks plays rounds by clicking on the targets the hook reports: a chip, the
// circles, DEAL, and a decision on each street.
func TestRoundsByClicks(t *testing.T) {
	screen := ebitentest.Target(640, 400)
	s, _ := newScene(t, tbl.Options{Speed: anim.Fast, Seed: 77})
	tabletest.Frame(t, s, screen)
	tabletest.NoticeSeen(t, s)
	click := func(target string) {
		t.Helper()
		tabletest.Settle(t, s, screen, 30000) // a click while something moves only finishes it
		st := tabletest.State(t, s)
		at, ok := st.Targets[target]
		if !ok {
			t.Fatalf("no target %q (have %v)", target, keys(st.Targets))
		}
		x, y := view(screen).ToDevice(at[0], at[1])
		s.Inspect().Inject(input.Gesture{Kind: input.Tap, X: x, Y: y})
		tabletest.Frame(t, s, screen)
	}
	for r := range 3 {
		click("chip5")
		click("anteAcross")
		click("anteDown")
		click("fiveCard")
		click("bonusSpin")
		st := tabletest.State(t, s)
		if st.Bets["anteAcross"] != credits.Amount(money.Credits(10)) || st.Bets["anteDown"] != st.Bets["anteAcross"] {
			t.Fatalf("round %d: antes %v and %v after two clicks of 5", r+1, st.Bets["anteAcross"], st.Bets["anteDown"])
		}
		click("deal")
		for range 3 {
			tabletest.Settle(t, s, screen, 30000)
			if tabletest.State(t, s).Phase != "deciding" {
				break
			}
			click([]string{"play 1", "play 3", "play 2"}[r])
		}
		tabletest.Settle(t, s, screen, 30000)
		checkCredits(t, s, fmt.Sprintf("round %d by clicks", r+1))
		if st := tabletest.State(t, s); st.Phase != "done" || st.Results == nil {
			t.Fatalf("round %d by clicks: %s, results %v", r+1, st.Phase, st.Results)
		}
	}
}

func keys(m map[string][2]float64) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
