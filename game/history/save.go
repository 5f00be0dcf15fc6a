package history

import (
	"encoding/binary"
	"errors"
	"fmt"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/record"
	"felt/game/table"
)

// The record of a Book (game/record), little-endian:
//
//	magic "FHIS", version uint16
//	the game's name: a block (uint32 length, bytes)
//	the body: a block, of varints (encoding/binary's Uvarint and Varint):
//	    the totals: rounds, milliseconds, wagered, net, biggest; best hand: a byte (1 when
//	        there is one) then an event; decisions: fold, 1x, 2x, 3x; per wager spot
//	        (MaxWagers of them): made, hit, staked, net; since; reset at
//	    the rounds, oldest first: a count (at most Max), then each: when, took, credits,
//	        the person's seat (a byte), the table's settings (since version 2: a
//	        count of at most MaxTable, then the bytes; 0 when they are not known), the
//	        events: a count (at most MaxEvents), then each event
//	CRC-32 (IEEE) of all the bytes before it: uint32
//
// A record of version 1 (before the rounds kept their table's settings) reads, its rounds'
// settings not known.
//
// An event is its kind (a byte), a byte of flags saying which fields follow (bit 0 the seat,
// 1 the wager, 2 the index, 3 the card, 4 Up (no field: the bit is its value), 5 the action
// and result (one byte: action × 16 + result), 6 the value, 7 the amount), those fields (the
// seat as an int8 byte, wager, index and card a byte each, value a uvarint, amount a
// varint), then for a Settled event its pay (a varint). A field left out is zero.
const (
	magic   = "FHIS"
	version = 2
	// MaxEvents is the most events a round of the record holds.
	MaxEvents = 4096
)

// ErrBad is wrapped when a record's fields are out of range (its checksum being right): a
// record this code would not have written.
var ErrBad = errors.New("history: a field out of range")

// MarshalBinary saves the book as a record.
func (b *Book) MarshalBinary() ([]byte, error) {
	return b.AppendBinary(nil)
}

// AppendBinary appends the book's record to dst.
func (b *Book) AppendBinary(dst []byte) ([]byte, error) {
	start := len(dst)
	dst = record.AppendHead(dst, magic, version)
	dst = record.AppendBlock(dst, []byte(b.Game))
	body := b.appendBody(make([]byte, 0, 64+len(b.Rounds)*600))
	dst = record.AppendBlock(dst, body)
	return record.AppendChecksum(dst, start), nil
}

func (b *Book) appendBody(p []byte) []byte {
	t := &b.Totals
	p = binary.AppendUvarint(p, uint64(t.Rounds))
	p = binary.AppendUvarint(p, uint64(t.Millis))
	p = binary.AppendVarint(p, int64(t.Wagered))
	p = binary.AppendVarint(p, int64(t.Net))
	p = binary.AppendVarint(p, int64(t.Biggest))
	if t.HaveBest {
		p = appendEvent(append(p, 1), &t.Best)
	} else {
		p = append(p, 0)
	}
	for _, n := range t.Decisions[table.Fold:] {
		p = binary.AppendUvarint(p, uint64(n))
	}
	for _, w := range t.Wagers {
		p = binary.AppendUvarint(p, uint64(w.Made))
		p = binary.AppendUvarint(p, uint64(w.Hit))
		p = binary.AppendVarint(p, int64(w.Staked))
		p = binary.AppendVarint(p, int64(w.Net))
	}
	p = binary.AppendVarint(p, t.Since)
	p = binary.AppendVarint(p, t.ResetAt)
	p = binary.AppendUvarint(p, uint64(len(b.Rounds)))
	for i := range b.Rounds {
		r := &b.Rounds[i]
		p = binary.AppendVarint(p, r.When)
		p = binary.AppendUvarint(p, uint64(r.Took))
		p = binary.AppendVarint(p, int64(r.Credits))
		p = append(p, byte(r.Person))
		if len(r.Table) > MaxTable {
			p = append(p, 0)
		} else {
			p = append(p, byte(len(r.Table)))
			p = append(p, r.Table...)
		}
		p = binary.AppendUvarint(p, uint64(len(r.Events)))
		for k := range r.Events {
			p = appendEvent(p, &r.Events[k])
		}
	}
	return p
}

