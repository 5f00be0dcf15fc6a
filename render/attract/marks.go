package attract

import (
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// Marks draws presenter play's and the kiosk's short lists over what the app shows: the
// presenter's showcases, the kiosk's countdown.
// The zero Marks is ready; keep one and reuse it, so that a frame allocates nothing.
type Marks struct {
	brush paint.Brush
}

// List draws a short list of lines (the presenter's showcases, numbered) in a dark panel
// in the middle of the screen, the first line its heading.
func (m *Marks) List(dst *ebiten.Image, v layout.View, fs *fonts.Set, lines []string) {
	if len(lines) == 0 {
		return
	}
	head := fs.Face(fonts.Bold, v.Len(fonts.Body+4))
	body := fs.Face(fonts.Medium, v.Len(fonts.Body))
	lh := v.Len(34)
	w := v.Len(560)
	h := lh*float64(len(lines)) + v.Len(32)
	r := layout.Rect{X: v.Width/2 - w/2, Y: v.Height/2 - h/2, W: w, H: h}
	b := &m.brush
	b.RoundRect(dst, layout.Rect{X: r.X - 2, Y: r.Y - 2, W: r.W + 4, H: r.H + 4}, v.Len(14), paint.Brass, 0.9)
	b.RoundRect(dst, r, v.Len(12), paint.Night, 0.95)
	for i, s := range lines {
		f, c := body, paint.Ink
		if i == 0 {
			f, c = head, paint.Brass
		}
		b.Text(dst, s, f, r.X+v.Len(24), r.Y+v.Len(16)+lh*float64(i+1)-v.Len(10), 0, c, 1)
	}
}
