package wheel

import (
	"errors"
	"math/big"
	"slices"
	"testing"

	"felt/game/money"
)

// The figures in the data are the exact returns, and every wager of every
// paytable returns 80% to 95% at a full table with the meter at its seed,
// for a player who follows the optimal strategy and for one who never
// folds: both Bonus Spin sizes (1 and 5) on A-D, every Xtreme size on A-I.
func TestReturns(t *testing.T) {
	check := func(title string, data []Figure, figs func() ([]Figure, error), wagers []money.Amount) {
		t.Helper()
		got, err := figs()
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, data) {
			t.Errorf("%s: figures %v, the data says %v", title, got, data)
		}
		if len(got) != 2*len(wagers) {
			t.Errorf("%s: %d figures for %d wagers", title, len(got), len(wagers))
		}
		for _, f := range got {
			if f.Optimal > f.ToEnd {
				t.Errorf("%s: %v wager, %d others: folding returns more (%d bp) than never folding (%d bp)", title, f.Wager, f.Others, f.Optimal, f.ToEnd)
			}
			if f.Others != FullTable {
				continue
			}
			if f.Optimal < 8000 || f.Optimal > 9500 || f.ToEnd < 8000 || f.ToEnd > 9500 {
				t.Errorf("%s: %v wager at a full table returns %d bp (optimal), %d bp (to the end)", title, f.Wager, f.Optimal, f.ToEnd)
			}
		}
	}
	for _, b := range BonusSpinPaytables() {
		if !slices.Equal(b.Wagers, []money.Amount{money.Credits(1), money.Credits(5)}) {
			t.Errorf("%s takes %v, want 1 and 5", b.Title, b.Wagers)
		}
		check(b.Title, b.Returns, b.Figures, b.Wagers)
	}
	for _, x := range XtremePaytables() {
		if !slices.Equal(x.Wagers, []money.Amount{money.Credits(1), money.Credits(2), money.Credits(5)}) {
			t.Errorf("%s takes %v, want 1, 2 and 5", x.Title, x.Wagers)
		}
		check(x.Title, x.Returns, x.Figures, x.Wagers)
	}
	if _, err := BonusSpinC().Return(money.Credits(2), FullTable, Optimal); !errors.Is(err, ErrWager) {
		t.Errorf("Bonus Spin takes 2: %v", err)
	}
	if _, err := XtremeA().Return(money.Credits(3), 0, Optimal); !errors.Is(err, ErrWager) {
		t.Errorf("Xtreme takes 3: %v", err)
	}
	if _, err := XtremeA().Return(money.Credits(5), 6, ToEnd); !errors.Is(err, ErrWager) {
		t.Errorf("six others: %v", err)
	}
	for _, p := range []Play{-1, 2} {
		if _, err := XtremeA().Return(money.Credits(5), 0, p); !errors.Is(err, ErrPlay) {
			t.Errorf("%v: %v", p, err)
		}
		if _, err := BonusSpinA().Return(money.Credits(5), 0, p); !errors.Is(err, ErrPlay) {
			t.Errorf("Bonus Spin, %v: %v", p, err)
		}
	}
}

// returns computes a paytable's full-table returns in hundredths of a
// percent, wager by wager: for the optimal player, and played to the end.
func returns(t *testing.T, wagers []money.Amount, ret func(money.Amount, int, Play) (Return, error)) (opt, end []int64) {
	t.Helper()
	for _, w := range wagers {
		o, err := ret(w, FullTable, Optimal)
		if err != nil {
			t.Fatal(err)
		}
		e, err := ret(w, FullTable, ToEnd)
		if err != nil {
			t.Fatal(err)
		}
		opt, end = append(opt, basisPoints(o.Total())), append(end, basisPoints(e.Total()))
	}
	return opt, end
}

// The Bonus Spin figures at a full table, pinned: the returns the package
// documentation shows, in hundredths of a percent (1, 5), the same for
// both plays, every one in range.
func TestBonusSpinFigures(t *testing.T) {
	want := map[string][]int64{
		"A": {8971, 9029},
		"B": {8473, 8530},
		"C": {8849, 9132},
		"D": {8352, 8645},
	}
	for _, b := range BonusSpinPaytables() {
		opt, end := returns(t, b.Wagers, b.Return)
		if !slices.Equal(opt, want[b.Name]) || !slices.Equal(end, want[b.Name]) {
			t.Errorf("%s: returns %v (optimal), %v (to the end), want %v", b.Title, opt, end, want[b.Name])
		}
		for _, bp := range append(opt, end...) {
			if bp < 8000 || bp > 9500 {
				t.Errorf("%s: full-table return %d bp", b.Title, bp)
			}
		}
	}
}

