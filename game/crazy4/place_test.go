package crazy4

import (
	"errors"
	"math/rand/v2"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// wantBets checks the person's wagers: pairs of wager and credits, every
// other spot empty.
func wantBets(t *testing.T, tb *Table, pairs ...any) {
	t.Helper()
	var want table.Bets
	for i := 0; i+1 < len(pairs); i += 2 {
		want[pairs[i].(table.Wager)] = cr(int64(pairs[i+1].(int)))
	}
	if got := tb.Bets(tb.Person()); got != want {
		t.Fatalf("wagers %v, want %v", got[:NumWagers], want[:NumWagers])
	}
}

// The linked bets follow a chip: Place and Take at the Default table (Ante,
// Queens Up and 6 Card Bonus 2 to 10; the progressive and the Five Card
// Hand Bonus 1 exactly; Bad Beat and Cover All 1 to 10).
func TestPlaceAndTakeLinkedBets(t *testing.T) {
	tb := newTable(t, personOnly())
	p := tb.Person()
	refused(t, tb, ErrNotYours, func() error { return tb.Place(0, Ante, cr(1)) })
	refused(t, tb, ErrPlayWager, func() error { return tb.Place(p, Play, cr(1)) })
	refused(t, tb, ErrWager, func() error { return tb.Place(p, NumWagers, cr(1)) })
	refused(t, tb, table.ErrAmount, func() error { return tb.Place(p, Ante, 0) })
	refused(t, tb, table.ErrNoStake, func() error { return tb.Take(p, Ante, cr(1)) })
	refused(t, tb, ErrNeedsAnte, func() error { return tb.Place(p, QueensUp, cr(5)) })

	// A chip on the Super Bonus goes on the Ante; a first chip below the
	// minimum is raised to it.
	must(t, tb.Place(p, SuperBonus, cr(1)))
	wantBets(t, tb, Ante, 2, SuperBonus, 2)
	must(t, tb.Place(p, Ante, cr(1)))
	wantBets(t, tb, Ante, 3, SuperBonus, 3)

	// The 6 Card Bonus is the Queens Up's, and follows it.
	refused(t, tb, ErrSixCard, func() error { return tb.Place(p, SixCard, cr(5)) })
	must(t, tb.Place(p, QueensUp, cr(1)))
	must(t, tb.Place(p, SixCard, cr(5)))
	wantBets(t, tb, Ante, 3, SuperBonus, 3, QueensUp, 2, SixCard, 2)
	must(t, tb.Place(p, QueensUp, cr(5)))
	wantBets(t, tb, Ante, 3, SuperBonus, 3, QueensUp, 7, SixCard, 7)
	refused(t, tb, table.ErrNoChange, func() error { return tb.Place(p, SixCard, cr(1)) })
	refused(t, tb, table.ErrOverMax, func() error { return tb.Place(p, QueensUp, cr(5)) }) // both would be 12
	must(t, tb.Take(p, QueensUp, cr(1)))
	wantBets(t, tb, Ante, 3, SuperBonus, 3, QueensUp, 6, SixCard, 6)
	must(t, tb.Take(p, SixCard, cr(1))) // off whole
	wantBets(t, tb, Ante, 3, SuperBonus, 3, QueensUp, 6)
	refused(t, tb, table.ErrNoStake, func() error { return tb.Take(p, SixCard, cr(1)) })
	must(t, tb.Place(p, SixCard, cr(1)))

	// A wager of one amount is on or off, whatever the chip.
	must(t, tb.Place(p, Progressive, cr(25)))
	refused(t, tb, table.ErrNoChange, func() error { return tb.Place(p, Progressive, cr(1)) })
	must(t, tb.Place(p, DealerBonus, cr(5)))
	wantBets(t, tb, Ante, 3, SuperBonus, 3, QueensUp, 6, SixCard, 6, Progressive, 1, DealerBonus, 1)
	must(t, tb.Take(p, Progressive, cr(5)))
	refused(t, tb, table.ErrNoStake, func() error { return tb.Take(p, Progressive, cr(5)) })

	// A take never leaves less than the minimum: down to it, then off;
	// the Queens Up takes its 6 Card Bonus along.
	must(t, tb.Take(p, QueensUp, cr(5)))
	wantBets(t, tb, Ante, 3, SuperBonus, 3, QueensUp, 2, SixCard, 2, DealerBonus, 1)
	must(t, tb.Take(p, QueensUp, cr(1)))
	wantBets(t, tb, Ante, 3, SuperBonus, 3, DealerBonus, 1)

	// The side bets go with the Ante.
	must(t, tb.Place(p, QueensUp, cr(5)))
	must(t, tb.Place(p, SixCard, cr(5)))
	must(t, tb.Place(p, BadBeat, cr(1)))
	must(t, tb.Take(p, SuperBonus, cr(1)))
	wantBets(t, tb, Ante, 2, SuperBonus, 2, QueensUp, 5, SixCard, 5, BadBeat, 1, DealerBonus, 1)
	must(t, tb.Take(p, Ante, cr(1)))
	wantBets(t, tb)
	if tb.Balance(p) != cr(500) {
		t.Fatalf("credits %v after everything came back", tb.Balance(p))
	}
	checkRound(t, tb)

	// Over the maximum, or with no credits to cover it: refused whole.
	must(t, tb.Place(p, Ante, cr(10)))
	refused(t, tb, table.ErrOverMax, func() error { return tb.Place(p, Ante, cr(1)) })

	// After the deal no chip moves; after the round the next chip opens
	// the next round.
	must(t, tb.Deal(3))
	refused(t, tb, ErrNoMoreBets, func() error { return tb.Place(p, QueensUp, cr(1)) })
	refused(t, tb, ErrNoMoreBets, func() error { return tb.Take(p, Ante, cr(1)) })
	must(t, tb.Decide(p, table.Fold))
	round := tb.Round()
	refused(t, tb, table.ErrNoStake, func() error { return tb.Take(p, Ante, cr(1)) })
	must(t, tb.Place(p, Ante, cr(1)))
	if tb.Round() != round+1 || tb.Events()[0].Kind != table.RoundStart {
		t.Fatalf("round %d after %d, first event %v", tb.Round(), round, tb.Events()[0].Kind)
	}
	wantBets(t, tb, Ante, 2, SuperBonus, 2)
	checkRound(t, tb)
}

// Limits of several set amounts step through them.
func TestExactStepsAndDoubles(t *testing.T) {
	xs := []money.Amount{cr(1), cr(2), cr(5)}
	for _, c := range []struct {
		from, up, down money.Amount
	}{{0, cr(1), 0}, {cr(1), cr(2), 0}, {cr(2), cr(5), cr(1)}, {cr(5), cr(5), cr(2)}} {
		if u, d := exactStep(xs, c.from, false), exactStep(xs, c.from, true); u != c.up || d != c.down {
			t.Errorf("from %v: up %v down %v, want %v %v", c.from, u, d, c.up, c.down)
		}
	}
	l := table.Limit{Min: cr(1), Max: cr(5), Exact: xs}
	for from, want := range map[money.Amount]money.Amount{cr(1): cr(2), cr(2): cr(2), cr(5): cr(5)} {
		if got := doubled(&l, from); got != want {
			t.Errorf("double %v: %v, want %v", from, got, want)
		}
	}
	if got := doubled(&table.Limit{Min: cr(1), Max: cr(10)}, cr(3)); got != cr(6) {
		t.Errorf("double 3: %v", got)
	}
}

// Double doubles what can be doubled: the progressive and Five Card Hand
// Bonus wagers, of one amount, stay.
func TestDoubleWithAProgressive(t *testing.T) {
	tb := newTable(t, personOnly())
	p := tb.Person()
	refused(t, tb, table.ErrNoChange, func() error { return tb.Double(p) })
	must(t, tb.SetBets(p, bets(2, QueensUp, 3, SixCard, 3, Progressive, 1, HandBonus, 1, BadBeat, 1)))
	must(t, tb.Double(p))
	wantBets(t, tb, Ante, 4, SuperBonus, 4, QueensUp, 6, SixCard, 6, Progressive, 1, HandBonus, 1, BadBeat, 2)
	// A Queens Up of 12 would be over its maximum: it stays (and the 6 Card Bonus
	// with it), the rest doubles.
	must(t, tb.Double(p))
	wantBets(t, tb, Ante, 8, SuperBonus, 8, QueensUp, 6, SixCard, 6, Progressive, 1, HandBonus, 1, BadBeat, 4)
	must(t, tb.Take(p, QueensUp, cr(2)))
	must(t, tb.Double(p))
	wantBets(t, tb, Ante, 8, SuperBonus, 8, QueensUp, 8, SixCard, 8, Progressive, 1, HandBonus, 1, BadBeat, 8) // an Ante of 16 would be over its maximum
	must(t, tb.SetBets(p, bets(10, QueensUp, 10, SixCard, 10, Progressive, 1)))
	refused(t, tb, table.ErrNoChange, func() error { return tb.Double(p) }) // nothing can double
	checkRound(t, tb)

	cfg := personOnly()
	cfg.BuyIn = cr(20)
	tb = newTable(t, cfg)
	must(t, tb.SetBets(p, bets(4, Progressive, 1)))
	refused(t, tb, table.ErrCredits, func() error { return tb.Double(p) }) // 17 and 8 kept for the Play wager
}

// SetBets is all or nothing: any set of wagers, legal or not, is taken
// whole or leaves the table as it was (ledger, events, wagers), and a set
// taken keeps the rules.
func TestSetBetsAllOrNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	for _, cfg := range []Config{personOnly(), Default()} {
		tb := newTable(t, cfg)
		p := tb.Person()
		taken := 0
		for i := range 3000 {
			var b table.Bets
			switch r.IntN(4) {
			case 0: // something near the wagers on the felt
				b = tb.Bets(p)
			case 1:
				b = bets(int64(2 + r.IntN(9)))
			}
			for range 1 + r.IntN(4) {
				a := amounts()
				w := table.Wager(r.IntN(int(NumWagers)))
				if r.IntN(50) == 0 {
					w = table.Wager(r.IntN(table.MaxWagers))
				}
				b[w] = a[r.IntN(len(a))]
				switch r.IntN(3) {
				case 0:
					b[SuperBonus] = b[Ante]
				case 1:
					b[SixCard] = b[QueensUp]
				}
			}
			if r.IntN(3) == 0 {
				b[Play] = 0
			}
			before := snap(t, tb)
			err := tb.SetBets(p, b)
			if err != nil {
				if !before.same(snap(t, tb)) {
					t.Fatalf("set %d %v refused (%v) but changed the table", i, b[:NumWagers], err)
				}
				continue
			}
			taken++
			got := tb.Bets(p)
			if got != b {
				t.Fatalf("set %d: %v, asked for %v", i, got[:NumWagers], b[:NumWagers])
			}
			if got[Ante] != got[SuperBonus] || (got[SixCard] != 0 && got[SixCard] != got[QueensUp]) || got[Play] != 0 {
				t.Fatalf("set %d breaks the rules: %v", i, got[:NumWagers])
			}
			checkRound(t, tb)
			if r.IntN(20) == 0 {
				if err := tb.Deal(cards.Seed(i)); err != nil && !errors.Is(err, ErrNoPlayers) {
					t.Fatal(err)
				}
				if tb.Phase() == Deciding {
					must(t, tb.Decide(p, table.Fold))
				}
			}
		}
		if taken < 200 {
			t.Errorf("only %d of 3000 sets taken: the test tries too few legal ones", taken)
		}
	}
}

