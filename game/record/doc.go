// Package record reads and writes the binary records the game saves: a
// table, a progressive meter system. A record is
//
//	magic [len(magic)]byte, version uint16
//	fields, little-endian
//	CRC-32 (IEEE) of all the bytes before it: uint32
//
// A record is written with append functions, as encoding/binary's
// AppendUint64 and the like write its fields: [AppendHead] begins it,
// [AppendBlock] writes a field of bytes with its length, and
// [AppendChecksum] ends it. [Open] checks the magic, the checksum and the
// version, in that order, and gives a [Reader] of the fields, which
// remembers the first field it could not read instead of failing at each
// one. Every error matches one of this package's sentinel errors with
// [errors.Is].
package record
