package menu

import (
	"felt/render/fonts"
	"felt/render/paint"
	"felt/render/text"
	"felt/render/widget"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// The page's text is drawn from labels rendered once (widget.Label) and kept while they are
// on show: a frame copies images, and lays out no glyphs.

// labelKey is a line of text as it is drawn.
type labelKey struct {
	s     string
	style fonts.Style
	size  float64
	c     paint.Color
	track float64
}

// label is a kept label and the frame that last drew it.
type label struct {
	l    widget.Label
	used int
}

// labels are the kept labels of a screen.
type labels struct {
	m     map[labelKey]*label
	frame int
}

// text draws s in style at size (menu units) and colour c, letter-spaced by track units,
// with its baseline at y and aligned on x (device pixels).
func (s *Screen) text(dst *ebiten.Image, str string, style fonts.Style, size float64, c paint.Color, track, x, y float64, align text.Align) {
	if str == "" {
		return
	}
	ls := &s.labels
	if ls.m == nil {
		ls.m = map[labelKey]*label{}
	}
	k := labelKey{str, style, size, c, track}
	l := ls.m[k]
	if l == nil {
		l = &label{}
		l.l.Set(str, style, size, c)
		l.l.SetTracking(track)
		ls.m[k] = l
	}
	l.used = ls.frame
	l.l.Draw(dst, s.fonts, s.fr.k, x, y, align, 1)
}

// sweep forgets the labels the frame just drawn did not use.
func (s *Screen) sweep() {
	ls := &s.labels
	for k, l := range ls.m {
		if l.used != ls.frame {
			delete(ls.m, k)
		}
	}
	ls.frame++
}

// capHeight is the height of capitals in style at size (menu units), in device pixels.
func (s *Screen) capHeight(style fonts.Style, size float64) float64 {
	return s.fonts.Face(style, size*s.fr.k).Metrics().CapHeight
}

// room is the wood of the room behind the page, painted once per screen size.
type room struct {
	img  *ebiten.Image
	w, h int
	k    float64
}

// drawRoom fills the screen with the room's wood: long faint lines of grain across it.
func (s *Screen) drawRoom(screen *ebiten.Image) {
	r := &s.room
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	if r.img == nil || r.w != w || r.h != h || r.k != s.fr.k {
		if r.img != nil {
			r.img.Deallocate()
		}
		// The screen's size: an image of its own, not on the shared atlases.
		r.img, r.w, r.h, r.k = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true}), w, h, s.fr.k
		r.img.Fill(wood)
		k := s.fr.k
		for i := range int(s.fr.h/23) + 1 {
			y := (float64(i)*23 + float64(i%3)*7) * k
			s.pen.b.Line(r.img, 0, y, float64(w), y+float64(i%5-2)*k, 1.2*k, grain, 0.5)
		}
	}
	screen.DrawImage(r.img, nil)
}
