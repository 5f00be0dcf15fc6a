package strategy_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"sync"
	"testing"

	"felt/game/cards"
	"felt/game/crisscross"
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
	c4   *odds.Crazy4Main
	err  error
}

func fix(t testing.TB) (*hand.Evaluator, *strategy.Optimal) {
	t.Helper()
	fixture.once.Do(func() {
		fixture.e = hand.New()
		fixture.o, fixture.err = strategy.NewOptimal(fixture.e)
	})
	if fixture.err != nil {
		t.Fatal(fixture.err)
	}
	return fixture.e, fixture.o
}

var c4Once sync.Once

func crazy4(t testing.TB) *odds.Crazy4Main {
	t.Helper()
	e, _ := fix(t)
	c4Once.Do(func() { fixture.c4, fixture.err = odds.SolveCrazy4(e, paytable.SuperBonus()) })
	if fixture.err != nil {
		t.Fatal(fixture.err)
	}
	return fixture.c4
}

// The embedded exceptions are those of a fresh solution, and the optimal
// decision of every one of the 2,598,960 hands is its class's best.
func TestCrazy4MatchesSolver(t *testing.T) {
	e, o := fix(t)
	m := crazy4(t)
	want := m.Crazy4Exceptions()
	got := o.Crazy4Exceptions()
	if len(got) != len(want) {
		t.Fatalf("%d exceptions embedded, %d solved: run go generate ./game/strategy", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("exception %d: embedded %+v, solved %+v", i, got[i], want[i])
		}
	}
	best := make(map[uint64]strategy.Decision, len(m.Classes))
	for _, k := range m.Classes {
		best[strategy.Crazy4Key(k.Hand)] = k.Best
	}
	if len(best) != len(m.Classes) {
		t.Fatalf("%d keys for %d classes", len(best), len(m.Classes))
	}
	if testing.Short() {
		return
	}
	var h [5]cards.Card
	n := 0
	for c4 := cards.Card(4); c4 < cards.DeckSize; c4++ {
		for c3 := cards.Card(3); c3 < c4; c3++ {
			for c2 := cards.Card(2); c2 < c3; c2++ {
				for c1 := cards.Card(1); c1 < c2; c1++ {
					for c0 := cards.Card(0); c0 < c1; c0++ {
						h = [5]cards.Card{c3, c0, c4, c1, c2}
						d, err := o.Crazy4(h)
						if err != nil {
							t.Fatal(err)
						}
						if w := best[strategy.Crazy4Key(h)]; d != w {
							t.Fatalf("%v: %v, the solver says %v", h, d, w)
						}
						n++
					}
				}
			}
		}
	}
	_ = e
	if n != 2_598_960 {
		t.Fatalf("%d hands", n)
	}
}

// The embedded Criss Cross tables are those of a fresh solution.
func TestCrissCrossMatchesSolver(t *testing.T) {
	if testing.Short() {
		t.Skip("solves Criss Cross Poker (seconds)")
	}
	e, o := fix(t)
	m, err := odds.SolveCrissCross(e, paytable.CrissCross(), paytable.CrissCrossAnte())
	if err != nil {
		t.Fatal(err)
	}
	want := m.Table()
	got := make([]byte, 0, len(want))
	for _, h := range strategy.HoleClasses() {
		c := h.Cards()
		d, err := o.Across(c)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, byte(d))
	}
	if !bytes.Equal(got, want[:strategy.NumHoleClasses]) {
		t.Fatal("Across decisions are stale: run go generate ./game/strategy")
	}
	emb, err := strategy.EmbeddedCrissCross()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(emb, want) {
		t.Fatal("Criss Cross tables are stale: run go generate ./game/strategy")
	}
	// The generated source holds what it encodes.
	files, err := odds.GeneratedFiles(crazy4(t), m)
	if err != nil {
		t.Fatal(err)
	}
	if len(files[odds.CrissCrossStrategyFile]) == 0 || len(files[odds.Crazy4StrategyFile]) == 0 || len(files[odds.CrissCrossFiguresFile]) == 0 {
		t.Fatal("a generated file is empty")
	}
}

// deal returns n distinct random cards.
func deal(r *rand.Rand, n int) []cards.Card {
	p := r.Perm(cards.DeckSize)
	out := make([]cards.Card, n)
	for i := range out {
		out[i] = cards.Card(p[i])
	}
	return out
}

