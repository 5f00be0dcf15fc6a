package record

import (
	"encoding/binary"
	"fmt"
)

// Reader reads the fields of a record in order. A field that is not there
// reads as zero (nil for bytes) and sets the Reader's error, ErrShort;
// once it has an error every later field reads as zero, so a decoder can
// read the whole record and check Err, or End, once.
type Reader struct {
	b   []byte
	err error
}

// Err returns the first error: a field cut short, or what Fail was given.
func (r *Reader) Err() error { return r.err }

// Fail sets the Reader's error to err, unless it already has one: a
// decoder's own check of a field then stops the reading like a record cut
// short.
func (r *Reader) Fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

// End returns the Reader's error, or ErrTrailing when bytes are left.
func (r *Reader) End() error {
	if r.err == nil && len(r.b) != 0 {
		r.err = fmt.Errorf("%w: %d bytes", ErrTrailing, len(r.b))
	}
	return r.err
}

// Bytes returns the next n bytes, which alias the record.
func (r *Reader) Bytes(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n < 0 || n > len(r.b) {
		r.err = fmt.Errorf("%w: %d bytes wanted, %d left", ErrShort, n, len(r.b))
		return nil
	}
	v := r.b[:n:n]
	r.b = r.b[n:]
	return v
}

// Byte reads one byte.
func (r *Reader) Byte() byte {
	if v := r.Bytes(1); v != nil {
		return v[0]
	}
	return 0
}

// Uint16 reads 2 bytes.
func (r *Reader) Uint16() uint16 {
	if v := r.Bytes(2); v != nil {
		return binary.LittleEndian.Uint16(v)
	}
	return 0
}

// Uint32 reads 4 bytes.
func (r *Reader) Uint32() uint32 {
	if v := r.Bytes(4); v != nil {
		return binary.LittleEndian.Uint32(v)
	}
	return 0
}

// Uint64 reads 8 bytes.
func (r *Reader) Uint64() uint64 {
	if v := r.Bytes(8); v != nil {
		return binary.LittleEndian.Uint64(v)
	}
	return 0
}

// Int64 reads 8 bytes, two's complement.
func (r *Reader) Int64() int64 { return int64(r.Uint64()) }

// Block reads what AppendBlock wrote: a length (uint32), then as many
// bytes.
func (r *Reader) Block() []byte {
	n := r.Uint32()
	if r.err == nil && uint64(n) > uint64(len(r.b)) {
		r.err = fmt.Errorf("%w: a block of %d bytes, %d left", ErrShort, n, len(r.b))
		return nil
	}
	return r.Bytes(int(n))
}
