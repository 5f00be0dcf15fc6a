package table

import (
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/sprite"
	"felt/render/text"
	"felt/render/widget"
)

// A table-mate's words: its name and credits (a phone's, its name alone), and the labels of
// its hand and tag as the screen shows them (docs/art.md, The order of things).

// placeName places table-mate seat i's name and credits (a phone's, its name alone).
func (s *sheet) placeName(v layout.View, i int) {
	sg := &s.sc.geom.Seats[i]
	if !s.sc.seatShown(i) || sg.Front {
		return
	}
	st := &s.st.Seats[i]
	nx, ny := v.ToDevice(sg.Name.X, sg.Name.Y)
	// Below the seat's circles, whatever the name's size.
	nb := s.LabelBox(v, &st.Name, i, nx, ny, text.AlignCenter)
	for w := range sg.Spots {
		if r, ok := s.offeredCircle(v, i, w); ok && r.Meets(nb) {
			d := r.Y + r.H + v.Len(1) - nb.Y
			ny, nb.Y = ny+d, nb.Y+d
		}
	}
	if st.Name.Text() == "" {
		return
	}
	if s.sc.opts.NoCredits || v.Phone() {
		// The seats' credits are nobody's (the lobby's miniature, a round dealt again
		// from its code), or a phone's, where a table-mate shows its name alone (its
		// credits are its own business, and its column holds no more at 11 CSS pixels):
		// the name alone.
		s.PlaceLabel(v, &st.Name, nx, ny, text.AlignCenter, 0.9, i, geom.NameGroup(i))
		return
	}
	size := s.TextSize(v, 10, i)
	dg := s.sc.art.Digits(fonts.Mono, v.Len(size))
	b := s.st.MateCredits[i].Append(s.digits[:0])
	// The credits under the name; beside it where under it they would meet another
	// seat's tag (in portrait, the tag over the cards of the seat below).
	cx, cy, align := nx, ny+v.Len(3)+st.Name.Px()*1.15, text.AlignCenter
	if s.meetsTag(v, i, layout.Rect{X: cx - dg.Width(b)/2, Y: cy - dg.CapHeight(), W: dg.Width(b), H: dg.CapHeight()}) {
		gap := v.Len(5)
		left := nx - (nb.W+gap+dg.Width(b))/2
		nx, cx, align = left+nb.W/2, left+nb.W+gap, text.AlignStart
		cy = nb.Y + nb.H/2 + dg.CapHeight()/2
	}
	dx := s.clearOfPlaced(v, s.LabelBox(v, &st.Name, i, nx, ny, text.AlignCenter).Union(digitsBox(dg, b, cx, cy, align)))
	nx, cx = nx+dx, cx+dx
	s.PlaceLabel(v, &st.Name, nx, ny, text.AlignCenter, 0.9, i, geom.NameGroup(i))
	s.fr.Digits(dg, b, cx, cy, align, paint.Brass)
	s.recordDigits(v, dg, b, cx, cy, align, size, i, geom.NameGroup(i))
}

// clearOfPlaced returns how far, device pixels, a table-mate's name and credits at r
// (device pixels) slide sideways together, in steps of 4 units up to 48 either way, the
// nearest first, to cover nothing placed before them and stay on the felt: 0 where they
// cover nothing, or nowhere near is clear (on a phone on its side the chip rack's tray
// reached the first digits of a long amount, 723.40).
func (s *sheet) clearOfPlaced(v layout.View, r layout.Rect) float64 {
	if !s.covers(v, r) {
		return 0
	}
	f := v.Rect(felt.Felt(v).Inset(2))
	for k := 1; k <= 12; k++ {
		for _, dx := range [2]float64{v.Len(4 * float64(k)), -v.Len(4 * float64(k))} {
			if m := r.Move(dx, 0); m.Within(f, 0) && !s.covers(v, m) {
				return dx
			}
		}
	}
	return 0
}

// digitsBox returns the box of digits b drawn with dg with their baseline at x, y (device
// pixels), aligned by align: their capitals' height.
func digitsBox(dg *sprite.Digits, b []byte, x, y float64, align text.Align) layout.Rect {
	w, h := dg.Width(b), dg.CapHeight()
	return layout.Rect{X: align.From(x, w), Y: y - h, W: w, H: h}
}

// byCircles returns the height y (device pixels) at which seat i's label l, centred at x, y,
// stands by the seat's offered circles: y itself, or moved towards them until it is within
// 8 design units of them, over them or under them. A folded table-mate's FOLD in its mucked
// cards' place stood so far over its circles on an upright phone (Criss Cross's, where a
// seat's cards stand well over its circles) that it read as the seat's above.
func (s *sheet) byCircles(v layout.View, l *widget.Label, i int, x, y float64) float64 {
	var r layout.Rect
	for w := range s.sc.geom.Seats[i].Spots {
		if c, ok := s.offeredCircle(v, i, w); ok {
			r = r.Union(c)
		}
	}
	if r.Empty() {
		return y
	}
	b, gap := s.LabelBox(v, l, i, x, y, text.AlignCenter), v.Len(8)
	switch {
	case b.Y+b.H < r.Y-gap:
		return y + r.Y - gap - (b.Y + b.H)
	case b.Y > r.Y+r.H+gap:
		return y - (b.Y - (r.Y + r.H + gap))
	}
	return y
}

// meetsTag reports whether r (device pixels) comes within 2 CSS pixels of a tag another
// table-mate shows.
func (s *sheet) meetsTag(v layout.View, seat int, r layout.Rect) bool {
	r = r.Inset(-2 * v.Device)
	now := s.st.Timeline.Now()
	for n := range s.st.Seats {
		st := &s.st.Seats[n]
		if n == seat || s.sc.geom.Seats[n].Front || !s.sc.seatShown(n) || st.Tag.Text() == "" || st.TagA.At(now) <= 0.05 || !s.mateTagShown(v, n) {
			continue
		}
		tx, ty := s.tagPlace(v, n)
		if r.Meets(s.LabelBox(v, s.tagLabel(v, n), n, tx, ty, text.AlignCenter)) {
			return true
		}
	}
	return false
}

// mateTagShown reports whether table-mate seat n's tag is shown on v: not on a phone where
// it is the seat's decision to play on (PLAY 1x, BET 2x), which means little to the person
// and has no room at 11 CSS pixels in a table-mate's column; its chips show the bet, and
// FOLD shows.
func (s *sheet) mateTagShown(v layout.View, n int) bool {
	return !(v.Phone() && s.st.Seats[n].Decided)
}

// handLabel returns seat i's hand's name as v shows it: a table-mate's on a phone in the
// fewest words (stage.PhoneHand: "Pair").
func (s *sheet) handLabel(v layout.View, i int) *widget.Label {
	if st := &s.st.Seats[i]; v.Phone() && i != s.sc.person {
		return &st.HandPhone
	}
	return &s.st.Seats[i].Hand
}

// tagLabel returns seat i's tag as v shows it: a table-mate's on a phone in fewer words
// (stage.Pieces.SetTagPhone: "6 CARD").
func (s *sheet) tagLabel(v layout.View, i int) *widget.Label {
	if st := &s.st.Seats[i]; v.Phone() && i != s.sc.person {
		return &st.TagPhone
	}
	return &s.st.Seats[i].Tag
}

// fits reports whether label l of owner's, its baseline's middle at x, y (device pixels),
// lies on the felt and covers nothing placed before it.
func (s *sheet) fits(v layout.View, l *widget.Label, owner int, x, y float64) bool {
	return s.open(v, s.LabelBox(v, l, owner, x, y, text.AlignCenter))
}
