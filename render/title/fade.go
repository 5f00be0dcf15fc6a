package title

import (
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawFaded draws the title screen at opacity alpha, over whatever screen holds: the table
// the title fades into.
func (s *Scene) DrawFaded(screen *ebiten.Image, v layout.View, alpha float32) {
	s.print.DrawFaded(screen, v, s, alpha)
}
