package hand

import (
	"felt/internal/cputime"
	"testing"

	"felt/game/cards"
)

// The benchmarks evaluate all 2,598,960 five-card hands per iteration, in
// the order of five nested loops, and report the time per hand. The loops'
// own cost is included, as it is in any exhaustive enumeration; the loops
// are written out rather than shared through a callback so that an
// indirect call per hand does not swamp what is measured.

// allHands is the number of five-card hands.
const allHands = 2598960

func BenchmarkFourAllHands(b *testing.B) {
	e := eval(b)
	var sink Four
	var h [5]cards.Card
	cputime.Loop(b, "hand", allHands, func() {
		for h[0] = 0; h[0] < cards.DeckSize; h[0]++ {
			for h[1] = h[0] + 1; h[1] < cards.DeckSize; h[1]++ {
				for h[2] = h[1] + 1; h[2] < cards.DeckSize; h[2]++ {
					for h[3] = h[2] + 1; h[3] < cards.DeckSize; h[3]++ {
						for h[4] = h[3] + 1; h[4] < cards.DeckSize; h[4]++ {
							sink ^= e.Four(&h)
						}
					}
				}
			}
		}
	})
	_ = sink
}

func BenchmarkFiveAllHands(b *testing.B) {
	e := eval(b)
	var sink Five
	var h [5]cards.Card
	cputime.Loop(b, "hand", allHands, func() {
		for h[0] = 0; h[0] < cards.DeckSize; h[0]++ {
			for h[1] = h[0] + 1; h[1] < cards.DeckSize; h[1]++ {
				for h[2] = h[1] + 1; h[2] < cards.DeckSize; h[2]++ {
					for h[3] = h[2] + 1; h[3] < cards.DeckSize; h[3]++ {
						for h[4] = h[3] + 1; h[4] < cards.DeckSize; h[4]++ {
							sink ^= e.Five(&h)
						}
					}
				}
			}
		}
	})
	_ = sink
}

func BenchmarkFourFiveAllHands(b *testing.B) {
	e := eval(b)
	var sink uint32
	cputime.Loop(b, "hand", allHands, func() {
		forEachFive(func(h *[5]cards.Card) {
			v4, v5 := e.FourFive(h)
			sink ^= uint32(v4) ^ uint32(v5)
		})
	})
	_ = sink
}

func BenchmarkSix(b *testing.B) {
	e := eval(b)
	shoe := cards.NewShoe(1)
	hs := make([][6]cards.Card, 4096)
	for i := range hs {
		shoe.Shuffle(cards.Seed(i))
		_ = shoe.Take(hs[i][:])
	}
	b.ReportAllocs()
	var sink Five
	for i := 0; b.Loop(); i++ {
		v, _ := e.Six(&hs[i&4095])
		sink ^= v
	}
	_ = sink
}

func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_ = New()
	}
}
