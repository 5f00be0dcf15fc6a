package crisscross

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// snapshot is everything a call could change.
type snapshot struct {
	phase      Phase
	turn, next int
	round      uint64
	ended      bool
	cross      [CrossSize]cards.Card
	shown      uint8
	seats      [table.Seats]seat
	ledger     table.Ledger
	entries    []table.Entry
	events     []table.Event
	meters     [2][]byte
	shoe       cards.Shoe
}

func snap(t testing.TB, tb *Table) snapshot {
	t.Helper()
	s := snapshot{phase: tb.phase, turn: tb.turn, next: tb.next, round: tb.round, ended: tb.ended,
		cross: tb.cross, shown: tb.shown, seats: tb.seats, ledger: tb.ledger,
		entries: slices.Clone(tb.ledger.Entries()), events: slices.Clone(tb.Events()), shoe: tb.shoe}
	for i, m := range tb.meters {
		b, err := m.MarshalBinary()
		must(t, err)
		s.meters[i] = b
	}
	return s
}

func sameSnap(a, b snapshot) bool {
	a.ledger, b.ledger = table.Ledger{}, table.Ledger{} // compared by entries and the accessors below
	return reflect.DeepEqual(a, b)
}

// driver turns bytes into table actions: the fuzzed action sequences.
type driver struct {
	t     testing.TB
	tb    *Table
	data  []byte
	steps int
}

func (d *driver) byte() byte {
	if len(d.data) == 0 {
		return 0
	}
	b := d.data[0]
	d.data = d.data[1:]
	return b
}

var amounts = []money.Amount{0, cr(1), cr(2), cr(3), cr(5), cr(6), cr(10), cr(25), cr(100), cr(500), cr(501), 150, -cr(1), cr(1_000_000)}

// step performs one action and checks the invariants: a rejected action
// changes nothing; the ledger is conserved; a finished round settled each
// wager once.
func (d *driver) step() {
	t, tb := d.t, d.tb
	op, a, b, c := d.byte(), d.byte(), d.byte(), d.byte()
	seat := int(a%8) - 1
	before := snap(t, tb)
	balances := [table.Seats]money.Amount{}
	for n := range balances {
		balances[n] = tb.Balance(n)
	}
	var err error
	switch op % 16 {
	case 0, 1, 2:
		err = tb.Bet(seat, table.Wager(b%10), amounts[int(c)%len(amounts)])
	case 3:
		err = tb.BetAntes(seat, amounts[int(c)%len(amounts)])
	case 4:
		err = tb.Clear(seat)
	case 5:
		err = tb.Rebet(seat)
	case 6, 7:
		err = tb.Deal(cards.Seed(b) | cards.Seed(c)<<8)
	case 8, 9, 10, 11:
		n, ok := tb.Turn()
		if !ok || a%4 == 0 {
			n = seat
		}
		err = tb.Decide(n, table.Action(b%6))
	case 12:
		err = tb.SeatPlayer(seat, amounts[int(c)%len(amounts)]*10)
	case 13:
		err = tb.SeatMate(seat, table.Roster()[int(b)%len(table.Roster())])
	case 14:
		err = tb.Leave(seat)
	case 15:
		var data []byte
		data, err = tb.MarshalBinary()
		if err == nil {
			if c%2 == 0 && len(data) > 0 {
				data[int(b)%len(data)] ^= 1 << (c % 8)
			}
			err = tb.UnmarshalBinary(data)
		}
	}
	d.steps++
	if err != nil {
		if after := snap(t, tb); !sameSnap(before, after) {
			t.Fatalf("step %d: rejected op %d (%v) changed the table", d.steps, op%16, err)
		}
		for n := range balances {
			if tb.Balance(n) != balances[n] {
				t.Fatalf("step %d: rejected op changed seat %d's balance", d.steps, n)
			}
		}
	}
	checkBooks(t, tb)
}

// run plays the whole byte string.
func (d *driver) run() {
	for len(d.data) > 0 {
		d.step()
	}
}

