package app

import (
	"strings"
	"testing"
	"time"

	"felt/internal/cputime"
	"felt/render/ebitentest"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestIdleTableIsNotDrawn runs the app on one screen until the table rests, then for ten
// more seconds of ticks: nothing moves, so next to nothing is drawn (docs/design.md, Rule 7).
func TestIdleTableIsNotDrawn(t *testing.T) {
	a, err := open(Options{NoSplash: true, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	sc := a.Scene().(*table.Scene)
	for i := 0; !sc.Pace().Idle(); i++ {
		if i > 1200 {
			t.Fatalf("the table did not come to rest in 20 s: motion %v", sc.Pace().Motion())
		}
		step(t, a, screen)
	}
	// Four seconds for the opening message to fade, as tools/idle-cpu waits.
	for range 240 {
		step(t, a, screen)
	}
	d0, m0, _ := a.Frames()
	for range 600 {
		step(t, a, screen)
	}
	d1, m1, s1 := a.Frames()
	// The meter follows the linked tables every 3 s, in a frame that draws its digits alone.
	if d1 > d0 || m1-m0 > 4 {
		t.Errorf("an idle table drew %d frames whole and %d meter frames in 600 ticks (%d skipped), want none and a few", d1-d0, m1-m0, s1)
	}
	t.Logf("idle: %d frames drawn, %d meter frames in 600 ticks", d1-d0, m1-m0)
}

// TestTablePreparesAtRest checks that the app has a table at rest paint ahead what takes
// long to paint the first time it shows (a Criss Cross Poker table's wheels:
// table.Pace.Prepare), so that no frame of a spin does.
func TestTablePreparesAtRest(t *testing.T) {
	a, err := open(Options{NoSplash: true, Seed: 5, Game: "crisscross"})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	sc := settle(t, a, screen)
	for range 300 {
		step(t, a, screen)
	}
	if sc.Pace().Prepare() {
		t.Error("the table at rest for 5 s still has its wheels to paint")
	}
}

func step(t testing.TB, a *App, screen *ebiten.Image) {
	t.Helper()
	if err := a.Update(); err != nil {
		t.Fatal(err)
	}
	a.Draw(screen)
	ebitentest.Tick()
}

// settle runs the app until its table rests and returns the table.
func settle(t testing.TB, a *App, screen *ebiten.Image) *table.Scene {
	t.Helper()
	sc := a.Scene().(*table.Scene)
	for i := 0; !sc.Pace().Idle(); i++ {
		if i > 1200 {
			t.Fatalf("the table did not come to rest in 20 s: motion %v", sc.Pace().Motion())
		}
		step(t, a, screen)
	}
	return sc
}

// TestChangesAreDrawn checks that what changes an idle table's picture without moving it
// is drawn at the next frame: a command from the hook, a setting.
func TestChangesAreDrawn(t *testing.T) {
	a, err := open(Options{NoSplash: true, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	settle(t, a, screen)
	for _, c := range [][2]string{{"fourcolour", "on"}, {"chip", "25"}, {"help", "on"}, {"help", "off"}} {
		for range 30 {
			step(t, a, screen)
		}
		d0, _, _ := a.Frames()
		if msg := a.Act(c[0], c[1]); msg != "" {
			t.Fatalf("%s %s: %s", c[0], c[1], msg)
		}
		step(t, a, screen)
		if d1, _, _ := a.Frames(); d1 == d0 {
			t.Errorf("%s %s: no frame drawn after it", c[0], c[1])
		}
	}
}

// TestPassKeepsThePace checks that ticks passed at once, as the app does when it wakes from
// sleep, leave the meters where ticking through them would.
func TestPassKeepsThePace(t *testing.T) {
	screen := ebitentest.Target(1280, 800)
	meter := func(sleep bool) int64 {
		a, err := open(Options{NoSplash: true, Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		// No time passes between Updates: the ticks pass only where the test passes them.
		start := time.Now()
		a.pace.clock = func() time.Time { return start }
		sc := settle(t, a, screen)
		passed := 0
		for n := 0; n < 3000; {
			if w := min(sc.Pace().Wake(), 3000-n) - 1; sleep && w > 0 {
				sc.Pace().Pass(w)
				n += w
				passed += w
			}
			step(t, a, screen)
			n++
		}
		if sleep && passed < 2500 {
			t.Errorf("only %d of 3000 ticks passed asleep", passed)
		}
		return int64(sc.Core().Meter(0).Meter(0))
	}
	ticked, slept := meter(false), meter(true)
	if ticked != slept {
		t.Errorf("after 50 s the meter stands at %d ticked through, %d slept through", ticked, slept)
	}
	t.Logf("the meter after 50 s: %d", ticked)
}

// TestHiddenPageDrawsNothing checks that a hidden page is not drawn, and that the table
// is drawn whole and caught up when it is shown again.
func TestHiddenPageDrawsNothing(t *testing.T) {
	a, err := open(Options{NoSplash: true, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	sc := settle(t, a, screen)
	before := sc.Core().Meter(0).Meter(0)
	a.pace.visibility(true)
	d0, m0, _ := a.Frames()
	if msg := a.Act("fourcolour", "on"); msg != "" {
		t.Fatal(msg)
	}
	for range 600 {
		step(t, a, screen)
	}
	if d1, m1, _ := a.Frames(); d1 != d0 || m1 != m0 {
		t.Errorf("a hidden page drew %d frames and %d meter frames", d1-d0, m1-m0)
	}
	a.pace.visibility(false)
	a.pace.mu.Lock()
	a.pace.shown = time.Minute
	a.pace.mu.Unlock()
	step(t, a, screen)
	if d2, _, _ := a.Frames(); d2 == d0 {
		t.Error("the page shown again was not drawn")
	}
	if after := sc.Core().Meter(0).Meter(0); after <= before {
		t.Errorf("the meter stood at %v before the page was hidden and %v after a minute", before, after)
	}

	// Hidden while the cards are dealt, shown again: the deal is over.
	for _, c := range [][2]string{{"chip", "5"}, {"bet", "ante"}, {"deal", ""}} {
		if msg := a.Act(c[0], c[1]); msg != "" {
			t.Fatalf("%s: %s", c[0], msg)
		}
	}
	step(t, a, screen)
	if sc.Pace().Motion() != table.Moving {
		t.Fatalf("the deal does not move: %v", sc.Pace().Motion())
	}
	a.pace.visibility(true)
	a.pace.visibility(false)
	a.pace.mu.Lock()
	a.pace.shown = 10 * time.Second
	a.pace.mu.Unlock()
	step(t, a, screen)
	if m := sc.Pace().Motion(); m == table.Moving {
		t.Errorf("the deal still moves after the page was hidden for 10 s")
	}
}

// BenchmarkFrameIdle is a frame of a table at rest: an Update, and a Draw that finds
// nothing new to draw. (A frame drawn whole: BenchmarkFrameIdle of render/crazy4.)
func BenchmarkFrameIdle(b *testing.B) {
	a, err := open(Options{NoSplash: true, Seed: 5})
	if err != nil {
		b.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	settle(b, a, screen)
	cputime.Loop(b, "frame", 1, func() { step(b, a, screen) })
}

// TestTitleIsAnimation checks that the hook's state says the app is animating while the
// title fades into the table, and not once it is gone.
func TestTitleIsAnimation(t *testing.T) {
	a, err := open(Options{Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	step(t, a, screen)
	step(t, a, screen)
	if !strings.Contains(a.State(), `"animating":true`) {
		t.Errorf("under the title: %s", a.State())
	}
	for range splashHold + splashFade + 5 {
		step(t, a, screen)
	}
	if !strings.Contains(a.State(), `"animating":false`) {
		t.Errorf("after the title: %.200s", a.State())
	}
}
