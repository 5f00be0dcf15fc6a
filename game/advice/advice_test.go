package advice_test

import (
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"testing"

	"felt/game/advice"
	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/odds"
	"felt/game/paytable"
	"felt/game/strategy"
	"felt/game/table"
)

var fixture struct {
	once sync.Once
	e    *hand.Evaluator
	o    *strategy.Optimal
	a    *advice.Advisor
	err  error

	c4Once sync.Once
	c4     *odds.Crazy4Main
	ccOnce sync.Once
	cc     *odds.CrissCrossMain
}

func fix(t testing.TB) (*hand.Evaluator, *strategy.Optimal, *advice.Advisor) {
	t.Helper()
	fixture.once.Do(func() {
		fixture.e = hand.New()
		if fixture.o, fixture.err = strategy.NewOptimal(fixture.e); fixture.err == nil {
			fixture.a, fixture.err = advice.New(fixture.e, fixture.o)
		}
	})
	if fixture.err != nil {
		t.Fatal(fixture.err)
	}
	return fixture.e, fixture.o, fixture.a
}

// sheetCrazy4 is the math sheet's exact solution of Crazy 4 Poker.
func sheetCrazy4(t testing.TB) *odds.Crazy4Main {
	e, _, _ := fix(t)
	fixture.c4Once.Do(func() { fixture.c4, fixture.err = odds.SolveCrazy4(e, paytable.SuperBonus()) })
	if fixture.err != nil {
		t.Fatal(fixture.err)
	}
	return fixture.c4
}

// sheetCrissCross is the math sheet's exact solution of Criss Cross Poker.
func sheetCrissCross(t testing.TB) *odds.CrissCrossMain {
	e, _, _ := fix(t)
	fixture.ccOnce.Do(func() {
		fixture.cc, fixture.err = odds.SolveCrissCross(e, paytable.CrissCross(), paytable.CrissCrossAnte())
	})
	if fixture.err != nil {
		t.Fatal(fixture.err)
	}
	return fixture.cc
}

