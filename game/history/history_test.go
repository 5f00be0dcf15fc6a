package history

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"testing"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/record"
	"felt/game/table"
)

var eval = hand.New()

// play plays n rounds at a core (the person betting on the first wager and a side bet now
// and then, deciding at random among the legal decisions) and adds each to a book, checking
// that the summary's net is what the core moved in the person's credits.
func play(t *testing.T, g table.Game, n int, seed uint64) *Book {
	t.Helper()
	b := &Book{Game: g.Name()}
	r := rand.New(rand.NewPCG(seed, 7))
	p := g.Person()
	when := int64(1_700_000_000_000)
	for i := range n {
		if !g.Covers(p) {
			if err := g.BuyIn(p); err != nil {
				t.Fatal(err)
			}
		}
		before := g.Balance(p)
		if err := g.Place(p, 0, money.Credits(5)); err != nil {
			t.Fatalf("round %d: %v", i, err)
		}
		for w := 1; w < g.Wagers(); w++ {
			if g.Offered(table.Wager(w)) && r.IntN(4) == 0 {
				_ = g.Place(p, table.Wager(w), money.Credits(5))
			}
		}
		staked := g.Bets(p).Total()
		if err := g.Deal(cards.Seed(r.Uint64())); err != nil {
			t.Fatal(err)
		}
		for g.Phase() == table.Deciding {
			acts := g.Legal(p).Append(nil)
			if err := g.Decide(p, acts[r.IntN(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
		when += 30_000
		// The table's settings as a front end writes them (none for a third of the rounds,
		// as a round kept before the history noted them).
		var settings []byte
		if i%3 != 0 {
			settings = []byte{byte(i), byte(i >> 8), 7}
		}
		b.Add(Round{When: when, Took: 30_000, Credits: g.Balance(p), Person: int8(p), Events: g.Events(), Table: settings})
		s := b.Last().Summary()
		if got := g.Balance(p) - before; s.Net != got {
			t.Fatalf("round %d: summary net %v, the core moved %v (%+v)", i, s.Net, got, s)
		}
		if s.Wagered < staked || s.Number != g.Round() || s.Seed == 0 {
			t.Fatalf("round %d: wagered %v (staked %v before the deal), number %d (%d)", i, s.Wagered, staked, s.Number, g.Round())
		}
		if !s.Ranked || len(s.Decisions) == 0 {
			t.Fatalf("round %d: no hand or no decision: %+v", i, s)
		}
	}
	return b
}

func cores(t *testing.T) []table.Game {
	c4cfg, cccfg := crazy4.Default(), crisscross.DefaultConfig()
	c4cfg.BuyIn, cccfg.BuyIn = money.Credits(1_000_000), money.Credits(1_000_000)
	c4, err := crazy4.NewTable(c4cfg, eval)
	if err != nil {
		t.Fatal(err)
	}
	cc, err := crisscross.NewTable(cccfg, eval)
	if err != nil {
		t.Fatal(err)
	}
	return []table.Game{c4, cc}
}

func TestBookOfRounds(t *testing.T) {
	for _, g := range cores(t) {
		t.Run(g.Name(), func(t *testing.T) {
			b := play(t, g, Max+25, 1)
			if len(b.Rounds) != Max || b.Totals.Rounds != Max+25 {
				t.Fatalf("%d rounds kept, %d counted", len(b.Rounds), b.Totals.Rounds)
			}
			if b.Last().Summary().Number != g.Round() || b.Rounds[0].Summary().Number != g.Round()-Max+1 {
				t.Fatal("the rounds kept are not the last ones, oldest first")
			}
			// The totals agree with the rounds they count (all of them: play again from the
			// start and keep everything).
			var net, wagered money.Amount
			var made, hit int64
			for _, w := range b.Totals.Wagers {
				net += w.Net
				made += w.Made
				hit += w.Hit
			}
			for i := range b.Rounds {
				wagered += b.Rounds[i].Summary().Wagered
			}
			if net != b.Totals.Net || made < b.Totals.Rounds || hit > made || b.Totals.Wagered < wagered {
				t.Fatalf("totals %+v", b.Totals)
			}
			var decided int64
			for _, n := range b.Totals.Decisions {
				decided += n
			}
			if decided < b.Totals.Rounds || b.Totals.Millis != (Max+25)*30_000 || !b.Totals.HaveBest {
				t.Fatalf("decisions %v, time %d, best %v", b.Totals.Decisions, b.Totals.Millis, b.Totals.HaveBest)
			}
			// Round trip.
			data, err := b.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			c, err := Decode(data, g.Name())
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(b, c) {
				t.Fatal("the book read back differs")
			}
			t.Logf("%s: %d rounds in %d bytes (%d a round)", g.Name(), len(b.Rounds), len(data), len(data)/len(b.Rounds))
			if len(data) > 1600*Max {
				t.Fatalf("%d bytes: not compact", len(data))
			}
			if _, err := Decode(data, "other"); !errors.Is(err, ErrBad) {
				t.Fatalf("another game's history: %v", err)
			}
		})
	}
}

// TestVersion1 reads a history kept before the rounds held their table's settings (written
// by version 1 of the record): its rounds and totals read, their settings not known, and it
// is written again as version 2 with them.
func TestVersion1(t *testing.T) {
	data, err := os.ReadFile("testdata/version1.fhis")
	if err != nil {
		t.Fatal(err)
	}
	b, err := Decode(data, "crazy4")
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Rounds) != 2 || b.Totals.Rounds != 2 || len(b.Rounds[1].Events) < 20 {
		t.Fatalf("%d rounds, %d counted", len(b.Rounds), b.Totals.Rounds)
	}
	for i := range b.Rounds {
		if s := b.Rounds[i].Summary(); b.Rounds[i].Table != nil || s.Wagered == 0 || s.Number != uint64(i+1) {
			t.Fatalf("round %d: settings %v, summary %+v", i, b.Rounds[i].Table, s)
		}
	}
	b.Add(Round{When: b.Last().When + 60_000, Person: 2, Events: b.Last().Events, Table: []byte{9}})
	again, err := b.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	if binary.LittleEndian.Uint16(again[len(magic):]) != version {
		t.Fatal("not written as the version now")
	}
	c, err := Decode(again, "crazy4")
	if err != nil || !reflect.DeepEqual(b, c) || !bytes.Equal(c.Last().Table, []byte{9}) {
		t.Fatalf("written again and read: %v", err)
	}
}

func TestReset(t *testing.T) {
	g := cores(t)[0]
	b := play(t, g, 10, 2)
	last := b.Last().When
	b.Reset(last)
	if b.Totals.Rounds != 0 || len(b.Rounds) != 10 || len(b.Counted()) != 0 || b.Totals.ResetAt != last {
		t.Fatalf("after a reset: %+v, %d rounds, %d counted", b.Totals, len(b.Rounds), len(b.Counted()))
	}
	b.Add(Round{When: last + 1, Person: 2, Events: g.Events()})
	if b.Totals.Rounds != 1 || len(b.Counted()) != 1 || b.Totals.Since != last+1 {
		t.Fatalf("a round after the reset: %+v", b.Totals)
	}
}

func TestDamaged(t *testing.T) {
	b := play(t, cores(t)[1], 5, 3)
	data, _ := b.MarshalBinary()
	flipped := bytes.Clone(data)
	flipped[len(flipped)/2] ^= 4
	for _, c := range []struct {
		name string
		data []byte
		want error
	}{
		{"nothing", nil, record.ErrMagic},
		{"cut short", data[:len(data)-9], record.ErrChecksum},
		{"a flipped bit", flipped, record.ErrChecksum},
		{"a table's record", []byte("FC4R\x01\x00"), record.ErrMagic},
	} {
		if _, err := Decode(c.data, "crisscross"); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	// Fields out of range under a right checksum.
	for _, body := range [][]byte{
		{200}, // a count cut short
		append(make([]byte, 0), 0, 0, 0, 0, 0, 2), // a best hand flag of 2
	} {
		rec := record.AppendHead(nil, magic, version)
		rec = record.AppendBlock(rec, []byte("crisscross"))
		rec = record.AppendChecksum(record.AppendBlock(rec, body), 0)
		if _, err := Decode(rec, "crisscross"); err == nil {
			t.Errorf("body %v reads", body)
		}
	}
}

// FuzzDecode reads any data as a history: it must not panic, an error must be one of the
// record's or ErrBad, and what reads must write back to the same bytes.
func FuzzDecode(f *testing.F) {
	g, _ := crazy4.NewTable(crazy4.Default(), eval)
	b := &Book{Game: "crazy4"}
	must := func(err error) {
		if err != nil {
			f.Fatal(err)
		}
	}
	for i := range 3 {
		must(g.Place(2, crazy4.Ante, money.Credits(5)))
		must(g.Deal(cards.Seed(i + 1)))
		for g.Phase() == table.Deciding {
			must(g.Decide(2, table.Bet1x))
		}
		b.Add(Round{When: int64(i), Person: 2, Credits: g.Balance(2), Events: g.Events()})
	}
	data, _ := b.MarshalBinary()
	f.Add(data)
	f.Add(data[:40])
	empty, _ := (&Book{Game: "crazy4"}).MarshalBinary()
	f.Add(empty)
	if old, err := os.ReadFile("testdata/version1.fhis"); err == nil {
		f.Add(old)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := Decode(data, "crazy4")
		if err != nil {
			for _, want := range []error{record.ErrMagic, record.ErrShort, record.ErrTrailing, record.ErrChecksum, record.ErrVersion, ErrBad} {
				if errors.Is(err, want) {
					return
				}
			}
			t.Fatalf("error %v", err)
		}
		for i := range b.Rounds {
			_ = b.Rounds[i].Summary()
		}
		again, err := b.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		c, err := Decode(again, "crazy4")
		if err != nil || !reflect.DeepEqual(b, c) {
			t.Fatal(fmt.Sprint("a book read does not write back alike: ", err))
		}
	})
}
