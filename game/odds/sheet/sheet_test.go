package sheet

import (
	"math"
	"testing"

	"felt/game/money"
)

// Every figure is found by its key, once, and looks like a figure.
func TestFindEveryFigure(t *testing.T) {
	if Len() < 60 {
		t.Fatalf("%d figures", Len())
	}
	seen := map[Key]bool{}
	for i := range Len() {
		f := At(i)
		if seen[f.Key] {
			t.Errorf("figure %d: key %+v twice", i, f.Key)
		}
		seen[f.Key] = true
		g, ok := Find(f.Key)
		if !ok || g != f {
			t.Errorf("figure %d: Find(%+v) = %+v, %v", i, f.Key, g, ok)
		}
		if f.Method != "exact" || f.Return <= 0 || f.Return > 1 || math.Abs(f.Return+f.HouseEdge-1) > 1e-15 ||
			f.HitFrequency <= 0 || f.HitFrequency >= 1 || f.Title == "" {
			t.Errorf("figure %d: %+v", i, f)
		}
		if (f.Game != Crazy4 && f.Game != CrissCross) || (f.Bet == BetMain) != (f.ElementOfRisk > 0) && f.Bet != BetMainSimple {
			t.Errorf("figure %d: %s %s, element of risk %v", i, f.Game, f.Bet, f.ElementOfRisk)
		}
	}
	for _, k := range []Key{{}, {Game: Crazy4, Bet: BetQueensUp, Paytable: "Z"}, {Game: CrissCross, Bet: BetBonusSpinXtreme, Paytable: "A", Wager: money.Credits(3)}} {
		if _, ok := Find(k); ok {
			t.Errorf("found %+v", k)
		}
	}
	if f := At(-1); f != (Figure{}) {
		t.Errorf("At(-1) = %+v", f)
	}
	if f := At(Len()); f != (Figure{}) {
		t.Errorf("At(Len()) = %+v", f)
	}
	if len(All()) != Len() || All()[3] != At(3) {
		t.Error("All differs from At")
	}
}

// The figures the help screen needs are there: every Bonus Spin Xtreme
// wager with both returns in range, a main game, Cover All by players.
func TestHelpFigures(t *testing.T) {
	for _, p := range []string{"A", "B", "C", "D", "E", "F", "G", "H", "I"} {
		for _, w := range []int64{1, 2, 5} {
			f, ok := Find(Key{Game: CrissCross, Bet: BetBonusSpinXtreme, Paytable: p, Wager: money.Credits(w)})
			if !ok {
				t.Fatalf("no Xtreme %s %d", p, w)
			}
			if f.AtSeed < 0.80 || f.AtSeed > 0.95 || f.NoFold < f.AtSeed || f.NoFold > 0.95 || f.Note == "" {
				t.Errorf("Xtreme %s %d: at the seed %v, never folding %v, note %q", p, w, f.AtSeed, f.NoFold, f.Note)
			}
		}
	}
	if f, ok := Find(Key{Game: Crazy4, Bet: BetCoverAll, Players: 6}); !ok || f.Progressive() {
		t.Errorf("Cover All, 6 players: %+v, %v", f, ok)
	}
	if f, ok := Find(Key{Game: CrissCross, Bet: BetMain}); !ok || f.ElementOfRisk <= 0 || f.Progressive() {
		t.Errorf("Criss Cross main: %+v, %v", f, ok)
	}
}

// ReturnAt is Fixed + Envy + the meters' parts: AtSeed at the seeds, more
// with a higher meter; a fixed-odds wager's return is Return.
func TestReturnAt(t *testing.T) {
	n := 0
	for i := range Len() {
		f := At(i)
		seeds := f.Seed[:f.Levels]
		r, ok := f.ReturnAt(seeds...)
		if _, ok := f.ReturnAt(append(seeds, 1)...); ok {
			t.Errorf("%s: ReturnAt with %d meters", f.Title, f.Levels+1)
		}
		if !f.Progressive() {
			if !ok || r != f.Return || f.AtSeed != 0 || f.Fixed != 0 {
				t.Errorf("%s: ReturnAt %v, Return %v", f.Title, r, f.Return)
			}
			continue
		}
		if !ok || math.Abs(r-f.AtSeed) > 1e-12 {
			t.Errorf("%s: at the seeds %v, AtSeed %v", f.Title, r, f.AtSeed)
		}
		n++
		high := make([]money.Amount, f.Levels)
		for j := range high {
			high[j] = 2 * f.Seed[j]
		}
		if h, _ := f.ReturnAt(high...); h < r || h == r && f.PerCredit[0] > 0 {
			t.Errorf("%s: %v at twice the seeds, %v at the seeds", f.Title, h, r)
		}
	}
	if n == 0 {
		t.Error("no progressive figure")
	}
	// Pays 2: 20.98% house advantage in the long run, which is the return
	// at the average top award, $14,536.25.
	f, _ := Find(Key{Game: Crazy4, Bet: BetProgressive4, Paytable: "pays2"})
	if r, _ := f.ReturnAt(money.Credits(14_536) + 25); math.Abs(r-f.Return) > 1e-12 || math.Round(f.HouseEdge*10_000) != 2098 {
		t.Errorf("Pays 2: %v at the average top award, long run %v", r, f.Return)
	}
}

func TestNoAllocations(t *testing.T) {
	k := Key{Game: CrissCross, Bet: BetBonusSpinXtreme, Paytable: "I", Wager: money.Credits(5)}
	var sink float64
	if n := testing.AllocsPerRun(100, func() {
		f, _ := Find(k)
		r, _ := f.ReturnAt(money.Credits(7_500))
		sink += r + At(3).Return
	}); n != 0 {
		t.Errorf("%v allocations", n)
	}
	_ = sink
}

func BenchmarkFind(b *testing.B) {
	k := Key{Game: CrissCross, Bet: BetBonusSpinXtreme, Paytable: "I", Wager: money.Credits(5)}
	for b.Loop() {
		if _, ok := Find(k); !ok {
			b.Fatal("not found")
		}
	}
}

func BenchmarkAt(b *testing.B) {
	for b.Loop() {
		for i := range Len() {
			_ = At(i)
		}
	}
}