// A seeded table to drive: two players with credits and two table-mates.
func drivenTable(t testing.TB) *Table {
	tb := newTable(t, 0, 3)
	must(t, tb.SeatMate(1, table.Roster()[3]))
	must(t, tb.SeatMate(4, table.Roster()[4]))
	return tb
}

func FuzzRound(f *testing.F) {
	f.Add([]byte{3, 1, 0, 6, 3, 4, 0, 6, 6, 0, 1, 2, 8, 0, 2, 0, 8, 0, 4, 0, 8, 0, 3, 0})
	f.Add([]byte{0, 1, 5, 4, 3, 1, 0, 4, 0, 1, 6, 1, 0, 1, 7, 2, 6, 9, 9, 9, 8, 1, 1, 1, 15, 1, 1, 1, 8, 1, 4, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		d := &driver{t: t, tb: drivenTable(t), data: data}
		d.run()
	})
}

// The fuzz target's invariants over long random action sequences.
func TestRandomRounds(t *testing.T) {
	var data []byte
	x := uint64(0x9e3779b97f4a7c15)
	for range 40_000 {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		data = append(data, byte(x))
	}
	d := &driver{t: t, tb: drivenTable(t), data: data}
	d.run()
	if d.tb.Round() < 50 {
		t.Errorf("only %d rounds dealt in %d steps", d.tb.Round(), d.steps)
	}
}

// The same seats, bets, seeds and decisions give the same rounds.
func TestDeterminism(t *testing.T) {
	var logs [2][]table.Event
	var bals [2][table.Seats]money.Amount
	for k := range 2 {
		tb := drivenTable(t)
		must(t, tb.SeatMate(5, table.Roster()[0]))
		for r := range 300 {
			must(t, tb.BetAntes(0, cr(10)))
			must(t, tb.Bet(0, BonusSpin, cr(5)))
			must(t, tb.Bet(0, Xtreme, cr(2)))
			must(t, tb.BetAntes(3, cr(5)))
			must(t, tb.Deal(cards.Seed(r*7919)))
			for tb.Phase() != Betting {
				n, _ := tb.Turn()
				s, _ := tb.Situation(n)
				must(t, tb.Decide(n, Heuristic{}.Decide(s)))
			}
			logs[k] = append(logs[k], tb.Events()...)
		}
		for n := range table.Seats {
			bals[k][n] = tb.Balance(n)
		}
	}
	if !slices.Equal(logs[0], logs[1]) || bals[0] != bals[1] {
		t.Fatal("the same play gave different rounds")
	}
	if len(logs[0]) < 300*40 {
		t.Fatalf("%d events", len(logs[0]))
	}
}

// Save and restore between rounds gives back the same table.
func TestSaveRestore(t *testing.T) {
	tb := drivenTable(t)
	must(t, tb.SeatMate(5, table.Roster()[6]))
	for r := range 30 {
		must(t, tb.BetAntes(0, cr(10)))
		must(t, tb.Deal(cards.Seed(r)))
		play(t, tb, nil)
	}
	data, err := tb.MarshalBinary()
	must(t, err)
	tb2 := newTable(t)
	must(t, tb2.UnmarshalBinary(data))
	again, err := tb2.MarshalBinary()
	must(t, err)
	if !bytes.Equal(data, again) {
		t.Fatal("restore and save differ")
	}
	for n := range table.Seats {
		o1, m1 := tb.Occupant(n)
		o2, m2 := tb2.Occupant(n)
		if o1 != o2 || m1 != m2 || tb.Balance(n) != tb2.Balance(n) {
			t.Errorf("seat %d: %v %v %v / %v %v %v", n, o1, m1.Name, tb.Balance(n), o2, m2.Name, tb2.Balance(n))
		}
	}
	if tb2.Round() != 30 || tb2.Meter(Xtreme) != tb.Meter(Xtreme) || tb2.Total() != 0 {
		t.Errorf("round %d meter %v", tb2.Round(), tb2.Meter(Xtreme))
	}
	// Both continue alike.
	for _, x := range []*Table{tb, tb2} {
		must(t, x.Rebet(0))
		must(t, x.Deal(99))
		play(t, x, nil)
	}
	if tb.Balance(0) != tb2.Balance(0) || tb.Balance(4) != tb2.Balance(4) {
		t.Error("the restored table plays differently")
	}
}

