package meter

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"

	"felt/game/money"
	"felt/game/record"
)

// The saved record, little-endian:
//
//	magic "FMTR", version uint16, configuration fingerprint [8]byte, levels uint8
//	tick, round, wagered, wagered at our table, link accumulator, wagers to next hit: int64
//	the ChaCha8 state: 48 bytes, as its MarshalBinary gives it
//	per level: meter, reserve, meter carry, reserve carry, contributed, seeded, paid, paid ours, hits: int64
//	hits remembered uint8, then for each, oldest first:
//	    level uint8, source int32, share, amount, tick, round: int64
//	CRC-32 (IEEE) of all the bytes before it: uint32
//
// Every state has exactly one record, so a restored system saves the same
// bytes it was restored from.
const (
	magic        = "FMTR"
	version      = 1
	headerSize   = 4 + 2 + 8 + 1
	rngSize      = 48
	fixedSize    = 6*8 + rngSize
	levelSize    = 9 * 8
	hitSize      = 1 + 4 + 4*8
	checksumSize = 4
)

// recordSize returns the length of a record with n levels and h hits.
func recordSize(n, h int) int {
	return headerSize + fixedSize + n*levelSize + 1 + h*hitSize + checksumSize
}

// MarshalBinary saves the whole state of the system: its amounts, reserves,
// running totals, game time, the linked tables' random stream and the last
// hits. The configuration itself is not saved, only a fingerprint of it.
func (s *System) MarshalBinary() ([]byte, error) {
	return s.AppendBinary(make([]byte, 0, recordSize(s.p.n, s.st.hist.n)))
}

// AppendBinary appends the record MarshalBinary returns to b.
func (s *System) AppendBinary(b []byte) ([]byte, error) {
	return encode(b, &s.p, &s.st)
}

// encode appends the record of st to b.
func encode(b []byte, p *params, st *state) ([]byte, error) {
	start := len(b)
	le := binary.LittleEndian
	put := func(v int64) { b = le.AppendUint64(b, uint64(v)) }
	b = record.AppendHead(b, magic, version)
	b = append(b, p.print[:]...)
	b = append(b, byte(p.n))
	for _, v := range [...]int64{st.now.Tick, st.now.Round, int64(st.wagered), int64(st.wageredOurs), st.acc, st.until} {
		put(v)
	}
	b, err := st.rng.AppendBinary(b)
	if err != nil {
		return b[:start], err
	}
	for i := range p.n {
		l := &st.lv[i]
		for _, v := range [...]int64{int64(l.meter), int64(l.reserve), l.carryM, l.carryR,
			int64(l.contributed), int64(l.seeded), int64(l.paid), int64(l.paidOurs), l.hits} {
			put(v)
		}
	}
	b = append(b, byte(st.hist.n))
	for i := range st.hist.n {
		h := st.hist.at(i)
		b = append(b, byte(h.Level))
		b = le.AppendUint32(b, uint32(h.Source))
		for _, v := range [...]int64{int64(h.Share), int64(h.Amount), h.Time.Tick, h.Time.Round} {
			put(v)
		}
	}
	return record.AppendChecksum(b, start), nil
}

// UnmarshalBinary restores a state MarshalBinary saved, from a system with
// the same configuration. A record that is damaged, of another version or
// for another configuration returns an error (ErrCorrupt, ErrChecksum,
// ErrVersion or ErrMismatch) and leaves the system exactly as it was.
func (s *System) UnmarshalBinary(data []byte) error {
	s.begin()
	st, err := decode(data, &s.p)
	if err != nil {
		return err
	}
	s.st = *st
	return nil
}

// decode parses and validates a record against p.
func decode(data []byte, p *params) (*state, error) {
	corrupt := func(what string) error { return fmt.Errorf("%w: %s", ErrCorrupt, what) }
	r, err := record.Open(data, magic, version)
	if err != nil {
		return nil, opened(err)
	}
	fingerprint, levels := r.Bytes(len(p.print)), int(r.Byte())
	if r.Err() != nil {
		return nil, opened(r.Err())
	}
	if !bytes.Equal(fingerprint, p.print[:]) || levels != p.n {
		return nil, ErrMismatch
	}
	st := new(state)
	st.now.Tick, st.now.Round = r.Int64(), r.Int64()
	st.wagered, st.wageredOurs = money.Amount(r.Int64()), money.Amount(r.Int64())
	st.acc, st.until = r.Int64(), r.Int64()
	if rb := r.Bytes(rngSize); rb == nil || st.rng.UnmarshalBinary(rb) != nil {
		return nil, corrupt("random state")
	}
	for i := range p.n {
		l := &st.lv[i]
		l.meter, l.reserve, l.carryM, l.carryR = money.Amount(r.Int64()), money.Amount(r.Int64()), r.Int64(), r.Int64()
		l.contributed, l.seeded = money.Amount(r.Int64()), money.Amount(r.Int64())
		l.paid, l.paidOurs, l.hits = money.Amount(r.Int64()), money.Amount(r.Int64()), r.Int64()
	}
	h := int(r.Byte())
	if h > MaxHits {
		return nil, corrupt("hits")
	}
	for range h {
		hit := Hit{Level: int(r.Byte()), Source: Source(int32(r.Uint32()))}
		hit.Share, hit.Amount = PPM(r.Int64()), money.Amount(r.Int64())
		hit.Time = Time{Tick: r.Int64(), Round: r.Int64()}
		st.hist.add(hit)
	}
	if err := r.End(); err != nil {
		return nil, opened(err)
	}
	if err := validate(st, p); err != nil {
		return nil, err
	}
	// Only the canonical record of a state is accepted, so that a restore
	// followed by a save gives back the same bytes.
	if again, err := encode(nil, p, st); err != nil || !bytes.Equal(again, data) {
		return nil, corrupt("not canonical")
	}
	return st, nil
}

