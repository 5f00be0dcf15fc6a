package wheel

import (
	"math"
	"math/big"
	"testing"

	"felt/game/meter"
	"felt/game/money"
)

// Each wheel's weights follow the rule of the package documentation: a
// segment of amount a weighs 1,000 × (s/a)^α rounded, s the wheel's
// smallest amount, with one α per paytable (both Xtreme wheels share it);
// the Jackpot's weight is set apart.
func TestWeightsFollowTheRule(t *testing.T) {
	alpha := map[string]float64{
		"Bonus Spin wheel, paytable A": 0.21784, "Bonus Spin wheel, paytable B": 0.09258,
		"Bonus Spin wheel, paytable C": 0.97877, "Bonus Spin wheel, paytable D": 1.07442,
	}
	for name, a := range map[string]float64{"A": 2.26637, "B": 1.27132, "C": 1.39025, "D": 0.82600, "E": 1.08187,
		"F": 1.72271, "G": 0.26814, "H": 0.52963, "I": 0.80352} {
		alpha["Hot Spot Prize Wheel, paytable "+name] = a
		alpha["Community Prize Wheel, paytable "+name] = a
	}
	for _, w := range allWheels() {
		a, ok := alpha[w.Title]
		if !ok {
			t.Errorf("%s: no α", w.Title)
			continue
		}
		var s money.Amount
		for _, g := range w.Segments {
			if !g.Symbol.Jackpot && (s == 0 || g.Symbol.Amount < s) {
				s = g.Symbol.Amount
			}
		}
		for i, g := range w.Segments {
			if g.Symbol.Jackpot {
				continue
			}
			x := 1000 * math.Pow(float64(s)/float64(g.Symbol.Amount), a)
			if math.Abs(float64(g.Weight)-x) > 0.5+1e-9 {
				t.Errorf("%s: segment %d (%v) weighs %d, the rule %.3f", w.Title, i, g.Symbol, g.Weight, x)
			}
		}
	}
}

// A 1-credit Bonus Spin wager spins as a 5-credit one does and returns the
// same per credit but the Jackpot's share, 3/51 × weight × jackpot /
// (5 × total); Community Pay A pays a 1-credit wager a fifth of what it
// pays a 5-credit wager, so the Community Pays return the same per credit.
// With Community Pay B in its place, which pays $25 rather than $20 for
// the $500 symbol on 1, every figure would still be in range.
func TestOneCreditBonusSpin(t *testing.T) {
	for _, b := range BonusSpinPaytables() {
		r1, err1 := b.Return(money.Credits(1), FullTable, Optimal)
		r5, err5 := b.Return(money.Credits(5), FullTable, Optimal)
		if err1 != nil || err5 != nil {
			t.Fatal(err1, err5)
		}
		jp, err := jackpotAtSeed(b.Meter)
		if err != nil {
			t.Fatal(err)
		}
		var jw int64
		for _, s := range b.Wheel.Segments {
			if s.Symbol.Jackpot {
				jw += s.Weight
			}
		}
		share := new(big.Rat).SetFrac64(3*jw*int64(jp), 51*b.Wheel.Total()*int64(money.Credits(5)))
		if diff := new(big.Rat).Sub(r5.Own, r1.Own); diff.Cmp(share) != 0 || r1.Own.Sign() <= 0 {
			t.Errorf("%s: own 5 − own 1 = %v, the Jackpot's share %v", b.Title, diff, share)
		}
		if r1.Community.Cmp(r5.Community) != 0 {
			t.Errorf("%s: Community Pays %v on 1, %v on 5", b.Title, r1.Community, r5.Community)
		}
		if b.Name == "C" || b.Name == "D" {
			if r1.Community.Sign() != 0 {
				t.Errorf("%s: Community Pay %v on a wheel without its symbols", b.Title, r1.Community)
			}
		}
		b.Community = CommunityPayB()
		for _, w := range b.Wagers {
			if r, _ := b.Return(w, FullTable, Optimal); r.Percent() < 80 || r.Percent() > 95 {
				t.Errorf("%s with Community Pay B: %v returns %.2f%%", b.Title, w, r.Percent())
			}
		}
	}
}

// The meters' linked tables hit as often as a seat at our table that
// follows the optimal strategy does.
func TestMeterHitChances(t *testing.T) {
	jackpotWeight := func(w Wheel) int64 {
		for _, s := range w.Segments {
			if s.Symbol.Jackpot {
				return s.Weight
			}
		}
		return 0
	}
	hit := func(c meter.Config) *big.Rat {
		if len(c.Outcomes) != 1 || c.Outcomes[0].Share != meter.Whole {
			t.Fatalf("%s: outcomes %+v", c.Name, c.Outcomes)
		}
		return big.NewRat(c.Outcomes[0].Weight, c.Of)
	}
	for _, b := range BonusSpinPaytables() {
		want := big.NewRat(3*jackpotWeight(b.Wheel), 51*b.Wheel.Total())
		if hit(b.Meter).Cmp(want) != 0 {
			t.Errorf("%s: meter hit chance %v, wheel %v", b.Title, hit(b.Meter), want)
		}
		if _, err := meter.New(b.Meter, [32]byte{}); err != nil {
			t.Error(err)
		}
	}
	for _, x := range XtremePaytables() {
		want := new(big.Rat).SetFrac64(x.PlayedCount, Deals)
		want.Mul(want, big.NewRat(jackpotWeight(x.HotSpot), x.HotSpot.Total()))
		diff := new(big.Rat).Sub(hit(x.Meter), want)
		diff.Quo(diff, want)
		if f, _ := diff.Float64(); f > 1e-7 || f < -1e-7 {
			t.Errorf("%s: meter hit chance %v, wheel %v", x.Title, hit(x.Meter), want)
		}
		if _, err := meter.New(x.Meter, [32]byte{}); err != nil {
			t.Error(err)
		}
	}
}
