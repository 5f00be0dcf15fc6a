package menu

import (
	"math"
	"slices"
	"sync"

	"felt/render/fonts"
	"felt/render/input"
	"felt/render/layout"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// Screen runs one open page: it builds its rows, lays them out, takes the input and draws
// the whole screen. Make one with New; the app keeps one per open page and runs the top one.
type Screen struct {
	mu sync.Mutex // the hook calls between frames

	page    Page
	fonts   *fonts.Set
	back    func()
	pointer *input.Pointer
	chars   []rune // the characters typed this tick, for a Typer

	title string
	rows  []*Row
	arr   arrangement
	laid  bool // arr is the arrangement of rows for frame
	fr    frame
	view  layout.View
	drawn bool // a frame was drawn (view is a real one)

	focus   string // the id of the row with the focus
	keyed   bool   // the keyboard was used last: the focus ring shows
	scroll  float64
	drag    drag
	hover   string // the part under the mouse, as a target name
	ticks   int
	changes uint64
	news    string // a line of news over the page (SetNews)
	moving  bool   // a Live page's pictures moved at the last tick

	backBtn widget.Button
	buttons map[string]*widget.Button
	pen     pen
	labels  labels
	room    room
}

// drag follows a finger or the mouse dragging the column.
type drag struct {
	on, moved bool
	touch     bool
	id        ebiten.TouchID
	y, last   float64 // where it went down and was last, device pixels
}

// New makes the screen of a page; back is called when the player goes back (Esc, BACK).
// With back nil the page has no way back (the lobby before any table is open): no BACK.
func New(p Page, fs *fonts.Set, back func()) *Screen {
	s := &Screen{page: p, fonts: fs, back: back, pointer: input.New(), buttons: map[string]*widget.Button{}}
	s.backBtn.Style = widget.Secondary
	s.backBtn.SetText("BACK", "", "Esc")
	s.backBtn.Hidden = back == nil
	s.view = layout.Fit(layout.LandscapeWidth, layout.LandscapeHeight, 1)
	s.fr = frameOf(s.view)
	s.rebuild()
	return s
}

// Page returns the page the screen shows.
func (s *Screen) Page() Page { return s.page }

// Rebuild asks the page for its rows again: after a change made outside the screen.
func (s *Screen) Rebuild() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rebuild()
}

// rebuild is Rebuild with the lock held.
func (s *Screen) rebuild() {
	b := Builder{}
	s.page.Build(&b)
	s.title, s.rows, s.laid = b.title, b.rows, false
	if s.row(s.focus) == nil {
		s.focus = ""
		if f := s.focusables(); len(f) > 0 {
			s.focus = f[0].ID
		}
	}
	s.changes++
}

// Changes counts the changes of the screen's picture: the app draws a frame when it moves.
func (s *Screen) Changes() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.changes
}

// Wake returns how many ticks from now the page next changes by itself (a Refresher), or a
// minute.
func (s *Screen) Wake() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.moving {
		return 1
	}
	if r, ok := s.page.(Refresher); ok && r.Refresh() > 0 {
		n := r.Refresh()
		return n - s.ticks%n
	}
	return 3600
}

// Pass lets n ticks go by at once (the loop slept).
func (s *Screen) Pass(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for range min(n, 3600) {
		s.tick()
	}
}

// tick counts a tick and rebuilds a Refresher when its time comes. The picture counts as
// changed only when what the rows show did, so that a page of live figures is drawn when a
// figure moves, not at every refresh.
func (s *Screen) tick() {
	s.ticks++
	if l, ok := s.page.(Live); ok {
		s.moving = l.Tick()
	}
	if r, ok := s.page.(Refresher); ok && r.Refresh() > 0 && s.ticks%r.Refresh() == 0 {
		title, rows, changes := s.title, s.rows, s.changes
		s.rebuild()
		if s.title == title && sameRows(rows, s.rows) {
			s.changes = changes
		}
	}
}

// sameRows reports whether two builds of a page show the same: the same rows, with the same
// words, values, choices and state. A picture row is the same when its words are (its alt
// says what it shows: a page rebuilt by a Refresher puts what changes in it, or draws it as
// a Live picture).
func sameRows(a, b []*Row) bool {
	if len(a) != len(b) {
		return false
	}
	for i, x := range a {
		y := b[i]
		if x.Kind != y.Kind || x.ID != y.ID || x.Label != y.Label || x.Value != y.Value || x.note != y.note ||
			x.Sel != y.Sel || x.col != y.col || x.on != y.on || x.primary != y.primary || x.height != y.height || x.ratio != y.ratio ||
			!slices.Equal(x.Options, y.Options) {
			return false
		}
	}
	return true
}

