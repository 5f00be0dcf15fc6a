package attract

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/table"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Marks draws presenter play's and the kiosk's short lists over what the app shows (the
// presenter's showcases, the kiosk's countdown) and, where no page prints it, the line of
// free play.
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

// FreePlay draws the line of free play (table.FreePlay) along the bottom of the screen, as a
// browser's page prints it under the game (web/index.html's footer: 13 design units, from 10
// to 13 CSS pixels, in a band 28 units or 18 pixels tall): on the desktop, where no page
// does, over the tables of the modes that show no notice (presenter play, a kiosk, a screen
// opened in attract mode), so that the mode stays labelled without a box to dismiss.
func (m *Marks) FreePlay(dst *ebiten.Image, v layout.View, fs *fonts.Set) {
	d := max(v.Device, 1)
	size := math.Min(math.Max(v.Len(13), 10*d), 13*d)
	band := math.Max(v.Len(28), 18*d)
	face := fs.Face(fonts.Medium, size)
	mt := face.Metrics()
	y := v.Height - band/2 + (mt.HAscent-mt.HDescent)/2
	m.brush.Text(dst, table.FreePlay, face, v.Width/2, y, text.AlignCenter, paint.Ink, 0.72)
}
