package crisscross

import (
	"encoding/binary"
	"errors"
	"fmt"

	"felt/game/cards"
	"felt/game/meter"
	"felt/game/money"
	"felt/game/record"
	"felt/game/table"
)

// The saved table, little-endian:
//
//	magic "FCCT", version uint16
//	round uint64, next roster character uint32, the person's seat int8
//	the ledger as a void of the round in play would leave it: each seat's
//	    bank, the house, the meters, the cage: int64
//	per seat: occupant uint8, roster character uint16, buy-ins uint8,
//	    refund int64 (its wagers in play), the last round's wagers:
//	    NumWagers × int64
//	per progressive system (Bonus Spin, Xtreme): length uint32, its record
//	the round in play: length uint32 (0 when none: the last round is
//	    done), then its own record (see resume.go)
//	CRC-32 (IEEE) of all the bytes before it: uint32
//
// A table saved in the middle of a round resumes that round exactly where
// it was (docs/rules.md: an interrupted round is not an irregularity): the
// same cards, wagers, decisions, meters and shoe stream, and its events so
// far. Only when the round's record cannot go on (another version of it,
// or a table of other rules) is the round void, with every wager in play
// returned, which the ledger as saved allows at once.
const (
	saveMagic   = "FCCT"
	saveVersion = 2
	maxCredits  = money.Amount(1) << 56 // no saved amount comes near it
)

// MarshalBinary saves the table: the seats, their credits and last
// wagers, the round count, the meters and the round in play. It does not
// change the table. A table stopped by an internal inconsistency (Err)
// saves its round as void.
func (t *Table) MarshalBinary() ([]byte, error) {
	le := binary.LittleEndian
	b := make([]byte, 0, 4096)
	b = record.AppendHead(b, saveMagic, saveVersion)
	b = le.AppendUint64(b, t.round)
	b = le.AppendUint32(b, uint32(t.nextMate))
	b = append(b, byte(int8(t.person)))
	v := t.ledger.VoidedBalances()
	for _, a := range v.Bank {
		b = le.AppendUint64(b, uint64(a))
	}
	for _, a := range [3]money.Amount{v.House, v.Meters, v.Cage} {
		b = le.AppendUint64(b, uint64(a))
	}
	for n := range t.seats {
		s := &t.seats[n]
		b = append(b, byte(s.who))
		b = le.AppendUint16(b, uint16(s.mate))
		b = append(b, byte(s.rebuys))
		b = le.AppendUint64(b, uint64(v.Bank[n]-t.ledger.Balance(n)))
		for _, a := range s.last {
			b = le.AppendUint64(b, uint64(a))
		}
	}
	for _, m := range t.meters {
		rec, err := m.MarshalBinary()
		if err != nil {
			return nil, err
		}
		b = record.AppendBlock(b, rec)
	}
	var round []byte
	if !t.ended && t.err == nil {
		round = t.appendRound(nil)
	}
	b = record.AppendBlock(b, round)
	return record.AppendChecksum(b, 0), nil
}

// saved is a decoded save, applied only once all of it is valid.
type saved struct {
	round    uint64
	nextMate int
	person   int
	bal      table.Balances
	who      [table.Seats]Occupant
	mate     [table.Seats]int
	rebuys   [table.Seats]int
	refund   [table.Seats]money.Amount
	last     [table.Seats]wagers
	meters   [2]*meter.System
	round2   []byte // the round in play's record, or nil
}

// UnmarshalBinary replaces the table with a saved one (see
// MarshalBinary), keeping its configuration, evaluator, strategy and
// recording setting (SetRecording). A round saved in play resumes:
// Events returns its events so far, for a front end to replay. A round
// that cannot go on is void, reported by its events (Voided for each seat
// with wagers in play, RoundEnd), and the table is Done. A table saved
// between rounds comes back Done, its last results gone. Bad data returns
// an error that errors.Is matches against ErrSave (and, for the meters,
// meter's errors) and leaves the table as it was.
func (t *Table) UnmarshalBinary(data []byte) error {
	sv, err := t.decode(data)
	if err != nil {
		return err
	}
	n := t.build()
	n.SetRecording(t.Recording())
	n.round, n.nextMate, n.person, n.meters = sv.round, sv.nextMate, sv.person, sv.meters
	for i := range n.seats {
		s := &n.seats[i]
		s.who, s.mate, s.rebuys, s.last = sv.who[i], sv.mate[i], sv.rebuys[i], sv.last[i]
		if s.who == Mate {
			s.habits = n.habitsOf(&n.roster[s.mate])
		}
	}
	if sv.round2 == nil || n.resume(sv) != nil {
		n.void(sv)
	}
	*t = *n
	return nil
}

