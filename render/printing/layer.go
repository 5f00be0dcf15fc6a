package printing

import (
	"felt/render/layout"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// Layer is the printed layer of a table on the plan of a frame, a plan.Painter: the felt and
// everything printed on it, painted on a layer of its own by Printer, of the table as Of
// gives it then, again only when the screen changes (paint.Layer), and copied onto each
// frame. The layout pass measures the same printing (Printer.Measure).
type Layer struct {
	Printer Printer
	Of      func() Table
	layer   paint.Layer
}

// Paint implements plan.Painter.
func (l *Layer) Paint(dst *ebiten.Image, v layout.View) {
	l.layer.Draw(dst, v, layerPaint{l})
}

// layerPaint paints the printed layer when the screen changes (a paint.Painter).
type layerPaint struct{ l *Layer }

// Paint implements paint.Painter.
func (p layerPaint) Paint(dst *ebiten.Image, v layout.View) {
	p.l.Printer.Paint(dst, v, p.l.Of())
}
