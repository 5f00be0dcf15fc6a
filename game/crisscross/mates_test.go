package crisscross

import (
	"errors"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// A table opens with the person and the table-mates of its configuration,
// reported as events: the person's buy-in, each table-mate sitting down.
func TestTableSeats(t *testing.T) {
	tb := personTable(t)
	want := []Occupant{Mate, Mate, Player, Mate, Empty, Empty}
	for n, o := range want {
		got, m := tb.Occupant(n)
		if got != o {
			t.Fatalf("seat %d: %v, want %v", n, got, o)
		}
		if o == Mate && m.Name != table.Roster()[tb.seats[n].mate].Name {
			t.Errorf("seat %d: %s", n, m.Name)
		}
	}
	if tb.Balance(2) != cr(1_000) {
		t.Errorf("the person has %v", tb.Balance(2))
	}
	var got []string
	for _, e := range tb.Events() {
		switch e.Kind {
		case table.BoughtIn:
			got = append(got, "buy-in"+string('0'+rune(e.Seat)))
		case table.SeatTaken:
			got = append(got, table.Roster()[e.Index].Name+string('0'+rune(e.Seat)))
			if e.Amount != tb.Balance(int(e.Seat)) {
				t.Errorf("%+v: balance %v", e, tb.Balance(int(e.Seat)))
			}
		}
	}
	if s := join(got); s != "buy-in2 Rosa0 Walt1 Priya3" {
		t.Errorf("events %s", s)
	}
	// The configuration is checked.
	for name, c := range map[string]func(*Config){
		"person off the table": func(c *Config) { c.Person = 6 },
		"too many mates":       func(c *Config) { c.Mates = 6 },
		"a small buy-in":       func(c *Config) { c.BuyIn = cr(20) },
		"a short roster":       func(c *Config) { c.Roster = table.Roster()[:2] },
		"a bad character":      func(c *Config) { c.Roster = []table.Mate{{Name: "x"}, {}, {}} },
	} {
		cfg := DefaultConfig()
		c(&cfg)
		if _, err := NewTable(cfg, sharedEval()); !errors.Is(err, ErrConfig) {
			t.Errorf("%s: %v", name, err)
		}
	}
	// Seating by hand: a character sits at one seat at a time.
	if err := tb.SeatMate(4, 0); !errors.Is(err, ErrOccupied) {
		t.Errorf("Rosa twice: %v", err)
	}
	must(t, tb.SeatMate(4, 5))
	if _, m := tb.Occupant(4); m.Name != "Luis" {
		t.Errorf("seat 4: %s", m.Name)
	}
	must(t, tb.Leave(2))
	if tb.Person() != NoPerson {
		t.Error("the person left, and is still there")
	}
}

// Table-mates bet by habit: antes of Units minimums, the side wagers by
// their chances, a bigger wheel wager for a bigger bettor.
func TestMateHabits(t *testing.T) {
	cfg := bare()
	cfg.Roster = []table.Mate{
		{Name: "Rosa", Units: 2, BuyIn: 12, SideBets: 1_000_000, Jackpots: 1_000_000, Think: 10},
		{Name: "Walt", Units: 1, BuyIn: 100, Think: 10},
	}
	cfg.Mates = 2
	tb := tableOf(t, cfg)
	must(t, tb.Deal(1))
	want := wagers{AnteAcross: cr(10), AnteDown: cr(10), FiveCardBonus: cr(2), BonusSpin: cr(5), Xtreme: cr(2)}
	got := tb.seats[0].stake
	got[AcrossBet], got[DownBet], got[MiddleBet] = 0, 0, 0
	if got != want {
		t.Errorf("Rosa's wagers %v, want %v", got, want)
	}
	if got := tb.seats[1].stake; got[FiveCardBonus] != 0 || got[AnteAcross] != cr(5) {
		t.Errorf("Walt's wagers %v", got)
	}
	// Rosa sat down with two rounds of antes and 3x street bets (220),
	// more than her 12 minimums, and needed no more; Walt with his 100.
	if e := count(tb, table.SeatTaken); len(e) != 2 || e[0].Amount != cr(220) || e[1].Amount != cr(500) || count(tb, table.BoughtIn) != nil {
		t.Errorf("seated: %+v", e)
	}
	checkBooks(t, tb)
}

// A table-mate short of a round buys in once more; the next time it leaves
// and the next character of the roster takes the seat.
func TestMatesComeAndGo(t *testing.T) {
	cfg := bare()
	cfg.Roster = []table.Mate{
		{Name: "Ada", Units: 1, BuyIn: 1, Style: table.Simple, Think: 5},
		{Name: "Bo", Units: 1, BuyIn: 1, Style: table.Simple, Think: 5},
		{Name: "Cy", Units: 1, BuyIn: 1, Style: table.Simple, Think: 5},
	}
	cfg.Mates = 2
	tb := tableOf(t, cfg)
	var got []string
	for r := range 3000 {
		must(t, tb.Deal(cards.Seed(r)))
		checkBooks(t, tb)
		for _, e := range tb.Events() {
			switch e.Kind {
			case table.BoughtIn:
				got = append(got, "rebuy")
				if e.Amount != cr(110) {
					t.Fatalf("%+v", e)
				}
			case table.SeatLeft:
				got = append(got, "left")
				if e.Amount >= cr(55) {
					t.Fatalf("left with %v", e.Amount)
				}
			case table.SeatTaken:
				got = append(got, "sat")
			}
		}
	}
	// Every leave is preceded by the character's one rebuy, and followed by
	// the next sitting down.
	rebuys, leaves := 0, 0
	for i, s := range got {
		switch s {
		case "rebuy":
			rebuys++
		case "left":
			leaves++
			if i+1 >= len(got) || got[i+1] != "sat" {
				t.Fatalf("a seat left empty: %v", got[i:])
			}
		}
	}
	if leaves < 5 || rebuys < leaves {
		t.Errorf("%d rebuys, %d leaves", rebuys, leaves)
	}
	for n := range 2 {
		if o, _ := tb.Occupant(n); o != Mate {
			t.Errorf("seat %d: %v", n, o)
		}
	}
	if tb.seats[0].mate == tb.seats[1].mate {
		t.Error("one character in two seats")
	}
	var sum money.Amount
	for n := range 2 {
		sum += tb.Balance(n)
	}
	if sum <= 0 {
		t.Errorf("credits %v", sum)
	}
}
