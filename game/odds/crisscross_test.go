package odds

import (
	"math/big"
	"math/rand/v2"
	"reflect"
	"testing"

	"felt/game/cards"
	"felt/game/crisscross"
	"felt/game/paytable"
	"felt/game/strategy"
)

// The figures generated with the strategy tables, pinned; TestCrissCross-
// Precomputed checks them against a fresh solution.
func TestCrissCrossPinned(t *testing.T) {
	tl := precomputedCrissCross()
	f, folds := tl.figures()
	pins := []struct {
		name, got, want string
	}{
		{"house edge", f.HouseEdge.RatString(), "579091/13378456"},
		{"element of risk", percent(f.ElementOfRisk, 6), "1.476384"},
		{"average wager", f.AverageWager.RatString(), "15987878/5453175"},
		{"hit frequency", f.HitFrequency.RatString(), "47516461/149440200"},
		{"fold across", folds[0].RatString(), "12/221"},
		{"fold down", folds[1].RatString(), "1402/270725"},
		{"fold middle", folds[2].RatString(), "1140597/25448150"},
	}
	for _, p := range pins {
		if p.got != p.want {
			t.Errorf("%s = %s, want %s", p.name, p.got, p.want)
		}
	}
}

// The generated figures are those of a fresh solution.
func TestCrissCrossPrecomputed(t *testing.T) {
	m := crissCross(t)
	if !reflect.DeepEqual(m.tally, precomputedCrissCross()) {
		t.Errorf("Criss Cross figures are stale: run go generate ./game/strategy\n got %#v\nhave %#v", m.tally, precomputedCrissCross())
	}
}

// A plain backward induction from the Down bet on, settling every deal
// with crisscross.Showdown, against the solver's values for a sample of
// Across cards (members of the same orbit under the suits among them), and
// the solver's Across values against its Down values.
func TestCrissCrossNaive(t *testing.T) {
	m := crissCross(t)
	e := fix(t).e
	main, ante := paytable.CrissCross(), paytable.CrissCrossAnte()
	r := rand.New(rand.NewPCG(2, 7))
	for _, idx := range []int{0, 1, 2, 100, strategy.NumHoleClasses - 1} {
		h := m.Holes[idx]
		var sum [4]int64
		for _, v := range h.DownValue {
			for a1 := 1; a1 <= 3; a1++ {
				sum[a1] += v[a1]
			}
		}
		for a1 := 1; a1 <= 3; a1++ {
			if sum[a1] != h.Value[a1] {
				t.Errorf("%v: Across %dx is worth %d, its Down values add up to %d", h.Class, a1, h.Value[a1], sum[a1])
			}
		}
		hole := h.Class.Cards()
		used := cards.SetOf(hole[:]...)
		var rest []cards.Card
		for c := cards.Card(0); c < cards.DeckSize; c++ {
			if !used.Has(c) {
				rest = append(rest, c)
			}
		}
		for range 3 {
			j := 1 + r.IntN(len(rest)-1)
			i := r.IntN(j)
			l, rt := rest[i], rest[j]
			var v2 [4][4]int64
			for b := 1; b < len(rest); b++ {
				for a := 0; a < b; a++ {
					if a == i || a == j || b == i || b == j {
						continue
					}
					tp, bt := rest[a], rest[b]
					var base, ac, dn, mid, n int64
					for _, c := range rest {
						if c == l || c == rt || c == tp || c == bt {
							continue
						}
						x := [5]cards.Card{hole[0], hole[1], l, rt, c}
						y := [5]cards.Card{hole[0], hole[1], tp, bt, c}
						aa, ad, ab, db, mb := crisscross.Showdown(main, ante, e.Five(&x), e.Five(&y))
						net := func(o crisscross.Outcome) int64 { n, _ := o.Ratio(); return n }
						base += net(aa) + net(ad)
						ac += net(ab)
						dn += net(db)
						mid += net(mb)
						n++
					}
					for a1 := int64(1); a1 <= 3; a1++ {
						for a2 := int64(1); a2 <= 3; a2++ {
							best := -(2 + a1 + a2) * n
							for a3 := int64(1); a3 <= 3; a3++ {
								best = max(best, base+a1*ac+a2*dn+a3*mid)
							}
							v2[a1][a2] += best
						}
					}
				}
			}
			lr := i + j*(j-1)/2
			for a1 := 1; a1 <= 3; a1++ {
				best := -int64(2+a1) * ccMiddle * ccDown
				for a2 := 1; a2 <= 3; a2++ {
					best = max(best, v2[a1][a2])
				}
				if best != h.DownValue[lr][a1] {
					t.Errorf("%v with %v %v: Across %dx is worth %d, the solver says %d", hole, l, rt, a1, best, h.DownValue[lr][a1])
				}
			}
		}
	}
}

// What the simple strategy's rules give up, pinned: each rule alone and the three
// together, per both antes (strategy.SimpleAcross, SimpleDown, SimpleMiddle).
func TestCrissCrossSimplePinned(t *testing.T) {
	tl := precomputedCrissCross()
	c := tl.simpleCosts()
	pins := []struct {
		name, got, want string
	}{
		{"across rule", c.Across.RatString(), "113/2165800"},
		{"down rule", c.Down.RatString(), "1315087/2341229800"},
		{"middle rule", c.Middle.RatString(), "1279351/280947576"},
		{"all rules", c.Total.RatString(), "13147523/2341229800"},
		{"house edge", c.HouseEdge.RatString(), "14311056/292653725"},
	}
	for _, p := range pins {
		if p.got != p.want {
			t.Errorf("%s = %s, want %s", p.name, p.got, p.want)
		}
	}
	// Each rule costs something, and the house edge is the optimal one's and the cost.
	f, _ := tl.figures()
	if new(big.Rat).Add(f.HouseEdge, c.Total).Cmp(c.HouseEdge) != 0 {
		t.Errorf("house edges %s + %s != %s", f.HouseEdge.FloatString(6), c.Total.FloatString(6), c.HouseEdge.FloatString(6))
	}
	for _, x := range []*big.Rat{c.Across, c.Down, c.Middle} {
		if x.Sign() <= 0 {
			t.Errorf("a rule costs %s", x.RatString())
		}
	}
}
