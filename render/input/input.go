// Package input turns mouse, touch and keyboard into a few gestures, one path for all of
// them: a tap (a left click or a short touch), a secondary press (a right click or a long
// press), the point the mouse hovers over or a finger presses, and the keys just pressed.
// Positions are in device pixels, the screen's own coordinates. In a browser a touch is
// timed by the stamps the screen put on its start and end, not by the ticks that saw it
// (touch.go).
package input

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Kind says what a gesture is.
type Kind uint8

// The gestures.
const (
	// Tap is a left click or a short touch, reported when the button or finger comes up
	// near where it went down.
	Tap Kind = iota
	// Secondary is a right click, reported when the button goes down, or a long press,
	// reported while the finger is still down.
	Secondary
)

// Gesture is one gesture at a point in device pixels.
type Gesture struct {
	Kind Kind
	X, Y float64
}

// LongPress is how long a finger must stay down to make a Secondary: half a second of the
// wall clock, however many frames ran meanwhile (a slow device, or a loop asleep while the
// finger rests, runs few). A press the loop has seen down that long is reported while still
// down; else it is judged when it comes up, by the screen's stamps in a browser (touch.go),
// by the ticks that saw it elsewhere. In a browser the loop must have watched it down that
// long over steady frames (Steady): after a long frame, the finger's end may still wait
// behind it.
const LongPress = 500 * time.Millisecond

// Steady is the longest a tick may come after the last one and still count as watching a
// finger that is down: a longer frame may have kept the page from taking the finger's end,
// so a finger seen down after it is not known to be down still (touch.go).
const Steady = 100 * time.Millisecond

// press is a button or finger that is down.
type press struct {
	id    ebiten.TouchID
	x, y  float64 // where it went down
	lastX float64
	lastY float64
	at    time.Time // when it went down
	stamp float64   // when it went down by the page's stamp, ms (0: no stamp)
	// watched is how long the loop has seen it down over steady ticks (Steady): a press
	// with a stamp is long by it while it is down.
	watched time.Duration
	long    bool // a long press was reported
	moved   bool // it moved too far to be a tap
}

// Pointer reads the mouse and the touch screen once per tick. The zero value is not ready;
// make one with New. It does not allocate in steady state.
type Pointer struct {
	slop     float64 // how far, in device pixels, a press may wander and still be a tap
	gestures []Gesture
	keys     []ebiten.Key
	touches  []press
	mouse    press
	mouseOn  bool
	hoverX   float64
	hoverY   float64
	hover    bool
	touched  bool // the last input was a touch: hide hover highlights
	// The touch screen (touch.go): what the loop sees, the page's record of the touches
	// (nil without one), and what was read of them.
	screen screen
	log    touchLog
	down   []touchAt
	ends   []touchEnd
	seq    int       // the last end of the log read
	tick   int64     // the tick of the last Update
	last   time.Time // the clock at the last Update
	looked bool      // an Update ran
	// Injected input waiting for the next Update (Inject, InjectKey).
	injected    []Gesture
	injectedKey []ebiten.Key
	// now is the clock (time.Now; tests set their own).
	now func() time.Time
}

// New returns a pointer.
func New() *Pointer {
	return &Pointer{
		gestures: make([]Gesture, 0, 8),
		keys:     make([]ebiten.Key, 0, 8),
		touches:  make([]press, 0, 4),
		down:     make([]touchAt, 0, 4),
		ends:     make([]touchEnd, 0, 4),
		slop:     24,
		now:      time.Now,
		screen:   &ebitenScreen{},
		log:      pageLog(),
	}
}

// SetClock sets the clock the pointer times presses with: for tests.
func (p *Pointer) SetClock(now func() time.Time) { p.now = now }

// Pressing reports whether a finger is down that may yet become a long press, or the mouse's
// left button is down: the app keeps its frames coming meanwhile, so that the long press is
// reported on time, and the click when the button comes up.
func (p *Pointer) Pressing() bool {
	if p.mouseOn {
		return true
	}
	for _, t := range p.touches {
		if !t.long && !t.moved {
			return true
		}
	}
	return false
}

// SetSlop sets how far, in device pixels, a press may move and still count as a tap. The
// scene sets it from its scale so that it is about the same on every screen.
func (p *Pointer) SetSlop(px float64) { p.slop = px }

// Update reads this tick's input. Call it once at the start of each Update.
func (p *Pointer) Update() {
	p.gestures = append(p.gestures[:0], p.injected...)
	p.keys = append(inpututil.AppendJustPressedKeys(p.keys[:0]), p.injectedKey...)
	p.injected, p.injectedKey = p.injected[:0], p.injectedKey[:0]
	now := p.now()

	// The mouse.
	mx, my := ebiten.CursorPositionF()
	if mx != p.hoverX || my != p.hoverY {
		p.touched = false
	}
	p.hoverX, p.hoverY = mx, my
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) {
		p.add(Secondary, mx, my)
		p.touched = false
	}
	p.updateMouse(p.screen.Mouse())

	p.updateTouches(now)
	p.hover = !p.touched && !math.IsNaN(mx)
}

func (p *Pointer) add(k Kind, x, y float64) {
	p.gestures = append(p.gestures, Gesture{Kind: k, X: x, Y: y})
}

// Touched reports whether the last input was a touch (not the mouse): the words that name
// the gesture say "tap" then, not "click".
func (p *Pointer) Touched() bool { return p.touched }

// Gestures returns this tick's gestures. The slice is reused by the next Update.
func (p *Pointer) Gestures() []Gesture { return p.gestures }

// Keys returns the keys pressed this tick. The slice is reused by the next Update.
func (p *Pointer) Keys() []ebiten.Key { return p.keys }

// Hover returns where the mouse is, and false when the last input was a touch (a finger
// does not hover).
func (p *Pointer) Hover() (x, y float64, ok bool) { return p.hoverX, p.hoverY, p.hover }

// Down returns where a button or finger is held down now, for a pressed look.
func (p *Pointer) Down() (x, y float64, ok bool) {
	if p.mouseOn && !p.mouse.moved {
		return p.mouse.x, p.mouse.y, true
	}
	for _, t := range p.touches {
		if !t.moved && !t.long {
			return t.x, t.y, true
		}
	}
	return 0, 0, false
}

// Inject makes the next Update report a gesture (device pixels), as if the player had
// made it: for tests, which cannot move the mouse.
func (p *Pointer) Inject(g Gesture) { p.injected = append(p.injected, g) }

// InjectKey makes the next Update report a key as just pressed: for tests.
func (p *Pointer) InjectKey(k ebiten.Key) { p.injectedKey = append(p.injectedKey, k) }
