package crazy4

import (
	"fmt"
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// playOne bets 5 on the Ante, deals and plays 1x (or folds when that is all there is), as
// a new user would.
func playOne(t *testing.T, s *tbl.Scene) {
	t.Helper()
	st := tabletest.State(t, s)
	if contains(st.Legal, "buyin") {
		tabletest.Act(t, s, "buyin", "")
	}
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "deal", "")
	if st := tabletest.State(t, s); contains(st.Legal, "play 1") {
		tabletest.Act(t, s, "play", "1")
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestCreditsAgree plays rounds at instant speed at a table whose table-mates sit down with
// 10 Antes, run out, leave and are replaced often: the credits the table shows, the person's
// and the table-mates', agree with the core's at the end of every round. (That they agree at
// every speed, the playback's pace, is the machinery's: render/table's
// TestCreditsAgreeAtEverySpeed.) It needs no display.
func TestCreditsAgree(t *testing.T) {
	rounds := 100
	if testing.Short() {
		rounds = 3
	}
	cfg := DefaultConfig()
	cfg.Roster = table.Roster()
	for i := range cfg.Roster {
		cfg.Roster[i].BuyIn = 1
	}
	s := tabletest.NewPlanned(t, New(&cfg), tbl.Options{Speed: anim.Instant, Entropy: 12345})
	for r := range rounds {
		playOne(t, s)
		tabletest.Settle(t, s, nil, 20000)
		st := tabletest.State(t, s)
		if st.Mismatches != 0 {
			t.Fatalf("round %d: %d mismatches", r+1, st.Mismatches)
		}
		if st.CreditsShown != st.Credits {
			t.Fatalf("round %d: shows %v credits, the core has %v", r+1, st.CreditsShown, st.Credits)
		}
		core := s.Core()
		for _, m := range st.Mates {
			if want := core.Balance(m.Seat); money.Amount(m.Credits) != want {
				t.Fatalf("round %d: %s shows %v, the core has %v", r+1, m.Name, m.Credits, want)
			}
		}
	}
}

// TestReplayFromLog plays a round live, then replays its recorded events alone into a fresh
// scene: the same state and the same final picture.
func TestReplayFromLog(t *testing.T) {
	for _, o := range []layout.Orientation{layout.Landscape, layout.Portrait} {
		w, h := 640, 400
		if o == layout.Portrait {
			w, h = 360, 640
		}
		screen := ebitentest.Target(w, h)
		live := newScene(t, seeded(77, anim.Fast, nil))
		tabletest.Frame(t, live, screen)
		for range 3 {
			playOne(t, live)
			tabletest.Settle(t, live, screen, 20000)
		}
		log := append([]table.Event(nil), live.Core().Events()...)
		replay := newScene(t, tbl.Options{Seed: 77, Speed: anim.Fast, Log: log})
		tabletest.Frame(t, replay, screen)
		tabletest.Settle(t, replay, screen, 20000)

		tabletest.SameRound(t, tabletest.State(t, live), tabletest.State(t, replay))
		// The same final picture once the banners are down, but for the button area (the
		// replay shows REPLAY where the live table shows its buttons) and the meter's
		// digits (the live meter goes on climbing with the linked tables' wagers).
		for range 300 {
			if err := live.Update(); err != nil {
				t.Fatal(err)
			}
			if err := replay.Update(); err != nil {
				t.Fatal(err)
			}
		}
		pa, pb := tabletest.Picture(live, screen), tabletest.Picture(replay, screen)
		v := layout.Fit(float64(w), float64(h), 1)
		g := live.Stage().Layout()
		if diff := tabletest.Differs(pa, pb, w, v.Rect(g.Buttons.Inset(-12)), v.Rect(g.Meter)); diff > tabletest.EdgePixels {
			dir := tabletest.OutDir(t, "")
			tabletest.WritePixels(t, pa, w, h, dir, fmt.Sprintf("replay-live-%v", o))
			tabletest.WritePixels(t, pb, w, h, dir, fmt.Sprintf("replay-log-%v", o))
			t.Errorf("%v: the replay's picture differs from the live one in %d pixels", o, diff)
		}
		if _, ok := replay.Core().(*crazy4.Table); !ok {
			t.Fatal("the replay's table is not a Crazy 4 Poker table")
		}
		if msg := replay.Hook().Act("deal", ""); msg == "" {
			t.Error("a replay took a command that changes the round")
		}
	}
}
