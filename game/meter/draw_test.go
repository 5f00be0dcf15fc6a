package meter

import (
	"math"
	"math/rand/v2"
	"testing"
)

func TestLog2fix(t *testing.T) {
	xs := []uint64{1, 2, 3, 5, 7, 10, 1000, 54_145, 2_598_960, 2_598_912, 1<<53 - 1, 1 << 53, math.MaxUint64}
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		xs = append(xs, r.Uint64()>>r.IntN(64)|1)
	}
	for _, x := range xs {
		got := float64(log2fix(x)) / (1 << fracBits)
		if want := math.Log2(float64(x)); math.Abs(got-want) > 1e-14*math.Max(1, want) {
			t.Errorf("log2fix(%d) = %.17g, want %.17g", x, got, want)
		}
	}
	for k := range 64 {
		if got := log2fix(1 << k); got != uint64(k)<<fracBits {
			t.Errorf("log2fix(2^%d) = %#x", k, got)
		}
	}
}

func TestUint64nIsUniform(t *testing.T) {
	var rng rand.ChaCha8
	rng.Seed(seedOf(1))
	const n, draws = 7, 70_000
	var counts [n]int
	for range draws {
		v := uint64n(&rng, n)
		if v >= n {
			t.Fatalf("uint64n(%d) = %d", n, v)
		}
		counts[v]++
	}
	chi2 := 0.0
	for _, c := range counts {
		d := float64(c) - draws/n
		chi2 += d * d / (draws / n)
	}
	if chi2 > 25 { // 6 degrees of freedom: P(χ² > 25) < 0.0004
		t.Fatalf("counts %v, χ² = %.1f", counts, chi2)
	}
	if uint64n(&rng, 1) != 0 {
		t.Fatal("uint64n(1) != 0")
	}
}

// The gaps have the geometric distribution's mean and P(G = 1) = p.
func TestGeometricGaps(t *testing.T) {
	for _, oneIn := range []uint64{2, 100, 54_145} {
		var rng rand.ChaCha8
		rng.Seed(seedOf(oneIn))
		c := log2fix(oneIn) - log2fix(oneIn-1)
		const n = 200_000
		sum, ones := 0.0, 0
		for range n {
			g := geometric(&rng, c)
			if g < 1 {
				t.Fatalf("gap %d", g)
			}
			sum += float64(g)
			if g == 1 {
				ones++
			}
		}
		p := 1 / float64(oneIn)
		mean, sd := 1/p, math.Sqrt(1-p)/p
		if got := sum / n; math.Abs(got-mean) > 4*sd/math.Sqrt(n) {
			t.Errorf("1 in %d: mean gap %.1f, want %.1f ± %.1f", oneIn, got, mean, 4*sd/math.Sqrt(n))
		}
		if got, se := float64(ones)/n, math.Sqrt(p*(1-p)/n); math.Abs(got-p) > 4*se+1e-9 {
			t.Errorf("1 in %d: P(G = 1) = %.5f, want %.5f", oneIn, got, p)
		}
	}
	var rng rand.ChaCha8
	if geometric(&rng, 0) != 1 {
		t.Error("p = 1 gives a gap other than 1")
	}
}
