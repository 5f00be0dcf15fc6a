// Package code reads and writes round codes: a short text that holds one round — the game,
// the seed its cards were dealt from, the table's settings (its limits and pay tables, the
// side bets it offered), the table as it was seated, every wager made before the deal, every
// decision, the prize wheels' segments, the meters — so that the round can be dealt again
// exactly, on any device (Play). A code is base32 (Crockford's alphabet: digits and
// capitals without I, L, O, U; read without regard to case, dashes and spaces, O read as 0,
// I and L as 1) of
//
//	version × 16 + game (1 Crazy 4 Poker, 2 Criss Cross Poker; 8 more for a scripted round,
//	    a showcase deal whose shoe was stacked: Round.Scripted): a byte
//	the round's seed: 8 bytes, little-endian
//	the person's seat: a byte
//	the seating: a nibble per seat (seat 0 the low nibble of the first byte): 0 empty (or the
//	    person), 1 + the roster place of the table-mate sitting there; 3 bytes
//	per seat in play (the person's and the table-mates', in seat order): a bit per wager
//	    made (a uvarint), then each wager's amount (a uvarint: whole credits × 2, or cents ×
//	    2 + 1), then the seat's decisions (a uvarint: street 1 × 25 + street 2 × 5 + street
//	    3, each 0 none, 1 fold, 2-4 1x-3x)
//	the wheels' segments: a count, then a byte each
//	the progressive meters (since version 2): a count, then each: its system (as Game.MeterOf
//	    numbers it) × 16 + its level, a byte; its amount in cents at the round's start, a
//	    uvarint; what it gained by the time the settlement began, a varint
//	the table's settings (since version 3): a count (1 to MaxTable), then the bytes the
//	    front end wrote them as (render/setup's compact form: the limits, the table-mates,
//	    each wager offered and its pay table)
//	CRC-32 (IEEE) of the bytes before it: 4 bytes, little-endian
//
// Older codes are refused with a line that says what they lack: version 1 codes held no
// meters (a jackpot round dealt from one paid a fresh meter), version 2 codes no table
// settings (a round played at other pay tables or limits would be dealt at the default ones).
// Neither can be dealt again exactly.
//
// A code that does not parse (a wrong character, cut short, a checksum that does not match,
// a version this code does not read, a field out of range) is refused with an error that
// says which.
package code

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"strings"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// Version is the version of the codes this package writes and reads.
const Version = 3

// MaxMeters is the most meter levels a code holds.
const MaxMeters = 16

// MaxTable is the most bytes of table settings a code holds.
const MaxTable = 8

// Round is what a code holds.
type Round struct {
	Game   string // "crazy4" or "crisscross"
	Seed   cards.Seed
	Person int
	// Mates are the roster places of the table-mates, seat by seat; -1 for an empty seat
	// and the person's.
	Mates [table.Seats]int
	// Bets are every seat's wagers as the round was dealt.
	Bets [table.Seats]table.Bets
	// Acts are every seat's decisions, street by street (NoAction where none was made).
	Acts [table.Seats][table.MaxStreets]table.Action
	// Spins are the prize wheels' segments, in the order they spun.
	Spins []uint8
	// Meters are the progressive meters' levels at the round's start and as its
	// settlement began (table.Script.Meters): the jackpots pay what they paid.
	Meters []table.MeterAt
	// Table is the table's settings the round was played at, as the front end writes them
	// (render/setup's compact form): 1 to MaxTable bytes, which this package holds and does
	// not read. The front end reads them back and its rules core says whether a table can be
	// made of them.
	Table []byte
	// Scripted says the round was a showcase deal of scripted play (table.Stack): its
	// cards were stacked, not dealt from its seed alone, so it cannot be dealt again.
	Scripted bool
}

// scripted is added to a code's game for a scripted round.
const scripted = 8

// Errors of codes.
var (
	// ErrCode is wrapped by every error of a code that does not parse.
	ErrCode = errors.New("not a round code")
	// ErrRound is wrapped when a round cannot be made a code of, or a code's round cannot
	// be dealt.
	ErrRound = errors.New("not a round that can be replayed")
)

// MaxLen is the most characters a code's text can have, its dashes and spaces counted (a
// longer text is refused unread). The longest codes are some 180 characters (a Crazy 4
// Poker table of every wager at the highest limits, five table-mates betting beside the
// person), some 215 with a dash every five.
const MaxLen = 250

var games = [...]string{"", "crazy4", "crisscross"}

// alphabet is Crockford's base32.
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// String writes the code's text.
func (r *Round) String() string {
	b, err := r.MarshalBinary()
	if err != nil {
		return ""
	}
	return encode(b)
}

