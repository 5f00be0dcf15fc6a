package table

import (
	"math"

	"felt/game/money"
	"felt/render/input"
	"felt/render/layout"
	"felt/render/readout"

	"github.com/hajimehoshi/ebiten/v2"
)

// Nothing moving, nothing drawn (docs/design.md, Rule 7). The table tells the app how its picture
// changes with time (Motion) and counts the changes that come from outside time (Changes:
// a command, a hover over another button, a press), so that the app draws a frame only when
// the picture is not the one already on the screen.

// Pace is how the table paces the app's loop (render/app's Quiet and Pacer), the handle the
// app reads it through (Scene.Pace): how its picture changes with time and with what comes
// from outside time, when it next changes by itself, its meters' digits drawn alone, the
// ticks let go by at once (slept, hidden, or away under the pages), and whether it is at
// rest or has a picture to prepare.
type Pace struct{ s *Scene }

// Pace returns the table's pacing.
func (s *Scene) Pace() Pace { return Pace{s} }

// Motion says how the table's picture changes from one tick to the next.
type Motion uint8

const (
	// Still is a table whose picture does not change with time: the last frame drawn
	// stands until Changes moves on.
	Still Motion = iota
	// Meter is a still table but for the meter's digits, which turn to follow the linked
	// tables: a few frames a second show them, and DrawMeter draws them alone.
	Meter
	// Slow is a table where only slow things change: a pulse of light (the turn's glow, a
	// big win's), with or without the meter's digits. A few frames a second show them.
	Slow
	// Moving is a table where cards, chips, labels or a wheel move: every tick is drawn.
	Moving
)

// look is what the table showed at the last Update, apart from motion: when it changes, so
// does the picture.
type look struct {
	key     uint64 // a digest of the state the picture shows
	changes uint64 // how many times key has changed
	// meterDrawn is what the meters showed in the last frame drawn.
	meterDrawn [2]money.Amount
}

// Motion reports how the table's picture changes with time now.
func (p Pace) Motion() Motion {
	s := p.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return p.motion()
}

// Changes counts the changes of the picture that do not come with time: a command from a
// click, a key or the hook, a setting, a hover over another button, a press. A frame must
// be drawn when it differs from the count at the last frame drawn.
func (p Pace) Changes() uint64 {
	s := p.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.look.changes
}

// Idle reports whether the table is at rest: nothing moves or is about to (no event waits,
// no tween runs, no message or banner fades, the meter's digits stand still), the
// demonstration is off, and the picture would be the same at every tick.
func (p Pace) Idle() bool {
	s := p.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return p.motion() == Still && !s.demo && !s.stage.Pending
}

// Prepare paints one of the game's own pictures that take long to paint the first time
// they show (Preparer), for the screen of the last frame drawn, and reports whether more
// wait: the app calls it while the table is at rest, so that no frame of an animation
// paints them (a prize wheel: 0.2 s of CPU, and about a second of a software GPU).
func (p Pace) Prepare() (more bool) {
	s := p.s
	s.mu.Lock()
	defer s.mu.Unlock()
	pr, ok := s.plug.(Preparer)
	if !ok || s.view.Scale == 0 {
		return false
	}
	return pr.Prepare(&s.stage, s.view)
}

// motion is Motion with the lock held.
func (p Pace) motion() Motion {
	s := p.s
	now := s.stage.Timeline.Now()
	if s.animating() || s.stage.Pending || s.stage.Tweening(now) || (s.stage.Jackpot.On && !s.stage.Jackpot.Credited) {
		return Moving
	}
	m := Still
	if now < s.stage.msg.until && (now < s.stage.msg.from+8 || now >= s.stage.msg.until-20) {
		return Moving // fading in or out
	}
	if b := &s.stage.banner; b.level != 0 && now < b.until {
		if now < b.from+18 || now >= b.until-24 {
			return Moving
		}
		if b.level >= 2 {
			m = Slow // its glow pulses
		}
	}
	for i := range s.stage.Seats {
		if s.stage.Seats[i].Turn.At(now) > 0 {
			m = Slow // the turn's glow pulses
		}
	}
	if m == Still && s.pointer.Pressing() {
		m = Slow // a finger or the mouse button is down: a long press, a click, reported on time
	}
	if m == Still && (s.meters.moving() || s.meters.shown() != s.look.meterDrawn) {
		m = Meter
	}
	return m
}

// DrawMeter paints the meters' digits alone over the frame already on screen, which v
// describes: all a frame needs when only they change (Motion Meter). The digits' window is
// opaque and nothing lies over it. It reports false, drawing nothing, when the whole table
// must be drawn instead: the sign is up, or the screen is not the one last drawn (or laid
// out). The plan paints them: its live pieces (plan.Frame.PaintLive).
func (p Pace) DrawMeter(screen *ebiten.Image, v layout.View) bool {
	s := p.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.help || !s.haveGeo || s.view != v || s.geom.O != v.Orientation || s.geom.Tall != v.Tall || !s.sheet.fr.ok || s.sheet.fr.View != v {
		return false
	}
	s.sheet.fr.PaintLive(screen)
	return true
}

// note ends an Update: it counts a change when the state the picture shows (its digest k)
// differs from the last Update's.
func (l *look) note(k uint64) {
	if k != l.key {
		l.key = k
		l.changes++
	}
}