// opened gives an error of package record the matching error of this
// package as well: ErrChecksum, ErrVersion, or else ErrCorrupt.
func opened(err error) error {
	own := ErrCorrupt
	switch {
	case errors.Is(err, record.ErrChecksum):
		own = ErrChecksum
	case errors.Is(err, record.ErrVersion):
		own = ErrVersion
	}
	return fmt.Errorf("%w: %w", own, err)
}

// validate checks a decoded state for values no system could reach.
func validate(st *state, p *params) error {
	corrupt := func(format string, a ...any) error {
		return fmt.Errorf("%w: %s", ErrCorrupt, fmt.Sprintf(format, a...))
	}
	in := func(v, lo, hi int64) bool { return v >= lo && v <= hi }
	if !in(st.now.Tick, 0, 1<<62) || !in(st.now.Round, 1, 1<<62) {
		return corrupt("time %+v", st.now)
	}
	if !in(int64(st.wagered), 0, int64(MaxTotal)) || !in(int64(st.wageredOurs), 0, int64(st.wagered)) {
		return corrupt("wagers %d, %d", st.wagered, st.wageredOurs)
	}
	if !in(st.acc, 0, ticksPerMinute-1) {
		return corrupt("link accumulator %d", st.acc)
	}
	maxGap := int64(0)
	if p.weight > 0 {
		maxGap = 1
		if p.gapC > 0 {
			maxGap = 1 + int64((uint64(53)<<fracBits)/p.gapC)
		}
	}
	if !in(st.until, min(1, maxGap), maxGap) {
		return corrupt("wagers to the next linked hit %d", st.until)
	}
	var hits [MaxLevels]int64
	for i := range st.hist.n {
		h := st.hist.at(i)
		if h.Level >= p.n || !in(int64(h.Share), 1, int64(Whole)) || !in(int64(h.Amount), 0, int64(MaxTotal)) ||
			!(h.Source.valid() || in(int64(-h.Source), 1, MaxTables)) {
			return corrupt("hit %d", i)
		}
		prev := Time{Round: 1}
		if i > 0 {
			prev = st.hist.at(i - 1).Time
		}
		if !in(h.Time.Tick, prev.Tick, st.now.Tick) || !in(h.Time.Round, prev.Round, st.now.Round) {
			return corrupt("hit %d time %+v", i, h.Time)
		}
		hits[h.Level]++
	}
	for i := range p.n {
		lp, l := &p.lv[i], &st.lv[i]
		for _, v := range [...]money.Amount{l.meter, l.reserve, l.contributed, l.seeded, l.paid, l.paidOurs} {
			if !in(int64(v), 0, int64(MaxTotal)) {
				return corrupt("level %d: amount %d", i, v)
			}
		}
		switch {
		case !in(l.carryM, 0, int64(Whole)-1) || !in(l.carryR, 0, int64(Whole)-1):
			return corrupt("level %d: carry", i)
		case l.paidOurs > l.paid || l.seeded < lp.seed || l.hits < hits[i]:
			return corrupt("level %d: totals", i)
		case lp.ceiling > 0 && l.meter > lp.ceiling:
			return corrupt("level %d: meter above its ceiling", i)
		case l.meter+l.reserve+l.paid != l.contributed+l.seeded:
			return corrupt("level %d: accounts do not balance", i)
		}
		// Contributed×10^6 + carries == Wagered × (Rate + Reserve), in 128 bits.
		wh, wl := bits.Mul64(uint64(st.wagered), uint64(lp.rate+lp.reserve))
		ch, cl := bits.Mul64(uint64(l.contributed), uint64(Whole))
		cl, c := bits.Add64(cl, uint64(l.carryM+l.carryR), 0)
		if wh != ch+c || wl != cl {
			return corrupt("level %d: contributions do not match the wagers", i)
		}
	}
	return nil
}
