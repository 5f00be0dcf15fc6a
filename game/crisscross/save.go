package crisscross

import (
	"encoding/binary"
	"errors"
	"fmt"
	"unicode/utf8"

	"felt/game/meter"
	"felt/game/money"
	"felt/game/record"
	"felt/game/table"
)

// The saved table, little-endian:
//
//	magic "FCCT", version uint16, rounds dealt uint64, mid-round flag uint8
//	per seat: occupant uint8, credits int64, last round's wagers [NumWagers]int64,
//	    and for a table-mate: name length uint8, name, units, buy-in int64,
//	    style uint8, side bets, jackpots, hunch uint32, think int32
//	per progressive system (Bonus Spin, Xtreme): length uint32, its record
//	CRC-32 (IEEE) of all the bytes before it: uint32
//
// A seat's credits are its bank plus every wager not yet settled: a table
// saved in the middle of a round restores with that round void and its
// wagers returned (001 ch.13; RULES-NOTES, irregularities). The meters keep
// what the void round's progressive wagers fed them.
const (
	saveMagic   = "FCCT"
	saveVersion = 1
	maxName     = 64
)

// MarshalBinary saves the table: the seats, their credits and last
// wagers, the round count and the progressive meters.
func (t *Table) MarshalBinary() ([]byte, error) {
	le := binary.LittleEndian
	b := make([]byte, 0, 2048)
	b = record.AppendHead(b, saveMagic, saveVersion)
	b = le.AppendUint64(b, t.round)
	mid := byte(0)
	if t.phase != Betting {
		mid = 1
	}
	b = append(b, mid)
	for n := range t.seats {
		s := &t.seats[n]
		b = append(b, byte(s.who))
		credits := t.ledger.Balance(n)
		for w := range NumWagers {
			if t.ledger.IsStaked(n, w) && !t.ledger.Settled(n, w) {
				credits += t.ledger.Staked(n, w)
			}
		}
		b = le.AppendUint64(b, uint64(credits))
		for w := range NumWagers {
			b = le.AppendUint64(b, uint64(s.last[w]))
		}
		if s.who == Mate {
			m := s.mate
			name := m.Name
			if len(name) > maxName || !utf8.ValidString(name) {
				name = "?"
			}
			b = append(b, byte(len(name)))
			b = append(b, name...)
			b = le.AppendUint64(b, uint64(m.Units))
			b = le.AppendUint64(b, uint64(m.BuyIn))
			b = append(b, byte(m.Style))
			b = le.AppendUint32(b, m.SideBets)
			b = le.AppendUint32(b, m.Jackpots)
			b = le.AppendUint32(b, m.Hunch)
			b = le.AppendUint32(b, uint32(int32(m.Think)))
		}
	}
	for _, m := range t.meters {
		rec, err := m.MarshalBinary()
		if err != nil {
			return nil, err
		}
		b = record.AppendBlock(b, rec)
	}
	return record.AppendChecksum(b, 0), nil
}

// saved is a decoded save, applied only once all of it is valid.
type saved struct {
	round   uint64
	mid     bool
	who     [table.Seats]Occupant
	credits [table.Seats]money.Amount
	last    [table.Seats][NumWagers]money.Amount
	mates   [table.Seats]table.Mate
	meters  [2]*meter.System
}

// UnmarshalBinary restores a table MarshalBinary saved, into a table with
// the same configuration, between rounds. A save taken in the middle of a
// round restores with that round void: a Voided event reports it. Bad
// data returns an error that errors.Is matches against ErrSave (and, for
// the meters, meter's errors) and leaves the table as it was. The table
// keeps its recording setting (SetRecording).
func (t *Table) UnmarshalBinary(data []byte) error {
	if t.phase != Betting {
		return ErrRound
	}
	sv, err := t.decode(data)
	if err != nil {
		return err
	}
	var l table.Ledger
	l.SetJournal(t.ledger.Journal())
	for n := range t.seats {
		if sv.credits[n] > 0 {
			_ = l.BuyIn(n, sv.credits[n])
		}
		t.seats[n] = seat{who: sv.who[n], mate: sv.mates[n], last: sv.last[n]}
		if sv.who[n] == Mate {
			t.seats[n].habits = t.habitsOf(&sv.mates[n])
		}
	}
	t.ledger = l
	t.round, t.meters = sv.round, sv.meters
	t.phase, t.turn, t.next, t.shown = Betting, -1, 0, 0
	t.log.Reset()
	if sv.mid {
		if t.log.Recording() {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Amount = table.Voided, table.Dealer, money.Amount(t.round&0xFFFF_FFFF)
		}
	}
	t.ended = true
	return nil
}

// decode parses and checks a save.
func (t *Table) decode(data []byte) (*saved, error) {
	bad := func(what string) error { return fmt.Errorf("%w: %s", ErrSave, what) }
	r, err := record.Open(data, saveMagic, saveVersion)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSave, err)
	}
	sv := &saved{round: r.Uint64()}
	switch r.Byte() {
	case 0:
	case 1:
		sv.mid = true
	default:
		return nil, bad("round flag")
	}
	amount := func(max money.Amount) (money.Amount, bool) {
		a := money.Amount(r.Int64())
		return a, a >= 0 && a <= max
	}
	for n := range sv.who {
		sv.who[n] = Occupant(r.Byte())
		if sv.who[n] > Mate {
			return nil, bad("occupant")
		}
		var ok bool
		if sv.credits[n], ok = amount(1 << 52); !ok {
			return nil, bad("credits")
		}
		for w := range NumWagers {
			if sv.last[n][w], ok = amount(money.Credits(1_000_000)); !ok {
				return nil, bad("last wagers")
			}
		}
		if sv.who[n] != Mate {
			continue
		}
		m := &sv.mates[n]
		name := r.Bytes(int(r.Byte()))
		m.Name = string(name)
		m.Units, m.BuyIn = r.Int64(), r.Int64()
		m.Style = table.Style(r.Byte())
		m.SideBets, m.Jackpots, m.Hunch = r.Uint32(), r.Uint32(), r.Uint32()
		m.Think = int(int32(r.Uint32()))
		if !utf8.Valid(name) || len(name) > maxName || m.Units < 1 || m.Units > 1_000_000 || m.BuyIn < 1 || m.BuyIn > 1_000_000 ||
			m.Style > table.Hunch || m.SideBets > 1_000_000 || m.Jackpots > 1_000_000 || m.Hunch > 1_000_000 || m.Think < 0 {
			return nil, bad("table-mate")
		}
	}
	ms, err := newMeters(&t.cfg, t.mseed)
	if err != nil {
		return nil, err
	}
	for i := range ms {
		rec := r.Block()
		if r.Err() != nil {
			break
		}
		if err := ms[i].UnmarshalBinary(rec); err != nil {
			return nil, errors.Join(ErrSave, err)
		}
	}
	if err := r.End(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSave, err)
	}
	sv.meters = ms
	return sv, nil
}
