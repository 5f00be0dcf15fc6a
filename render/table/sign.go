package table

import (
	"image"
	"math"

	"felt/render/box"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// sign is the pays-and-rules sign the HELP button shows over the table: the frame is the
// machinery's, the content the game's plug paints.
type sign struct {
	s     *Scene
	img   *ebiten.Image
	scale float64
	o     layout.Orientation
	tall  float64
	op    ebiten.DrawImageOptions
}

// Paint implements Painter: the sign over the veiled table, its picture made the first
// time it shows on a screen.
func (h *sign) Paint(dst *ebiten.Image, v layout.View) {
	s := h.s
	if h.img == nil || h.scale != v.Scale || h.o != v.Orientation || h.tall != v.Tall {
		if h.img != nil {
			h.img.Deallocate()
		}
		h.scale, h.o, h.tall = v.Scale, v.Orientation, v.Tall
		r := SignRect(v)
		k := v.Scale
		// Nearly the screen's size: an image of its own, not on the shared atlases.
		h.img = ebiten.NewImageWithOptions(image.Rect(0, 0, int(math.Ceil(r.W*k)), int(math.Ceil(r.H*k))), &ebiten.NewImageOptions{Unmanaged: true})
		var b paint.Brush
		full := layout.Rect{W: r.W * k, H: r.H * k}
		b.RoundRect(h.img, full, 16*k, 0x0F0B08, 0.97)
		b.RoundFrame(h.img, full.Inset(3*k), 14*k, 2*k, paint.Brass, 1)
		s.PaintSign(h.img, v, s.plug.Sign(&s.stage))
	}
	r := v.Rect(SignRect(v))
	h.op.GeoM.Reset()
	h.op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	h.op.ColorScale.Reset()
	h.op.Filter = ebiten.FilterNearest
	dst.DrawImage(h.img, &h.op)
}

// PaysAndRules is what the table's pays-and-rules sign says now (it prints the return at
// the meter as it stands).
func (s *Scene) PaysAndRules() Sign { return s.plug.Sign(&s.stage) }

// forget drops the painted sign, so that it is painted again when next drawn.
func (h *sign) forget() {
	if h.img != nil {
		h.img.Deallocate()
		h.img = nil
	}
}

// SignRect is the sign's place on the screen, in design units.
func SignRect(v layout.View) layout.Rect {
	return v.Bounds().Inset(36)
}

// Wrap breaks s into lines no wider than w pixels in face (box.Words).
func Wrap(s string, face text.Face, w float64) []string {
	return box.Words(s, w, func(t string) float64 { return paint.TrackedWidth(t, face, 0) })
}
