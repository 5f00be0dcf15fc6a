package history

import "testing"

// TestChartScale: the chart's side labels are the ends of its scale, round figures around
// every amount it draws, distinct and ordered for a small range too. After one round at 990
// credits both read 990 (the highest and the lowest amount were the same); after rounds of
// 990 and 995 they were 995 and 990 with the line drawn from edge to edge.
func TestChartScale(t *testing.T) {
	for _, ys := range [][]float64{{990}, {990, 995}, {1000, 1000, 1000}, {0.6}, {500, 1500, 730}, {1000, 24310.5}} {
		lo, hi := chartScale(ys)
		if !(lo < minOf(ys) && maxOf(ys) < hi) {
			t.Errorf("%v: the scale %v to %v does not hold every amount inside it", ys, lo, hi)
		}
		w := wordsOf(&Figures{Chart: ys})
		if w.lo == w.hi {
			t.Errorf("%v: both side labels read %s", ys, w.lo)
		}
		if w.lo != plain(lo) || w.hi != plain(hi) {
			t.Errorf("%v: the side labels %s and %s are not the scale's ends %s and %s", ys, w.lo, w.hi, plain(lo), plain(hi))
		}
		if span := maxOf(ys) - minOf(ys); span > 0 && hi-lo > 3*span+20 {
			t.Errorf("%v: the scale %v to %v flattens a range of %v", ys, lo, hi, span)
		}
	}
}