// SetBets moves linked wagers together where one wager at a time could
// not: a 6 Card Bonus and the Queens Up it equals, the Ante and its side
// bets. It is the front end's undo.
func TestSetBetsMovesLinkedWagersTogether(t *testing.T) {
	tb := newTable(t, personOnly())
	p := tb.Person()
	a := bets(5, QueensUp, 5, SixCard, 5)
	b := bets(2, QueensUp, 8, SixCard, 8, Progressive, 1)
	must(t, tb.SetBets(p, a))
	must(t, tb.SetBets(p, b))
	must(t, tb.SetBets(p, a))
	refused(t, tb, table.ErrNoChange, func() error { return tb.SetBets(p, a) })
	must(t, tb.SetBets(p, table.Bets{}))
	var wide table.Bets
	wide[NumWagers] = cr(1)
	refused(t, tb, ErrWager, func() error { return tb.SetBets(p, wide) })
	refused(t, tb, table.ErrNoChange, func() error { return tb.Clear(p) })
	refused(t, tb, table.ErrNoChange, func() error { return tb.Rebet(p) })
	must(t, tb.SetBets(p, b))
	must(t, tb.Deal(5))
	must(t, tb.Decide(p, table.Fold))
	must(t, tb.Rebet(p))
	if tb.Bets(p) != b || tb.Last(p) != b {
		t.Fatalf("rebet %v, last %v", tb.Bets(p), tb.Last(p))
	}
	refused(t, tb, table.ErrNoChange, func() error { return tb.Rebet(p) })
	checkRound(t, tb)
}

