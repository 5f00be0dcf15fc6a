package odds

import (
	"math"
	"math/big"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/paytable"
	"felt/game/strategy"
)

// cores lists the spec's cores as card sets.
func (cs coreSpec) cores() []cards.Set {
	var out []cards.Set
	for r := cards.Rank(0); r < cards.NumRanks; r++ {
		if cs.onlyRank >= 0 && int(r) != cs.onlyRank {
			continue
		}
		all := cards.SetOf(cards.New(r, 0), cards.New(r, 1), cards.New(r, 2), cards.New(r, 3))
		if cs.rankSize == 4 {
			out = append(out, all)
			continue
		}
		for s := cards.Suit(0); s < cards.NumSuits; s++ {
			out = append(out, all&^cards.SetOf(cards.New(r, s)))
		}
	}
	for _, run := range cs.runSets() {
		if run.size == 4 {
			out = append(out, run.set)
		}
	}
	return out
}

// runSet is a union of run cores: a suited run of four or five ranks.
type runSet struct {
	set    cards.Set
	size   int
	weight int64 // -w(U): -1 for a run of four, +1 for a run of five (two cores)
	ranks  [5]cards.Rank
}

// runSets lists the run unions of the spec.
func (cs coreSpec) runSets() []runSet {
	if !cs.runs {
		return nil
	}
	var out []runSet
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		for _, n := range []int{4, 5} {
			// top is the run's highest rank; the ace plays low under a five
			// (or a four) only.
			for top := cards.Rank(n - 2); top <= cards.Ace; top++ {
				if cs.aceHigh && (n != 4 || top != cards.Ace) {
					continue
				}
				r := runSet{size: n, weight: -1}
				if n == 5 {
					r.weight = 1
				}
				for i := 0; i < n; i++ {
					rank := cards.Ace
					if int(top)-i >= 0 {
						rank = top - cards.Rank(i)
					}
					if int(top)-i == -1 {
						rank = cards.Ace
					}
					r.ranks[i] = rank
					r.set = r.set.Add(cards.New(rank, s))
				}
				out = append(out, r)
			}
		}
	}
	return out
}

// The cores of each threshold are exactly the hands of that class or
// better, on every hand.
func TestCores(t *testing.T) {
	e := fix(t).e
	for _, c := range []paytable.Class4{paytable.Trips4, paytable.StraightFlush4, paytable.RoyalFlush4, paytable.Quads4, paytable.FourAces4} {
		cs, err := coresAtLeast(c)
		if err != nil {
			t.Fatal(err)
		}
		cores := cs.cores()
		bad := 0
		forEachHand(func(h [5]cards.Card) {
			set := cards.SetOf(h[:]...)
			has := false
			for _, k := range cores {
				if set&k == k {
					has = true
					break
				}
			}
			if has != (paytable.ClassOf4(e.Four(&h)) >= c) {
				bad++
			}
		})
		if bad != 0 {
			t.Errorf("%v: %d hands where the cores disagree with the evaluator", c, bad)
		}
	}
	if _, err := coresAtLeast(paytable.Flush4); err == nil {
		t.Error("cores for a flush")
	}
}

// For one hand the inclusion-exclusion gives the counts.
func TestCoverAllOneHand(t *testing.T) {
	d := fix(t).d
	for _, c := range []paytable.Class4{paytable.Trips4, paytable.StraightFlush4, paytable.RoyalFlush4, paytable.Quads4, paytable.FourAces4} {
		cs, _ := coresAtLeast(c)
		g := cs.families()
		n := int64(0)
		for k := c; k <= paytable.FourAces4; k++ {
			n += d.Four.N[k]
		}
		want := new(big.Rat).Sub(big.NewRat(1, 1), big.NewRat(n, hands5))
		if got := noneChance(&g, 1); got.Cmp(want) != 0 {
			t.Errorf("%v: none in one hand %s, want %s", c, got.FloatString(12), want.FloatString(12))
		}
	}
}

// Dealt from the shoe, the best of seven hands against the exact chances.
func TestCoverAllSimulated(t *testing.T) {
	if testing.Short() {
		t.Skip("deals 300,000 rounds")
	}
	e := fix(t).e
	ch, err := coverAllChances()
	if err != nil {
		t.Fatal(err)
	}
	const rounds, hands = 300_000, 7
	classes := []paytable.Class4{paytable.Trips4, paytable.StraightFlush4, paytable.Quads4}
	hits := map[paytable.Class4]int{}
	shoe := cards.NewShoe(7)
	for r := range rounds {
		shoe.Shuffle(cards.Seed(r))
		best := paytable.Nothing4
		for range hands {
			var h [5]cards.Card
			for i := range h {
				c, err := shoe.Draw()
				if err != nil {
					t.Fatal(err)
				}
				h[i] = c
			}
			best = max(best, paytable.ClassOf4(e.Four(&h)))
		}
		for _, c := range classes {
			if best >= c {
				hits[c]++
			}
		}
	}
	for _, c := range classes {
		p, _ := ch[hands][c].Float64()
		se := math.Sqrt(p * (1 - p) / rounds)
		got := float64(hits[c]) / rounds
		if math.Abs(got-p) > 5*se {
			t.Errorf("%v or better in %d hands: dealt %.6f, exact %.6f (±%.6f)", c, hands, got, p, se)
		}
	}
}

// Cover All counts folded hands out, but the strategies fold only hands
// below a pair, which never reach its pay table.
func TestCoverAllIgnoresFolds(t *testing.T) {
	m := fix(t).c4
	for _, k := range m.Classes {
		for _, d := range []strategy.Decision{k.Best, strategy.SimpleCrazy4(k.Value)} {
			if d == strategy.Fold && k.Value.Category() > hand.HighCard4 {
				t.Fatalf("%v is folded", k.Value)
			}
		}
	}
}
