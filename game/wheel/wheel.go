package wheel

import (
	"errors"
	"fmt"

	"felt/game/money"
)

// Symbol is what a segment of a wheel shows: a fixed amount, or the
// Jackpot, which pays 100% of the progressive meter (or, on Bonus Spin
// paytables A and C, the fixed prize).
type Symbol struct {
	// Jackpot is set for the Jackpot symbol.
	Jackpot bool
	// Amount is a fixed symbol's pay for the wheel's Base wager; 0 for the
	// Jackpot.
	Amount money.Amount
}

// String prints "Jackpot" or the amount: "$250" reads "250".
func (s Symbol) String() string {
	if s.Jackpot {
		return "Jackpot"
	}
	return s.Amount.String()
}

// Segment is one slice of a wheel's rim: its symbol and its weight, the
// chance it comes up out of the wheel's Total.
type Segment struct {
	Symbol Symbol
	Weight int64
}

// Wheel is a prize wheel as data: its segments in order around the rim,
// clockwise from the top (segment 0 is at the top when the wheel is at
// rest), each with a weight. The core picks a segment by weight from the
// round's seeded stream; the front end animates the wheel to land on it.
type Wheel struct {
	// Name is the document's letter: "A".
	Name string
	// Title is a longer name for people: "Bonus Spin wheel, paytable A".
	Title string
	// Base is the wager the amounts are for (5 credits): a smaller wager
	// is paid in proportion, and the Jackpot pays only on Base.
	Base     money.Amount
	Segments []Segment
}

// Errors about wheels.
var (
	// ErrWheel reports a wheel that cannot be spun: no segments, a weight
	// below 1, a Jackpot with an amount, a fixed symbol without one.
	ErrWheel = errors.New("wheel: bad wheel")
	// ErrWager reports a wager the paytable does not take.
	ErrWager = errors.New("wheel: not a wager this paytable takes")
	// ErrPlay reports a Play that is neither Optimal nor ToEnd.
	ErrPlay = errors.New("wheel: unknown way of playing")
)

// MaxSegments is the most segments a wheel may have (segment numbers fit
// in an event's Index byte).
const MaxSegments = 255

// Validate checks that the wheel can be spun: 1 to MaxSegments segments,
// every weight at least 1 (no segment is impossible), amounts positive.
func (w *Wheel) Validate() error {
	if len(w.Segments) == 0 || len(w.Segments) > MaxSegments {
		return fmt.Errorf("%w: %s has %d segments", ErrWheel, w.Title, len(w.Segments))
	}
	if w.Base <= 0 {
		return fmt.Errorf("%w: %s: base wager %v", ErrWheel, w.Title, w.Base)
	}
	for i, s := range w.Segments {
		switch {
		case s.Weight < 1 || s.Weight > 1<<32:
			return fmt.Errorf("%w: %s: segment %d weighs %d", ErrWheel, w.Title, i, s.Weight)
		case s.Symbol.Jackpot && s.Symbol.Amount != 0, !s.Symbol.Jackpot && s.Symbol.Amount <= 0:
			return fmt.Errorf("%w: %s: segment %d symbol %+v", ErrWheel, w.Title, i, s.Symbol)
		}
	}
	return nil
}

// Total returns the sum of the weights.
func (w *Wheel) Total() int64 {
	var t int64
	for _, s := range w.Segments {
		t += s.Weight
	}
	return t
}

// Chance returns the chance of segment i as weight out of Total.
func (w *Wheel) Chance(i int) (weight, total int64) {
	if i < 0 || i >= len(w.Segments) {
		return 0, w.Total()
	}
	return w.Segments[i].Weight, w.Total()
}

// Source is a seeded stream of random numbers a wheel spins by: a round's
// shoe (cards.Shoe) after its cards are dealt, or a table.Rand.
type Source interface {
	// IntN returns a uniform number in [0, n), for n > 0.
	IntN(n int) int
}

// Spin picks a segment by weight from r and returns its number. It does not
// allocate. The wheel must be valid.
func (w *Wheel) Spin(r Source) int {
	x := int64(r.IntN(int(w.Total())))
	for i, s := range w.Segments {
		if x < s.Weight {
			return i
		}
		x -= s.Weight
	}
	return len(w.Segments) - 1
}

// Pay returns what segment i pays on a wager: a fixed amount scaled by
// wager/Base and rounded down to the cent; for the Jackpot, jackpot is
// true when the wager is Base (the meter pays: the caller pays it) and the
// pay is 0 on a smaller wager, which cannot win the jackpot.
func (w *Wheel) Pay(i int, wager money.Amount) (pay money.Amount, jackpot bool) {
	if i < 0 || i >= len(w.Segments) || wager <= 0 || w.Base <= 0 {
		return 0, false
	}
	s := w.Segments[i].Symbol
	if s.Jackpot {
		return 0, wager == w.Base
	}
	return s.Amount * wager / w.Base, false
}

// fixed is a segment of a fixed amount in whole credits, for the data.
func fixed(credits, weight int64) Segment {
	return Segment{Symbol: Symbol{Amount: money.Credits(credits)}, Weight: weight}
}

// jackpot is a Jackpot segment, for the data.
func jackpot(weight int64) Segment {
	return Segment{Symbol: Symbol{Jackpot: true}, Weight: weight}
}

// chance returns the total weight of the segments showing sym.
func (w *Wheel) chance(sym Symbol) int64 {
	var n int64
	for _, s := range w.Segments {
		if s.Symbol == sym {
			n += s.Weight
		}
	}
	return n
}
