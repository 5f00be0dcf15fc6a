package attract

import (
	"cmp"
	"math"
	"slices"

	"felt/render/box"
	"felt/render/layout"
)

// room finds the place of a mark over a table: among the boxes its layout pass placed, the
// rectangle w by h (design units) inside the felt whose middle is nearest the mark's own
// place, clear of what the mark must never cover (hard) and, where there is such a place,
// of what it had better not (soft). A mark stays where it was while that place is clear of
// both, so that it does not wander as the table changes round it. Its buffer is kept from one
// layout pass to the next: a frame allocates nothing.
type room struct {
	tries []try
	last  layout.Rect // the place found last
	// row keeps the mark at its own height: only places across the felt are tried.
	row bool
}

// try is a middle room tries, and its distance from the mark's own place.
type try struct{ x, y, d float64 }

// gap is the least distance, design units, between a mark and what it keeps clear of.
const gap = 4

// across is how many middles room tries across the felt at each height, besides the mark's own.
const across = 8

// find returns the rectangle, and whether it is clear of every box hard keeps. None clear:
// the rectangle at (x, y), slid onto the felt.
func (r *room) find(boxes [2][]box.Box, f layout.Rect, x, y, w, h float64, hard, soft func(box.Box) bool) (layout.Rect, bool) {
	w, h = min(w, f.W), min(h, f.H)
	at := func(cx, cy float64) layout.Rect {
		cx = max(f.X+w/2, min(cx, f.X+f.W-w/2))
		cy = max(f.Y+h/2, min(cy, f.Y+f.H-h/2))
		return layout.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
	}
	clear := func(p layout.Rect, keep func(box.Box) bool) bool {
		q := box.Box{Rect: p.Inset(-gap)}
		for _, list := range boxes {
			for _, b := range list {
				if keep(b) && box.Meet(q, b, 0) {
					return false
				}
			}
		}
		return true
	}
	either := func(b box.Box) bool { return hard(b) || soft(b) }
	if l := r.last; l.W == w && l.H == h && l.Within(f, 0) && clear(l, either) {
		return l, true
	}
	// The middles tried: at the mark's own height and at those just clear of each box, above
	// and below it, the mark's own x and points evenly across the felt.
	r.tries = r.tries[:0]
	add := func(cy float64) {
		for i := -1; i < across; i++ {
			cx := x
			if i >= 0 {
				cx = f.X + w/2 + (f.W-w)*float64(i)/(across-1)
			}
			mx, my := at(cx, cy).Center()
			// Moving aside costs more than moving up or down: the mark keeps to the middle
			// where it can.
			r.tries = append(r.tries, try{mx, my, 2*math.Abs(mx-x) + math.Abs(my-y)})
		}
	}
	add(y)
	for _, list := range boxes {
		if r.row {
			break
		}
		for _, b := range list {
			if either(b) {
				add(b.Rect.Y - gap - h/2)
				add(b.Rect.Y + b.Rect.H + gap + h/2)
			}
		}
	}
	slices.SortStableFunc(r.tries, func(a, b try) int { return cmp.Compare(a.d, b.d) })
	for _, keep := range [2]func(box.Box) bool{either, hard} {
		for _, t := range r.tries {
			if p := at(t.x, t.y); clear(p, keep) {
				r.last = p
				return p, true
			}
		}
	}
	r.last = at(x, y)
	return r.last, false
}

// mustClear is what a mark over a table never covers: the words the table sets for the
// player to read (the result line, the message, the credits), the banner and the controls.
func mustClear(b box.Box) bool {
	switch b.Kind {
	case box.Control, box.Banner:
		return true
	case box.Label:
		return b.Owner == box.Table
	}
	return false
}

// inviteClear is what attract mode's invite must never cover: what any mark must not, and
// the circles and chips (the person's wagers it stands beside at the foot).
func inviteClear(b box.Box) bool {
	return mustClear(b) || b.Kind == box.Ring || b.Kind == box.Chips || b.Kind == box.Pill
}

// betterClear is what a mark had better not cover where it can help it: the cards, the
// words of the seats and the dealer, the amounts on the circles and the felt's boards.
func betterClear(b box.Box) bool {
	switch b.Kind {
	case box.Card, box.Label, box.Pill, box.Board:
		return true
	}
	return false
}
