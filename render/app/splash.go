package app

import (
	"time"

	"felt/render/anim"
	"felt/render/page"

	"github.com/hajimehoshi/ebiten/v2"
)

// The title opens the game, then fades into the table. Its first frames are the title
// alone, which is all the first frame needs (the web page's loader shows the same title,
// and hands over to it); the table is drawn under it once the title is on screen, so that
// its pictures are ready when the fade begins. While the title holds, nothing is drawn.

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

// drawSplash draws a frame of the title: the title alone at first, then over the table,
// fading out at the end. It reports whether it drew the scene.
func (a *App) drawSplash(screen *ebiten.Image) bool {
	if a.splash == nil {
		a.shown().Draw(screen, a.view)
		a.sceneSeen()
		return true
	}
	alpha := 1.0
	if a.ticks > splashHold {
		alpha = 1 - anim.InOutSine(float64(a.ticks-splashHold)/splashFade)
	}
	// The scene is drawn under the title from the frame after it opened (opening.go).
	scene := alpha < 1 || (a.frame.drawn >= 2 && a.open && a.tick > a.openAt)
	if scene {
		a.shown().Draw(screen, a.view)
		a.under = true
	}
	a.splash.DrawFaded(screen, a.view, float32(alpha))
	if alpha < 1 {
		a.sceneSeen()
	}
	return scene
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
