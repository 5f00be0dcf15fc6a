package odds

import (
	"math/big"
	"testing"

	"felt/game/meter"
	"felt/game/money"
	"felt/game/wheel"
)

// The wheel figures at the seed are the returns game/wheel gives at a full
// table: with the sheet's spin chances (the optimal strategy) those of
// wheel.Optimal, with every hand played to the end those of wheel.ToEnd,
// which are also the figures' NoFold.
func TestWheelsAgainstWheelPackage(t *testing.T) {
	tl := precomputedCrissCross()
	optimal, err := tl.chances()
	if err != nil {
		t.Fatal(err)
	}
	toEnd := spinChances{pair: big.NewRat(3, 51), xtreme: map[wheel.Qualifier]*big.Rat{}}
	for _, x := range wheel.XtremePaytables() {
		toEnd.xtreme[x.Qualifier] = big.NewRat(x.QualifyCount, wheel.Deals)
	}
	for _, play := range []wheel.Play{wheel.Optimal, wheel.ToEnd} {
		c := optimal
		if play == wheel.ToEnd {
			c = toEnd
		}
		bs, err := bonusSpinFigures(c)
		if err != nil {
			t.Fatal(err)
		}
		xs, err := xtremeFigures(c)
		if err != nil {
			t.Fatal(err)
		}
		want, noFold := map[string]*big.Rat{}, map[string]*big.Rat{}
		for _, b := range wheel.BonusSpinPaytables() {
			for _, w := range b.Wagers {
				r, err1 := b.Return(w, wheel.FullTable, play)
				e, err2 := b.Return(w, wheel.FullTable, wheel.ToEnd)
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				want[BetBonusSpin+b.Name+w.String()] = r.Total()
				noFold[BetBonusSpin+b.Name+w.String()] = e.Total()
			}
		}
		for _, x := range wheel.XtremePaytables() {
			for _, w := range x.Wagers {
				r, err1 := x.Return(w, wheel.FullTable, play)
				e, err2 := x.Return(w, wheel.FullTable, wheel.ToEnd)
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				want[BetBonusSpinXtreme+x.Name+w.String()] = r.Total()
				noFold[BetBonusSpinXtreme+x.Name+w.String()] = e.Total()
			}
		}
		n := 0
		for _, f := range append(bs, xs...) {
			k := f.Bet + f.Paytable + f.Wager.String()
			w, ok := want[k]
			if !ok {
				t.Fatalf("no wheel return for %s %s %v", f.Bet, f.Paytable, f.Wager)
			}
			if f.Meter.AtSeed.Cmp(w) != 0 {
				t.Errorf("%v: %s %s %v: at the seed %s, game/wheel %s", play, f.Bet, f.Paytable, f.Wager, percent(f.Meter.AtSeed, 4), percent(w, 4))
			}
			if f.NoFold == nil || f.NoFold.Cmp(noFold[k]) != 0 {
				t.Errorf("%v: %s %s %v: never folding %v, game/wheel %s", play, f.Bet, f.Paytable, f.Wager, f.NoFold, percent(noFold[k], 4))
			}
			n++
		}
		if n != len(want) {
			t.Errorf("%d figures for %d wheel returns", n, len(want))
		}
	}
}

// The meter presets' hit chances are those of the sheet: the Bonus Spin
// paytables' and Xtreme A's and D's, for a seat following the optimal
// strategy (within a part in 10⁷: a preset's denominator is at most
// meter.MaxOf).
func TestWheelMetersMatchPresets(t *testing.T) {
	n := 0
	for _, f := range sheet(t).Figures {
		if f.Wager != money.Credits(5) || f.Bet != BetBonusSpin && f.Paytable != "A" && f.Paytable != "D" {
			continue
		}
		var cfg meter.Config
		for _, p := range meter.Presets() {
			if p.Name == f.Meter.System {
				cfg = p
			}
		}
		if len(cfg.Outcomes) != 1 {
			t.Fatalf("%s: preset %q outcomes %+v", key(f), f.Meter.System, cfg.Outcomes)
		}
		got, preset := f.Meter.Levels[0].ResetChance, big.NewRat(cfg.Outcomes[0].Weight, cfg.Of)
		diff := new(big.Rat).Quo(new(big.Rat).Sub(got, preset), got)
		if d, _ := diff.Float64(); d > 1e-7 || d < -1e-7 {
			t.Errorf("%s: jackpot chance %s, the preset %d in %d", key(f), got.RatString(), cfg.Outcomes[0].Weight, cfg.Of)
		}
		n++
	}
	if n != 6 {
		t.Errorf("%d wheel meters checked, want 6", n)
	}
}

