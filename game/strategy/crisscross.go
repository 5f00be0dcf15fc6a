package strategy

import (
	"fmt"

	"felt/game/cards"
	"felt/game/paytable"
)

// DownDecisions packs the decisions on the Down bet of one deal so far
// (hole cards and Across cards) after each Across bet of 1x, 2x and 3x,
// two bits each.
type DownDecisions uint8

// With returns the decisions with d after an Across bet of across.
func (dd DownDecisions) With(across, d Decision) DownDecisions {
	sh := 2 * (across - 1)
	return dd&^(3<<sh) | DownDecisions(d)<<sh
}

// After returns the decision after an Across bet of across (1x to 3x).
func (dd DownDecisions) After(across Decision) Decision {
	return Decision(dd>>(2*(across-1))) & 3
}

// Across returns the optimal decision on the Across bet for two hole cards.
func (o *Optimal) Across(hole [2]cards.Card) (Decision, error) {
	if !distinct(hole[:]...) {
		return Fold, fmt.Errorf("%w: %v", ErrCards, hole)
	}
	h, _ := classify(hole)
	return o.across[h.Index()], nil
}

// Down returns the optimal decision on the Down bet once the two Across
// cards are shown, after an Across bet of acrossBet (1x to 3x).
func (o *Optimal) Down(hole, across [2]cards.Card, acrossBet Decision) (Decision, error) {
	if acrossBet < Bet1x || acrossBet > Bet3x {
		return Fold, fmt.Errorf("%w: Across %v", ErrBet, acrossBet)
	}
	if !distinct(hole[0], hole[1], across[0], across[1]) {
		return Fold, fmt.Errorf("%w: %v %v", ErrCards, hole, across)
	}
	h, m := classify(hole)
	i := h.Index()*acrossPairs + restIndex(h.Cards(), m.card(across[0]), m.card(across[1]))
	return o.down[i].After(acrossBet), nil
}

// Middle returns the optimal decision on the Middle bet once the two Down
// cards are shown, after Across and Down bets of acrossBet and downBet,
// and the expected net result of the round in antes under it. It is
// computed exactly over the 46 cards the middle card may be (about a
// microsecond) rather than looked up.
func (o *Optimal) Middle(hole, across, down [2]cards.Card, acrossBet, downBet Decision) (Decision, float64, error) {
	if acrossBet < Bet1x || acrossBet > Bet3x || downBet < Bet1x || downBet > Bet3x {
		return Fold, 0, fmt.Errorf("%w: Across %v, Down %v", ErrBet, acrossBet, downBet)
	}
	if !distinct(hole[0], hole[1], across[0], across[1], down[0], down[1]) {
		return Fold, 0, fmt.Errorf("%w: %v %v %v", ErrCards, hole, across, down)
	}
	used := cards.SetOf(hole[0], hole[1], across[0], across[1], down[0], down[1])
	x := [5]cards.Card{hole[0], hole[1], across[0], across[1]}
	y := [5]cards.Card{hole[0], hole[1], down[0], down[1]}
	var base, ac, dn, mid, n int64
	for c := cards.Card(0); c < cards.DeckSize; c++ {
		if used.Has(c) {
			continue
		}
		x[4], y[4] = c, c
		cx, cy := paytable.ClassOf5(o.e.Five(&x)), paytable.ClassOf5(o.e.Five(&y))
		base += o.nets.Ante[cx] + o.nets.Ante[cy]
		ac += o.nets.Main[cx]
		dn += o.nets.Main[cy]
		mid += o.nets.Middle[max(cx, cy)]
		n++
	}
	d, v := BestMiddle(int64(acrossBet), int64(downBet), base, ac, dn, mid, n)
	return d, float64(v) / float64(n), nil
}
