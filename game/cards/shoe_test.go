package cards

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"
)

func TestShoeIsAPermutation(t *testing.T) {
	for seed := Seed(0); seed < 50; seed++ {
		s := NewShoe(seed)
		var set Set
		for s.Left() > 0 {
			c, err := s.Draw()
			if err != nil {
				t.Fatal(err)
			}
			set = set.Add(c)
		}
		if set.Len() != DeckSize {
			t.Fatalf("seed %d dealt %d distinct cards", seed, set.Len())
		}
		if _, err := s.Draw(); !errors.Is(err, ErrShoeEmpty) {
			t.Fatalf("draw from empty shoe: %v", err)
		}
	}
}

func TestSameSeedSameCards(t *testing.T) {
	a, b := NewShoe(12345), NewShoe(12345)
	if a.Order() != b.Order() {
		t.Fatal("same seed, different order")
	}
	var first [10]Card
	if err := a.Take(first[:]); err != nil {
		t.Fatal(err)
	}
	order := b.Order()
	for i, c := range first {
		if order[i] != c {
			t.Fatalf("card %d: drew %v, Order says %v", i, c, order[i])
		}
	}
	if NewShoe(12346).Order() == order {
		t.Fatal("different seeds, same order")
	}
	// Reshuffling with the same seed starts the same deck again.
	a.Shuffle(12345)
	if a.Order() != order || a.Seed() != 12345 {
		t.Fatal("reshuffle differs")
	}
}

func TestTakeTooMany(t *testing.T) {
	s := NewShoe(1)
	var buf [50]Card
	if err := s.Take(buf[:]); err != nil {
		t.Fatal(err)
	}
	var more [3]Card
	if err := s.Take(more[:]); !errors.Is(err, ErrShoeEmpty) {
		t.Fatalf("Take past the end: %v", err)
	}
	if s.Left() != 2 {
		t.Fatalf("a failed Take changed the shoe: %d left", s.Left())
	}
	var zero Shoe
	if zero.Left() != 0 {
		t.Fatal("an unshuffled shoe has cards")
	}
}

func TestBacksAlternate(t *testing.T) {
	if BackFor(0) != RedBack || BackFor(1) != BlueBack || BackFor(2) != RedBack {
		t.Fatal("decks do not alternate")
	}
	if RedBack.String() != "red" || BlueBack.String() != "blue" {
		t.Fatal("back names")
	}
}

// chiSquare counts, over n shuffles from consecutive seeds, how often each
// card lands at each position, and returns the chi-square statistic against
// the uniform expectation n/52 per cell.
func chiSquare(n int, shuffle func(seed Seed, deck *[DeckSize]Card)) float64 {
	var counts [DeckSize][DeckSize]int
	var deck [DeckSize]Card
	for seed := range Seed(n) {
		shuffle(seed, &deck)
		for pos, c := range deck {
			counts[pos][c]++
		}
	}
	want := float64(n) / DeckSize
	var chi float64
	for pos := range counts {
		for _, got := range counts[pos] {
			d := float64(got) - want
			chi += d * d / want
		}
	}
	return chi
}

// The card-by-position table has 51 x 51 = 2,601 degrees of freedom; its
// chi-square statistic has that mean and a standard deviation of
// sqrt(2 x 2601) = 72. The seeds are fixed, so the test is deterministic.
const (
	chiDF    = 51 * 51
	shuffles = 52 * 1000
)

func TestShuffleIsUniform(t *testing.T) {
	chi := chiSquare(shuffles, func(seed Seed, deck *[DeckSize]Card) {
		*deck = NewShoe(seed).Order()
	})
	sd := math.Sqrt(2 * chiDF)
	z := (chi - chiDF) / sd
	t.Logf("chi-square %.1f with %d degrees of freedom (z = %.2f)", chi, chiDF, z)
	if math.Abs(z) > 5 {
		t.Fatalf("card-by-position counts are not uniform: chi-square %.1f, z = %.2f", chi, z)
	}
}

// TestChiSquareHasPower shows the uniformity test would catch the classic
// mistake of swapping each card with any position of the whole deck.
func TestChiSquareHasPower(t *testing.T) {
	chi := chiSquare(shuffles, func(seed Seed, deck *[DeckSize]Card) {
		r := rand.New(rand.NewPCG(uint64(seed), 7))
		for i := range deck {
			deck[i] = Card(i)
		}
		for i := range deck {
			j := r.IntN(DeckSize)
			deck[i], deck[j] = deck[j], deck[i]
		}
	})
	z := (chi - chiDF) / math.Sqrt(2*chiDF)
	t.Logf("naive shuffle: chi-square %.1f (z = %.2f)", chi, z)
	if z < 5 {
		t.Fatalf("the uniformity test does not detect a biased shuffle (z = %.2f)", z)
	}
}

func TestIntN(t *testing.T) {
	s := NewShoe(9)
	var counts [6]int
	for range 60000 {
		counts[s.IntN(6)]++
	}
	for i, c := range counts {
		if c < 9500 || c > 10500 {
			t.Errorf("IntN(6) gave %d %d times in 60,000", i, c)
		}
	}
	if s.IntN(0) != 0 || s.IntN(-3) != 0 {
		t.Error("IntN of a non-positive bound")
	}
}

func BenchmarkShuffleAndDeal36(b *testing.B) {
	var s Shoe
	var hand [36]Card
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s.Shuffle(Seed(i))
		_ = s.Take(hand[:])
	}
}
