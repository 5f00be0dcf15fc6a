// Package money holds the credit amount type, payout odds and their arithmetic.
// Money is always an integer number of cents of a credit; there are no floats
// for money anywhere in the game.
package money

import (
	"strconv"
)

// Amount is a number of cents of a play-for-fun credit.
type Amount int64

// Cent and Credit are the units of Amount.
const (
	Cent   Amount = 1
	Credit Amount = 100
)

// Credits returns n whole credits.
func Credits(n int64) Amount { return Amount(n) * Credit }

// Whole reports whether a is a whole number of credits.
func (a Amount) Whole() bool { return a%Credit == 0 }

// String prints a with thousands separators, and cents only when a is not
// whole: "1,234", "-5", "12.50".
func (a Amount) String() string {
	var buf [32]byte
	return string(a.Append(buf[:0]))
}

// Append appends the text of a, as String gives it, to b. It does not
// allocate when b has room, so a frame can print amounts for free.
func (a Amount) Append(b []byte) []byte {
	u := uint64(a)
	if a < 0 {
		b = append(b, '-')
		u = uint64(-a)
	}
	whole, cents := u/100, u%100
	var digits [20]byte
	d := strconv.AppendUint(digits[:0], whole, 10)
	for i, c := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b = append(b, ',')
		}
		b = append(b, c)
	}
	if cents != 0 {
		b = append(b, '.', byte('0'+cents/10), byte('0'+cents%10))
	}
	return b
}
