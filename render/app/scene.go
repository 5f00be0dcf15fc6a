package app

import (
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen of the game: the title, a table, a menu. The app runs exactly one at a
// time; its Update is called 60 times a second and its Draw once per displayed frame.
type Scene interface {
	// Update advances the scene by one tick.
	Update() error
	// Draw draws the scene on screen, which v describes in device pixels.
	Draw(screen *ebiten.Image, v layout.View)
}
