package crazy4

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/command"
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// findRound looks for a session seed whose first round, with the bets of these tests and a
// Play wager of 1x, makes what happened say yes. It plays the rules core alone, which is fast.
func findRound(t *testing.T, limit uint64, happened func(tb *crazy4.Table) bool) uint64 {
	t.Helper()
	eval := hand.New()
	for seed := uint64(1); seed <= limit; seed++ {
		cfg := DefaultConfig()
		cfg.Seed = seed
		tb, err := crazy4.NewTable(cfg, eval)
		if err != nil {
			t.Fatal(err)
		}
		p := tb.Person()
		for _, b := range []struct {
			w table.Wager
			a money.Amount
		}{{crazy4.Ante, money.Credits(25)}, {crazy4.QueensUp, money.Credits(5)}, {crazy4.Progressive, money.Credits(1)}} {
			if err := tb.Bet(p, b.w, b.a); err != nil {
				t.Fatal(err)
			}
		}
		if err := tb.Deal(roundSeed(seed, tb.Round())); err != nil {
			t.Fatal(err)
		}
		if tb.Turn() == p {
			if err := tb.Decide(p, table.Bet1x); err != nil {
				t.Fatal(err)
			}
		}
		if happened(tb) {
			return seed
		}
	}
	t.Skipf("no such round in %d seeds", limit)
	return 0
}

// playRound plays the first round of seed in a scene at instant speed with the bets of
// findRound.
func playRound(t *testing.T, seed uint64) *Scene {
	t.Helper()
	s := newScene(t, seed, anim.Instant, nil)
	bet(t, s)
	act(t, s, command.Deal, "")
	if s.core.Turn() == s.person {
		act(t, s, command.Play, "1")
	}
	return s
}

// TestEnvy plays a round in which a table-mate's hand earns the person an Envy Bonus: the
// badge shows on the person's seat and the seat that caused it glows.
func TestEnvy(t *testing.T) {
	seed := findRound(t, 20000, func(tb *crazy4.Table) bool {
		for _, e := range tb.Events() {
			if e.Kind == table.Paid && e.Result == table.EnvyPay && int(e.Seat) == tb.Person() {
				return true
			}
		}
		return false
	})
	s := playRound(t, seed)
	st := &s.seats[s.person]
	if !strings.HasPrefix(st.tag.Text(), "ENVY +") || st.tagA.At(s.now) != 1 {
		t.Errorf("the person's tag is %q", st.tag.Text())
	}
	caused := false
	for i := range s.seats {
		if s.seats[i].cause.At(s.now) == 1 {
			caused = true
		}
	}
	if !caused {
		t.Error("no seat shows that it caused the Envy Bonus")
	}
	if s.credits != s.core.Balance(s.person) {
		t.Errorf("credits shown %v, core %v", s.credits, s.core.Balance(s.person))
	}
	shoot(t, s, "envy")
}

// TestJackpot plays a round in which the person hits the progressive: the meter counts down
// into the credits, and the win is celebrated.
func TestJackpot(t *testing.T) {
	if testing.Short() {
		t.Skip("searching for four aces takes a few seconds")
	}
	seed := findRound(t, 400000, func(tb *crazy4.Table) bool {
		return tb.Result(tb.Person()).Wagers[crazy4.Progressive].Result == table.JackpotPay
	})
	s := newScene(t, seed, anim.Normal, nil)
	screen := ebiten.NewImage(640, 400)
	before := s.meter.Shown()
	bet(t, s)
	act(t, s, command.Deal, "")
	act(t, s, command.Skip, "")
	act(t, s, command.Play, "1")
	lowest := before
	for i := 0; i < 60*60 && s.animating(); i++ {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		if i%20 == 0 {
			s.Draw(screen, layout.Fit(640, 400, 1))
		}
		lowest = min(lowest, s.meter.Shown())
		if s.jackpotShown() < 0 {
			t.Fatal("the jackpot counts into the credits backwards")
		}
	}
	if lowest > before/10 {
		t.Errorf("the meter went no lower than %v while the jackpot of about %v counted off it", lowest, before)
	}
	if s.banner.level != 3 {
		t.Errorf("the celebration is level %d, want the jackpot's", s.banner.level)
	}
	if s.credits != s.core.Balance(s.person) {
		t.Errorf("credits shown %v, core %v", s.credits, s.core.Balance(s.person))
	}
	shoot(t, s, "jackpot")
}

// shoot draws a scene as it stands into out/desktop/name.png.
func shoot(t *testing.T, s *Scene, name string) {
	t.Helper()
	screen := ebiten.NewImage(1280, 800)
	s.Draw(screen, layout.Fit(1280, 800, 1))
	writePNG(t, screen, name)
}

func writePNG(t *testing.T, img *ebiten.Image, name string) {
	t.Helper()
	dir, err := outDir()
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

// outDir returns out/desktop under the module's root, the git-ignored place for pictures.
func outDir() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", os.ErrNotExist
		}
		dir = parent
	}
	out := filepath.Join(dir, "out", "desktop")
	return out, os.MkdirAll(out, 0o755)
}
