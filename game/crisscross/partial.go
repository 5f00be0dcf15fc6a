package crisscross

import (
	"math/bits"

	"felt/game/cards"
	"felt/game/hand"
)

// Partial is the value of a hand of fewer than five cards, as a line of
// the cross stands while it forms: the two hole cards, then with the two
// outer cards of the line. It has hand.Five's layout (category in bits
// 20-23, ranks most significant first below), so it compares with other
// values and names itself with hand.Five.Name: "Pair of Eights", "Two
// Pair, Kings and Fives", "Three of a Kind, Sevens", "Four of a Kind,
// Nines", "Ace high". Only the categories that need no fifth card occur
// (high card, pair, two pair, three and four of a kind): four cards to a
// straight or a flush are high card, as they are until the fifth comes.
// HandRanked events carry a Partial with Up false. It takes at most five
// cards (more count as the first five).
func Partial(cs ...cards.Card) hand.Five {
	// The ranks seen at least once, twice, three and four times, a bit
	// each, without a branch on the cards.
	var s1, s2, s3, s4 uint16
	for _, c := range cs[:min(len(cs), 5)] {
		b := uint16(1) << (c.Rank() % 16)
		s4 |= s3 & b
		s3 |= s2 & b
		s2 |= s1 & b
		s1 |= b
	}
	quads, trips, pairs, singles := s4, s3&^s4, s2&^s3, s1&^s2
	cat := hand.HighCard5
	switch {
	case quads != 0:
		cat = hand.Quads5
	case trips != 0:
		cat = hand.Trips5
	case bits.OnesCount16(pairs) > 1:
		cat = hand.TwoPair5
	case pairs != 0:
		cat = hand.Pair5
	}
	// The ranks, largest group first, higher rank first within a group.
	v, shift := hand.Five(cat)<<20, 16
	for _, m := range [4]uint16{quads, trips, pairs, singles} {
		for ; m != 0; shift -= 4 {
			r := 15 - bits.LeadingZeros16(m)
			v |= hand.Five(r) << shift
			m &^= 1 << r
		}
	}
	return v
}
