package record

import (
	"encoding/binary"
	"hash/crc32"
)

// AppendHead begins a record at the end of b: it appends the magic and
// the version.
func AppendHead(b []byte, magic string, version uint16) []byte {
	b = append(b, magic...)
	return binary.LittleEndian.AppendUint16(b, version)
}

// AppendBlock appends the length of p (uint32), then p: a field that
// Reader.Block reads.
func AppendBlock(b, p []byte) []byte {
	b = binary.LittleEndian.AppendUint32(b, uint32(len(p)))
	return append(b, p...)
}

// AppendChecksum ends the record that AppendHead began at b[start]: it
// appends the checksum of b[start:].
func AppendChecksum(b []byte, start int) []byte {
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b[start:]))
}
