package table

import (
	"math"

	"felt/game/money"
	"felt/game/table"
	"felt/render/box"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"
)

// placeTray places the chip rack's tray, under the chips while they are shown (not under
// a phone's decisions, which take the rack's row: it showed there, empty), round them.
func (s *sheet) placeTray(v layout.View) {
	if s.sc.person < 0 || len(s.sc.rack) == 0 || !s.sc.rackShown() {
		return
	}
	// One a row of chips (a phone on its side has two).
	for _, r := range s.rackRows(0) {
		if r.Empty() {
			continue
		}
		r = r.Inset(-6)
		s.fr.Round(v.Rect(r), v.Len(12), 0, 0x120C08, 0.55)
		s.fr.Boxes.Add(box.Box{Kind: box.Board, Owner: box.Table, Name: "chip rack's tray", Rect: r})
	}
}

// rackRows returns the rectangles of the rack's rows of chips (a phone on its side has two,
// else the second is empty), each grown up by raise.
func (s *sheet) rackRows(raise float64) (rows [2]layout.Rect) {
	for _, c := range s.sc.rack {
		k := 0
		if c.y > s.sc.rack[0].y {
			k = 1
		}
		rows[k] = rows[k].Union(layout.Rect{X: c.x - c.d/2, Y: c.y - c.d/2 - raise, W: c.d, H: c.d + raise})
	}
	return rows
}

// placeRack places the chip rack, the chosen chip raised and ringed.
func (s *sheet) placeRack(v layout.View) {
	for _, c := range s.sc.rack {
		y := c.y
		if c.denom == s.sc.bet.chip {
			y -= 5
			s.Glow(v, c.x, y, c.d*1.5, paint.Brass, 0.7)
		}
		x, yy := v.ToDevice(c.x, y)
		shade := float32(1)
		if !s.sc.bet.usable(c.denom) {
			shade = 0.45
		}
		s.fr.Chip(c.denom, x, yy, v.Len(c.d), shade)
	}
	if n := len(s.sc.rack); n > 0 {
		// Its size is the smallest chip value's: the values are what a player reads.
		size := math.Inf(1)
		for _, c := range s.sc.rack {
			size = min(size, s.sc.art.ChipValueSize(c.denom, c.d))
		}
		for _, r := range s.rackRows(5) { // the chosen chip raised
			if !r.Empty() {
				s.fr.Boxes.Add(box.Box{Kind: box.Control, Owner: box.Table, Name: "rack", Size: size, Rect: r})
			}
		}
	}
}

// recordButton places a button's box, if it is shown.
func (s *sheet) recordButton(v layout.View, b *button) {
	if !b.Hidden {
		s.fr.Boxes.Add(box.Box{Kind: box.Control, Owner: box.Table, Name: b.Title(), Rect: b.Rect, Size: b.TitleSize(), Spills: b.Spills()})
	}
}

// creditsBand returns the band the person's credits and total bet take over the chip
// rack (placeCredits), design units, for what is placed before them to keep clear of: from
// their titles' top to the rack, across it; none where the table has no person.
func (s *sheet) creditsBand(v layout.View) layout.Rect {
	g := &s.sc.geom
	if s.sc.person < 0 {
		return layout.Rect{}
	}
	size := s.TextSize(v, 21, box.Table)
	top := g.Credits.Y - 18*size/21 - s.floor(v, box.Table)/v.Scale
	return layout.Rect{X: min(g.Credits.X, g.Rack.X), Y: top, W: g.Rack.X + g.Rack.W - min(g.Credits.X, g.Rack.X), H: max(g.Rack.Y, g.Credits.Y) - top}
}

// placeCredits places the person's credits and the total of their bets.
func (s *sheet) placeCredits(v layout.View) {
	g := &s.sc.geom
	x, y := v.ToDevice(g.Credits.X, g.Credits.Y)
	size := s.TextSize(v, 21, box.Table) // the digits; their title over them
	up := v.Len(18 * size / 21)
	dg := s.sc.art.Digits(fonts.Mono, v.Len(size))
	if !s.sc.opts.NoCredits {
		s.PlaceLabel(v, &s.sc.labels.credits, x, y-up, text.AlignStart, 0.9, box.Table, 0)
		b := s.st.creditsShown(s.sc.meters.d[0]).Append(s.digits[:0])
		s.fr.Digits(dg, b, x, y+v.Len(3), text.AlignStart, paint.Ink)
		s.recordDigits(v, dg, b, x, y+v.Len(3), text.AlignStart, size, box.Table, 0)
	}
	bx := x + v.Len(150)
	s.PlaceLabel(v, &s.sc.labels.bet, bx, y-up, text.AlignStart, 0.9, box.Table, 0)
	var onFelt money.Amount
	st := &s.st.Seats[s.sc.person]
	for w := range st.Staked {
		onFelt += st.Staked[w]
	}
	if s.st.Phase == table.Done && !s.sc.animating() {
		onFelt = 0
	}
	b := onFelt.Append(s.digits[:0])
	s.fr.Digits(dg, b, bx, y+v.Len(3), text.AlignStart, paint.Brass)
	s.recordDigits(v, dg, b, bx, y+v.Len(3), text.AlignStart, size, box.Table, 0)
}