func parse(t testing.TB, s string) []cards.Card {
	t.Helper()
	cs, err := cards.ParseList(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// On every one of the 134,459 classes of Crazy 4 Poker hands the advisor's
// values are the math sheet's, exactly, its options are the legal ones, and
// its best is the optimal strategy's (with -short, every 37th class).
func TestCrazy4EveryClass(t *testing.T) {
	_, o, a := fix(t)
	m := sheetCrazy4(t)
	step := 1
	if testing.Short() {
		step = 37
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var bad []string
	workers := runtime.GOMAXPROCS(0)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w * step; i < len(m.Classes); i += workers * step {
				k := &m.Classes[i]
				if msg := checkCrazy4Class(o, a, k); msg != "" {
					mu.Lock()
					bad = append(bad, msg)
					mu.Unlock()
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, b := range bad {
		t.Error(b)
	}
}

func checkCrazy4Class(o *strategy.Optimal, a *advice.Advisor, k *odds.Crazy4Class) string {
	ad, err := a.Crazy4(k.Hand)
	if err != nil {
		return err.Error()
	}
	if ad.Den != 2*1_533_939 {
		return "denominator " + string(rune(ad.Den))
	}
	n := 0
	for d := strategy.Fold; d < strategy.NumDecisions; d++ {
		op, ok := ad.Option(d)
		if ok != k.Allowed[d] {
			return k.Value.Name() + ": option " + d.String() + " legality differs from the sheet's"
		}
		if ok {
			n++
			if op.Num != k.Net[d] {
				return k.Value.Name() + ": " + d.String() + " value differs from the sheet's"
			}
		}
	}
	if n != len(ad.Options) {
		return "extra options"
	}
	want, err := o.Crazy4(k.Hand)
	if err != nil {
		return err.Error()
	}
	if ad.Best != want || ad.Best != k.Best {
		return k.Value.Name() + ": best " + ad.Best.String() + ", the optimal strategy " + want.String()
	}
	if ad.Why == "" {
		return "no reason"
	}
	return wrongNames(ad.Why, crazy4Name(k.Value))
}

// The advisor's count of the dealer's hands agrees with a walk over them:
// checked through the values of hands of every kind against a plain
// settlement of each of the 1,533,939 hands the dealer may hold.
func TestCrazy4AgainstWalk(t *testing.T) {
	e, _, a := fix(t)
	hands := []string{"Ac Ad Ah As Kc", "Kc Qd 8h 4s 2c", "2c 3c 4c 5c 7c", "Jh Th 9h 8h 2d", "Ac Kd 8h 8s 2c", "7c 5d 4h 3s 2c"}
	if testing.Short() {
		hands = hands[:2]
	}
	sb := paytable.SuperBonus()
	for _, s := range hands {
		h := [5]cards.Card(parse(t, s))
		ad, err := a.Crazy4(h)
		if err != nil {
			t.Fatal(err)
		}
		pv := e.Four(&h)
		used := cards.SetOf(h[:]...)
		var rest []cards.Card
		for c := cards.Card(0); c < cards.DeckSize; c++ {
			if !used.Has(c) {
				rest = append(rest, c)
			}
		}
		var sum [4]int64 // twice the net of 1x, 2x, 3x (index 1-3) over every dealer hand
		var d [5]cards.Card
		for i0 := 0; i0 < len(rest); i0++ {
			for i1 := i0 + 1; i1 < len(rest); i1++ {
				for i2 := i1 + 1; i2 < len(rest); i2++ {
					for i3 := i2 + 1; i3 < len(rest); i3++ {
						for i4 := i3 + 1; i4 < len(rest); i4++ {
							d = [5]cards.Card{rest[i0], rest[i1], rest[i2], rest[i3], rest[i4]}
							an, pl, su := crazy4.Showdown(sb, pv, e.Four(&d))
							for x := int64(1); x <= 3; x++ {
								sum[x] += net2(an) + x*net2(pl) + net2(su)
							}
						}
					}
				}
			}
		}
		for x := strategy.Bet1x; x <= strategy.Bet3x; x++ {
			if op, ok := ad.Option(x); ok && op.Num != sum[x] {
				t.Errorf("%s %v: %d, the walk says %d", s, x, op.Num, sum[x])
			}
		}
	}
}

// net2 is twice a wager's net per unit.
func net2(o table.Outcome) int64 {
	n, d := o.Ratio()
	return 2 * n / d
}

// Boundary hands of the simple strategy and their reasons.
func TestCrazy4Reasons(t *testing.T) {
	_, _, a := fix(t)
	for _, c := range []struct{ hand, best, why string }{
		{"Kc Qd 8h 4s 2c", "1x", "K-Q-8-4 or better: play 1x"},
		{"Kc Qd 7h 4s 2c", "fold", "below K-Q-8-4: fold"},
		{"Ac Ad 9h 4s 2c", "3x", "Pair of Aces: aces or better may raise: play 3x"},
		{"Ac Ad As 4s 2c", "3x", "Three of a Kind, Aces beats a pair of aces"},
		{"Kc Kd 9h 4s 2c", "1x", "only aces or better may raise"},
	} {
		ad, err := a.Crazy4([5]cards.Card(parse(t, c.hand)))
		if err != nil {
			t.Fatal(err)
		}
		if ad.Best.String() != c.best || !strings.Contains(ad.Why, c.why) {
			t.Errorf("%s: %v, %q; want %s and %q", c.hand, ad.Best, ad.Why, c.best, c.why)
		}
	}
	// One of the exceptions to the simple strategy says so.
	x := fixture.o.Crazy4Exceptions()[0]
	h := keyHand(x.Key)
	ad, err := a.Crazy4(h)
	if err != nil {
		t.Fatal(err)
	}
	if ad.Best != x.Decision || !strings.Contains(ad.Why, "but the cards you hold") {
		t.Errorf("%v: %v, %q", h, ad.Best, ad.Why)
	}
}

// keyHand returns a hand of the class with canonical key k.
func keyHand(k uint64) [5]cards.Card {
	var h [5]cards.Card
	n := 0
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		m := k >> (39 - 13*uint(s)) & (1<<cards.NumRanks - 1)
		for r := cards.Rank(0); r < cards.NumRanks; r++ {
			if m&(1<<r) != 0 && n < 5 {
				h[n] = cards.New(r, s)
				n++
			}
		}
	}
	return h
}

// The Middle values agree with the strategy's exact Middle decision and
// value on random deals, and folds lose every bet made.
func TestMiddle(t *testing.T) {
	_, o, a := fix(t)
	r := rand.New(rand.NewPCG(3, 9))
	for range 300 {
		p := r.Perm(cards.DeckSize)
		c := func(i int) cards.Card { return cards.Card(p[i]) }
		hole, lr, tb := [2]cards.Card{c(0), c(1)}, [2]cards.Card{c(2), c(3)}, [2]cards.Card{c(4), c(5)}
		a1, a2 := strategy.Decision(1+r.IntN(3)), strategy.Decision(1+r.IntN(3))
		ad, err := a.Middle(hole, lr, tb, a1, a2)
		if err != nil {
			t.Fatal(err)
		}
		d, v, err := o.Middle(hole, lr, tb, a1, a2)
		if err != nil {
			t.Fatal(err)
		}
		if ad.Best != d || ad.EV(d) != v {
			t.Fatalf("%v %v %v: best %v worth %v, the strategy %v worth %v", hole, lr, tb, ad.Best, ad.EV(ad.Best), d, v)
		}
		if got := ad.EV(strategy.Fold); got != -float64(2+a1+a2) {
			t.Fatalf("a fold after %v and %v is worth %v", a1, a2, got)
		}
		if len(ad.Options) != 4 || ad.Why == "" {
			t.Fatalf("options %v, reason %q", ad.Options, ad.Why)
		}
	}
}

// Reasons at Criss Cross speak of the cards to come.
func TestCrissCrossReasons(t *testing.T) {
	_, _, a := fix(t)
	ad, err := a.Across([2]cards.Card(parse(t, "8c 8d")))
	if err != nil {
		t.Fatal(err)
	}
	if ad.Best != strategy.Bet3x || !strings.Contains(ad.Why, "hole cards are a Pair of Eights") {
		t.Errorf("88: %v %q", ad.Best, ad.Why)
	}
	ad, err = a.Across([2]cards.Card(parse(t, "Kc 7d")))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ad.Why, "three cards to come on each line") {
		t.Errorf("K7: %q", ad.Why)
	}
	ad, err = a.Middle([2]cards.Card(parse(t, "Kc 7d")), [2]cards.Card(parse(t, "2s 3h")), [2]cards.Card(parse(t, "4s 9h")), 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(ad.Why, "of the 46 left") {
		t.Errorf("middle: %q", ad.Why)
	}
}

// Only keeps the affordable options and chooses among them.
func TestOnly(t *testing.T) {
	_, _, a := fix(t)
	ad, err := a.Crazy4([5]cards.Card(parse(t, "Ac Ad 9h 4s 2c")))
	if err != nil {
		t.Fatal(err)
	}
	legal := table.Actions(0).With(table.Fold).With(table.Bet1x)
	got := ad.Only(legal)
	if got.Best != strategy.Bet1x || len(got.Options) != 2 || !strings.Contains(got.Why, "credits") {
		t.Errorf("%+v", got)
	}
	if len(ad.Options) != 4 {
		t.Error("Only changed the advice it was given")
	}
}

// Cards that are not a deal are refused.
func TestBadInput(t *testing.T) {
	_, _, a := fix(t)
	c := cards.Card(0)
	if _, err := a.Crazy4([5]cards.Card{c, c, 1, 2, 3}); err == nil {
		t.Error("a card twice was advised")
	}
	if _, err := a.Across([2]cards.Card{c, 99}); err == nil {
		t.Error("not a card was advised")
	}
	if _, err := a.Down([2]cards.Card{0, 1}, [2]cards.Card{2, 3}, strategy.Fold); err == nil {
		t.Error("a Down bet after a fold was advised")
	}
	if _, err := a.Middle([2]cards.Card{0, 1}, [2]cards.Card{2, 3}, [2]cards.Card{3, 4}, 1, 1); err == nil {
		t.Error("a card twice was advised")
	}
}

// The simple strategy in words: a rule for each street, then what the rules cost from the
// math sheet's figures; each rule's words say what the code decides on an example.
func TestCrissCrossRules(t *testing.T) {
	rules := advice.CrissCrossRules()
	if len(rules) != 4 || rules[0].Heading != "Across" || rules[3].Heading != "What the rules cost" {
		t.Fatalf("rules %+v", rules)
	}
	if !strings.Contains(rules[3].Text, "4.890%") || !strings.Contains(rules[3].Text, "4.329%") || !strings.Contains(rules[3].Text, "gives up 0.562%") {
		t.Errorf("cost: %q", rules[3].Text)
	}
	c := func(s string) [2]cards.Card { return [2]cards.Card(parse(t, s)) }
	for _, x := range []struct {
		got  strategy.Decision
		want strategy.Decision
		rule string
	}{
		{strategy.SimpleAcross(c("7c 7d")), strategy.Bet3x, "pocket pair"},
		{strategy.SimpleAcross(c("5c 3d")), strategy.Fold, "5-3"},
		{strategy.SimpleAcross(c("5c 3c")), strategy.Bet1x, "suited"},
		{strategy.SimpleDown(c("Kc 7d"), c("2s 2h")), strategy.Bet1x, "1x otherwise"},
		{strategy.SimpleMiddle(c("Kc 7d"), c("2s 2h"), c("Ks 3h")), strategy.Bet3x, "pair of sixes or better"},
		{strategy.SimpleMiddle(c("Kc 7c"), c("2c 9c"), c("3s 4h")), strategy.Bet3x, "flush"},
		{strategy.SimpleMiddle(c("8c 7d"), c("6s 9h"), c("2s 2h")), strategy.Bet3x, "straight"},
		{strategy.SimpleMiddle(c("2c 3d"), c("4s 9h"), c("5s 5h")), strategy.Bet1x, "six or better"},
		{strategy.SimpleMiddle(c("2c 3d"), c("4s 5h"), c("2s 3h")), strategy.Bet3x, "two pair"},
		{strategy.SimpleMiddle(c("2c 3d"), c("4s 5h"), c("Ks 3h")), strategy.Bet3x, "straight"},
		{strategy.SimpleMiddle(c("2c 4d"), c("4s 5h"), c("2s 3h")), strategy.Fold, ""},
	} {
		if x.got != x.want {
			t.Errorf("%s: %v, want %v", x.rule, x.got, x.want)
		}
	}
}
