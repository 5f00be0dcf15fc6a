package crisscross

import (
	"errors"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// personTable is the default table: the person in seat 2 with 1,000
// credits and three table-mates.
func personTable(t testing.TB) *Table {
	t.Helper()
	tb, err := NewTable(DefaultConfig(), sharedEval())
	must(t, err)
	return tb
}

// The phases of a round as a front end sees them, and the round's events
// beginning with RoundStart.
func TestPhases(t *testing.T) {
	tb := personTable(t)
	p := tb.Person()
	if p != 2 || tb.Name() != "crisscross" || tb.Wagers() != int(NumWagers) || tb.WagerName(Xtreme) != "Bonus Spin Xtreme" {
		t.Fatalf("person %d, name %q", p, tb.Name())
	}
	if tb.Phase() != table.Betting || tb.Round() != 1 || tb.Turn() != -1 || tb.Street() != NoStreet {
		t.Fatalf("a new table: %v round %d", tb.Phase(), tb.Round())
	}
	must(t, tb.Place(p, AnteDown, cr(5)))
	must(t, tb.Deal(1))
	if tb.Phase() != table.Deciding || tb.Turn() != p || tb.Street() != AcrossStreet || tb.Legal(p) == 0 || tb.Legal(0) != 0 {
		t.Fatalf("dealt: %v turn %d street %v", tb.Phase(), tb.Turn(), tb.Street())
	}
	if b := tb.Bets(p); b[AnteAcross] != cr(5) || b[AnteDown] != cr(5) {
		t.Errorf("bets in play %v", b)
	}
	play(t, tb, nil)
	if tb.Phase() != table.Done || tb.Turn() != -1 || tb.Bets(p).Total() != 0 || tb.Last(p)[AnteAcross] != cr(5) {
		t.Fatalf("settled: %v turn %d bets %v last %v", tb.Phase(), tb.Turn(), tb.Bets(p), tb.Last(p))
	}
	checkBooks(t, tb)
	// The next bet opens round 2, its events from RoundStart.
	must(t, tb.Rebet(p))
	ev := tb.Events()
	if tb.Phase() != table.Betting || tb.Round() != 2 || ev[0].Kind != table.RoundStart || ev[0].Amount != 2 {
		t.Fatalf("next round: %v round %d, %+v", tb.Phase(), tb.Round(), ev[0])
	}
	// Deal after a round is done opens the next one too; the person, with
	// nothing up, sits it out.
	must(t, tb.Deal(2))
	play(t, tb, nil)
	must(t, tb.Deal(3))
	if dealt, _ := tb.InPlay(p); dealt || tb.Round() != 3 || tb.Phase() != table.Done {
		t.Errorf("round %d: the person dealt in without wagers", tb.Round())
	}
}

// Place and Take move chips as a player at the table does, linked bets
// with them; every change is all or nothing.
func TestPlaceAndTake(t *testing.T) {
	tb := personTable(t)
	p := tb.Person()
	bets := func() table.Bets { return tb.Bets(p) }
	steps := []struct {
		name string
		do   func() error
		err  error
		want table.Bets
	}{
		{"side wager first", func() error { return tb.Place(p, FiveCardBonus, cr(1)) }, ErrNeedsAnte, table.Bets{}},
		{"a 1 on the ante: raised to the minimum, both antes", func() error { return tb.Place(p, AnteDown, cr(1)) }, nil, table.Bets{cr(5), cr(5)}},
		{"a 25 on the ante", func() error { return tb.Place(p, AnteAcross, cr(25)) }, nil, table.Bets{cr(30), cr(30)}},
		{"Bonus Spin on", func() error { return tb.Place(p, BonusSpin, cr(25)) }, nil, table.Bets{cr(30), cr(30), 0, 0, 0, 0, cr(1)}},
		{"Bonus Spin up a step", func() error { return tb.Place(p, BonusSpin, cr(1)) }, nil, table.Bets{cr(30), cr(30), 0, 0, 0, 0, cr(5)}},
		{"Bonus Spin at its top", func() error { return tb.Place(p, BonusSpin, cr(1)) }, table.ErrNoChange, table.Bets{cr(30), cr(30), 0, 0, 0, 0, cr(5)}},
		{"Xtreme on", func() error { return tb.Place(p, Xtreme, cr(5)) }, nil, table.Bets{cr(30), cr(30), 0, 0, 0, 0, cr(5), cr(1)}},
		{"Xtreme up", func() error { return tb.Place(p, Xtreme, cr(5)) }, nil, table.Bets{cr(30), cr(30), 0, 0, 0, 0, cr(5), cr(2)}},
		{"Xtreme down a step", func() error { return tb.Take(p, Xtreme, cr(5)) }, nil, table.Bets{cr(30), cr(30), 0, 0, 0, 0, cr(5), cr(1)}},
		{"Five Card Bonus under its minimum", func() error { return tb.Place(p, FiveCardBonus, cr(1)) }, nil, table.Bets{cr(30), cr(30), 0, 0, 0, cr(1), cr(5), cr(1)}},
		{"street bet", func() error { return tb.Place(p, DownBet, cr(5)) }, ErrNotBetting, table.Bets{cr(30), cr(30), 0, 0, 0, cr(1), cr(5), cr(1)}},
		{"over the maximum", func() error { return tb.Place(p, AnteAcross, cr(500)) }, table.ErrOverMax, table.Bets{cr(30), cr(30), 0, 0, 0, cr(1), cr(5), cr(1)}},
		{"more than the credits", func() error { return tb.Place(p, AnteAcross, cr(200)) }, table.ErrCredits, table.Bets{cr(30), cr(30), 0, 0, 0, cr(1), cr(5), cr(1)}},
		{"take 25 of 30: the minimum stays", func() error { return tb.Take(p, AnteAcross, cr(28)) }, nil, table.Bets{cr(5), cr(5), 0, 0, 0, cr(1), cr(5), cr(1)}},
		{"take from the minimum: the antes and the side wagers off", func() error { return tb.Take(p, AnteDown, cr(1)) }, nil, table.Bets{}},
		{"take from nothing", func() error { return tb.Take(p, AnteDown, cr(1)) }, table.ErrNoStake, table.Bets{}},
		{"a bad chip", func() error { return tb.Place(p, AnteDown, 0) }, table.ErrAmount, table.Bets{}},
		{"a mate's seat", func() error { return tb.Place(0, AnteDown, cr(5)) }, ErrMateBets, table.Bets{}},
	}
	for _, s := range steps {
		before := snap(t, tb)
		err := s.do()
		if !errors.Is(err, s.err) || err == nil && s.err != nil {
			t.Fatalf("%s: %v, want %v", s.name, err, s.err)
		}
		if err != nil && !sameSnap(before, snap(t, tb)) {
			t.Fatalf("%s: refused, and the table changed", s.name)
		}
		if got := bets(); got != s.want {
			t.Fatalf("%s: %v, want %v", s.name, got, s.want)
		}
		if tb.Balance(p)+bets().Total() != cr(1_000) {
			t.Fatalf("%s: %v left with %v up", s.name, tb.Balance(p), bets().Total())
		}
	}
}

// SetBets, Double, Rebet and Clear are each one action.
func TestWholeBets(t *testing.T) {
	tb := personTable(t)
	p := tb.Person()
	b := table.Bets{AnteAcross: cr(10), AnteDown: cr(10), FiveCardBonus: cr(3), BonusSpin: cr(1), Xtreme: cr(1)}
	must(t, tb.SetBets(p, b))
	if err := tb.SetBets(p, b); !errors.Is(err, table.ErrNoChange) {
		t.Errorf("the same bets again: %v", err)
	}
	must(t, tb.Double(p))
	want := table.Bets{AnteAcross: cr(20), AnteDown: cr(20), FiveCardBonus: cr(6), BonusSpin: cr(1), Xtreme: cr(2)}
	if tb.Bets(p) != want {
		t.Errorf("doubled %v", tb.Bets(p))
	}
	// A wager whose double is over its maximum stays; the others double.
	must(t, tb.SetBets(p, table.Bets{AnteAcross: cr(10), AnteDown: cr(10), FiveCardBonus: cr(60)}))
	must(t, tb.Double(p))
	if want := (table.Bets{AnteAcross: cr(20), AnteDown: cr(20), FiveCardBonus: cr(60)}); tb.Bets(p) != want {
		t.Errorf("double with a wager that cannot double: %v, want %v", tb.Bets(p), want)
	}

	must(t, tb.SetBets(p, b))
	must(t, tb.Deal(5))
	play(t, tb, nil)
	must(t, tb.Rebet(p))
	if tb.Bets(p) != b || tb.Phase() != table.Betting {
		t.Errorf("rebet %v", tb.Bets(p))
	}
	if err := tb.Rebet(p); !errors.Is(err, table.ErrNoChange) {
		t.Errorf("rebet twice: %v", err)
	}
	must(t, tb.Clear(p))
	if tb.Bets(p).Total() != 0 {
		t.Errorf("cleared %v", tb.Bets(p))
	}
}

// A person short of a minimum round buys in for the configured credits;
// a covered one cannot.
func TestCoversAndBuyIn(t *testing.T) {
	cfg := DefaultConfig()
	cfg.BuyIn = cr(25)
	tb := tableOf(t, cfg)
	p := tb.Person()
	if !tb.Covers(p) || tb.Balance(p) != cr(25) {
		t.Fatalf("covers %v with %v", tb.Covers(p), tb.Balance(p))
	}
	if err := tb.BuyIn(p); !errors.Is(err, ErrNotBroke) {
		t.Fatalf("buy-in while covered: %v", err)
	}
	must(t, tb.BetAntes(p, cr(5)))
	must(t, tb.Deal(11))
	if err := tb.BuyIn(p); !errors.Is(err, ErrRound) {
		t.Errorf("buy-in mid-round: %v", err)
	}
	play(t, tb, map[int][3]table.Action{p: {table.Fold}})
	if tb.Covers(p) || tb.Balance(p) != cr(15) {
		t.Fatalf("covers %v with %v", tb.Covers(p), tb.Balance(p))
	}
	if err := tb.BetAntes(p, cr(5)); !errors.Is(err, table.ErrCredits) {
		t.Errorf("antes without the street bets: %v", err)
	}
	must(t, tb.BuyIn(p))
	if tb.Balance(p) != cr(40) || tb.Phase() != table.Betting || tb.Round() != 2 {
		t.Errorf("bought in: %v, %v, round %d", tb.Balance(p), tb.Phase(), tb.Round())
	}
	if e := count(tb, table.BoughtIn); len(e) != 1 || e[0].Seat != int8(p) || e[0].Amount != cr(25) {
		t.Errorf("events %+v", e)
	}
	if err := tb.BuyIn(0); !errors.Is(err, ErrSeat) {
		t.Errorf("a mate's buy-in: %v", err)
	}
}

// The meter systems a front end shows: the wagers the table offers.
func TestMeters(t *testing.T) {
	tb := personTable(t)
	if tb.Meters() != 2 || tb.MeterOf(BonusSpin) != 0 || tb.MeterOf(Xtreme) != 1 || tb.MeterOf(AnteAcross) != table.NoMeter ||
		tb.Meter(0) != tb.meters[spinMeter] || tb.Meter(1) != tb.meters[xtremeMeter] || tb.Meter(2) != nil {
		t.Fatal("meters of the default table")
	}
	cfg := DefaultConfig()
	cfg.Spin = table.Limit{}
	tb = tableOf(t, cfg)
	if tb.Meters() != 1 || tb.MeterOf(BonusSpin) != table.NoMeter || tb.MeterOf(Xtreme) != 0 || tb.Meter(0) != tb.meters[xtremeMeter] || tb.Meter(1) != nil || tb.Offered(BonusSpin) {
		t.Fatal("meters of a table without Bonus Spin")
	}
	for _, e := range count(tb, table.MeterChanged) {
		if e.Value != 0 || e.Wager != Xtreme {
			t.Errorf("meter event %+v", e)
		}
	}
	if !tb.Offered(MiddleBet) || tb.Limit(MiddleBet).Offered() || !tb.Offered(AnteDown) {
		t.Error("offered wagers")
	}
}

// Once the ledger fails, the table refuses every action and changes
// nothing.
func TestErrStops(t *testing.T) {
	tb := personTable(t)
	p := tb.Person()
	must(t, tb.BetAntes(p, cr(5)))
	tb.fail(errors.New("a broken invariant"))
	before := snap(t, tb)
	for name, err := range map[string]error{
		"place": tb.Place(p, AnteAcross, cr(5)), "take": tb.Take(p, AnteAcross, cr(5)), "bet": tb.Bet(p, AnteAcross, cr(10)),
		"set": tb.SetBets(p, table.Bets{}), "double": tb.Double(p), "rebet": tb.Rebet(p), "clear": tb.Clear(p),
		"deal": tb.Deal(1), "decide": tb.Decide(p, table.Fold), "buy in": tb.BuyIn(p), "advance": tb.Advance(1),
		"seat": tb.SeatPlayer(5, cr(10)), "mate": tb.SeatMate(5, 7), "leave": tb.Leave(0),
	} {
		if !errors.Is(err, table.ErrBroken) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if !sameSnap(before, snap(t, tb)) || !errors.Is(tb.Err(), table.ErrBroken) {
		t.Error("a stopped table changed")
	}
	// Saved, it restores whole.
	data, err := tb.MarshalBinary()
	must(t, err)
	tb2 := personTable(t)
	must(t, tb2.UnmarshalBinary(data))
	if tb2.Err() != nil || tb2.Balance(p) != cr(1_000) {
		t.Errorf("restored: %v, %v", tb2.Err(), tb2.Balance(p))
	}
}

// Rejected actions change nothing and the credits are conserved, over
// many seeded rounds of a person and table-mates through the front end's
// actions.
func TestFrontEndRounds(t *testing.T) {
	tb := personTable(t)
	p := tb.Person()
	rng := cards.NewShoe(77)
	chips := []money.Amount{cr(1), cr(5), cr(25), cr(100)}
	for r := range 400 {
		for range 4 {
			w := table.Wager(rng.IntN(int(NumWagers)))
			chip := chips[rng.IntN(len(chips))]
			before := snap(t, tb)
			var err error
			if rng.IntN(3) == 0 {
				err = tb.Take(p, w, chip)
			} else {
				err = tb.Place(p, w, chip)
			}
			if err != nil && !sameSnap(before, snap(t, tb)) {
				t.Fatalf("round %d: a refused chip changed the table: %v", r, err)
			}
		}
		if !tb.Covers(p) {
			must(t, tb.BuyIn(p))
		}
		if err := tb.Deal(cards.Seed(r)); err != nil {
			t.Fatal(err)
		}
		for deciding(tb) {
			n := tb.Turn()
			acts := tb.Legal(n).Append(nil)
			must(t, tb.Decide(n, acts[rng.IntN(len(acts))]))
		}
		checkBooks(t, tb)
	}
}