// appendEvent appends an event in the record's compact form.
func appendEvent(p []byte, e *table.Event) []byte {
	var f byte
	if e.Seat != 0 {
		f |= 1
	}
	if e.Wager != 0 {
		f |= 2
	}
	if e.Index != 0 {
		f |= 4
	}
	if e.Card != 0 {
		f |= 8
	}
	if e.Up {
		f |= 16
	}
	if e.Action != 0 || e.Result != 0 {
		f |= 32
	}
	if e.Value != 0 {
		f |= 64
	}
	if e.Amount != 0 {
		f |= 128
	}
	p = append(p, byte(e.Kind), f)
	if f&1 != 0 {
		p = append(p, byte(e.Seat))
	}
	if f&2 != 0 {
		p = append(p, byte(e.Wager))
	}
	if f&4 != 0 {
		p = append(p, e.Index)
	}
	if f&8 != 0 {
		p = append(p, byte(e.Card))
	}
	if f&32 != 0 {
		p = append(p, byte(e.Action)<<4|byte(e.Result))
	}
	if f&64 != 0 {
		p = binary.AppendUvarint(p, uint64(e.Value))
	}
	if f&128 != 0 {
		p = binary.AppendVarint(p, int64(e.Amount))
	}
	if e.Kind == table.Settled {
		p = binary.AppendVarint(p, int64(e.Pay))
	}
	return p
}

// Decode reads a book saved by MarshalBinary for the game named. Every error matches
// game/record's errors (a record cut short, damaged, of another kind or version) or
// ErrBad.
func Decode(data []byte, game string) (*Book, error) {
	v := uint16(version)
	if len(data) >= len(magic)+2 && binary.LittleEndian.Uint16(data[len(magic):]) == 1 {
		v = 1 // the rounds hold no table settings
	}
	r, err := record.Open(data, magic, v)
	if err != nil {
		return nil, err
	}
	name := r.Block()
	body := r.Block()
	if err := r.End(); err != nil {
		return nil, err
	}
	if string(name) != game {
		return nil, fmt.Errorf("%w: the history of %.16q, not %q", ErrBad, name, game)
	}
	d := decoder{b: body, version: v}
	b := &Book{Game: game}
	d.totals(&b.Totals)
	n := d.count(Max)
	if d.err == nil && n > 0 {
		b.Rounds = make([]Round, n)
	}
	for i := 0; i < n && d.err == nil; i++ {
		d.round(&b.Rounds[i])
	}
	if d.err == nil && len(d.b) != 0 {
		d.err = fmt.Errorf("%w: %d bytes", record.ErrTrailing, len(d.b))
	}
	if d.err != nil {
		return nil, d.err
	}
	return b, nil
}

// decoder reads the body's fields, remembering the first error (as record.Reader does).
type decoder struct {
	b       []byte
	err     error
	version uint16 // the record's
}

func (d *decoder) fail(what string) {
	if d.err == nil {
		d.err = fmt.Errorf("%w: %s", ErrBad, what)
	}
}

func (d *decoder) byte() byte {
	if d.err != nil {
		return 0
	}
	if len(d.b) == 0 {
		d.err = record.ErrShort
		return 0
	}
	c := d.b[0]
	d.b = d.b[1:]
	return c
}

func (d *decoder) uvarint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.err = fmt.Errorf("%w: a number", record.ErrShort)
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) varint() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.err = fmt.Errorf("%w: a number", record.ErrShort)
		return 0
	}
	d.b = d.b[n:]
	return v
}

// count reads a count of at most most.
func (d *decoder) count(most int) int {
	n := d.uvarint()
	if n > uint64(most) {
		d.fail("a count")
		return 0
	}
	return int(n)
}

// positive reads a count that fits an int64.
func (d *decoder) positive() int64 {
	n := d.uvarint()
	if n > 1<<62 {
		d.fail("a count")
		return 0
	}
	return int64(n)
}

