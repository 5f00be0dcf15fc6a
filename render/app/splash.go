package app

import (
	"felt/render/anim"

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
	}
	return drawNothing
}

// drawSplash draws a frame of the title: the title alone at first, then over the table,
// fading out at the end. It reports whether it drew the scene.
func (a *App) drawSplash(screen *ebiten.Image) bool {
	if a.splash == nil {
		a.shown().Draw(screen, a.view)
		return true
	}
	alpha := 1.0
	if a.ticks > splashHold {
		alpha = 1 - anim.InOutSine(float64(a.ticks-splashHold)/splashFade)
	}
	scene := alpha < 1 || a.frame.drawn >= 2
	if scene {
		a.shown().Draw(screen, a.view)
	}
	a.splash.DrawFaded(screen, a.view, float32(alpha))
	return scene
}
