package crazy4

import (
	"testing"

	"felt/render/anim"
	"felt/render/command"
	"felt/render/ebitentest"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

// newScene makes a table dealt from seed at speed.
func newScene(t testing.TB, seed uint64, speed anim.Speed) *Scene {
	t.Helper()
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	tbl, err := felt.New()
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(tbl, fs, Options{Seed: seed, Speed: speed, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// frame runs one Update and one Draw on screen.
func frame(t testing.TB, s *Scene, screen *ebiten.Image) {
	t.Helper()
	if err := s.Update(); err != nil {
		t.Fatal(err)
	}
	b := screen.Bounds()
	s.Draw(screen, layout.Fit(float64(b.Dx()), float64(b.Dy()), 1))
}

func do(t testing.TB, s *Scene, name command.Name, arg string) {
	t.Helper()
	s.mu.Lock()
	err := s.Do(command.Command{Name: name, Arg: arg})
	s.mu.Unlock()
	if err != nil {
		t.Fatalf("%s %s: %v", name, arg, err)
	}
}

func TestFirstFrame(t *testing.T) {
	s := newScene(t, 7, anim.Normal)
	screen := ebiten.NewImage(1280, 800)
	frame(t, s, screen)
	frame(t, s, screen)
}
