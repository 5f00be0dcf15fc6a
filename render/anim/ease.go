// Package anim counts animation time in ticks, as docs/design.md (Rule 3) asks: easing curves as
// plain functions, tweens that run for a number of ticks from a start tick, the speed setting that
// scales them, and gentle pulses that never blink faster than three times a second.
//
// Nothing here reads a clock: the caller advances a tick counter once per Update and asks
// where things are at that tick, so animation is deterministic and testable.
package anim

import "math"

// Ease maps linear progress t in [0, 1] to eased progress, with Ease(0) = 0 and Ease(1) = 1.
type Ease func(t float64) float64

// Linear moves at a constant pace.
func Linear(t float64) float64 { return t }

// OutQuad starts fast and slows down.
func OutQuad(t float64) float64 { return 1 - (1-t)*(1-t) }

// OutCubic starts fast and slows down more: a card sliding to rest on the felt.
func OutCubic(t float64) float64 {
	u := 1 - t
	return 1 - u*u*u
}

// InOutCubic eases in and out: a chip stack carried from one place to another.
func InOutCubic(t float64) float64 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// InOutSine eases in and out gently: a flip, a fade.
func InOutSine(t float64) float64 { return -(math.Cos(math.Pi*t) - 1) / 2 }

// OutBack overshoots a little and settles: a badge popping onto the felt.
func OutBack(t float64) float64 {
	const c1 = 1.70158
	const c3 = c1 + 1
	u := t - 1
	return 1 + c3*u*u*u + c1*u*u
}

// Clamp limits t to [0, 1].
func Clamp(t float64) float64 {
	switch {
	case t < 0:
		return 0
	case t > 1:
		return 1
	}
	return t
}

// Lerp returns the point a fraction p of the way from a to b: exactly a at 0 and b at 1.
func Lerp(a, b, p float64) float64 {
	switch p {
	case 0:
		return a
	case 1:
		return b
	}
	return a + (b-a)*p
}
