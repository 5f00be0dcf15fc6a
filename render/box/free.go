package box

// The free-place search: a word that must find room tries its places in order of preference
// and takes the first that is free; where none is, it looks round them, nearest first.

// First returns the first i under n whose place is free, and whether there was one.
func First(n int, free func(i int) bool) (int, bool) {
	for i := range n {
		if free(i) {
			return i, true
		}
	}
	return 0, false
}

// steps are the directions Round looks in round a place, nearest first.
var steps = [...][2]float64{{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}}

// Round looks round n places for a free one: for ring 1 to rings, for each place in order,
// a step of dx aside or dy up or down (the eight directions, nearest first), times the ring.
// It returns the place and the move from it, and whether one was free.
func Round(n, rings int, dx, dy float64, free func(i int, mx, my float64) bool) (i int, mx, my float64, ok bool) {
	for k := 1; k <= rings; k++ {
		for i := range n {
			for _, d := range steps {
				mx, my := float64(k)*d[0]*dx, float64(k)*d[1]*dy
				if free(i, mx, my) {
					return i, mx, my, true
				}
			}
		}
	}
	return 0, 0, 0, false
}
