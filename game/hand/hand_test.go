package hand

import (
	"sync"
	"testing"

	"felt/game/cards"
)

var shared = sync.OnceValue(New)

func eval(t testing.TB) *Evaluator {
	t.Helper()
	return shared()
}

func five(t testing.TB, s string) *[5]cards.Card {
	t.Helper()
	cs, err := cards.ParseList(s)
	if err != nil || len(cs) != 5 {
		t.Fatalf("bad hand %q: %v", s, err)
	}
	return (*[5]cards.Card)(cs)
}

func TestRankKeysAreUnique(t *testing.T) {
	keys := rankKeys()
	seen := map[uint32][5]cards.Rank{}
	rankMultisets(func(rs [5]cards.Rank) {
		var sum uint32
		for _, r := range rs {
			sum += keys[r]
		}
		if prev, ok := seen[sum]; ok {
			t.Fatalf("ranks %v and %v share the key %d", prev, rs, sum)
		}
		seen[sum] = rs
		if sum > maxKey {
			t.Fatalf("key %d above maxKey", sum)
		}
	})
	if len(seen) != 6175 {
		t.Fatalf("%d rank multisets, want 6,175", len(seen))
	}
}

// forEachFive calls f for every one of the 2,598,960 five-card hands.
func forEachFive(f func(h *[5]cards.Card)) {
	var h [5]cards.Card
	for h[0] = 0; h[0] < cards.DeckSize; h[0]++ {
		for h[1] = h[0] + 1; h[1] < cards.DeckSize; h[1]++ {
			for h[2] = h[1] + 1; h[2] < cards.DeckSize; h[2]++ {
				for h[3] = h[2] + 1; h[3] < cards.DeckSize; h[3]++ {
					for h[4] = h[3] + 1; h[4] < cards.DeckSize; h[4]++ {
						f(&h)
					}
				}
			}
		}
	}
}

func TestFourCardCounts(t *testing.T) {
	e := eval(t)
	var cat [Quads4 + 1]int
	var aces, pairs [cards.NumRanks]int
	total := 0
	forEachFive(func(h *[5]cards.Card) {
		v := e.Four(h)
		total++
		cat[v.Category()]++
		if v.FourAces() {
			aces[0]++
		}
		if v.Category() == Pair4 {
			pairs[v.Rank(0)]++
		}
	})
	want := map[string][2]int{
		"hands":           {total, 2598960},
		"four aces":       {aces[0], 48},
		"other quads":     {cat[Quads4] - aces[0], 576},
		"straight flush":  {cat[StraightFlush4], 2072},
		"three of a kind": {cat[Trips4], 58656},
		"flush":           {cat[Flush4], 114616},
		"straight":        {cat[Straight4], 101808},
		"two pair":        {cat[TwoPair4], 123552},
		"pair of aces":    {pairs[cards.Ace], 81096},
		"pair of kings":   {pairs[cards.King], 81096},
		"pair of queens":  {pairs[cards.Queen], 80724},
		"trips or better": {cat[Trips4] + cat[StraightFlush4] + cat[Quads4], 61352},
	}
	for name, g := range want {
		if g[0] != g[1] {
			t.Errorf("%s: %d hands, want %d", name, g[0], g[1])
		}
	}
}

func TestFiveCardCounts(t *testing.T) {
	e := eval(t)
	var cat [RoyalFlush5 + 1]int
	forEachFive(func(h *[5]cards.Card) { cat[e.Five(h).Category()]++ })
	want := [RoyalFlush5 + 1]int{1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 36, 4}
	if cat != want {
		t.Errorf("five-card counts %v, want %v", cat, want)
	}
}

// TestTablesMatchReference checks the fast evaluator against the plain
// one on every five-card hand.
func TestTablesMatchReference(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: compares every hand with the reference evaluator")
	}
	e := eval(t)
	bad := 0
	forEachFive(func(h *[5]cards.Card) {
		four, _ := referenceBestFour(*h)
		f4, f5 := e.FourFive(h)
		if e.Four(h) != four || f4 != four || e.Five(h) != referenceFive(*h) || f5 != e.Five(h) {
			if bad++; bad < 10 {
				t.Errorf("%v: fast %v / %v, reference %v / %v", h, e.Four(h), e.Five(h), four, referenceFive(*h))
			}
		}
	})
}

func TestSixCardCounts(t *testing.T) {
	if testing.Short() {
		t.Skip("slow: all 20,358,520 six-card hands")
	}
	e := eval(t)
	var cat [RoyalFlush5 + 1]int
	total := 0
	var h [6]cards.Card
	for h[0] = 0; h[0] < cards.DeckSize; h[0]++ {
		for h[1] = h[0] + 1; h[1] < cards.DeckSize; h[1]++ {
			for h[2] = h[1] + 1; h[2] < cards.DeckSize; h[2]++ {
				for h[3] = h[2] + 1; h[3] < cards.DeckSize; h[3]++ {
					for h[4] = h[3] + 1; h[4] < cards.DeckSize; h[4]++ {
						for h[5] = h[4] + 1; h[5] < cards.DeckSize; h[5]++ {
							v, _ := e.Six(&h)
							cat[v.Category()]++
							total++
						}
					}
				}
			}
		}
	}
	if total != 20358520 {
		t.Fatalf("%d six-card hands", total)
	}
	want := map[Category5]int{RoyalFlush5: 188, StraightFlush5: 1656, Quads5: 14664, FullHouse5: 165984,
		Flush5: 205792, Straight5: 361620, Trips5: 732160}
	for c, n := range want {
		if cat[c] != n {
			t.Errorf("%v: %d six-card hands, want %d", c, cat[c], n)
		}
	}
}
