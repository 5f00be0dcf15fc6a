package help

import (
	gwheel "felt/game/wheel"
	"felt/render/anim"
	"felt/render/layout"
	"felt/render/wheel"

	"github.com/hajimehoshi/ebiten/v2"
)

// Wheel is a prize wheel as the table shows it (render/wheel's own drawing), at rest.
type Wheel struct {
	Wheel *gwheel.Wheel
	Look  wheel.Look
	Words string
	s     *wheel.Spinner
	err   error
}

// Height implements Figure.
func (w *Wheel) Height(cw float64) float64 { return min(cw, 300) }

// Draw implements Figure.
func (w *Wheel) Draw(dst *ebiten.Image, r layout.Rect, k float64, p *Pens) {
	p.felt(dst, r, k)
	if w.s == nil && w.err == nil {
		w.s, w.err = wheel.New(p.Fonts, w.Wheel, w.Look)
		if w.err == nil {
			w.s.Show(0, anim.Instant)
			w.s.Update(1)
		}
	}
	if w.err != nil {
		return
	}
	// The pointer stands a tenth of the radius above the wheel, the readout a fifth below.
	h := r.H / k
	rad := h / 2.35
	v := layout.View{Scale: k, OffsetX: r.X, OffsetY: r.Y, Width: r.W, Height: r.H, Device: 1}
	w.s.Draw(dst, v, r.W/k/2, h*0.06+rad*1.12, rad, 1)
}

// Alt implements Figure.
func (w *Wheel) Alt() string { return w.Words }
