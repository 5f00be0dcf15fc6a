// Package tabletest holds what the tests of the game tables share: a scene of any plug, the
// hook's state and commands, frames, waiting for the playback, pictures and their
// comparison, the comparison of a replay with its live round, and a stand-in for the
// desktop's clipboard command. It runs inside Ebitengine's loop (render/ebitentest) and
// needs a display.
package tabletest

import (
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"

	"felt/game/hand"
	gt "felt/game/table"
	"felt/render/ebitentest"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/hook"
	"felt/render/layout"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main runs a package's tests inside Ebitengine's loop; under -short or without a display,
// outside it, where the tests that make a scene (New) skip themselves.
func Main(m *testing.M) { ebitentest.MainMixed(m) }

// New makes a table of plug p with options o (entropy 99 when none is given, the shared hand
// evaluator when none is given; the speed is always the one asked for). Its tables share the
// fonts, the felt's shader and the hand evaluator, as the app's do (kit).
func New(t testing.TB, p table.Plug, o table.Options) *table.Scene {
	t.Helper()
	ebitentest.Need(t)
	return NewPlanned(t, p, o)
}

// NewPlanned is New for a test that only lays the table out and plays it (Layout, PlanOn,
// Settle with no screen): it needs no display, so it runs under go test -short too.
func NewPlanned(t testing.TB, p table.Plug, o table.Options) *table.Scene {
	t.Helper()
	// Let the images of earlier tests' scenes go: each one alive slows the renderer down, and
	// what they gave the GPU is let go at a frame's end.
	runtime.GC()
	ebitentest.Frame()
	k, err := shared()
	if err != nil {
		t.Fatal(err)
	}
	if o.Entropy == 0 {
		o.Entropy = 99
	}
	if o.Eval == nil {
		o.Eval = k.eval
	}
	o.SpeedSet = true
	s, err := table.New(p, k.felt, k.fonts, o)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// kit is what every table of a test binary shares, made at the first New, as the app shares
// them between its tables: the fonts (with their faces' caches), the felt's compiled shader
// and the hand evaluator. Making them anew for each table cost every scene a shader
// compilation and a cold glyph cache.
type kit struct {
	fonts *fonts.Set
	felt  *felt.Table
	eval  *hand.Evaluator
}

// shared returns the test binary's kit, made at its first call: a per-process cache.
var shared = sync.OnceValues(func() (kit, error) {
	fs, err := fonts.Load()
	if err != nil {
		return kit{}, err
	}
	ft, err := felt.New()
	if err != nil {
		return kit{}, err
	}
	return kit{fonts: fs, felt: ft, eval: hand.New()}, nil
})

// State reads the scene's state as the hook reports it.
func State(t testing.TB, s *table.Scene) hook.State {
	t.Helper()
	var st hook.State
	if err := json.Unmarshal([]byte(hook.TableState(s.Hook())), &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// Act carries out a command as the hook does, and fails the test if it is refused.
func Act(t testing.TB, s *table.Scene, name, arg string) {
	t.Helper()
	if msg := s.Hook().Act(name, arg); msg != "" {
		t.Fatalf("%s %s: %s", name, arg, msg)
	}
}

// View is the view of a screen at device scale 1.
func View(screen *ebiten.Image) layout.View {
	b := screen.Bounds()
	return layout.Fit(float64(b.Dx()), float64(b.Dy()), 1)
}

// Frame runs one Update and one Draw on screen, and waits for the drawing: the tests'
// software renderer would otherwise pile frames up.
func Frame(t testing.TB, s *table.Scene, screen *ebiten.Image) {
	t.Helper()
	s.SetView(View(screen))
	if err := s.Update(); err != nil {
		t.Fatal(err)
	}
	s.Draw(screen, View(screen))
	screen.At(0, 0)
	ebitentest.Tick()
}

// NoFrameAllocs checks that a frame of the scene (its Update and Draw), once warm, allocates
// nothing (one allocation in a window of ten frames is let pass: Ebitengine's own command
// queues reaching a new peak).
func NoFrameAllocs(t testing.TB, s *table.Scene, screen *ebiten.Image, where string) {
	t.Helper()
	if !ebitentest.Drawing() {
		t.Log("no display: a frame's allocations are counted where the tests draw (make test)")
		return
	}
	v := View(screen)
	s.SetView(v)
	NoAllocs(t, where, func() {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		s.Draw(screen, v)
	}, func() {
		screen.At(0, 0)
		ebitentest.Frame()
	})
}

// Settle runs Updates (drawing every tenth on screen, unless it is nil) until the table
// has played everything back, for at most limit ticks. It asks the scene after every fifth
// (Scene.Animating, without encoding the hook's JSON state), and lets a frame end after
// every sixth picture (ebitentest.Frame), so that a long playback does not hold every
// picture's GPU work to the end of its test.
func Settle(t testing.TB, s *table.Scene, screen *ebiten.Image, limit int) {
	t.Helper()
	if screen != nil {
		s.SetView(View(screen))
	}
	for i := range limit {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		if i%10 == 0 && screen != nil {
			s.Draw(screen, View(screen))
			if i%60 == 50 {
				screen.At(0, 0)
				ebitentest.Frame()
			}
		}
		if i%5 == 0 && !s.Hook().Animating() {
			if screen != nil {
				screen.At(0, 0)
			}
			return
		}
	}
	t.Fatalf("still animating after %d ticks", limit)
}

// Picture draws the scene on a cleared screen and returns its pixels.
func Picture(s *table.Scene, screen *ebiten.Image) []byte {
	screen.Clear()
	b := screen.Bounds()
	s.SetView(View(screen))
	s.Draw(screen, View(screen))
	px := make([]byte, 4*b.Dx()*b.Dy())
	screen.ReadPixels(px)
	return px
}

// EdgePixels is how many pixels two pictures of the same table may differ in and still be
// the same picture: the ends of anti-aliased strokes (the brass rules beside a game's name)
// that the software renderer rounds differently when the layer they are painted on sits
// at another place of its atlas (seen: one pixel by 16 levels, the same on every run of
// one machine, none on another). A card, a chip or a word that differs is hundreds.
const EdgePixels = 4

// Differs counts the pixels of two pictures w pixels wide that differ, by more than the
// software renderer's rounding, outside the rectangles out (device pixels).
func Differs(a, b []byte, w int, out ...layout.Rect) int {
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
			if d := int(a[i+k]) - int(b[i+k]); d > 2 || d < -2 {
				n++
				break
			}
		}
	}
	return n
}

// OutDir returns out/desktop/sub under the module's root, the git-ignored place for the
// tests' pictures, and makes it.
func OutDir(t testing.TB, sub string) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test's directory")
		}
		dir = up
	}
	out := filepath.Join(dir, "out", "desktop", sub)
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	return out
}