// Covers says when the person is broke, and BuyIn gives credits then and
// only then.
func TestCoversAndBuyIn(t *testing.T) {
	cfg := personOnly()
	cfg.BuyIn = cr(6) // three minimum antes
	tb := newTable(t, cfg)
	p := tb.Person()
	if !tb.Covers(p) || tb.Covers(0) || tb.Covers(-1) || tb.Covers(table.Seats) {
		t.Fatal("Covers of a fresh table")
	}
	refused(t, tb, ErrNotBroke, func() error { return tb.BuyIn(p) })
	refused(t, tb, ErrNotYours, func() error { return tb.BuyIn(0) })
	must(t, tb.Place(p, Ante, cr(2)))
	if !tb.Covers(p) { // the wagers on the felt count
		t.Fatal("the Ante on the felt does not count")
	}
	must(t, tb.Deal(1))
	refused(t, tb, ErrPhase, func() error { return tb.BuyIn(p) })
	must(t, tb.Decide(p, table.Fold))
	if tb.Covers(p) || tb.Balance(p) != cr(2) {
		t.Fatalf("after a fold: covers %v with %v", tb.Covers(p), tb.Balance(p))
	}
	must(t, tb.BuyIn(p))
	if !tb.Covers(p) || tb.Balance(p) != cr(8) {
		t.Fatalf("after the buy-in: covers %v with %v", tb.Covers(p), tb.Balance(p))
	}
	refused(t, tb, ErrNotBroke, func() error { return tb.BuyIn(p) })
	checkRound(t, tb)
}