// lookKey digests what the picture shows apart from motion: the round and its phase, the
// person's credits and bets, the playback's place, the settings, the message and banner, the
// button under the pointer and the one pressed, the screen.
func (p Pace) lookKey() uint64 {
	s := p.s
	h := digest(0).add(flags(s.comf.note.on, s.fo.on)).add(s.fo.moves)
	c := s.core
	h = h.add(c.Round()).add(uint64(c.Phase())).add(uint64(int64(c.Turn())))
	if s.person >= 0 {
		h = h.add(uint64(c.Balance(s.person)))
		for _, b := range c.Bets(s.person) {
			h = h.add(uint64(b))
		}
	}
	h = h.add(uint64(len(s.events()))).add(uint64(s.stage.Timeline.Cursor())).add(uint64(s.stage.Credits))
	h = s.prefs.digest(h).add(flags(s.help, s.demo, s.stage.resultOn, s.haveGeo))
	h = h.add(uint64(s.bet.chip)).add(uint64(len(s.bet.history))).add(uint64(s.stage.msg.from)).add(uint64(s.stage.banner.from))
	h = h.add(uint64(pointerKey(s.pointer, s.view, s.buttons, s.settings)))
	// The screen: a new one is laid out and painted whole.
	h = h.add(math.Float64bits(s.view.Width)).add(math.Float64bits(s.view.Height)).add(math.Float64bits(s.view.Device))
	asked, warned, trainer := s.coach.Look()
	h = h.add(asked).add(warned).add(flags(hints{s}.shown(), trainer, s.panel.on()))
	// The banner and the message are taken down at their ends: the frame after is laid
	// out again without them (motion is Still there, and nothing else may change).
	now := s.stage.Timeline.Now()
	h = h.add(flags(now < s.stage.banner.until, now < s.stage.msg.until))
	return uint64(h)
}

// pointerKey names the button under the mouse and the one pressed (of the buttons, then
// the settings), for the hover and pressed looks; v is the screen (none yet: 0).
func pointerKey(p *input.Pointer, v layout.View, buttons, settings []*button) int {
	if v.Scale == 0 {
		return 0
	}
	hx, hy, hover := p.Hover()
	dx, dy, down := p.Down()
	hx, hy = v.ToDesign(hx, hy)
	dx, dy = v.ToDesign(dx, dy)
	over, pressed := 0, 0
	for k, list := range [2][]*button{buttons, settings} {
		for i, b := range list {
			n := k*len(buttons) + i + 1
			if hover && b.Hit(hx, hy) {
				over = n
			}
			if down && b.Hit(dx, dy) {
				pressed = n
			}
		}
	}
	return over + pressed<<8
}

// digest is an FNV-1a style hash of a few numbers.
type digest uint64

func (h digest) add(x uint64) digest {
	if h == 0 {
		h = 14695981039346656037
	}
	return (h ^ digest(x)) * 1099511628211
}

// flags packs booleans into a number.
func flags(bs ...bool) uint64 {
	var n uint64
	for i, b := range bs {
		if b {
			n |= 1 << i
		}
	}
	return n
}

// Wake returns how many ticks from now a still table's picture next changes by itself: a
// message starting to fade, the banner going, the meter stepping to follow the linked
// tables. It is 1 while the table moves, or plays by itself.
func (p Pace) Wake() int {
	s := p.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if p.motion() != Still || s.demo || s.stage.Pending {
		return 1
	}
	now := s.stage.Timeline.Now()
	next := int64(readout.RestTicks)
	soon := func(at int64) {
		if at > now {
			next = min(next, at-now)
		}
	}
	if s.meters.any() {
		soon(s.meters.next())
	}
	if now < s.stage.msg.until {
		soon(s.stage.msg.until - 20)
	}
	if b := &s.stage.banner; b.level != 0 && now < b.until {
		soon(b.until - 24)
	}
	return int(max(next, 1))
}

// Pass lets n ticks go by at once on a still table, as n Updates in which nothing moved
// would: the clock moves on and the linked tables play on (the meters climb). The app calls
// it when it wakes after sleeping, so that the table keeps the wall clock's pace. On a table
// that is not still it does nothing.
func (p Pace) Pass(n int) {
	s := p.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if p.motion() != Still || s.demo || s.stage.Pending {
		return
	}
	p.pass(n)
}

// CatchUp brings the table up to date after n ticks in which it was not shown (a hidden
// page): whatever was being played back is finished at once, then the ticks pass (a
// message or a banner of then is over, the meters have climbed).
func (p Pace) CatchUp(n int) {
	s := p.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.animating() || s.stage.Pending {
		s.playback.skip()
	}
	p.pass(n)
}

// Away lets n ticks go by on a table that is not on show (under the pages, or left for the
// other game's table): its clock moves on (a message or a banner of then is over) and the
// linked tables play them, so that its meters climb by the wall clock. A table whose round
// is being played back, or whose jackpot is being counted, waits as it is; it reports false.
func (p Pace) Away(n int) bool {
	s := p.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.animating() || s.stage.Pending || s.demo || (s.stage.Jackpot.On && !s.stage.Jackpot.Credited) {
		return false
	}
	p.pass(n)
	return true
}

// pass moves the clock n ticks on and lets the linked tables play them.
func (p Pace) pass(n int) {
	s := p.s
	if n <= 0 {
		return
	}
	for range n {
		s.stage.Timeline.Tick()
	}
	if s.opts.Log != nil || s.core.Advance(int64(n)) != nil {
		return
	}
	s.playback.watchLinked()
}
