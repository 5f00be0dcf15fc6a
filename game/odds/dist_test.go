package odds

import (
	"maps"
	"slices"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/paytable"
)

// The exhaustive counts of docs/rules.md, "Figures anyone can check".
func TestDistributionsMatchRulesNotes(t *testing.T) {
	d := fix(t).d
	four := map[paytable.Class4]int64{
		paytable.FourAces4: 48, paytable.Quads4: 576, paytable.Trips4: 58_656, paytable.Flush4: 114_616,
		paytable.Straight4: 101_808, paytable.TwoPair4: 123_552, paytable.PairOfAces4: 81_096,
		paytable.PairOfKings4: 81_096, paytable.PairOfQueens4: 80_724,
	}
	for c, n := range four {
		if d.Four.N[c] != n {
			t.Errorf("best four: %v %d, want %d", c, d.Four.N[c], n)
		}
	}
	if sf := d.Four.N[paytable.StraightFlush4] + d.Four.N[paytable.RoyalFlush4]; sf != 2_072 {
		t.Errorf("best four: straight flushes %d, want 2,072", sf)
	}
	trips := int64(0)
	for c := paytable.Trips4; c <= paytable.FourAces4; c++ {
		trips += d.Four.N[c]
	}
	if trips != 61_352 {
		t.Errorf("best four: trips or better %d, want 61,352", trips)
	}
	five := [...]int64{1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4}
	for c, n := range five {
		if d.Category5[c] != n {
			t.Errorf("five cards: %v %d, want %d", hand.Category5(c), d.Category5[c], n)
		}
	}
	six := map[paytable.Class5]int64{
		paytable.RoyalFlush5: 188, paytable.StraightFlush5: 1_656, paytable.Quads5: 14_664, paytable.FullHouse5: 165_984,
		paytable.Flush5: 205_792, paytable.Straight5: 361_620, paytable.Trips5: 732_160,
	}
	for c, n := range six {
		if d.Six.N[c] != n {
			t.Errorf("best five of six: %v %d, want %d", c, d.Six.N[c], n)
		}
	}
	for _, c := range []Counts[paytable.Class5]{d.Five, d.Six} {
		sum := int64(0)
		for _, n := range c.N {
			sum += n
		}
		if sum != c.Total {
			t.Errorf("counts add up to %d, not %d", sum, c.Total)
		}
	}
}

// The six-card walk takes the best of the six five-card classes; that is
// the class of Evaluator.Six's best hand because the classes rise with the
// hands' values. Checked on every value, and Six on a sample of hands.
func TestClassesRise(t *testing.T) {
	f := fix(t)
	vals4, vals5 := map[hand.Four]bool{}, map[hand.Five]bool{}
	forEachHand(func(h [5]cards.Card) {
		v4, v5 := f.e.FourFive(&h)
		vals4[v4], vals5[v5] = true, true
	})
	s4 := slices.Sorted(maps.Keys(vals4))
	s5 := slices.Sorted(maps.Keys(vals5))
	for i := 1; i < len(s4); i++ {
		if paytable.ClassOf4(s4[i]) < paytable.ClassOf4(s4[i-1]) {
			t.Errorf("ClassOf4 falls from %v to %v", s4[i-1], s4[i])
		}
	}
	for i := 1; i < len(s5); i++ {
		if paytable.ClassOf5(s5[i]) < paytable.ClassOf5(s5[i-1]) {
			t.Errorf("ClassOf5 falls from %v to %v", s5[i-1], s5[i])
		}
	}
	// Six against the best of the subsets' classes, on every 97th hand.
	n := 0
	var h [6]cards.Card
	for c5 := cards.Card(5); c5 < cards.DeckSize; c5++ {
		for c4 := cards.Card(0); c4 < c5; c4 += 7 {
			for c3 := cards.Card(0); c3 < c4; c3 += 5 {
				for c2 := cards.Card(0); c2 < c3; c2 += 3 {
					for c1 := cards.Card(0); c1 < c2; c1 += 2 {
						for c0 := cards.Card(0); c0 < c1; c0++ {
							h = [6]cards.Card{c0, c1, c2, c3, c4, c5}
							v, _ := f.e.Six(&h)
							best := paytable.Nothing5
							for drop := range h {
								var five [5]cards.Card
								copy(five[:drop], h[:drop])
								copy(five[drop:], h[drop+1:])
								best = max(best, paytable.ClassOf5(f.e.Five(&five)))
							}
							if paytable.ClassOf5(v) != best {
								t.Fatalf("%v: Six gives %v, the subsets %v", h, paytable.ClassOf5(v), best)
							}
							n++
						}
					}
				}
			}
		}
	}
	if n < 10_000 {
		t.Fatalf("only %d six-card hands checked", n)
	}
}
