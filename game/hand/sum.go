package hand

import (
	"math/bits"

	"felt/game/cards"
)

// Sum is a set of cards reduced to what their hand value depends on: the
// sum of their rank keys and suit counters, and their ranks in each suit.
// Sums of distinct cards add: an exhaustive enumeration keeps partial sums
// in its outer loops, so that each hand costs one addition and a lookup,
// and FourSum and FiveSum are small enough for the compiler to inline.
type Sum struct {
	key, lanes uint64
}

// CardSum returns the Sum of one card.
func (e *Evaluator) CardSum(c cards.Card) Sum { return Sum{e.key[c], e.lane[c]} }

// Add returns the Sum of two sets of cards, which must have no card in
// common.
func (s Sum) Add(t Sum) Sum { return Sum{s.key + t.key, s.lanes + t.lanes} }

// FourSum returns the best four-card hand of the five cards that make s,
// as Four does, without a branch: when four or five cards share a suit
// their ranks in that suit index the flush table. Otherwise the shift
// (4*64-12)&63 = 52 leaves ranks of the last suit, which then holds at most
// three cards: the flush table has 0 for every mask of fewer than four.
func (e *Evaluator) FourSum(s Sum) Four {
	v := e.four[e.slot(s.key)]
	p := uint(bits.TrailingZeros64((s.key>>suitShift + fourSuited) & suitTops)) // 3+4*suit, or 64
	return max(v, e.flushFour[uint(s.lanes>>((4*p-12)&63))&(1<<cards.NumRanks-1)])
}

// FiveSum returns the five-card value of the five cards that make s, as
// Five does. A flush outranks every hand of five distinct ranks, so the
// larger of the two lookups is the value; without a flush the shift leaves
// at most four ranks, which the five-card flush table maps to 0.
func (e *Evaluator) FiveSum(s Sum) Five {
	v := e.five[e.slot(s.key)]
	p := uint(bits.TrailingZeros64((s.key>>suitShift + fiveSuited) & suitTops))
	return max(v, e.flushFive[uint(s.lanes>>((4*p-12)&63))&(1<<cards.NumRanks-1)])
}
