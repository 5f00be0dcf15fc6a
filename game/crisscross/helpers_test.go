package crisscross

import (
	"strings"
	"sync"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/game/wheel"
)

var sharedEval = sync.OnceValue(hand.New)

func cr(n int64) money.Amount { return money.Credits(n) }

// bare is the default table with nobody seated: no person, no table-mates.
func bare() Config {
	cfg := DefaultConfig()
	cfg.Person, cfg.Mates = NoPerson, 0
	return cfg
}

// newTable builds a bare table with players seated at the given seats,
// each with 10,000 credits.
func newTable(t testing.TB, players ...int) *Table {
	t.Helper()
	return tableOf(t, bare(), players...)
}

// tableOf builds a table of cfg with players seated at the given seats,
// each with 10,000 credits.
func tableOf(t testing.TB, cfg Config, players ...int) *Table {
	t.Helper()
	tb, err := NewTable(cfg, sharedEval())
	must(t, err)
	for _, n := range players {
		must(t, tb.SeatPlayer(n, cr(10_000)))
	}
	return tb
}

// topUp gives seat n more credits, as a test needs them.
func topUp(t testing.TB, tb *Table, n int, a money.Amount) {
	t.Helper()
	must(t, tb.ledger.BuyIn(n, a))
}

// eager returns the roster with every side wager and jackpot habit sure.
func eager() []table.Mate {
	r := table.Roster()
	for i := range r {
		r[i].SideBets, r[i].Jackpots = 1_000_000, 1_000_000
	}
	return r
}

// antesAnd places 10-credit antes at each seat of bets and, at those with
// a number of credits other than 0, a wager w of that many credits.
func antesAnd(t testing.TB, tb *Table, w table.Wager, bets map[int]int64) {
	t.Helper()
	for n, c := range bets {
		must(t, tb.BetAntes(n, cr(10)))
		if c != 0 {
			must(t, tb.Bet(n, w, cr(c)))
		}
	}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// stack stacks the deck of the next deal: the cross as "top left middle
// right bottom", then each seat's two cards in seat order ("Ah Kd").
func stack(t testing.TB, tb *Table, cross string, holes ...string) {
	t.Helper()
	d := cards.MustParseList(cross)
	var hs [][]cards.Card
	for _, h := range holes {
		hs = append(hs, cards.MustParseList(h))
	}
	for i := range 2 {
		for _, h := range hs {
			d = append(d, h[i])
		}
	}
	tb.stack = d
}

// stackedStream is the stream a round of seed draws from for its wheels
// when stack gave all its cards: the shoe shuffled from seed, from which
// the deal took none.
func stackedStream(seed cards.Seed) *cards.Shoe { return cards.NewShoe(seed) }

// deciding reports whether a round is in play.
func deciding(tb *Table) bool { return tb.Phase() == table.Deciding }

// play decides every Player turn with the actions given per seat and
// street (index 0 Across, 1 Down, 2 Middle); a missing entry bets 1x.
func play(t testing.TB, tb *Table, acts map[int][3]table.Action) {
	t.Helper()
	for deciding(tb) {
		n := tb.Turn()
		if n < 0 {
			t.Fatalf("street %v with no turn", tb.Street())
		}
		a := table.Bet1x
		if s, ok := acts[n]; ok && s[tb.Street()-AcrossStreet] != table.NoAction {
			a = s[tb.Street()-AcrossStreet]
		}
		must(t, tb.Decide(n, a))
	}
}

// playSimple decides every Player turn by the simple strategy.
func playSimple(t testing.TB, tb *Table) {
	t.Helper()
	for deciding(tb) {
		n := tb.Turn()
		s, _ := tb.Situation(n)
		must(t, tb.Decide(n, Simple{}.Decide(s)))
	}
}

// results returns a seat's results for the wagers given, as their names.
func results(tb *Table, n int, ws ...table.Wager) string {
	var b strings.Builder
	for i, w := range ws {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(tb.Result(n, w).Result.String())
	}
	return b.String()
}

// count returns the events of a kind.
func count(tb *Table, k table.Kind) []table.Event {
	var es []table.Event
	for _, e := range tb.Events() {
		if e.Kind == k {
			es = append(es, e)
		}
	}
	return es
}

// checkBooks checks the ledger's conservation and that every wager the
// round staked was settled exactly once, by the Settled events.
func checkBooks(t testing.TB, tb *Table) {
	t.Helper()
	if tb.Total() != 0 {
		t.Fatalf("ledger total %v", tb.Total())
	}
	if err := tb.Err(); err != nil {
		t.Fatal(err)
	}
	if tb.Phase() != table.Done || count(tb, table.Voided) != nil || !tb.Recording() {
		return
	}
	if n, w, ok := tb.ledger.Unsettled(); ok {
		t.Fatalf("seat %d wager %s unsettled at the end of the round", n, WagerName(w))
	}
	var settled [table.Seats][NumWagers]int
	for _, e := range tb.Events() {
		if e.Kind == table.Settled {
			settled[e.Seat][e.Wager]++
		}
	}
	for n := range table.Seats {
		for w := range NumWagers {
			want := 0
			if tb.seats[n].stake[w] > 0 {
				want = 1
			}
			if settled[n][w] != want {
				t.Fatalf("seat %d %s settled %d times, staked %v", n, WagerName(w), settled[n][w], tb.seats[n].stake[w])
			}
		}
	}
}

func wheelXtremeB() wheel.Xtreme { return wheel.XtremeB() }
