package crisscross

import (
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

// Heuristic is a simple strategy for the table-mates, cheap enough for the
// self-playing demo: not the optimal one, but it plays as a sensible
// player does, betting 3x whenever a bet cannot lose. Over two million
// deals it loses 7.2% of the antes (2.5% of all it wagers), against 62% of
// the antes for betting 1x on every street; of the variations tried
// (folding more or less on the Across street, 3x with high cards) none
// did better.
//
//   - Across: 3x with a pocket pair (both hands hold it); 1x with a card of
//     six or more (it can pair to a pushing hand); otherwise fold.
//   - Down: 3x with a pocket pair (the Down hand holds it; of sixes or
//     better it cannot lose); 1x with a hole card of six or more, or a pair
//     of sixes or better on the Across line already; otherwise fold.
//   - Middle: 3x when the Across or Down line already holds a pair of sixes
//     or better, two pair or three of a kind (the Middle bet cannot lose);
//     1x when the middle card can still pair a card of six or more;
//     otherwise fold.
type Heuristic struct{}

// Decide implements Strategy.
func (Heuristic) Decide(s Situation) table.Action { return heuristic(&s) }

// heuristic is Heuristic.Decide on a situation in place: the table-mates
// call it so, since a Situation built byte by byte and passed by value is
// copied in words, which stalls until the bytes are stored.
//
// It works the street's conditions out as bits and picks the action
// from them without a branch (choose): the cards are random, and a branch
// on them is mispredicted often.
func heuristic(s *Situation) table.Action {
	h0, h1 := s.Hole[0].Rank(), s.Hole[1].Rank()
	pocket, high := bit(h0 == h1), six(h0)|six(h1)
	switch s.Street {
	case AcrossStreet:
		return choose(pocket, high)
	case DownStreet:
		return choose(pocket, high|bit(pairsUp(s.Hole, s.Cross[Left].Rank(), s.Cross[Right].Rank())))
	case MiddleStreet:
		l, r, tp, b := s.Cross[Left].Rank(), s.Cross[Right].Rank(), s.Cross[Top].Rank(), s.Cross[Bottom].Rank()
		return choose(bit(made(s.Hole, l, r))|bit(made(s.Hole, tp, b)), high|six(l)|six(r)|six(tp)|six(b))
	}
	return table.Fold
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

// choose returns Bet3x when a bet cannot lose (sure is 1), else Bet1x
// when it may pay (maybe is 1), else Fold.
func choose(sure, maybe uint) table.Action { return choices[(maybe|sure<<1)&3] }

// choices are choose's answers by maybe | sure<<1.
var choices = [4]table.Action{table.Fold, table.Bet1x, table.Bet3x, table.Bet3x}

// pairsUp reports whether the hole cards and two line cards hold a pair
// of sixes or better.
func pairsUp(hole [2]cards.Card, a, b cards.Rank) bool {
	_, paired := ranks(hole, a, b)
	return paired >= 1<<cards.Six
}

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
