package meter

import (
	"math/bits"
	"math/rand/v2"
)

// The random draws of the linked tables use integers only: floating-point
// logarithms may differ in the last bit between amd64, arm64 and wasm (and
// Go may fuse multiply-adds), which would let a saved meter continue
// differently on another platform.

// fracBits is the number of fractional bits of log2fix's result.
const fracBits = 57

// log2fix returns log2(x) for x ≥ 1 in fixed point with fracBits fractional
// bits (log2fix(8) == 3<<fracBits), rounded down; the error is below 2^-56.
// It computes the bits one at a time by squaring the mantissa.
func log2fix(x uint64) uint64 {
	ip := bits.Len64(x) - 1
	m := x << (63 - ip) // the mantissa in [1, 2), 63 fractional bits
	var f uint64
	for i := fracBits - 1; i >= 0; i-- {
		hi, lo := bits.Mul64(m, m) // m² with 126 fractional bits
		if hi >= 1<<63 {           // m² ≥ 2: this bit is 1; keep m²/2
			m = hi
			f |= 1 << i
		} else {
			m = hi<<1 | lo>>63
		}
	}
	return uint64(ip)<<fracBits | f
}

// uint64n returns a uniform integer in [0, n) for n ≥ 1, without bias
// (Lemire's multiply-and-reject).
func uint64n(r *rand.ChaCha8, n uint64) uint64 {
	hi, lo := bits.Mul64(r.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), n)
		}
	}
	return hi
}

// geometric returns the number of Bernoulli trials up to and including the
// first success, where c = -log2(1-p) in log2fix's fixed point (0 means
// p == 1). It inverts the distribution: with U uniform in (0, 1],
// 1 + floor(log2(U) / log2(1-p)) has P(G > g) = (1-p)^g exactly, up to the
// 2^-53 resolution of U and the fixed-point rounding.
func geometric(r *rand.ChaCha8, c uint64) int64 {
	if c == 0 {
		return 1
	}
	u := r.Uint64()>>11 + 1                // 1 .. 2^53: U = u / 2^53
	e := uint64(53)<<fracBits - log2fix(u) // -log2(U) ≥ 0
	return 1 + int64(e/c)
}
