package odds

import (
	"maps"
	"math/big"
	"math/rand/v2"
	"testing"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/paytable"
	"felt/game/strategy"
)

// docs/rules.md: element of risk 1.09% under optimal strategy (Wizard of
// Odds, Stanley Ko); the simple strategy within a millionth of optimal.
func TestCrazy4Published(t *testing.T) {
	m := fix(t).c4
	if got := percent(m.Optimal.ElementOfRisk, 2); got != "1.09" {
		t.Errorf("element of risk %s%%, want 1.09%%", got)
	}
	gap := new(big.Rat).Sub(m.Simple.HouseEdge, m.Optimal.HouseEdge)
	if gap.Sign() < 0 || gap.Cmp(big.NewRat(1, 1_000_000)) >= 0 {
		t.Errorf("simple strategy costs %s per ante, want under a millionth", gap.FloatString(12))
	}
}

// The exact figures: any change to the rules core that moves them fails.
func TestCrazy4Pinned(t *testing.T) {
	m := fix(t).c4
	if len(m.Classes) != 134_459 {
		t.Errorf("%d classes, want 134,459", len(m.Classes))
	}
	w := 0
	for _, k := range m.Classes {
		w += k.Weight
		if k.Tied {
			t.Errorf("%v: two decisions tie", k.Hand)
		}
	}
	if w != hands5 {
		t.Errorf("classes hold %d hands", w)
	}
	pins := []struct {
		name string
		got  *big.Rat
		want string
	}{
		{"optimal house edge", m.Optimal.HouseEdge, "264142729/7726058340"},
		{"optimal average wager", m.Optimal.AverageWager, "169808/54145"},
		{"optimal hit frequency", m.Optimal.HitFrequency, "471883364219/996661525860"},
		{"simple house edge", m.Simple.HouseEdge, "1893072393/55370084770"},
		{"simple average wager", m.Simple.AverageWager, "9988/3185"},
	}
	for _, p := range pins {
		if p.got.RatString() != p.want {
			t.Errorf("%s = %s (%s), want %s", p.name, p.got.RatString(), p.got.FloatString(10), p.want)
		}
	}
	acts := map[strategy.Decision]int64{}
	for _, k := range m.Classes {
		acts[k.Best] += int64(k.Weight)
	}
	if want := map[strategy.Decision]int64{strategy.Fold: 610_944, strategy.Bet1x: 1_505_592, strategy.Bet3x: 482_424}; !maps.Equal(acts, want) {
		t.Errorf("decisions %v, want %v", acts, want)
	}
	if n := len(m.Crazy4Exceptions()); n != 68 {
		t.Errorf("%d classes differ from the simple strategy, want 68", n)
	}
}

// The solver settles one dealer hand per cell with crazy4.Showdown; the
// result must be the same for every dealer hand of the cell.
func TestShowdownCells(t *testing.T) {
	f := fix(t)
	tb := newFourTable(f.e)
	q, err := tb.firstAtLeast(crazy4.DealerQualifies, "qualifier")
	if err != nil {
		t.Fatal(err)
	}
	sb := paytable.SuperBonus()
	vs := tb.values
	for pv, p := range vs {
		reps := [numCells]int{0, q, pv, max(pv+1, q)}
		for dv, d := range vs {
			var c cell
			switch {
			case !crazy4.DealerQualifies(d):
				c = cellNotQualified
			case dv < pv:
				c = cellBeaten
			case dv == pv:
				c = cellTied
			default:
				c = cellBeats
			}
			a1, p1, s1 := crazy4.Showdown(sb, p, d)
			a2, p2, s2 := crazy4.Showdown(sb, p, vs[reps[c]])
			if a1 != a2 || p1 != p2 || s1 != s2 {
				t.Fatalf("%v against %v settles unlike its cell %d", p, d, c)
			}
		}
		if testing.Short() && pv > 300 {
			break
		}
	}
}

// The counts by inclusion and exclusion against a walk over the dealer's
// hands, for a sample of classes.
func TestSweepBruteForce(t *testing.T) {
	f := fix(t)
	r := rand.New(rand.NewPCG(6, 4))
	picks := []int{0, len(f.c4.Classes) - 1}
	for range 4 {
		picks = append(picks, r.IntN(len(f.c4.Classes)))
	}
	for _, i := range picks {
		k := f.c4.Classes[i]
		used := cards.SetOf(k.Hand[:]...)
		var cnt [numCells]int64
		forEachHand(func(h [5]cards.Card) {
			for _, c := range h {
				if used.Has(c) {
					return
				}
			}
			d := f.e.Four(&h)
			switch {
			case !crazy4.DealerQualifies(d):
				cnt[cellNotQualified]++
			case k.Value > d:
				cnt[cellBeaten]++
			case k.Value == d:
				cnt[cellTied]++
			default:
				cnt[cellBeats]++
			}
		})
		if cnt != k.Dealer {
			t.Errorf("%v: counts %v, want %v", k.Hand, k.Dealer, cnt)
		}
	}
}

// The simple strategy of docs/rules.md on its boundary hands.
func TestSimpleStrategy(t *testing.T) {
	e := fix(t).e
	cases := map[string]strategy.Decision{
		"Ks Qd 8c 4h 2s": strategy.Bet1x, "Ks Qd 8c 3h 2s": strategy.Fold, "Ks Qd 7c 6h 5s": strategy.Fold,
		"Ks Jd 9c 4h 2s": strategy.Fold, "As 2d 3c 5h 7s": strategy.Bet1x, "2s 2d 3c 5h 7s": strategy.Bet1x,
		"As Ad 3c 5h 7s": strategy.Bet3x, "Ks Kd 3c 5h 7s": strategy.Bet1x, "9s Ts Js Qs 2d": strategy.Bet3x,
	}
	for s, want := range cases {
		h := [5]cards.Card(cards.MustParseList(s))
		if got := strategy.SimpleCrazy4(e.Four(&h)); got != want {
			t.Errorf("%s: %v, want %v", s, got, want)
		}
	}
}

// A fold forfeits Queens Up and the progressive wagers (seed 000 §10(b)),
// but no hand either strategy folds would have won them: the figures of
// those bets need no strategy.
func TestFoldsForfeitNothing(t *testing.T) {
	f := fix(t)
	for _, k := range f.c4.Classes {
		if k.Best != strategy.Fold && strategy.SimpleCrazy4(k.Value) != strategy.Fold {
			continue
		}
		h := k.Hand
		if c4, c5 := paytable.ClassOf4(k.Value), paytable.ClassOf5(f.e.Five(&h)); c4 >= paytable.PairOfQueens4 || c5 >= paytable.Trips5 {
			t.Fatalf("%v is folded but pays %v / %v", h, c4, c5)
		}
	}
}
