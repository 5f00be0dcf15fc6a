package menu

import (
	"math"

	"felt/render/input"
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// wheelStep is how far a notch of the mouse wheel scrolls, units.
const wheelStep = 48

// Update reads the player's input for one tick: keys, the wheel, a drag of the column, and
// taps.
func (s *Screen) Update() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tick()
	s.pointer.SetSlop(10 * s.fr.k)
	s.pointer.Update()
	if t, ok := s.page.(Typer); ok && t.Typing() {
		s.chars = ebiten.AppendInputChars(s.chars[:0])
		if keys := s.pointer.Keys(); len(s.chars) > 0 || len(keys) > 0 {
			t.Type(s.chars, keys)
			s.rebuild()
		}
	} else {
		for _, k := range s.pointer.Keys() {
			s.key(k)
		}
	}
	if _, dy := ebiten.Wheel(); dy != 0 {
		s.scrollBy(-dy * wheelStep)
	}
	s.dragging()
	for _, g := range s.pointer.Gestures() {
		if g.Kind == input.Tap {
			s.tap(g.X/s.fr.k, g.Y/s.fr.k)
		}
	}
	hover := ""
	if x, y, ok := s.pointer.Hover(); ok && !s.drag.moved {
		hover = s.hit(x/s.fr.k, y/s.fr.k)
	}
	if hover != s.hover {
		s.hover = hover
		s.changes++
	}
	return nil
}

// Key presses a key, as the keyboard would: for tests and the hook.
func (s *Screen) Key(k ebiten.Key) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.key(k)
}

// Tap taps the screen at x, y in device pixels: for tests.
func (s *Screen) Tap(x, y float64) { s.pointer.Inject(input.Gesture{Kind: input.Tap, X: x, Y: y}) }

// key does what a key does.
func (s *Screen) key(k ebiten.Key) {
	if !s.keyed {
		s.keyed = true
		s.changes++
	}
	r := s.row(s.focus)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	switch k {
	case ebiten.KeyEscape:
		if s.back != nil {
			s.back()
		}
	case ebiten.KeyTab:
		if shift {
			s.moveFocus(-1)
		} else {
			s.moveFocus(1)
		}
	case ebiten.KeyArrowDown:
		s.moveFocus(1)
	case ebiten.KeyArrowUp:
		s.moveFocus(-1)
	case ebiten.KeyArrowLeft, ebiten.KeyArrowRight:
		d := 1
		if k == ebiten.KeyArrowLeft {
			d = -1
		}
		if r == nil || !s.adjust(r, d) {
			s.moveFocus(d)
		}
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
		if r != nil {
			s.activate(r)
		}
	case ebiten.KeyPageDown:
		s.scrollBy(s.viewH() * 0.85)
	case ebiten.KeyPageUp:
		s.scrollBy(-s.viewH() * 0.85)
	case ebiten.KeyHome:
		s.scrollBy(-s.scroll)
	case ebiten.KeyEnd:
		s.scrollBy(s.arrangement().height)
	}
}

// dragging scrolls the column with a finger or the mouse held down on it.
func (s *Screen) dragging() {
	d := &s.drag
	if !d.on {
		switch {
		case inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft):
			_, y := ebiten.CursorPositionF()
			*d = drag{on: true, y: y, last: y}
		default:
			for _, id := range inpututil.AppendJustPressedTouchIDs(nil) {
				_, y := ebiten.TouchPositionF(id)
				*d = drag{on: true, touch: true, id: id, y: y, last: y}
				break
			}
		}
		return
	}
	var y float64
	if d.touch {
		if inpututil.IsTouchJustReleased(d.id) {
			*d = drag{}
			s.changes++
			return
		}
		_, y = ebiten.TouchPositionF(d.id)
	} else {
		if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
			*d = drag{}
			s.changes++
			return
		}
		_, y = ebiten.CursorPositionF()
	}
	if !d.moved && math.Abs(y-d.y) > 10*s.fr.k {
		d.moved = true
	}
	if d.moved && y != d.last {
		s.scrollBy((d.last - y) / s.fr.k)
	}
	d.last = y
}

// tap does what a tap at x, y (screen units) does.
func (s *Screen) tap(x, y float64) {
	if s.keyed {
		s.keyed = false
		s.changes++
	}
	a := s.arrangement()
	if s.back != nil && grown(a.back).Contains(x, y) {
		s.back()
		return
	}
	if m, ok := s.more(); ok && grown(m).Contains(x, y) {
		s.moreDown()
		return
	}
	if y < barH || y > s.rowsFoot() {
		return
	}
	cy := y - barH + s.scroll
	for _, p := range a.rows {
		r := p.row
		for _, pt := range p.parts {
			if !grown(pt.r).Contains(x, cy) {
				continue
			}
			s.focus = r.ID
			switch r.Kind {
			case KindChoice:
				for i, o := range r.Options {
					if o.Value == pt.value {
						s.pick(r, i)
					}
				}
			case KindStepper:
				d := 1
				if pt.value == "-" {
					d = -1
				}
				s.adjust(r, d)
			default:
				s.activate(r)
			}
			s.changes++
			return
		}
		if r.Kind == KindToggle && p.r.Contains(x, cy) {
			s.focus = r.ID
			s.activate(r)
			return
		}
	}
}

// grown is a part's rectangle grown to the least touch target (layout.MinTouch).
func grown(r layout.Rect) layout.Rect {
	if d := (layout.MinTouch - r.W) / 2; d > 0 {
		r.X, r.W = r.X-d, r.W+2*d
	}
	if d := (layout.MinTouch - r.H) / 2; d > 0 {
		r.Y, r.H = r.Y-d, r.H+2*d
	}
	return r
}

// hit names the target at x, y (screen units): "back", a row's id, or "id=value" for a
// part of a choice or stepper; "" for none.
func (s *Screen) hit(x, y float64) string {
	a := s.arrangement()
	if s.back != nil && a.back.Contains(x, y) {
		return "back"
	}
	if m, ok := s.more(); ok && m.Contains(x, y) {
		return moreID
	}
	if y < barH || y > s.rowsFoot() {
		return ""
	}
	cy := y - barH + s.scroll
	for _, p := range a.rows {
		for _, pt := range p.parts {
			if pt.r.Contains(x, cy) {
				return target(p.row, pt)
			}
		}
	}
	return ""
}

// target names a part of a row for the hook's targets.
func target(r *Row, pt part) string {
	switch {
	case r.Kind == KindStepper:
		return r.ID + pt.value
	case pt.value != "":
		return r.ID + "=" + pt.value
	}
	return r.ID
}
