package hand

import (
	"cmp"
	"math/bits"
	"slices"

	"felt/game/cards"
)

// rankKeys gives each rank a number such that any five ranks, each at most
// four times, add up to a sum no other five ranks give. A greedy search
// found them; TestRankKeysAreUnique checks them.
func rankKeys() [cards.NumRanks]uint32 {
	return [cards.NumRanks]uint32{0, 1, 5, 22, 94, 312, 992, 2422, 5624, 12522, 19998, 43258, 79415}
}

// maxKey is the largest sum of five rank keys: four aces and a king.
const maxKey = 4*79415 + 43258

// rankMultisets calls f with each of the 6,175 multisets of five ranks,
// each rank at most four times (the rank patterns of five cards), in
// ascending order.
func rankMultisets(f func(rs [5]cards.Rank)) {
	var rs [5]cards.Rank
	var walk func(i int, from cards.Rank)
	walk = func(i int, from cards.Rank) {
		if i == 5 {
			f(rs)
			return
		}
		for r := from; r < cards.NumRanks; r++ {
			n := 0
			for _, x := range rs[:i] {
				if x == r {
					n++
				}
			}
			if n < 4 {
				rs[i] = r
				walk(i+1, r)
			}
		}
	}
	walk(0, 0)
}

// The 6,175 rank keys that occur are spread over [0, maxKey]; a row
// displacement table packs them into a small dense one. Rows of 64 keys
// each get a base; a key's slot is base[key/64] + key%64. The packed table
// holds about 6,350 slots, small enough to stay in the processor's cache.
const (
	rowShift  = 6
	rowMask   = 1<<rowShift - 1
	baseSize  = 8192 // power of two >= maxKey>>rowShift + 1
	slotsSize = 8192 // power of two >= the packed table
)

// Per-card key layout: bits 0-31 the rank key; bits 32-47 four 4-bit suit
// counters; the lane word holds the rank as bit 16*suit+rank.
const (
	suitShift  = 32
	fourSuited = 0x4444 // added to the counters: a nibble of 4+ sets its top bit
	fiveSuited = 0x3333 // the same for 5
	suitTops   = 0x8888
)

// Evaluator ranks hands with lookup tables (about 160 KB). Build one with
// New and share it: it is read-only and safe for concurrent use.
type Evaluator struct {
	key       [256]uint64 // indexed by card; 256 entries so a byte index needs no bounds check
	lane      [256]uint64
	base      [baseSize]uint16
	four      [slotsSize]Four // best four of five, ignoring suits
	five      [slotsSize]Five // five cards, ignoring suits
	flushFour [1 << cards.NumRanks]Four
	flushFive [1 << cards.NumRanks]Five
	// The rank of the card the best four leaves out, ignoring suits: after
	// the tables of the hot paths, which it leaves as they were.
	out [slotsSize]cards.Rank
}

// slot returns where a rank key's values are in the packed tables.
func (e *Evaluator) slot(k uint64) uint32 {
	return (uint32(e.base[uint32(k)>>rowShift&(baseSize-1)]) + uint32(k)&rowMask) & (slotsSize - 1)
}

