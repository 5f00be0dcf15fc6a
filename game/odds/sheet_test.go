package odds

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"testing"

	"felt/game/meter"
	"felt/game/money"
	"felt/game/paytable"
)

var sheetFixture struct {
	s   *Sheet
	err error
}

// sheet computes the default sheet once.
func sheet(t testing.TB) *Sheet {
	t.Helper()
	if sheetFixture.s == nil && sheetFixture.err == nil {
		sheetFixture.s, sheetFixture.err = NewSheet(fix(t).e, Options{})
	}
	if sheetFixture.err != nil {
		t.Fatal(sheetFixture.err)
	}
	return sheetFixture.s
}

func key(f *Figure) string {
	k := f.Game + "/" + f.Bet + "/" + f.Paytable
	if f.Players > 0 {
		k = fmt.Sprintf("%s/%d", k, f.Players)
	}
	if f.Wager > 0 {
		k = fmt.Sprintf("%s/%v", k, f.Wager)
	}
	return k
}

func find(t *testing.T, s *Sheet, k string) *Figure {
	t.Helper()
	for _, f := range s.Figures {
		if key(f) == k {
			return f
		}
	}
	t.Fatalf("no figure %s", k)
	return nil
}

// The cross-checks of docs/rules.md, computed by the code paths of the real
// bets: Aces Up like Queens Up (tableFigure over the best four of five),
// Three Card Poker's 6 Card Bonus like ours (cappedFigure over the best
// five of six).
func TestCrossChecks(t *testing.T) {
	d := fix(t).d
	for name, want := range map[string]string{"50-40-9-6-4-2-1": "1.98", "50-40-7-5-4-3-1": "6.15"} {
		tb, err := paytable.AcesUp(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := tableFigure(Crazy4, "aces_up", tb, d.Four)
		if err != nil {
			t.Fatal(err)
		}
		if got := percent(f.HouseEdge, 2); got != want {
			t.Errorf("Aces Up %s: house edge %s%%, want %s%%", name, got, want)
		}
	}
	f, err := cappedFigure(Crazy4, BetSixCardBonus, paytable.ThreeCardSixCard(), d.Six, SixCardWager, paytable.SixCardCap)
	if err != nil {
		t.Fatal(err)
	}
	// Published as 10.23%: the exact 10.2248% rounds to 10.225% and that,
	// rounded again, to 10.23%.
	if got := percent(f.HouseEdge, 3); got != "10.225" {
		t.Errorf("Three Card Poker 6 Card Bonus: house edge %s%%, want 10.225%% (published 10.23%%)", got)
	}
}

// Seed 002: Pays 2 has a 20.98% house advantage and a $14,536 average top
// award with a 25% rate, a $1,000 reseed and five other seats.
func TestPays2Published(t *testing.T) {
	s := sheet(t)
	for _, name := range []string{"pays2", "pays3"} {
		f := find(t, s, "crazy4/progressive4/"+name)
		if got := percent(f.HouseEdge, 2); got != "20.98" {
			t.Errorf("%s: house advantage %s%%, want 20.98%%", name, got)
		}
		if got := f.Meter.Levels[0].AverageTop.FloatString(0); got != "14536" {
			t.Errorf("%s: average top award %s, want 14,536", name, got)
		}
	}
	f := find(t, s, "crazy4/progressive4/pays1")
	if got := f.Meter.Levels[0].AverageTop.FloatString(0); got != "22002" {
		t.Errorf("pays1: average top award %s", got)
	}
}

// The chance of each meter line is the chance the meter presets give the
// linked tables.
func TestMeterLinesMatchPresets(t *testing.T) {
	s := sheet(t)
	for _, f := range s.Figures {
		if f.Meter == nil || f.Wager > 0 { // the wheels: TestWheelsAgainstWheelPackage
			continue
		}
		var cfg meter.Config
		for _, c := range meter.Presets() {
			if c.Name == f.Meter.System {
				cfg = c
			}
		}
		if cfg.Name == "" {
			t.Fatalf("%s: no preset %q", key(f), f.Meter.System)
		}
		want := new(big.Rat)
		for _, o := range cfg.Outcomes {
			want.Add(want, big.NewRat(o.Weight, cfg.Of))
		}
		got := new(big.Rat)
		for _, l := range f.Meter.Levels {
			got.Add(got, l.ResetChance)
		}
		// 10% lines are hits without a reset.
		for _, l := range f.Lines {
			if l.Pays == "10% of meter" {
				got.Add(got, l.Probability)
			}
		}
		if got.Cmp(want) != 0 {
			t.Errorf("%s: meter hits %s, the preset %s", key(f), got.FloatString(10), want.FloatString(10))
		}
		if seeds, err := paytable.MultiLinkSeeds(f.Paytable); err == nil {
			for i, sd := range seeds {
				if f.Meter.Levels[i].Seed != sd {
					t.Errorf("%s: seed %v, the pay table's %v", key(f), f.Meter.Levels[i].Seed, sd)
				}
			}
		}
	}
}

// ReturnAt at the seed is AtSeed, and rises with the meter.
func TestReturnAt(t *testing.T) {
	f := find(t, sheet(t), "crazy4/progressive4/pays2")
	at, err := f.Meter.ReturnAt(money.Credits(1_000))
	if err != nil {
		t.Fatal(err)
	}
	if at.Cmp(f.Meter.AtSeed) != 0 {
		t.Errorf("return at the seed %s, AtSeed %s", at.FloatString(6), f.Meter.AtSeed.FloatString(6))
	}
	avg, _ := f.Meter.ReturnAt(money.Credits(14_536) + 25*money.Credit/100)
	if avg.Cmp(f.Return) != 0 {
		t.Errorf("return at the average top award %s, long run %s", avg.FloatString(8), f.Return.FloatString(8))
	}
	if _, err := f.Meter.ReturnAt(); err == nil {
		t.Error("ReturnAt without meters")
	}
}

// Every figure of the default sheet, pinned as an exact rational.
func TestSheetPinned(t *testing.T) {
	s := sheet(t)
	seen := map[string]bool{}
	for _, f := range s.Figures {
		k := key(f)
		seen[k] = true
		want, ok := pinnedReturns()[k]
		got := [2]string{f.Return.RatString(), f.HitFrequency.RatString()}
		if !ok {
			t.Errorf("figure %s is not pinned: %q", k, got)
			continue
		}
		if got != want {
			t.Errorf("%s: return and hit frequency %q (%s%%), pinned %q", k, got, percent(f.Return, 6), want)
		}
		if new(big.Rat).Add(f.Return, f.HouseEdge).Cmp(big.NewRat(1, 1)) != 0 {
			t.Errorf("%s: return and house edge do not add up to 1", k)
		}
		if f.Method != Exact {
			t.Errorf("%s: %s", k, f.Method)
		}
		sum := new(big.Rat)
		for _, l := range f.Lines {
			sum.Add(sum, l.Return)
		}
		if f.Meter != nil {
			if f.Wager == 0 { // the wheels show their Community Pays as a line
				sum.Add(sum, f.Meter.Envy)
			}
			for _, l := range f.Meter.Levels {
				sum.Add(sum, l.LongRun)
			}
		}
		if f.Main == nil && sum.Cmp(f.Return) != 0 {
			t.Errorf("%s: lines add up to %s, not %s", k, sum.FloatString(8), f.Return.FloatString(8))
		}
	}
	for k := range pinnedReturns() {
		if !seen[k] {
			t.Errorf("pinned figure %s is missing", k)
		}
	}
}

func TestSheetJSON(t *testing.T) {
	b, err := json.Marshal(sheet(t))
	if err != nil {
		t.Fatal(err)
	}
	var out struct {
		Figures []map[string]any `json:"figures"`
	}
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Figures) != len(sheet(t).Figures) {
		t.Fatalf("%d figures in JSON", len(out.Figures))
	}
	for _, f := range out.Figures {
		for _, k := range []string{"game", "bet", "paytable", "players", "return", "house_edge", "hit_frequency", "element_of_risk", "fixed_return", "method", "stderr"} {
			if _, ok := f[k]; !ok {
				t.Errorf("%v/%v: no key %s", f["game"], f["bet"], k)
			}
		}
		switch {
		case f["bet"] == BetMain && f["element_of_risk"] == nil:
			t.Errorf("%v main: no element of risk", f["game"])
		case f["bet"] == BetCoverAll && f["players"] == nil:
			t.Error("cover all: no players")
		case f["bet"] == BetProgressive4 && f["fixed_return"] == nil:
			t.Error("progressive: no fixed return")
		}
	}
}

