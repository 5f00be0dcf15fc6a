package table

import (
	"math"

	"felt/render/box"
	"felt/render/felt"
	"felt/render/layout"
	"felt/render/sprite"
	"felt/render/stage"
	"felt/render/text"
	"felt/render/widget"
)

// What the table draws, as rectangles: every label, card, circle, printed word and sign the
// last frame showed, in design units, so that a test can check that nothing covers what it
// must not and that the text a player needs is large enough, in every phase and on every
// screen, without reading pixels. The pieces record themselves where they are drawn.

// Drawn returns the boxes of everything the plan of the next frame places, the printing
// first: the layout the checks hold to the rules (box.Clashes).
func (in Inspector) Drawn() []box.Box {
	s := in.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.sheet.fr.Boxes.All(nil)
}

// record places a box at r, device pixels of view v.
func (s *sheet) record(v layout.View, b box.Box, r layout.Rect) {
	b.Rect = v.DesignRect(r)
	s.fr.Boxes.Add(b)
}

// PlaceLabel places a label on the felt with its baseline at x, y (device pixels), owner's,
// in group (0 for none), slid onto the felt where it would leave it.
func (s *sheet) PlaceLabel(v layout.View, l *widget.Label, x, y float64, align text.Align, alpha float32, owner, group int) {
	if alpha <= 0.05 || l.Text() == "" {
		return
	}
	l.SetFloor(s.labelFloor(v, l, owner))
	// Never off the felt: a label near the rail slides in.
	b := l.Box(s.sc.fonts, v.Scale, x, y, align)
	x += onFelt(v, b).X - b.X
	s.fr.Label(l, x, y, align, alpha)
	s.record(v, box.Box{Kind: box.Label, Owner: owner, Group: group, Name: l.Text(), Size: l.Px() / v.Scale}, l.Box(s.sc.fonts, v.Scale, x, y, align))
}

// onFelt returns r (device pixels) slid across onto the felt, as PlaceLabel slides a label
// near the rail.
func onFelt(v layout.View, r layout.Rect) layout.Rect {
	f := v.Rect(felt.Felt(v).Inset(2))
	if d := f.X - r.X; d > 0 {
		r.X += d
	} else if d := r.X + r.W - (f.X + f.W); d > 0 {
		r.X -= d
	}
	return r
}

// recordDigits notes digits drawn with their baseline at x, y (device pixels) as a label.
func (s *sheet) recordDigits(v layout.View, dg *sprite.Digits, b []byte, x, y float64, align text.Align, size float64, owner, group int) {
	s.record(v, box.Box{Kind: box.Label, Owner: owner, Group: group, Name: "credits", Size: size}, digitsBox(dg, b, x, y, align))
}

// floor returns the smallest type size, in device pixels of v, of a label of owner: a
// table-mate's as the person's (no word under layout.MinText).
func (s *sheet) floor(v layout.View, owner int) float64 {
	return layout.MinText * v.Device
}

// labelFloor returns the smallest type size, in device pixels of v, of label l of owner:
// the floor, or what the label asks for (widget.Label.SetLeast: the person's hand's name,
// layout.HandText) if larger.
func (s *sheet) labelFloor(v layout.View, l *widget.Label, owner int) float64 {
	return max(s.floor(v, owner), l.Least()*v.Device)
}

// TextSize returns the type size, design units, of text of nominal size size (design units)
// owner's on view v: never under the floor.
func (s *sheet) TextSize(v layout.View, size float64, owner int) float64 {
	return max(size, s.floor(v, owner)/v.Scale)
}

// TextSize returns the type size, design units, of text of nominal size size (design units)
// owner's on view v: never under the floor.
func (s *Scene) TextSize(v layout.View, size float64, owner int) float64 {
	return s.sheet.TextSize(v, size, owner)
}

// LabelBox returns the rectangle, device pixels, that a label of owner drawn at x, y on v
// covers.
func (s *sheet) LabelBox(v layout.View, l *widget.Label, owner int, x, y float64, align text.Align) layout.Rect {
	l.SetFloor(s.labelFloor(v, l, owner))
	return l.Box(s.sc.fonts, v.Scale, x, y, align)
}

// CardSpan returns the rectangle, device pixels of v, that seat n's cards on the table
// cover at rest, and whether it has any.
func (s *sheet) CardSpan(v layout.View, n int) (layout.Rect, bool) {
	if !stage.SeatOK(n) {
		return layout.Rect{}, false
	}
	sg := &s.sc.geom.Seats[n]
	var span layout.Rect
	ok := false
	for k := range s.st.Seats[n].Cards {
		if c := &s.st.Seats[n].Cards[k]; !c.On || c.Alpha.To <= 0 {
			continue
		}
		p, w := sg.Cards[k], sg.CardW
		r := v.Rect(layout.Rect{X: p.X - w*0.6, Y: p.Y - w*0.74, W: w * 1.2, H: w * 1.48})
		if !ok {
			span, ok = r, true
			continue
		}
		x0, y0 := min(span.X, r.X), min(span.Y, r.Y)
		x1, y1 := max(span.X+span.W, r.X+r.W), max(span.Y+span.H, r.Y+r.H)
		span = layout.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
	}
	return span, ok
}

