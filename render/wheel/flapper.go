package wheel

import "math"

// The flapper is the leather or rubber tab under the pointer that the pegs strike. The wheel
// turns clockwise, so at the top the pegs run from left to right: the next peg comes in from
// the left, meets the tab's tip, bends it to the right as it comes on, and slips past it at
// the pointer's line, where the tab snaps back and swings to rest. That slip is the tick a
// player hears, and the peg Update reports.
const (
	// flapMax is the tab's bend, in radians, when a peg slips past its tip.
	flapMax = 0.95
	// flapReach is how far before the pointer's line a peg meets the tip, in segments.
	flapReach = 0.38
	// flapDecay and flapPeriod shape the swing after a slip: its amplitude falls by e every
	// flapDecay ticks, and it swings to and fro in flapPeriod ticks.
	flapDecay  = 5.0
	flapPeriod = 7.0
)

// flapper is the tab's state: its bend now, and the swing since the last slip.
type flapper struct {
	bend    float64 // radians; positive bends the tip to the right
	release float64 // the bend at the last slip
	since   float64 // ticks since the last slip
}

// step moves the tab on by ticks ticks, after pegs pegs slipped past, with the next peg
// dist segments before the pointer's line.
func (f *flapper) step(ticks int64, pegs int, dist float64) {
	if pegs > 0 {
		f.release, f.since = flapMax, 0
	} else {
		f.since += float64(ticks)
	}
	// Half a tick on: the slip happened during the tick, not at its end.
	t := f.since + 0.5
	f.bend = f.release * math.Exp(-t/flapDecay) * math.Cos(2*math.Pi*t/flapPeriod)
	if f.release != 0 && t > 8*flapDecay {
		f.release, f.bend = 0, 0
	}
	// A peg in contact holds the tip out of its way.
	if c := contact(dist); c > f.bend {
		f.bend = c
	}
}

// settle puts the tab at rest against the wheel as it stands: what Finish and an instant
// spin show.
func (f *flapper) settle(dist float64) {
	*f = flapper{bend: contact(dist)}
}

// contact returns the bend a peg dist segments before the pointer's line forces on the tip.
func contact(dist float64) float64 {
	if !(dist < flapReach) || dist <= 0 {
		return 0
	}
	u := 1 - dist/flapReach
	return flapMax * u * math.Sqrt(u)
}
