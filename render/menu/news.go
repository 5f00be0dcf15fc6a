package menu

import (
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// newsSize is the type size of a line of news over a page, units.
const newsSize = 15

// SetNews puts a line of news over the page, at its foot above the footer's room, until it is
// set to "" (the app shows the table's news there: a jackpot a linked table hit).
func (s *Screen) SetNews(t string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t != s.news {
		s.news = t
		s.changes++
	}
}

// drawNews draws the line of news, if any, on a dark pill at the page's foot.
func (s *Screen) drawNews(screen *ebiten.Image) {
	if s.news == "" {
		return
	}
	k := s.fr.k
	w := paint.TrackedWidth(s.news, s.fonts.Face(fonts.Medium, newsSize*k), 0)
	h := (newsSize + 14) * k
	cx, cy := s.fr.w*k/2, (s.fr.h-footH-8)*k-h/2
	r := layout.Rect{X: cx - w/2 - 14*k, Y: cy - h/2, W: w + 28*k, H: h}
	s.pen.b.RoundRect(screen, r, h/2, paint.Night, 0.92)
	s.pen.b.RoundFrame(screen, r, h/2, 1.2*k, paint.Brass, 0.8)
	s.text(screen, s.news, fonts.Medium, newsSize, paint.Ink, 0, cx, cy+s.capHeight(fonts.Medium, newsSize)/2, text.AlignCenter)
}