// dealerSpan returns the rectangle, device pixels of v, that the dealer's cards on the
// table cover at rest, and whether any is on.
func (s *sheet) dealerSpan(v layout.View) (layout.Rect, bool) {
	var span layout.Rect
	ok := false
	g := &s.sc.geom
	for k := range s.st.Dealer.Cards {
		c := &s.st.Dealer.Cards[k]
		if !c.On || c.Alpha.To <= 0 {
			continue
		}
		x, y := c.Pos.At(s.st.Timeline.Now())
		w := g.DealerW
		r := v.Rect(layout.Rect{X: x - w*0.55, Y: y - w*0.74, W: w * 1.1, H: w * 1.48})
		if !ok {
			span, ok = r, true
			continue
		}
		x0, y0 := min(span.X, r.X), min(span.Y, r.Y)
		x1, y1 := max(span.X+span.W, r.X+r.W), max(span.Y+span.H, r.Y+r.H)
		span = layout.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
	}
	return span, ok
}

// Clear returns the height y (device pixels) at which a label of owner drawn at x, y does
// not cover span: y itself, or moved above span or below it, whichever side of span's
// middle the label stands.
func (s *sheet) Clear(v layout.View, l *widget.Label, owner int, x, y float64, span layout.Rect) float64 {
	b := s.LabelBox(v, l, owner, x, y, text.AlignCenter)
	if b.W == 0 || b.X >= span.X+span.W || span.X >= b.X+b.W || b.Y >= span.Y+span.H || span.Y >= b.Y+b.H {
		return y
	}
	if b.Y+b.H/2 < span.Y+span.H/2 {
		return y - (b.Y + b.H - span.Y) - v.Len(1)
	}
	return y + (span.Y + span.H - b.Y) + v.Len(1)
}

// clearOfCircles returns the height y (device pixels) at which the person's label l drawn
// at x, y (slid onto the felt as DrawLabel slides it) covers none of seat's offered circles:
// y itself, or moved up above each circle it meets, as long as it stays clear of the seat's
// cards (span, if ok). A long tag on a phone, where labels are large, goes up beside the
// circles instead of under its wing's lowest one.
func (s *sheet) clearOfCircles(v layout.View, l *widget.Label, seat int, x, y float64, span layout.Rect, ok bool) float64 {
	sg := &s.sc.geom.Seats[seat]
	f := v.Rect(felt.Felt(v).Inset(2))
	at := y
	for range sg.Spots {
		b := s.LabelBox(v, l, seat, x, at, text.AlignCenter)
		if d := f.X - b.X; d > 0 {
			b.X += d
		} else if d := b.X + b.W - (f.X + f.W); d > 0 {
			b.X -= d
		}
		top, met := math.Inf(1), false
		for w := range sg.Spots {
			if r, ok := s.offeredCircle(v, seat, w); ok && box.CircleMeets(r, b) {
				top, met = min(top, r.Y), true
			}
		}
		if !met {
			return at
		}
		at -= b.Y + b.H - top + v.Len(2)
		if ok {
			if nb := s.LabelBox(v, l, seat, x, at, text.AlignCenter); nb.Y < span.Y+span.H && span.Y < nb.Y+nb.H && nb.X < span.X+span.W && span.X < nb.X+nb.W {
				return y
			}
		}
	}
	return y
}

// placeCardOf places a card, owner's, in group.
func (s *sheet) placeCardOf(v layout.View, c *stage.Card, owner, group int) {
	s.PlaceCard(v, c)
	if !c.On || c.Alpha.At(s.st.Timeline.Now()) <= 0.05 {
		return
	}
	now := s.st.Timeline.Now()
	x, y := c.Pos.At(now)
	w, h := c.W, c.W*1.4
	// A tilted card's upright box, lifted as the sprite lifts it.
	a := math.Abs(c.Rot.At(now))
	bw, bh := w*math.Cos(a)+h*math.Sin(a), h*math.Cos(a)+w*math.Sin(a)
	y -= c.Lift.At(now) * w * 0.035 // sprite's liftRise
	s.fr.Boxes.Add(box.Box{Kind: box.Card, Owner: owner, Group: group, Card: c.Card,
		Rect: layout.Rect{X: x - bw/2, Y: y - bh/2, W: bw, H: bh}})
}
