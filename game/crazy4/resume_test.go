package crazy4

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"slices"
	"testing"

	"felt/game/cards"
	"felt/game/table"
)

// resumeConfig is the default table with the person in seat 1 and five
// table-mates who make every wager and play on hunches, which draw from
// the table stream after the person's decision.
func resumeConfig() Config {
	c := Default()
	c.Person, c.Mates, c.BuyIn = 1, 5, cr(100_000)
	c.Roster = nil
	for i := range 7 {
		c.Roster = append(c.Roster, table.Mate{Name: string(rune('A' + i)), Units: 1 + int64(i%3), BuyIn: 1000, Style: table.Hunch,
			SideBets: 600_000, Jackpots: 800_000, Hunch: 400_000, Think: 10})
	}
	return c
}

// sameState fails unless two tables stand the same: phase, turn, round,
// seats, cards, bets, credits, meters, events and save; and results, but
// before a deal (a restored table keeps no results of its last round).
func sameState(t *testing.T, at string, a, b *Table) {
	t.Helper()
	if a.Phase() != b.Phase() || a.Turn() != b.Turn() || a.Round() != b.Round() {
		t.Fatalf("%s: %v %d %d / %v %d %d", at, a.Phase(), a.Turn(), a.Round(), b.Phase(), b.Turn(), b.Round())
	}
	for s := range table.Seats {
		if a.Balance(s) != b.Balance(s) || a.Bets(s) != b.Bets(s) || a.Last(s) != b.Last(s) || a.Cards(s) != b.Cards(s) ||
			a.Legal(s) != b.Legal(s) || a.Folded(s) != b.Folded(s) || a.Phase() != Betting && a.Result(s) != b.Result(s) {
			t.Fatalf("%s: seat %d: %v %v %v %v %+v / %v %v %v %v %+v", at, s, a.Balance(s), a.Bets(s), a.Cards(s), a.Legal(s), a.Result(s), b.Balance(s), b.Bets(s), b.Cards(s), b.Legal(s), b.Result(s))
		}
	}
	if a.Ledger().Balances() != b.Ledger().Balances() || a.ProgressiveMeter().Meter(0) != b.ProgressiveMeter().Meter(0) {
		t.Fatalf("%s: the ledgers or the meters differ", at)
	}
	if !slices.Equal(a.Events(), b.Events()) {
		t.Fatalf("%s: the events differ:\n%s\n---\n%s", at, dump(a), dump(b))
	}
	da, err := a.MarshalBinary()
	must(t, err)
	db, err := b.MarshalBinary()
	must(t, err)
	if !bytes.Equal(da, db) {
		t.Fatalf("%s: the saves differ", at)
	}
}

// restored makes a table from a save, or fails the test.
func restored(t *testing.T, data []byte) *Table {
	t.Helper()
	r, err := Restore(data, testEval)
	must(t, err)
	return r
}

// saveAndResume saves tb, restores the save, checks that the two stand
// the same, and that a second restored copy and tb play the round on to
// its end alike (the same decision for the person). It returns the first
// copy, at the point tb was saved, for the test to play on with.
func saveAndResume(t *testing.T, tb *Table, at string, decide table.Action) *Table {
	t.Helper()
	data, err := tb.MarshalBinary()
	must(t, err)
	back := restored(t, data)
	sameState(t, at, tb, back)
	for _, e := range back.Events() {
		if e.Kind == table.Voided {
			t.Fatalf("%s: the round was void: %+v", at, e)
		}
	}
	other := restored(t, data)
	for _, x := range []*Table{tb, other} {
		if x.Phase() == Betting {
			must(t, x.Deal(99))
		}
		if x.Phase() == Deciding {
			must(t, x.Decide(x.Person(), x.Legal(x.Person()).Best(decide)))
		}
		checkRound(t, x)
	}
	sameState(t, at+", played on", tb, other)
	return back
}

