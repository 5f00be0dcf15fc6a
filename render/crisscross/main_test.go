package crisscross

import (
	"slices"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) { ebitentest.MainMixed(m) }

// newScene makes a Criss Cross Poker table with options o, and returns it with its plug.
func newScene(t testing.TB, o tbl.Options) (*tbl.Scene, *Table) {
	t.Helper()
	p := New(nil)
	return tabletest.New(t, p, o), p
}

// newPlanned is newScene for a test that only lays the table out: it runs with no display.
func newPlanned(t testing.TB, o tbl.Options) (*tbl.Scene, *Table) {
	t.Helper()
	p := New(nil)
	return tabletest.NewPlanned(t, p, o), p
}

// seeded is the options of a session dealt from seed at speed.
func seeded(seed uint64, speed anim.Speed) tbl.Options {
	return tbl.Options{Seed: seed, Speed: speed}
}

// draw draws the scene on screen.
func draw(s *tbl.Scene, screen *ebiten.Image) {
	s.SetView(view(screen))
	s.Draw(screen, view(screen))
}

// view is the view of a screen at device scale 1.
func view(screen *ebiten.Image) layout.View { return tabletest.View(screen) }

// contains reports whether xs holds x.
func contains(xs []string, x string) bool { return slices.Contains(xs, x) }

// writePNG writes a picture of the screen to out/desktop/crisscross/name.png, when the test
// keeps its pictures (tabletest.Pictures).
func writePNG(t testing.TB, img *ebiten.Image, name string) {
	t.Helper()
	if !tabletest.Pictures(t) {
		return
	}
	b := img.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(px)
	tabletest.WritePixels(t, px, b.Dx(), b.Dy(), tabletest.OutDir(t, "crisscross"), name)
}
