package crazy4

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
)

// evaluator is shared by the tests: building one takes milliseconds.
var testEval = hand.New()

func cr(n int64) money.Amount { return money.Credits(n) }

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// newTable makes a table or fails the test.
func newTable(t testing.TB, cfg Config) *Table {
	t.Helper()
	tb, err := NewTable(cfg, testEval)
	must(t, err)
	return tb
}

// personOnly is Default with the person alone in seat 2.
func personOnly() Config {
	c := Default()
	c.Mates = 0
	return c
}

// mates returns Default with the person in seat p (or NoPerson) and n
// table-mates of a quiet roster, whose wagers the tests rig.
func mates(p, n int) Config {
	c := Default()
	c.Person, c.Mates = p, n
	c.Roster = nil
	for i := range 8 {
		c.Roster = append(c.Roster, table.Mate{Name: string(rune('A' + i)), Units: 1, BuyIn: 1000, Style: table.Simple, Think: 1})
	}
	return c
}

// stack rigs the next deal: hands maps seats in play to their five cards,
// dealer is the dealer's, communal the 6 Card Bonus card ("" for none).
func stack(t testing.TB, tb *Table, hands map[int]string, dealer, communal string, magic string, lucky int) {
	t.Helper()
	var hs [table.Seats][]cards.Card
	for s, h := range hands {
		hs[s] = cards.MustParseList(h)
	}
	d := cards.MustParseList(dealer)
	var deck []cards.Card
	for i := range 5 {
		for s := range table.Seats {
			if hs[s] != nil {
				deck = append(deck, hs[s][i])
			}
		}
		deck = append(deck, d[i])
	}
	if communal != "" {
		deck = append(deck, cards.MustParseList(communal)...)
	}
	var seen cards.Set
	for _, c := range deck {
		if seen.Has(c) {
			t.Fatalf("card %v twice in the rigged deck", c)
		}
		seen = seen.Add(c)
	}
	if tb.rig == nil {
		tb.rig = &rig{}
	}
	r := tb.rig
	r.deck, r.lucky = deck, lucky
	if magic != "" {
		m, err := cards.Parse(magic)
		must(t, err)
		r.magic = m
	} else {
		// A card nobody holds.
		for c := cards.Card(0); c < cards.DeckSize; c++ {
			if !seen.Has(c) {
				r.magic = c
				break
			}
		}
	}
}

// rigBets sets the wagers a table-mate's seat will place at the next deal.
func rigBets(tb *Table, seat int, b table.Bets) {
	if tb.rig == nil {
		tb.rig = &rig{}
	}
	n, err := narrow(&b)
	if err != nil {
		panic(err)
	}
	tb.rig.bets[seat] = &n
}

// rigAct sets a table-mate's decision at the next deal.
func rigAct(tb *Table, seat int, a table.Action) {
	if tb.rig == nil {
		tb.rig = &rig{}
	}
	tb.rig.acts[seat] = a
}

// bets returns wagers: the Ante (and Super Bonus) and pairs of wager and
// amount in credits.
func bets(ante int64, more ...any) table.Bets {
	var b table.Bets
	b[Ante], b[SuperBonus] = cr(ante), cr(ante)
	for i := 0; i+1 < len(more); i += 2 {
		b[more[i].(table.Wager)] = cr(int64(more[i+1].(int)))
	}
	return b
}

// checkRound checks the invariants of a table between actions: credits
// conserved, no internal inconsistency, and at the end of a round every
// wager settled exactly once.
func checkRound(t testing.TB, tb *Table) {
	t.Helper()
	if tb.err != nil {
		t.Fatalf("internal inconsistency: %v", tb.err)
	}
	if tot := tb.ledger.Total(); tot != 0 {
		t.Fatalf("ledger total %v", tot)
	}
	if tb.phase == Done {
		if s, w, ok := tb.ledger.Unsettled(); ok {
			t.Fatalf("seat %d %s unsettled at the end of the round", s, WagerName(w))
		}
		settled := map[[2]int]int{}
		for _, e := range tb.Events() {
			if e.Kind == table.Settled {
				settled[[2]int{int(e.Seat), int(e.Wager)}]++
			}
		}
		for k, n := range settled {
			if n != 1 {
				t.Fatalf("seat %d %s settled %d times", k[0], WagerName(table.Wager(k[1])), n)
			}
		}
	}
}

// paid returns the Paid events of a seat's wager of a kind.
func paid(tb *Table, seat int, w table.Wager, r table.Result) []table.Event {
	var out []table.Event
	for _, e := range tb.Events() {
		if e.Kind == table.Paid && int(e.Seat) == seat && e.Wager == w && e.Result == r {
			out = append(out, e)
		}
	}
	return out
}

// snapshot is everything a refused action must leave as it was.
type snapshot struct {
	save   []byte
	phase  Phase
	turn   int
	events int
	bets   [table.Seats]table.Bets
	bal    table.Balances
	ents   int
}

