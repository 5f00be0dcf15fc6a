package paint

import (
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawFaded is Draw with the layer's opacity scaled by alpha: a layer fading in or out is
// drawn straight onto dst, with no picture of its own in between.
func (l *Layer) DrawFaded(dst *ebiten.Image, v layout.View, p Painter, alpha float32) {
	l.options.ColorScale.Reset()
	l.options.ColorScale.ScaleAlpha(alpha)
	l.Draw(dst, v, p)
	l.options.ColorScale.Reset()
}
