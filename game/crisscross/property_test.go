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
	street           Street
	turn, next       int
	round            uint64
	ended            bool
	cross            [CrossSize]cards.Card
	shown            uint8
	seats            [table.Seats]seat
	balances         table.Balances
	entries          []table.Entry
	events           []table.Event
	meters           [2][]byte
	shoe             cards.Shoe
	person, nextMate int
	seed             cards.Seed
	dealt            uint8
	draws            uint32
	err              error
}

func snap(t testing.TB, tb *Table) snapshot {
	t.Helper()
	s := snapshot{street: tb.street, turn: tb.turn, next: tb.next, round: tb.round, ended: tb.ended,
		cross: tb.cross, shown: tb.shown, seats: tb.seats, balances: tb.ledger.Balances(),
		entries: slices.Clone(tb.ledger.Entries()), events: slices.Clone(tb.Events()), shoe: tb.shoe,
		person: tb.person, nextMate: tb.nextMate, seed: tb.seed, dealt: tb.dealt, draws: tb.draws, err: tb.err}
	for i, m := range tb.meters {
		b, err := m.MarshalBinary()
		must(t, err)
		s.meters[i] = b
	}
	return s
}

func sameSnap(a, b snapshot) bool { return reflect.DeepEqual(a, b) }

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

// act performs one action: op chooses it, a the seat (-1 to 6), b and c
// its arguments.
func act(tb *Table, op, a, b, c byte) error {
	seat := int(a%8) - 1
	amount := amounts[int(c)%len(amounts)]
	switch op % 20 {
	case 0, 1:
		return tb.Bet(seat, table.Wager(b%10), amount)
	case 2:
		return tb.Place(seat, table.Wager(b%10), amount)
	case 3:
		return tb.Take(seat, table.Wager(b%10), amount)
	case 4:
		return tb.BetAntes(seat, amount)
	case 5:
		return tb.Clear(seat)
	case 6:
		return tb.Rebet(seat)
	case 7:
		return tb.Double(seat)
	case 8:
		var bets table.Bets
		bets[AnteAcross], bets[AnteDown] = amount, amounts[int(b)%len(amounts)]
		bets[b%10] += amounts[int(b/10)%len(amounts)]
		return tb.SetBets(seat, bets)
	case 9, 10:
		return tb.Deal(cards.Seed(b) | cards.Seed(c)<<8)
	case 11, 12, 13, 14:
		n := tb.Turn()
		if n < 0 || a%4 == 0 {
			n = seat
		}
		return tb.Decide(n, table.Action(b%6))
	case 15:
		return tb.SeatPlayer(seat, amount*10)
	case 16:
		return tb.SeatMate(seat, int(b)%(len(tb.roster)+1))
	case 17:
		return tb.Leave(seat)
	case 18:
		return tb.BuyIn(seat)
	}
	data, err := tb.MarshalBinary()
	if err != nil {
		return err
	}
	if c%2 == 0 && len(data) > 0 {
		data[int(b)%len(data)] ^= 1 << (c % 8)
	}
	return tb.UnmarshalBinary(data)
}

// step performs one action and checks the invariants: a rejected action
// changes nothing; the ledger is conserved; a finished round settled each
// wager once; a round in play waits for a Player.
func (d *driver) step() {
	t, tb := d.t, d.tb
	op, a, b, c := d.byte(), d.byte(), d.byte(), d.byte()
	before := snap(t, tb)
	err := act(tb, op, a, b, c)
	d.steps++
	if err != nil {
		if after := snap(t, tb); !sameSnap(before, after) {
			t.Fatalf("step %d: rejected op %d (%v) changed the table", d.steps, op%20, err)
		}
	}
	checkBooks(t, tb)
	if deciding(tb) {
		n := tb.Turn()
		if n < 0 || tb.seats[n].who != Player || !tb.Legal(n).Has(table.Fold) || tb.Legal(n).Has(table.Bet1x) != (tb.Balance(n) >= tb.seats[n].ante) {
			t.Fatalf("step %d: street %v, turn %d, legal %b", d.steps, tb.Street(), n, tb.Legal(max(n, 0)))
		}
	}
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
	must(t, tb.SeatMate(1, 3))
	must(t, tb.SeatMate(4, 4))
	return tb
}

func FuzzRound(f *testing.F) {
	f.Add([]byte{4, 1, 0, 6, 4, 4, 0, 6, 9, 0, 1, 2, 11, 0, 2, 0, 11, 0, 4, 0, 11, 0, 3, 0})
	f.Add([]byte{0, 1, 5, 4, 4, 1, 0, 4, 0, 1, 6, 1, 0, 1, 7, 2, 9, 9, 9, 9, 11, 1, 1, 1, 19, 1, 1, 1, 11, 1, 4, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		d := &driver{t: t, tb: drivenTable(t), data: data}
		d.run()
	})
}

// The fuzz target's invariants over long random action sequences.
func TestRandomRounds(t *testing.T) {
	var data []byte
	x := uint64(0x9e3779b97f4a7c15)
	for range 60_000 {
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
		must(t, tb.SeatMate(5, 0))
		for r := range 300 {
			must(t, tb.BetAntes(0, cr(10)))
			must(t, tb.Bet(0, BonusSpin, cr(5)))
			must(t, tb.Bet(0, Xtreme, cr(2)))
			must(t, tb.BetAntes(3, cr(5)))
			must(t, tb.Deal(cards.Seed(r*7919)))
			playSimple(t, tb)
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

// Save and restore between rounds gives back the same table, Done.
func TestSaveRestore(t *testing.T) {
	tb := drivenTable(t)
	must(t, tb.SeatMate(5, 6))
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
		if o1 != o2 || m1 != m2 || tb.Balance(n) != tb2.Balance(n) || tb.Last(n) != tb2.Last(n) {
			t.Errorf("seat %d: %v %v %v / %v %v %v", n, o1, m1.Name, tb.Balance(n), o2, m2.Name, tb2.Balance(n))
		}
	}
	if tb2.Round() != tb.Round() || tb2.Jackpot(Xtreme) != tb.Jackpot(Xtreme) || tb2.Total() != 0 || tb2.Phase() != table.Done || len(tb2.Events()) != 0 {
		t.Errorf("round %d meter %v phase %v", tb2.Round(), tb2.Jackpot(Xtreme), tb2.Phase())
	}
	// Both continue alike.
	for _, x := range []*Table{tb, tb2} {
		must(t, x.Rebet(0))
		must(t, x.Deal(99))
		play(t, x, nil)
	}
	if tb.Balance(0) != tb2.Balance(0) || tb.Balance(4) != tb2.Balance(4) || !slices.Equal(tb.Events(), tb2.Events()) {
		t.Error("the restored table plays differently")
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
	cfg := bare()
	cfg.XtremeTable = wheelXtremeB()
	other, err := NewTable(cfg, sharedEval())
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
		if target.Total() != 0 || target.Err() != nil {
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
