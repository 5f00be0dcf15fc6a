package cards

import "math/bits"

// Set is a set of cards as a bit mask, bit c for card c.
type Set uint64

// Add returns the set with c added.
func (s Set) Add(c Card) Set { return s | 1<<c }

// Has reports whether c is in the set.
func (s Set) Has(c Card) bool { return s&(1<<c) != 0 }

// Len returns the number of cards in the set.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// SetOf returns the set of the given cards.
func SetOf(cs ...Card) Set {
	var s Set
	for _, c := range cs {
		s = s.Add(c)
	}
	return s
}