// PicturesEnv names the environment variable that, set to 1, makes every test keep its
// pictures; without it, only a test that has failed does.
const PicturesEnv = "FELT_PICTURES"

// Pictures reports whether the test keeps its pictures: it has failed (so far), or
// FELT_PICTURES=1. Encoding a picture costs more than drawing it.
func Pictures(t testing.TB) bool {
	return t.Failed() || os.Getenv(PicturesEnv) == "1"
}

// WritePixels writes pixels of a picture w by h to dir/name.png, when the test keeps its
// pictures (Pictures).
func WritePixels(t testing.TB, px []byte, w, h int, dir, name string) {
	t.Helper()
	if !Pictures(t) {
		return
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	copy(img.Pix, px)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// SameRound fails the test where a replay's state differs from its live round's in what
// the table shows of the round.
func SameRound(t testing.TB, live, replay hook.State) {
	t.Helper()
	if !replay.Replay {
		t.Error("the replay does not say it is one")
	}
	for _, c := range []struct {
		name string
		x, y any
	}{
		{"round", live.Round, replay.Round}, {"phase", live.Phase, replay.Phase},
		{"credits shown", live.CreditsShown, replay.CreditsShown}, {"cards", live.Cards, replay.Cards},
		{"hand", live.Hand, replay.Hand}, {"best", live.Best, replay.Best}, {"hands", live.Hands, replay.Hands},
		{"dealer", live.Dealer, replay.Dealer}, {"community", live.Community, replay.Community},
		{"wheel", live.Wheel, replay.Wheel}, {"results", live.Results, replay.Results}, {"mates", live.Mates, replay.Mates},
	} {
		if fmt.Sprint(c.x) != fmt.Sprint(c.y) {
			t.Errorf("%s: live %v, replay %v", c.name, c.x, c.y)
		}
	}
}

// BenchFrames times Update and Draw of frames that are all mid-animation: setup starts the
// animation again whenever it ends, with the timer stopped. Rounds are played first, and the
// table prepares what it paints ahead at rest (Pace.Prepare), as between rounds. After each frame, with the timer
// stopped too, the frame's drawing is finished on the (software) GPU, as the end of a frame
// does: what is timed is the CPU's work of a frame. Beside the wall-clock ns/op it reports
// the CPU time of Update and Draw on their own thread (cpu-ns/frame, on Linux), which a
// loaded machine does not inflate.
func BenchFrames(b *testing.B, s *table.Scene, setup func()) {
	screen := ebiten.NewImage(1280, 800)
	tiny := ebiten.NewImage(1, 1)
	v := layout.Fit(1280, 800, 1)
	flush := func() {
		tiny.DrawImage(screen, nil)
		tiny.At(0, 0)
	}
	s.SetView(v)
	s.Draw(screen, v) // paint the felt and warm the caches
	animating := func() bool { return State(b, s).Animating }
	// Rounds played through first, fast and drawing every other frame, so that the cards,
	// chips, backs and labels of the table are in their caches: what is measured is the
	// steady state of a session.
	speed := State(b, s).Speed
	Act(b, s, "speed", "fast")
	warm := func() {
		for i := 0; i < 60*120 && animating(); i++ {
			s.Update()
			if i%2 == 0 {
				s.Draw(screen, v)
				flush()
			}
		}
	}
	for range 3 {
		setup()
		warm()
		for i := 0; i < 3 && s.Core().Phase() == gt.Deciding; i++ {
			Act(b, s, "play", "1")
			warm()
		}
	}
	// The pictures a table paints ahead while at rest (a prize wheel), as the app has it do
	// between rounds.
	for s.Pace().Prepare() {
	}
	Act(b, s, "speed", speed)
	setup()
	for range 30 {
		s.Update()
		s.Draw(screen, v)
		flush()
	}
	idle := !animating()
	TimeFrames(b, func() {
		s.Update()
		s.Draw(screen, v)
	}, flush, func() {
		if !idle && !animating() {
			setup()
		}
	})
}

// NoticeSeen takes the notice of the first start down, as a player's first key does (that
// key does nothing else), so that a test's next click or key acts on the table.
func NoticeSeen(t testing.TB, s *table.Scene) {
	t.Helper()
	if State(t, s).Notice == "" {
		return
	}
	s.Inspect().InjectKey(ebiten.KeyShift)
	if err := s.Update(); err != nil {
		t.Fatal(err)
	}
	if n := State(t, s).Notice; n != "" {
		t.Fatalf("the notice %q stays after a key", n)
	}
}
