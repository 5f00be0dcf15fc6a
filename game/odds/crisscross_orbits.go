package odds

import "felt/game/cards"

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
