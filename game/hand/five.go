package hand

import "felt/game/cards"

// Category5 is the category of a five-card poker hand, lowest first.
type Category5 uint8

// The five-card poker categories in order (seed 000 §5(d), 001 ch.6).
const (
	HighCard5 Category5 = iota
	Pair5
	TwoPair5
	Trips5
	Straight5
	Flush5
	FullHouse5
	Quads5
	StraightFlush5
	RoyalFlush5
)

var category5Names = [...]string{"High Card", "Pair", "Two Pair", "Three of a Kind", "Straight", "Flush", "Full House", "Four of a Kind", "Straight Flush", "Royal Flush"}

// String names the category.
func (c Category5) String() string {
	if int(c) >= len(category5Names) {
		return "?"
	}
	return category5Names[c]
}

// Five is the value of a five-card poker hand: the category in bits 20-23
// and up to five ranks, most significant first, in bits 0-19. Two values
// compare as integers.
type Five uint32

func makeFive(c Category5, r ...cards.Rank) Five {
	v := Five(c) << 20
	for i, x := range r {
		v |= Five(x) << (16 - 4*uint(i))
	}
	return v
}

// Category returns the hand's category.
func (v Five) Category() Category5 { return Category5(v >> 20) }

// Rank returns the i-th significant rank (0 = first): the trips of a full
// house, the pair of a pair, the top card of a straight.
func (v Five) Rank(i int) cards.Rank { return cards.Rank(v >> (16 - 4*uint(i)) & 15) }

// AtLeast reports whether the hand is in category c or better.
func (v Five) AtLeast(c Category5) bool { return v.Category() >= c }

// PairOrBetter reports whether the hand is a pair of rank r or better, as
// in "pair of jacks or better".
func (v Five) PairOrBetter(r cards.Rank) bool {
	switch c := v.Category(); {
	case c > Pair5:
		return true
	case c == Pair5:
		return v.Rank(0) >= r
	}
	return false
}

// Name names the hand for a person: "Royal Flush", "Full House, Kings over
// Fives", "Pair of Tens", "Ace high".
func (v Five) Name() string {
	r0, r1 := v.Rank(0), v.Rank(1)
	switch v.Category() {
	case HighCard5:
		return r0.Name() + " high"
	case Pair5:
		return "Pair of " + r0.Plural()
	case TwoPair5:
		return "Two Pair, " + r0.Plural() + " and " + r1.Plural()
	case Trips5:
		return "Three of a Kind, " + r0.Plural()
	case Straight5:
		return "Straight, " + r0.Name() + " high"
	case Flush5:
		return "Flush, " + r0.Name() + " high"
	case FullHouse5:
		return "Full House, " + r0.Plural() + " over " + r1.Plural()
	case Quads5:
		return "Four of a Kind, " + r0.Plural()
	case StraightFlush5:
		return "Straight Flush, " + r0.Name() + " high"
	case RoyalFlush5:
		return "Royal Flush"
	}
	return "?"
}

// String is Name.
func (v Five) String() string { return v.Name() }