// MarshalBinary writes the code's bytes (before base32).
func (r *Round) MarshalBinary() ([]byte, error) {
	g := -1
	for i, n := range games {
		if n != "" && n == r.Game {
			g = i
		}
	}
	if g < 0 {
		return nil, fmt.Errorf("%w: the game %q", ErrRound, r.Game)
	}
	if r.Person < 0 || r.Person >= table.Seats || len(r.Spins) > 255 {
		return nil, fmt.Errorf("%w: the person's seat %d", ErrRound, r.Person)
	}
	if r.Scripted {
		g |= scripted
	}
	b := []byte{Version<<4 | byte(g)}
	b = binary.LittleEndian.AppendUint64(b, uint64(r.Seed))
	b = append(b, byte(r.Person))
	var seating [3]byte
	for s, m := range r.Mates {
		if s == r.Person || m < 0 {
			continue
		}
		if m > 14 {
			return nil, fmt.Errorf("%w: roster place %d", ErrRound, m)
		}
		seating[s/2] |= byte(m+1) << (4 * (s % 2))
	}
	b = append(b, seating[:]...)
	for s := range table.Seats {
		if s != r.Person && r.Mates[s] < 0 {
			continue
		}
		var mask uint64
		for w, a := range r.Bets[s] {
			if a < 0 {
				return nil, fmt.Errorf("%w: a negative wager", ErrRound)
			}
			if a > 0 {
				mask |= 1 << w
			}
		}
		b = binary.AppendUvarint(b, mask)
		for _, a := range r.Bets[s] {
			switch {
			case a == 0:
			case a%money.Credit == 0:
				b = binary.AppendUvarint(b, uint64(a/money.Credit)<<1)
			default:
				b = binary.AppendUvarint(b, uint64(a)<<1|1)
			}
		}
		acts := 0
		for _, a := range r.Acts[s] {
			if a > table.Bet3x {
				return nil, fmt.Errorf("%w: a decision %d", ErrRound, a)
			}
			acts = acts*5 + int(a)
		}
		b = binary.AppendUvarint(b, uint64(acts))
	}
	b = append(b, byte(len(r.Spins)))
	b = append(b, r.Spins...)
	if len(r.Meters) > MaxMeters {
		return nil, fmt.Errorf("%w: %d meters", ErrRound, len(r.Meters))
	}
	b = append(b, byte(len(r.Meters)))
	for _, m := range r.Meters {
		if m.Start < 0 || m.Settle < 0 || m.Start > 1<<50 || m.Settle > 1<<50 {
			return nil, fmt.Errorf("%w: a meter", ErrRound)
		}
		if m.System > 15 || m.Level > 15 {
			return nil, fmt.Errorf("%w: meter %d level %d", ErrRound, m.System, m.Level)
		}
		b = append(b, byte(m.System)<<4|m.Level)
		b = binary.AppendUvarint(b, uint64(m.Start))
		b = binary.AppendVarint(b, int64(m.Settle-m.Start))
	}
	if len(r.Table) == 0 || len(r.Table) > MaxTable {
		return nil, fmt.Errorf("%w: %d bytes of table settings (want 1 to %d)", ErrRound, len(r.Table), MaxTable)
	}
	b = append(b, byte(len(r.Table)))
	b = append(b, r.Table...)
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b)), nil
}

// encode writes bytes as base32, 5 bits a character, most significant first.
func encode(b []byte) string {
	var s strings.Builder
	var acc uint32
	bits := 0
	for _, c := range b {
		acc = acc<<8 | uint32(c)
		bits += 8
		for bits >= 5 {
			bits -= 5
			s.WriteByte(alphabet[acc>>bits&31])
		}
	}
	if bits > 0 {
		s.WriteByte(alphabet[acc<<(5-bits)&31])
	}
	return s.String()
}

// decode reads base32 text (see the package doc).
func decode(text string) ([]byte, error) {
	var out []byte
	var acc uint32
	bits := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == '-' || c == ' ' || c == '\t' || c == '\n' || c == '\r':
			continue
		case c >= 'a' && c <= 'z':
			c -= 'a' - 'A'
		}
		switch c {
		case 'O':
			c = '0'
		case 'I', 'L':
			c = '1'
		}
		v := strings.IndexByte(alphabet, c)
		if v < 0 {
			return nil, fmt.Errorf("%w: %q is not a character of a code", ErrCode, rune(text[i]))
		}
		acc = acc<<5 | uint32(v)
		bits += 5
		if bits >= 8 {
			bits -= 8
			out = append(out, byte(acc>>bits))
		}
	}
	// Text as encode writes it ends within a character of its last byte, the bits after it
	// zero: a character more (or other trailing bits) is not a code, though it would read
	// the same bytes.
	if bits >= 5 || acc&(1<<bits-1) != 0 {
		return nil, fmt.Errorf("%w: a character too many at the end", ErrCode)
	}
	return out, nil
}