// New builds an Evaluator: about 5 ms (native) or 35 ms (wasm, under node) on
// the project's 2-core machine.
func New() *Evaluator {
	e := new(Evaluator)
	keys := rankKeys()
	for c := cards.Card(0); c < cards.DeckSize; c++ {
		e.key[c] = uint64(keys[c.Rank()]) | 1<<(suitShift+4*uint(c.Suit()))
		e.lane[c] = 1 << (16*uint(c.Suit()) + uint(c.Rank()))
	}
	// Every multiset of five ranks, dealt in suits that never give four of
	// one suit: rank-only values.
	found := make([]keyed, 0, 6175)
	fours := new(rankFours)
	rankMultisets(func(rs [5]cards.Rank) {
		// The k-th card gets suit k mod 4: the ranks come in order, so a
		// repeated rank gets distinct suits, and no suit is dealt more than
		// twice.
		var h [5]cards.Card
		for k, r := range rs {
			h[k] = cards.New(r, cards.Suit(k%cards.NumSuits))
		}
		four, drop := fours.bestFour(h)
		found = append(found, keyed{uint32(e.sum(&h)), rankValues{four, referenceFive(h), h[drop].Rank()}})
	})
	e.pack(found)
	// Four or five cards of one suit: the best suited four, and the flush.
	for m := uint(0); m < 1<<cards.NumRanks; m++ {
		n := bits.OnesCount(m)
		if n != 4 && n != 5 {
			continue
		}
		var h [5]cards.Card
		k := 0
		for r := cards.Rank(0); r < cards.NumRanks; r++ {
			if m&(1<<r) != 0 {
				h[k] = cards.New(r, cards.Spades)
				k++
			}
		}
		if n == 4 {
			e.flushFour[m] = referenceFour([4]cards.Card(h[:4]))
			continue
		}
		e.flushFour[m], _ = referenceBestFour(h)
		e.flushFive[m] = referenceFive(h)
	}
	return e
}

// rankFours remembers the values of four cards by their ranks, in ascending
// order, for cards of which no four are of one suit: their ranks alone decide
// the value. New ranks the 30,875 fours of the rank patterns of five cards,
// 1,820 patterns of four.
type rankFours [cards.NumRanks * cards.NumRanks * cards.NumRanks * cards.NumRanks]Four

// bestFour is referenceBestFour of five cards in ascending rank order, no
// four of one suit.
func (m *rankFours) bestFour(h [5]cards.Card) (best Four, drop int) {
	for i := range h {
		var four [4]cards.Card
		at, k := 0, 0
		for j, c := range h {
			if j != i {
				four[k] = c
				at = at*cards.NumRanks + int(c.Rank())
				k++
			}
		}
		v := m[at]
		if v == 0 { // (no four cards are worth 0: that would be four deuces of a high card)
			v = referenceFour(four)
			m[at] = v
		}
		if i == 0 || v > best || (v == best && h[i] < h[drop]) {
			best, drop = v, i
		}
	}
	return best, drop
}

// keyed are the values of one rank key.
type keyed struct {
	key uint32
	rankValues
}

// pack places the values found for each rank key into the dense tables by
// row displacement: rows with the most keys first (the lower row first among
// equals), each at the lowest base where none of its keys lands on a taken
// slot.
func (e *Evaluator) pack(found []keyed) {
	slices.SortFunc(found, func(a, b keyed) int { return cmp.Compare(a.key, b.key) })
	// The rows, each a run of found: its first index and its length.
	type row struct{ at, n int }
	rows := make([]row, 0, len(found))
	for i := 0; i < len(found); {
		j := i + 1
		for j < len(found) && found[j].key>>rowShift == found[i].key>>rowShift {
			j++
		}
		rows = append(rows, row{i, j - i})
		i = j
	}
	slices.SortStableFunc(rows, func(a, b row) int { return b.n - a.n })
	// The slots taken, a bit each. A row's keys are a 64-bit pattern of slots
	// (rowShift is 6); 64 bases are tried at once: the bases where a key lands
	// on a taken slot are the taken bits from base+key on, ORed over the keys.
	var taken [(slotsSize+rowMask+1)/64 + 1]uint64
	free := uint32(0) // every slot below is taken
	var offs [1 << rowShift]uint32
	for _, r := range rows {
		keys := found[r.at : r.at+r.n]
		var pattern uint64
		for i, k := range keys {
			offs[i] = k.key & rowMask
			pattern |= 1 << offs[i]
		}
		// The row's lowest key must land on a free slot: no base below free-low fits.
		low := uint32(bits.TrailingZeros64(pattern))
		b := max(free, low) - low
		for {
			var blocked uint64
			for _, o := range offs[:r.n] {
				blocked |= window(&taken, b+o)
			}
			if blocked == ^uint64(0) {
				b += 64
				continue
			}
			b += uint32(bits.TrailingZeros64(^blocked))
			break
		}
		e.base[keys[0].key>>rowShift] = uint16(b)
		for _, k := range keys {
			i := b + k.key&rowMask
			taken[i/64] |= 1 << (i % 64)
			e.four[i], e.five[i], e.out[i] = k.four, k.five, k.out
		}
		for window(&taken, free)&1 != 0 {
			free++
		}
	}
}

