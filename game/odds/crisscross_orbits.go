package odds

import (
	"felt/game/cards"
	"felt/game/hand"
	"felt/game/paytable"
)

// This file finds the Across pairs that the permutations of the suits
// fixing the hole cards make equivalent: the solver analyses one pair of
// each orbit and weights it by the orbit's size.

// suitPerms returns the permutations of the suits that map the hole cards
// onto themselves.
func suitPerms(h [2]cards.Card) [][cards.NumSuits]cards.Suit {
	var out [][cards.NumSuits]cards.Suit
	var p [cards.NumSuits]cards.Suit
	var used [cards.NumSuits]bool
	var walk func(i int)
	walk = func(i int) {
		if i == cards.NumSuits {
			a := cards.New(h[0].Rank(), p[h[0].Suit()])
			b := cards.New(h[1].Rank(), p[h[1].Suit()])
			if (a == h[0] && b == h[1]) || (a == h[1] && b == h[0]) {
				out = append(out, p)
			}
			return
		}
		for s := cards.Suit(0); s < cards.NumSuits; s++ {
			if !used[s] {
				used[s], p[i] = true, s
				walk(i + 1)
				used[s] = false
			}
		}
	}
	walk(0)
	return out
}

// acrossImages returns the indices of the images of Across pair lr under
// the permutations of the suits that fix the hole cards.
func (s *ccSolver) acrossImages(lr int, perms [][cards.NumSuits]cards.Suit) []int {
	var pos [cards.DeckSize]int
	for i, c := range s.rest {
		pos[c] = i
	}
	x, y := s.rest[s.pair[lr][0]], s.rest[s.pair[lr][1]]
	out := make([]int, 0, len(perms))
	for _, p := range perms {
		a := pos[cards.New(x.Rank(), p[x.Suit()])]
		b := pos[cards.New(y.Rank(), p[y.Suit()])]
		out = append(out, s.index(a, b))
	}
	return out
}

// acrossOrbits returns the representatives of the orbits of the Across
// pairs under the permutations of the suits that fix the hole cards (the
// smallest index of each orbit), the size of each representative's orbit
// and each pair's representative.
func (s *ccSolver) acrossOrbits(h [2]cards.Card) (reps, orbit, canon []int) {
	perms := suitPerms(h)
	orbit = make([]int, ccAcross)
	canon = make([]int, ccAcross)
	for lr := range orbit {
		imgs := s.acrossImages(lr, perms)
		m := lr
		for _, i := range imgs {
			m = min(m, i)
		}
		canon[lr] = m
		orbit[m]++
	}
	for lr := range orbit {
		if canon[lr] == lr {
			reps = append(reps, lr)
		}
	}
	return reps, orbit, canon
}

// CrissCrossStreets gives the math sheet's sums of the last street of Criss Cross Poker,
// for checking what else values it (the strategy advisor): make one with
// NewCrissCrossStreets, choose the hole cards with Hole, then read Middle.
type CrissCrossStreets struct {
	s *ccSolver
}

// NewCrissCrossStreets prepares the sums with the given main and ante pay tables.
func NewCrissCrossStreets(e *hand.Evaluator, main, ante paytable.Table[paytable.Class5]) (*CrissCrossStreets, error) {
	st, err := newCCSettle(e, main, ante)
	if err != nil {
		return nil, err
	}
	s := newCCSolver(e, st, nil)
	s.q = nil // the solver's sums of a whole class of hole cards: not needed here
	return &CrissCrossStreets{s: s}, nil
}

// Hole sets the hole cards: the pairs of Middle are then pairs of the 50 other cards, in
// increasing order, by colexicographic index (i + j(j-1)/2 for positions i < j).
func (c *CrissCrossStreets) Hole(h [2]cards.Card) { c.s.setup(h) }

// Middle returns the sums, over the 46 middle cards, of the antes' net, the Across bet's,
// the Down bet's and the Middle bet's (per unit of each) for the Across pair lr and the
// Down pair tb, which share no card.
func (c *CrissCrossStreets) Middle(lr, tb int) (base, across, down, middle int64) {
	q := c.s.street3(lr, tb)
	return int64(q.base), int64(q.across), int64(q.down), int64(q.middle)
}

// AcrossOrbits returns, for hole cards h, the Across pairs (by colexicographic index among
// the 50 other cards) that stand for all: one of each set that the permutations of the
// suits fixing the hole cards map onto each other (the smallest index), with each set's
// size. It sets the hole cards too (Hole).
func (c *CrissCrossStreets) AcrossOrbits(h [2]cards.Card) (reps, size []int) {
	c.s.setup(h)
	reps, orbit, _ := c.s.acrossOrbits(h)
	for _, r := range reps {
		size = append(size, orbit[r])
	}
	return reps, size
}
