package table

import (
	"math"
	"strings"

	"felt/render/box"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"
)

// The line of news (message): set at its place near the middle of the table (Places.Message),
// in two lines where one would be wider than the room between the table-mates' seats
// (newsWidth), and moved clear of the result line of the last round where it meets it.

// newsWidth is the widest a line of news is set, design units: wider, it takes two lines.
const newsWidth = 380

// newsSize is the line of news's type size, design units (at least layout.MinText px).
const newsSize = 15

// set makes the message say t in colour c on a pill of colour pill at opacity pillA.
func (m *message) set(t string, c, pill paint.Color, pillA float32) {
	m.text, m.color, m.pill, m.pillA = t, c, pill, pillA
	m.oneLine()
}

// oneLine sets the message in one line, on its pill.
func (m *message) oneLine() {
	m.label.SetPill(m.pill, m.pillA)
	m.label.Set(m.text, fonts.Medium, newsSize, m.color)
	m.second.Set("", fonts.Medium, newsSize, m.color)
}

// fit sets the message in one line or two, as its width on v asks. Two lines are one piece:
// one pill behind both (placeAt), the words broken where the sentence pauses.
func (m *message) fit(s *sheet, v layout.View) {
	px := max(newsSize*v.Scale, s.floor(v, box.Table))
	at := breakAt(m.text)
	if at < 0 || paint.TrackedWidth(m.text, s.sc.fonts.Face(fonts.Medium, px), 0) <= v.Len(newsWidth) {
		m.oneLine()
		return
	}
	m.label.SetPill(m.pill, 0)
	m.second.SetPill(m.pill, 0)
	m.label.Set(m.text[:at], fonts.Medium, newsSize, m.color)
	m.second.Set(strings.TrimSpace(m.text[at+1:]), fonts.Medium, newsSize, m.color)
}

