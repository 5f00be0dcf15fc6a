package crisscross

import (
	"felt/internal/cputime"
	"testing"

	"felt/game/cards"
	"felt/game/table"
)

// benchPlayers is a table of six players, each with every wager up.
func benchPlayers(b *testing.B) *Table {
	tb, err := NewTable(bare(), sharedEval())
	must(b, err)
	for n := range table.Seats {
		must(b, tb.SeatPlayer(n, cr(1_000_000_000)))
		must(b, tb.BetAntes(n, cr(10)))
		must(b, tb.Bet(n, FiveCardBonus, cr(5)))
		must(b, tb.Bet(n, BonusSpin, cr(5)))
		must(b, tb.Bet(n, Xtreme, cr(5)))
	}
	return tb
}

// playerRound plays one round through the public API: the deal, every
// decision by the simple strategy, and the same wagers again for the next round.
func playerRound(b *testing.B, tb *Table, seed cards.Seed) {
	if err := tb.Deal(seed); err != nil {
		b.Fatal(err)
	}
	for tb.Phase() == table.Deciding {
		n := tb.Turn()
		s, _ := tb.Situation(n)
		if err := tb.Decide(n, Simple{}.Decide(s)); err != nil {
			b.Fatal(err)
		}
	}
	for n := range table.Seats {
		if err := tb.Rebet(n); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRound plays full six-seat rounds with every wager (antes, Five
// Card Bonus, Bonus Spin 5, Xtreme 5) through the public API, recording
// the events and the ledger's entries as a table the front end plays does.
func BenchmarkRound(b *testing.B) { benchPlayerRound(b, true) }

// BenchmarkSimRound is BenchmarkRound without the record (SetRecording
// false), as a simulation plays.
func BenchmarkSimRound(b *testing.B) { benchPlayerRound(b, false) }

func benchPlayerRound(b *testing.B, record bool) {
	tb := benchPlayers(b)
	tb.SetRecording(record)
	seed := cards.Seed(0)
	loopCPU(b, func() {
		seed++
		playerRound(b, tb, seed)
	})
}

// BenchmarkMatesRound plays full six-seat rounds of table-mates who make
// every wager, as the self-playing demo does: one Deal a round, recorded.
func BenchmarkMatesRound(b *testing.B) { benchMatesRound(b, true) }

// BenchmarkSimMatesRound is BenchmarkMatesRound without the record
// (SetRecording false): the simulation's round.
func BenchmarkSimMatesRound(b *testing.B) { benchMatesRound(b, false) }

func benchMatesRound(b *testing.B, record bool) {
	cfg := bare()
	cfg.Mates, cfg.Roster = table.Seats, eager()
	tb, err := NewTable(cfg, sharedEval())
	must(b, err)
	tb.SetRecording(record)
	seed := cards.Seed(0)
	loopCPU(b, func() {
		seed++
		if err := tb.Deal(seed); err != nil {
			b.Fatal(err)
		}
	})
}

// loopCPU runs round in b.Loop and reports rounds/s of wall time and, as
// wall time on a loaded machine says more about the other processes than
// about the round, the CPU time the benchmark's thread spent per round:
// cpu-ns/round and rounds/cpu-s.
func loopCPU(b *testing.B, round func()) { cputime.Loop(b, "round", 1, round) }

// A round allocates nothing once the table has warmed up: players' rounds
// and table-mates' rounds, recorded.
func TestRoundDoesNotAllocate(t *testing.T) {
	b := &testing.B{}
	tb := benchPlayers(b)
	seed := cards.Seed(0)
	for range 200 {
		seed++
		playerRound(b, tb, seed)
	}
	if n := testing.AllocsPerRun(500, func() { seed++; playerRound(b, tb, seed) }); n != 0 {
		t.Errorf("%v allocations a players' round", n)
	}
	cfg := bare()
	cfg.Mates, cfg.Roster = table.Seats, eager()
	mates, err := NewTable(cfg, sharedEval())
	must(t, err)
	for range 200 {
		seed++
		must(t, mates.Deal(seed))
	}
	if n := testing.AllocsPerRun(500, func() { seed++; _ = mates.Deal(seed) }); n != 0 {
		t.Errorf("%v allocations a table-mates' round", n)
	}
}