// The Xtreme figures at a full table, pinned: the returns the package
// documentation shows, in hundredths of a percent (1, 2, 5), for the
// optimal player and played to the end, every one in range. The optimal
// player's 1- and 2-credit returns are 84.00%, as near as the rounding of
// the weights allows.
func TestXtremeFigures(t *testing.T) {
	want := map[string][2][]int64{
		"A": {{8400, 8400, 8503}, {8864, 8864, 8973}},
		"B": {{8400, 8400, 8522}, {8670, 8670, 8795}},
		"C": {{8401, 8401, 8533}, {8671, 8671, 8807}},
		"D": {{8400, 8400, 8591}, {8873, 8873, 9075}},
		"E": {{8400, 8400, 8582}, {8873, 8873, 9066}},
		"F": {{8400, 8400, 8588}, {8873, 8873, 9072}},
		"G": {{8400, 8400, 8601}, {8553, 8553, 8758}},
		"H": {{8400, 8400, 8600}, {8553, 8553, 8757}},
		"I": {{8400, 8400, 8598}, {8553, 8553, 8754}},
	}
	for _, x := range XtremePaytables() {
		opt, end := returns(t, x.Wagers, x.Return)
		w := want[x.Name]
		if !slices.Equal(opt, w[0]) || !slices.Equal(end, w[1]) {
			t.Errorf("%s: returns %v (optimal), %v (to the end), want %v, %v", x.Title, opt, end, w[0], w[1])
		}
		for _, bp := range append(opt, end...) {
			if bp < 8000 || bp > 9500 {
				t.Errorf("%s: full-table return %d bp", x.Title, bp)
			}
		}
		if x.PlayedCount <= 0 || x.PlayedCount >= x.QualifyCount {
			t.Errorf("%s: played %d of %d qualifying deals", x.Title, x.PlayedCount, x.QualifyCount)
		}
	}
}

// A hand-computed return: Bonus Spin C, which has no Community Pay symbol,
// returns 3/51 × E[pay] / wager, E[pay] = Σ weight × pay / total, the pay
// being the amount on 5 (the Jackpot 5,000) and a fifth of it on 1 (the
// Jackpot nothing).
func TestReturnByHand(t *testing.T) {
	b := BonusSpinC()
	for _, wager := range []int64{1, 5} {
		var sum int64
		for _, s := range b.Wheel.Segments {
			a := s.Symbol.Amount * money.Amount(wager) / 5
			if s.Symbol.Jackpot && wager == 5 {
				a = money.Credits(5_000)
			}
			sum += s.Weight * int64(a)
		}
		want := new(big.Rat).SetFrac64(3*sum, 51*b.Wheel.Total()*int64(money.Credits(wager)))
		for _, p := range []Play{Optimal, ToEnd} {
			r, err := b.Return(money.Credits(wager), FullTable, p)
			if err != nil || r.Total().Cmp(want) != 0 || r.Community.Sign() != 0 {
				t.Errorf("%d credits, %v: got %v, want %v (%v)", wager, p, r.Total(), want, err)
			}
		}
	}
	if r, _ := b.Return(money.Credits(5), 0, Optimal); r.Percent() < 91.3 || r.Percent() > 91.4 {
		t.Errorf("percent %v", r.Percent())
	}
}

// Folding scales an Xtreme return, own spins and Community Pays alike, by
// the share of qualifying hands the optimal player plays to the end; a
// Bonus Spin return not at all.
func TestOptimalScalesToEnd(t *testing.T) {
	for _, x := range XtremePaytables() {
		share := big.NewRat(x.PlayedCount, x.QualifyCount)
		for _, w := range x.Wagers {
			for _, others := range []int{0, 1, FullTable} {
				o, err1 := x.Return(w, others, Optimal)
				e, err2 := x.Return(w, others, ToEnd)
				if err1 != nil || err2 != nil {
					t.Fatal(err1, err2)
				}
				if new(big.Rat).Mul(e.Own, share).Cmp(o.Own) != 0 || new(big.Rat).Mul(e.Community, share).Cmp(o.Community) != 0 {
					t.Errorf("%s, %v with %d others: optimal %v, to the end %v × %v", x.Title, w, others, o.Total(), e.Total(), share)
				}
			}
		}
	}
	for _, b := range BonusSpinPaytables() {
		o, _ := b.Return(money.Credits(5), FullTable, Optimal)
		e, _ := b.Return(money.Credits(5), FullTable, ToEnd)
		if o.Total().Cmp(e.Total()) != 0 {
			t.Errorf("%s: optimal %v, to the end %v", b.Title, o.Total(), e.Total())
		}
	}
}