// Parse reads a code's text.
func Parse(text string) (Round, error) {
	var r Round
	if len(text) > MaxLen {
		return r, fmt.Errorf("%w: %d characters, too long", ErrCode, len(text))
	}
	b, err := decode(text)
	if err != nil {
		return r, err
	}
	if len(b) < 1+8+1+3+1+1+2+4 {
		return r, fmt.Errorf("%w: too short", ErrCode)
	}
	body := b[:len(b)-4]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(b[len(body):]) {
		return r, fmt.Errorf("%w: a character is wrong or missing (the checksum does not match)", ErrCode)
	}
	switch v := body[0] >> 4; {
	case v == 1:
		return r, fmt.Errorf("%w: an older code (version 1) that does not hold the round's meters nor the table's settings; make it again from the hand history", ErrCode)
	case v == 2:
		return r, fmt.Errorf("%w: an older code (version 2) that does not hold the table's settings (pay tables, limits); make it again from the hand history", ErrCode)
	case v != Version:
		return r, fmt.Errorf("%w: made by version %d of the codes, this game reads version %d", ErrCode, v, Version)
	}
	r.Scripted = body[0]&scripted != 0
	if g := int(body[0] & 15 &^ scripted); g >= 1 && g < len(games) {
		r.Game = games[g]
	} else {
		return r, fmt.Errorf("%w: no game %d", ErrCode, g)
	}
	r.Seed = cards.Seed(binary.LittleEndian.Uint64(body[1:]))
	r.Person = int(body[9])
	if r.Person >= table.Seats {
		return r, fmt.Errorf("%w: no seat %d", ErrCode, r.Person)
	}
	for s := range table.Seats {
		m := int(body[10+s/2]>>(4*(s%2))&15) - 1
		if s == r.Person && m >= 0 {
			return r, fmt.Errorf("%w: a table-mate in the person's seat", ErrCode)
		}
		r.Mates[s] = m
	}
	p := body[13:]
	read := func() (uint64, bool) {
		v, n := binary.Uvarint(p)
		if n <= 0 {
			return 0, false
		}
		p = p[n:]
		return v, true
	}
	for s := range table.Seats {
		if s != r.Person && r.Mates[s] < 0 {
			continue
		}
		mask, ok := read()
		if !ok || mask >= 1<<table.MaxWagers {
			return r, fmt.Errorf("%w: seat %d's wagers", ErrCode, s)
		}
		for w := range table.MaxWagers {
			if mask&(1<<w) == 0 {
				continue
			}
			v, ok := read()
			if !ok || v == 0 || v > 1<<40 {
				return r, fmt.Errorf("%w: seat %d's wager", ErrCode, s)
			}
			if v&1 == 0 {
				r.Bets[s][w] = money.Amount(v>>1) * money.Credit
			} else {
				r.Bets[s][w] = money.Amount(v >> 1)
			}
		}
		acts, ok := read()
		if !ok || acts >= 125 {
			return r, fmt.Errorf("%w: seat %d's decisions", ErrCode, s)
		}
		for k := table.MaxStreets - 1; k >= 0; k-- {
			r.Acts[s][k] = table.Action(acts % 5)
			acts /= 5
		}
	}
	if len(p) < 1 || len(p) < 1+int(p[0]) {
		return r, fmt.Errorf("%w: the wheels' segments", ErrCode)
	}
	if p[0] > 0 {
		r.Spins = append([]uint8(nil), p[1:1+int(p[0])]...)
	}
	p = p[1+int(p[0]):]
	if len(p) < 1 || p[0] > MaxMeters {
		return r, fmt.Errorf("%w: the meters", ErrCode)
	}
	n := int(p[0])
	p = p[1:]
	for range n {
		if len(p) < 1 {
			return r, fmt.Errorf("%w: the meters", ErrCode)
		}
		m := table.MeterAt{System: uint32(p[0] >> 4), Level: p[0] & 15}
		p = p[1:]
		start, ok := read()
		d, n := binary.Varint(p)
		if !ok || n <= 0 || start > 1<<50 || d < -(1<<50) || d > 1<<50 || int64(start)+d < 0 {
			return r, fmt.Errorf("%w: a meter", ErrCode)
		}
		p = p[n:]
		m.Start, m.Settle = money.Amount(start), money.Amount(int64(start)+d)
		r.Meters = append(r.Meters, m)
	}
	if len(p) < 1 || p[0] == 0 || p[0] > MaxTable || len(p) < 1+int(p[0]) {
		return r, fmt.Errorf("%w: the table's settings", ErrCode)
	}
	r.Table = append([]byte(nil), p[1:1+int(p[0])]...)
	p = p[1+int(p[0]):]
	if len(p) != 0 {
		return r, fmt.Errorf("%w: %d bytes too many", ErrCode, len(p))
	}
	return r, nil
}
