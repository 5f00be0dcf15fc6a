package record

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math"
	"testing"
)

// sample appends to prefix a record holding one field of each kind.
func sample(prefix []byte) []byte {
	le := binary.LittleEndian
	b := AppendHead(prefix, "TEST", 3)
	b = append(b, 0xAB)
	b = le.AppendUint16(b, 0xBEEF)
	b = le.AppendUint32(b, math.MaxUint32)
	b = le.AppendUint64(b, 1<<63)
	b = le.AppendUint64(b, math.MaxUint64-1)
	b = append(b, "raw"...)
	b = AppendBlock(b, []byte("block"))
	b = AppendBlock(b, nil)
	b = append(b, "end"...)
	return AppendChecksum(b, len(prefix))
}

func TestRoundTrip(t *testing.T) {
	prefix := []byte("before")
	b := sample(bytes.Clone(prefix))
	if !bytes.HasPrefix(b, prefix) {
		t.Fatal("the prefix is gone")
	}
	rec := b[len(prefix):]
	want := []byte("TEST\x03\x00\xAB\xEF\xBE\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x80" +
		"\xFE\xFF\xFF\xFF\xFF\xFF\xFF\xFFraw\x05\x00\x00\x00block\x00\x00\x00\x00end")
	want = binary.LittleEndian.AppendUint32(want, crc32.ChecksumIEEE(want))
	if !bytes.Equal(rec, want) {
		t.Fatalf("record\n%q, want\n%q", rec, want)
	}
	r, err := Open(rec, "TEST", 3)
	if err != nil {
		t.Fatal(err)
	}
	if r.Byte() != 0xAB || r.Uint16() != 0xBEEF || r.Uint32() != math.MaxUint32 || r.Uint64() != 1<<63 || r.Int64() != -2 {
		t.Fatal("numbers")
	}
	if string(r.Bytes(3)) != "raw" || string(r.Block()) != "block" || len(r.Block()) != 0 || string(r.Bytes(3)) != "end" {
		t.Fatal("bytes")
	}
	if err := r.End(); err != nil {
		t.Fatal(err)
	}
}

func TestReaderErrors(t *testing.T) {
	rec := sample(nil)
	r, err := Open(rec, "TEST", 3)
	if err != nil {
		t.Fatal(err)
	}
	r.Bytes(20)
	if err := r.End(); !errors.Is(err, ErrTrailing) {
		t.Fatalf("End with bytes left: %v", err)
	}
	r, _ = Open(rec, "TEST", 3)
	bad := errors.New("a field out of range")
	r.Fail(bad)
	r.Fail(errors.New("a later one"))
	if r.Byte() != 0 || r.Bytes(0) != nil || r.End() != bad || r.Err() != bad {
		t.Fatal("Fail does not stop the reading, or is not the first error")
	}
	r, _ = Open(rec, "TEST", 3)
	if r.Bytes(-1) != nil || !errors.Is(r.Err(), ErrShort) {
		t.Fatal("a negative length")
	}
	r, _ = Open(rec, "TEST", 3)
	r.Bytes(len(rec) - 10 - 4) // 4 bytes left
	if r.Uint64() != 0 || !errors.Is(r.End(), ErrShort) || r.Err() != r.End() {
		t.Fatalf("a field past the end: %v", r.Err())
	}
	// A block longer than what is left.
	long := binary.LittleEndian.AppendUint32(AppendHead(nil, "TEST", 3), math.MaxUint32)
	r, err = Open(AppendChecksum(append(long, "abc"...), 0), "TEST", 3)
	if err != nil {
		t.Fatal(err)
	}
	if r.Block() != nil || !errors.Is(r.Err(), ErrShort) {
		t.Fatalf("a long block: %v", r.Err())
	}
}

func TestOpenRejects(t *testing.T) {
	good := sample(nil)
	reseal := func(b []byte) []byte {
		b = bytes.Clone(b[:len(b)-4])
		return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b))
	}
	flipped := bytes.Clone(good)
	flipped[len(flipped)/2] ^= 1
	version := bytes.Clone(good)
	version[4] = 4
	older := bytes.Clone(good)
	older[4] = 2
	for _, c := range []struct {
		name string
		data []byte
		want error
	}{
		{"nothing", nil, ErrMagic},
		{"part of the magic", []byte("TES"), ErrMagic},
		{"another magic", reseal(append([]byte("BEST"), good[4:]...)), ErrMagic},
		{"the magic alone", []byte("TEST"), ErrShort},
		{"no checksum", good[:6], ErrShort},
		{"cut short", good[:len(good)-1], ErrChecksum},
		{"a flipped bit", flipped, ErrChecksum},
		{"a damaged version", version, ErrChecksum},
		{"another version", reseal(version), ErrVersion},
		{"a newer version", reseal(version), ErrNewer},
		{"an older version", reseal(older), ErrVersion},
	} {
		if _, err := Open(c.data, "TEST", 3); !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, err, c.want)
		}
	}
	if _, err := Open(reseal(older), "TEST", 3); errors.Is(err, ErrNewer) {
		t.Errorf("an older version reads as newer: %v", err)
	}
	// The smallest record: no fields.
	r, err := Open(AppendChecksum(AppendHead(nil, "TEST", 3), 0), "TEST", 3)
	if err != nil || r.End() != nil {
		t.Fatalf("an empty record: %v", err)
	}
}

// FuzzOpen reads any data as the sample's fields: it must not panic, and
// an error must be one of the package's.
func FuzzOpen(f *testing.F) {
	f.Add(sample(nil))
	f.Add([]byte("TEST\x03\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Open(data, "TEST", 3)
		if err == nil {
			r.Byte()
			r.Uint16()
			r.Uint32()
			r.Uint64()
			r.Int64()
			r.Bytes(3)
			r.Block()
			r.Block()
			r.Bytes(3)
			err = r.End()
		}
		if err != nil && !errors.Is(err, ErrMagic) && !errors.Is(err, ErrShort) && !errors.Is(err, ErrTrailing) &&
			!errors.Is(err, ErrChecksum) && !errors.Is(err, ErrVersion) {
			t.Fatalf("error %v", err)
		}
	})
}
