// Package ebitentest runs a package's tests inside Ebitengine's game loop, so that they can
// make images, draw, and read pixels back.
//
// On Linux the loop needs an X display: run such tests under xvfb-run, as make test does.
package ebitentest

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type loop struct {
	m    *testing.M
	code int
}

func (l *loop) Update() error {
	l.code = l.m.Run()
	return ebiten.Termination
}

func (*loop) Draw(*ebiten.Image) {}

func (*loop) Layout(int, int) (int, int) { return 16, 16 }

// Main runs the tests of m from the first Update of a hidden game and exits with their status.
// Call it from TestMain.
func Main(m *testing.M) {
	ebiten.SetWindowSize(16, 16)
	l := &loop{m: m}
	op := &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}
	if err := ebiten.RunGameWithOptions(l, op); err != nil {
		os.Stderr.WriteString("ebitentest: " + err.Error() + "\n" +
			"ebitentest: these tests need a display; on Linux run them under xvfb-run -a (make test does)\n")
		os.Exit(2)
	}
	os.Exit(l.code)
}
