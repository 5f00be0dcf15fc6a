package crazy4

import (
	"felt/internal/cputime"
	"testing"

	"felt/game/cards"
	"felt/game/table"
)

// everyWager is a table of six table-mates who make every wager the table
// offers each round: the busiest round the game has.
func everyWager() Config {
	c := Default()
	c.Person, c.Mates = NoPerson, 6
	c.Roster = nil
	for i, m := range table.Roster() {
		m.SideBets, m.Jackpots = 1_000_000, 1_000_000
		m.Style = []table.Style{table.Simple, table.Optimal, table.Hunch}[i%3]
		if m.Style == table.Hunch {
			m.Hunch = 100_000
		}
		c.Roster = append(c.Roster, m)
	}
	return c
}

// BenchmarkRound plays full six-seat rounds with every wager through the
// public API: the table-mates bet, the cards are dealt, the mates decide,
// and the round is shown down and settled. It records the events and the
// ledger's entries, as a table the front end plays does.
func BenchmarkRound(b *testing.B) { benchRound(b, true) }

// BenchmarkSimRound is BenchmarkRound without the record (SetRecording
// false), as a simulation plays.
func BenchmarkSimRound(b *testing.B) { benchRound(b, false) }

func benchRound(b *testing.B, record bool) {
	tb := newTable(b, everyWager())
	tb.SetRecording(record)
	for i := range 100 {
		must(b, tb.Deal(cards.Seed(i)))
	}
	seed := cards.Seed(1000)
	loopCPU(b, func() {
		if err := tb.Deal(seed); err != nil {
			b.Fatal(err)
		}
		seed++
	})
}

// loopCPU runs round in b.Loop and reports rounds/s of wall time and, as
// wall time on a loaded machine says more about the other processes than
// about the round, the CPU time the benchmark's thread spent per round:
// cpu-ns/round and rounds/cpu-s.
func loopCPU(b *testing.B, round func()) { cputime.Loop(b, "round", 1, round) }

// TestRoundDoesNotAllocate checks that a round, once the table has warmed
// up its buffers, allocates nothing: the table-mates' rounds and the
// person's, betting, dealing and deciding.
func TestRoundDoesNotAllocate(t *testing.T) {
	tb := newTable(t, everyWager())
	seed := cards.Seed(0)
	for range 200 {
		must(t, tb.Deal(seed))
		seed++
	}
	if n := testing.AllocsPerRun(500, func() { _ = tb.Deal(seed); seed++ }); n != 0 {
		t.Errorf("a table-mates' round allocates %v times", n)
	}
	c := everyWager()
	c.Person, c.Mates, c.BuyIn = 0, 5, cr(1_000_000)
	tb = newTable(t, c)
	s := NewSimple(testEval)
	round := func() {
		_ = tb.Bet(0, Ante, cr(5))
		_ = tb.Bet(0, QueensUp, cr(5))
		_ = tb.Bet(0, SixCard, cr(5))
		_ = tb.Bet(0, Progressive, cr(1))
		_ = tb.Deal(seed)
		seed++
		if tb.Phase() == Deciding {
			_ = tb.Decide(0, s.Play(tb.Cards(0), tb.Value(0)))
		}
	}
	for range 200 {
		round()
	}
	if n := testing.AllocsPerRun(500, round); n != 0 {
		t.Errorf("the person's round allocates %v times", n)
	}
	// Chip by chip, as the front end bets, with the linked bets moving.
	chips := func() {
		// Every action succeeds: an error value allocates, a refusal is
		// not the steady state.
		_ = tb.Place(0, SuperBonus, cr(5))
		_ = tb.Place(0, QueensUp, cr(1))
		_ = tb.Place(0, SixCard, cr(1))
		_ = tb.Place(0, QueensUp, cr(2))
		_ = tb.Take(0, QueensUp, cr(1))
		_ = tb.Place(0, Progressive, cr(5))
		_ = tb.Double(0)
		_ = tb.Deal(seed)
		seed++
		if tb.Phase() == Deciding {
			_ = tb.Decide(0, s.Play(tb.Cards(0), tb.Value(0)))
		}
	}
	for range 200 {
		chips()
	}
	if n := testing.AllocsPerRun(500, chips); n != 0 {
		t.Errorf("the person's round placed chip by chip allocates %v times", n)
	}
}
