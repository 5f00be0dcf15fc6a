package wheel

import (
	"errors"
	"math"
	"math/big"
	"slices"
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
)

// allWheels returns every wheel of every paytable.
func allWheels() []Wheel {
	var ws []Wheel
	for _, b := range BonusSpinPaytables() {
		ws = append(ws, b.Wheel)
	}
	for _, x := range XtremePaytables() {
		ws = append(ws, x.HotSpot, x.Community)
	}
	return ws
}

// symbolChances returns each symbol's total weight.
func symbolChances(w Wheel) map[Symbol]int64 {
	m := map[Symbol]int64{}
	for _, s := range w.Segments {
		m[s.Symbol] += s.Weight
	}
	return m
}

// The seed's symbols, for the base wager of 5, largest first (the Jackpot
// apart).
func TestSymbolsAreTheSeeds(t *testing.T) {
	want := map[string][]int64{
		"Bonus Spin wheel, paytable A":      {500, 200, 120, 70, 60, 35, 25, 18, 12, 11, 10},
		"Bonus Spin wheel, paytable B":      {500, 250, 120, 60, 50, 30, 20, 18, 13, 12, 10},
		"Bonus Spin wheel, paytable C":      {2500, 1000, 600, 350, 250, 75, 70, 60, 50, 40},
		"Bonus Spin wheel, paytable D":      {2500, 1000, 600, 350, 250, 75, 70, 60, 50, 40},
		"Hot Spot Prize Wheel, paytable A":  {250, 100, 80, 75, 60, 50, 45, 40},
		"Hot Spot Prize Wheel, paytable B":  {250, 100, 80, 75, 70, 60, 55, 50},
		"Hot Spot Prize Wheel, paytable C":  {250, 200, 100, 80, 75, 60, 55, 50},
		"Hot Spot Prize Wheel, paytable D":  {500, 300, 250, 200, 150, 100, 80, 75},
		"Hot Spot Prize Wheel, paytable E":  {500, 300, 250, 200, 150, 125, 100, 80},
		"Hot Spot Prize Wheel, paytable F":  {500, 300, 250, 200, 175, 150, 125, 100},
		"Hot Spot Prize Wheel, paytable G":  {1000, 600, 500, 400, 350, 300, 250, 200},
		"Hot Spot Prize Wheel, paytable H":  {1000, 600, 500, 400, 350, 300, 250, 200},
		"Hot Spot Prize Wheel, paytable I":  {1000, 750, 600, 500, 400, 300, 250, 200},
		"Community Prize Wheel, paytable A": {35, 25, 20, 15, 12, 10, 7, 5},
		"Community Prize Wheel, paytable B": {40, 30, 25, 20, 15, 10, 7, 5},
		"Community Prize Wheel, paytable C": {40, 30, 25, 20, 15, 10, 7, 5},
		"Community Prize Wheel, paytable D": {60, 50, 40, 30, 25, 20, 15, 10},
		"Community Prize Wheel, paytable E": {75, 50, 40, 30, 25, 20, 15, 10},
		"Community Prize Wheel, paytable F": {75, 50, 40, 30, 25, 20, 15, 10},
		"Community Prize Wheel, paytable G": {150, 125, 100, 75, 50, 40, 30, 25},
		"Community Prize Wheel, paytable H": {150, 125, 100, 75, 60, 50, 40, 30},
		"Community Prize Wheel, paytable I": {150, 125, 100, 75, 60, 50, 40, 35},
	}
	for _, w := range allWheels() {
		var got []int64
		jackpots := 0
		for s := range symbolChances(w) {
			if s.Jackpot {
				jackpots++
				continue
			}
			got = append(got, int64(s.Amount/money.Credit))
		}
		slices.Sort(got)
		slices.Reverse(got)
		if !slices.Equal(got, want[w.Title]) {
			t.Errorf("%s: symbols %v, want %v", w.Title, got, want[w.Title])
		}
		community := len(w.Title) > 9 && w.Title[:9] == "Community"
		if jackpots != 1 && !community || jackpots != 0 && community {
			t.Errorf("%s: %d Jackpot symbols", w.Title, jackpots)
		}
	}
}