// amount reads an amount within what money can hold.
func (d *decoder) amount() money.Amount {
	a := d.varint()
	if a > 1<<62 || a < -(1<<62) {
		d.fail("an amount")
		return 0
	}
	return money.Amount(a)
}

func (d *decoder) totals(t *Totals) {
	t.Rounds = d.positive()
	t.Millis = d.positive()
	t.Wagered, t.Net, t.Biggest = d.amount(), d.amount(), d.amount()
	switch d.byte() {
	case 0:
	case 1:
		t.HaveBest = true
		d.event(&t.Best)
		if d.err == nil && t.Best.Kind != table.HandRanked {
			d.fail("the best hand")
		}
	default:
		d.fail("the best hand's flag")
	}
	for a := table.Fold; a <= table.Bet3x; a++ {
		t.Decisions[a] = d.positive()
	}
	for w := range t.Wagers {
		wt := &t.Wagers[w]
		wt.Made, wt.Hit = d.positive(), d.positive()
		wt.Staked, wt.Net = d.amount(), d.amount()
		if d.err == nil && (wt.Hit > wt.Made || wt.Staked < 0) {
			d.fail("a wager's totals")
		}
	}
	t.Since, t.ResetAt = d.varint(), d.varint()
}

func (d *decoder) round(r *Round) {
	r.When = d.varint()
	r.Took = d.positive()
	r.Credits = d.amount()
	r.Person = int8(d.byte())
	if d.err == nil && (r.Person < 0 || r.Person >= table.Seats || r.Took > MaxTook) {
		d.fail("a round")
		return
	}
	if d.version >= 2 {
		if k := d.count(MaxTable); k > 0 && d.err == nil {
			if k > len(d.b) {
				d.err = fmt.Errorf("%w: the table's settings", record.ErrShort)
				return
			}
			r.Table, d.b = append([]byte(nil), d.b[:k]...), d.b[k:]
		}
	}
	n := d.count(MaxEvents)
	if d.err != nil {
		return
	}
	// Each event takes two bytes at least: a count the body cannot hold is refused before
	// the room is made for it.
	if n > len(d.b)/2 {
		d.err = fmt.Errorf("%w: %d events", record.ErrShort, n)
		return
	}
	r.Events = make([]table.Event, n)
	for i := range r.Events {
		d.event(&r.Events[i])
	}
}

// kinds is the number of event kinds the record knows (table.SeatState is the last).
const kinds = int(table.SeatState) + 1

func (d *decoder) event(e *table.Event) {
	k, f := d.byte(), d.byte()
	if d.err != nil {
		return
	}
	if int(k) >= kinds {
		d.fail("an event's kind")
		return
	}
	e.Kind = table.Kind(k)
	if f&1 != 0 {
		e.Seat = int8(d.byte())
		if e.Seat < table.Community || e.Seat >= table.Seats {
			d.fail("an event's seat")
		}
	}
	if f&2 != 0 {
		e.Wager = table.Wager(d.byte())
		if e.Wager >= table.MaxWagers {
			d.fail("an event's wager")
		}
	}
	if f&4 != 0 {
		e.Index = d.byte()
	}
	if f&8 != 0 {
		e.Card = cards.Card(d.byte())
	}
	if (e.Kind == table.CardDealt || e.Kind == table.CardShown || e.Kind == table.MagicDrawn) && !e.Card.Valid() {
		d.fail("an event's card")
	}
	e.Up = f&16 != 0
	if f&32 != 0 {
		ar := d.byte()
		e.Action, e.Result = table.Action(ar>>4), table.Result(ar&15)
		if e.Action > table.Bet3x || e.Result > table.CommunityPay {
			d.fail("an event's action or result")
		}
	}
	if f&64 != 0 {
		v := d.uvarint()
		if v > 1<<32-1 {
			d.fail("an event's value")
		}
		e.Value = uint32(v)
	}
	// An event's amount may hold any 64 bits (NoMoreBets holds the round's seed).
	if f&128 != 0 {
		e.Amount = money.Amount(d.varint())
	}
	if e.Kind == table.Settled {
		e.Pay = money.Amount(d.varint())
	}
}
