package hand

import (
	"slices"

	"felt/game/cards"
)

// This file holds the plain, obviously-correct evaluators the lookup
// tables are built from. They are slow and allocation-free but not used on
// the hot path, except to tell which four cards make a hand.

// groups holds what grouped returns, so that it needs no allocation.
type groups struct {
	ranks  [5]cards.Rank
	counts [5]int
}

// grouped returns the ranks of cs (at most five cards) ordered by how
// often they occur, then by rank, highest first, with each rank listed
// once, the counts in that order, and whether the cards are all of one
// suit. The slices are g's.
func grouped(cs []cards.Card, g *groups) (ranks []cards.Rank, counts []int, suited bool) {
	ranks, counts = g.ranks[:0], g.counts[:0]
	var n [cards.NumRanks]int
	suited = true
	for _, c := range cs {
		n[c.Rank()]++
		suited = suited && c.Suit() == cs[0].Suit()
	}
	for r := cards.Ace; ; r-- {
		if n[r] > 0 {
			ranks = append(ranks, r)
		}
		if r == cards.Two {
			break
		}
	}
	slices.SortStableFunc(ranks, func(a, b cards.Rank) int { return n[b] - n[a] })
	for _, r := range ranks {
		counts = append(counts, n[r])
	}
	return ranks, counts, suited
}

// straightTop returns the top rank of a straight made of distinct ranks
// given highest first, and whether they make one. The ace is low only in
// the lowest straight (A-2-3-4 or A-2-3-4-5); K-A-2-3 is no straight.
func straightTop(desc []cards.Rank) (cards.Rank, bool) {
	n := len(desc)
	if int(desc[0])-int(desc[n-1]) == n-1 {
		return desc[0], true
	}
	if desc[0] == cards.Ace && desc[1] == cards.Rank(n-2) && desc[n-1] == cards.Two {
		// A-4-3-2 or A-5-4-3-2: the wheel, topped by its highest low card.
		return desc[1], true
	}
	return 0, false
}

// referenceFour ranks four cards by seed 000 §5 and docs/rules.md.
func referenceFour(cs [4]cards.Card) Four {
	var g groups
	ranks, counts, suited := grouped(cs[:], &g)
	switch {
	case counts[0] == 4:
		return makeFour(Quads4, ranks[0])
	case counts[0] == 3:
		return makeFour(Trips4, ranks...)
	case counts[0] == 2 && counts[1] == 2:
		return makeFour(TwoPair4, ranks...)
	case counts[0] == 2:
		return makeFour(Pair4, ranks...)
	}
	top, straight := straightTop(ranks)
	switch {
	case straight && suited:
		return makeFour(StraightFlush4, top)
	case suited:
		return makeFour(Flush4, ranks...)
	case straight:
		return makeFour(Straight4, top)
	}
	return makeFour(HighCard4, ranks...)
}

// referenceFive ranks five cards as standard poker.
func referenceFive(cs [5]cards.Card) Five {
	var g groups
	ranks, counts, suited := grouped(cs[:], &g)
	switch {
	case counts[0] == 4:
		return makeFive(Quads5, ranks...)
	case counts[0] == 3 && counts[1] == 2:
		return makeFive(FullHouse5, ranks...)
	case counts[0] == 3:
		return makeFive(Trips5, ranks...)
	case counts[0] == 2 && counts[1] == 2:
		return makeFive(TwoPair5, ranks...)
	case counts[0] == 2:
		return makeFive(Pair5, ranks...)
	}
	top, straight := straightTop(ranks)
	switch {
	case straight && suited && top == cards.Ace:
		return makeFive(RoyalFlush5)
	case straight && suited:
		return makeFive(StraightFlush5, top)
	case suited:
		return makeFive(Flush5, ranks...)
	case straight:
		return makeFive(Straight5, top)
	}
	return makeFive(HighCard5, ranks...)
}

// referenceBestFour is the best four of five by trying all five.
func referenceBestFour(h [5]cards.Card) (best Four, drop int) {
	for i := range h {
		var four [4]cards.Card
		k := 0
		for j, c := range h {
			if j != i {
				four[k] = c
				k++
			}
		}
		if v := referenceFour(four); i == 0 || v > best || (v == best && h[i] < h[drop]) {
			best, drop = v, i
		}
	}
	return best, drop
}