// Every wheel looks like a prize wheel: valid, no segment impossible, the
// smallest amount the likeliest symbol, the largest fixed amount the
// rarest, and the Jackpot rarer still.
func TestWheelsLookReal(t *testing.T) {
	for _, w := range allWheels() {
		if err := w.Validate(); err != nil {
			t.Error(err)
			continue
		}
		if w.Base != money.Credits(5) || len(w.Segments) < 16 || len(w.Segments) > 30 {
			t.Errorf("%s: base %v, %d segments", w.Title, w.Base, len(w.Segments))
		}
		ch := symbolChances(w)
		var lo, hi Symbol
		for s := range ch {
			if s.Jackpot {
				continue
			}
			if lo.Amount == 0 || s.Amount < lo.Amount {
				lo = s
			}
			if s.Amount > hi.Amount {
				hi = s
			}
		}
		for s, c := range ch {
			if s != lo && c >= ch[lo] {
				t.Errorf("%s: %v comes up as often as the smallest amount %v", w.Title, s, lo)
			}
			if s != hi && !s.Jackpot && c <= ch[hi] {
				t.Errorf("%s: %v comes up as rarely as the largest amount %v", w.Title, s, hi)
			}
		}
		if j, ok := ch[Symbol{Jackpot: true}]; ok && j >= ch[hi] {
			t.Errorf("%s: the Jackpot is not the rarest symbol", w.Title)
		}
		for i := 1; i < len(w.Segments); i++ {
			if w.Segments[i].Symbol == w.Segments[i-1].Symbol {
				t.Errorf("%s: segments %d and %d show the same symbol side by side", w.Title, i-1, i)
			}
		}
	}
}

func TestValidateRejects(t *testing.T) {
	good := BonusSpinA().Wheel
	for _, bad := range []func(w *Wheel){
		func(w *Wheel) { w.Segments = nil },
		func(w *Wheel) { w.Base = 0 },
		func(w *Wheel) { w.Segments[3].Weight = 0 },
		func(w *Wheel) { w.Segments[0].Symbol.Amount = 5 },
		func(w *Wheel) { w.Segments[1].Symbol.Amount = 0 },
	} {
		w := good
		w.Segments = slices.Clone(good.Segments)
		bad(&w)
		if err := w.Validate(); !errors.Is(err, ErrWheel) {
			t.Errorf("bad wheel accepted: %v", err)
		}
	}
}

// The spin picks segments by weight: a chi-square test over a million
// spins, and the same stream gives the same spins.
func TestSpinFollowsTheWeights(t *testing.T) {
	w := XtremeA().HotSpot
	r := table.NewRand(42, "wheel test")
	const n = 1_000_000
	counts := make([]float64, len(w.Segments))
	for range n {
		counts[w.Spin(r)]++
	}
	total := float64(w.Total())
	chi := 0.0
	for i, s := range w.Segments {
		e := n * float64(s.Weight) / total
		chi += (counts[i] - e) * (counts[i] - e) / e
	}
	// 18 degrees of freedom: P(chi² > 42.3) = 0.001.
	if chi > 42.3 {
		t.Errorf("chi-square %.1f over %d segments", chi, len(w.Segments))
	}
	a, b := table.NewRand(9, "x"), table.NewRand(9, "x")
	for range 100 {
		if w.Spin(a) != w.Spin(b) {
			t.Fatal("the same stream spun differently")
		}
	}
	if testing.AllocsPerRun(100, func() { w.Spin(r) }) != 0 {
		t.Error("Spin allocates")
	}
}

