package crazy4

import (
	"felt/render/box"
	"felt/render/geom"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/render/text"
	"felt/render/widget"
)

// luckyPlaces returns the places (centres, device pixels) for the LUCKY mark l of the
// person's seat, nearest first: over its last card at its hand's name's height (where it
// stands on a desktop's table), beside its hand's name as the layout placed it, over its
// last card's top, beside its cards and under its last card. On a phone the hand's name in
// large type reaches the last card and the cards of the seat beside stand close ("Four
// Aces", "Four of a Kind, Kings" under LUCKY on a 390x844 phone). They are the first n of
// the array (a frame allocates nothing).
func luckyPlaces(s tbl.Placer, v layout.View, l *widget.Label, seat int) (places [7][2]float64, n int) {
	sg := s.SeatPlace(seat)
	b := s.LabelBox(v, l, seat, 0, 0, text.AlignCenter) // its box about its centre
	gap := v.Len(3)
	lx, ly := v.ToDevice(sg.Cards[4].X+sg.CardW*0.2, sg.Hand.Y)
	places[0] = [2]float64{lx, ly}
	n = 1
	_, pieces := s.Placed()
	var name layout.Rect
	found := false
	for _, p := range pieces {
		if p.Owner == seat && p.Kind == box.Label && p.Group == geom.HandGroup(seat) {
			name, found = name.Union(p.Rect), true
		}
	}
	if found {
		r := v.Rect(name)
		mid := r.Y + r.H/2 - (b.Y + b.H/2)
		places[n] = [2]float64{r.X + r.W + gap + b.W/2, mid}
		places[n+1] = [2]float64{r.X - gap - b.W/2, mid}
		n += 2
	}
	if span, ok := s.CardSpan(v, seat); ok {
		mid := span.Y + span.H/2 - (b.Y + b.H/2)
		places[n] = [2]float64{lx, span.Y - gap - (b.Y + b.H)}
		places[n+1] = [2]float64{span.X + span.W + gap + b.W/2, mid}
		places[n+2] = [2]float64{lx, span.Y + span.H + gap - b.Y}
		n += 3
	}
	return places, n
}
