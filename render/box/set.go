package box

import "felt/render/layout"

// Set is the boxes a layout pass has placed so far, in the order of the pass's priority:
// the fixed things first, then the words that find room among them. The printed felt (which
// changes only with the screen) is held apart from the pieces (which change with play).
type Set struct {
	printed, pieces []Box
}

// Reset empties the pieces and keeps the printing.
func (s *Set) Reset() { s.pieces = s.pieces[:0] }

// Reprint empties the printing, for a new screen.
func (s *Set) Reprint() { s.printed = s.printed[:0] }

// Add places a piece; an empty rectangle places nothing.
func (s *Set) Add(b Box) {
	if !b.Rect.Empty() {
		s.pieces = append(s.pieces, b)
	}
}

// AddPrint places a printed box; an empty rectangle places nothing.
func (s *Set) AddPrint(b Box) {
	if !b.Rect.Empty() {
		s.printed = append(s.printed, b)
	}
}

// Pieces returns the pieces placed, in order (the Set's own slice: do not keep it).
func (s *Set) Pieces() []Box { return s.pieces }

// Printed returns the printed boxes (the Set's own slice: do not keep it).
func (s *Set) Printed() []Box { return s.printed }

// All appends the printing, then the pieces, to dst.
func (s *Set) All(dst []Box) []Box { return append(append(dst, s.printed...), s.pieces...) }

// Covers reports whether a word set at r would cover anything placed, printed or not, that a
// word must not (MustNotMeet), by more than a design unit.
func (s *Set) Covers(r layout.Rect) bool {
	a := Box{Kind: Label, Rect: r}
	for _, list := range [2][]Box{s.printed, s.pieces} {
		for _, b := range list {
			if MustNotMeet(Label, b.Kind) && Meet(a, b, 1) {
				return true
			}
		}
	}
	return false
}

// Any reports whether r meets, by more than slack, a piece that keep keeps.
func (s *Set) Any(r layout.Rect, slack float64, keep func(Box) bool) bool {
	a := Box{Rect: r}
	for _, b := range s.pieces {
		if keep(b) && Meet(a, b, slack) {
			return true
		}
	}
	return false
}

// Union returns the rectangle that holds every piece keep keeps, and whether there was one.
func (s *Set) Union(keep func(Box) bool) (layout.Rect, bool) {
	var r layout.Rect
	ok := false
	for _, b := range s.pieces {
		if keep(b) {
			r, ok = r.Union(b.Rect), true
		}
	}
	return r, ok
}
