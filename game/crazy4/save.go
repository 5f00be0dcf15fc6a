package crazy4

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"

	"felt/game/hand"
	"felt/game/meter"
	"felt/game/money"
	"felt/game/record"
	"felt/game/table"
)

// The saved table, little-endian:
//
//	magic "FC4T", version uint16
//	configuration: length uint32, then the Config as JSON
//	round uint64, next roster character uint32
//	ledger, as a void of the round in play would leave it: each seat's
//	    bank, the house, the meters, the cage: int64
//	per seat: occupant uint8, roster character uint16, buy-ins uint8,
//	    refund int64 (its wagers in play), the last round's wagers:
//	    NumWagers × int64
//	each meter system (progressive, Five Card Hand Bonus): length uint32
//	    (0 when the table has none), then its own record
//	the round in play: length uint32 (0 when none: the last round is
//	    done), then its own record (see resume.go); not in version 1
//	CRC-32 (IEEE) of all the bytes before it: uint32
//
// A table saved in the middle of a round resumes that round exactly where
// it was (docs/rules.md: an interrupted round is not an irregularity): the
// same cards, wagers, decisions, meters and streams, and its events so
// far. Only when the round's record cannot go on (another version of the
// rules, or a state no table could reach) is the round void, every wager
// in play returned (seed 000 §14), which the ledger as saved allows at
// once. A save of version 1, which kept no round, voids its round so.
const (
	saveMagic   = "FC4T"
	saveVersion = 2
	maxConfig   = 1 << 16
	maxCredits  = money.Amount(1) << 56 // no saved amount comes near it
)

// MarshalBinary saves the whole table: its configuration, each seat's
// occupant and credits, the round counter, the meters and the last round's
// wagers (for Rebet). It does not change the table.
func (t *Table) MarshalBinary() ([]byte, error) {
	cfg, err := json.Marshal(t.cfg)
	if err != nil {
		return nil, err
	}
	le := binary.LittleEndian
	b := make([]byte, 0, 512+len(cfg))
	b = record.AppendHead(b, saveMagic, saveVersion)
	b = record.AppendBlock(b, cfg)
	b = le.AppendUint64(b, t.round)
	b = le.AppendUint32(b, uint32(t.nextMate))
	v := t.ledger.VoidedBalances()
	for _, a := range v.Bank {
		b = le.AppendUint64(b, uint64(a))
	}
	for _, a := range [3]money.Amount{v.House, v.Meters, v.Cage} {
		b = le.AppendUint64(b, uint64(a))
	}
	for s := range t.seats {
		st := &t.seats[s]
		b = append(b, byte(st.who))
		b = le.AppendUint16(b, uint16(st.mate))
		b = append(b, byte(st.rebuys))
		b = le.AppendUint64(b, uint64(v.Bank[s]-t.ledger.Balance(s)))
		for _, a := range st.last {
			b = le.AppendUint64(b, uint64(a))
		}
	}
	for _, m := range [2]*meter.System{t.prog, t.bonus} {
		var rec []byte
		if m != nil {
			if rec, err = m.MarshalBinary(); err != nil {
				return nil, err
			}
		}
		b = record.AppendBlock(b, rec)
	}
	var round []byte
	if t.phase != Done && t.err == nil {
		round = t.appendRound(nil)
	}
	b = record.AppendBlock(b, round)
	return record.AppendChecksum(b, 0), nil
}

// Restore makes a table from a saved one (see MarshalBinary). A round
// saved in play resumes: Events returns its events so far, for a front end
// to replay, and the table takes the next action of the round. A round
// that cannot go on comes back void with every wager returned, reported by
// its events (Voided for each seat, RoundEnd). A table saved between
// rounds comes back Done, its last results gone. A damaged record gives an
// error that matches ErrSave; one a later version of the game saved
// matches record.ErrNewer too.
func Restore(data []byte, eval *hand.Evaluator) (*Table, error) {
	if eval == nil {
		return nil, fmt.Errorf("%w: no hand evaluator", ErrConfig)
	}
	return decode(data, eval)
}

// UnmarshalBinary replaces the table with a saved one (see Restore),
// keeping its evaluator, strategy and recording (SetRecording). A damaged
// record gives an error that matches ErrSave and changes nothing.
func (t *Table) UnmarshalBinary(data []byte) error {
	n, err := decode(data, t.eval)
	if err != nil {
		return err
	}
	n.optimal = t.optimal
	n.SetRecording(t.Recording())
	*t = *n
	return nil
}

// decode builds a table from a saved record.
func decode(data []byte, eval *hand.Evaluator) (*Table, error) {
	version := uint16(saveVersion)
	r, err := record.Open(data, saveMagic, version)
	if errors.Is(err, record.ErrVersion) && !errors.Is(err, record.ErrNewer) {
		if r1, err1 := record.Open(data, saveMagic, 1); err1 == nil {
			r, err, version = r1, nil, 1
		}
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSave, err)
	}
	b := r.Block()
	if err := r.Err(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSave, err)
	}
	cfg, err := config(b)
	if err != nil {
		return nil, fmt.Errorf("%w: configuration: %w", ErrSave, err)
	}
	t, err := build(cfg, eval)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSave, err)
	}
	if err := t.load(&r, version); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrSave, err)
	}
	return t, nil
}

