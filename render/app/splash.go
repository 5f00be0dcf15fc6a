package app

import (
	"time"

	"felt/render/anim"
	"felt/render/layout"
	"felt/render/page"
	"felt/render/paint"
	"felt/render/title"

	"github.com/hajimehoshi/ebiten/v2"
)

// The title opens the game, then gives way to the table (or to the lobby of a first visit).
// Its first frames are the title alone, which is all the first frame needs (the web page's
// loader shows the same title, and hands over to it); the table is drawn under it once the
// title is on screen, so that its pictures are ready when the fade begins. While the title
// holds, nothing is drawn. The title then fades to the dark of the room, and the table or
// page comes up out of it, the two never seen through each other: the notice of a first
// start, up on the table from its first frame, never shows the title's letters through it.

// splash is the title at the opening, up until it has faded into the scene on show.
type splash struct {
	title  *title.Scene // the title; nil once it is gone
	ticks  int          // how far it has gone
	seen   bool         // the scene has shown through the title
	under  bool         // the scene was drawn under the title
	open   bool         // the scene under the title is open, since the tick openAt (opening.go)
	openAt int64
}

// Splash timing, in ticks: the title shows, then fades into the table.
const (
	splashHold = 50
	splashFade = 30
)

// up reports whether the title is up.
func (s *splash) up() bool { return s.title != nil }

// due says what a frame of the title must draw on screen, after the frames f, in the tick-th
// Update.
func (s *splash) due(screen *ebiten.Image, f *frames, tick int64) draw {
	b := screen.Bounds()
	switch {
	case s.ticks > splashHold, s.title == nil, f.drawn < 3, screen != f.screen, b.Dx() != f.w, b.Dy() != f.h:
		return drawAll
	case s.open && !s.under && tick > s.openAt:
		return drawAll // the scene is to be drawn under the title
	}
	return drawNothing
}

// advance moves the title on in an Update, the last one having run at prev; waiting says
// the table (or the lobby) is still to open: the title holds until it has, and has been
// drawn under it.
func (s *splash) advance(prev time.Time, waiting bool) {
	if s.title == nil || ((waiting || !s.under) && s.ticks >= splashHold) {
		return
	}
	s.ticks += s.step(prev)
	if s.ticks >= splashHold+splashFade {
		s.title = nil
	}
}

// step returns how many ticks the title moves on in an Update, the last one having run at
// prev. It fades a tick at a time, but holds by the wall clock: the table opens and is first
// drawn under the title while it holds, in Updates and Draws that take a while in a browser
// (tenths of a second, seconds on a slow machine), and that time counts toward the hold
// rather than coming on top of it. The fade still begins at splashHold.
func (s *splash) step(prev time.Time) int {
	if s.ticks >= splashHold || prev.IsZero() {
		return 1
	}
	return min(max(1, int(time.Since(prev)/tickTime)), splashHold-s.ticks)
}

// holding reports whether the title holds still on screen, its first frame up (told): the
// table opens and is first drawn under it meanwhile, each a long step in a browser. The loop
// sleeps a tick between the steps rather than asking for the next frame at once, so that the
// page runs its own tasks between them (input, its timers; a page that only ever runs long
// frames gets to nothing else).
func (s *splash) holding(told bool) bool {
	return s.title != nil && told && s.ticks <= splashHold
}

// opened notes that the scene under the title opened in the tick-th Update: it is first
// drawn under the title in a later frame, so that opening it and drawing it, each a while
// in a browser, are two tasks of the page rather than one.
func (s *splash) opened(tick int64) {
	s.open, s.openAt = true, tick
}

// draw draws a frame of the title on view v: the title alone at first, then over the scene
// on show (hidden under it), then its fade through the dark into the scene; without the
// title, the scene alone. drawn is the frames drawn so far, tick the Updates. It reports
// whether it drew the scene.
func (s *splash) draw(screen *ebiten.Image, shown Scene, v layout.View, drawn int, tick int64) bool {
	if s.title == nil {
		shown.Draw(screen, v)
		s.sceneSeen()
		return true
	}
	if s.ticks > splashHold {
		return s.dip(screen, shown, v, float64(s.ticks-splashHold)/splashFade)
	}
	// The scene is drawn under the title from the frame after it opened (opening.go).
	scene := drawn >= 2 && s.open && tick > s.openAt
	if scene {
		shown.Draw(screen, v)
		s.under = true
	}
	s.title.DrawFaded(screen, v, 1)
	return scene
}

// dip draws the frame at p (0 to 1) of the title's fade into the scene on show (the table or
// a page): in the first half the title fades to the room's dark, in the second the scene
// comes up out of it. It reports whether it drew the scene.
func (s *splash) dip(screen *ebiten.Image, shown Scene, v layout.View, p float64) bool {
	b := screen.Bounds()
	all := layout.Rect{W: float64(b.Dx()), H: float64(b.Dy())}
	var br paint.Brush
	if p < 0.5 {
		br.RoundRect(screen, all, 0, paint.Night, 1)
		s.title.DrawFaded(screen, v, float32(1-anim.InOutSine(2*p)))
		return false
	}
	shown.Draw(screen, v)
	br.RoundRect(screen, all, 0, paint.Night, float32(1-anim.InOutSine(2*p-1)))
	s.sceneSeen()
	return true
}

// sceneSeen notes, the first time the scene shows (the title fading off it, or at once
// without the title), when it did: window.feltTimes.scene in a browser, which the opening's
// benchmark reads as the first frame of the table (or of the lobby, on a first visit).
func (s *splash) sceneSeen() {
	if !s.seen {
		s.seen = true
		page.Mark("scene")
	}
}
