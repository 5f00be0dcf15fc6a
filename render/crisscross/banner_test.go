package crisscross

import (
	"fmt"
	"testing"

	"felt/render/anim"
	"felt/render/input"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestBannerLeaves: the celebration of a won round stays up while the player looks (it
// would stand over the cross for seconds), and goes within a fifth of a second once the
// player acts at the next betting, so that it never covers the cross being bet on.
func TestBannerLeaves(t *testing.T) {
	for seed := uint64(1); seed < 400; seed++ {
		s, _ := newScene(t, seeded(seed, anim.Normal))
		betAll(t, s)
		tabletest.Act(t, s, "deal", "")
		for i := 0; i < 3 && tabletest.State(t, s).Phase == "deciding"; i++ {
			tabletest.Act(t, s, "play", "1")
		}
		tabletest.Act(t, s, "skip", "")
		if s.TableShown().Banner == "" {
			continue
		}
		tick := func(n int) {
			for range n {
				if err := s.Update(); err != nil {
					t.Fatal(err)
				}
			}
		}
		tick(15)
		if s.TableShown().Banner == "" {
			t.Fatalf("seed %d: the banner went by itself at once", seed)
		}
		tabletest.Act(t, s, "bet", "ante")
		tick(15)
		if b := s.TableShown().Banner; b != "" {
			t.Errorf("seed %d: the banner %q still stands over the betting after a bet", seed, b)
		}
		return
	}
	t.Fatal("no won round in 400 seeds")
}

// TestLayoutBanner plays a won round and a big win (ten antes and more) and checks the
// settled table on every screen while the banner is up: the banner stands clear of every
// card (the cross that won among them) and inside the felt. It leaves the pictures in
// out/browser/layout/.
func TestLayoutBanner(t *testing.T) {
	for level := 1; level <= 2; level++ {
		found := false
		for seed := uint64(1); seed < 600 && !found; seed++ {
			s, _ := newScene(t, seeded(seed, anim.Instant))
			betAll(t, s)
			tabletest.Act(t, s, "deal", "")
			for i := 0; i < 3 && tabletest.State(t, s).Phase == "deciding"; i++ {
				tabletest.Act(t, s, "play", "1")
			}
			if s.TableShown().BannerLevel != level {
				continue
			}
			found = true
			tabletest.Celebrated(t, s, fmt.Sprintf("seed %d banner %d", seed, level), tabletest.Screens, func(sc tabletest.Screen, img *ebiten.Image) {
				tabletest.WriteShot(t, img, fmt.Sprintf("crisscross-%s-banner%d", sc.Name, level))
			})
		}
		if !found {
			t.Errorf("no round in 600 seeds is celebrated at level %d", level)
		}
	}
}

// TestNoticeTakesFirstClick: the notice of the first start goes at the first click, which
// does nothing else (a click meant for the notice must not bet); the next click bets. A key
// likewise only takes it down.
func TestNoticeTakesFirstClick(t *testing.T) {
	for _, by := range []string{"click", "key"} {
		s, _ := newScene(t, seeded(7, anim.Instant))
		screen := ebiten.NewImage(1280, 800)
		tabletest.Frame(t, s, screen)
		if got := tabletest.State(t, s).Notice; got != "adult" {
			t.Fatalf("notice %q on a first start", got)
		}
		act := func() {
			if by == "key" {
				s.InjectKey(ebiten.KeyA) // A: the antes
			} else {
				p, ok := tabletest.State(t, s).Targets["anteAcross"]
				if !ok {
					t.Fatal("no Ante Across circle to click")
				}
				x, y := view(screen).ToDevice(p[0], p[1])
				s.Inject(input.Gesture{Kind: input.Tap, X: x, Y: y})
			}
			tabletest.Frame(t, s, screen)
		}
		act()
		st := tabletest.State(t, s)
		if st.Notice != "" {
			t.Fatalf("by %s: the notice %q stays after the first input", by, st.Notice)
		}
		if staked(st.Bets) {
			t.Errorf("by %s: the input that took the notice down also bet %v", by, st.Bets)
		}
		act()
		if st := tabletest.State(t, s); !staked(st.Bets) {
			t.Errorf("by %s: the second input did not bet", by)
		}
	}
}

// staked reports whether any bet is on.
func staked(bets map[string]tbl.Credits) bool {
	for _, a := range bets {
		if a != 0 {
			return true
		}
	}
	return false
}
