package record

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
)

// Open checks that data is one whole record of the given magic and version
// (see the package documentation) and returns a Reader of its fields. It
// checks the magic first, then the checksum, then the version: a version
// number is trusted only once the checksum is right.
func Open(data []byte, magic string, version uint16) (Reader, error) {
	head := len(magic) + 2
	if len(data) < len(magic) || string(data[:len(magic)]) != magic {
		return Reader{}, fmt.Errorf("%w: want %q", ErrMagic, magic)
	}
	if len(data) < head+4 {
		return Reader{}, fmt.Errorf("%w: %d bytes", ErrShort, len(data))
	}
	le := binary.LittleEndian
	body := data[:len(data)-4]
	if crc32.ChecksumIEEE(body) != le.Uint32(data[len(body):]) {
		return Reader{}, ErrChecksum
	}
	if v := le.Uint16(data[len(magic):]); v > version {
		return Reader{}, fmt.Errorf("%w: %w: %d (this code reads %d)", ErrVersion, ErrNewer, v, version)
	} else if v != version {
		return Reader{}, fmt.Errorf("%w: %d (this code reads %d)", ErrVersion, v, version)
	}
	return Reader{b: body[head:]}, nil
}