// row returns the row of an id, or nil.
func (s *Screen) row(id string) *Row {
	if id == "" {
		return nil
	}
	for _, r := range s.rows {
		if r.ID == id {
			return r
		}
	}
	return nil
}

// focusables returns the rows that take the focus, in order: column by column.
func (s *Screen) focusables() []*Row {
	var out []*Row
	ncol := 0
	for _, r := range s.rows {
		ncol = max(ncol, r.col+1)
	}
	for c := range ncol {
		for _, r := range s.rows {
			if r.col == c && r.focusable() {
				out = append(out, r)
			}
		}
	}
	return out
}

// arrangement returns the rows laid out for the screen.
func (s *Screen) arrangement() *arrangement {
	if !s.laid {
		s.arr = arrange(s.rows, s.fr, measurer{fs: s.fonts, ctl: s.fr.touch})
		if s.backBtn.Hidden {
			// No BACK (the lobby of a first visit): the title has the bar to itself.
			s.arr.titleX, s.arr.titleW = s.fr.w/2, s.fr.w-2*margin
		}
		s.laid = true
		s.clampScroll()
	}
	return &s.arr
}

// footH is the room kept free at the bottom of the screen, units: the web page's footer
// line lies over it.
const footH = 30

// viewH is the height of the content's view, units: between the bar and the footer's room.
func (s *Screen) viewH() float64 { return math.Max(1, s.fr.h-barH-footH) }

// clampScroll keeps the scroll within the content.
func (s *Screen) clampScroll() {
	top := math.Max(0, s.arr.height+margin-s.viewH())
	s.scroll = math.Max(0, math.Min(s.scroll, top))
}

// scrollBy scrolls the content by d units.
func (s *Screen) scrollBy(d float64) {
	old := s.scroll
	s.scroll += d
	s.arrangement()
	s.clampScroll()
	if s.scroll != old {
		s.changes++
	}
}

// show scrolls so that the focused row is in view.
func (s *Screen) show() {
	a := s.arrangement()
	for _, p := range a.rows {
		if p.row.ID != s.focus || p.row.ID == "" {
			continue
		}
		top, bottom := p.r.Y-pad, p.r.Y+p.r.H+pad
		// The MORE BELOW cue has the view's foot while rows lie below it.
		room := s.fr.h - footH - s.rowsFoot()
		switch {
		case top < s.scroll:
			s.scrollBy(top - s.scroll)
		case bottom > s.scroll+s.viewH()-room:
			s.scrollBy(bottom - s.scroll - s.viewH() + room)
		}
	}
}

// moveFocus moves the focus by d among the rows that take it, wrapping around.
func (s *Screen) moveFocus(d int) {
	f := s.focusables()
	if len(f) == 0 {
		return
	}
	i := 0
	for k, r := range f {
		if r.ID == s.focus {
			i = (k + d + len(f)) % len(f)
			break
		}
	}
	s.focus = f[i].ID
	s.changes++
	s.show()
}

// Focus returns the id of the row with the focus.
func (s *Screen) Focus() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.focus
}

// changed rebuilds the page after a row changed it.
func (s *Screen) changed() { s.rebuild() }

// pick chooses option i of a Choice or Stepper.
func (s *Screen) pick(r *Row, i int) {
	if i < 0 || i >= len(r.Options) || r.pick == nil {
		return
	}
	r.pick(i)
	s.changed()
}

// activate presses a row as Enter or Space does: the next option of a choice, a toggle
// flipped, a button pressed.
func (s *Screen) activate(r *Row) {
	switch r.Kind {
	case KindChoice, KindStepper:
		if len(r.Options) > 0 {
			s.pick(r, (r.Sel+1)%len(r.Options))
		}
	case KindToggle:
		if r.set != nil {
			r.set(!r.on)
			s.changed()
		}
	case KindButton:
		if r.press != nil {
			r.press()
			s.changed()
		}
	}
}

// adjust changes a row as Left (d -1) or Right (d +1) do; it reports whether the row took
// the key.
func (s *Screen) adjust(r *Row, d int) bool {
	switch r.Kind {
	case KindChoice, KindStepper:
		i := r.Sel + d
		if r.Sel < 0 {
			i = 0
		}
		if i >= 0 && i < len(r.Options) && i != r.Sel {
			s.pick(r, i)
		}
		return true
	case KindToggle:
		if on := d > 0; on != r.on && r.set != nil {
			r.set(on)
			s.changed()
		}
		return true
	}
	return false
}
