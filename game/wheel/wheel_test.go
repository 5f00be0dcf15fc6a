package wheel

import (
	"errors"
	"slices"
	"testing"

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
