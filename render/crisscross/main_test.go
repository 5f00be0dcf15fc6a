package crisscross

import (
	"encoding/json"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/layout"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

// newScene makes a Criss Cross Poker table with options o, and returns it with its plug.
func newScene(t testing.TB, o tbl.Options) (*tbl.Scene, *Table) {
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
	p := New(nil)
	s, err := tbl.New(p, ft, fs, o)
	if err != nil {
		t.Fatal(err)
	}
	return s, p
}

// seeded is the options of a session dealt from seed at speed.
func seeded(seed uint64, speed anim.Speed) tbl.Options {
	return tbl.Options{Seed: seed, Speed: speed}
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
	draw(s, screen)
	// Wait for the drawing: the tests' software renderer would otherwise pile frames up.
	screen.At(0, 0)
}

// draw draws the scene on screen.
func draw(s *tbl.Scene, screen *ebiten.Image) { s.Draw(screen, view(screen)) }

// view is the view of a screen at device scale 1.
func view(screen *ebiten.Image) layout.View {
	b := screen.Bounds()
	return layout.Fit(float64(b.Dx()), float64(b.Dy()), 1)
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
			draw(s, screen)
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

// contains reports whether xs holds x.
func contains(xs []string, x string) bool { return slices.Contains(xs, x) }

// writePNG writes a picture of the screen to out/desktop/crisscross/name.png.
func writePNG(t testing.TB, img *ebiten.Image, name string) {
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

// outDir returns out/desktop/crisscross under the module's root, the git-ignored place for
// pictures.
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
	out := filepath.Join(dir, "out", "desktop", "crisscross")
	return out, os.MkdirAll(out, 0o755)
}
