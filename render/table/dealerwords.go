package table

import (
	"felt/render/box"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/text"
	"felt/render/widget"
)

// dealerBeside returns where the dealer's hand's name hand and its line set beside it
// (Dealer.Beside) go, centres x and the baseline's y (device pixels), from their places hx,
// hy and lx: there where they do not meet; else side by side under the dealer's cards, a
// little lower where that is clear, else a little aside. ok says whether they stand
// clear of what was placed before them (not, where no such place is: set there side by
// side all the same).
func (s *sheet) dealerBeside(v layout.View, hand *widget.Label, hx, hy, lx float64) (float64, float64, float64, bool) {
	d := &s.st.Dealer
	g := &s.sc.geom
	hb, lb := s.LabelBox(v, hand, box.Dealer, hx, hy, text.AlignCenter), s.LabelBox(v, &d.Beside, box.Dealer, lx, hy, text.AlignCenter)
	gap := v.Len(6)
	if d.HandA.At(s.st.Timeline.Now()) <= 0.05 || hb.W <= 0 || lb.X >= hb.X+hb.W+gap {
		return hx, hy, lx, true
	}
	mid, _ := v.ToDevice(g.Dealer[geom.MaxCards/2].X, 0)
	total := hb.W + gap + lb.W
	lx = mid + total/2 - lb.W/2
	hx = mid - total/2 + hb.W/2
	// A little lower where, so wide, they meet the cards beside the dealer's (a 9:16
	// phone's Magic Card and 6 Card Bonus card), if lower is clear; else a little aside (on
	// a phone on its side "Does not qualify: Ante pushes" ran under the 6 Card Bonus's card
	// at the right).
	clearAt := func(dx float64, i int) bool {
		y := hy + v.Len(6*float64(i))
		return !s.meetsAny(v.DesignRect(s.LabelBox(v, hand, box.Dealer, hx+dx, y, text.AlignCenter))) &&
			!s.meetsAny(v.DesignRect(s.LabelBox(v, &d.Beside, box.Dealer, lx+dx, y, text.AlignCenter)))
	}
	if i, ok := box.First(4, func(i int) bool { return clearAt(0, i) }); ok {
		return hx, hy + v.Len(6*float64(i)), lx, true
	}
	if k, ok := box.First(32, func(k int) bool { return clearAt(v.Len(dealerShift(k)), 0) }); ok {
		return hx + v.Len(dealerShift(k)), hy, lx + v.Len(dealerShift(k)), true
	}
	return hx, hy, lx, false
}