func TestOptions(t *testing.T) {
	e := fix(t).e
	s, err := NewSheet(e, Options{Game: CrissCross})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range s.Figures {
		if f.Game != CrissCross {
			t.Errorf("%s in a Criss Cross sheet", key(f))
		}
	}
	s, err = NewSheet(e, Options{Bet: BetQueensUp})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Figures) != 4 {
		t.Errorf("%d Queens Up figures", len(s.Figures))
	}
	for _, o := range []Options{{Game: "poker"}, {Bet: "nope"}, {Game: CrissCross, Bet: BetQueensUp}} {
		if _, err := NewSheet(e, o); !errors.Is(err, ErrUnknownBet) {
			t.Errorf("%+v: %v", o, err)
		}
	}
}

// The exact sheet solves Criss Cross Poker and agrees with the default.
func TestExactSheet(t *testing.T) {
	crissCross(t)
	s, err := NewSheet(fix(t).e, Options{Game: CrissCross, Bet: BetMain, Exact: true})
	if err != nil {
		t.Fatal(err)
	}
	if s.CrissCross == nil || s.Figures[0].Return.Cmp(find(t, sheet(t), "crisscross/main/").Return) != 0 {
		t.Error("the exact sheet differs from the generated figures")
	}
}

func BenchmarkDefaultSheet(b *testing.B) {
	e := fix(b).e
	for b.Loop() {
		if _, err := NewSheet(e, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSolveCrazy4(b *testing.B) {
	e := fix(b).e
	for b.Loop() {
		if _, err := SolveCrazy4(e, paytable.SuperBonus()); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSolveCrissCross(b *testing.B) {
	e := fix(b).e
	for b.Loop() {
		if _, err := SolveCrissCross(e, paytable.CrissCross(), paytable.CrissCrossAnte()); err != nil {
			b.Fatal(err)
		}
	}
}