// Down agrees with a plain expectimax over the rest of the deal for random
// deals, each settled by crisscross.Showdown, and its suit mapping sends
// deals of one class to one entry.
func TestDownAgainstExpectimax(t *testing.T) {
	e, o := fix(t)
	main, ante := paytable.CrissCross(), paytable.CrissCrossAnte()
	r := rand.New(rand.NewPCG(1, 5))
	n := 12
	if testing.Short() {
		n = 3
	}
	for range n {
		d := deal(r, 4)
		hole, across := [2]cards.Card{d[0], d[1]}, [2]cards.Card{d[2], d[3]}
		used := cards.SetOf(d...)
		var rest []cards.Card
		for c := cards.Card(0); c < cards.DeckSize; c++ {
			if !used.Has(c) {
				rest = append(rest, c)
			}
		}
		for a1 := int64(1); a1 <= 3; a1 += 2 {
			var v [4]int64
			v[0] = -(2 + a1) * 46 * 1128
			for j := 1; j < len(rest); j++ {
				for i := 0; i < j; i++ {
					down := [2]cards.Card{rest[i], rest[j]}
					var base, ac, dn, mid, cnt int64
					for _, c := range rest {
						if c == down[0] || c == down[1] {
							continue
						}
						x := [5]cards.Card{hole[0], hole[1], across[0], across[1], c}
						y := [5]cards.Card{hole[0], hole[1], down[0], down[1], c}
						aa, ad, ab, db, mb := crisscross.Showdown(main, ante, e.Five(&x), e.Five(&y))
						net := func(o crisscross.Outcome) int64 { n, _ := o.Ratio(); return n }
						base += net(aa) + net(ad)
						ac += net(ab)
						dn += net(db)
						mid += net(mb)
						cnt++
					}
					for a2 := int64(1); a2 <= 3; a2++ {
						_, x := strategy.BestMiddle(a1, a2, base, ac, dn, mid, cnt)
						v[a2] += x
					}
				}
			}
			want := strategy.Fold
			for a2 := strategy.Bet1x; a2 <= strategy.Bet3x; a2++ {
				if v[a2] > v[want] {
					want = a2
				}
			}
			got, err := o.Down(hole, across, strategy.Decision(a1))
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("%v %v after %dx: %v, the expectimax says %v (%v)", hole, across, a1, got, want, v)
			}
		}
	}
}

// Middle against its definition: the best of fold, 1x, 2x and 3x over the
// 46 middle cards, each deal settled by crisscross.Showdown.
func TestMiddleAgainstShowdown(t *testing.T) {
	e, o := fix(t)
	main, ante := paytable.CrissCross(), paytable.CrissCrossAnte()
	r := rand.New(rand.NewPCG(8, 8))
	folds := 0
	for range 3_000 {
		d := deal(r, 6)
		hole, across, down := [2]cards.Card{d[0], d[1]}, [2]cards.Card{d[2], d[3]}, [2]cards.Card{d[4], d[5]}
		a1, a2 := strategy.Decision(1+r.IntN(3)), strategy.Decision(1+r.IntN(3))
		used := cards.SetOf(d...)
		var v [4]int64
		for c := cards.Card(0); c < cards.DeckSize; c++ {
			if used.Has(c) {
				continue
			}
			x := [5]cards.Card{hole[0], hole[1], across[0], across[1], c}
			y := [5]cards.Card{hole[0], hole[1], down[0], down[1], c}
			aa, ad, ab, db, mb := crisscross.Showdown(main, ante, e.Five(&x), e.Five(&y))
			net := func(o crisscross.Outcome, stake int64) int64 { n, _ := o.Ratio(); return n * stake }
			v[0] -= 2 + int64(a1) + int64(a2)
			for a3 := int64(1); a3 <= 3; a3++ {
				v[a3] += net(aa, 1) + net(ad, 1) + net(ab, int64(a1)) + net(db, int64(a2)) + net(mb, a3)
			}
		}
		want := strategy.Fold
		for a3 := strategy.Bet1x; a3 <= strategy.Bet3x; a3++ {
			if v[a3] > v[want] {
				want = a3
			}
		}
		got, ev, err := o.Middle(hole, across, down, a1, a2)
		if err != nil {
			t.Fatal(err)
		}
		if got != want || ev != float64(v[want])/46 {
			t.Fatalf("%v %v %v after %v, %v: %v (%g), want %v (%g)", hole, across, down, a1, a2, got, ev, want, float64(v[want])/46)
		}
		if got == strategy.Fold {
			folds++
		}
	}
	if folds == 0 {
		t.Error("no fold in 3,000 deals")
	}
}

