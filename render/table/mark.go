package table

import (
	"felt/game/table"
	"felt/render/box"
	"felt/render/felt"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/text"
	"felt/render/widget"
)

// PlaceMateMark places a game's mark for table-mate seat (Crazy 4 Poker's LUCKY) by the
// seat's name and credits as the layout placed them, at the size the screen sets the name:
// at the first of MatePlaces that covers nothing placed before it, lies on the felt and
// stands clear of another table-mate's name, else nowhere (PlaceMateWord: round them, on a
// phone, where words are large, LUCKY went off its seat). It places nothing when the seat's
// name was not placed.
func (s *sheet) PlaceMateMark(v layout.View, l *widget.Label, seat int, alpha float32) {
	places, n := s.MatePlaces(v, l, seat)
	s.PlaceMateWord(v, l, seat, alpha, places[:n]...)
}

// MatePlaces returns the places (centres, device pixels) for a mark l of table-mate seat's
// by its name and credits: under them, else beside them towards the table's middle, else on
// the other side, else over its cards, else under them again, reaching out toward the rail
// from their inner edge (on a phone the person's circles beside a table-mate's name). They
// are the first n of the array; none when the seat's name was not placed.
func (s *sheet) MatePlaces(v layout.View, l *widget.Label, seat int) (places [5][2]float64, n int) {
	name, ok := s.nameBox(seat)
	if !ok {
		return places, 0
	}
	b := s.LabelBox(v, l, seat, 0, 0, text.AlignCenter)
	gap := v.Len(3)
	nx, ny := v.ToDevice(name.X, name.Y)
	nw, nh := v.Len(name.W), v.Len(name.H)
	mid := nx + nw/2
	in := 1.0 // the side of the table's middle
	if cx, _ := v.ToDevice(s.sc.geom.W/2, 0); mid > cx {
		in = -1
	}
	side := func(dir float64) (float64, float64) {
		return mid + dir*(nw/2+gap+b.W/2), ny + nh/2 - b.Y - b.H/2
	}
	places[0] = [2]float64{mid, ny + nh + gap - b.Y}
	places[1][0], places[1][1] = side(in)
	places[2][0], places[2][1] = side(-in)
	n = 3
	if span, ok := s.CardSpan(v, seat); ok {
		places[n] = [2]float64{span.X + span.W/2, span.Y - gap - (b.Y + b.H)}
		n++
	}
	if b.W > nw {
		places[n] = [2]float64{mid - in*(b.W-nw)/2, places[0][1]}
		n++
	}
	return places, n
}

// PlaceMateWord places a word of table-mate seat's (Crazy 4 Poker's Cover All line; or the
// person's, which has a shorter form to fall back on) at the first of places (its centre,
// device pixels, all by the seat) where it covers nothing placed before it and lies on the
// felt, and else nowhere: a table-mate's word shows by its seat or not at all (a search
// round the places set the Cover All line in the middle of a phone, off its seat's corner).
// It reports whether it placed it.
func (s *sheet) PlaceMateWord(v layout.View, l *widget.Label, seat int, alpha float32, places ...[2]float64) bool {
	i, ok := box.First(len(places), func(i int) bool { return s.freeAt(v, l, seat, places[i][0], places[i][1]) })
	if ok {
		s.PlaceLabel(v, l, places[i][0], places[i][1], text.AlignCenter, alpha, seat, 0)
	}
	return ok
}

// freeAt reports whether label l of owner's, centred at x, y (device pixels), lies on the
// felt, covers nothing placed before it, stands clear of another table-mate's name and
// out of the banner's band.
func (s *sheet) freeAt(v layout.View, l *widget.Label, owner int, x, y float64) bool {
	r := s.LabelBox(v, l, owner, x, y, text.AlignCenter)
	return s.open(v, r) && !s.nearName(v, r, owner) && !s.inBand(v, r)
}

// onTheFelt reports whether r (device pixels) lies on the felt, 2 units in from its edge.
func (s *sheet) onTheFelt(v layout.View, r layout.Rect) bool {
	return r.Within(v.Rect(felt.Felt(v).Inset(2)), 0)
}

// open reports whether r (device pixels) lies on the felt and covers nothing placed before.
func (s *sheet) open(v layout.View, r layout.Rect) bool {
	return s.onTheFelt(v, r) && !s.covers(v, r)
}

// offeredCircle returns the rectangle (device pixels) of seat's circle for wager w, and
// whether the table offers w there.
func (s *sheet) offeredCircle(v layout.View, seat, w int) (layout.Rect, bool) {
	c := s.sc.geom.Seats[seat].Spots[w]
	if c.R == 0 || !s.sc.core.Offered(table.Wager(w)) {
		return layout.Rect{}, false
	}
	return v.Rect(layout.Rect{X: c.X - c.R, Y: c.Y - c.R, W: 2 * c.R, H: 2 * c.R}), true
}

// inBand reports whether r (device pixels) meets the banner's band (geom.Places.Band),
// which no word of a seat's or the dealer's enters: a won round is announced there.
func (s *sheet) inBand(v layout.View, r layout.Rect) bool {
	return r.Meets(v.Rect(s.sc.geom.Band))
}