// A round saved before its deal with wagers up, or at the person's
// decision, resumes exactly where it was: the same events so far, the
// same table, and from there the same round as the table never saved
// (the same cards, the table-mates' hunches from the same stream, the
// same meters and pays).
func TestResumeMidRound(t *testing.T) {
	tb := newTable(t, resumeConfig())
	p := tb.Person()
	rng := cards.NewShoe(7)
	resumed := 0
	for r := range 300 {
		if !tb.Covers(p) {
			must(t, tb.BuyIn(p))
		}
		b := bets(2+int64(rng.IntN(5)), QueensUp, 2, Progressive, 1, HandBonus, 1, DealerBonus, 1, SixCard, 2, BadBeat, 1, CoverAll, 1)
		for w := range b {
			if rng.IntN(3) == 0 && w != int(Ante) && w != int(SuperBonus) {
				b[w] = 0
			}
		}
		if b[QueensUp] == 0 {
			b[SixCard] = 0
		}
		if err := tb.SetBets(p, b); err != nil {
			must(t, tb.Rebet(p))
		}
		decide := table.Action(rng.IntN(4)) + table.Fold
		if r%7 == 0 {
			tb = saveAndResume(t, tb, "betting", decide)
			if tb.Phase() != Betting || tb.Bets(p).Total() == 0 {
				t.Fatalf("round %d: resumed %v with %v", r, tb.Phase(), tb.Bets(p))
			}
		}
		must(t, tb.Deal(cards.Seed(r)))
		if tb.Phase() != Deciding {
			t.Fatalf("round %d: %v", r, tb.Phase())
		}
		tb = saveAndResume(t, tb, "deciding", decide)
		resumed++
		must(t, tb.Decide(p, tb.Legal(p).Best(decide)))
		checkRound(t, tb)
	}
	if resumed != 300 {
		t.Errorf("%d rounds resumed", resumed)
	}
}

// The person seated last: every table-mate has decided before the
// person's turn, some folded; the round resumes with their decisions.
func TestResumeAfterMatesDecided(t *testing.T) {
	cfg := resumeConfig()
	cfg.Person = 5
	tb := newTable(t, cfg)
	p := tb.Person()
	folds := 0
	for r := range 100 {
		must(t, tb.SetBets(p, bets(5, QueensUp, 5, SixCard, 5, Progressive, 1)))
		must(t, tb.Deal(cards.Seed(1000+r)))
		for s := range p {
			if tb.Folded(s) {
				folds++
			}
		}
		tb = saveAndResume(t, tb, "deciding", table.Bet1x)
		must(t, tb.Decide(p, table.Fold))
		checkRound(t, tb)
	}
	if folds == 0 {
		t.Error("no table-mate folded before the person")
	}
}

// roundBlock finds the record of the round in play at the end of a save,
// and returns where it begins and ends.
func roundBlock(t *testing.T, data []byte) (start, end int) {
	t.Helper()
	end = len(data) - 4
	start = bytes.LastIndex(data[:end], []byte(roundMagic))
	if start < 0 || binary.LittleEndian.Uint32(data[start-4:]) != uint32(end-start) {
		t.Fatal("no round in play in the save")
	}
	return start, end
}

// reseal sets a save's checksum again after a change.
func reseal(b []byte) []byte {
	b = bytes.Clone(b[:len(b)-4])
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
}

// midRound returns a table at the person's decision and its credits
// before the round's wagers.
func midRound(t *testing.T) (*Table, int64) {
	t.Helper()
	tb := newTable(t, resumeConfig())
	p := tb.Person()
	before := int64(tb.Balance(p))
	must(t, tb.SetBets(p, bets(5, QueensUp, 5, Progressive, 1, HandBonus, 1)))
	must(t, tb.Deal(11))
	return tb, before
}

// wantVoid checks that a restored table voided its round: every wager
// back, a Voided event for each seat in play and RoundEnd, the meters as
// they stood; and that it plays on.
func wantVoid(t *testing.T, tb, r *Table, before int64) {
	t.Helper()
	p := r.Person()
	if r.Phase() != Done || int64(r.Balance(p)) != before || !r.Result(p).Void || r.Ledger().Total() != 0 {
		t.Fatalf("void: phase %v, credits %v, had %v", r.Phase(), r.Balance(p), before)
	}
	if r.ProgressiveMeter().Meter(0) != tb.ProgressiveMeter().Meter(0) {
		t.Error("the meters moved back")
	}
	voided := 0
	for _, e := range r.Events() {
		if e.Kind == table.Voided {
			voided++
		}
	}
	if ev := r.Events(); voided != 6 || ev[len(ev)-1].Kind != table.RoundEnd {
		t.Errorf("%d seats voided; events %+v", voided, ev)
	}
	must(t, r.Rebet(p))
	must(t, r.Deal(9))
	if r.Phase() == Deciding {
		must(t, r.Decide(p, table.Bet1x))
	}
	checkRound(t, r)
}

