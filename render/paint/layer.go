package paint

import (
	"image"
	"math"

	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// Painter paints something that changes only when the screen does, such as the table and the
// layout printed on it.
type Painter interface {
	// Paint paints on dst, a fresh transparent image the size of the screen v describes.
	Paint(dst *ebiten.Image, v layout.View)
}

// Layer keeps what a Painter painted and repaints only when the screen changes size or
// density, so that a frame just copies it. The zero value is ready to use.
type Layer struct {
	image   *ebiten.Image
	view    layout.View
	paints  int
	options ebiten.DrawImageOptions
}

// Draw copies the layer onto dst, which v describes, asking p to repaint it first if the
// screen changed since the last time.
func (l *Layer) Draw(dst *ebiten.Image, v layout.View, p Painter) {
	if l.image == nil || !l.view.SameScreen(v) {
		if l.image != nil {
			l.image.Deallocate()
		}
		// A screen-sized image of its own (unmanaged): on Ebitengine's shared atlases it
		// would grow them to its size, and they would keep that size.
		r := image.Rect(0, 0, int(math.Ceil(v.Width)), int(math.Ceil(v.Height)))
		l.image = ebiten.NewImageWithOptions(r, &ebiten.NewImageOptions{Unmanaged: true})
		l.view = v
		l.paints++
		p.Paint(l.image, v)
	}
	dst.DrawImage(l.image, &l.options)
}

// Paints returns how many times the layer has been painted.
func (l *Layer) Paints() int {
	return l.paints
}
