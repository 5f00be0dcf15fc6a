package crazy4

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"testing"

	"felt/game/cards"
	"felt/game/table"
)

// played returns a Default table after some rounds with the person betting.
func played(t testing.TB, rounds int) *Table {
	t.Helper()
	tb := newTable(t, Default())
	p := tb.Person()
	for i := range rounds {
		must(t, tb.Bet(p, Ante, cr(5)))
		must(t, tb.Bet(p, Progressive, cr(1)))
		must(t, tb.Deal(cards.Seed(i)))
		if tb.Phase() == Deciding {
			must(t, tb.Decide(p, table.Bet1x))
		}
	}
	return tb
}

func TestSaveRestore(t *testing.T) {
	tb := played(t, 50)
	b, err := tb.MarshalBinary()
	must(t, err)
	r, err := Restore(b, testEval)
	must(t, err)
	b2, err := r.MarshalBinary()
	must(t, err)
	if !bytes.Equal(b, b2) {
		t.Fatal("a restored table saves differently")
	}
	for s := range table.Seats {
		if r.Balance(s) != tb.Balance(s) || r.Occupant(s) != tb.Occupant(s) || r.Last(s) != tb.Last(s) {
			t.Fatalf("seat %d differs", s)
		}
	}
	if r.Round() != tb.Round() || r.ProgressiveMeter().Meter(0) != tb.ProgressiveMeter().Meter(0) || r.Ledger().Balances() != tb.Ledger().Balances() {
		t.Fatal("table differs")
	}
	if len(r.Events()) != 0 {
		t.Errorf("a table saved between rounds comes back with events: %v", r.Events())
	}
	// Both play on alike.
	for i := range 20 {
		for _, x := range []*Table{tb, r} {
			must(t, x.Rebet(x.Person()))
			must(t, x.Deal(cards.Seed(1000+i)))
			if x.Phase() == Deciding {
				must(t, x.Decide(x.Person(), table.Fold))
			}
		}
		if tb.Balance(2) != r.Balance(2) || tb.Balance(0) != r.Balance(0) {
			t.Fatal("restored table plays differently")
		}
	}
}

// A table saved at the person's decision comes back at that decision:
// the same cards, credits, wagers and meters, and the round's events so
// far; it plays on to the same end (TestResumeMidRound tries many).
func TestRestoreMidRoundResumes(t *testing.T) {
	tb := played(t, 3)
	p := tb.Person()
	must(t, tb.Bet(p, Ante, cr(5)))
	must(t, tb.Bet(p, Progressive, cr(1)))
	must(t, tb.Bet(p, HandBonus, cr(1)))
	stack(t, tb, map[int]string{0: "2c 3c 4c 5c 6c", 1: "Ac Ad 4d 6s 8c", 2: "8s 7d 4h 3h 2d", 3: "Kd Qd 9c 8h 6h"}, "Kc Js 9s 6d 3d", "Ts", "", 1)
	must(t, tb.Deal(5))
	if tb.Phase() != Deciding {
		t.Fatal(tb.Phase())
	}
	b, err := tb.MarshalBinary()
	must(t, err)
	r, err := Restore(b, testEval)
	must(t, err)
	if r.Phase() != Deciding || r.Turn() != p || r.Balance(p) != tb.Balance(p) || r.Cards(p) != tb.Cards(p) || r.Result(p).Void {
		t.Fatalf("restored mid-round: phase %v, credits %v (had %v)", r.Phase(), r.Balance(p), tb.Balance(p))
	}
	if r.ProgressiveMeter().Meter(0) != tb.ProgressiveMeter().Meter(0) || r.Ledger().Balances() != tb.Ledger().Balances() {
		t.Error("the meters or the ledger differ")
	}
	if len(r.Events()) != len(tb.Events()) {
		t.Errorf("%d events, had %d", len(r.Events()), len(tb.Events()))
	}
	must(t, r.Decide(p, table.Bet1x))
	must(t, tb.Decide(p, table.Bet1x))
	checkRound(t, r)
	if r.Balance(p) != tb.Balance(p) || r.Result(p) != tb.Result(p) {
		t.Fatalf("the restored round ended otherwise: %+v / %+v", r.Result(p), tb.Result(p))
	}
	// The restored table plays on.
	must(t, r.Rebet(p))
	must(t, r.Deal(9))
	checkRound(t, r)
}

