package app

import (
	"time"

	"felt/render/anim"
	"felt/render/layout"
	"felt/render/page"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// The title opens the game, then gives way to the table (or to the lobby of a first visit).
// Its first frames are the title alone, which is all the first frame needs (the web page's
// loader shows the same title, and hands over to it); the table is drawn under it once the
// title is on screen, so that its pictures are ready when the fade begins. While the title
// holds, nothing is drawn. The title then fades to the dark of the room, and the table or
// page comes up out of it, the two never seen through each other: the notice of a first
// start, up on the table from its first frame, never shows the title's letters through it.

// splashDue says what a frame of the title must draw.
func (a *App) splashDue(screen *ebiten.Image) draw {
	f := &a.frame
	b := screen.Bounds()
	switch {
	case a.ticks > splashHold, a.splash == nil, f.drawn < 3, screen != f.screen, b.Dx() != f.w, b.Dy() != f.h:
		return drawAll
	case a.open && !a.under && a.tick > a.openAt:
		return drawAll // the scene is to be drawn under the title
	}
	return drawNothing
}

// splashStep returns how many ticks the title moves on in an Update, the last one having
// run at prev. It fades a tick at a time, but holds by the wall clock: the table opens and
// is first drawn under the title while it holds, in Updates and Draws that take a while in
// a browser (tenths of a second, seconds on a slow machine), and that time counts toward
// the hold rather than coming on top of it. The fade still begins at splashHold.
func (a *App) splashStep(prev time.Time) int {
	if a.ticks >= splashHold || prev.IsZero() {
		return 1
	}
	return min(max(1, int(time.Since(prev)/tickTime)), splashHold-a.ticks)
}

// drawSplash draws a frame of the title: the title alone at first, then over the table
// (hidden under it), then its fade through the dark into the table. It reports whether it
// drew the scene.
func (a *App) drawSplash(screen *ebiten.Image) bool {
	if a.splash == nil {
		a.shown().Draw(screen, a.view)
		a.sceneSeen()
		return true
	}
	if a.ticks > splashHold {
		return a.drawDip(screen, float64(a.ticks-splashHold)/splashFade)
	}
	// The scene is drawn under the title from the frame after it opened (opening.go).
	scene := a.frame.drawn >= 2 && a.open && a.tick > a.openAt
	if scene {
		a.shown().Draw(screen, a.view)
		a.under = true
	}
	a.splash.DrawFaded(screen, a.view, 1)
	return scene
}

// drawDip draws the frame at p (0 to 1) of the title's fade into the scene on show (the table
// or a page): in the first half the title fades to the room's dark, in the second the scene
// comes up out of it. It reports whether it drew the scene.
func (a *App) drawDip(screen *ebiten.Image, p float64) bool {
	b := screen.Bounds()
	all := layout.Rect{W: float64(b.Dx()), H: float64(b.Dy())}
	var br paint.Brush
	if p < 0.5 {
		br.RoundRect(screen, all, 0, paint.Night, 1)
		a.splash.DrawFaded(screen, a.view, float32(1-anim.InOutSine(2*p)))
		return false
	}
	a.shown().Draw(screen, a.view)
	br.RoundRect(screen, all, 0, paint.Night, float32(1-anim.InOutSine(2*p-1)))
	a.sceneSeen()
	return true
}

// sceneSeen notes, the first time the scene shows (the title fading off it, or at once
// without the title), when it did: window.feltTimes.scene in a browser, which the opening's
// benchmark reads as the first frame of the table (or of the lobby, on a first visit).
func (a *App) sceneSeen() {
	if !a.seen {
		a.seen = true
		page.Mark("scene")
	}
}
