package crazy4

import (
	"encoding/json"
	"runtime"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/store"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

// newScene makes a Crazy 4 Poker table dealt from seed at speed, keeping what it saves in
// st (nil: nothing).
func newScene(t testing.TB, o tbl.Options) *tbl.Scene {
	t.Helper()
	return newTableOf(t, New(nil), o)
}

// newTableOf makes a table of a plug.
func newTableOf(t testing.TB, p tbl.Plug, o tbl.Options) *tbl.Scene {
	t.Helper()
	// Let the images of earlier tests' scenes go: each one alive slows the renderer down.
	runtime.GC()
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	ft, err := felt.New()
	if err != nil {
		t.Fatal(err)
	}
	if o.Entropy == 0 {
		o.Entropy = 99
	}
	o.SpeedSet = true
	s, err := tbl.New(p, ft, fs, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// seeded is the options of a session dealt from seed at speed.
func seeded(seed uint64, speed anim.Speed, st store.Store) tbl.Options {
	return tbl.Options{Seed: seed, Speed: speed, Store: st}
}

// state reads the scene's state as the hook reports it.
func state(t testing.TB, s *tbl.Scene) tbl.State {
	t.Helper()
	var st tbl.State
	if err := json.Unmarshal([]byte(s.State()), &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// act carries out a command as the hook does, and fails the test if it is refused.
func act(t testing.TB, s *tbl.Scene, name, arg string) {
	t.Helper()
	if msg := s.Act(name, arg); msg != "" {
		t.Fatalf("%s %s: %s", name, arg, msg)
	}
}

// frame runs one Update and one Draw on screen.
func frame(t testing.TB, s *tbl.Scene, screen *ebiten.Image) {
	t.Helper()
	if err := s.Update(); err != nil {
		t.Fatal(err)
	}
	b := screen.Bounds()
	s.Draw(screen, layout.Fit(float64(b.Dx()), float64(b.Dy()), 1))
	// Wait for the drawing: the tests' software renderer would otherwise pile frames up.
	screen.At(0, 0)
}

// settle runs Updates (drawing every tenth) until the table has played everything back,
// for at most limit ticks.
func settle(t testing.TB, s *tbl.Scene, screen *ebiten.Image, limit int) {
	t.Helper()
	for i := range limit {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		if i%10 == 0 && screen != nil {
			b := screen.Bounds()
			s.Draw(screen, layout.Fit(float64(b.Dx()), float64(b.Dy()), 1))
		}
		if i%5 == 0 && !state(t, s).Animating {
			if screen != nil {
				screen.At(0, 0)
			}
			return
		}
	}
	t.Fatalf("still animating after %d ticks", limit)
}
