package table

import (
	"felt/render/box"
	"felt/render/layout"
	"felt/render/text"
	"felt/render/widget"
)

// A phone on its side (Places.Side) sets the seats' words at 11 CSS pixels on a design fitted
// to a screen 360 or so CSS pixels tall: large type in little room, where a word at its place
// at play can meet the seat's own circles or the next word. There a seat's word that would
// cover anything placed before it takes the first free place by the seat's cards instead. A
// table-mate's word does so on every screen, and stands by its seat or not at all.

// placeSeatWord places seat i's word l (its hand's name or its tag), in group, with its
// baseline's middle at x, y (device pixels). Where there it would cover anything placed
// before it, come within 2 CSS pixels of another table-mate's name or credits (Criss Cross's
// Across hand's name beside the next seat's name), meet the banner's band or lie, on a phone
// on its side, in the foot's rows of controls, a table-mate's word (on every screen) and the person's (on a
// phone on its side) go to the first free place of: over the seat's hand's name as placed
// (hand, if it was: design units), over the seat's cards (a table-mate's wider word also
// reaching out toward the rail from their inner edge), under them, beside them towards
// the table's middle (not a table-mate's on an upright phone) or the other way. The person's
// goes else round them (placeFree); a table-mate's else by its name (MatePlaces), never in
// the result line's place on an upright phone, and else nowhere.
func (s *sheet) placeSeatWord(v layout.View, l *widget.Label, i, group int, x, y float64, alpha float32, hand layout.Rect, handOK bool) {
	span, ok := s.CardSpan(v, i)
	mate := i != s.sc.person
	upright := v.Phone() && !s.sc.geom.Side && mate
	res := s.resultPlace(v)
	clear := func(r layout.Rect) bool {
		r = onFelt(v, r) // where PlaceLabel puts it
		return !s.covers(v, r) && !s.nearName(v, r, i) && !s.inFoot(v, r) && !s.inBand(v, r) && !(upright && r.Meets(res))
	}
	if !(s.sc.geom.Side || mate) || !ok && !mate || alpha <= 0.05 || clear(s.LabelBox(v, l, i, x, y, text.AlignCenter)) {
		s.PlaceLabel(v, l, x, y, text.AlignCenter, alpha, i, group)
		return
	}
	b := s.LabelBox(v, l, i, 0, 0, text.AlignCenter)
	gap := v.Len(3)
	p := &s.seatAt
	n := 0
	add := func(px, py float64) { p[n] = [2]float64{px, py}; n++ }
	add(x, y)
	if handOK {
		hx, hy := v.ToDevice(hand.X, hand.Y)
		add(hx+v.Len(hand.W)/2, hy-v.Len(1)-(b.Y+b.H))
	}
	if ok {
		// By the seat's cards (a table-mate's with none on the table, its words by its
		// name, below).
		mid := span.X + span.W/2
		in := 1.0 // towards the table's middle
		if cx, _ := v.ToDevice(s.sc.geom.W/2, 0); mid > cx {
			in = -1
		}
		level := span.Y + span.H/2 - b.Y - b.H/2
		add(mid, span.Y-gap-(b.Y+b.H))
		if mate && b.W > span.W {
			// Over them, reaching out toward the rail from their inner edge (at 1280x800
			// a 6 Card tag over them reached into the banner's band).
			add(mid-in*(b.W-span.W)/2, span.Y-gap-(b.Y+b.H))
		}
		add(mid, span.Y+span.H+gap-b.Y)
		if !upright {
			// (Not a table-mate's on an upright phone: beside its cards towards the middle
			// its large type met the person's hands' names, placed after.)
			add(mid+in*(span.W/2+gap+b.W/2), level)
		}
		add(mid-in*(span.W/2+gap+b.W/2), level)
	}
	if !mate {
		s.placeFree(v, l, i, group, alpha, p[:n]...)
		return
	}
	// A table-mate's word stands by its seat or not at all (a search round the places set
	// a 6 Card tag in the middle of a phone, off its seat): by its name too, else nowhere;
	// on an upright phone not in the result line's place either, nor on a phone on its
	// side in the foot's rows of controls, placed after.
	by, m := s.MatePlaces(v, l, i)
	for _, q := range by[:m] {
		add(q[0], q[1])
	}
	if k, ok := box.First(n, func(k int) bool {
		r := s.LabelBox(v, l, i, p[k][0], p[k][1], text.AlignCenter)
		return s.onTheFelt(v, r) && clear(r) // freeAt's checks, and clear's more
	}); ok {
		s.PlaceLabel(v, l, p[k][0], p[k][1], text.AlignCenter, alpha, i, group)
	}
}

// PlaceSeatWord implements Placer: placeSeatWord for a game's word on a seat.
func (s *sheet) PlaceSeatWord(v layout.View, l *widget.Label, seat, group int, x, y float64, alpha float32) {
	s.placeSeatWord(v, l, seat, group, x, y, alpha, layout.Rect{}, false)
}

// placedWord returns the rectangle, design units, of seat i's word l as the layout pass
// placed it this frame, and whether it did.
func (s *sheet) placedWord(i int, l *widget.Label) (layout.Rect, bool) {
	if l.Text() == "" {
		return layout.Rect{}, false
	}
	return s.fr.Boxes.Union(func(b box.Box) bool { return b.Owner == i && b.Kind == box.Label && b.Name == l.Text() })
}

// clearOfCards returns the x (device pixels) at which the dealer's label l, its baseline's
// middle at x, y, covers none of the cards placed: x itself, or on a phone on its side,
// where its type is large, moved right past the cards it meets (Criss Cross's community
// hand's name beside the cross met its bottom card there).
func (s *sheet) clearOfCards(v layout.View, l *widget.Label, x, y float64) float64 {
	if !s.sc.geom.Side {
		return x
	}
	b := v.DesignRect(s.LabelBox(v, l, box.Dealer, x, y, text.AlignCenter))
	right := b.X
	for _, c := range s.fr.Boxes.Pieces() {
		if c.Kind == box.Card && c.Rect.Meets(b) {
			right = max(right, c.Rect.X+c.Rect.W+2)
		}
	}
	return x + v.Len(right-b.X)
}
