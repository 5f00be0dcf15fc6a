package digest

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
)

// TestVectors checks the digests of FIPS 180-4's examples and of the lengths around the
// padding's edges (55, 56, 63, 64 and 119 bytes and more) against the standard library's.
func TestVectors(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
		{"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
	} {
		got := Sum256([]byte(c.in))
		if hex.EncodeToString(got[:]) != c.want {
			t.Errorf("Sum256(%q) = %x, want %s", c.in, got, c.want)
		}
	}
	for n := range 300 {
		b := []byte(strings.Repeat("felt", n)[:n])
		if got, want := Sum256(b), sha256.Sum256(b); got != want {
			t.Errorf("Sum256 of %d bytes = %x, crypto/sha256 says %x", n, got, want)
		}
	}
}

// FuzzSum256 checks any input against the standard library's SHA-256.
func FuzzSum256(f *testing.F) {
	f.Add([]byte("felt/game/meter config v1"))
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := Sum256(b), sha256.Sum256(b); got != want {
			t.Fatalf("Sum256(%x) = %x, crypto/sha256 says %x", b, got, want)
		}
	})
}

func BenchmarkSum256(b *testing.B) {
	buf := make([]byte, 4096)
	b.SetBytes(int64(len(buf)))
	for b.Loop() {
		Sum256(buf)
	}
}
