package meter

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math/bits"

	"felt/game/money"
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
	b = append(b, magic...)
	b = le.AppendUint16(b, version)
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
	return le.AppendUint32(b, crc32.ChecksumIEEE(b[start:])), nil
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
	if len(data) < headerSize+checksumSize || string(data[:4]) != magic {
		return nil, corrupt("not a meter record")
	}
	le := binary.LittleEndian
	body := data[:len(data)-checksumSize]
	if crc32.ChecksumIEEE(body) != le.Uint32(data[len(body):]) {
		return nil, ErrChecksum
	}
	if v := le.Uint16(data[4:]); v != version {
		return nil, fmt.Errorf("%w: %d", ErrVersion, v)
	}
	if !bytes.Equal(data[6:14], p.print[:]) || int(data[14]) != p.n {
		return nil, ErrMismatch
	}
	r := reader{b: body[headerSize:]}
	st := new(state)
	st.now.Tick, st.now.Round = r.int(), r.int()
	st.wagered, st.wageredOurs = money.Amount(r.int()), money.Amount(r.int())
	st.acc, st.until = r.int(), r.int()
	if rb := r.bytes(rngSize); rb == nil || st.rng.UnmarshalBinary(rb) != nil {
		return nil, corrupt("random state")
	}
	for i := range p.n {
		l := &st.lv[i]
		l.meter, l.reserve, l.carryM, l.carryR = money.Amount(r.int()), money.Amount(r.int()), r.int(), r.int()
		l.contributed, l.seeded = money.Amount(r.int()), money.Amount(r.int())
		l.paid, l.paidOurs, l.hits = money.Amount(r.int()), money.Amount(r.int()), r.int()
	}
	h := int(r.byte())
	if r.bad || h > MaxHits || len(data) != recordSize(p.n, h) {
		return nil, corrupt("length")
	}
	for range h {
		hit := Hit{Level: int(r.byte()), Source: Source(int32(r.uint32()))}
		hit.Share, hit.Amount = PPM(r.int()), money.Amount(r.int())
		hit.Time = Time{Tick: r.int(), Round: r.int()}
		st.hist.add(hit)
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

// reader reads fixed-width little-endian fields, and remembers running
// short instead of failing at each read.
type reader struct {
	b   []byte
	bad bool
}

// bytes returns the next n bytes, or nil when there are not enough.
func (r *reader) bytes(n int) []byte {
	if r.bad || len(r.b) < n {
		r.bad = true
		return nil
	}
	v := r.b[:n]
	r.b = r.b[n:]
	return v
}

func (r *reader) byte() byte {
	if v := r.bytes(1); v != nil {
		return v[0]
	}
	return 0
}

func (r *reader) uint32() uint32 {
	if v := r.bytes(4); v != nil {
		return binary.LittleEndian.Uint32(v)
	}
	return 0
}

func (r *reader) int() int64 {
	if v := r.bytes(8); v != nil {
		return int64(binary.LittleEndian.Uint64(v))
	}
	return 0
}
