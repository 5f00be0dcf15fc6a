package input

import (
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// fakeScreen is a touch screen as the loop sees it, tick by tick.
type fakeScreen struct {
	tick     int64
	down     []touchAt
	pressed  []ebiten.TouchID
	released []ebiten.TouchID
	mouse    mouseState
}

func (s *fakeScreen) Tick() int64                        { return s.tick }
func (s *fakeScreen) Touches(dst []touchAt) []touchAt    { return append(dst, s.down...) }
func (s *fakeScreen) JustPressed(id ebiten.TouchID) bool { return slices.Contains(s.pressed, id) }
func (s *fakeScreen) JustReleased(id ebiten.TouchID) bool {
	return slices.Contains(s.released, id)
}
func (s *fakeScreen) Mouse() mouseState { return s.mouse }

// fakeLog is the page's record of the touches.
type fakeLog struct {
	now  float64
	live map[ebiten.TouchID]*logged
	done []logged
}

type logged struct {
	touchEnd
	seenAt int64
	seq    int
}

func (l *fakeLog) Now() float64 { return l.now }

func (l *fakeLog) Began(id ebiten.TouchID, tick int64) (float64, int64, bool) {
	o, ok := l.live[id]
	if !ok {
		return 0, 0, false
	}
	if !o.seen {
		o.seen, o.seenAt = true, tick
	}
	return o.began, o.seenAt, true
}

func (l *fakeLog) Ended(dst []touchEnd, seq int) ([]touchEnd, int) {
	n := seq
	for _, d := range l.done {
		if d.seq > seq {
			dst = append(dst, d.touchEnd)
			n = d.seq
		}
	}
	return dst, n
}

func (l *fakeLog) start(id ebiten.TouchID, x, y float64) {
	l.live[id] = &logged{touchEnd: touchEnd{id: id, began: l.now, x: x, y: y}}
}

func (l *fakeLog) end(id ebiten.TouchID, cancel bool) {
	o := l.live[id]
	delete(l.live, id)
	o.ended, o.cancel = l.now, cancel
	o.seq = len(l.done) + 1
	l.done = append(l.done, *o)
}

// rig is a pointer on a fake screen, with or without the page's record, on a fake clock.
type rig struct {
	p   *Pointer
	scr *fakeScreen
	log *fakeLog
	t0  time.Time
	ms  float64 // the time now, milliseconds since t0
}

func newRig(stamped bool) *rig {
	r := &rig{p: New(), scr: &fakeScreen{}, t0: time.Unix(1000, 0)}
	r.p.screen = r.scr
	r.p.log = nil
	if stamped {
		r.log = &fakeLog{live: map[ebiten.TouchID]*logged{}}
		r.p.log = r.log
	}
	r.p.SetClock(func() time.Time { return r.t0.Add(time.Duration(r.ms * float64(time.Millisecond))) })
	return r
}

// at moves the clocks to ms.
func (r *rig) at(ms float64) {
	r.ms = ms
	if r.log != nil {
		r.log.now = ms
	}
}

// down puts a finger down at ms; the loop sees it at the next tick.
func (r *rig) down(id ebiten.TouchID, x, y, ms float64) {
	r.at(ms)
	r.scr.down = append(r.scr.down, touchAt{id, x, y})
	r.scr.pressed = append(r.scr.pressed, id)
	if r.log != nil {
		r.log.start(id, x, y)
	}
}

// up lifts a finger at ms.
func (r *rig) up(id ebiten.TouchID, ms float64) {
	r.at(ms)
	r.scr.down = slices.DeleteFunc(r.scr.down, func(d touchAt) bool { return d.id == id })
	r.scr.pressed = slices.DeleteFunc(r.scr.pressed, func(d ebiten.TouchID) bool { return d == id })
	r.scr.released = append(r.scr.released, id)
	if r.log != nil {
		r.log.end(id, false)
	}
}

// tick runs the pointer's Update at ms (when p is true; else the tick passes without it)
// and returns its gestures.
func (r *rig) tick(ms float64, update bool) []Gesture {
	r.at(ms)
	r.scr.tick++
	var g []Gesture
	if update {
		r.p.Update()
		g = append(g, r.p.Gestures()...)
	}
	r.scr.pressed, r.scr.released = r.scr.pressed[:0], r.scr.released[:0]
	return g
}

func kinds(gs []Gesture) []Kind {
	var k []Kind
	for _, g := range gs {
		k = append(k, g.Kind)
	}
	return k
}

// TestTouchStamps checks the pointer's reading of touches against what a busy page does to
// them: a tap whose end the loop saw late (a long frame ran meanwhile) is a tap by the
// page's stamps, not a long press; a tap that went down and up between two ticks is a tap
// where it went down; a real long press is still one; a cancelled touch is nothing.
func TestTouchStamps(t *testing.T) {
	// A 100 ms tap while an 800 ms frame runs: the loop sees it down at 16 ms and up at 820.
	for _, stamped := range []bool{false, true} {
		r := newRig(stamped)
		r.tick(0, true)
		r.down(0, 50, 60, 10)
		r.tick(16, true)
		r.up(0, 110)
		got := r.tick(820, true)
		want := []Kind{Secondary} // without stamps, all the loop knows is 800 ms
		if stamped {
			want = []Kind{Tap}
		}
		if !slices.Equal(kinds(got), want) {
			t.Errorf("a tap seen late (stamps %v): %v, want %v", stamped, kinds(got), want)
		}
		if r.p.Pressing() {
			t.Errorf("stamps %v: still pressing after the release", stamped)
		}
	}
	// A 100 ms tap whose start the page takes 800 ms over: the loop sees it down before
	// and after that frame, and after a few more slow ones, before its end (stamped long
	// ago) comes in. It is a tap, not a long press (web TestTouchBusyPage).
	r := newRig(true)
	r.tick(0, true)
	r.down(0, 50, 60, 10)
	got := r.tick(16, true)
	for _, ms := range []float64{830, 831, 832, 1200, 1201, 1500} {
		got = append(got, r.tick(ms, true)...)
	}
	r.at(110)
	r.log.end(0, false)
	r.scr.down = nil
	got = append(got, r.tick(1800, true)...)
	if !slices.Equal(kinds(got), []Kind{Tap}) {
		t.Errorf("a tap whose end came in after long frames: %v, want a tap", kinds(got))
	}
	// Down and up between two ticks: a tap at its point (none without the page's record).
	r = newRig(true)
	r.tick(0, true)
	r.down(3, 200, 300, 5)
	r.up(3, 85)
	got = r.tick(700, true)
	if len(got) != 1 || got[0] != (Gesture{Kind: Tap, X: 200, Y: 300}) {
		t.Errorf("a tap between two ticks: %v", got)
	}
	// ... held 600 ms: a long press.
	r.down(4, 10, 10, 710)
	r.up(4, 1310)
	if got := r.tick(1400, true); !slices.Equal(kinds(got), []Kind{Secondary}) {
		t.Errorf("a long press between two ticks: %v", kinds(got))
	}
	// ... cancelled: nothing.
	r.down(5, 10, 10, 1410)
	r.at(1420)
	r.scr.down = nil
	r.log.end(5, true)
	if got := r.tick(1500, true); len(got) != 0 {
		t.Errorf("a cancelled touch: %v", got)
	}
	// A real long press, frames running: reported while down, once.
	r.down(6, 10, 10, 1510)
	var all []Gesture
	for ms := 1516.0; ms < 2200; ms += 16 {
		all = append(all, r.tick(ms, true)...)
	}
	r.up(6, 2200)
	all = append(all, r.tick(2216, true)...)
	if !slices.Equal(kinds(all), []Kind{Secondary}) {
		t.Errorf("a long press: %v", kinds(all))
	}
}

// TestTouchWhileAway checks presses across ticks the pointer did not look at (another page had
// the input): a press whose finger came up meanwhile is forgotten, not kept as a ghost, and
// the next touch of the same ID is a tap where it lands; a finger that went down meanwhile
// is not this pointer's.
func TestTouchWhileAway(t *testing.T) {
	for _, stamped := range []bool{false, true} {
		r := newRig(stamped)
		r.tick(0, true)
		r.down(0, 50, 50, 5)
		r.tick(16, true)
		r.tick(32, false)
		r.up(0, 40)
		r.tick(48, false)
		if got := r.tick(64, true); len(got) != 0 || r.p.Pressing() {
			t.Errorf("stamps %v: back after the finger came up elsewhere: %v, pressing %v", stamped, got, r.p.Pressing())
		}
		r.down(0, 400, 300, 100)
		r.tick(116, true)
		r.up(0, 180)
		if got := r.tick(196, true); len(got) != 1 || got[0] != (Gesture{Kind: Tap, X: 400, Y: 300}) {
			t.Errorf("stamps %v: the next tap: %v", stamped, got)
		}
		// A finger down while away, up once back: not a tap here.
		r.tick(212, false)
		r.down(1, 9, 9, 220)
		r.tick(228, false)
		r.tick(244, true)
		r.up(1, 250)
		if got := r.tick(260, true); len(got) != 0 {
			t.Errorf("stamps %v: a touch begun elsewhere: %v", stamped, got)
		}
	}
}

// TestTouchIDReused checks a touch whose ID the next touch takes between two ticks (a
// browser numbers each tap 0): with the page's record, both are taps, each where it landed.
func TestTouchIDReused(t *testing.T) {
	r := newRig(true)
	r.tick(0, true)
	r.down(0, 10, 10, 5)
	r.tick(16, true)
	r.up(0, 60)
	r.down(0, 500, 400, 70)
	got := r.tick(80, true)
	r.up(0, 120)
	got = append(got, r.tick(130, true)...)
	want := []Gesture{{Kind: Tap, X: 10, Y: 10}, {Kind: Tap, X: 500, Y: 400}}
	if !slices.Equal(got, want) {
		t.Errorf("two taps of one ID: %v, want %v", got, want)
	}
}

// TestTouchTwoPointers checks that two pointers that look at the same ticks (a replay's table
// and its buttons) both see a touch.
func TestTouchTwoPointers(t *testing.T) {
	r := newRig(true)
	q := New()
	q.screen, q.log = r.scr, r.log
	q.SetClock(func() time.Time { return r.t0.Add(time.Duration(r.ms * float64(time.Millisecond))) })
	step := func(ms float64) (a, b []Gesture) {
		r.at(ms)
		r.scr.tick++
		r.p.Update()
		q.Update()
		a, b = append(a, r.p.Gestures()...), append(b, q.Gestures()...)
		r.scr.pressed, r.scr.released = r.scr.pressed[:0], r.scr.released[:0]
		return a, b
	}
	step(0)
	r.down(2, 30, 40, 5)
	step(16)
	r.up(2, 90)
	a, b := step(100)
	if !slices.Equal(kinds(a), []Kind{Tap}) || !slices.Equal(kinds(b), []Kind{Tap}) {
		t.Errorf("two pointers: %v and %v", a, b)
	}
}

// TestTouched checks that the pointer knows a finger from the mouse: after a tap by a finger
// the words say "tap", after a click by the mouse "click".
func TestTouched(t *testing.T) {
	r := newRig(true)
	r.tick(0, true)
	if r.p.Touched() {
		t.Fatal("touched before any touch")
	}
	r.down(1, 50, 60, 10)
	r.tick(16, true)
	r.up(1, 90)
	if g := r.tick(100, true); len(g) != 1 || !r.p.Touched() {
		t.Fatalf("a finger's tap gave %v, touched %v; want one tap, touched", g, r.p.Touched())
	}
	r.scr.mouse = mouseState{x: 50, y: 60, justPressed: true, down: true, justReleased: true}
	if g := r.tick(200, true); len(g) != 1 || r.p.Touched() {
		t.Fatalf("the mouse's click gave %v, touched %v; want one tap, not touched", g, r.p.Touched())
	}
}
