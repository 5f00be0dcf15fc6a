// Package ebitentest runs a package's tests inside Ebitengine's game loop, so that they can
// make images, draw, and read pixels back.
//
// On Linux the loop needs an X display: run such tests under xvfb-run, as make test does.
// Without one, and under go test -short, there is no loop: Main skips every test of its
// package, and MainMixed runs them without it, each test that draws skipping itself (Need).
package ebitentest

import (
	"flag"
	"fmt"
	"image"
	"os"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// loop is the hidden game the tests run in. The tests run on their own goroutines while the
// game's Update waits for them, as if one long Update held them all, until one asks for a
// frame (Frame): then Update returns, Ebitengine ends the frame, and the next Update lets the
// tests go on.
type loop struct {
	m       *testing.M
	started bool
	code    int
	done    chan int      // the tests' status, when they are done
	yield   chan struct{} // a test asks for the frame to end
	resume  chan struct{} // the next frame has begun
	frame   sync.Mutex    // one Frame at a time
	ticks   int           // Tick's calls since the last frame it ended
	stalled time.Duration // the time spent in Frame, which Now leaves out
}

// theLoop is the test binary's game loop, or nil before Main: Ebitengine runs one game a
// process, so there is one a binary.
var theLoop *loop

func (l *loop) Update() error {
	if !l.started {
		l.started = true
		go func() { l.done <- l.m.Run() }()
	} else {
		l.resume <- struct{}{}
	}
	select {
	case l.code = <-l.done:
		return ebiten.Termination
	case <-l.yield:
		return nil
	}
}

func (*loop) Draw(*ebiten.Image) {}

func (*loop) Layout(int, int) (int, int) { return 16, 16 }

// Main runs the tests of m from the first Update of a hidden game and exits with their status.
// Call it from TestMain. Under -short, or on Linux without an X display, it skips them all
// (and the benchmarks) and says why: go test reports the package with "no tests to run".
func Main(m *testing.M) {
	if why := noLoop(); why != "" {
		fmt.Fprintf(os.Stderr, "ebitentest: skipping every test of this package: they draw, and %s\n", why)
		if err := flag.Set("test.skip", "."); err != nil {
			os.Stderr.WriteString("ebitentest: " + err.Error() + "\n")
			os.Exit(2)
		}
		os.Exit(m.Run())
	}
	run(m)
}

// MainMixed is Main for a package of whose tests only some draw: under -short, or without a
// display, it runs them all outside a game loop, and each test that draws skips itself
// (Need). Call it from TestMain.
func MainMixed(m *testing.M) {
	if noLoop() != "" {
		os.Exit(m.Run())
	}
	run(m)
}

// Need skips the test when there is no game loop to draw in (-short, or no display): call it
// before a test's first image.
func Need(t testing.TB) {
	t.Helper()
	if theLoop == nil {
		t.Skip("ebitentest: skipping: this test draws, and " + noLoop())
	}
}

// Drawing reports whether the tests run in a game loop, where they can draw and read pixels
// back; without one (-short, no display) a test may still make images and lay out scenes.
func Drawing() bool { return theLoop != nil }

// noLoop says why the tests run without a game loop: under -short, or on Linux without an
// X display; "" when they run in one.
func noLoop() string {
	if !flag.Parsed() {
		flag.Parse()
	}
	switch {
	case testing.Short():
		return "go test -short runs no game loop"
	case runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "":
		return "there is no X display (DISPLAY is unset; run under xvfb-run -a)"
	}
	return ""
}

// run runs the tests of m from the first Update of a hidden game and exits with their status.
func run(m *testing.M) {
	quiet, err := silence()
	if err != nil {
		os.Stderr.WriteString("ebitentest: " + err.Error() + "\n")
		os.Exit(2)
	}
	ebiten.SetWindowSize(16, 16)
	theLoop = &loop{m: m, done: make(chan int, 1), yield: make(chan struct{}), resume: make(chan struct{})}
	op := &ebiten.RunGameOptions{InitUnfocused: true, SkipTaskbar: true}
	err = ebiten.RunGameWithOptions(theLoop, op)
	quiet()
	if err != nil {
		os.Stderr.WriteString("ebitentest: " + err.Error() + "\n" +
			"ebitentest: these tests need a display; on Linux run them under xvfb-run -a (make test does)\n")
		os.Exit(2)
	}
	os.Exit(theLoop.code)
}

// silence sends the sound of the tests to ALSA's null device, unless ALSA_CONFIG_PATH is set
// already, and returns what undoes it. Tests that make Ebitengine's audio context play into
// it: on a machine without a sound card (a CI runner) the context fails to start at the frame
// after it is made, and Ebitengine ends the game with that error, tests and all. Elsewhere
// the tests are quiet.
func silence() (undo func(), err error) {
	if os.Getenv("ALSA_CONFIG_PATH") != "" {
		return func() {}, nil
	}
	f, err := os.CreateTemp("", "ebitentest-asound-*.conf")
	if err != nil {
		return nil, err
	}
	_, err = f.WriteString("pcm.!default { type null }\n")
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Setenv("ALSA_CONFIG_PATH", f.Name())
	}
	if err != nil {
		os.Remove(f.Name())
		return nil, err
	}
	return func() { os.Remove(f.Name()) }, nil
}