func TestPayScalesAndJackpotOnlyOnTheLargestWager(t *testing.T) {
	w := XtremeA().HotSpot
	j := slices.IndexFunc(w.Segments, func(s Segment) bool { return s.Symbol.Jackpot })
	f := slices.IndexFunc(w.Segments, func(s Segment) bool { return s.Symbol.Amount == money.Credits(45) })
	cases := []struct {
		seg   int
		wager money.Amount
		pay   money.Amount
		jack  bool
	}{
		{f, money.Credits(5), money.Credits(45), false},
		{f, money.Credits(2), money.Credits(18), false},
		{f, money.Credits(1), money.Credits(9), false},
		{j, money.Credits(5), 0, true},
		{j, money.Credits(2), 0, false},
		{-1, money.Credits(5), 0, false},
	}
	for _, c := range cases {
		if pay, jack := w.Pay(c.seg, c.wager); pay != c.pay || jack != c.jack {
			t.Errorf("Pay(%d, %v) = %v, %v; want %v, %v", c.seg, c.wager, pay, jack, c.pay, c.jack)
		}
	}
	bs := BonusSpinA().Wheel
	bj := slices.IndexFunc(bs.Segments, func(s Segment) bool { return s.Symbol.Jackpot })
	b18 := slices.IndexFunc(bs.Segments, func(s Segment) bool { return s.Symbol.Amount == money.Credits(18) })
	for _, c := range []struct {
		seg   int
		wager money.Amount
		pay   money.Amount
		jack  bool
	}{
		{b18, money.Credits(5), money.Credits(18), false},
		{b18, money.Credits(1), 360, false},
		{bj, money.Credits(5), 0, true},
		{bj, money.Credits(1), 0, false},
	} {
		if pay, jack := bs.Pay(c.seg, c.wager); pay != c.pay || jack != c.jack {
			t.Errorf("Bonus Spin Pay(%d, %v) = %v, %v; want %v, %v", c.seg, c.wager, pay, jack, c.pay, c.jack)
		}
	}
	c := XtremeA().Community
	seven := slices.IndexFunc(c.Segments, func(s Segment) bool { return s.Symbol.Amount == money.Credits(7) })
	if pay, _ := c.Pay(seven, money.Credits(2)); pay != 280 {
		t.Errorf("$7 on a 2 wager pays %v, want 2.80", pay)
	}
}

func TestCommunityPay(t *testing.T) {
	a, b := CommunityPayA(), CommunityPayB()
	five, one := money.Credits(5), money.Credits(1)
	sym := func(n int64) Symbol { return Symbol{Amount: money.Credits(n)} }
	cases := []struct {
		c     CommunityPay
		s     Symbol
		wager money.Amount
		want  int64
	}{
		{a, sym(500), five, 100}, {a, sym(500), one, 20}, {b, sym(500), one, 25},
		{a, sym(200), five, 50}, {b, sym(200), one, 10},
		{a, sym(25), five, 15}, {a, sym(25), one, 3},
		{a, sym(120), five, 0}, {a, Symbol{Jackpot: true}, five, 0}, {a, sym(500), money.Credits(2), 0},
	}
	for _, c := range cases {
		if got := c.c.Pay(c.s, c.wager); got != money.Credits(c.want) {
			t.Errorf("%s: %v on %v pays %v, want %d", c.c.Title, c.s, c.wager, got, c.want)
		}
	}
}

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

