package printing

import (
	"image"
	"math"

	"felt/render/box"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Board is the pays-and-rules sign the HELP button shows over the table: the frame is the
// printing's, the content the game's (Sign), painted the first time it shows on a screen.
type Board struct {
	// Fonts set the sign; Says gives what it says now, asked when it is painted.
	Fonts *fonts.Set
	Says  func() Sign
	img   *ebiten.Image
	scale float64
	o     layout.Orientation
	tall  float64
	op    ebiten.DrawImageOptions
}

// Paint implements paint.Painter: the sign over the veiled table, its picture made the
// first time it shows on a screen.
func (h *Board) Paint(dst *ebiten.Image, v layout.View) {
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
		PaintSign(h.img, v, h.Fonts, h.Says())
	}
	r := v.Rect(SignRect(v))
	h.op.GeoM.Reset()
	h.op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	h.op.ColorScale.Reset()
	h.op.Filter = ebiten.FilterNearest
	dst.DrawImage(h.img, &h.op)
}

// Forget drops the painted sign, so that it is painted again when next drawn.
func (h *Board) Forget() {
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