// Frame lets the game loop end the frame the tests run in, and returns when the next one has
// begun. Ebitengine lets go of what a frame used only at its end: the vertices and pixels
// given to draw calls, the images let go, the GPU's work queued. Tests that all run in one
// frame keep it all, gigabytes over a package of table scenes, until the software renderer
// under Xvfb runs out of memory; a test that makes a scene calls Frame first. Outside Main it
// does nothing. While a test has put Ebitengine in FPSModeVsyncOffMinimum (render/app's
// loop does), where the next frame waits for input or ScheduleFrame, Frame runs the loop in
// FPSModeVsyncOn until the next frame has begun, then sets the test's mode back.
func Frame() {
	l := theLoop
	if l == nil {
		return
	}
	l.frame.Lock()
	defer l.frame.Unlock()
	//lint:ignore SA1019 the mode render/app's loop sets: Frame must not wait for input in it
	if mode := ebiten.FPSMode(); mode == ebiten.FPSModeVsyncOffMinimum {
		//lint:ignore SA1019 as above
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
		//lint:ignore SA1019 as above
		defer ebiten.SetFPSMode(mode)
	}
	start := time.Now()
	l.yield <- struct{}{}
	<-l.resume
	l.stalled += time.Since(start)
}

// Now is the wall clock less the time the tests spent waiting for Ebitengine's frames
// (Frame, Tick): for code under test that counts the time between its Updates as time the
// game slept (render/app), a test's frame ended between two Updates is no time at all.
func Now() time.Time {
	l := theLoop
	if l == nil {
		return time.Now()
	}
	l.frame.Lock()
	defer l.frame.Unlock()
	return time.Now().Add(-l.stalled)
}

// tickFrames is how many of a test's frames Tick lets pile up before it ends Ebitengine's.
const tickFrames = 30

// Tick is called by a test's loop once for each frame it draws (an Update and a Draw): every
// tickFrames calls it ends Ebitengine's frame (Frame). A test runs inside one long frame of
// the hidden game, and Ebitengine keeps the frame's queued draw commands (Go memory) and the
// images let go during it (the software renderer's) until the frame ends: render/app's
// tests, which drew hundreds of frames each without one, peaked at 7 GiB.
func Tick() {
	l := theLoop
	if l == nil {
		return
	}
	l.frame.Lock()
	l.ticks++
	end := l.ticks >= tickFrames
	if end {
		l.ticks = 0
	}
	l.frame.Unlock()
	if end {
		Frame()
	}
}

// Target returns a w×h image for a test to draw a frame into and read back. It is an
// unmanaged image, a texture of its own: under the software renderer a frame-sized image put
// on Ebitengine's shared atlases grows them by gigabytes over a package's tests (render/menu's
// peaked at 13 GiB with ebiten.NewImage, 2.4 GiB with Target).
func Target(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}