func snap(t testing.TB, tb *Table) snapshot {
	t.Helper()
	b, err := tb.MarshalBinary()
	must(t, err)
	s := snapshot{save: b, phase: tb.phase, turn: tb.turn, events: tb.log.Len(), bal: tb.ledger.Balances(), ents: len(tb.ledger.Entries())}
	for i := range s.bets {
		s.bets[i] = tb.Bets(i)
	}
	return s
}

func (s snapshot) same(o snapshot) bool {
	return bytes.Equal(s.save, o.save) && s.phase == o.phase && s.turn == o.turn && s.events == o.events &&
		s.bets == o.bets && s.bal == o.bal && s.ents == o.ents
}

// refused checks that an action failed with want and changed nothing.
func refused(t testing.TB, tb *Table, want error, act func() error) {
	t.Helper()
	before := snap(t, tb)
	err := act()
	if !errors.Is(err, want) {
		t.Fatalf("got error %v, want %v", err, want)
	}
	if !before.same(snap(t, tb)) {
		t.Fatalf("refused action (%v) changed the table", err)
	}
}

// dump prints a round's events, for failing tests.
func dump(tb *Table) string {
	var b strings.Builder
	for _, e := range tb.Events() {
		b.WriteString(e.Kind.String())
		b.WriteString(" seat ")
		b.WriteString(strconv.Itoa(int(e.Seat)))
		b.WriteString(" ")
		b.WriteString(WagerName(e.Wager))
		b.WriteString(" ")
		b.WriteString(e.Result.String())
		b.WriteString(" ")
		b.WriteString(e.Amount.String())
		b.WriteString("\n")
	}
	return b.String()
}

// spec is a hand-picked round: each seat's wagers and hands, forced
// decisions for table-mates (by strategy when absent), the dealer's hand,
// the communal card, the Magic Card ("" for one nobody holds) and the Lucky
// position (nobody's unless set).
type spec struct {
	bets     map[int]table.Bets
	acts     map[int]table.Action
	hands    map[int]string
	dealer   string
	communal string
	magic    string
	lucky    *int
}

func ptr(n int) *int { return &n }

// play plays a hand-picked round to its end and checks its invariants: the
// person's wagers are placed with Bet and their decision made with Decide,
// the table-mates' are rigged.
func play(t *testing.T, tb *Table, sp spec) {
	t.Helper()
	p := tb.Person()
	for s, b := range sp.bets {
		if s == p {
			for w, a := range b {
				if a > 0 && table.Wager(w) != SuperBonus {
					must(t, tb.Bet(p, table.Wager(w), a))
				}
			}
		} else {
			rigBets(tb, s, b)
		}
	}
	for s, a := range sp.acts {
		if s != p {
			rigAct(tb, s, a)
		}
	}
	lucky := 99
	if sp.lucky != nil {
		lucky = *sp.lucky
	}
	stack(t, tb, sp.hands, sp.dealer, sp.communal, sp.magic, lucky)
	var before [table.Seats]money.Amount
	for s := range before {
		before[s] = tb.Balance(s) + tb.Bets(s).Total()
	}
	must(t, tb.Deal(1))
	checkRound(t, tb)
	if tb.Phase() == Deciding {
		a, ok := sp.acts[p]
		if !ok {
			a = NewSimple(testEval).Play(tb.Cards(p), tb.Value(p))
		}
		must(t, tb.Decide(p, a))
	}
	if tb.Phase() != Done {
		t.Fatalf("round not done: %v", tb.Phase())
	}
	checkRound(t, tb)
	// The events tell the round whole: the cards of each hand, each pay,
	// every seat's credits and meter.
	checkRanked(t, tb)
	checkPays(t, tb)
	followCredits(t, tb)
	for s := range before {
		r := tb.Result(s)
		if got := tb.Balance(s) - before[s]; got != r.Net() {
			t.Fatalf("seat %d: credits moved by %v, the result says %v\n%s", s, got, r.Net(), dump(tb))
		}
	}
}

// want checks a seat's wager result and net.
func want(t *testing.T, tb *Table, seat int, w table.Wager, r table.Result, net money.Amount) {
	t.Helper()
	got := tb.Result(seat).Wagers[w]
	if got.Result != r || got.Net != net {
		t.Errorf("seat %d %s: %v %v, want %v %v", seat, WagerName(w), got.Result, got.Net, r, net)
	}
}

// wantExtra checks what a seat's wager earned beyond its pay.
func wantExtra(t *testing.T, tb *Table, seat int, w table.Wager, extra money.Amount) {
	t.Helper()
	if got := tb.Result(seat).Wagers[w].Extra; got != extra {
		t.Errorf("seat %d %s: extra %v, want %v", seat, WagerName(w), got, extra)
	}
}
