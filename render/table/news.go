package table

import (
	"felt/render/box"
	"strings"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// The line of news (message): set at its place near the middle of the table (Places.Message),
// in two lines where one would be wider than the room between the table-mates' seats
// (newsWidth), and moved clear of the result line of the last round where it meets it.

// newsWidth is the widest a line of news is set, design units: wider, it takes two lines.
const newsWidth = 380

// newsSize is the line of news's type size, design units (at least table.MinText px).
const newsSize = 15

// set makes the message say t in colour c on a pill of colour pill at opacity pillA.
func (m *message) set(t string, c, pill paint.Color, pillA float32) {
	m.text, m.color = t, c
	m.label.SetPill(pill, pillA)
	m.second.SetPill(pill, pillA)
	m.label.Set(t, fonts.Medium, newsSize, c)
	m.second.Set("", fonts.Medium, newsSize, c)
}

// fitMessage sets the message in one line or two, as its width on v asks.
func (s *Scene) fitMessage(v layout.View) {
	m := &s.msg
	c := m.color
	px := max(newsSize*v.Scale, s.floor(v, box.Table))
	if paint.TrackedWidth(m.text, s.fonts.Face(fonts.Medium, px), 0) <= v.Len(newsWidth) {
		m.label.Set(m.text, fonts.Medium, newsSize, c)
		m.second.Set("", fonts.Medium, newsSize, c)
		return
	}
	// At the space nearest the middle.
	at, best := -1, len(m.text)
	for i := range len(m.text) {
		if m.text[i] == ' ' {
			if d := abs(2*i - len(m.text)); d < best {
				at, best = i, d
			}
		}
	}
	if at < 0 {
		return
	}
	m.label.Set(m.text[:at], fonts.Medium, newsSize, c)
	m.second.Set(strings.TrimSpace(m.text[at+1:]), fonts.Medium, newsSize, c)
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// newsBox returns the rectangle, device pixels, the message covers with its first line's
// baseline at x, y.
func (s *Scene) newsBox(v layout.View, x, y float64) layout.Rect {
	b := s.LabelBox(v, &s.msg.label, box.Table, x, y, text.AlignCenter)
	if s.msg.second.Text() == "" {
		return b
	}
	b2 := s.LabelBox(v, &s.msg.second, box.Table, x, y+b.H, text.AlignCenter)
	left, right := min(b.X, b2.X), max(b.X+b.W, b2.X+b2.W)
	return layout.Rect{X: left, Y: b.Y, W: right - left, H: b2.Y + b2.H - b.Y}
}

// placeMessage returns the baseline, device pixels, of the message's first line at x, y, or
// where that meets the result line at res (zero when none is shown) or anything drawn so
// far that words must not cover, under the result line or else over it where neither does;
// or, where none is clear, at the result line's place, which it takes while it shows (over),
// in one line if two would reach out of it.
func (s *Scene) placeMessage(v layout.View, x, y float64, res layout.Rect) (float64, bool) {
	clear := func(b layout.Rect) bool {
		return !(res.W > 0 && box.Meet(box.Box{Rect: b}, box.Box{Rect: res}, 1)) && !s.meetsAny(toDesign(v, b))
	}
	b := s.newsBox(v, x, y)
	if res.W == 0 || clear(b) {
		return y, false
	}
	gap := v.Len(4)
	for _, top := range [2]float64{res.Y + res.H + gap, res.Y - gap - b.H} {
		if ny := y + top - b.Y; clear(s.newsBox(v, x, ny)) {
			return ny, false
		}
	}
	// In the result line's place: in one line where two would reach out of it.
	ny := y + res.Y + res.H/2 - (b.Y + b.H/2)
	if b.H > res.H && !clear(s.newsBox(v, x, ny)) {
		s.msg.label.Set(s.msg.text, fonts.Medium, newsSize, s.msg.color)
		s.msg.second.Set("", fonts.Medium, newsSize, s.msg.color)
		b = s.newsBox(v, x, y)
		ny = y + res.Y + res.H/2 - (b.Y + b.H/2)
	}
	return ny, true
}

// meetsAny reports whether a word set at r (design units) would meet anything drawn so far
// that a word must not cover (Clashes).
func (s *Scene) meetsAny(r layout.Rect) bool {
	a := box.Box{Kind: box.Label, Rect: r}
	for _, list := range [2][]box.Box{s.drawn.printed, s.drawn.pieces} {
		for _, b := range list {
			if box.MustNotMeet(box.Label, b.Kind) && box.Meet(a, b, 1) {
				return true
			}
		}
	}
	return false
}

// drawMessage draws the message with its first line's baseline at x, y, at opacity a.
func (s *Scene) drawMessage(dst *ebiten.Image, v layout.View, x, y float64, a float32) {
	b := s.LabelBox(v, &s.msg.label, box.Table, x, y, text.AlignCenter)
	s.DrawLabel(dst, v, &s.msg.label, x, y, text.AlignCenter, a, box.Table, 0)
	s.DrawLabel(dst, v, &s.msg.second, x, y+b.H, text.AlignCenter, a, box.Table, 0)
}