func TestBadInput(t *testing.T) {
	_, o := fix(t)
	as := cards.MustParseList("As Ad Ah Ks Kd Kh")
	if _, err := o.Crazy4([5]cards.Card{as[0], as[0], as[1], as[2], as[3]}); !errors.Is(err, strategy.ErrCards) {
		t.Errorf("duplicate card: %v", err)
	}
	if _, err := o.Crazy4([5]cards.Card{as[0], 60, as[1], as[2], as[3]}); !errors.Is(err, strategy.ErrCards) {
		t.Errorf("bad card: %v", err)
	}
	if _, err := o.Across([2]cards.Card{as[0], as[0]}); !errors.Is(err, strategy.ErrCards) {
		t.Errorf("Across: %v", err)
	}
	if _, err := o.Down([2]cards.Card{as[0], as[1]}, [2]cards.Card{as[2], as[3]}, strategy.Fold); !errors.Is(err, strategy.ErrBet) {
		t.Errorf("Down after a fold: %v", err)
	}
	if _, err := o.Down([2]cards.Card{as[0], as[1]}, [2]cards.Card{as[1], as[3]}, strategy.Bet1x); !errors.Is(err, strategy.ErrCards) {
		t.Errorf("Down: %v", err)
	}
	if _, _, err := o.Middle([2]cards.Card{as[0], as[1]}, [2]cards.Card{as[2], as[3]}, [2]cards.Card{as[4], as[5]}, strategy.Bet1x, 4); !errors.Is(err, strategy.ErrBet) {
		t.Errorf("Middle 4x: %v", err)
	}
	if _, _, err := o.Middle([2]cards.Card{as[0], as[1]}, [2]cards.Card{as[2], as[3]}, [2]cards.Card{as[4], as[0]}, strategy.Bet1x, strategy.Bet1x); !errors.Is(err, strategy.ErrCards) {
		t.Errorf("Middle: %v", err)
	}
	if _, err := strategy.DecodeCrissCross("00:AAAA"); !errors.Is(err, strategy.ErrData) {
		t.Errorf("bad data: %v", err)
	}
}

func TestHoleClasses(t *testing.T) {
	hs := strategy.HoleClasses()
	if len(hs) != strategy.NumHoleClasses {
		t.Fatalf("%d classes", len(hs))
	}
	w := 0
	for i, h := range hs {
		if h.Index() != i {
			t.Errorf("%+v has index %d, not %d", h, h.Index(), i)
		}
		w += h.Weight()
	}
	if w != 1326 {
		t.Errorf("classes hold %d pairs", w)
	}
	for a := cards.Card(0); a < cards.DeckSize; a++ {
		for b := cards.Card(0); b < cards.DeckSize; b++ {
			if a == b {
				continue
			}
			h, ok := strategy.HoleClassOf([2]cards.Card{a, b})
			if !ok || h.High < h.Low || (h.High == h.Low && h.Suited) || h.Suited != (a.Suit() == b.Suit()) {
				t.Fatalf("%v %v: %+v", a, b, h)
			}
		}
	}
}

