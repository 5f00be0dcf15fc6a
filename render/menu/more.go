package menu

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// A page taller than its screen says so: while rows lie below the view, a brass pill at the
// view's foot reads MORE BELOW over a chevron, and a tap on it (or the hook's
// act('press', 'more')) scrolls the column on by most of a screen. A thin scroll bar alone
// told nobody that the lobby's buttons were below the fold on a phone.

// moreID is the cue's name among the page's targets.
const moreID = "more"

// moreLabel is what the cue reads.
const moreLabel = "MORE BELOW"

// moreW and moreH are the cue's least size, units; it is at least layout.MinTouch CSS pixels
// tall on every screen.
const (
	moreW = 220.0
	moreH = 48.0
)

// more returns the cue's rectangle on screen (units), and whether it shows: rows lie below
// the view at the scroll now.
func (s *Screen) more() (layout.Rect, bool) {
	a := s.arrangement()
	if a.height+margin-s.scroll <= s.viewH()+1 {
		return layout.Rect{}, false
	}
	h := moreH
	if s.view.Device > 0 {
		// A CSS pixel is view.Device / k units.
		h = math.Max(h, layout.MinTouch*s.view.Device/s.fr.k)
	}
	w := math.Max(moreW, h*4.5)
	return layout.Rect{X: (s.fr.w - w) / 2, Y: s.fr.h - footH - h - cueGap, W: w, H: h}, true
}

// cueGap is the felt-free room between the rows' view and the cue, units.
const cueGap = 10.0

// rowsFoot is where the rows' view ends on screen, units: at the footer's room, or, while
// the cue shows, above the cue's strip: the cue has the view's foot to itself, and no row is
// drawn under it or beside it (it lay over the settings page's TRAINER).
func (s *Screen) rowsFoot() float64 {
	if c, ok := s.more(); ok {
		return c.Y - cueGap
	}
	return s.fr.h - footH
}

// moreDown scrolls the column on as a tap on the cue does.
func (s *Screen) moreDown() { s.scrollBy(s.viewH() * 0.8) }

// moreGlyph is the chevron's half width, units.
const moreGlyph = 8.0

// drawMore draws the cue, if it shows, on screen, with a shade over the content's last
// lines above it: the column goes on under it.
func (s *Screen) drawMore(screen *ebiten.Image) {
	r, ok := s.more()
	if !ok {
		return
	}
	k := s.fr.k
	b := &s.pen.b
	d := s.fr.rect(r)
	for i := range 6 {
		f := float64(i+1) / 6
		band := layout.Rect{Y: d.Y - (42-f*36)*k, W: s.fr.w * k, H: 6 * k}
		b.RoundRect(screen, band, 0, wood, float32(f*0.45))
	}
	b.RoundRect(screen, layout.Rect{X: d.X, Y: d.Y + 3*k, W: d.W, H: d.H}, d.H/2, paint.Night, 0.6)
	b.RoundRect(screen, d, d.H/2, brassHi, 1)
	b.RoundRect(screen, d.Inset(2*k), d.H/2-2*k, paint.Brass, 1)
	if s.hover == moreID {
		b.RoundRect(screen, d.Inset(2*k), d.H/2-2*k, paint.Ink, 0.18)
	}
	cx, cy := d.Center()
	g, gap := moreGlyph*k, 10*k
	tw := paint.TrackedWidth(moreLabel, s.fonts.Face(fonts.Bold, 18*k), 1.2*k)
	x0 := cx - (tw+gap+2*g)/2
	s.text(screen, moreLabel, fonts.Bold, 18, inkDark, 1.2, x0, cy+s.capHeight(fonts.Bold, 18)/2, text.AlignStart)
	gx := x0 + tw + gap + g
	b.Line(screen, gx-g, cy-g/2, gx, cy+g/2, 2.6*k, inkDark, 1)
	b.Line(screen, gx, cy+g/2, gx+g, cy-g/2, 2.6*k, inkDark, 1)
}

// Fold is a page laid out for a screen, scrolled to its top, as a layout check reads it: in
// CSS pixels of the page, the view the rows show in (above the cue, while it shows), every part that takes a tap (named as
// Targets names them, those below the view included), the cue of rows below the view
// (More; zero when every row is in view), and by the id of each row that has one, the row
// (Rows) and its picture (Icons, Row.Icon).
type Fold struct {
	View  layout.Rect
	Parts map[string]layout.Rect
	More  layout.Rect
	Rows  map[string]layout.Rect
	Icons map[string]layout.Rect
}

// Fold lays the page out for the screen v describes, scrolled to its top, and returns where
// its parts are.
func (s *Screen) Fold(v layout.View) Fold {
	s.mu.Lock()
	defer s.mu.Unlock()
	if f := frameOf(v); f != s.fr || !s.drawn {
		s.fr, s.laid = f, false
	}
	s.view, s.drawn = v, true
	s.scroll = 0
	a := s.arrangement()
	css := func(r layout.Rect) layout.Rect {
		k := s.fr.k / math.Max(v.Device, 1e-9)
		return layout.Rect{X: r.X * k, Y: r.Y * k, W: r.W * k, H: r.H * k}
	}
	f := Fold{View: css(layout.Rect{Y: barH, W: s.fr.w, H: s.rowsFoot() - barH}), Parts: map[string]layout.Rect{},
		Rows: map[string]layout.Rect{}, Icons: map[string]layout.Rect{}}
	if s.back != nil {
		f.Parts["back"] = css(a.back)
	}
	down := func(r layout.Rect) layout.Rect { r.Y += barH; return r }
	for _, p := range a.rows {
		if p.row.ID != "" {
			f.Rows[p.row.ID] = css(down(p.r))
		}
		if p.icon.W > 0 {
			f.Icons[p.row.ID] = css(down(p.icon))
		}
		for _, pt := range p.parts {
			r := pt.r
			r.Y += barH
			f.Parts[target(p.row, pt)] = css(r)
		}
	}
	if m, ok := s.more(); ok {
		f.More = css(m)
	}
	return f
}
