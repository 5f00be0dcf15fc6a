package crazy4

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"felt/game/cards"
	"felt/game/table"
)

// same fails unless a table that records and one that does not stand the
// same: phase, round, turn, every seat's credits, cards, hand and result,
// the ledger's balances and the meters. The quiet one must have kept no
// events and no entries.
func same(t testing.TB, at string, rec, quiet *Table) {
	t.Helper()
	if quiet.Recording() || !rec.Recording() {
		t.Fatalf("%s: the recording settings changed", at)
	}
	if len(quiet.Events()) != 0 || len(quiet.Ledger().Entries()) != 0 {
		t.Fatalf("%s: a table that does not record kept %d events and %d entries", at, len(quiet.Events()), len(quiet.Ledger().Entries()))
	}
	if rec.Phase() != quiet.Phase() || rec.Round() != quiet.Round() || rec.Turn() != quiet.Turn() {
		t.Fatalf("%s: phase %v %v, round %d %d, turn %d %d", at, rec.Phase(), quiet.Phase(), rec.Round(), quiet.Round(), rec.Turn(), quiet.Turn())
	}
	if rec.Ledger().Balances() != quiet.Ledger().Balances() || rec.Ledger().VoidedBalances() != quiet.Ledger().VoidedBalances() {
		t.Fatalf("%s: balances %+v and %+v", at, rec.Ledger().Balances(), quiet.Ledger().Balances())
	}
	for s := range table.Seats {
		if rec.Result(s) != quiet.Result(s) || rec.Cards(s) != quiet.Cards(s) || rec.Value(s) != quiet.Value(s) ||
			rec.Bets(s) != quiet.Bets(s) || rec.Folded(s) != quiet.Folded(s) || rec.Occupant(s) != quiet.Occupant(s) {
			t.Fatalf("%s: seat %d differs: %+v and %+v", at, s, rec.Result(s), quiet.Result(s))
		}
		for w := range NumWagers {
			if rec.Ledger().Settled(s, w) != quiet.Ledger().Settled(s, w) {
				t.Fatalf("%s: seat %d wager %d settled %v and %v", at, s, w, rec.Ledger().Settled(s, w), quiet.Ledger().Settled(s, w))
			}
		}
	}
	mr, okr := rec.MagicCard()
	mq, okq := quiet.MagicCard()
	if rec.DealerCards() != quiet.DealerCards() || mr != mq || okr != okq {
		t.Fatalf("%s: the dealer's cards or the Magic Card differ", at)
	}
	if p := rec.ProgressiveMeter(); p != nil {
		a, _ := p.MarshalBinary()
		b, _ := quiet.ProgressiveMeter().MarshalBinary()
		if string(a) != string(b) {
			t.Fatalf("%s: the progressive meters differ", at)
		}
	}
	if p := rec.HandBonusMeter(); p != nil {
		a, _ := p.MarshalBinary()
		b, _ := quiet.HandBonusMeter().MarshalBinary()
		if string(a) != string(b) {
			t.Fatalf("%s: the Five Card Hand Bonus meters differ", at)
		}
	}
	if quiet.Ledger().Total() != 0 || quiet.Ledger().VoidedBalances().Sum() != 0 {
		t.Fatalf("%s: the quiet table's credits add up to %v", at, quiet.Ledger().Total())
	}
	if quiet.Phase() == Done {
		if s, w, open := quiet.Ledger().Unsettled(); open {
			t.Fatalf("%s: seat %d wager %d unsettled after the round", at, s, w)
		}
	}
	if quiet.err != nil || rec.err != nil {
		t.Fatalf("%s: %v, %v", at, quiet.err, rec.err)
	}
}

// TestRecordingOff plays the same seeds and actions at tables that record
// and tables that do not (SetRecording(false), the simulation's setting):
// every round must come out the same, with credits conserved and each
// wager settled once, and the quiet table must keep nothing.
func TestRecordingOff(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 200
	}
	// Table-mates only, every wager: the simulation's round.
	rec, quiet := newTable(t, everyWager()), newTable(t, everyWager())
	quiet.SetRecording(false)
	settledEvents := 0
	for i := range n {
		seed := cards.Seed(i * 31)
		must(t, rec.Deal(seed))
		must(t, quiet.Deal(seed))
		for _, e := range rec.Events() {
			if e.Kind == table.Settled {
				settledEvents++
			}
		}
		same(t, fmt.Sprintf("mates' round %d", i), rec, quiet)
	}
	if settledEvents < n*40 {
		t.Fatalf("only %d wagers settled in %d rounds", settledEvents, n)
	}
	// The person's actions, legal and not, driven as the property tests do.
	r := rand.New(rand.NewPCG(5, 5))
	for _, cfg := range []Config{Default(), personOnly(), everyWager()} {
		rec, quiet := newTable(t, cfg), newTable(t, cfg)
		quiet.SetRecording(false)
		for i := range n * 4 {
			op, arg := byte(r.IntN(256)), byte(r.IntN(256))
			if r.IntN(3) == 0 {
				op = byte(10*r.IntN(5) + []int{0, 5, 7}[r.IntN(3)])
			}
			e1, e2 := step(rec, op, arg), step(quiet, op, arg)
			if fmt.Sprint(e1) != fmt.Sprint(e2) {
				t.Fatalf("action %d (%d %d): %v and %v", i, op, arg, e1, e2)
			}
			same(t, fmt.Sprintf("action %d (%d %d)", i, op, arg), rec, quiet)
		}
	}
}

// TestSetRecording turns the record off and on between rounds.
func TestSetRecording(t *testing.T) {
	tb := newTable(t, everyWager())
	must(t, tb.Deal(1))
	if !tb.Recording() || len(tb.Events()) == 0 || len(tb.Ledger().Entries()) == 0 {
		t.Fatal("a new table does not record")
	}
	tb.SetRecording(false)
	if len(tb.Events()) != 0 || len(tb.Ledger().Entries()) != 0 {
		t.Fatal("SetRecording(false) kept the record")
	}
	must(t, tb.Deal(2))
	if len(tb.Events()) != 0 || len(tb.Ledger().Entries()) != 0 {
		t.Fatal("a quiet round was recorded")
	}
	b, err := tb.MarshalBinary()
	must(t, err)
	must(t, tb.UnmarshalBinary(b))
	if tb.Recording() {
		t.Fatal("UnmarshalBinary turned recording on")
	}
	tb.SetRecording(true)
	must(t, tb.Deal(3))
	if len(tb.Events()) == 0 || tb.Events()[0].Kind != table.RoundStart || len(tb.Ledger().Entries()) == 0 {
		t.Fatal("recording again")
	}
}
