package anim

import (
	"errors"
	"fmt"
	"math"
)

// Speed is the player's animation speed setting. Durations are written for Normal; Slow
// doubles them, Fast halves them and Instant skips them.
type Speed uint8

// The speeds, slowest first.
const (
	Slow Speed = iota
	Normal
	Fast
	Instant
)

var speedNames = [...]string{"slow", "normal", "fast", "instant"}

// String names the speed: "slow", "normal", "fast" or "instant".
func (s Speed) String() string {
	if int(s) < len(speedNames) {
		return speedNames[s]
	}
	return fmt.Sprintf("anim.Speed(%d)", int(s))
}

// Title names the speed for a button: "Slow", "Normal", "Fast", "Instant".
func (s Speed) Title() string {
	n := s.String()
	if len(n) == 0 || n[0] < 'a' || n[0] > 'z' {
		return n
	}
	return string(n[0]-'a'+'A') + n[1:]
}

// Next returns the next speed, from Instant back to Slow.
func (s Speed) Next() Speed { return (s + 1) % Speed(len(speedNames)) }

// ErrSpeed is wrapped by ParseSpeed's errors.
var ErrSpeed = errors.New("no such speed")

// ParseSpeed reads a speed's name.
func ParseSpeed(name string) (Speed, error) {
	for i, n := range speedNames {
		if n == name {
			return Speed(i), nil
		}
	}
	return Normal, fmt.Errorf("%w: %.24q (want slow, normal, fast or instant)", ErrSpeed, name)
}

// Ticks scales a duration written for Normal speed to this speed. Instant gives 0; any other
// speed keeps a non-zero duration at least one tick long.
func (s Speed) Ticks(normal int) int {
	if normal <= 0 {
		return 0
	}
	switch s {
	case Slow:
		return 2 * normal
	case Fast:
		return max(1, (normal+1)/2)
	case Instant:
		return 0
	}
	return normal
}

// TPS is the number of ticks in a second: Ebitengine runs Update 60 times a second.
const TPS = 60

// Seconds turns seconds into ticks, rounded.
func Seconds(s float64) int { return int(math.Round(s * TPS)) }

// Glow returns a brightness between 0 and 1 that rises and falls smoothly once every period
// ticks. Periods shorter than MinPeriod are lengthened to it, so nothing blinks more than three
// times a second (docs/art.md, Motion).
func Glow(now int64, period int) float64 {
	period = max(period, MinPeriod)
	phase := float64(now%int64(period)) / float64(period)
	return 0.5 - 0.5*math.Cos(2*math.Pi*phase)
}

// MinPeriod is the shortest period of anything that pulses: 20 ticks, three times a second.
const MinPeriod = TPS / 3
