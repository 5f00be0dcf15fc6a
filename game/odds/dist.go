package odds

import (
	"felt/game/cards"
	"felt/game/hand"
	"felt/game/paytable"
)

// This file counts hands by pay-table class over every deal of the cards a
// bet is paid on: five cards (best four of them, or all five) and six
// (best five of them).

// Counts are the numbers of hands of each class out of Total.
type Counts[C ~uint8] struct {
	N     []int64 // indexed by class
	Total int64
}

// Distributions holds the class counts every fixed-odds bet needs.
type Distributions struct {
	// Four counts the best four of five cards; Five the five cards as a
	// poker hand; Six the best five of six cards.
	Four Counts[paytable.Class4]
	Five Counts[paytable.Class5]
	Six  Counts[paytable.Class5]
	// Category4 and Category5 count the hand categories, for the checks of
	// docs/rules.md.
	Category4 [hand.Quads4 + 1]int64
	Category5 [hand.RoyalFlush5 + 1]int64
}

// NewDistributions counts every five-card hand and every six-card hand.
func NewDistributions(e *hand.Evaluator) *Distributions {
	d := &Distributions{
		Four: Counts[paytable.Class4]{N: make([]int64, paytable.FourAces4+1), Total: hands5},
		Five: Counts[paytable.Class5]{N: make([]int64, paytable.RoyalFlush5+1), Total: hands5},
		Six:  Counts[paytable.Class5]{N: make([]int64, paytable.RoyalFlush5+1), Total: hands6},
	}
	class5 := make([]paytable.Class5, 0, hands5)
	forEachHand(func(h [5]cards.Card) {
		v4, v5 := e.FourFive(&h)
		c5 := paytable.ClassOf5(v5)
		d.Four.N[paytable.ClassOf4(v4)]++
		d.Five.N[c5]++
		d.Category4[v4.Category()]++
		d.Category5[v5.Category()]++
		class5 = append(class5, c5)
	})
	d.Six.N = sixCounts(class5)
	return d
}

// sixCounts counts the best five of every six cards by class: the class of
// the best of the six five-card hands within them is the best of their
// classes (the classes rise with the hand's value; TestClassesRise). The
// five-card classes are looked up by colexicographic index: dropping one
// of six cards c0 < ... < c5 leaves a hand whose index is c0 plus a sum
// fixed by the other cards, or no c0 term when c0 is dropped.
func sixCounts(class5 []paytable.Class5) []int64 {
	b := newBinom()
	out := make([]int64, paytable.RoyalFlush5+1)
	for c5 := 5; c5 < cards.DeckSize; c5++ {
		for c4 := 4; c4 < c5; c4++ {
			for c3 := 3; c3 < c4; c3++ {
				for c2 := 2; c2 < c3; c2++ {
					for c1 := 1; c1 < c2; c1++ {
						// The index of the hand without card i, less c0.
						top := int(b[c3][3] + b[c4][4] + b[c5][5])
						k1 := int(b[c2][2]) + top
						k2 := int(b[c1][2]) + top
						k3 := int(b[c1][2] + b[c2][3] + b[c4][4] + b[c5][5])
						k4 := int(b[c1][2] + b[c2][3] + b[c3][4] + b[c5][5])
						k5 := int(b[c1][2] + b[c2][3] + b[c3][4] + b[c4][5])
						m0 := class5[int(b[c1][1])+int(b[c2][2])+top]
						for c0 := 0; c0 < c1; c0++ {
							m := max(m0, class5[c0+k1], class5[c0+k2], class5[c0+k3], class5[c0+k4], class5[c0+k5])
							out[m]++
						}
					}
				}
			}
		}
	}
	return out
}
