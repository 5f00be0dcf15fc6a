package table_test

import (
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/input"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestDemoHandsOver runs the self-playing demonstration at the duel (which has no advisor:
// the demonstration bets its DemoBets and folds): it plays round after round with the credits
// shown agreeing; the first key hands the seat over and does only that (no deal, no bet), and
// the demonstration plays no more; a tap hands it over too. (Moved from crazy4 TestDemo,
// which keeps the demonstration's rounds at its own table.) It needs no display.
func TestDemoHandsOver(t *testing.T) {
	v := layout.Fit(1280, 800, 1)
	ticks := func(s *tbl.Scene, n int) {
		t.Helper()
		for range n {
			if err := s.Update(); err != nil {
				t.Fatal(err)
			}
		}
	}
	s, _ := newDuelTable(t, tbl.Options{Demo: true, Entropy: 3, Speed: anim.Instant})
	s.SetView(v)
	ticks(s, 200)
	c := s.Core()
	if c.Round() < 5 {
		t.Fatalf("the demonstration played %d rounds in 200 ticks", c.Round())
	}
	st := tabletest.State(t, s)
	if !st.Demo || st.Mismatches != 0 {
		t.Errorf("demo %v, %d mismatches", st.Demo, st.Mismatches)
	}
	// The first input (here the Deal key) hands the seat over, and does only that.
	r, bets := c.Round(), c.Bets(s.Person())
	s.Inspect().InjectKey(ebiten.KeyD)
	ticks(s, 1)
	st = tabletest.State(t, s)
	if st.Demo {
		t.Fatal("a key did not stop the demonstration")
	}
	if !strings.HasPrefix(st.Message, "Your seat") {
		t.Errorf("the table says %q at the hand-over", st.Message)
	}
	if c.Round() != r || c.Bets(s.Person()) != bets {
		t.Error("the key that handed the seat over also acted")
	}
	ticks(s, 100)
	if c.Round() > r {
		t.Error("the demonstration played on after handing the seat over")
	}
	// A tap hands over too.
	d, _ := newDuelTable(t, tbl.Options{Demo: true, Entropy: 4, Speed: anim.Normal})
	d.SetView(v)
	ticks(d, 300)
	d.Inspect().Inject(input.Gesture{Kind: input.Tap, X: 640, Y: 400})
	ticks(d, 1)
	if tabletest.State(t, d).Demo {
		t.Error("a tap did not stop the demonstration")
	}
}

// TestDemoSaysNoSkip checks that the demonstration (attract mode's tables play one) never
// says "click to skip" while a round moves: any input there hands the seat over, it skips
// nothing. At the person's own table a moving round says it. It needs no display.
func TestDemoSaysNoSkip(t *testing.T) {
	v := layout.Fit(1280, 800, 1)
	skip := func(s *tbl.Scene) (said, moved bool) {
		t.Helper()
		for range 600 {
			if err := s.Update(); err != nil {
				t.Fatal(err)
			}
			if !tabletest.State(t, s).Animating {
				continue
			}
			moved = true
			for _, b := range s.Inspect().Plan(v) {
				if b.Name == "click to skip" {
					return true, true
				}
			}
		}
		return false, moved
	}
	d, _ := newDuelTable(t, tbl.Options{Demo: true, Entropy: 5, Speed: anim.Normal})
	d.SetView(v)
	if said, moved := skip(d); !moved || said {
		t.Errorf("the demonstration: a round moved %v, said click to skip %v; want moved, not said", moved, said)
	}
	s, _ := newDuelTable(t, tbl.Options{Entropy: 5, Speed: anim.Normal})
	s.SetView(v)
	tabletest.NoticeSeen(t, s)
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "deal", "")
	if said, _ := skip(s); !said {
		t.Error("the person's own round never said click to skip: the test looks for the wrong words")
	}
}

// TestHandOverSaysWhatToDo hands the demonstration over by a key at each moment of a round:
// the table says what the player can do now, as the table stands once the key has finished
// what was being shown (the decision awaited, or the bets to place). (Moved from
// render/crazy4.) It needs no display.
func TestHandOverSaysWhatToDo(t *testing.T) {
	seen := map[bool]bool{}
	for tick := 0; tick < 900; tick += 37 {
		s, _ := newDuelTable(t, tbl.Options{Seed: 11, Demo: true, Speed: anim.Fast})
		for range tick {
			if err := s.Update(); err != nil {
				t.Fatal(err)
			}
		}
		s.Inspect().InjectKey(ebiten.KeyShift)
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		st := tabletest.State(t, s)
		if st.Demo {
			t.Fatalf("tick %d: the key did not hand the seat over", tick)
		}
		deciding := st.Phase == "deciding" && st.Turn == st.Seat
		seen[deciding] = true
		switch {
		case deciding && !strings.HasPrefix(st.Message, "Your seat: your decision: FOLD (key F)"):
			t.Errorf("tick %d: a decision awaits (%v), the message says %q", tick, st.Legal, st.Message)
		case !deciding && st.Message != "Your seat: place your bets." && st.Phase != "deciding":
			t.Errorf("tick %d: phase %s, the message says %q", tick, st.Phase, st.Message)
		}
	}
	if !seen[true] || !seen[false] {
		t.Errorf("the hand-overs met a decision awaited %v, the betting %v: want both", seen[true], seen[false])
	}
}