// build returns a table of t's configuration, evaluator and strategy,
// with nobody seated, no round and the meters at their seeds.
func (t *Table) build() *Table {
	n := &Table{cfg: t.cfg, roster: t.roster, eval: t.eval, cap: t.cap, strat: t.strat, ruleSum: t.ruleSum, pays: t.pays, turn: -1, person: NoPerson}
	n.shoe.Shuffle(0)
	return n
}

// void ends the saved round as void: the ledger as the save holds it,
// every wager in play returned; Voided for each seat that had some, then
// RoundEnd. With none, the table is simply between rounds.
func (t *Table) void(sv *saved) {
	t.fail(t.ledger.Restore(sv.bal))
	t.log.Reset()
	t.ended, t.street, t.turn, t.next = true, NoStreet, -1, 0
	t.cross, t.shown = [CrossSize]cards.Card{}, 0
	for n := range t.seats {
		t.seats[n].clearRound()
	}
	if !t.log.Recording() {
		return
	}
	some := false
	for n, a := range sv.refund {
		if a > 0 {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Amount = table.Voided, int8(n), a
			some = true
		}
	}
	if some {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Amount = table.RoundEnd, table.Dealer, money.Amount(t.round&0xFFFF_FFFF)
	}
}

// decode parses and checks a save.
func (t *Table) decode(data []byte) (*saved, error) {
	bad := func(format string, a ...any) (*saved, error) {
		return nil, fmt.Errorf("%w: %s", ErrSave, fmt.Sprintf(format, a...))
	}
	r, err := record.Open(data, saveMagic, saveVersion)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSave, err)
	}
	sv := &saved{round: r.Uint64(), nextMate: int(r.Uint32()), person: int(int8(r.Byte()))}
	for n := range sv.bal.Bank {
		sv.bal.Bank[n] = amount(&r)
	}
	sv.bal.House, sv.bal.Meters, sv.bal.Cage = amount(&r), amount(&r), amount(&r)
	for n := range sv.who {
		sv.who[n], sv.mate[n], sv.rebuys[n] = Occupant(r.Byte()), int(r.Uint16()), int(r.Byte())
		sv.refund[n] = amount(&r)
		for w := range sv.last[n] {
			sv.last[n][w] = amount(&r)
		}
	}
	ms, err := newMeters(&t.cfg)
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
	sv.meters = ms
	if round := r.Block(); len(round) > 0 {
		sv.round2 = round
	}
	if err := r.End(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSave, err)
	}
	if err := t.checkSaved(sv); err != nil {
		return bad("%v", err)
	}
	return sv, nil
}

// checkSaved checks that a saved state is one a table could reach.
func (t *Table) checkSaved(sv *saved) error {
	if sv.round < 1 || sv.round > 1<<62 {
		return fmt.Errorf("round %d", sv.round)
	}
	if sv.nextMate < 0 || sv.nextMate >= max(len(t.roster), 1) {
		return fmt.Errorf("next character %d of %d", sv.nextMate, len(t.roster))
	}
	if sv.person < NoPerson || sv.person >= table.Seats {
		return fmt.Errorf("the person in seat %d", sv.person)
	}
	if sv.bal.Sum() != 0 {
		return fmt.Errorf("balances add up to %v", sv.bal.Sum())
	}
	for n := range sv.who {
		switch sv.who[n] {
		case Empty, Player:
			if sv.mate[n] != 0 || sv.rebuys[n] != 0 {
				return fmt.Errorf("seat %d: %v with a character", n, sv.who[n])
			}
		case Mate:
			if sv.mate[n] >= len(t.roster) || sv.rebuys[n] > 1 {
				return fmt.Errorf("seat %d: character %d, %d buy-ins", n, sv.mate[n], sv.rebuys[n])
			}
			for o := range n {
				if sv.who[o] == Mate && sv.mate[o] == sv.mate[n] {
					return fmt.Errorf("seats %d and %d hold the same character", o, n)
				}
			}
		default:
			return fmt.Errorf("seat %d: occupant %d", n, sv.who[n])
		}
		if sv.bal.Bank[n] < 0 || sv.refund[n] < 0 || sv.refund[n] > sv.bal.Bank[n] {
			return fmt.Errorf("seat %d: refund %v of %v", n, sv.refund[n], sv.bal.Bank[n])
		}
		if sv.who[n] == Empty && (sv.bal.Bank[n] != 0 || sv.last[n] != wagers{}) {
			return fmt.Errorf("seat %d is empty but has credits", n)
		}
		for _, a := range sv.last[n] {
			if a < 0 || a > maxCredits {
				return fmt.Errorf("seat %d: last wager %v", n, a)
			}
		}
	}
	return nil
}

// amount reads an amount, which must be within maxCredits either way.
func amount(r *record.Reader) money.Amount {
	a := money.Amount(r.Int64())
	if a > maxCredits || a < -maxCredits {
		r.Fail(fmt.Errorf("amount %d out of range", a))
	}
	return a
}
