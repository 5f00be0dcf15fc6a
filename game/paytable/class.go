package paytable

import (
	"felt/game/cards"
	"felt/game/hand"
)

// Class4 sorts four-card hands into the classes any Crazy 4 Poker pay table
// tells apart, lowest first.
type Class4 uint8

// The four-card classes.
const (
	Nothing4      Class4 = iota // below a pair of queens
	PairOfQueens4               // pair of queens
	PairOfKings4
	PairOfAces4
	TwoPair4
	Straight4
	Flush4
	Trips4
	StraightFlush4 // other than A-K-Q-J
	RoyalFlush4    // A-K-Q-J of one suit, the four-card "Royal Flush" of Cover All
	Quads4         // other than aces
	FourAces4
)

var class4Names = [...]string{"Nothing", "Pair of Queens", "Pair of Kings", "Pair of Aces", "Two Pair", "Straight",
	"Flush", "Three of a Kind", "Straight Flush", "Royal Flush", "Four of a Kind", "Four Aces"}

// String names the class.
func (c Class4) String() string {
	if int(c) >= len(class4Names) {
		return "?"
	}
	return class4Names[c]
}

// ClassOf4 returns the class of a four-card hand. The class depends on the
// hand's category and first rank alone, the bits of a Four above its
// second rank, so it is looked up in a table of them: a switch on random
// hands mispredicts its branches.
func ClassOf4(v hand.Four) Class4 {
	if i := uint32(v >> 12); i < uint32(len(class4s)) {
		return class4s[i]
	}
	return Nothing4
}

// class4s is classify4 of each category and first rank.
var class4s = func() (t [(int(hand.Quads4) + 1) << 4]Class4) {
	for i := range t {
		t[i] = classify4(hand.Four(i << 12))
	}
	return t
}()

// classify4 is ClassOf4 by the rules.
func classify4(v hand.Four) Class4 {
	switch v.Category() {
	case hand.Quads4:
		if v.FourAces() {
			return FourAces4
		}
		return Quads4
	case hand.StraightFlush4:
		if v.Rank(0) == cards.Ace {
			return RoyalFlush4
		}
		return StraightFlush4
	case hand.Trips4:
		return Trips4
	case hand.Flush4:
		return Flush4
	case hand.Straight4:
		return Straight4
	case hand.TwoPair4:
		return TwoPair4
	case hand.Pair4:
		switch v.Rank(0) {
		case cards.Ace:
			return PairOfAces4
		case cards.King:
			return PairOfKings4
		case cards.Queen:
			return PairOfQueens4
		}
	}
	return Nothing4
}

// Class5 sorts five-card poker hands into the classes any pay table tells
// apart, lowest first.
type Class5 uint8

// The five-card classes.
const (
	Nothing5      Class5 = iota // high card
	LowPair5                    // a pair of twos to fives
	PairSixToTen5               // a pair of sixes to tens
	PairJacksUp5                // a pair of jacks or better
	TwoPair5
	Trips5
	Straight5
	Flush5
	FullHouse5
	Quads5
	StraightFlush5
	RoyalFlush5
)

var class5Names = [...]string{"Nothing", "Pair of Twos to Fives", "Pair of Sixes to Tens", "Pair of Jacks or Better",
	"Two Pair", "Three of a Kind", "Straight", "Flush", "Full House", "Four of a Kind", "Straight Flush", "Royal Flush"}

// String names the class.
func (c Class5) String() string {
	if int(c) >= len(class5Names) {
		return "?"
	}
	return class5Names[c]
}

// ClassOf5 returns the class of a five-card hand, looked up by its
// category and first rank as ClassOf4 is.
func ClassOf5(v hand.Five) Class5 {
	if i := uint32(v >> 16); i < uint32(len(class5s)) {
		return class5s[i]
	}
	return Nothing5
}

// class5s is classify5 of each category and first rank.
var class5s = func() (t [(int(hand.RoyalFlush5) + 1) << 4]Class5) {
	for i := range t {
		t[i] = classify5(hand.Five(i << 16))
	}
	return t
}()

// classify5 is ClassOf5 by the rules.
func classify5(v hand.Five) Class5 {
	switch v.Category() {
	case hand.RoyalFlush5:
		return RoyalFlush5
	case hand.StraightFlush5:
		return StraightFlush5
	case hand.Quads5:
		return Quads5
	case hand.FullHouse5:
		return FullHouse5
	case hand.Flush5:
		return Flush5
	case hand.Straight5:
		return Straight5
	case hand.Trips5:
		return Trips5
	case hand.TwoPair5:
		return TwoPair5
	case hand.Pair5:
		switch r := v.Rank(0); {
		case r >= cards.Jack:
			return PairJacksUp5
		case r >= cards.Six:
			return PairSixToTen5
		}
		return LowPair5
	}
	return Nothing5
}