// The help screen's text says how a 1-credit wager is paid, what the
// Jackpot is and which Community Pays the wheel gives.
func TestBonusSpinHelp(t *testing.T) {
	want := map[string][]string{
		"A": {"fixed prize of 1,000", "lands on 500, you win 100 on a 5-credit wager or 20 on a 1-credit wager; on 200, 50 or 10; on 25, 15 or 3."},
		"B": {"progressive meter, which starts at 1,000", "lands on 500, you win 100 on a 5-credit wager or 20 on a 1-credit wager."},
		"C": {"fixed prize of 5,000", "No symbol of this wheel earns a Community Pay"},
		"D": {"progressive meter, which starts at 5,000", "No symbol of this wheel earns a Community Pay"},
	}
	for _, b := range BonusSpinPaytables() {
		if !slices.Contains(b.Help, OneCreditRule) {
			t.Errorf("%s: help %q lacks the 1-credit rule", b.Title, b.Help)
		}
		text := strings.Join(b.Help, "\n")
		for _, s := range want[b.Name] {
			if !strings.Contains(text, s) {
				t.Errorf("%s: help lacks %q:\n%s", b.Title, s, text)
			}
		}
		if b.Name == "B" && strings.Contains(text, "on 200") {
			t.Errorf("%s: help names a symbol its wheel lacks:\n%s", b.Title, text)
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

func TestQualifier(t *testing.T) {
	e := hand.New()
	v := func(s string) hand.Five {
		h := [5]cards.Card(cards.MustParseList(s))
		return e.Five(&h)
	}
	cases := []struct {
		q    Qualifier
		hand string
		want bool
	}{
		{anyTrips, "2c 2d 2h 5s 9c", true},
		{anyTrips, "Ac Ad Kh Ks 9c", false},
		{sixesTrips, "5c 5d 5h As Kc", false},
		{sixesTrips, "6c 6d 6h 2s 3c", true},
		{sixesTrips, "2c 3d 4h 5s 6c", true},
		{kingsTrips, "Qc Qd Qh As Kc", false},
		{kingsTrips, "Kc Kd Kh 2s 3c", true},
		{anyFlush, "Ac Kd Qh Js Tc", false},
		{anyFlush, "2c 3c 4c 5c 7c", true},
		{anyFlush, "2c 2d 2h 5s 5c", true},
	}
	for _, c := range cases {
		if got := c.q.Admits(v(c.hand)); got != c.want {
			t.Errorf("%s admits %s: %v", c.q.Name, c.hand, got)
		}
	}
}

// The qualifying counts in the data are exact: counted over all deals.
func TestQualifyCounts(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every deal (about a second)")
	}
	got := CountQualifying(hand.New(), anyTrips, sixesTrips, kingsTrips, anyFlush)
	want := []int64{anyTripsCount, sixesTripsCount, kingsTripsCount, anyFlushCount}
	if !slices.Equal(got, want) {
		t.Fatalf("counts %v, want %v", got, want)
	}
	// Three of a kind or better on one five-card hand is 2.87%; the better
	// of two hands sharing three cards, 5.42%.
	if p := float64(got[0]) / Deals; p < 0.054 || p > 0.0543 {
		t.Errorf("three of a kind or better: %v", p)
	}
	for _, x := range XtremePaytables() {
		i := slices.Index([]Qualifier{anyTrips, sixesTrips, kingsTrips, anyFlush}, x.Qualifier)
		if i < 0 || x.QualifyCount != want[i] {
			t.Errorf("%s: qualifier %+v count %d", x.Title, x.Qualifier, x.QualifyCount)
		}
	}
}

// A smaller check of the counting method against a direct count: with the
// hole cards and the middle card fixed, count both lines by brute force.
func TestCountingMethod(t *testing.T) {
	e := hand.New()
	h1, h2, m := cards.New(cards.Ace, cards.Clubs), cards.New(cards.Seven, cards.Spades), cards.New(cards.Two, cards.Hearts)
	var rest []cards.Card
	for c := cards.Card(0); c < cards.DeckSize; c++ {
		if c != h1 && c != h2 && c != m {
			rest = append(rest, c)
		}
	}
	// Lines from the first 20 cards only, to keep it quick.
	rest = rest[:20]
	type line [2]cards.Card
	var lines []line
	for i := range rest {
		for j := i + 1; j < len(rest); j++ {
			lines = append(lines, line{rest[i], rest[j]})
		}
	}
	ok := func(l line) bool { return anyTrips.Admits(e.Five(&[5]cards.Card{h1, h2, l[0], m, l[1]})) }
	var direct int64
	for _, a := range lines {
		for _, d := range lines {
			if a[0] != d[0] && a[0] != d[1] && a[1] != d[0] && a[1] != d[1] && !ok(a) && !ok(d) {
				direct++
			}
		}
	}
	var bad int64
	deg := map[cards.Card]int64{}
	for _, l := range lines {
		if !ok(l) {
			bad++
			deg[l[0]]++
			deg[l[1]]++
		}
	}
	var sq int64
	for _, d := range deg {
		sq += d * d
	}
	if got := bad*bad - sq + bad; got != direct {
		t.Fatalf("B² − Σd² + B = %d, direct count %d", got, direct)
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

// The Xtreme help says what qualifies, how the smaller wagers are paid,
// where the Jackpot starts, and which return is which.
func TestXtremeHelp(t *testing.T) {
	want := map[string]string{
		"A": "Qualifying hand: Three of a kind or better, in", "B": "Qualifying hand: Three sixes or better, in",
		"C": "Three sixes", "D": "Qualifying hand: Three kings or better, in", "E": "Three kings", "F": "Three kings",
		"G": "Qualifying hand: Flush or better, in", "H": "Flush or better", "I": "Flush or better",
	}
	for _, x := range XtremePaytables() {
		text := strings.Join(x.Help, "\n")
		seed := "starts at 5,000"
		if x.Name <= "C" {
			seed = "starts at 2,500"
		}
		for _, s := range []string{want[x.Name], seed, XtremeWagerRule, XtremeReturnsRule, "even if you have folded"} {
			if !strings.Contains(text, s) {
				t.Errorf("%s: help lacks %q:\n%s", x.Title, s, text)
			}
		}
	}
	for _, b := range BonusSpinPaytables() {
		if !slices.Contains(b.Help, BonusSpinReturnsRule) {
			t.Errorf("%s: help %q lacks the returns rule", b.Title, b.Help)
		}
	}
}