// A round saved by another edition of the rules cannot go on: it is void,
// every wager returned, the meters as they stood.
func TestResumeOtherEditionVoids(t *testing.T) {
	tb, before := midRound(t)
	data, err := tb.MarshalBinary()
	must(t, err)
	start, end := roundBlock(t, data)
	data[start+len(roundMagic)] = rulesEdition + 1
	binary.LittleEndian.PutUint32(data[end-4:], crc32.ChecksumIEEE(data[start:end-4]))
	wantVoid(t, tb, restored(t, reseal(data)), before)
}

// A round whose record no table could reach (here a card dealt twice) is
// void too.
func TestResumeImpossibleRoundVoids(t *testing.T) {
	tb, before := midRound(t)
	data, err := tb.MarshalBinary()
	must(t, err)
	start, end := roundBlock(t, data)
	// The dealer's second card made the first: a card dealt twice.
	at := start + len(roundMagic) + 2 + 9*8 + 2 + 8 + 4
	data[at+1] = data[at]
	binary.LittleEndian.PutUint32(data[end-4:], crc32.ChecksumIEEE(data[start:end-4]))
	wantVoid(t, tb, restored(t, reseal(data)), before)
}

// A save of version 1, which kept no round, still restores: its round in
// play is void, as that version promised.
func TestRestoreVersion1(t *testing.T) {
	tb, before := midRound(t)
	data, err := tb.MarshalBinary()
	must(t, err)
	start, _ := roundBlock(t, data)
	v1 := bytes.Clone(data[:start-4])
	binary.LittleEndian.PutUint16(v1[len(saveMagic):], 1)
	wantVoid(t, tb, restored(t, reseal(append(v1, 0, 0, 0, 0))), before)
}

// FuzzResumeRound changes the record of a round in play, sealed again so
// that it passes its checksums: the table restores whatever it holds,
// resuming the round or voiding it, and plays on with its credits
// conserved and every wager settled once.
func FuzzResumeRound(f *testing.F) {
	tb := newTable(f, resumeConfig())
	p := tb.Person()
	must(f, tb.SetBets(p, bets(5, QueensUp, 5, SixCard, 5, Progressive, 1, HandBonus, 1, DealerBonus, 1)))
	betting, err := tb.MarshalBinary()
	must(f, err)
	must(f, tb.Deal(5))
	deciding, err := tb.MarshalBinary()
	must(f, err)
	for _, data := range [][]byte{betting, deciding} {
		start, end := bytes.LastIndex(data, []byte(roundMagic)), len(data)-4
		f.Add(data[:start], bytes.Clone(data[start:end-4]))
	}
	f.Fuzz(func(t *testing.T, head, round []byte) {
		if len(head) < 4 || len(round) > 1<<16 {
			return
		}
		data := bytes.Clone(head[:len(head)-4])
		data = binary.LittleEndian.AppendUint32(data, uint32(len(round)+4))
		data = append(data, round...)
		data = binary.LittleEndian.AppendUint32(data, crc32.ChecksumIEEE(round))
		data = reseal(append(data, 0, 0, 0, 0))
		r, err := Restore(data, testEval)
		if err != nil {
			return // the head was changed too
		}
		checkRound(t, r)
		for i := range 3 {
			if r.Phase() == Deciding {
				must(t, r.Decide(r.Turn(), r.Legal(r.Turn()).Best(table.Bet3x)))
				checkRound(t, r)
			}
			if !r.Covers(p) {
				_ = r.BuyIn(p)
			}
			_ = r.Bet(p, Ante, cr(5))
			if err := r.Deal(cards.Seed(i)); err != nil {
				t.Fatalf("deal %d: %v", i, err)
			}
			checkRound(t, r)
		}
	})
}
