package table

import (
	"felt/game/table"
	"felt/render/box"
	"felt/render/felt"
	"felt/render/layout"
	"felt/render/text"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawMateMark draws a game's mark for table-mate seat (Crazy 4 Poker's LUCKY) by the
// seat's name and credits as this frame drew them, at the size the screen sets the name:
// under them, else beside them towards the table's middle, else on the other side; the
// first of those places that covers nothing drawn so far and lies on the felt. It draws
// nothing when the seat's name was not drawn.
func (s *Scene) DrawMateMark(dst *ebiten.Image, v layout.View, l *widget.Label, seat int, alpha float32) {
	name, ok := s.nameBox(seat)
	if !ok {
		return
	}
	b := s.LabelBox(v, l, seat, 0, 0, text.AlignCenter)
	gap := v.Len(3)
	nx, ny := v.ToDevice(name.X, name.Y)
	nw, nh := v.Len(name.W), v.Len(name.H)
	mid := nx + nw/2
	in := 1.0 // the side of the table's middle
	if cx, _ := v.ToDevice(s.geom.W/2, 0); mid > cx {
		in = -1
	}
	side := func(dir float64) (float64, float64) {
		return mid + dir*(nw/2+gap+b.W/2), ny + nh/2 - b.Y - b.H/2
	}
	places := [3][2]float64{{mid, ny + nh + gap - b.Y}}
	places[1][0], places[1][1] = side(in)
	places[2][0], places[2][1] = side(-in)
	s.DrawFree(dst, v, l, seat, alpha, places[:]...)
}

// DrawFree draws label l (owner's) at the first of the places given (its centre, device
// pixels) where it covers nothing drawn so far this frame and lies on the felt; else at the
// nearest free place found round them (a step of the label's height up or down, or of
// twice its height aside, up to two steps: a phone's large type leaves few places, and a
// mark further off would seem another's); at the first when none is free.
func (s *Scene) DrawFree(dst *ebiten.Image, v layout.View, l *widget.Label, owner int, alpha float32, places ...[2]float64) {
	if len(places) == 0 {
		return
	}
	f := v.Rect(felt.Felt(v).Inset(2))
	free := func(p [2]float64) bool {
		r := s.LabelBox(v, l, owner, p[0], p[1], text.AlignCenter)
		return r.Within(f, 0) && !s.covers(v, r) && !s.nearName(v, r, owner)
	}
	at, found := places[0], false
	for _, p := range places {
		if free(p) {
			at, found = p, true
			break
		}
	}
	if !found {
		b := s.LabelBox(v, l, owner, 0, 0, text.AlignCenter)
		dy, dx := b.H+v.Len(2), 2*b.H
	rings:
		for k := 1.0; k <= 2; k++ {
			for _, p := range places {
				for _, d := range freeSteps {
					if q := [2]float64{p[0] + k*d[0]*dx, p[1] + k*d[1]*dy}; free(q) {
						at = q
						break rings
					}
				}
			}
		}
	}
	s.DrawLabel(dst, v, l, at[0], at[1], text.AlignCenter, alpha, owner, 0)
}

// freeSteps are the directions DrawFree looks in round a place, nearest first.
var freeSteps = [...][2]float64{{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}}

// DealerPlaces returns places (centres, device pixels) by the dealer for a label l of a game's
// own (Crazy 4 Poker's LUCKY, the Cover All line), nearest first: under the dealer's words
// (the hand's name and the line) as this frame drew them, in the middle or at either end,
// beside them, and beside the dealer's cards. They are the first n of the array, which the
// caller keeps on its stack (a frame allocates nothing): DrawFree(..., places[:n]...).
func (s *Scene) DealerPlaces(v layout.View, l *widget.Label) (places [7][2]float64, n int) {
	b := s.LabelBox(v, l, box.Dealer, 0, 0, text.AlignCenter)
	gap := v.Len(3)
	if w, ok := s.dealerWords(); ok {
		wx, wy := v.ToDevice(w.X, w.Y)
		ww, wh := v.Len(w.W), v.Len(w.H)
		mid := wy + wh/2 - b.Y - b.H/2
		under := wy + wh + gap - b.Y
		places[0], places[1], places[2] = [2]float64{wx + ww/2, under}, [2]float64{wx + ww - b.W/2, under}, [2]float64{wx + b.W/2, under}
		places[3], places[4] = [2]float64{wx + ww + gap + b.W/2, mid}, [2]float64{wx - gap - b.W/2, mid}
		n = 5
	}
	g := &s.geom
	first, last := g.Dealer[0], g.Dealer[MaxCards-1]
	half := g.DealerW / 2
	lx, ly := v.ToDevice(last.X+half, last.Y)
	fx, _ := v.ToDevice(first.X-half, first.Y)
	mid := ly - b.Y - b.H/2
	places[n], places[n+1] = [2]float64{lx + gap + b.W/2, mid}, [2]float64{fx - gap - b.W/2, mid}
	return places, n + 2
}