// config decodes a saved configuration: JSON of a Config, every field
// known, nothing after it.
func config(b []byte) (Config, error) {
	var cfg Config
	if len(b) > maxConfig {
		return cfg, fmt.Errorf("%d bytes", len(b))
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil {
		return cfg, err
	}
	if dec.InputOffset() != int64(len(b)) {
		return cfg, fmt.Errorf("%d bytes after it", int64(len(b))-dec.InputOffset())
	}
	return cfg, nil
}

// load reads the state of a saved table of a version into t, freshly
// built from the saved configuration, and checks it; then it resumes the
// round saved in play, or voids it when it cannot go on.
func (t *Table) load(r *record.Reader, version uint16) error {
	t.round = r.Uint64()
	t.nextMate = int(r.Uint32())
	var bal table.Balances
	for s := range bal.Bank {
		bal.Bank[s] = amount(r)
	}
	bal.House, bal.Meters, bal.Cage = amount(r), amount(r), amount(r)
	var refund [table.Seats]money.Amount
	for s := range t.seats {
		st := &t.seats[s]
		st.who, st.mate, st.rebuys = Occupant(r.Byte()), int(r.Uint16()), int(r.Byte())
		refund[s] = amount(r)
		for w := range st.last {
			st.last[w] = amount(r)
		}
	}
	for _, m := range [2]*meter.System{t.prog, t.bonus} {
		rec := r.Block()
		switch {
		case r.Err() != nil:
		case m == nil && len(rec) != 0:
			return errors.New("a meter record for a meter the table does not have")
		case m != nil:
			if err := m.UnmarshalBinary(rec); err != nil {
				return err
			}
		}
	}
	var round []byte
	if version >= 2 {
		round = r.Block()
	}
	if err := r.End(); err != nil {
		return err
	}
	if err := t.checkLoaded(&bal, &refund); err != nil {
		return err
	}
	if err := t.ledger.Restore(bal); err != nil {
		return err
	}
	for s := range t.seats {
		if st := &t.seats[s]; st.who == Mate {
			st.plan = t.plan(st.mate)
		}
	}
	t.phase = Done
	if len(round) > 0 && t.resume(round, &bal) == nil {
		return nil
	}
	t.voidLoaded(&bal, &refund)
	return nil
}

// voidLoaded ends a loaded round that cannot go on as void: the ledger at
// the balances saved, which return every wager in play; a Voided event for
// each seat that had some, then RoundEnd. With none, the table is simply
// between rounds.
func (t *Table) voidLoaded(bal *table.Balances, refund *[table.Seats]money.Amount) {
	t.fail(t.ledger.Restore(*bal))
	t.log.Reset()
	t.phase, t.turn = Done, -1
	t.clearLoadedRound()
	for s := range t.seats {
		if refund[s] > 0 {
			t.results[s].Void = true
			*t.log.Next() = table.Event{Kind: table.Voided, Seat: int8(s), Amount: refund[s]}
		}
	}
	if t.log.Len() > 0 {
		*t.log.Next() = table.Event{Kind: table.RoundEnd, Seat: table.Dealer}
	}
}

// checkLoaded checks that a saved state is one a table could reach.
func (t *Table) checkLoaded(bal *table.Balances, refund *[table.Seats]money.Amount) error {
	if t.round < 1 || t.round > 1<<62 {
		return fmt.Errorf("round %d", t.round)
	}
	if t.nextMate < 0 || t.nextMate >= len(t.roster) {
		return fmt.Errorf("next character %d of %d", t.nextMate, len(t.roster))
	}
	mates := 0
	for s := range t.seats {
		st := &t.seats[s]
		want := Empty
		if s == t.cfg.Person {
			want = Person
		}
		if st.who == Mate && want == Empty {
			mates++
			if st.mate < 0 || st.mate >= len(t.roster) || st.rebuys > 1 {
				return fmt.Errorf("seat %d: character %d, %d buy-ins", s, st.mate, st.rebuys)
			}
			for o := range s {
				if t.seats[o].who == Mate && t.seats[o].mate == st.mate {
					return fmt.Errorf("seats %d and %d hold the same character", o, s)
				}
			}
		} else if st.who != want || st.mate != 0 || st.rebuys != 0 {
			return fmt.Errorf("seat %d: %v, want %v", s, st.who, want)
		}
		if st.who == Empty && (bal.Bank[s] != 0 || refund[s] != 0 || st.last != stakes{}) {
			return fmt.Errorf("seat %d is empty but has credits", s)
		}
		if refund[s] < 0 || refund[s] > bal.Bank[s] {
			return fmt.Errorf("seat %d: refund %v of %v", s, refund[s], bal.Bank[s])
		}
		for _, a := range st.last {
			if a < 0 || a > maxLimit {
				return fmt.Errorf("seat %d: last wager %v", s, a)
			}
		}
	}
	if mates != t.cfg.Mates {
		return fmt.Errorf("%d table-mates, the configuration says %d", mates, t.cfg.Mates)
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
