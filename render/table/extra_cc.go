package table

import "felt/render/input"

// Tap carries out a tap at x, y (design units) as the pointer's tap there would be: on a
// setting, a button, a chip of the rack or a betting circle, or a skip while something
// moves. It is for tests that click on the targets State reports; the scene must have been
// drawn once (a tap is placed on the screen last drawn).
func (s *Scene) Tap(x, y float64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.gesture(input.Tap, x, y)
}
