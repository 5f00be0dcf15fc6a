package crisscross

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"felt/game/cards"
	"felt/game/table"
)

// sameTables fails unless a table that records and one that does not
// stand the same: phase, round, turn, cross, every seat's credits, cards,
// hands, wagers and results, and the meters. The quiet one must keep no
// events and no entries, conserve credits, and at the end of a round have
// settled every wager it took.
func sameTables(t testing.TB, at string, rec, quiet *Table) {
	t.Helper()
	if quiet.Recording() || !rec.Recording() {
		t.Fatalf("%s: the recording settings changed", at)
	}
	if len(quiet.Events()) != 0 || len(quiet.Entries()) != 0 {
		t.Fatalf("%s: a table that does not record kept %d events and %d entries", at, len(quiet.Events()), len(quiet.Entries()))
	}
	if rec.Phase() != quiet.Phase() || rec.Street() != quiet.Street() || rec.Round() != quiet.Round() || rec.Turn() != quiet.Turn() {
		t.Fatalf("%s: phase %v %v, round %d %d, turn %d %d", at, rec.Phase(), quiet.Phase(), rec.Round(), quiet.Round(), rec.Turn(), quiet.Turn())
	}
	for p := range Position(CrossSize) {
		cr, ur := rec.Cross(p)
		cq, uq := quiet.Cross(p)
		if cr != cq || ur != uq {
			t.Fatalf("%s: cross %v differs", at, p)
		}
	}
	for n := range table.Seats {
		if rec.Balance(n) != quiet.Balance(n) {
			t.Fatalf("%s: seat %d has %v and %v", at, n, rec.Balance(n), quiet.Balance(n))
		}
		or, mr := rec.Occupant(n)
		oq, mq := quiet.Occupant(n)
		hr, okr := rec.Hole(n)
		hq, okq := quiet.Hole(n)
		ar, dr, okr2 := rec.Hands(n)
		aq, dq, okq2 := quiet.Hands(n)
		if or != oq || mr != mq || hr != hq || okr != okq || ar != aq || dr != dq || okr2 != okq2 {
			t.Fatalf("%s: seat %d differs", at, n)
		}
		for w := range NumWagers {
			if rec.Result(n, w) != quiet.Result(n, w) || rec.OnSpot(n, w) != quiet.OnSpot(n, w) || rec.Bets(n) != quiet.Bets(n) || rec.Last(n) != quiet.Last(n) ||
				rec.ledger.Settled(n, w) != quiet.ledger.Settled(n, w) || rec.ledger.IsStaked(n, w) != quiet.ledger.IsStaked(n, w) {
				t.Fatalf("%s: seat %d %s differs: %+v and %+v", at, n, WagerName(w), rec.Result(n, w), quiet.Result(n, w))
			}
		}
	}
	for i := range rec.meters {
		a, _ := rec.meters[i].MarshalBinary()
		b, _ := quiet.meters[i].MarshalBinary()
		if string(a) != string(b) {
			t.Fatalf("%s: meter system %d differs", at, i)
		}
	}
	if quiet.Total() != 0 {
		t.Fatalf("%s: the quiet table's credits add up to %v", at, quiet.Total())
	}
	if quiet.Phase() == table.Done {
		if n, w, open := quiet.ledger.Unsettled(); open {
			t.Fatalf("%s: seat %d %s unsettled after the round", at, n, WagerName(w))
		}
	}
}

// TestRecordingOff plays the same seeds and actions at a table that
// records and one that does not (SetRecording(false), the simulation's
// setting): every round must come out the same.
func TestRecordingOff(t *testing.T) {
	n := 1000
	if testing.Short() {
		n = 200
	}
	// Table-mates only, every wager: the simulation's round.
	cfg := bare()
	cfg.Mates, cfg.Roster = table.Seats, eager()
	rec, quiet := tableOf(t, cfg), tableOf(t, cfg)
	quiet.SetRecording(false)
	for i := range n {
		seed := cards.Seed(i * 31)
		must(t, rec.Deal(seed))
		must(t, quiet.Deal(seed))
		sameTables(t, fmt.Sprintf("mates' round %d", i), rec, quiet)
	}
	// Players and table-mates, actions legal and not, as the fuzz test
	// drives them.
	r := rand.New(rand.NewPCG(6, 6))
	rec, quiet = drivenTable(t), drivenTable(t)
	quiet.SetRecording(false)
	for i := range 8 * n {
		op, a, b, c := byte(r.IntN(256)), byte(r.IntN(256)), byte(r.IntN(256)), byte(r.IntN(256))
		if i%3 == 0 {
			op = []byte{4, 9, 11, 12, 13}[r.IntN(5)]
		}
		e1, e2 := act(rec, op, a, b, c), act(quiet, op, a, b, c)
		if fmt.Sprint(e1) != fmt.Sprint(e2) {
			t.Fatalf("action %d (%d %d %d %d): %v and %v", i, op, a, b, c, e1, e2)
		}
		sameTables(t, fmt.Sprintf("action %d (%d)", i, op%20), rec, quiet)
	}
	if rec.Round() < uint64(n/4) {
		t.Fatalf("only %d rounds dealt in %d actions", rec.Round(), 8*n)
	}
}

