package crisscross

import (
	"bytes"
	"slices"
	"testing"

	"felt/game/cards"
	"felt/game/table"
)

// resumeConfig is the default table with five table-mates who make every
// wager, two of them playing on hunches (which draw from the shoe's
// stream between decisions).
func resumeConfig() Config {
	cfg := DefaultConfig()
	cfg.Mates, cfg.Roster, cfg.BuyIn = 5, eager(), cr(100_000)
	return cfg
}

// sameState fails unless two tables stand the same: phase, street, turn,
// seats, bets, credits, events and save.
func sameState(t *testing.T, at string, a, b *Table) {
	t.Helper()
	if a.Phase() != b.Phase() || a.Street() != b.Street() || a.Turn() != b.Turn() || a.Round() != b.Round() {
		t.Fatalf("%s: %v %v %d / %v %v %d", at, a.Phase(), a.Street(), a.Turn(), b.Phase(), b.Street(), b.Turn())
	}
	for n := range table.Seats {
		if a.Balance(n) != b.Balance(n) || a.Bets(n) != b.Bets(n) || a.Last(n) != b.Last(n) {
			t.Fatalf("%s: seat %d: %v %v / %v %v", at, n, a.Balance(n), a.Bets(n), b.Balance(n), b.Bets(n))
		}
		if sa, oka := a.Situation(n); true {
			if sb, okb := b.Situation(n); sa != sb || oka != okb {
				t.Fatalf("%s: seat %d sees %+v / %+v", at, n, sa, sb)
			}
		}
	}
	if !slices.Equal(a.Events(), b.Events()) {
		t.Fatalf("%s: the events differ", at)
	}
	da, err := a.MarshalBinary()
	must(t, err)
	db, err := b.MarshalBinary()
	must(t, err)
	if !bytes.Equal(da, db) {
		t.Fatalf("%s: the saves differ", at)
	}
}

// A round saved at any decision, or before the deal with wagers up,
// resumes exactly where it was: the same events so far, the same table,
// and from there the same round as the table that was never saved (the
// same cards, the table-mates' hunches and the wheels from the same
// stream, the same meters).
func TestResumeMidRound(t *testing.T) {
	tb := tableOf(t, resumeConfig())
	p := tb.Person()
	rng := cards.NewShoe(5)
	resumed := 0
	for r := range 400 {
		if tb.Rebet(p) != nil {
			must(t, tb.SetBets(p, table.Bets{AnteAcross: cr(10), AnteDown: cr(10), FiveCardBonus: cr(5), BonusSpin: cr(5), Xtreme: cr(5)}))
		}
		if !tb.Covers(p) {
			must(t, tb.BuyIn(p))
		}
		// Before the deal, with the wagers up.
		if r%10 == 0 {
			tb = saveAndResume(t, tb, "betting")
			if tb.Phase() != table.Betting || tb.Bets(p).Total() == 0 {
				t.Fatalf("round %d: resumed %v with %v", r, tb.Phase(), tb.Bets(p))
			}
		}
		must(t, tb.Deal(cards.Seed(r)))
		stop := rng.IntN(4) // the decision to save at
		for k := 0; deciding(tb); k++ {
			if k == stop {
				tb = saveAndResume(t, tb, "mid-round")
				resumed++
			}
			n := tb.Turn()
			s, _ := tb.Situation(n)
			a := Simple{}.Decide(s)
			if rng.IntN(8) == 0 {
				a = table.Fold
			}
			must(t, tb.Decide(n, tb.Legal(n).Best(a)))
		}
		checkBooks(t, tb)
	}
	if resumed < 100 {
		t.Errorf("%d rounds resumed", resumed)
	}
}

// saveAndResume saves tb, restores the save into a fresh table, checks
// that they stand the same and play on the same to the end of the round
// (both deciding by the simple strategy), and returns the restored table at the
// point it was saved.
func saveAndResume(t *testing.T, tb *Table, at string) *Table {
	t.Helper()
	data, err := tb.MarshalBinary()
	must(t, err)
	fresh := func() *Table {
		x := tableOf(t, resumeConfig())
		must(t, x.UnmarshalBinary(data))
		return x
	}
	back := fresh()
	sameState(t, at, tb, back)
	if back.Err() != nil || back.Total() != 0 || count(back, table.Voided) != nil {
		t.Fatalf("%s: resumed with %v, %v", at, back.Err(), back.Total())
	}
	// Both play on alike.
	other := fresh()
	for _, x := range []*Table{tb, other} {
		if x.Phase() == table.Betting {
			must(t, x.Deal(99))
		}
		playSimple(t, x)
	}
	sameState(t, at+", played on", tb, other)
	checkBooks(t, other)
	return back
}

// A saved round of a table with other rules cannot go on: it is void,
// every wager in play returned (the folded ones stay lost), and the table
// is Done.
func TestResumeOtherRulesVoids(t *testing.T) {
	tb := tableOf(t, resumeConfig())
	p := tb.Person()
	must(t, tb.SetBets(p, table.Bets{AnteAcross: cr(10), AnteDown: cr(10), FiveCardBonus: cr(5), BonusSpin: cr(5)}))
	before := tb.Balance(p) + tb.Bets(p).Total()
	must(t, tb.Deal(3))
	must(t, tb.Decide(p, table.Bet2x))
	for tb.Street() == AcrossStreet {
		must(t, tb.Decide(tb.Turn(), table.Bet1x))
	}
	data, err := tb.MarshalBinary()
	must(t, err)
	cfg := resumeConfig()
	cfg.CapFloor = cr(60_000)
	other := tableOf(t, cfg)
	must(t, other.UnmarshalBinary(data))
	if other.Phase() != table.Done || other.Balance(p) != before || other.Total() != 0 {
		t.Fatalf("void: %v, %v of %v", other.Phase(), other.Balance(p), before)
	}
	var refunds int
	for _, e := range other.Events() {
		if e.Kind == table.Voided {
			refunds++
			if o, _ := other.Occupant(int(e.Seat)); o == Empty || e.Amount <= 0 {
				t.Errorf("%+v", e)
			}
		}
	}
	if ev := other.Events(); refunds < 2 || ev[len(ev)-1].Kind != table.RoundEnd {
		t.Errorf("events %+v", ev)
	}
	// It plays on.
	must(t, other.Rebet(p))
	must(t, other.Deal(4))
	playSimple(t, other)
	checkBooks(t, other)
}
