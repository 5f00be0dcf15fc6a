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
// as Four does. When four or five cards share a suit (one hand in 22),
// their ranks in that suit, read off the lanes, index the flush table too.
func (e *Evaluator) FourSum(s Sum) Four {
	v := e.four[e.slot(s.key)]
	if f := (s.key>>suitShift + fourSuited) & suitTops; f != 0 {
		p := uint(bits.TrailingZeros64(f)) // 3+4*suit
		v = max(v, e.flushFour[uint(s.lanes>>((4*p-12)&63))&(1<<cards.NumRanks-1)])
	}
	return v
}

// FiveSum returns the five-card value of the five cards that make s, as
// Five does: a flush (one hand in 509) from the flush table, any other
// hand from the rank table.
func (e *Evaluator) FiveSum(s Sum) Five {
	if f := (s.key>>suitShift + fiveSuited) & suitTops; f != 0 {
		p := uint(bits.TrailingZeros64(f)) // 3+4*suit
		return e.flushFive[uint(s.lanes>>((4*p-12)&63))&(1<<cards.NumRanks-1)]
	}
	return e.five[e.slot(s.key)]
}
