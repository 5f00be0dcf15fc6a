// Package hand ranks poker hands: the best four of five cards for Crazy 4
// Poker, five-card poker for the five-card bets and Criss Cross Poker, and
// the best five of six for the 6 Card Bonus. Every result is one integer
// that compares directly (higher is better), says its category and names
// itself for a person.
package hand

import (
	"felt/game/cards"
)

// Category4 is the category of a four-card hand, lowest first.
type Category4 uint8

// The four-card categories of Crazy 4 Poker in order (seed 000 §5(b)).
// Four aces is the highest four of a kind; Four.FourAces tells it apart.
const (
	HighCard4 Category4 = iota
	Pair4
	TwoPair4
	Straight4
	Flush4
	Trips4
	StraightFlush4
	Quads4
)

var category4Names = [...]string{"High Card", "Pair", "Two Pair", "Straight", "Flush", "Three of a Kind", "Straight Flush", "Four of a Kind"}

// String names the category.
func (c Category4) String() string {
	if int(c) >= len(category4Names) {
		return "?"
	}
	return category4Names[c]
}

// Four is the value of a four-card hand: the category in bits 16-19 and up
// to four ranks, most significant first, in bits 0-15. Two values compare
// as integers: the higher wins, equal values tie.
type Four uint32

func makeFour(c Category4, r ...cards.Rank) Four {
	v := Four(c) << 16
	for i, x := range r {
		v |= Four(x) << (12 - 4*uint(i))
	}
	return v
}

// Category returns the hand's category.
func (v Four) Category() Category4 { return Category4(v >> 16) }

// Rank returns the i-th significant rank (0 = first): the pair's rank for a
// pair, the top card for a straight, the high card for high card.
func (v Four) Rank(i int) cards.Rank { return cards.Rank(v >> (12 - 4*uint(i)) & 15) }

// FourAces reports whether the hand is four aces, the top hand with pay
// lines of its own.
func (v Four) FourAces() bool { return v.Category() == Quads4 && v.Rank(0) == cards.Ace }

// AtLeast reports whether the hand is in category c or better.
func (v Four) AtLeast(c Category4) bool { return v.Category() >= c }

// PairOrBetter reports whether the hand is a pair of rank r or better, as in
// "a pair of aces or better" (Play up to 3x) and "queens up".
// As values compare as integers, that is one comparison with the lowest
// pair of r: a test of the category and then of the rank would branch
// twice, unpredictably on random hands.
func (v Four) PairOrBetter(r cards.Rank) bool { return v >= Four(Pair4)<<16|Four(r)<<12 }

// HighOrBetter reports whether the hand is r-high or better, as in "the
// dealer qualifies with king high or better": one comparison, as for
// PairOrBetter.
func (v Four) HighOrBetter(r cards.Rank) bool { return v >= Four(HighCard4)<<16|Four(r)<<12 }

// Name names the hand for a person: "Pair of Aces", "King high",
// "Straight Flush, Ace high", "Four Aces".
func (v Four) Name() string {
	r0, r1 := v.Rank(0), v.Rank(1)
	switch v.Category() {
	case HighCard4:
		return r0.Name() + " high"
	case Pair4:
		return "Pair of " + r0.Plural()
	case TwoPair4:
		return "Two Pair, " + r0.Plural() + " and " + r1.Plural()
	case Straight4:
		return "Straight, " + r0.Name() + " high"
	case Flush4:
		return "Flush, " + r0.Name() + " high"
	case Trips4:
		return "Three of a Kind, " + r0.Plural()
	case StraightFlush4:
		return "Straight Flush, " + r0.Name() + " high"
	case Quads4:
		if r0 == cards.Ace {
			return "Four Aces"
		}
		return "Four of a Kind, " + r0.Plural()
	}
	return "?"
}

// String is Name.
func (v Four) String() string { return v.Name() }
