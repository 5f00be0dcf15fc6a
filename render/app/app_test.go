package app

import (
	"image/color"
	"runtime"
	"testing"

	"felt/internal/cputime"
	"felt/render/ebitentest"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

// open makes an app as New does (its pace told by ebitentest.Now), first letting Ebitengine end a frame, so that the GPU lets go
// of what earlier tests' apps gave it (see ebitentest.Frame).
func open(o Options) (*App, error) {
	runtime.GC()
	ebitentest.Frame()
	a, err := New(o)
	if a != nil {
		// The time a test waits for Ebitengine's frames is not slept (ebitentest.Now).
		a.pace.clock = ebitentest.Now
	}
	return a, err
}

func newApp(t testing.TB) *App {
	t.Helper()
	a, err := open(Options{FreePlayLine: true})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func TestLayoutUsesDevicePixels(t *testing.T) {
	a := newApp(t)
	w, h := a.LayoutF(640, 400)
	if w < 640 || h < 400 || w/640 != h/400 {
		t.Errorf("LayoutF(640, 400) = %v, %v; want the size times the device scale", w, h)
	}
}

func TestFirstFrames(t *testing.T) {
	for _, size := range [][2]int{{1280, 800}, {720, 1280}} {
		a := newApp(t)
		readies := 0
		a.ready = func() { readies++ }
		screen := ebitentest.Target(size[0], size[1])
		for range 3 {
			if err := a.Update(); err != nil {
				t.Fatal(err)
			}
			a.Draw(screen)
		}
		if readies != 1 {
			t.Errorf("%v: the page was told %d times that the game is ready, want once", size, readies)
		}
		if a.View().Width != float64(size[0]) {
			t.Errorf("%v: view %+v", size, a.View())
		}
		c := color.RGBAModel.Convert(screen.At(size[0]/2, size[1]*3/4)).(color.RGBA)
		if !(c.G > c.R+40 && c.G > c.B+20) {
			t.Errorf("%v: the felt below the title is %v, want green", size, c)
		}
		// The name is printed in brass a little above the middle.
		if !hasBrass(screen, size[1]*47/100) {
			t.Errorf("%v: no brass lettering on the title's line", size)
		}
	}
}

// hasBrass reports whether the row just above baseline y crosses brass-coloured lettering.
func hasBrass(img *ebiten.Image, y int) bool {
	for dy := 4; dy < 40; dy += 4 {
		for x := 0; x < img.Bounds().Dx(); x++ {
			c := color.RGBAModel.Convert(img.At(x, y-dy)).(color.RGBA)
			if c.R > 150 && c.G > 120 && c.B < 110 {
				return true
			}
		}
	}
	return false
}

func BenchmarkFrame(b *testing.B) {
	a := newApp(b)
	screen := ebitentest.Target(1280, 800)
	a.Draw(screen) // paint the table and rasterize the glyphs once
	cputime.Loop(b, "frame", 1, func() { a.Draw(screen) })
}
