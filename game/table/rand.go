package table

import (
	"encoding/binary"
	"math/bits"
	"math/rand/v2"

	"felt/game/cards"
)

// Rand is a seeded ChaCha8 stream for the table's draws other than the
// cards: table-mates' habits, the Magic Card and Lucky Bonus, a wheel spin.
// It is derived from the round's seed and a purpose, so the cards a seed
// deals do not depend on what else the round draws. It is seeded at its
// first draw, so a round that draws nothing from it costs no seeding. It
// does not allocate.
type Rand struct {
	src     rand.ChaCha8
	purpose string
	seed    cards.Seed
	pending bool // Reseed was called and src is not seeded from it yet
}

// NewRand returns a stream for seed and purpose.
func NewRand(seed cards.Seed, purpose string) *Rand {
	r := new(Rand)
	r.Reseed(seed, purpose)
	return r
}

// Reseed restarts the stream for seed and purpose (at most 24 bytes of the
// purpose count).
func (r *Rand) Reseed(seed cards.Seed, purpose string) {
	r.seed, r.purpose, r.pending = seed, purpose, true
}

// next returns the next 64 random bits, seeding the stream first if Reseed
// left it pending.
func (r *Rand) next() uint64 {
	if r.pending {
		r.seedNow()
	}
	return r.src.Uint64()
}

// seedNow seeds the stream from the seed and purpose Reseed was given, out
// of line so that next inlines.
func (r *Rand) seedNow() {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[:], uint64(r.seed))
	copy(key[8:], r.purpose)
	r.src.Seed(key)
	r.pending = false
}

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 { return r.next() }

// IntN returns a uniform number in [0, n) without bias; 0 when n <= 0.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	u := uint64(n)
	hi, lo := bits.Mul64(r.next(), u)
	if lo < u {
		thresh := -u % u
		for lo < thresh {
			hi, lo = bits.Mul64(r.next(), u)
		}
	}
	return int(hi)
}

// Chance returns true with probability ppm parts per million.
func (r *Rand) Chance(ppm uint32) bool { return r.IntN(1_000_000) < int(ppm) }
