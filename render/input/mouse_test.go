package input

import "testing"

// TestClickInOneTick: a click pressed and released between two ticks (a loop asleep at rest
// runs the tick the press asked for only after the release, on a loaded machine) is a Tap in
// the tick that reports both; a press held keeps the frames coming (Pressing) until its
// release, a Tap then; a press dragged away is none.
func TestClickInOneTick(t *testing.T) {
	p := New()
	tick := func(m mouseState) []Gesture {
		p.gestures = p.gestures[:0]
		p.updateMouse(m)
		return p.gestures
	}
	if g := tick(mouseState{x: 100, y: 200, justPressed: true, down: true, justReleased: true}); len(g) != 1 || g[0] != (Gesture{Kind: Tap, X: 100, Y: 200}) {
		t.Errorf("a click within one tick: %v, want a tap at 100, 200 in that tick", g)
	}
	if p.Pressing() {
		t.Error("the click is over, yet the pointer says a press is down")
	}
	if g := tick(mouseState{x: 50, y: 60, justPressed: true, down: true}); len(g) != 0 || !p.Pressing() {
		t.Errorf("a press held: %v, pressing %v; want nothing yet and the frames kept coming", g, p.Pressing())
	}
	if g := tick(mouseState{x: 51, y: 60, justReleased: true}); len(g) != 1 || g[0] != (Gesture{Kind: Tap, X: 50, Y: 60}) {
		t.Errorf("its release: %v, want a tap at 50, 60", g)
	}
	tick(mouseState{x: 0, y: 0, justPressed: true, down: true})
	tick(mouseState{x: 200, y: 0, down: true})
	if g := tick(mouseState{x: 200, y: 0, justReleased: true}); len(g) != 0 {
		t.Errorf("a drag: %v, want nothing", g)
	}
}