// TestSetRecording turns the record off and on between rounds.
func TestSetRecording(t *testing.T) {
	cfg := bare()
	cfg.Mates = 3
	tb := tableOf(t, cfg)
	must(t, tb.Deal(1))
	if !tb.Recording() || len(tb.Events()) == 0 || len(tb.Entries()) == 0 {
		t.Fatal("a new table does not record")
	}
	tb.SetRecording(false)
	if len(tb.Events()) != 0 || len(tb.Entries()) != 0 {
		t.Fatal("SetRecording(false) kept the record")
	}
	must(t, tb.Deal(2))
	data, err := tb.MarshalBinary()
	must(t, err)
	must(t, tb.UnmarshalBinary(data))
	if tb.Recording() || len(tb.Events()) != 0 || len(tb.Entries()) != 0 {
		t.Fatal("a quiet table recorded, or UnmarshalBinary turned recording on")
	}
	tb.SetRecording(true)
	must(t, tb.Deal(3))
	if len(tb.Events()) == 0 || tb.Events()[0].Kind != table.RoundStart || len(tb.Entries()) == 0 {
		t.Fatal("recording again")
	}
}

// TestMade checks made and drawing, which work on bit masks, against
// counting the ranks, for every four ranks (offsuit, and suited for drawing).
func TestMade(t *testing.T) {
	for r0 := range cards.Rank(cards.NumRanks) {
		for r1 := range cards.Rank(cards.NumRanks) {
			for a := range cards.Rank(cards.NumRanks) {
				for b := range cards.Rank(cards.NumRanks) {
					var count [cards.NumRanks]int
					for _, r := range [4]cards.Rank{r0, r1, a, b} {
						count[r]++
					}
					pairs, high, trips := 0, false, false
					for r, n := range count {
						switch {
						case n >= 3:
							trips = true
						case n == 2:
							pairs++
						}
						high = high || n >= 2 && cards.Rank(r) >= cards.Six
					}
					hole := [2]cards.Card{cards.New(r0, cards.Clubs), cards.New(r1, cards.Diamonds)}
					if got, want := made(hole, a, b), trips || high || pairs >= 2; got != want {
						t.Fatalf("made(%v %v %v %v) = %v", r0, r1, a, b, got)
					}
					// Four in a row, completed at either end: 2-3-4-5 up to 10-J-Q-K.
					lo, n := min(r0, r1, a, b), 0
					for r := lo; r < lo+4 && r < cards.NumRanks; r++ {
						n += count[r]
						if count[r] != 1 {
							n = -10
						}
					}
					open := n == 4 && lo <= cards.Ten
					line := [2]cards.Card{cards.New(a, cards.Hearts), cards.New(b, cards.Spades)}
					if got := drawing(hole, line); got != open {
						t.Fatalf("drawing(%v %v %v %v) offsuit = %v", r0, r1, a, b, got)
					}
					hole[1], line = cards.New(r1, cards.Clubs), [2]cards.Card{cards.New(a, cards.Clubs), cards.New(b, cards.Clubs)}
					if got := drawing(hole, line); !got {
						t.Fatalf("drawing(%v %v %v %v) suited = %v", r0, r1, a, b, got)
					}
				}
			}
		}
	}
}

// TestClearRound checks that clearRound leaves a seat, after rounds that
// set all there is, as a seat of the same occupant with only its last
// wagers.
func TestClearRound(t *testing.T) {
	tb := benchPlayers(&testing.B{})
	for n := range 2 {
		must(t, tb.Leave(n))
		must(t, tb.SeatMate(n, n))
	}
	for i := range 50 {
		must(t, tb.Deal(cards.Seed(i)))
		playSimple(t, tb)
		for n := range table.Seats {
			s := tb.seats[n]
			c := s
			c.clearRound()
			if want := (seat{who: s.who, mate: s.mate, rebuys: s.rebuys, habits: s.habits, last: s.last, lastOK: s.lastOK}); !reflect.DeepEqual(c, want) {
				t.Fatalf("seat %d after clearRound: %+v", n, c)
			}
			if n >= 2 {
				must(t, tb.Rebet(n))
			}
		}
	}
}
