package crisscross

import (
	"math/bits"

	"felt/game/cards"
	"felt/game/table"
)

// Situation is what a seat knows when it decides: the street, its two hole
// cards, and the community cards turned so far (Cross[p] is meaningful
// only when bit p of Shown is set).
type Situation struct {
	Street Street
	Hole   [2]cards.Card
	Cross  [CrossSize]cards.Card
	Shown  uint8
}

// Card returns the community card at p and whether it is face up.
func (s Situation) Card(p Position) (cards.Card, bool) {
	if p >= CrossSize || s.Shown&(1<<p) == 0 {
		return 0, false
	}
	return s.Cross[p], true
}

// Strategy decides a street: table.Fold, or table.Bet1x to Bet3x. The
// table holds a decision to what the seat can afford. The math sheet's
// optimal strategy plugs in through Config.Optimal.
type Strategy interface {
	Decide(s Situation) table.Action
}

// Simple is the simple strategy of Criss Cross Poker: rules a player can keep in mind,
// read off the optimal strategy's tables, which the help publishes (advice.CrissCrossRules
// words them) and the math sheet prices exactly against the optimal strategy (game/odds:
// 4.890% of both antes against 4.329%). The table-mates of the Simple and Hunch styles play
// it; those of the Optimal style play Config.Optimal (the strategy advisor's best). Each
// rule reads the ranks and suits of the cards seen so far, and none allocates.
//
//   - Across (SimpleAcross): 3x with a pocket pair; fold two cards of different suits that
//     are both five or lower; 1x otherwise.
//   - Down (SimpleDown): 3x with a pocket pair; 1x otherwise.
//   - Middle (SimpleMiddle): 3x when either line already holds a pair of sixes or better,
//     two pair or three of a kind, or four cards to a flush or to an open-ended straight;
//     1x when the middle card can still pair a card of six or more among the hole cards
//     and the four line cards; fold otherwise.
type Simple struct{}

// Decide implements Strategy.
func (Simple) Decide(s Situation) table.Action { return simple(&s) }

// simple is Simple.Decide on a situation in place: the table-mates call it so, since a
// Situation built byte by byte and passed by value is copied in words, which stalls until
// the bytes are stored.
func simple(s *Situation) table.Action {
	switch s.Street {
	case AcrossStreet:
		return SimpleAcross(s.Hole)
	case DownStreet:
		return SimpleDown(s.Hole, [2]cards.Card{s.Cross[Left], s.Cross[Right]})
	case MiddleStreet:
		return SimpleMiddle(s.Hole, [2]cards.Card{s.Cross[Left], s.Cross[Right]}, [2]cards.Card{s.Cross[Top], s.Cross[Bottom]})
	}
	return table.Fold
}

// SimpleAcross is the simple strategy's Across rule: 3x with a pocket pair (both hands hold
// it from the start); fold two cards of different suits that are both five or lower (5-4,
// 5-3, 5-2, 4-3, 4-2, 3-2); 1x otherwise.
func SimpleAcross(hole [2]cards.Card) table.Action {
	h, l := hole[0].Rank(), hole[1].Rank()
	switch {
	case h == l:
		return table.Bet3x
	case max(h, l) <= cards.Five && hole[0].Suit() != hole[1].Suit():
		return table.Fold
	}
	return table.Bet1x
}

// SimpleDown is the simple strategy's Down rule, once the Across line's outer cards are
// shown: 3x with a pocket pair (the Down hand holds it); 1x otherwise.
func SimpleDown(hole, _ [2]cards.Card) table.Action {
	if hole[0].Rank() == hole[1].Rank() {
		return table.Bet3x
	}
	return table.Bet1x
}

// SimpleMiddle is the simple strategy's Middle rule, with the middle card to come: 3x when
// the Across or Down line already holds a pair of sixes or better, two pair or three of a
// kind (the Middle bet, paid on the better line, cannot lose), or four cards to a flush or
// to an open-ended straight (the middle cards that complete it pay 8 or 5 to 1); 1x when
// the middle card can still pair a card of six or more in the hole cards or on either
// line; fold otherwise.
func SimpleMiddle(hole, across, down [2]cards.Card) table.Action {
	if made(hole, across[0].Rank(), across[1].Rank()) || made(hole, down[0].Rank(), down[1].Rank()) ||
		drawing(hole, across) || drawing(hole, down) {
		return table.Bet3x
	}
	if six(hole[0].Rank())|six(hole[1].Rank())|six(across[0].Rank())|six(across[1].Rank())|
		six(down[0].Rank())|six(down[1].Rank()) != 0 {
		return table.Bet1x
	}
	return table.Fold
}

// drawing reports whether the hole cards and a line's two cards are four to a flush or
// four to an open-ended straight (four ranks in a row that a card at either end completes:
// not ace-king-queen-jack nor ace-two-three-four).
func drawing(hole, line [2]cards.Card) bool {
	s := hole[0].Suit()
	if hole[1].Suit() == s && line[0].Suit() == s && line[1].Suit() == s {
		return true
	}
	all, _ := ranks(hole, line[0].Rank(), line[1].Rank())
	// Four in a row from 2-3-4-5 (an ace or a six completes it) up to 10-J-Q-K; A-2-3-4
	// and J-Q-K-A are completed at one end only (bit r is rank r, Two 0 up to Ace 12).
	low := bits.TrailingZeros16(all)
	return all == 0xF<<low && cards.Rank(low) <= cards.Ten
}

// bit is 1 for true, 0 for false.
func bit(b bool) uint {
	if b {
		return 1
	}
	return 0
}

// six is 1 for a rank of six or more, else 0.
func six(r cards.Rank) uint { return bit(r >= cards.Six) }

// made reports whether the hole cards and two line cards already make a
// hand the Middle bet cannot lose with, whatever the middle card: a pair
// of sixes or better, two pair, or three of a kind.
func made(hole [2]cards.Card, a, b cards.Rank) bool {
	all, paired := ranks(hole, a, b)
	// Four cards of at most two ranks are two pair, trips or quads: all
	// has no bit left once its lowest two are cleared.
	two := all & (all - 1)
	return paired >= 1<<cards.Six || two&(two-1) == 0
}

// ranks returns the ranks among the hole cards and two line cards, and
// the ranks among them at least twice, as bit masks (bit r for rank r).
// It has no branch: the cards are random, and a branch on them is
// mispredicted half the time.
func ranks(hole [2]cards.Card, a, b cards.Rank) (all, paired uint16) {
	r0, r1, r2, r3 := rankBit(hole[0].Rank()), rankBit(hole[1].Rank()), rankBit(a), rankBit(b)
	all = r0
	paired = all & r1
	all |= r1
	paired |= all & r2
	all |= r2
	paired |= all & r3
	return all | r3, paired
}

// rankBit is rank r's bit in a mask of ranks (the modulo spares the shift
// its test for a count past 15).
func rankBit(r cards.Rank) uint16 { return 1 << (r % 16) }