// PlaceFree places label l (owner's) at the first of the places given (its centre, device
// pixels) where it covers nothing placed before it and lies on the felt; else at the
// nearest free place round them (a step of the label's height up or down, or of twice its
// height aside, up to two steps: a phone's large type leaves few places, and a mark further
// off would seem another's); at the first when none is free.
func (s *sheet) PlaceFree(v layout.View, l *widget.Label, owner int, alpha float32, places ...[2]float64) {
	s.placeFree(v, l, owner, 0, alpha, places...)
}

// placeFree is PlaceFree for a label of group.
func (s *sheet) placeFree(v layout.View, l *widget.Label, owner, group int, alpha float32, places ...[2]float64) {
	if len(places) == 0 {
		return
	}
	free := func(x, y float64) bool { return s.freeAt(v, l, owner, x, y) }
	at := places[0]
	if i, ok := box.First(len(places), func(i int) bool { return free(places[i][0], places[i][1]) }); ok {
		at = places[i]
	} else {
		b := s.LabelBox(v, l, owner, 0, 0, text.AlignCenter)
		if i, mx, my, ok := box.Round(len(places), 2, 2*b.H, b.H+v.Len(2), func(i int, mx, my float64) bool {
			return free(places[i][0]+mx, places[i][1]+my)
		}); ok {
			at = [2]float64{places[i][0] + mx, places[i][1] + my}
		}
	}
	s.PlaceLabel(v, l, at[0], at[1], text.AlignCenter, alpha, owner, group)
}

// DealerPlaces returns places (centres, device pixels) by the dealer for a label l of a game's
// own (Crazy 4 Poker's LUCKY, the Cover All line), nearest first: under the dealer's words
// (the hand's name and the line) as the layout placed them, in the middle or at either end,
// beside them, and beside the dealer's cards. They are the first n of the array. A plug
// keeps it in its own struct, not on its stack, before PlaceFree(..., places[:n]...): a
// slice passed through the Stage interface escapes, and a frame allocates nothing.
func (s *sheet) DealerPlaces(v layout.View, l *widget.Label) (places [7][2]float64, n int) {
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
	g := &s.sc.geom
	first, last := g.Dealer[0], g.Dealer[geom.MaxCards-1]
	half := g.DealerW / 2
	lx, ly := v.ToDevice(last.X+half, last.Y)
	fx, _ := v.ToDevice(first.X-half, first.Y)
	mid := ly - b.Y - b.H/2
	places[n], places[n+1] = [2]float64{lx + gap + b.W/2, mid}, [2]float64{fx - gap - b.W/2, mid}
	return places, n + 2
}

// dealerWords returns the rectangle the dealer's hand name and line take in the plan, design
// units.
func (s *sheet) dealerWords() (layout.Rect, bool) {
	d := &s.st.Dealer
	return s.fr.Boxes.Union(func(b box.Box) bool {
		return b.Owner == box.Dealer && b.Kind == box.Label && b.Group == 0 && (b.Name == d.Hand.Text() || b.Name == d.HandPhone.Text() || b.Name == d.Line.Text() || b.Name == d.Beside.Text())
	})
}

// nameBox returns the rectangle a table-mate's name and credits take in the plan, design
// units.
func (s *sheet) nameBox(seat int) (layout.Rect, bool) {
	g := geom.NameGroup(seat)
	return s.fr.Boxes.Union(func(b box.Box) bool { return b.Owner == seat && b.Group == g })
}

// covers reports whether a label at r (device pixels) would cover anything placed before it
// that a label must not: another label, a card, a circle, printing, a board.
func (s *sheet) covers(v layout.View, r layout.Rect) bool {
	return s.fr.Boxes.Covers(v.DesignRect(r))
}

// nearName reports whether a label of owner's at r (device pixels) would come within 2
// CSS pixels of another table-mate's name or credits, which stand clear to be read at a
// glance.
func (s *sheet) nearName(v layout.View, r layout.Rect, owner int) bool {
	a := v.DesignRect(r.Inset(-v.Device)).Inset(-v.Device / v.Scale)
	return s.fr.Boxes.Any(a, 0, func(b box.Box) bool {
		return b.Owner < table.Seats && b.Owner != owner && b.Group == geom.NameGroup(b.Owner)
	})
}

// clearOfNeighbours returns the x (device pixels) at which table-mate seat's label l, drawn
// centred at x, y, covers none of the other seats' offered circles: x itself, or slid
// sideways away from each circle it meets (a long 6 Card Bonus tag above a seat's cards
// reached the next seat's outer circle).
func (s *sheet) clearOfNeighbours(v layout.View, l *widget.Label, seat int, x, y float64) float64 {
	for range 4 {
		b := s.LabelBox(v, l, seat, x, y, text.AlignCenter)
		moved := false
		for n := range s.sc.geom.Seats {
			if n == seat {
				continue
			}
			for w := range s.sc.geom.Seats[n].Spots {
				r, ok := s.offeredCircle(v, n, w)
				if !ok || !box.CircleMeets(r, b) {
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
