package odds

import (
	"fmt"

	"felt/game/cards"
	"felt/game/hand"
)

// This file counts, for every class of player hands under the permutations
// of the suits, how many of the dealer's hands from the other 47 cards rank
// below a given value. It walks all 2,598,960 hands once in increasing
// order of value and keeps, for every set of one to four cards, how many
// hands seen so far contain it; by inclusion and exclusion over the subsets
// of the player's five cards, the number of hands seen so far that share no
// card with the player's is
//
//	Σ over subsets T of the player's cards of (-1)^|T| × (hands seen that contain T),
//
// so each count costs 31 lookups instead of a walk over 1,533,939 hands.

// fourTable is every five-card hand with its best-four value, the values
// in increasing order and each hand's place among them.
type fourTable struct {
	hands  []packed    // in colexicographic order
	value  []uint16    // index into values, per hand
	values []hand.Four // the distinct values, increasing
}

// newFourTable evaluates every hand.
func newFourTable(e *hand.Evaluator) *fourTable {
	t := &fourTable{hands: make([]packed, 0, hands5)}
	raw := make([]hand.Four, 0, hands5)
	const span = 1 << 20 // hand.Four values fit in 20 bits
	seen := make([]int32, span)
	forEachHand(func(h [5]cards.Card) {
		v := e.Four(&h)
		t.hands = append(t.hands, pack(h))
		raw = append(raw, v)
		seen[v] = 1
	})
	n := int32(0)
	for v := range seen {
		if seen[v] != 0 {
			seen[v] = n
			t.values = append(t.values, hand.Four(v))
			n++
		}
	}
	t.value = make([]uint16, len(raw))
	for i, v := range raw {
		t.value[i] = uint16(seen[v])
	}
	return t
}

// firstAtLeast returns the index of the lowest value for which ok holds,
// and an error unless ok holds for exactly the values from there up.
func (t *fourTable) firstAtLeast(ok func(hand.Four) bool, what string) (int, error) {
	q := len(t.values)
	for i, v := range t.values {
		if ok(v) {
			q = i
			break
		}
	}
	for i, v := range t.values {
		if ok(v) != (i >= q) {
			return 0, fmt.Errorf("odds: %s is not monotone in the hand's value (%v)", what, v)
		}
	}
	return q, nil
}

// counts holds, for one class of player hands, the numbers of the dealer's
// hands from the other 47 cards with values below a threshold.
type counts struct {
	below   int32 // below the threshold of the sweep's fixed query (the dealer's qualifier)
	less    int32 // below the player's value
	lessEq  int32 // at most the player's value
	weight  int32 // hands in the class
	hand    packed
	valueIx uint16
}

// subsetCounters are the running counts of hands that contain each set of
// one to four cards, indexed by the set's colexicographic index.
type subsetCounters struct {
	b     *binomTable
	all   int32
	one   [cards.DeckSize]int32
	two   [pairs52]int32
	three [triples52]int32
	four  []int32
}

func newSubsetCounters() *subsetCounters {
	return &subsetCounters{b: newBinom(), four: make([]int32, quads52)}
}

// subsets returns the colexicographic indices of the subsets of one to four
// cards of a hand given in increasing order.
func (s *subsetCounters) subsets(h [5]cards.Card) (one [5]int32, two [10]int32, three [10]int32, four [5]int32) {
	var c [5]int32
	var b1, b2, b3, b4 [5]int32
	for i := range h {
		c[i] = int32(h[i])
		b1[i] = c[i]
		b2[i] = s.b[h[i]][2]
		b3[i] = s.b[h[i]][3]
		b4[i] = s.b[h[i]][4]
	}
	one = b1
	n2, n3, n4 := 0, 0, 0
	for j := 1; j < 5; j++ {
		for i := 0; i < j; i++ {
			two[n2] = b1[i] + b2[j]
			n2++
			for k := j + 1; k < 5; k++ {
				three[n3] = b1[i] + b2[j] + b3[k]
				n3++
				for l := k + 1; l < 5; l++ {
					four[n4] = b1[i] + b2[j] + b3[k] + b4[l]
					n4++
				}
			}
		}
	}
	return
}

// add counts a hand.
func (s *subsetCounters) add(h [5]cards.Card) {
	one, two, three, four := s.subsets(h)
	s.all++
	for _, i := range one {
		s.one[i]++
	}
	for _, i := range two {
		s.two[i]++
	}
	for _, i := range three {
		s.three[i]++
	}
	for _, i := range four {
		s.four[i]++
	}
}

// disjoint returns how many of the hands counted share no card with h;
// self is 1 when h itself has been counted, 0 otherwise.
func (s *subsetCounters) disjoint(h [5]cards.Card, self int32) int32 {
	one, two, three, four := s.subsets(h)
	n := s.all - self
	for _, i := range one {
		n -= s.one[i]
	}
	for _, i := range two {
		n += s.two[i]
	}
	for _, i := range three {
		n -= s.three[i]
	}
	for _, i := range four {
		n += s.four[i]
	}
	return n
}

// sweep returns, for every class of player hands under suit permutations,
// the counts of the dealer's hands (from the other 47 cards) below the
// value index fixed, below the player's value and at most the player's
// value. The classes come in increasing order of value.
func (t *fourTable) sweep(fixed int) []counts {
	// Hands and class representatives by value: counting sort.
	nv := len(t.values)
	start := make([]int32, nv+1)
	repStart := make([]int32, nv+1)
	var reps []counts
	for i, p := range t.hands {
		h := p.unpack()
		start[t.value[i]+1]++
		if rep, size := suitOrbit(suitMasks(h[:])); rep {
			reps = append(reps, counts{weight: int32(size), hand: p, valueIx: t.value[i]})
			repStart[t.value[i]+1]++
		}
	}
	for v := 0; v < nv; v++ {
		start[v+1] += start[v]
		repStart[v+1] += repStart[v]
	}
	order := make([]packed, len(t.hands))
	next := append([]int32(nil), start[:nv]...)
	for i, p := range t.hands {
		v := t.value[i]
		order[next[v]] = p
		next[v]++
	}
	byValue := make([]counts, len(reps))
	copy(next, repStart[:nv])
	for _, r := range reps {
		byValue[next[r.valueIx]] = r
		next[r.valueIx]++
	}

	s := newSubsetCounters()
	for v := 0; v < nv; v++ {
		if v == fixed {
			// The hands counted so far are those below fixed, the class's
			// own hand among them when its value is.
			for i := range byValue {
				self := int32(0)
				if int(byValue[i].valueIx) < fixed {
					self = 1
				}
				byValue[i].below = s.disjoint(byValue[i].hand.unpack(), self)
			}
		}
		group := byValue[repStart[v]:repStart[v+1]]
		for i := range group {
			group[i].less = s.disjoint(group[i].hand.unpack(), 0)
		}
		for _, p := range order[start[v]:start[v+1]] {
			s.add(p.unpack())
		}
		for i := range group {
			group[i].lessEq = s.disjoint(group[i].hand.unpack(), 1)
		}
	}
	if fixed >= nv {
		for i := range byValue {
			byValue[i].below = s.disjoint(byValue[i].hand.unpack(), 1)
		}
	}
	return byValue
}
