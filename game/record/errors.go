package record

import "errors"

// Errors of a record that does not read, wrapped with detail: test them
// with errors.Is.
var (
	// ErrMagic: the data does not begin with the magic of the record
	// asked for; it is not a record of this kind.
	ErrMagic = errors.New("record: not a record of this kind")
	// ErrShort: the record ends before a field it should hold.
	ErrShort = errors.New("record: cut short")
	// ErrTrailing: bytes after the last field of the record.
	ErrTrailing = errors.New("record: bytes after the end")
	// ErrChecksum: the checksum does not match the bytes.
	ErrChecksum = errors.New("record: checksum mismatch")
	// ErrVersion: a version this code does not read.
	ErrVersion = errors.New("record: unknown version")
	// ErrNewer: a version newer than the one this code reads, made by a
	// later release; the error matches ErrVersion too.
	ErrNewer = errors.New("record: made by a newer version")
)