// dealerWords returns the rectangle the dealer's hand name and line took this frame, design
// units.
func (s *Scene) dealerWords() (layout.Rect, bool) {
	d := &s.dealer
	return s.drawnUnion(func(b box.Box) bool {
		return b.Owner == box.Dealer && b.Kind == box.Label && b.Group == 0 && (b.Name == d.hand.Text() || b.Name == d.line.Text() || b.Name == d.beside.Text())
	})
}

// drawnUnion returns the rectangle that holds every box drawn so far this frame that keep
// keeps, design units, and whether there was one.
func (s *Scene) drawnUnion(keep func(box.Box) bool) (layout.Rect, bool) {
	var r layout.Rect
	ok := false
	for _, b := range s.drawn.pieces {
		if !keep(b) {
			continue
		}
		if !ok {
			r, ok = b.Rect, true
			continue
		}
		r = union(r, b.Rect)
	}
	return r, ok
}

// union is the rectangle that holds a and b.
func union(a, b layout.Rect) layout.Rect {
	x0, y0 := min(a.X, b.X), min(a.Y, b.Y)
	return layout.Rect{X: x0, Y: y0, W: max(a.X+a.W, b.X+b.W) - x0, H: max(a.Y+a.H, b.Y+b.H) - y0}
}

// nameBox returns the rectangle a table-mate's name and credits took this frame, design
// units.
func (s *Scene) nameBox(seat int) (layout.Rect, bool) {
	g := GroupOf(seat, partName)
	return s.drawnUnion(func(b box.Box) bool { return b.Owner == seat && b.Group == g })
}

// covers reports whether a label at r (device pixels) would cover anything drawn so far
// this frame that a label must not: another label, a card, a circle, printing, a board.
func (s *Scene) covers(v layout.View, r layout.Rect) bool {
	a := box.Box{Kind: box.Label, Rect: toDesign(v, r)}
	for _, list := range [][]box.Box{s.drawn.printed, s.drawn.pieces} {
		for _, b := range list {
			if box.MustNotMeet(box.Label, b.Kind) && box.Meet(a, b, 1) {
				return true
			}
		}
	}
	return false
}

// nearName reports whether a label of owner's at r (device pixels) would come within 2
// CSS pixels of another table-mate's name or credits, which stand clear to be read at a
// glance.
func (s *Scene) nearName(v layout.View, r layout.Rect, owner int) bool {
	a := box.Box{Rect: toDesign(v, r.Inset(-v.Device))}
	for _, b := range s.drawn.pieces {
		if b.Owner < table.Seats && b.Owner != owner && b.Group == NameGroup(b.Owner) && box.Meet(a, box.Box{Rect: b.Rect.Inset(-v.Device / v.Scale)}, 0) {
			return true
		}
	}
	return false
}

// clearOfNeighbours returns the x (device pixels) at which table-mate seat's label l, drawn
// centred at x, y, covers none of the other seats' offered circles: x itself, or slid
// sideways away from each circle it meets (a long 6 Card Bonus tag above a seat's cards
// reached the next seat's outer circle).
func (s *Scene) clearOfNeighbours(v layout.View, l *widget.Label, seat int, x, y float64) float64 {
	for range 4 {
		b := s.LabelBox(v, l, seat, x, y, text.AlignCenter)
		moved := false
		for n := range s.geom.Seats {
			if n == seat {
				continue
			}
			for w, c := range s.geom.Seats[n].Spots {
				if c.R == 0 || !s.core.Offered(table.Wager(w)) {
					continue
				}
				r := v.Rect(layout.Rect{X: c.X - c.R, Y: c.Y - c.R, W: 2 * c.R, H: 2 * c.R})
				if !box.CircleMeets(r, b) {
					continue
				}
				if cx, _ := r.Center(); cx < b.X+b.W/2 {
					x += r.X + r.W - b.X + v.Len(2)
				} else {
					x -= b.X + b.W - r.X + v.Len(2)
				}
				moved = true
				break
			}
			if moved {
				break
			}
		}
		if !moved {
			return x
		}
	}
	return x
}
