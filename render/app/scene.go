package app

import (
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen of the game: the title, a table of either game, a lobby. The app runs
// exactly one at a time; its Update is called 60 times a second and its Draw once per
// displayed frame. A table takes the hook's commands through its handle (table.Scene's Hook)
// and keeps its state between visits through another (Keeping).
type Scene interface {
	// Update advances the scene by one tick.
	Update() error
	// Draw draws the scene on screen, which v describes in device pixels.
	Draw(screen *ebiten.Image, v layout.View)
}
