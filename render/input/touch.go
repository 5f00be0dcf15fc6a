package input

import (
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Touches are read twice over. The loop looks at the screen once a tick and sees which
// fingers are down; a browser also stamps each touch's start and end with the time the
// screen felt it, and the page keeps a record of those (touchLog, a browser only). On a
// busy page the two differ: a finger that went down and up while a long frame ran is seen
// late, for as long as the frame took (a 100 ms tap looked like a long press), or not at all
// (it went down and up between two ticks). The pointer therefore times a touch by the
// page's stamps where it has them, and reports a touch the loop never saw as the page
// recorded it. A press the pointer kept while it was not looking (another page had the
// input when the finger came up) is forgotten when it looks again. And a finger the loop
// sees down after a long frame is not known to be down still: its end, stamped long ago,
// may wait behind the frame for the page to take it. So a press with a stamp becomes a long
// press while down only once the loop has watched it down for LongPress over steady ticks
// (Steady apart at most); else it is judged when its end comes in, by its stamps.

// touchAt is a touch down now at a point of the screen, in device pixels.
type touchAt struct {
	id   ebiten.TouchID
	x, y float64
}

// touchEnd is a touch the page recorded from its start to its end.
type touchEnd struct {
	id     ebiten.TouchID
	began  float64 // when it went down, milliseconds of the page's clock
	ended  float64 // when it came up
	x, y   float64 // where it went down, device pixels
	seen   bool    // a pointer saw it down
	cancel bool    // the browser cancelled it (not a gesture)
}

// touchLog is the page's record of the touches on the game: see the top of this file.
type touchLog interface {
	// Now is the page's clock, milliseconds, the clock of the stamps.
	Now() float64
	// Began returns when the touch id went down and the tick it was first seen at,
	// marking it seen at tick if it was not; ok is false when the page has no record of it.
	Began(id ebiten.TouchID, tick int64) (at float64, seenAt int64, ok bool)
	// Ended appends the touches that ended after the seq-th end the page recorded, and the
	// number of the last end.
	Ended(dst []touchEnd, seq int) ([]touchEnd, int)
}

// screen is what the pointer reads of the touch screen each tick: Ebitengine's (ebitenScreen),
// or a test's.
type screen interface {
	// Tick is the number of the tick (ebiten.Tick).
	Tick() int64
	// Touches appends the touches down now.
	Touches(dst []touchAt) []touchAt
	// JustPressed and JustReleased report a touch that went down, or came up, since the last
	// tick (inpututil).
	JustPressed(id ebiten.TouchID) bool
	JustReleased(id ebiten.TouchID) bool
	// Mouse reads the mouse's left button this tick (mouse.go).
	Mouse() mouseState
}

// ebitenScreen reads Ebitengine's touches.
type ebitenScreen struct {
	ids     []ebiten.TouchID
	pressed []ebiten.TouchID
}

func (s *ebitenScreen) Tick() int64 { return ebiten.Tick() }

func (s *ebitenScreen) Touches(dst []touchAt) []touchAt {
	s.ids = ebiten.AppendTouchIDs(s.ids[:0])
	s.pressed = inpututil.AppendJustPressedTouchIDs(s.pressed[:0])
	for _, id := range s.ids {
		x, y := ebiten.TouchPositionF(id)
		dst = append(dst, touchAt{id: id, x: x, y: y})
	}
	return dst
}

func (s *ebitenScreen) JustPressed(id ebiten.TouchID) bool { return slices.Contains(s.pressed, id) }

func (s *ebitenScreen) JustReleased(id ebiten.TouchID) bool { return inpututil.IsTouchJustReleased(id) }

// updateTouches reads this tick's touches: those that ended become taps or secondary
// presses, held ones may become long presses, new ones start presses.
func (p *Pointer) updateTouches(now time.Time) {
	tick := p.screen.Tick()
	// Whether this pointer looked at the last tick too: if not, another page had the input
	// meanwhile, and what the fingers did then was not for this one.
	looked := p.looked && tick == p.tick+1
	// Whether this tick came soon after the last: a press held over it was watched down.
	gap := now.Sub(p.last)
	steady := looked && gap <= Steady
	p.looked, p.tick, p.last = true, tick, now
	if !looked {
		p.touches = p.touches[:0]
	}
	p.down = p.screen.Touches(p.down[:0])
	p.ends = p.ends[:0]
	if p.log != nil {
		p.ends, p.seq = p.log.Ended(p.ends, p.seq)
		if !looked {
			p.ends = p.ends[:0]
		}
	}

	// Touches that ended, as the page stamped them: a press ends by its stamps; a touch no
	// pointer saw is a gesture all the same.
	for _, e := range p.ends {
		if i := p.pressOf(e); i >= 0 {
			p.lift(p.touches[i], time.Duration((e.ended-e.began)*float64(time.Millisecond)))
			p.touches = slices.Delete(p.touches, i, i+1)
			continue
		}
		if !e.seen && !e.cancel {
			p.touched = true
			p.lift(press{x: e.x, y: e.y}, time.Duration((e.ended-e.began)*float64(time.Millisecond)))
		}
	}

	// Presses held: a touch no longer down ends (timed by the ticks when the page has no
	// stamps); one still down may become a long press.
	kept := p.touches[:0]
	for _, t := range p.touches {
		i := slices.IndexFunc(p.down, func(d touchAt) bool { return d.id == t.id })
		if i < 0 {
			if t.stamp == 0 && p.screen.JustReleased(t.id) {
				p.lift(t, now.Sub(t.at))
			}
			continue
		}
		p.track(&t, p.down[i].x, p.down[i].y)
		if steady {
			t.watched += gap
		}
		p.hold(&t, now)
		kept = append(kept, t)
	}
	p.touches = kept

	// New touches.
	for _, d := range p.down {
		if slices.ContainsFunc(p.touches, func(t press) bool { return t.id == d.id }) {
			continue
		}
		fresh := p.screen.JustPressed(d.id)
		t := press{id: d.id, x: d.x, y: d.y, lastX: d.x, lastY: d.y, at: now}
		if p.log != nil {
			if began, seen, ok := p.log.Began(d.id, tick); ok {
				fresh = fresh || (looked && seen == tick)
				t.stamp = began
			}
		}
		if !fresh {
			continue // a finger that went down while another page had the input
		}
		p.touches = append(p.touches, t)
		p.touched = true
	}
}

// pressOf returns the index of the press of a touch the page recorded, or -1.
func (p *Pointer) pressOf(e touchEnd) int {
	return slices.IndexFunc(p.touches, func(t press) bool { return t.stamp != 0 && t.id == e.id && t.stamp == e.began })
}

// hold reports a finger held still for LongPress as a Secondary, once: by the clock since
// the loop first saw it, or for a press with the page's stamp, by the time the loop has
// watched it down over steady ticks.
func (p *Pointer) hold(t *press, now time.Time) {
	held := now.Sub(t.at)
	if t.stamp != 0 {
		held = t.watched
	}
	if !t.long && !t.moved && held >= LongPress {
		t.long = true
		p.add(Secondary, t.x, t.y)
	}
}

// lift ends a finger's press that was down for held: a Tap, or a Secondary when it was held
// for LongPress without a frame running to report it while it was down.
func (p *Pointer) lift(t press, held time.Duration) {
	switch {
	case t.moved || t.long:
	case held >= LongPress:
		p.add(Secondary, t.x, t.y)
	default:
		p.add(Tap, t.x, t.y)
	}
}

func (p *Pointer) track(t *press, x, y float64) {
	t.lastX, t.lastY = x, y
	if math.Hypot(x-t.x, y-t.y) > p.slop {
		t.moved = true
	}
}
