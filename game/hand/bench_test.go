package hand

import (
	"felt/internal/cputime"
	"testing"

	"felt/game/cards"
)

// The all-hands benchmarks evaluate every one of the 2,598,960 five-card
// hands per iteration, in the order of five nested loops that keep the
// partial Sums of the outer cards, as an exhaustive enumeration does, and
// report the CPU time per hand. The per-hand benchmarks run the same loops
// but hand each hand to Four or Five as an array, the way a round does.

// allHands is the number of five-card hands.
const allHands = 2598960

func BenchmarkFourAllHands(b *testing.B) {
	e := eval(b)
	var out Four
	cputime.Loop(b, "hand", allHands, func() {
		var sink Four
		for c0 := cards.Card(0); c0 < cards.DeckSize; c0++ {
			s0 := e.CardSum(c0)
			for c1 := c0 + 1; c1 < cards.DeckSize; c1++ {
				s1 := s0.Add(e.CardSum(c1))
				for c2 := c1 + 1; c2 < cards.DeckSize; c2++ {
					s2 := s1.Add(e.CardSum(c2))
					for c3 := c2 + 1; c3 < cards.DeckSize; c3++ {
						s3 := s2.Add(e.CardSum(c3))
						for c4 := c3 + 1; c4 < cards.DeckSize; c4++ {
							sink ^= e.FourSum(s3.Add(e.CardSum(c4)))
						}
					}
				}
			}
		}
		out ^= sink
	})
	_ = out
}

func BenchmarkFiveAllHands(b *testing.B) {
	e := eval(b)
	var out Five
	cputime.Loop(b, "hand", allHands, func() {
		var sink Five
		for c0 := cards.Card(0); c0 < cards.DeckSize; c0++ {
			s0 := e.CardSum(c0)
			for c1 := c0 + 1; c1 < cards.DeckSize; c1++ {
				s1 := s0.Add(e.CardSum(c1))
				for c2 := c1 + 1; c2 < cards.DeckSize; c2++ {
					s2 := s1.Add(e.CardSum(c2))
					for c3 := c2 + 1; c3 < cards.DeckSize; c3++ {
						s3 := s2.Add(e.CardSum(c3))
						for c4 := c3 + 1; c4 < cards.DeckSize; c4++ {
							sink ^= e.FiveSum(s3.Add(e.CardSum(c4)))
						}
					}
				}
			}
		}
		out ^= sink
	})
	_ = out
}

func BenchmarkFourPerHand(b *testing.B) {
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

func BenchmarkFivePerHand(b *testing.B) {
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

func BenchmarkFourFivePerHand(b *testing.B) {
	e := eval(b)
	var sink uint32
	var h [5]cards.Card
	cputime.Loop(b, "hand", allHands, func() {
		for h[0] = 0; h[0] < cards.DeckSize; h[0]++ {
			for h[1] = h[0] + 1; h[1] < cards.DeckSize; h[1]++ {
				for h[2] = h[1] + 1; h[2] < cards.DeckSize; h[2]++ {
					for h[3] = h[2] + 1; h[3] < cards.DeckSize; h[3]++ {
						for h[4] = h[3] + 1; h[4] < cards.DeckSize; h[4]++ {
							v4, v5 := e.FourFive(&h)
							sink ^= uint32(v4) ^ uint32(v5)
						}
					}
				}
			}
		}
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
