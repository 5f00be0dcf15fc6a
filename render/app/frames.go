package app

import (
	"felt/render/layout"
	"felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// Nothing moving, nothing drawn (docs/design.md, Rule 7). Ebitengine keeps the screen between
// frames (the app turns clearing off), and a frame whose picture would be the one already
// on the screen is not drawn at all: Ebitengine then stops presenting, and an idle table
// costs the few microseconds of its Update.

// Quiet is a scene that says how its picture changes, so that the app draws it only when it
// must: a page, or a table's pacing (Paced); a scene that is not is drawn at every frame.
type Quiet interface {
	// Motion says how the picture changes with time.
	Motion() table.Motion
	// Changes counts the changes of the picture that do not come with time.
	Changes() uint64
	// DrawMeter draws the meter's digits alone over the last frame, when only they change;
	// it reports false when the whole scene must be drawn.
	DrawMeter(screen *ebiten.Image, v layout.View) bool
}

// What a frame must draw.
type draw uint8

const (
	drawNothing draw = iota // the frame on screen stands
	drawMeter               // the meter's digits alone
	drawAll                 // the whole scene
)

// slowEvery is how many ticks apart the frames of a slowly changing picture (a pulse, the
// meter's digits) are drawn: twenty frames a second.
const slowEvery = 3

// frames remembers the last frame drawn, to tell whether the next must be drawn.
type frames struct {
	screen  *ebiten.Image // the screen it was drawn on
	scene   Scene         // the scene drawn
	w, h    int           // the screen's size
	changes uint64        // the scene's Changes then
	motion  table.Motion  // and its Motion
	tick    int64         // the app's tick then
	drawn   int           // frames drawn so far
	skipped int           // frames not drawn because nothing changed
	meters  int           // frames that drew the meter's digits alone
	title   bool          // the title was drawn over the scene
}

// due says what the frame must draw on screen: everything when the scene changed or moves
// since the last frame drawn, the screen is another or of another size, or the title is up;
// a slowly changing picture a few times a second; nothing when the picture on screen stands.
func (a *App) due(screen *ebiten.Image) draw {
	f := &a.frame
	if a.pace.hidden() || (a.embed.paused && screen == f.screen) {
		return drawNothing
	}
	if a.splash.up() {
		return a.splash.due(screen, f, a.tick)
	}
	b := screen.Bounds()
	q, ok := quiet(a.shown())
	if !ok || f.title || f.drawn < 3 || a.demo.marksMove() || a.shown() != f.scene || screen != f.screen || b.Dx() != f.w || b.Dy() != f.h {
		return drawAll
	}
	m := q.Motion()
	switch {
	case q.Changes() != f.changes, m == table.Moving:
		return drawAll
	case m == table.Still && f.motion == table.Meter, m == table.Meter && a.tick-f.tick >= slowEvery:
		// The meter's digits turn, or have just stopped.
		return drawMeter
	case m == table.Slow && a.tick-f.tick >= slowEvery, m == table.Still && f.motion > table.Meter:
		// A slow picture's next frame, or the last of one caught in motion.
		return drawAll
	}
	return drawNothing
}

// drawn notes the frame just drawn on screen.
func (a *App) drawn(screen *ebiten.Image) {
	f := &a.frame
	b := screen.Bounds()
	f.screen, f.w, f.h, f.tick, f.title = screen, b.Dx(), b.Dy(), a.tick, a.splash.up()
	f.scene = a.shown()
	f.drawn++
	if q, ok := quiet(a.shown()); ok {
		f.motion, f.changes = q.Motion(), q.Changes()
	}
}

// drawMeter draws the meter's digits alone, or the whole scene when the scene cannot.
func (a *App) drawMeter(screen *ebiten.Image) bool {
	q, ok := quiet(a.shown())
	if !ok || !q.DrawMeter(screen, a.view) {
		return false
	}
	a.frame.tick, a.frame.motion = a.tick, q.Motion()
	a.frame.meters++
	return true
}

// redraw makes the next frame be drawn whatever the scene says: after the page was hidden,
// or when something outside the scene covered the screen.
func (f *frames) redraw() { f.screen = nil }

// Frames returns how many frames were drawn whole, how many drew the meter's digits alone,
// and how many were skipped because nothing had changed since the last one.
func (a *App) Frames() (drawn, meters, skipped int) {
	return a.frame.drawn, a.frame.meters, a.frame.skipped
}