// breakAt returns where a message too wide for one line breaks into two: at the space after
// a pause (a colon, a full stop, a semicolon, a comma) nearest the middle when one is in the
// middle half of the text, else at the space nearest the middle; -1 for no space.
func breakAt(t string) int {
	at, best := -1, len(t)
	pause, pbest := -1, len(t)/2
	for i := 1; i < len(t); i++ {
		if t[i] != ' ' {
			continue
		}
		d := abs(2*i - len(t))
		if d < best {
			at, best = i, d
		}
		if strings.IndexByte(":.;,", t[i-1]) >= 0 && d < pbest {
			pause, pbest = i, d
		}
	}
	if pause >= 0 {
		return pause
	}
	return at
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// lines returns the boxes, device pixels of the sheet's view v, of the message's lines with
// the first's baseline at x, y, the second's baseline, and the pill behind them both (the
// first line's own pill when it takes one line).
func (m *message) lines(s *sheet, v layout.View, x, y float64) (b1, b2 layout.Rect, y2 float64, pill layout.Rect) {
	b1 = s.LabelBox(v, &m.label, box.Table, x, y, text.AlignCenter)
	if m.second.Text() == "" {
		return b1, layout.Rect{}, y, b1
	}
	_, h := m.label.Size(s.sc.fonts, v.Scale)
	y2 = y + math.Ceil(h*1.08)
	b2 = s.LabelBox(v, &m.second, box.Table, x, y2, text.AlignCenter)
	px := m.label.Px()
	padX, padY := math.Ceil(px*0.7), math.Ceil(px*0.3)
	left, right := min(b1.X, b2.X)-padX, max(b1.X+b1.W, b2.X+b2.W)+padX
	top := y - math.Ceil(h*0.8) - padY
	return b1, b2, y2, layout.Rect{X: left, Y: top, W: right - left, H: b2.Y + b2.H + padY - top}
}

// box returns the rectangle, device pixels, the message covers with its first line's
// baseline at x, y.
func (m *message) box(s *sheet, v layout.View, x, y float64) layout.Rect {
	_, _, _, pill := m.lines(s, v, x, y)
	return pill
}

// place returns the baseline's middle, device pixels, of the message's first line at x, y,
// or where that meets the result line at res (zero when none is shown) or anything placed
// before it that words must not cover, under the result line or else over it where neither does;
// or, where none is clear, at the result line's place, which it takes while it shows (over),
// in one line if two would reach out of it (not on a phone on its side, where one line is
// wider than the place's room at the top right), moved a little aside where that is clear
// of what it meets (a table-mate's tag, set at 11 CSS pixels, beside a 9:16 phone's result
// line).
func (m *message) place(s *sheet, v layout.View, x, y float64, res layout.Rect) (float64, float64, bool) {
	clear := func(b layout.Rect) bool {
		return !(res.W > 0 && b.Inset(0.5).Meets(res.Inset(0.5))) && !s.meetsAny(v.DesignRect(b))
	}
	b := m.box(s, v, x, y)
	if clear(b) {
		return x, y, false
	}
	if res.W == 0 {
		// Clear of what it meets (the person's hand's name): a little higher, else lower.
		step := v.Len(4)
		for _, dir := range [2]float64{-1, 1} {
			for k := 1.0; k <= 20; k++ {
				if ny := y + dir*k*step; clear(m.box(s, v, x, ny)) {
					return x, ny, false
				}
			}
		}
		return x, y, false
	}
	gap := v.Len(4)
	for _, top := range [2]float64{res.Y + res.H + gap, res.Y - gap - b.H} {
		if ny := y + top - b.Y; clear(m.box(s, v, x, ny)) {
			return x, ny, false
		}
	}
	// In the result line's place: in one line where two would reach out of it.
	ny := y + res.Y + res.H/2 - (b.Y + b.H/2)
	if b.H > res.H && !clear(m.box(s, v, x, ny)) && !s.sc.geom.Side {
		m.oneLine()
		b = m.box(s, v, x, y)
		ny = y + res.Y + res.H/2 - (b.Y + b.H/2)
	}
	f := v.Rect(felt.Felt(v).Inset(2))
	for _, dx := range newsShifts {
		// And 2 CSS pixels clear of a table-mate's name: near it, it would read as its.
		if nb := m.box(s, v, x+v.Len(dx), ny); nb.Within(f, 0) && !s.meetsAny(v.DesignRect(nb)) && !s.nearName(v, nb, box.Table) {
			return x + v.Len(dx), ny, true
		}
	}
	return x, ny, true
}

// newsShifts are the moves aside, design units, that the news in the result line's place
// tries, nearest first (none first).
var newsShifts = [...]float64{0, -4, 4, -8, 8, -12, 12, -16, 16, -24, 24}

// meetsAny reports whether a word set at r (design units) would meet anything placed before
// it that a word must not cover (box.MustNotMeet).
func (s *sheet) meetsAny(r layout.Rect) bool { return s.fr.Boxes.Covers(r) }

// placeAt places the message with its first line's baseline at x, y, at opacity a: in one
// line on its pill, or in two on one pill, placed as one piece.
func (m *message) placeAt(s *sheet, v layout.View, x, y float64, a float32) {
	if m.second.Text() == "" {
		s.PlaceLabel(v, &m.label, x, y, text.AlignCenter, a, box.Table, geom.NewsGroup())
		return
	}
	_, _, y2, pill := m.lines(s, v, x, y)
	// Never off the felt: a message near the rail slides in.
	if f := v.Rect(felt.Felt(v).Inset(2)); f.X > pill.X {
		x, pill.X = x+f.X-pill.X, f.X
	} else if d := pill.X + pill.W - (f.X + f.W); d > 0 {
		x, pill.X = x-d, pill.X-d
	}
	s.fr.Round(pill, min(pill.H/2, v.Len(12)), 0, m.pill, m.pillA*a)
	s.fr.Label(&m.label, x, y, text.AlignCenter, a)
	s.fr.Label(&m.second, x, y2, text.AlignCenter, a)
	s.record(v, box.Box{Kind: box.Label, Owner: box.Table, Group: geom.NewsGroup(), Name: m.text, Size: m.label.Px() / v.Scale}, pill)
}
