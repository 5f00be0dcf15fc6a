package crisscross

import (
	"fmt"
	"os"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
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

// bannerSeeds are the first seeds, from 1, whose round (every wager on, played 1x on each
// street, at instant speed) is celebrated at level 1 and at level 2. The search that finds
// them makes a table for every seed it tries (hundreds): it runs with FELT_EXHAUSTIVE=1
// (make test-full), and fails where a seed it finds differs from the one pinned here.
var bannerSeeds = [...]uint64{1: 1, 2: 3}

// bannerRound plays the round of seed as bannerSeeds' search does and returns its table.
func bannerRound(t *testing.T, seed uint64) *tbl.Scene {
	t.Helper()
	s, _ := newPlanned(t, seeded(seed, anim.Instant))
	betAll(t, s)
	tabletest.Act(t, s, "deal", "")
	for i := 0; i < 3 && tabletest.State(t, s).Phase == "deciding"; i++ {
		tabletest.Act(t, s, "play", "1")
	}
	return s
}

// TestLayoutBanner plays a won round and a big win (ten antes and more) and checks the
// settled table on every screen while the banner is up: the banner stands clear of every
// card (the cross that won among them) and inside the felt. A failing screen's picture is
// left in out/browser/layout/ (every picture with FELT_PICTURES=1). The rounds are those of
// bannerSeeds; with FELT_EXHAUSTIVE=1 the seeds are searched for again first.
func TestLayoutBanner(t *testing.T) {
	for level := 1; level <= 2; level++ {
		seed := bannerSeeds[level]
		if os.Getenv("FELT_EXHAUSTIVE") == "1" {
			found := uint64(0)
			for try := uint64(1); try < 600 && found == 0; try++ {
				if bannerRound(t, try).TableShown().BannerLevel == level {
					found = try
				}
			}
			if found != seed {
				t.Errorf("the first round celebrated at level %d is seed %d's, not %d's: pin it in bannerSeeds", level, found, seed)
			}
			if found == 0 {
				continue
			}
			seed = found
		}
		s := bannerRound(t, seed)
		if got := s.TableShown().BannerLevel; got != level {
			t.Fatalf("seed %d is celebrated at level %d, not %d: FELT_EXHAUSTIVE=1 go test -run TestLayoutBanner finds the seed to pin in bannerSeeds", seed, got, level)
		}
		tabletest.Celebrated(t, s, fmt.Sprintf("seed %d banner %d", seed, level), tabletest.Screens, func(sc tabletest.Screen, img *ebiten.Image) {
			tabletest.WriteShot(t, img, fmt.Sprintf("crisscross-%s-banner%d", sc.Name, level))
		})
	}
}

// TestNoticeTakesFirstClick: the notice of the first start goes at the first click, which
// does nothing else (a click meant for the notice must not bet); the next click bets. A key
// likewise only takes it down.
func TestNoticeTakesFirstClick(t *testing.T) {
	for _, by := range []string{"click", "key"} {
		s, _ := newScene(t, seeded(7, anim.Instant))
		screen := ebitentest.Target(1280, 800)
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