// A save taken in the middle of a round restores with the round void and
// every wager not yet settled returned.
func TestRestoreMidRoundVoids(t *testing.T) {
	tb := newTable(t, 0, 2)
	for _, n := range []int{0, 2} {
		must(t, tb.BetAntes(n, cr(10)))
		must(t, tb.Bet(n, BonusSpin, cr(5)))
		must(t, tb.Bet(n, FiveCardBonus, cr(5)))
	}
	must(t, tb.Deal(3))
	must(t, tb.Decide(0, table.Bet2x))
	must(t, tb.Decide(2, table.Fold)) // settled: its antes and Bonus Spin are lost
	data, err := tb.MarshalBinary()
	must(t, err)
	tb2 := newTable(t)
	must(t, tb2.UnmarshalBinary(data))
	if tb2.Balance(0) != cr(10_000) || tb2.Balance(2) != cr(10_000-25) {
		t.Errorf("balances %v %v", tb2.Balance(0), tb2.Balance(2))
	}
	if ev := tb2.Events(); len(ev) != 1 || ev[0].Kind != table.Voided {
		t.Errorf("events %+v", ev)
	}
	if tb2.Phase() != Betting || tb2.Total() != 0 {
		t.Error("not between rounds")
	}
	must(t, tb2.Rebet(0))
	must(t, tb2.Deal(4))
	// Restoring over a round under way is refused.
	if err := tb.UnmarshalBinary(data); !errors.Is(err, ErrRound) {
		t.Errorf("restore mid-round: %v", err)
	}
}

// A damaged or foreign save is refused with an error and changes nothing.
func TestRestoreRejects(t *testing.T) {
	tb := drivenTable(t)
	must(t, tb.BetAntes(0, cr(10)))
	must(t, tb.Deal(1))
	play(t, tb, nil)
	data, err := tb.MarshalBinary()
	must(t, err)
	target := newTable(t, 1)
	before := snap(t, target)
	flip := slices.Clone(data)
	flip[20] ^= 4
	cfg := DefaultConfig()
	cfg.XtremeTable = wheelXtremeB()
	other, err := NewTable(cfg, sharedEval(), [32]byte{})
	must(t, err)
	foreign, err := other.MarshalBinary()
	must(t, err)
	for name, bad := range map[string][]byte{
		"empty": nil, "short": data[:10], "truncated": data[:len(data)-9], "flipped": flip,
		"foreign meters": foreign, "not ours": []byte("FMTR0123456789012345678"),
	} {
		err := target.UnmarshalBinary(bad)
		if !errors.Is(err, ErrSave) {
			t.Errorf("%s: %v", name, err)
		}
		if !sameSnap(before, snap(t, target)) {
			t.Errorf("%s: the table changed", name)
		}
	}
}

func FuzzRestore(f *testing.F) {
	tb := drivenTable(f)
	must(f, tb.BetAntes(0, cr(10)))
	must(f, tb.Deal(1))
	good, err := tb.MarshalBinary()
	must(f, err)
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte("FCCT"))
	f.Fuzz(func(t *testing.T, data []byte) {
		target := newTable(t, 2)
		before := snap(t, target)
		if err := target.UnmarshalBinary(data); err != nil {
			if !errors.Is(err, ErrSave) {
				t.Fatalf("error %v is not ErrSave", err)
			}
			if !sameSnap(before, snap(t, target)) {
				t.Fatal("a refused restore changed the table")
			}
			return
		}
		if target.Total() != 0 {
			t.Fatal("restored ledger unbalanced")
		}
		again, err := target.MarshalBinary()
		must(t, err)
		t2 := newTable(t)
		must(t, t2.UnmarshalBinary(again))
		// Play on: a restored table must run.
		d := &driver{t: t, tb: target, data: data[:min(len(data), 64)]}
		d.run()
	})
}
