package meter

import (
	"math/bits"
	"strconv"

	"felt/game/money"
)

// PPM is an exact fraction in parts per million: a rate of progression (the
// share of each progressive wager a meter gets) or the share of a meter a
// hit pays. 25% is 25*Percent; "100% of meter" is Whole.
type PPM int64

// Common fractions.
const (
	Percent PPM = 10_000    // 1%
	Tenth   PPM = 100_000   // 10%: the "10% of meter" pays
	Whole   PPM = 1_000_000 // 100%: the "100% of meter" pays, which reset the meter
)

// String prints p as a percentage with as many decimals as it needs:
// "25%", "31.4%", "0.0001%".
func (p PPM) String() string {
	var b []byte
	u := uint64(p)
	if p < 0 {
		b = append(b, '-')
		u = uint64(-p)
	}
	b = strconv.AppendUint(b, u/uint64(Percent), 10)
	if f := u % uint64(Percent); f != 0 {
		var d [4]byte
		for i := 3; i >= 0; i-- {
			d[i] = byte('0' + f%10)
			f /= 10
		}
		n := 4
		for d[n-1] == '0' {
			n--
		}
		b = append(append(b, '.'), d[:n]...)
	}
	return string(append(b, '%'))
}

// mulPPM returns the whole cents of a×p/1,000,000 plus carry (millionths of
// a cent left over from before) and the millionths left over now. It needs
// 0 ≤ a ≤ MaxTotal, 0 ≤ p ≤ Whole and 0 ≤ carry < Whole, which the callers
// guarantee; the product is computed in 128 bits, so nothing overflows.
func mulPPM(a money.Amount, p PPM, carry int64) (money.Amount, int64) {
	hi, lo := bits.Mul64(uint64(a), uint64(p))
	lo, c := bits.Add64(lo, uint64(carry), 0)
	q, r := bits.Div64(hi+c, lo, uint64(Whole))
	return money.Amount(q), int64(r)
}

// sharePPM returns p of a, rounded down to the cent: what a "10% of meter"
// hit pays from a meter of a.
func sharePPM(a money.Amount, p PPM) money.Amount {
	q, _ := mulPPM(a, p, 0)
	return q
}
