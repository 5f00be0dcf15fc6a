package meter

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"math/bits"
	"testing"

	"felt/game/money"
)

// seedOf returns a ChaCha8 seed made from n.
func seedOf(n uint64) [32]byte {
	var s [32]byte
	binary.LittleEndian.PutUint64(s[:], n)
	s[31] = 0xfe
	return s
}

// quiet returns c without linked tables, so only the test moves the meters.
func quiet(c Config) Config {
	c.Link = Link{}
	return c
}

// mustNew builds a system or fails the test.
func mustNew(t testing.TB, c Config, seed uint64) *System {
	t.Helper()
	s, err := New(c, seedOf(seed))
	if err != nil {
		t.Fatalf("New(%s): %v", c.Name, err)
	}
	return s
}

// must fails the test on an error.
func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// mustPay pays or fails the test.
func mustPay(t testing.TB, s *System, level int, share PPM, to Source) money.Amount {
	t.Helper()
	a, err := s.Pay(level, share, to)
	must(t, err)
	return a
}

// save returns the system's record or fails the test.
func save(t testing.TB, s *System) []byte {
	t.Helper()
	b, err := s.MarshalBinary()
	must(t, err)
	return b
}

// checkBooks checks the accounting identities of every level: every cent
// contributed is in a meter, a reserve or a payout, besides what the house
// put in; and the whole cents plus the carries are exactly the wagers'
// shares.
func checkBooks(t testing.TB, s *System) {
	t.Helper()
	all, ours := s.Wagered()
	if ours < 0 || ours > all {
		t.Fatalf("wagered %v, ours %v", all, ours)
	}
	for i := range s.Levels() {
		l, _ := s.Level(i)
		if l.Meter < 0 || l.Reserve < 0 || l.Paid < l.PaidOurs || l.PaidOurs < 0 {
			t.Fatalf("level %d: negative amount: %+v", i, l)
		}
		if l.Meter+l.Reserve+l.Paid != l.Contributed+l.Seeded {
			t.Fatalf("level %d: meter %d + reserve %d + paid %d != contributed %d + seeded %d",
				i, l.Meter, l.Reserve, l.Paid, l.Contributed, l.Seeded)
		}
		if l.Ceiling > 0 && l.Meter > l.Ceiling {
			t.Fatalf("level %d: meter %v above ceiling %v", i, l.Meter, l.Ceiling)
		}
		wh, wl := bits.Mul64(uint64(all), uint64(l.Rate+l.ReserveRate))
		ch, cl := bits.Mul64(uint64(l.Contributed), uint64(Whole))
		cl, c := bits.Add64(cl, uint64(l.Carry), 0)
		if wh != ch+c || wl != cl {
			t.Fatalf("level %d: contributed %d cents + %d millionths != %v wagered × %v",
				i, l.Contributed, l.Carry, all, l.Rate+l.ReserveRate)
		}
	}
}

// reseal replaces the checksum at the end of a record with the right one,
// so that a test can reach the checks behind it.
func reseal(b []byte) []byte {
	if len(b) < checksumSize {
		return bytes.Clone(b)
	}
	out := bytes.Clone(b)
	body := out[:len(out)-checksumSize]
	binary.LittleEndian.PutUint32(out[len(body):], crc32.ChecksumIEEE(body))
	return out
}
