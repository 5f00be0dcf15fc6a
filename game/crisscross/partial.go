package crisscross

import (
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
// HandRanked events carry a Partial with Up false.
func Partial(cs ...cards.Card) hand.Five {
	var count [cards.NumRanks]uint8
	for _, c := range cs {
		count[c.Rank()%cards.NumRanks]++
	}
	var pairs, trips, quads int
	for _, n := range count {
		switch n {
		case 2:
			pairs++
		case 3:
			trips++
		case 4:
			quads++
		}
	}
	cat := hand.HighCard5
	switch {
	case quads > 0:
		cat = hand.Quads5
	case trips > 0:
		cat = hand.Trips5
	case pairs > 1:
		cat = hand.TwoPair5
	case pairs > 0:
		cat = hand.Pair5
	}
	// The ranks, largest group first, higher rank first within a group.
	v, shift := hand.Five(cat)<<20, 16
	for n := uint8(4); n > 0; n-- {
		for r := cards.NumRanks - 1; r >= 0 && shift >= 0; r-- {
			if count[r] == n {
				v |= hand.Five(r) << shift
				shift -= 4
			}
		}
	}
	return v
}
