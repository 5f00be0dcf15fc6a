package strategy

import (
	"fmt"

	"felt/game/cards"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/paytable"
)

// NumClasses5 is the number of five-card pay-table classes.
const NumClasses5 = int(paytable.RoyalFlush5) + 1

// CrissCrossNets are the net results, per unit of each wager, of Criss
// Cross Poker's main wagers by the class of the hand each is paid on:
// an ante on its hand, the Across or Down bet on its hand, the Middle bet
// on the better of the two. They come from crisscross.Showdown, settled on
// one hand of each pair of classes, and NewCrissCrossNets checks that each
// wager depends on the classes only, and only as the nets say.
type CrissCrossNets struct {
	Ante, Main, Middle [NumClasses5]int64
}

// classHands are one five-card hand of each class, lowest first.
func classHands() [NumClasses5]string {
	return [NumClasses5]string{
		"2c 4d 6h 8s Tc", "2c 2d 6h 8s Tc", "6c 6d 2h 8s Tc", "Jc Jd 2h 8s Tc",
		"2c 2d 3h 3s Tc", "2c 2d 2h 8s Tc", "2c 3d 4h 5s 6c", "2c 4c 6c 8c Tc",
		"2c 2d 2h 3s 3c", "2c 2d 2h 2s 3c", "2c 3c 4c 5c 6c", "Tc Jc Qc Kc Ac",
	}
}

// NewCrissCrossNets settles the main wagers under the given pay tables.
func NewCrissCrossNets(e *hand.Evaluator, main, ante paytable.Table[paytable.Class5]) (*CrissCrossNets, error) {
	var reps [NumClasses5]hand.Five
	for i, s := range classHands() {
		cs, err := cards.ParseList(s)
		if err != nil {
			return nil, err
		}
		h := [5]cards.Card(cs)
		reps[i] = e.Five(&h)
		if c := paytable.ClassOf5(reps[i]); int(c) != i {
			return nil, fmt.Errorf("strategy: %s is a %v, not a %v", s, c, paytable.Class5(i))
		}
	}
	net := func(o crisscross.Outcome) (int64, error) {
		n, d := o.Ratio()
		if d != 1 {
			return 0, fmt.Errorf("strategy: Criss Cross pay %d/%d is not whole", n, d)
		}
		return n, nil
	}
	settle := func(x, y hand.Five) ([5]int64, error) {
		var out [5]int64
		aa, ad, ab, db, mb := crisscross.Showdown(main, ante, x, y)
		for i, o := range [5]crisscross.Outcome{aa, ad, ab, db, mb} {
			v, err := net(o)
			if err != nil {
				return out, err
			}
			out[i] = v
		}
		return out, nil
	}
	n := &CrissCrossNets{}
	for i, v := range reps {
		x, err := settle(v, v)
		if err != nil {
			return nil, err
		}
		n.Ante[i], n.Main[i], n.Middle[i] = x[0], x[2], x[4]
	}
	for i, vi := range reps {
		for j, vj := range reps {
			x, err := settle(vi, vj)
			if err != nil {
				return nil, err
			}
			if x != [5]int64{n.Ante[i], n.Ante[j], n.Main[i], n.Main[j], n.Middle[max(i, j)]} {
				return nil, fmt.Errorf("strategy: Criss Cross settlement of %v and %v does not follow the classes", vi, vj)
			}
		}
	}
	for i := 1; i < NumClasses5; i++ {
		if n.Ante[i] < n.Ante[i-1] || n.Main[i] < n.Main[i-1] || n.Middle[i] < n.Middle[i-1] {
			return nil, fmt.Errorf("strategy: a Criss Cross wager pays less on a %v than on a %v", paytable.Class5(i), paytable.Class5(i-1))
		}
	}
	for i := 0; i < NumClasses5; i++ {
		if n.Ante[i] < -1 || n.Main[i] < -1 || n.Middle[i] < -1 {
			return nil, fmt.Errorf("strategy: a Criss Cross wager loses more than its stake")
		}
	}
	return n, nil
}

// BestMiddle returns the best decision on the Middle bet after Across and
// Down bets of a1 and a2 antes, and its value, from the sums over the n
// cards the middle card may be of the antes' nets together (base), of the
// Across bet's, the Down bet's and the Middle bet's, per unit of each. The
// value is the sum over the middle cards of the round's net, in antes. The
// smallest wager wins among equals. The round's value is linear in the
// Middle bet, so the best bet is 3x when the Middle bet gains, else 1x,
// unless folding is better still.
func BestMiddle(a1, a2, base, across, down, middle, n int64) (Decision, int64) {
	d, v := Bet1x, base+a1*across+a2*down+middle
	if middle > 0 {
		d, v = Bet3x, v+2*middle
	}
	if fold := -(2 + a1 + a2) * n; fold >= v {
		return Fold, fold
	}
	return d, v
}
