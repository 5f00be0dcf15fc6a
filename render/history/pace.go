package history

import (
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// The replay paces the app's loop as its table does (render/app's Pacer), with its own
// buttons' presses and changes (Motion, Changes).

// DrawMeter draws the table's meter digits alone over the last frame, when only they change.
func (r *Replay) DrawMeter(screen *ebiten.Image, v layout.View) bool {
	return r.Scene.Pace().DrawMeter(screen, v)
}

// Wake returns in how many ticks the table's still picture next changes by itself.
func (r *Replay) Wake() int { return r.Scene.Pace().Wake() }

// Pass lets n ticks go by at once on the still table.
func (r *Replay) Pass(n int) { r.Scene.Pace().Pass(n) }

// CatchUp brings the table up to date after n ticks in which it was not shown.
func (r *Replay) CatchUp(n int) { r.Scene.Pace().CatchUp(n) }