// The meter systems are numbered among those the table has.
func TestMeterNumbering(t *testing.T) {
	none := Default()
	none.Progressive = ProgressiveConfig{}
	noBonus := Default()
	noBonus.HandBonus = HandBonusConfig{}
	neither := noBonus
	neither.Progressive = ProgressiveConfig{}
	for _, c := range []struct {
		name        string
		cfg         Config
		n           int
		prog, bonus int
	}{
		{"both", Default(), 2, 0, 1},
		{"no progressive", none, 1, table.NoMeter, 0},
		{"no hand bonus", noBonus, 1, 0, table.NoMeter},
		{"neither", neither, 0, table.NoMeter, table.NoMeter},
	} {
		tb := newTable(t, c.cfg)
		if tb.Meters() != c.n || tb.MeterOf(Progressive) != c.prog || tb.MeterOf(HandBonus) != c.bonus || tb.MeterOf(DealerBonus) != c.bonus {
			t.Errorf("%s: %d meters, progressive %d, hand bonus %d and %d", c.name, tb.Meters(), tb.MeterOf(Progressive), tb.MeterOf(HandBonus), tb.MeterOf(DealerBonus))
		}
		for k := range tb.Meters() {
			if m := tb.Meter(k); m == nil || (k == c.prog && m != tb.ProgressiveMeter()) || (k == c.bonus && m != tb.HandBonusMeter()) {
				t.Errorf("%s: meter %d is %p", c.name, k, m)
			}
		}
		if tb.Meter(-1) != nil || tb.Meter(tb.Meters()) != nil {
			t.Errorf("%s: a meter out of range", c.name)
		}
		for w := range NumWagers {
			if w != Progressive && w != HandBonus && w != DealerBonus && tb.MeterOf(w) != table.NoMeter {
				t.Errorf("%s: %s feeds meter %d", c.name, WagerName(w), tb.MeterOf(w))
			}
		}
		for _, e := range tb.Events() {
			if e.Kind == table.MeterChanged && int(e.Value) != tb.MeterOf(e.Wager) {
				t.Errorf("%s: a MeterChanged of %s says system %d", c.name, WagerName(e.Wager), e.Value)
			}
		}
	}
}

// After an internal inconsistency (here a rigged deck too short to deal)
// the action returns it, and from then on every action does and changes
// nothing; the table can still be saved, and comes back whole.
func TestErrStopsTheTable(t *testing.T) {
	tb := newTable(t, personOnly())
	p := tb.Person()
	must(t, tb.Place(p, Ante, cr(5)))
	tb.rig = &rig{deck: cards.MustParseList("2c 3c 4c")}
	err := tb.Deal(1)
	if err == nil || !errors.Is(err, table.ErrBroken) || tb.Err() != err {
		t.Fatalf("Deal returned %v, Err %v", err, tb.Err())
	}
	for name, act := range map[string]func() error{
		"Place":   func() error { return tb.Place(p, Ante, cr(1)) },
		"Take":    func() error { return tb.Take(p, Ante, cr(1)) },
		"SetBets": func() error { return tb.SetBets(p, table.Bets{}) },
		"Double":  func() error { return tb.Double(p) },
		"Rebet":   func() error { return tb.Rebet(p) },
		"Clear":   func() error { return tb.Clear(p) },
		"Bet":     func() error { return tb.Bet(p, Ante, cr(2)) },
		"Deal":    func() error { return tb.Deal(2) },
		"Decide":  func() error { return tb.Decide(p, table.Fold) },
		"BuyIn":   func() error { return tb.BuyIn(p) },
		"Advance": func() error { return tb.Advance(1) },
		"Void":    func() error { return tb.Void() },
	} {
		before := snap(t, tb)
		if got := act(); got != err {
			t.Errorf("%s after the failure: %v", name, got)
		}
		if !before.same(snap(t, tb)) {
			t.Errorf("%s after the failure changed the table", name)
		}
	}
	b, e := tb.MarshalBinary()
	must(t, e)
	back, e := Restore(b, testEval)
	must(t, e)
	if back.Err() != nil || back.Balance(p) != cr(500) {
		t.Fatalf("restored: %v, %v", back.Err(), back.Balance(p))
	}
}
