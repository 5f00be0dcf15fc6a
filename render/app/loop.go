package app

import (
	"sync"
	"time"

	"felt/render/attract"
	"felt/render/audio"
	"felt/render/history"
	"felt/render/page"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// The pace of Ebitengine's frame loop (docs/design.md, Rule 7: nothing moving, nothing drawn).
//
// While the table moves, frames come at the display's rate. While only slow things change (a
// pulse, the meter's digits), the loop waits and a timer wakes it twenty times a second.
// While nothing moves, the loop sleeps: Ebitengine waits for input, which it answers at once
// (a click or a key runs a frame straight away), the page stops asking for animation frames
// (page.Sleep), and a timer wakes the loop when the table next changes by itself (a message
// fading, the meter stepping after the linked tables). On waking, the ticks slept pass at
// once (Pacer.Pass), so that the table keeps the wall clock's pace: the meters climb as fast
// whether the table is watched or not.
//
// A hidden page draws nothing and plays no sound; when it is shown again the table catches
// up with the time it was hidden (Pacer.CatchUp).
//
// The sound stream is quiet too: the page's audio asks for samples all the time it runs,
// silence or not, so the app suspends it while no sound plays (page.Audio).
//
// Ebitengine's FPS modes and ScheduleFrame are deprecated in favour of skipping draws alone;
// that keeps sixty Updates a second and the browser's animation frames running, which cost
// several times the goal on an idle table, so the app uses them on purpose.

// Pacer is a scene that paces the loop: it says how its picture changes and when it next
// changes by itself, and can let ticks pass at once: a page, the attract loop, a replay, or
// a table's pacing (Paced).
type Pacer interface {
	Quiet
	// Wake returns in how many ticks a still picture next changes by itself.
	Wake() int
	// Pass lets n ticks go by at once on a still scene.
	Pass(n int)
	// CatchUp brings the scene up to date after n ticks in which it was not shown.
	CatchUp(n int)
}

// Paced is a scene whose pacing is a handle of its own: a table (table.Scene's Pace).
type Paced interface {
	Pace() table.Pace
}

// The scenes that pace the loop themselves: a replay's pace is its table's with its own
// buttons', the attract loop's its table's with its captions'.
var (
	_ Pacer = (*history.Replay)(nil)
	_ Pacer = (*attract.Loop)(nil)
	_ Pacer = table.Pace{}
)

// pacer is how sc paces the loop: sc itself, or the pacing it gives.
func pacer(sc Scene) (Pacer, bool) {
	if pc, ok := sc.(Pacer); ok {
		return pc, true
	}
	if pd, ok := sc.(Paced); ok {
		return pd.Pace(), true
	}
	return nil, false
}

// quiet is how sc says its picture changes: sc itself, or the pacing it gives.
func quiet(sc Scene) (Quiet, bool) {
	if pc, ok := pacer(sc); ok {
		return pc, true
	}
	q, ok := sc.(Quiet)
	return q, ok
}

// tickTime is the length of a tick: Ebitengine runs Update sixty times a second.
const tickTime = time.Second / 60

// pace is the loop's pace and what it needs to keep the table on the wall clock.
type pace struct {
	motion table.Motion // the pace set, by the motion it is for
	set    bool         // a pace was set
	asleep bool         // the last Update left the loop asleep
	last   time.Time    // when the last Update ran
	timer  *time.Timer  // wakes the loop
	audio  bool         // the page's audio runs
	gated  bool         // the page's audio was set
	heard  time.Time    // when a sound last played
	frame  *frames      // drawn whole again when the page is shown again
	// clock tells the time of an Update's start (time.Now when nil): a test's own keeps
	// the time a test spends between Updates from being passed as slept.
	clock func() time.Time

	mu       sync.Mutex // guards what the page's visibility handler sets
	hid      bool       // the page is hidden
	hiddenAt time.Time
	shown    time.Duration // how long the page was hidden, to catch up at the next Update
}

// beginTick runs at the start of each Update: after a sleep, or a hidden page, the scene
// catches up with the ticks the loop did not run.
func (a *App) beginTick() {
	p := &a.pace
	now := time.Now()
	if p.clock != nil {
		now = p.clock()
	}
	pc, ok := pacer(a.shown())
	p.mu.Lock()
	shown := p.shown
	p.shown = 0
	p.mu.Unlock()
	switch {
	case !ok:
	case shown > 0:
		pc.CatchUp(int(shown / tickTime))
	case p.asleep && !p.last.IsZero():
		// Ebitengine runs this tick itself; the rest of the time slept passes at once.
		a.demo.idle.slept = now.Sub(p.last) // idle time for attract mode (attract.go)
		if n := int(now.Sub(p.last)/tickTime) - 1; n > 0 {
			pc.Pass(n)
		}
	}
	p.asleep = false
	p.last = now
}

// endTick runs at the end of each Update: it sets the loop's pace from the scene's motion.
func (a *App) endTick() {
	p := &a.pace
	m := table.Moving
	pc, ok := pacer(a.shown())
	hold := a.splash.holding(a.told)
	switch {
	case hold, a.embed.paused:
		m = table.Still
	case ok && !a.splash.up() && a.frame.drawn >= 3 && !a.frame.title:
		// (The frame on screen still shows the title: the first frame without it must be
		// drawn before the loop may sleep.)
		m = pc.Motion()
	}
	changed := a.moments.changed(a.shown())
	if !p.set || m != p.motion {
		p.set, p.motion = true, m
		if m == table.Moving {
			//lint:ignore SA1019 the loop sleeps while nothing moves: see the comment at the top of this file
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
		} else {
			//lint:ignore SA1019 as above
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		}
		page.Sleep(m == table.Still)
		a.watchMoment()
	} else if changed {
		// A command (a deal, a decision) given while the table was moving already.
		a.watchMoment()
	}
	p.asleep = m == table.Still
	p.gateAudio(a.opener.o.Sound)
	switch m {
	case table.Slow, table.Meter:
		p.wakeIn(slowEvery * tickTime)
	case table.Still:
		if hold {
			p.wakeIn(tickTime)
			break
		}
		if a.embed.paused {
			// A command of the parent page wakes the loop (render/parent.Listen).
			break
		}
		wake := min(time.Duration(pc.Wake())*tickTime, a.demo.wake())
		if a.opener.o.Sound.Prepare() || a.prepareTable() {
			// Sounds are synthesized while nothing moves, one a frame, soon after the
			// other (audio.Player.Prepare); then the table's pictures that take long to
			// paint the first time are painted, one a frame (table.Pace.Prepare).
			wake = min(wake, prepareEvery)
		}
		p.wakeIn(wake)
	}
}

// watchMoment lets the moments look at the table (moments.go): alone on show, in a mode that
// offers moments.
func (a *App) watchMoment() {
	on := !a.splash.up() && len(a.stack.pages) == 0 && !a.hist.on() && !noNotice(a.demo.mode)
	a.moments.watch(a.stack.table(), on, a.pace.motion == table.Moving, picture{a.shown(), a.view, a.frame.w, a.frame.h})
}

// prepareTable paints one of the pictures the table on show paints ahead of their first
// showing (a prize wheel), and reports whether more wait.
func (a *App) prepareTable() bool {
	sc := a.stack.table()
	return sc != nil && a.shown() == a.stack.scene && sc.Pace().Prepare()
}

// prepareEvery is how soon the loop wakes again to synthesize the next sound.
const prepareEvery = 100 * time.Millisecond

// audioGrace is how long the page's audio keeps running after the last sound ends.
const audioGrace = time.Second

// gateAudio runs the page's audio while sounds of snd play, and a little after; a hidden
// page has none.
func (p *pace) gateAudio(snd *audio.Player) {
	if snd == nil {
		return
	}
	now := time.Now()
	if snd.Playing() > 0 {
		p.heard = now
	}
	on := !p.hidden() && now.Sub(p.heard) < audioGrace
	p.mu.Lock()
	defer p.mu.Unlock()
	if on != p.audio || !p.gated {
		p.audio, p.gated = on, true
		page.Audio(on)
	}
}

// wakeIn makes the loop run a frame after d.
func (p *pace) wakeIn(d time.Duration) {
	if p.timer == nil {
		p.timer = time.AfterFunc(d, wake)
		return
	}
	p.timer.Reset(d)
}

// wake makes the loop run a frame soon, wherever it waits.
func wake() {
	page.Sleep(false)
	//lint:ignore SA1019 see the comment at the top of this file
	ebiten.ScheduleFrame()
}

// visibility follows the page's visibility: hidden, nothing is drawn and no sound plays;
// shown again, the next Update catches the table up with the time it was hidden.
func (p *pace) visibility(hidden bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if hidden == p.hid {
		return
	}
	p.hid = hidden
	if hidden {
		p.hiddenAt = time.Now()
		p.audio = false
		page.Audio(false)
		return
	}
	p.shown = max(time.Since(p.hiddenAt), tickTime)
	p.frame.redraw()
	wake()
}

// hidden reports whether the page is hidden.
func (p *pace) hidden() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.hid
}
