package app

import (
	"strings"
	"testing"
	"time"

	"felt/render/ebitentest"
	"felt/render/menu"
	"felt/render/store"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestIdlePagesAreNotDrawn opens each page over a table at rest and lets it sit: after four
// seconds, ten more seconds of ticks draw nothing on a still page, and on a page of live
// figures (a Refresher) one frame per refresh at most, and for pictures that move by
// themselves (a menu.Live page: the lobby's meters, rolling at each reading) a roll's frames
// of their digits alone; the loop is asleep between them and the hook's state says nothing
// animates. A page that redraws every tick, or keeps the loop awake, fails here.
func TestIdlePagesAreNotDrawn(t *testing.T) {
	probe, err := open(Options{NoSplash: true, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range probe.stack.names() {
		t.Run(name, func(t *testing.T) {
			a, err := open(Options{NoSplash: true, Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			screen := ebitentest.Target(1280, 800)
			settle(t, a, screen)
			if err := a.stack.open(name); err != nil {
				t.Fatal(err)
			}
			for range 240 {
				step(t, a, screen)
			}
			d0, m0, _ := a.Frames()
			asleep := 0
			for range 600 {
				step(t, a, screen)
				if a.pace.motion == table.Still {
					asleep++
				}
			}
			d1, m1, s1 := a.Frames()
			want, awake := 0, 0
			top := a.stack.pages[len(a.stack.pages)-1]
			if r, ok := top.Page().(menu.Refresher); ok && r.Refresh() > 0 {
				want = 600/r.Refresh() + 1
				if _, live := top.Page().(menu.Live); live {
					// Each reading rolls the meters: a quarter of a second awake, the
					// digits alone drawn every third tick.
					awake = want * liveRoll
					want += want * (liveRoll/slowEvery + 1)
				}
			}
			if d1-d0+m1-m0 > want {
				t.Errorf("the %s page drew %d frames in 600 idle ticks (%d skipped), want %d at most", name, d1-d0+m1-m0, s1, want)
			}
			if asleep < 600-awake {
				t.Errorf("the %s page kept the loop awake %d ticks of 600, want %d at most", name, 600-asleep, awake)
			}
			if st := a.State(); strings.Contains(st, `"animating":true`) || !strings.Contains(st, `"animating":false`) {
				t.Errorf("the %s page's state says it animates: %.200s", name, st)
			}
			t.Logf("%s: %d frames drawn whole and %d of the meters alone in 600 idle ticks, awake %d", name, d1-d0, m1-m0, 600-asleep)
		})
	}
}

// TestLobbyMetersStayLive: the lobby, idle, still shows its meters live: over a minute of
// ticks (and of the wall clock, a tick's time at each) each change of a meter it shows is
// drawn, its miniatures' meters rolling in a few frames.
func TestLobbyMetersStayLive(t *testing.T) {
	a, err := open(Options{NoSplash: true, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	a.stack.clock = func() time.Time { return now }
	step := func(t *testing.T, a *App, screen *ebiten.Image) {
		now = now.Add(tickTime)
		step(t, a, screen)
	}
	screen := ebitentest.Target(1280, 800)
	settle(t, a, screen)
	if err := a.stack.open("lobby"); err != nil {
		t.Fatal(err)
	}
	meters := func() []int64 {
		var out []int64
		for _, tb := range readState(t, a).Lobby.Tables {
			for _, m := range tb.Meters {
				out = append(out, m.Cents)
			}
		}
		return out
	}
	step(t, a, screen)
	last, moves := meters(), 0
	d0, m0, _ := a.Frames()
	// The page reads the meters every three seconds (lobby's refresh), as an idle table's
	// display follows its meter.
	for range 20 {
		for range 180 {
			step(t, a, screen)
		}
		if now := meters(); !equal(now, last) {
			moves++
			last = now
		}
	}
	d1, m1, _ := a.Frames()
	if moves == 0 {
		t.Fatal("no meter of the lobby moved in a minute")
	}
	// (The state reads the cores at once; the page reads them at its next refresh: the last
	// move may be three seconds from being drawn.) Each move is drawn whole once (the
	// figures), and rolls the miniatures' meters in a few frames of their digits alone.
	if d1-d0 < moves-1 || m1-m0 < moves-1 {
		t.Errorf("the lobby's meters moved in %d readings of 20 but %d frames were drawn whole, %d of the meters alone", moves, d1-d0, m1-m0)
	}
	if perMove := float64(d1-d0+m1-m0) / float64(moves); perMove > 8 {
		t.Errorf("%.1f frames drawn for each move of the meters, want 8 at most", perMove)
	}
	t.Logf("lobby: meters moved in %d readings of 20 (a minute), %d frames drawn whole, %d of the meters alone", moves, d1-d0, m1-m0)
}

// liveRoll is the most ticks a menu.Live page's pictures move after a reading: the lobby's
// meters roll in a quarter of a second.
const liveRoll = 16

func equal(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestLobbyOpensAfterFirstFrame: a first visit's lobby, which reads both tables, is built
// once the title's first frame is on screen, not before it.
func TestLobbyOpensAfterFirstFrame(t *testing.T) {
	a, err := open(Options{Store: &store.Memory{}})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.stack.pages) != 0 {
		t.Fatal("the lobby was built before the first frame")
	}
	screen := ebitentest.Target(1280, 800)
	for range 3 {
		step(t, a, screen)
	}
	if n := len(a.stack.pages); n != 1 || a.stack.pages[0].name != "lobby" {
		t.Fatalf("after the first frames the pages are %v, want the lobby", a.stack.pages)
	}
}