// window returns the 64 bits of the bit set from bit b on.
func window(set *[(slotsSize+rowMask+1)/64 + 1]uint64, b uint32) uint64 {
	w, sh := b/64, b%64
	if sh == 0 {
		return set[w]
	}
	return set[w]>>sh | set[w+1]<<(64-sh)
}

// rankValues are the two values of one multiset of five ranks.
type rankValues struct {
	four Four
	five Five
	out  cards.Rank // the rank the best four leaves out
}

func (e *Evaluator) sum(h *[5]cards.Card) uint64 {
	return e.key[h[0]] + e.key[h[1]] + e.key[h[2]] + e.key[h[3]] + e.key[h[4]]
}

// suitMask returns the ranks of suit s among the five cards as a bit mask.
func (e *Evaluator) suitMask(h *[5]cards.Card, s uint) uint {
	l := e.lane[h[0]] | e.lane[h[1]] | e.lane[h[2]] | e.lane[h[3]] | e.lane[h[4]]
	return uint(l>>(16*s)) & (1<<cards.NumRanks - 1)
}

// Four returns the value of the best four-card hand among five cards, the
// Crazy 4 Poker hand. The cards must be five distinct valid cards. The
// hand is passed by pointer because Go passes arrays in memory: a pointer
// saves a copy on a path that takes a few nanoseconds.
func (e *Evaluator) Four(h *[5]cards.Card) Four {
	k := e.sum(h)
	if (k>>suitShift+fourSuited)&suitTops != 0 {
		return e.fourSuited(h, k)
	}
	return e.four[e.slot(k)]
}

// fourSuited is Four for the hands with four or five cards of one suit,
// out of line so that the common case inlines.
func (e *Evaluator) fourSuited(h *[5]cards.Card, k uint64) Four {
	s := uint(bits.TrailingZeros64((k>>suitShift+fourSuited)&suitTops)) / 4
	return max(e.four[e.slot(k)], e.flushFour[e.suitMask(h, s)])
}

// Five returns the value of five cards as a five-card poker hand.
func (e *Evaluator) Five(h *[5]cards.Card) Five {
	k := e.sum(h)
	if (k>>suitShift+fiveSuited)&suitTops != 0 {
		return e.fiveSuited(h, k)
	}
	return e.five[e.slot(k)]
}

// fiveSuited is Five for a flush, out of line so that the common case inlines.
func (e *Evaluator) fiveSuited(h *[5]cards.Card, k uint64) Five {
	s := uint(bits.TrailingZeros64((k>>suitShift+fiveSuited)&suitTops)) / 4
	return e.flushFive[e.suitMask(h, s)]
}

// FourFive returns both the best four and the five-card value of the same
// five cards, sharing the work.
func (e *Evaluator) FourFive(h *[5]cards.Card) (Four, Five) {
	k := e.sum(h)
	v4, v5 := e.four[e.slot(k)], e.five[e.slot(k)]
	if f := (k>>suitShift + fourSuited) & suitTops; f != 0 {
		s := uint(bits.TrailingZeros64(f)) / 4
		m := e.suitMask(h, s)
		v4 = max(v4, e.flushFour[m])
		if bits.OnesCount(m) == 5 {
			v5 = e.flushFive[m]
		}
	}
	return v4, v5
}

// Six returns the value of the best five of six cards, the 6 Card Bonus
// hand, and which card it leaves out (the first, when several do as well).
// It adds up the six cards' keys once and takes each card's out in turn,
// rather than ranking six hands of five from scratch.
func (e *Evaluator) Six(h *[6]cards.Card) (best Five, out int) {
	return e.SixOf((*[5]cards.Card)(h[:5]), h[5])
}