func TestVoid(t *testing.T) {
	tb := played(t, 2)
	p := tb.Person()
	before := tb.Balance(p)
	house := tb.Ledger().House()
	must(t, tb.Bet(p, Ante, cr(5)))
	must(t, tb.Bet(p, Progressive, cr(1)))
	stack(t, tb, map[int]string{0: "2c 3c 4c 5c 6c", 1: "Ac Ad 4d 6s 8c", 2: "8s 7d 4h 3h 2d", 3: "Kd Qd 9c 8h 6h"}, "Kc Js 9s 6d 3d", "Ts", "", 99)
	must(t, tb.Deal(5))
	meter := tb.ProgressiveMeter().Meter(0)
	must(t, tb.Void())
	checkRound(t, tb)
	if tb.Phase() != Done || tb.Balance(p) != before || !tb.Result(p).Void || tb.Result(p).Net() != 0 {
		t.Fatalf("void: credits %v, had %v", tb.Balance(p), before)
	}
	if tb.ProgressiveMeter().Meter(0) != meter {
		t.Error("the meter moved back")
	}
	// The house refunded the progressive wagers it took and keeps the
	// cost of what they added to the meter.
	if tb.Ledger().House() >= house {
		t.Errorf("house %v, was %v", tb.Ledger().House(), house)
	}
	refused(t, tb, ErrPhase, func() error { return tb.Void() })
	// A betting round can be voided too: the wagers go back.
	must(t, tb.Bet(p, Ante, cr(5)))
	must(t, tb.Void())
	if tb.Balance(p) != before {
		t.Fatal("void of the bets")
	}
}

func TestDamagedSave(t *testing.T) {
	tb := played(t, 5)
	good, err := tb.MarshalBinary()
	must(t, err)
	reseal := func(b []byte) []byte {
		b = bytes.Clone(b[:len(b)-4])
		return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
	}
	cases := map[string][]byte{
		"empty":     nil,
		"magic":     append([]byte("XXXX"), good[4:]...),
		"short":     good[:len(good)/2],
		"flipped":   func() []byte { b := bytes.Clone(good); b[len(b)/2] ^= 1; return b }(),
		"version":   reseal(append(append([]byte("FC4T"), 9, 0), good[6:]...)),
		"trailing":  reseal(append(bytes.Clone(good[:len(good)-4]), 0, 0, 0, 0, 0)),
		"bad-money": reseal(func() []byte { b := bytes.Clone(good); b[len(b)-300] ^= 0x40; return b }()),
	}
	// A configuration the game cannot build a table from.
	bad := Default()
	bad.QueensUp = "Z"
	tb2 := newTable(t, Default())
	tb2.cfg = bad
	if b, err := tb2.MarshalBinary(); err == nil {
		cases["config"] = b
	}
	for name, b := range cases {
		before := snap(t, tb)
		err := tb.UnmarshalBinary(b)
		if !errors.Is(err, ErrSave) {
			t.Errorf("%s: %v", name, err)
		}
		if !before.same(snap(t, tb)) {
			t.Errorf("%s: a damaged save changed the table", name)
		}
		if _, err := Restore(b, testEval); !errors.Is(err, ErrSave) {
			t.Errorf("%s: Restore gave %v", name, err)
		}
	}
	must(t, tb.UnmarshalBinary(good))
}

func FuzzRestore(f *testing.F) {
	tb := played(f, 5)
	good, err := tb.MarshalBinary()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:40])
	// A round in play, at the person's decision and before the deal.
	p := tb.Person()
	must(f, tb.Bet(p, Ante, cr(5)))
	if b, err := tb.MarshalBinary(); err == nil {
		f.Add(b)
	}
	must(f, tb.Bet(p, HandBonus, cr(1)))
	must(f, tb.Deal(3))
	if b, err := tb.MarshalBinary(); err == nil {
		f.Add(b)
	}
	f.Add([]byte("FC4T"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tb := newTable(t, Default())
		before := snap(t, tb)
		if err := tb.UnmarshalBinary(data); err != nil {
			if !errors.Is(err, ErrSave) {
				t.Fatalf("error %v does not match ErrSave", err)
			}
			if !before.same(snap(t, tb)) {
				t.Fatal("a damaged save changed the table")
			}
			return
		}
		// A save that restores is a table that plays.
		checkRound(t, tb)
		if tb.Phase() == Deciding {
			must(t, tb.Decide(tb.Turn(), table.Fold))
			checkRound(t, tb)
		}
		for i := range 3 {
			if p := tb.Person(); p != NoPerson && tb.Balance(p) >= cr(10) {
				_ = tb.Bet(p, Ante, tb.Limit(Ante).Min)
			}
			if err := tb.Deal(cards.Seed(i)); err == nil && tb.Phase() == Deciding {
				must(t, tb.Decide(tb.Turn(), table.Fold))
			}
			checkRound(t, tb)
		}
		// Mutating the data to add bytes at the end must not restore.
		extra := bytes.Clone(data)
		extra[len(extra)/2] ^= 0x10
		if !bytes.Equal(extra, data) {
			if err := tb.UnmarshalBinary(extra); err == nil {
				t.Log("a flipped bit still restores (the checksum collided)")
			}
		}
	})
}