// No optimal player folds a pocket pair; some hands that would have
// qualified for Xtreme are folded, and game/wheel's PlayedCount are the
// solver's counts.
func TestSpinChances(t *testing.T) {
	tl := precomputedCrissCross()
	c, err := tl.chances()
	if err != nil {
		t.Fatal(err)
	}
	if c.pair.Cmp(big.NewRat(3, 51)) != 0 {
		t.Errorf("pocket pairs played %s, want 3/51", c.pair.RatString())
	}
	if all := int64(ccHoles * ccAcross * ccDown * ccMiddle); all != wheel.Deals {
		t.Fatalf("the solver counts %d deals, game/wheel %d", all, int64(wheel.Deals))
	}
	for _, x := range wheel.XtremePaytables() {
		if all := big.NewRat(x.QualifyCount, wheel.Deals); c.xtreme[x.Qualifier].Cmp(all) >= 0 || c.xtreme[x.Qualifier].Sign() <= 0 {
			t.Errorf("%s: played and qualified %s, qualified %s", x.Qualifier.Name, c.xtreme[x.Qualifier].FloatString(6), all.FloatString(6))
		}
	}
}

// game/wheel's PlayedCount, the qualifying deals the optimal player plays
// to the end, are those the solver counted with the strategy tables.
func TestPlayedCounts(t *testing.T) {
	tl := precomputedCrissCross()
	qs := xtremeQualifiers()
	for _, x := range wheel.XtremePaytables() {
		k := -1
		for i, q := range qs {
			if q == x.Qualifier {
				k = i
			}
		}
		if k < 0 || k >= len(tl.Qualified) {
			t.Fatalf("%s: no count for %s", x.Title, x.Qualifier.Name)
		}
		if x.PlayedCount != tl.Qualified[k] {
			t.Errorf("%s: PlayedCount %d, the solver counts %d", x.Title, x.PlayedCount, tl.Qualified[k])
		}
		if got := x.SpinChance(wheel.Optimal); got.Cmp(big.NewRat(tl.Qualified[k], wheel.Deals)) != 0 {
			t.Errorf("%s: spin chance %s", x.Title, got.RatString())
		}
	}
	if tl.PairPlayed*51 != 3*wheel.Deals {
		t.Errorf("pocket pairs played %d of %d", tl.PairPlayed, int64(wheel.Deals))
	}
}

// Every Bonus Spin and Xtreme wager returns 80% to 95% at a full table
// with the meter at its seed, at every wager size: on the sheet (the
// optimal strategy) and for a table that never folds.
func TestWheelFiguresInRange(t *testing.T) {
	lo, hi := big.NewRat(80, 100), big.NewRat(95, 100)
	n := 0
	for _, f := range sheet(t).Figures {
		if f.Bet != BetBonusSpin && f.Bet != BetBonusSpinXtreme {
			continue
		}
		n++
		for _, r := range []*big.Rat{f.Meter.AtSeed, f.NoFold} {
			if r == nil || r.Cmp(lo) < 0 || r.Cmp(hi) > 0 {
				t.Errorf("%s: at the seed %s%% (never folding %v)", key(f), percent(f.Meter.AtSeed, 4), f.NoFold)
			}
		}
		if f.NoFold.Cmp(f.Meter.AtSeed) < 0 {
			t.Errorf("%s: never folding returns less", key(f))
		}
	}
	if n != 4*2+9*3 {
		t.Errorf("%d wheel figures", n)
	}
}
