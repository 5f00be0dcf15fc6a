package odds

import "felt/game/cards"

// This file holds the combinatorics of card sets: binomial coefficients,
// the colexicographic index of a set of cards, and the walk over every
// five-card hand.

// Numbers of hands.
const (
	hands5    = 2_598_960  // C(52,5)
	dealer47  = 1_533_939  // C(47,5): the dealer's hands from the 47 cards a player does not hold
	hands6    = 20_358_520 // C(52,6)
	pairs52   = 1_326      // C(52,2)
	triples52 = 22_100     // C(52,3)
	quads52   = 270_725    // C(52,4)
)

// binom returns C(n, k) for 0 <= k <= 6 and n <= 52, from a small table
// built on the stack.
type binomTable [cards.DeckSize + 1][7]int32

func newBinom() *binomTable {
	var t binomTable
	for n := range t {
		t[n][0] = 1
		for k := 1; k < 7 && k <= n; k++ {
			t[n][k] = t[n-1][k-1]
			if k <= n-1 {
				t[n][k] += t[n-1][k]
			}
		}
	}
	return &t
}

// forEachHand calls f with every five-card hand, cards in increasing order,
// in colexicographic order, so that the i-th call's index is i.
func forEachHand(f func(h [5]cards.Card)) {
	var h [5]cards.Card
	for c4 := cards.Card(4); c4 < cards.DeckSize; c4++ {
		h[4] = c4
		for c3 := cards.Card(3); c3 < c4; c3++ {
			h[3] = c3
			for c2 := cards.Card(2); c2 < c3; c2++ {
				h[2] = c2
				for c1 := cards.Card(1); c1 < c2; c1++ {
					h[1] = c1
					for c0 := cards.Card(0); c0 < c1; c0++ {
						h[0] = c0
						f(h)
					}
				}
			}
		}
	}
}

// packed is a five-card hand in 30 bits, six per card, lowest card first.
type packed uint32

func pack(h [5]cards.Card) packed {
	return packed(h[0]) | packed(h[1])<<6 | packed(h[2])<<12 | packed(h[3])<<18 | packed(h[4])<<24
}

func (p packed) unpack() [5]cards.Card {
	return [5]cards.Card{cards.Card(p & 63), cards.Card(p >> 6 & 63), cards.Card(p >> 12 & 63), cards.Card(p >> 18 & 63), cards.Card(p >> 24 & 63)}
}

// suitMasks returns the ranks of each suit among the cards as 13-bit masks.
func suitMasks(cs []cards.Card) [cards.NumSuits]uint16 {
	var m [cards.NumSuits]uint16
	for _, c := range cs {
		m[c.Suit()] |= 1 << c.Rank()
	}
	return m
}

// suitOrbit reports, for a hand given by its suit masks, whether it is the
// representative of its class under permutations of the suits (its masks
// do not increase from clubs to spades) and how many hands the class holds
// (24 divided by the permutations that fix the masks).
func suitOrbit(m [cards.NumSuits]uint16) (rep bool, size int) {
	rep = m[0] >= m[1] && m[1] >= m[2] && m[2] >= m[3]
	fix := 1
	for i := 0; i < cards.NumSuits; {
		j := i
		for j < cards.NumSuits && m[j] == m[i] {
			j++
		}
		for k := 2; k <= j-i; k++ {
			fix *= k
		}
		i = j
	}
	if !rep {
		return false, 0
	}
	return true, 24 / fix
}
