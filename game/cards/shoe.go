package cards

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"math/rand/v2"
)

// Seed identifies a shuffle: the same seed always gives the same order of
// cards. In play it comes from crypto/rand; tests and replays give it.
type Seed uint64

// Back is the colour of a deck's backs. Two decks with different backs
// alternate round by round when the table uses a shuffler (seed 000 §2(b)).
type Back uint8

// The two deck backs.
const (
	RedBack Back = iota
	BlueBack
)

// String names the back colour.
func (b Back) String() string {
	if b == BlueBack {
		return "blue"
	}
	return "red"
}

// BackFor returns the deck in play in the given round: the two decks
// alternate, red on even rounds and blue on odd ones.
func BackFor(round uint64) Back { return Back(round & 1) }

// ErrShoeEmpty is returned when a card is drawn from an empty shoe.
var ErrShoeEmpty = errors.New("the shoe is empty")

// Shoe holds one deck, shuffled by an unbiased Fisher-Yates shuffle from a
// seeded ChaCha8 source. It shuffles lazily: each draw performs the next
// step of the shuffle, so dealing n cards costs n random numbers, and the
// order drawn is exactly the order a full shuffle would give. Each step
// takes a 32-bit number, the low half of a 64-bit draw of the source and
// then its high half, so a round's cards take one block of ChaCha8. The
// zero Shoe is not shuffled; call Shuffle first. A Shoe does not allocate
// after it is made, so one can be reused for millions of rounds.
type Shoe struct {
	src   rand.ChaCha8
	deck  [DeckSize]Card
	next  int
	seed  Seed
	ready bool
	half  bool   // high holds the high half of the last draw, not used yet
	high  uint32 // that half
}

// NewShoe returns a shoe shuffled from seed.
func NewShoe(seed Seed) *Shoe {
	s := new(Shoe)
	s.Shuffle(seed)
	return s
}

// Shuffle gathers all 52 cards and shuffles them anew from seed.
func (s *Shoe) Shuffle(seed Seed) {
	var key [32]byte
	binary.LittleEndian.PutUint64(key[:], uint64(seed))
	copy(key[8:], "felt/cards shoe v1")
	s.src.Seed(key)
	s.deck = fresh
	s.next = 0
	s.seed = seed
	s.ready = true
	s.half = false
}

// fresh is a deck in order, before any shuffle.
var fresh = func() (d [DeckSize]Card) {
	for i := range d {
		d[i] = Card(i)
	}
	return d
}()

// Seed returns the seed of the current shuffle.
func (s *Shoe) Seed() Seed { return s.seed }

// Left returns the number of cards not yet drawn.
func (s *Shoe) Left() int {
	if !s.ready {
		return 0
	}
	return DeckSize - s.next
}

// Draw deals the next card.
func (s *Shoe) Draw() (Card, error) {
	i := s.next
	if i >= DeckSize || !s.ready {
		return 0, ErrShoeEmpty
	}
	j := i + int(s.step(uint32(DeckSize-i)))
	s.deck[i], s.deck[j] = s.deck[j], s.deck[i]
	s.next = i + 1
	return s.deck[i], nil
}

// Take deals len(dst) cards into dst, as that many Draws do; when fewer
// are left it deals none.
func (s *Shoe) Take(dst []Card) error {
	if len(dst) > s.Left() {
		return ErrShoeEmpty
	}
	i := s.next
	half, high := s.half, s.high
	for k := range dst {
		// One step of the shuffle, as Draw takes it, with step and
		// half32 written out over local copies of the half.
		var r uint32
		if half {
			r, half = high, false
		} else {
			x := s.src.Uint64()
			r, high, half = uint32(x), uint32(x>>32), true
		}
		n := uint32(DeckSize - i)
		m := uint64(r) * uint64(n)
		if uint32(m) < n {
			s.half, s.high = half, high
			m = s.reject32(n, m)
			half, high = s.half, s.high
		}
		j := i + int(m>>32)
		s.deck[i], s.deck[j] = s.deck[j], s.deck[i]
		dst[k] = s.deck[i]
		i++
	}
	s.next, s.half, s.high = i, half, high
	return nil
}

// half32 returns the next 32 random bits of the shuffle: the low half of
// a new 64-bit draw, or the high half of the last one.
func (s *Shoe) half32() uint32 {
	if s.half {
		s.half = false
		return s.high
	}
	x := s.src.Uint64()
	s.high, s.half = uint32(x>>32), true
	return uint32(x)
}

// step returns a uniform number in [0, n) for one step of the shuffle,
// 0 < n <= DeckSize, from 32 random bits: Lemire's multiply-and-reject,
// without bias.
func (s *Shoe) step(n uint32) uint32 {
	m := uint64(s.half32()) * uint64(n)
	if uint32(m) < n {
		m = s.reject32(n, m)
	}
	return uint32(m >> 32)
}

// reject32 finishes step when the first draw's low half fell under n: the
// draws in the biased sliver are drawn again. It is rare (n in 2^32).
func (s *Shoe) reject32(n uint32, m uint64) uint64 {
	thresh := -n % n
	for uint32(m) < thresh {
		m = uint64(s.half32()) * uint64(n)
	}
	return m
}

// Order returns the whole deck in the order this shuffle deals it,
// without disturbing the shoe.
func (s *Shoe) Order() [DeckSize]Card {
	c := *s
	for c.Left() > 0 {
		c.Draw()
	}
	return c.deck
}

// Uint64 returns a random number from the shoe's stream, for draws the
// table makes alongside the cards (a Magic Card, a wheel spin). It is part
// of the same seeded sequence, so the round stays reproducible. It takes a
// whole 64-bit draw of the source: a half the shuffle left unused stays
// for the next card.
func (s *Shoe) Uint64() uint64 { return s.src.Uint64() }

// IntN returns a uniform random number in [0, n) from the shoe's stream,
// without bias. n must be positive.
func (s *Shoe) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	return int(s.uintn(uint64(n)))
}

// uintn is Lemire's nearly-divisionless method: uniform in [0, n).
func (s *Shoe) uintn(n uint64) uint64 {
	hi, lo := bits.Mul64(s.src.Uint64(), n)
	if lo < n {
		hi = s.reject(n, hi, lo)
	}
	return hi
}

// reject finishes uintn when the first draw's low half fell under n:
// the draws in the biased sliver are drawn again. It is rare (n in 2^64).
func (s *Shoe) reject(n, hi, lo uint64) uint64 {
	thresh := -n % n
	for lo < thresh {
		hi, lo = bits.Mul64(s.src.Uint64(), n)
	}
	return hi
}