// SixOf is Six of the five cards h and a sixth card c, which is card 5:
// a hand and a communal card, without gathering them into one array.
func (e *Evaluator) SixOf(h *[5]cards.Card, c cards.Card) (best Five, out int) {
	k6 := e.key[h[0]] + e.key[h[1]] + e.key[h[2]] + e.key[h[3]] + e.key[h[4]] + e.key[c]
	if (k6>>suitShift+fiveSuited)&suitTops != 0 {
		return e.sixSuited(&[6]cards.Card{h[0], h[1], h[2], h[3], h[4], c}, k6)
	}
	// No suit has five of the six cards, so no five of them are a flush:
	// the rank table alone ranks each.
	best = e.five[e.slot(k6-e.key[h[0]])]
	for i := 1; i < len(h); i++ {
		if v := e.five[e.slot(k6-e.key[h[i]])]; v > best {
			best, out = v, i
		}
	}
	if v := e.five[e.slot(k6-e.key[c])]; v > best {
		best, out = v, 5
	}
	return best, out
}

// sixSuited is Six for six cards with five or six of one suit.
func (e *Evaluator) sixSuited(h *[6]cards.Card, k6 uint64) (best Five, out int) {
	// The lanes of distinct cards have no bit in common, so their sum is
	// their union and a card's lane can be taken out of it again.
	l6 := e.lane[h[0]] + e.lane[h[1]] + e.lane[h[2]] + e.lane[h[3]] + e.lane[h[4]] + e.lane[h[5]]
	for i, c := range h {
		k := k6 - e.key[c]
		var v Five
		if f := (k>>suitShift + fiveSuited) & suitTops; f != 0 {
			s := uint(bits.TrailingZeros64(f)) / 4
			v = e.flushFive[uint((l6-e.lane[c])>>(16*s))&(1<<cards.NumRanks-1)]
		} else {
			v = e.five[e.slot(k)]
		}
		if i == 0 || v > best {
			best, out = v, i
		}
	}
	return best, out
}

// BestFour returns the value of the best four of five cards and the four
// cards that make it, in the order dealt, so the table can lift them. When
// two choices make the same hand it leaves out the lower card.
func (e *Evaluator) BestFour(h *[5]cards.Card) (Four, [4]cards.Card) {
	v, used := e.FourUsed(h)
	var four [4]cards.Card
	k := 0
	for i, c := range h {
		if used&(1<<i) != 0 {
			four[k] = c
			k++
		}
	}
	return v, four
}

// FourUsed returns the value of the best four of five cards and which
// cards make it, a bit per card in the order dealt (bit i for h[i]): the
// four cards BestFour returns, without gathering them. When two choices
// make the same hand it leaves out the lower card.
func (e *Evaluator) FourUsed(h *[5]cards.Card) (Four, uint8) {
	k := e.sum(h)
	sl := e.slot(k)
	v, r := e.four[sl], e.out[sl]
	if f := (k>>suitShift + fourSuited) & suitTops; f != 0 {
		s := uint(bits.TrailingZeros64(f)) / 4
		if m := e.suitMask(h, s); e.flushFour[m] > v {
			return e.flushUsed(h, s, m)
		}
	}
	// Ranks alone make the hand: leave out the lowest card of the rank
	// the table names. (A card of that rank kept instead would make the
	// same hand, as no four of the cards make a better one by suit.)
	out := 0
	for i, c := range h {
		if c.Rank() == r && (h[out].Rank() != r || c < h[out]) {
			out = i
		}
	}
	return v, 0x1f &^ (1 << out)
}

// flushUsed is FourUsed when the best four are four cards of suit s, whose
// ranks among the five cards are m: the card of another suit is left out;
// of five cards of the suit, the one whose absence leaves the best four.
func (e *Evaluator) flushUsed(h *[5]cards.Card, s uint, m uint) (Four, uint8) {
	best, out := Four(0), -1
	for i, c := range h {
		if uint(c.Suit()) != s {
			return e.flushFour[m], 0x1f &^ (1 << i)
		}
		if v := e.flushFour[m&^(1<<c.Rank())]; out < 0 || v > best {
			best, out = v, i
		}
	}
	return best, 0x1f &^ (1 << out)
}
