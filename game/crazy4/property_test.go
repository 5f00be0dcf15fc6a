package crazy4

import (
	"math/rand/v2"
	"slices"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// amounts are the wagers the driver tries: legal ones and every kind of
// illegal one.
func amounts() []money.Amount {
	return []money.Amount{0, cr(1), cr(2), cr(5), cr(10), cr(11), cr(2) + 50, -cr(1), cr(1000)}
}

// step decodes one action from two bytes and carries it out on tb.
func step(tb *Table, op, arg byte) error {
	p := tb.Person()
	seat := p
	if arg&0x80 != 0 {
		seat = int(arg>>4) & 7
	}
	a := amounts()
	switch op % 10 {
	case 0:
		return tb.Bet(seat, table.Wager(arg%11), a[int(op/10)%len(a)])
	case 1:
		return tb.Place(seat, table.Wager(arg%11), a[int(op/10)%len(a)])
	case 2:
		return tb.Take(seat, table.Wager(arg%11), a[int(op/10)%len(a)])
	case 3:
		switch op / 10 % 3 {
		case 0:
			return tb.Clear(seat)
		case 1:
			return tb.Double(seat)
		}
		// A set near the wagers on the felt, or the last round's.
		b := tb.Bets(p)
		if arg&1 != 0 {
			b = tb.Last(p)
		}
		b[(arg>>1)%16] = a[int(op/30)%len(a)]
		if arg&0x40 != 0 {
			b[SixCard] = b[QueensUp]
		}
		return tb.SetBets(seat, b)
	case 4:
		return tb.Rebet(seat)
	case 5, 6:
		return tb.Deal(cards.Seed(arg) | cards.Seed(op)<<8)
	case 7:
		return tb.Decide(seat, table.Action(arg%6))
	case 8:
		if arg%4 == 0 {
			return tb.Void()
		}
		return tb.BuyIn(tb.Person())
	default:
		if arg%2 == 0 {
			return tb.Advance(int64(arg))
		}
		b, err := tb.MarshalBinary()
		if err != nil {
			return err
		}
		return tb.UnmarshalBinary(b)
	}
}

// drive plays the actions of data on tb, checking after each one that the
// credits are conserved, that a refused action changed nothing, and at the
// end of each round that every wager was settled exactly once and the
// events account for each seat's result.
func drive(t testing.TB, tb *Table, data []byte) {
	t.Helper()
	for i := 0; i+1 < len(data); i += 2 {
		before := snap(t, tb)
		round := tb.Round()
		err := step(tb, data[i], data[i+1])
		if err != nil && !before.same(snap(t, tb)) {
			t.Fatalf("action %d (%d %d) refused with %v, but changed the table", i/2, data[i], data[i+1], err)
		}
		checkRound(t, tb)
		if tb.Phase() == Done && (tb.Round() != round || before.phase != Done) {
			checkResults(t, tb)
		}
	}
}

// checkResults checks that a finished round's events add up, for each
// seat, to its result.
func checkResults(t testing.TB, tb *Table) {
	t.Helper()
	var net [table.Seats]money.Amount
	void := false
	for _, e := range tb.Events() {
		switch e.Kind {
		case table.Settled, table.Paid:
			net[e.Seat] += e.Amount
		case table.Voided:
			void = true
		}
	}
	for s := range net {
		r := tb.Result(s)
		if void {
			if r.Net() != 0 {
				t.Fatalf("seat %d nets %v in a void round", s, r.Net())
			}
			continue
		}
		if r.Net() != net[s] {
			t.Fatalf("seat %d: events net %v, result %v", s, net[s], r.Net())
		}
	}
}

// TestProperties plays many seeded random sequences of actions, legal and
// not, at tables with and without table-mates.
func TestProperties(t *testing.T) {
	configs := []Config{Default(), personOnly(), everyWager()}
	five := Default()
	five.Progressive = ProgressiveConfig{Kind: MultiLink, Table: "PTMGLML02", Unit: cr(5)}
	five.HandBonus.Unit = cr(5)
	five.Mates = 5
	configs = append(configs, five)
	r := rand.New(rand.NewPCG(4, 4))
	n := 60
	if testing.Short() {
		n = 10
	}
	for c, cfg := range configs {
		for range n {
			tb := newTable(t, cfg)
			data := make([]byte, 2*400)
			for i := range data {
				data[i] = byte(r.IntN(256))
			}
			// Lean towards the actions that move a round along.
			for i := 0; i < len(data); i += 2 {
				switch r.IntN(6) {
				case 0, 1:
					data[i] = byte(10*r.IntN(5) + []int{0, 5, 7}[r.IntN(3)])
					data[i+1] = byte(r.IntN(128))
				case 2:
					data[i], data[i+1] = byte(10*(2+r.IntN(3))), byte(11*r.IntN(11)) // an Ante of 2, 5 or 10
				}
			}
			drive(t, tb, data)
			_ = c
		}
	}
}

// TestSameSeedSameRound checks that a table, a seed and the same actions
// give the same round: the same events, ledger entries and saved state.
func TestSameSeedSameRound(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for range 20 {
		data := make([]byte, 600)
		for i := range data {
			data[i] = byte(r.IntN(256))
		}
		a, b := newTable(t, Default()), newTable(t, Default())
		for i := 0; i+1 < len(data); i += 2 {
			ea := step(a, data[i], data[i+1])
			eb := step(b, data[i], data[i+1])
			if (ea == nil) != (eb == nil) {
				t.Fatalf("action %d: %v and %v", i/2, ea, eb)
			}
			if !slices.Equal(a.Events(), b.Events()) || !slices.Equal(a.Ledger().Entries(), b.Ledger().Entries()) {
				t.Fatalf("action %d: the tables differ", i/2)
			}
		}
		sa, _ := a.MarshalBinary()
		sb, _ := b.MarshalBinary()
		if !slices.Equal(sa, sb) {
			t.Fatal("saved states differ")
		}
	}
	// The cards a seed deals do not depend on the table-mates' habits.
	greedy := Default()
	greedy.Roster = everyWager().Roster
	x, y := newTable(t, Default()), newTable(t, greedy)
	must(t, x.Deal(77))
	must(t, y.Deal(77))
	if x.DealerCards() != y.DealerCards() || x.Cards(0) != y.Cards(0) || x.Last(0) == y.Last(0) {
		t.Error("the table's draws changed the cards")
	}
}

func FuzzRound(f *testing.F) {
	f.Add([]byte{0, 5, 5, 1, 7, 2})
	f.Add([]byte{20, 0, 1, 3, 2, 5, 5, 9, 7, 3, 8, 0, 5, 4, 7, 1})
	f.Add([]byte{30, 0, 31, 3, 42, 4, 5, 200, 7, 3, 9, 1, 6, 6, 7, 4, 8, 4, 9, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 2000 {
			data = data[:2000]
		}
		tb := newTable(t, Default())
		drive(t, tb, data)
	})
}
