package crazy4

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/layout"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// playOne bets 5 on the Ante, deals and plays 1x (or folds when that is all there is), as
// a new user would.
func playOne(t *testing.T, s *tbl.Scene) {
	t.Helper()
	st := state(t, s)
	if contains(st.Legal, "buyin") {
		act(t, s, "buyin", "")
	}
	act(t, s, "chip", "5")
	act(t, s, "bet", "ante")
	act(t, s, "deal", "")
	if st := state(t, s); contains(st.Legal, "play 1") {
		act(t, s, "play", "1")
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

// TestCreditsAgreeAtEverySpeed plays rounds at normal and fast speed, waiting for the
// playback each time, and at instant speed: the credits the table shows, the person's and
// the table-mates', agree with the core's at the end of every round.
func TestCreditsAgreeAtEverySpeed(t *testing.T) {
	screen := ebiten.NewImage(640, 400)
	for _, sp := range []anim.Speed{anim.Normal, anim.Fast, anim.Instant} {
		rounds := 40
		if sp != anim.Instant {
			rounds = 8
		}
		if testing.Short() {
			rounds = 3
		}
		s := newScene(t, tbl.Options{Speed: sp, Entropy: 12345})
		if sp == anim.Instant {
			// Table-mates who sit down with 10 Antes run out, leave and are replaced often.
			cfg := DefaultConfig()
			cfg.Roster = table.Roster()
			for i := range cfg.Roster {
				cfg.Roster[i].BuyIn = 1
			}
			s = newTableOf(t, New(&cfg), tbl.Options{Speed: sp, Entropy: 12345})
			rounds = 100
		}
		for r := range rounds {
			playOne(t, s)
			settle(t, s, screen, 20000)
			st := state(t, s)
			if st.Mismatches != 0 {
				t.Fatalf("%v, round %d: %d mismatches", sp, r+1, st.Mismatches)
			}
			if st.CreditsShown != st.Credits {
				t.Fatalf("%v, round %d: shows %v credits, the core has %v", sp, r+1, st.CreditsShown, st.Credits)
			}
			core := s.Core()
			for _, m := range st.Mates {
				if want := core.Balance(m.Seat); money.Amount(m.Credits) != want {
					t.Fatalf("%v, round %d: %s shows %v, the core has %v", sp, r+1, m.Name, m.Credits, want)
				}
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
		screen := ebiten.NewImage(w, h)
		live := newScene(t, seeded(77, anim.Fast, nil))
		frame(t, live, screen)
		for range 3 {
			playOne(t, live)
			settle(t, live, screen, 20000)
		}
		log := append([]table.Event(nil), live.Core().Events()...)
		replay := newScene(t, tbl.Options{Seed: 77, Speed: anim.Fast, Log: log})
		frame(t, replay, screen)
		settle(t, replay, screen, 20000)

		a, b := state(t, live), state(t, replay)
		if !b.Replay {
			t.Fatal("the replay does not say it is one")
		}
		for _, c := range []struct {
			name string
			x, y any
		}{
			{"round", a.Round, b.Round}, {"phase", a.Phase, b.Phase}, {"credits shown", a.CreditsShown, b.CreditsShown},
			{"cards", a.Cards, b.Cards}, {"hand", a.Hand, b.Hand}, {"best", a.Best, b.Best},
			{"dealer", a.Dealer, b.Dealer}, {"results", a.Results, b.Results}, {"mates", a.Mates, b.Mates},
		} {
			if fmt.Sprint(c.x) != fmt.Sprint(c.y) {
				t.Errorf("%v: %s: live %v, replay %v", o, c.name, c.x, c.y)
			}
		}
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
		pa, pb := picture(live, screen), picture(replay, screen)
		v := layout.Fit(float64(w), float64(h), 1)
		g := live.Layout()
		if diff := differs(pa, pb, w, v.Rect(g.Buttons.Inset(-12)), v.Rect(g.Meter)); diff > 0 {
			writePNG(t, fmt.Sprintf("replay-live-%v.png", o), pa, w, h)
			writePNG(t, fmt.Sprintf("replay-log-%v.png", o), pb, w, h)
			t.Errorf("%v: the replay's picture differs from the live one in %d pixels", o, diff)
		}
		if _, ok := replay.Core().(*crazy4.Table); !ok {
			t.Fatal("the replay's table is not a Crazy 4 Poker table")
		}
		if msg := replay.Act("deal", ""); msg == "" {
			t.Error("a replay took a command that changes the round")
		}
	}
}

// picture draws the scene and returns its pixels.
func picture(s *tbl.Scene, screen *ebiten.Image) []byte {
	screen.Clear()
	b := screen.Bounds()
	s.Draw(screen, layout.Fit(float64(b.Dx()), float64(b.Dy()), 1))
	px := make([]byte, 4*b.Dx()*b.Dy())
	screen.ReadPixels(px)
	return px
}

// differs counts the pixels that differ outside the rectangles out (device pixels) of an
// image w pixels wide, by more than the renderer's rounding.
func differs(a, b []byte, w int, out ...layout.Rect) int {
	if len(a) != len(b) {
		return len(a)
	}
	n := 0
next:
	for i := 0; i < len(a); i += 4 {
		x, y := float64(i/4%w), float64(i/4/w)
		for _, r := range out {
			if x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H {
				continue next
			}
		}
		for k := range 4 {
			// The software renderer's rounding may differ by a unit between two scenes.
			if d := int(a[i+k]) - int(b[i+k]); d > 2 || d < -2 {
				n++
				break
			}
		}
	}
	return n
}

// writePNG keeps a picture of a failure in out/desktop/ for a person to look at.
func writePNG(t *testing.T, name string, px []byte, w, h int) {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	copy(img.Pix, px)
	dir := filepath.Join("..", "..", "out", "desktop")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
