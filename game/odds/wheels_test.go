package odds

import (
	"math/big"
	"testing"

	"felt/game/meter"
	"felt/game/money"
	"felt/game/wheel"
)

// With every hand played to the end, the wheel figures at the seed are the
// returns game/wheel gives at a full table.
func TestWheelsAgainstWheelPackage(t *testing.T) {
	c := spinChances{pair: big.NewRat(3, 51), xtreme: map[wheel.Qualifier]*big.Rat{}}
	for _, x := range wheel.XtremePaytables() {
		c.xtreme[x.Qualifier] = big.NewRat(x.QualifyCount, wheel.Deals)
	}
	bs, err := bonusSpinFigures(c)
	if err != nil {
		t.Fatal(err)
	}
	xs, err := xtremeFigures(c)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]*big.Rat{}
	for _, b := range wheel.BonusSpinPaytables() {
		for _, w := range b.Wagers {
			r, err := b.Return(w, wheel.FullTable)
			if err != nil {
				t.Fatal(err)
			}
			want[BetBonusSpin+b.Name+w.String()] = r.Total()
		}
	}
	for _, x := range wheel.XtremePaytables() {
		for _, w := range x.Wagers {
			r, err := x.Return(w, wheel.FullTable)
			if err != nil {
				t.Fatal(err)
			}
			want[BetBonusSpinXtreme+x.Name+w.String()] = r.Total()
		}
	}
	n := 0
	for _, f := range append(bs, xs...) {
		w, ok := want[f.Bet+f.Paytable+f.Wager.String()]
		if !ok {
			t.Fatalf("no wheel return for %s %s %v", f.Bet, f.Paytable, f.Wager)
		}
		if f.Meter.AtSeed.Cmp(w) != 0 {
			t.Errorf("%s %s %v: at the seed %s, game/wheel %s", f.Bet, f.Paytable, f.Wager, percent(f.Meter.AtSeed, 4), percent(w, 4))
		}
		// The meter presets' hit chances are those of the Bonus Spin
		// paytables and of Xtreme A and D, played to the end.
		if f.Wager == money.Credits(5) && (f.Bet == BetBonusSpin || f.Paytable == "A" || f.Paytable == "D") {
			var cfg meter.Config
			for _, p := range meter.Presets() {
				if p.Name == f.Meter.System {
					cfg = p
				}
			}
			o := cfg.Outcomes[0]
			if got := f.Meter.Levels[0].ResetChance; got.Cmp(big.NewRat(o.Weight, cfg.Of)) != 0 {
				t.Errorf("%s %s: jackpot chance %s, the preset %d in %d", f.Bet, f.Paytable, got.RatString(), o.Weight, cfg.Of)
			}
		}
		n++
	}
	if n != len(want) {
		t.Errorf("%d figures for %d wheel returns", n, len(want))
	}
}

// No optimal player folds a pocket pair; some hands that would have
// qualified for Xtreme are folded.
func TestSpinChances(t *testing.T) {
	tl := precomputedCrissCross()
	c, err := tl.chances()
	if err != nil {
		t.Fatal(err)
	}
	if c.pair.Cmp(big.NewRat(3, 51)) != 0 {
		t.Errorf("pocket pairs played %s, want 3/51", c.pair.RatString())
	}
	for _, x := range wheel.XtremePaytables() {
		if all := big.NewRat(x.QualifyCount, wheel.Deals); c.xtreme[x.Qualifier].Cmp(all) >= 0 || c.xtreme[x.Qualifier].Sign() <= 0 {
			t.Errorf("%s: played and qualified %s, qualified %s", x.Qualifier.Name, c.xtreme[x.Qualifier].FloatString(6), all.FloatString(6))
		}
	}
}