func BenchmarkCrazy4(b *testing.B) {
	_, o := fix(b)
	hs := [][5]cards.Card{
		[5]cards.Card(cards.MustParseList("Ks Qd 7c 6h 5s")),
		[5]cards.Card(cards.MustParseList("As Ad 7c 6h 5s")),
		[5]cards.Card(cards.MustParseList("9s 4d 7c 6h 2s")),
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := o.Crazy4(hs[i%len(hs)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkAcross(b *testing.B) {
	_, o := fix(b)
	h := [2]cards.Card(cards.MustParseList("Ks 7d"))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := o.Across(h); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDown(b *testing.B) {
	_, o := fix(b)
	h, a := [2]cards.Card(cards.MustParseList("Ks 7d")), [2]cards.Card(cards.MustParseList("2h 9s"))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := o.Down(h, a, strategy.Bet1x); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMiddle(b *testing.B) {
	_, o := fix(b)
	h, a, d := [2]cards.Card(cards.MustParseList("Ks 7d")), [2]cards.Card(cards.MustParseList("2h 9s")), [2]cards.Card(cards.MustParseList("Qc 3c"))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := o.Middle(h, a, d, strategy.Bet1x, strategy.Bet1x); err != nil {
			b.Fatal(err)
		}
	}
}

func TestNoAllocations(t *testing.T) {
	_, o := fix(t)
	h5 := [5]cards.Card(cards.MustParseList("Ks Qd 7c 6h 5s"))
	h, a, d := [2]cards.Card(cards.MustParseList("Ks 7d")), [2]cards.Card(cards.MustParseList("2h 9s")), [2]cards.Card(cards.MustParseList("Qc 3c"))
	n := testing.AllocsPerRun(100, func() {
		o.Crazy4(h5)
		o.Across(h)
		o.Down(h, a, strategy.Bet3x)
		o.Middle(h, a, d, strategy.Bet1x, strategy.Bet3x)
	})
	if n != 0 {
		t.Errorf("%v allocations", n)
	}
}

// The table-mates' adapter plays the optimal decisions street by street.
func TestCrissCrossMate(t *testing.T) {
	_, o := fix(t)
	var _ crisscross.Strategy = strategy.CrissCrossMate{}
	m := strategy.CrissCrossMate{Optimal: o}
	r := rand.New(rand.NewPCG(4, 4))
	for range 2_000 {
		d := deal(r, 6)
		s := crisscross.Situation{Street: crisscross.AcrossStreet, Hole: [2]cards.Card{d[0], d[1]}}
		hole := s.Hole
		a1, _ := o.Across(hole)
		if got := m.Decide(s); got != tableAction(a1) {
			t.Fatalf("Across: %v, want %v", got, a1)
		}
		if a1 == strategy.Fold {
			continue
		}
		s.Street = crisscross.DownStreet
		s.Cross[crisscross.Left], s.Cross[crisscross.Right] = d[2], d[3]
		s.Shown = 1<<crisscross.Left | 1<<crisscross.Right
		across := [2]cards.Card{d[2], d[3]}
		a2, _ := o.Down(hole, across, a1)
		if got := m.Decide(s); got != tableAction(a2) {
			t.Fatalf("Down: %v, want %v", got, a2)
		}
		if a2 == strategy.Fold {
			continue
		}
		s.Street = crisscross.MiddleStreet
		s.Cross[crisscross.Top], s.Cross[crisscross.Bottom] = d[4], d[5]
		s.Shown |= 1<<crisscross.Top | 1<<crisscross.Bottom
		a3, _, _ := o.Middle(hole, across, [2]cards.Card{d[4], d[5]}, a1, a2)
		if got := m.Decide(s); got != tableAction(a3) {
			t.Fatalf("Middle: %v, want %v", got, a3)
		}
	}
	// Community cards not shown: fold.
	if got := m.Decide(crisscross.Situation{Street: crisscross.DownStreet, Hole: [2]cards.Card(cards.MustParseList("As Ad"))}); got != table.Fold {
		t.Errorf("Down without the Across cards: %v", got)
	}
}

func tableAction(d strategy.Decision) table.Action {
	return [...]table.Action{table.Fold, table.Bet1x, table.Bet2x, table.Bet3x}[d]
}

func TestCrazy4Mate(t *testing.T) {
	e, o := fix(t)
	m := strategy.Crazy4Mate{Optimal: o}
	r := rand.New(rand.NewPCG(5, 5))
	for range 20_000 {
		h := [5]cards.Card(deal(r, 5))
		d, err := o.Crazy4(h)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.Play(h, e.Four(&h)); got != tableAction(d) {
			t.Fatalf("%v: %v, want %v", h, got, d)
		}
	}
	h := [5]cards.Card(cards.MustParseList("As Ad Ah Ks Kd"))
	h[1] = h[0]
	if got := m.Play(h, 0); got != table.Fold {
		t.Errorf("a card twice: %v", got)
	}
	if n := testing.AllocsPerRun(100, func() { m.Play(h, 0) }); n != 0 {
		t.Errorf("%v allocations", n)
	}
}
