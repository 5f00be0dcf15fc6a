package hand

import (
	"testing"

	"felt/game/cards"
)

// allHands lists the 2,598,960 five-card hands in lexicographic order.
func allHands() [][5]cards.Card {
	hs := make([][5]cards.Card, 0, 2598960)
	forEachFive(func(h [5]cards.Card) { hs = append(hs, h) })
	return hs
}

// benchAll evaluates every five-card hand once per iteration and reports
// the time per hand.
func benchAll(b *testing.B, f func(e *Evaluator, h [5]cards.Card) uint32) {
	e := eval(b)
	hs := allHands()
	b.ReportAllocs()
	b.ResetTimer()
	var sink uint32
	for b.Loop() {
		for _, h := range hs {
			sink += f(e, h)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(hs)), "ns/hand")
	if sink == 1 {
		b.Log(sink)
	}
}

func BenchmarkFourAllHands(b *testing.B) {
	benchAll(b, func(e *Evaluator, h [5]cards.Card) uint32 { return uint32(e.Four(h)) })
}

func BenchmarkFiveAllHands(b *testing.B) {
	benchAll(b, func(e *Evaluator, h [5]cards.Card) uint32 { return uint32(e.Five(h)) })
}

func BenchmarkFourFiveAllHands(b *testing.B) {
	benchAll(b, func(e *Evaluator, h [5]cards.Card) uint32 {
		v4, v5 := e.FourFive(h)
		return uint32(v4) ^ uint32(v5)
	})
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
		v, _ := e.Six(hs[i&4095])
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
