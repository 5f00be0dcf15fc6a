package strategy

import (
	"cmp"
	"fmt"
	"slices"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
)

// SimpleCrazy4 is the simple strategy of docs/rules.md: play 3x with a pair
// of aces or better, 1x with K-Q-8-4 or better, fold the rest.
func SimpleCrazy4(v hand.Four) Decision {
	switch {
	case crazy4.MayRaise(v):
		return Bet3x
	case v.Category() > hand.HighCard4:
		return Bet1x
	}
	// The weakest high-card hand the simple strategy plays: K-Q-8-4.
	line := [4]cards.Rank{cards.King, cards.Queen, cards.Eight, cards.Four}
	for i, r := range line {
		switch {
		case v.Rank(i) > r:
			return Bet1x
		case v.Rank(i) < r:
			return Fold
		}
	}
	return Bet1x
}

// Crazy4Key returns the canonical key of five cards' class under the
// permutations of the suits: the four suits' 13-bit rank masks, sorted
// from the largest, in one number.
func Crazy4Key(h [5]cards.Card) uint64 {
	var m [cards.NumSuits]uint64
	for _, c := range h {
		m[c.Suit()] |= 1 << c.Rank()
	}
	// Sort descending: a network of five compare-exchanges.
	ce := func(i, j int) {
		if m[i] < m[j] {
			m[i], m[j] = m[j], m[i]
		}
	}
	ce(0, 1)
	ce(2, 3)
	ce(0, 2)
	ce(1, 3)
	ce(1, 2)
	return m[0]<<39 | m[1]<<26 | m[2]<<13 | m[3]
}

// Crazy4 returns the optimal decision for five cards: the simple strategy
// but for the classes listed in the embedded exceptions.
func (o *Optimal) Crazy4(h [5]cards.Card) (Decision, error) {
	if !distinct(h[:]...) {
		return Fold, fmt.Errorf("%w: %v", ErrCards, h)
	}
	return o.crazy4Decision(h, o.e.Four(&h)), nil
}

// crazy4Decision is Crazy4 for valid cards h of best-four value v.
func (o *Optimal) crazy4Decision(h [5]cards.Card, v hand.Four) Decision {
	d := SimpleCrazy4(v)
	if v < o.crazy4Low || v > o.crazy4High {
		return d
	}
	k := Crazy4Key(h)
	if i, ok := slices.BinarySearchFunc(o.crazy4, k, func(x Crazy4Exception, k uint64) int { return cmp.Compare(x.Key, k) }); ok {
		d = o.crazy4[i].Decision
	}
	return d
}

// keyHand returns a hand of the class with canonical key k: the four 13-bit
// masks give the ranks of clubs, diamonds, hearts and spades.
func keyHand(k uint64) ([5]cards.Card, bool) {
	var h [5]cards.Card
	n := 0
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		m := k >> (39 - 13*uint(s)) & (1<<cards.NumRanks - 1)
		for r := cards.Rank(0); r < cards.NumRanks; r++ {
			if m&(1<<r) == 0 {
				continue
			}
			if n == len(h) {
				return h, false
			}
			h[n] = cards.New(r, s)
			n++
		}
	}
	return h, n == len(h)
}
