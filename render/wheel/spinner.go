package wheel

import (
	"errors"
	"fmt"
	"math"

	"felt/game/money"
	gwheel "felt/game/wheel"
	"felt/render/anim"
	"felt/render/fonts"
)

// Errors of the package.
var (
	// ErrWheel reports a wheel that cannot be shown: one game/wheel would not spin.
	ErrWheel = errors.New("wheel: bad wheel")
	// ErrLook reports a Look that is not one of the package's.
	ErrLook = errors.New("wheel: no such look")
	// ErrSegment reports a segment number the wheel does not have.
	ErrSegment = errors.New("wheel: no such segment")
)

// segment is what the screen needs of one of the wheel's segments.
type segment struct {
	sym  gwheel.Symbol
	tone tone
}

// Spinner shows one prize wheel on the screen: it spins to the segment the core chose and
// draws the wheel, its pointer and flapper, and the prize it landed on.
//
// Time is counted in ticks, as render/anim does: call Update once a tick with the tick
// number, and Draw from ebiten's Draw. A Spinner is not safe for concurrent use.
type Spinner struct {
	segs  []segment
	step  float64 // one segment's angle
	look  Look
	style style
	fonts *fonts.Set

	now      int64
	plan     plan
	start    int64
	ticks    int
	target   int
	spinning bool
	spun     bool  // a spin has been started (so Landed can say done)
	landedAt int64 // the tick the last spin landed
	angle    float64
	moved    float64 // how far the wheel turned in the last tick, for the motion blur
	peg      int     // the pegs counted so far: floor(angle/step + ½)
	flap     flapper
	presence anim.Value // 0 hidden, 1 in front of the table
	prize    money.Amount

	arts  map[int]*art
	clock uint64
	batch batch
}

// New returns a Spinner for w in look, at rest with segment 0 under the pointer, hidden
// (see Show). The wheel is copied: later changes to w do not reach the screen.
func New(fs *fonts.Set, w *gwheel.Wheel, look Look) (*Spinner, error) {
	if w == nil || fs == nil {
		return nil, fmt.Errorf("%w: no wheel or no fonts", ErrWheel)
	}
	if err := w.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrWheel, err)
	}
	if look < 0 || look >= numLooks {
		return nil, fmt.Errorf("%w: %d", ErrLook, int(look))
	}
	s := &Spinner{look: look, style: styleOf(look), fonts: fs, arts: make(map[int]*art)}
	n := len(w.Segments)
	jack := make([]bool, n)
	amounts := make([]int64, n)
	for i, g := range w.Segments {
		jack[i], amounts[i] = g.Symbol.Jackpot, int64(g.Symbol.Amount)
	}
	ts := tones(&s.style, jack, amounts)
	s.segs = make([]segment, n)
	for i, g := range w.Segments {
		s.segs[i] = segment{sym: g.Symbol, tone: ts[i]}
	}
	s.step = 2 * math.Pi / float64(n)
	s.flap.settle(s.pegDistance())
	return s, nil
}

// Look returns the spinner's design.
func (s *Spinner) Look() Look { return s.look }

// Segments returns the number of segments.
func (s *Spinner) Segments() int { return len(s.segs) }

// Spin starts a spin at tick now (which may be ahead of the last Update: the wheel waits
// for it) that lands on segment, the one the core chose, and returns how many ticks it
// takes: at the Update of tick now+ticks Landed reports it done.
//
// The wheel gets a push and runs down along one deceleration curve, the same for every
// spin; the travel (three turns and the way to the target) decides where it stops, at an
// offset inside the segment drawn from seed (the same seed and start give the same spin).
// Speed scales the time as anim.Speed does (slow doubles it, fast halves it); Instant lands
// at once and returns 0. Calm (reduced motion) turns the wheel by less than a turn in a
// short ease instead of a spin. A spin still running is finished first.
func (s *Spinner) Spin(now int64, segment int, seed uint64, speed anim.Speed, calm bool) (ticks int, err error) {
	if segment < 0 || segment >= len(s.segs) {
		return 0, fmt.Errorf("%w: %d of %d", ErrSegment, segment, len(s.segs))
	}
	s.Finish()
	from := math.Mod(s.angle, 2*math.Pi)
	if from < 0 {
		from += 2 * math.Pi
	}
	s.angle, s.peg = from, s.pegIndex(from)
	// The pointer stands over x = target + offset, in segments from the centre of
	// segment 0, which the wheel's angle θ brings under it when θ ≡ −x·step.
	x := float64(segment) + landingOffset(seed)
	forward := math.Mod(-x*s.step-from, 2*math.Pi)
	if forward < 0 {
		forward += 2 * math.Pi
	}
	travel := forward
	if !calm {
		travel += baseTurns * 2 * math.Pi
	}
	scale := float64(speed.Ticks(1000)) / 1000
	s.plan = newPlan(from, travel, scale, calm)
	s.start, s.ticks, s.target = now, s.plan.ticks(), segment
	s.spinning, s.spun, s.prize = true, true, 0
	if s.ticks == 0 {
		s.Finish()
		s.landedAt = now
	}
	return s.ticks, nil
}

// landingOffset returns where in its segment the wheel stops, from the seed: between 0.2
// and 0.8 of the way across it less a half (so −0.3 to 0.3 from its centre), clear of the
// pegs at its edges.
func landingOffset(seed uint64) float64 {
	// splitmix64's finalizer spreads any seed over the 64 bits.
	z := seed + 0x9E3779B97F4A7C15
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	z ^= z >> 31
	u := float64(z>>11) / (1 << 53)
	return 0.6*u - 0.3
}

// Update moves the wheel to tick now and returns how many pegs slipped past the flapper
// since the last Update: play the flapper's tick when it is above 0 (at full speed two pegs
// can pass in one tick). Finish and an instant spin report no pegs.
func (s *Spinner) Update(now int64) (pegs int) {
	dt := max(now-s.now, 0)
	s.now = now
	s.moved = 0
	if s.spinning {
		t := now - s.start
		s.angle = s.plan.at(float64(t))
		s.moved = s.angle - s.plan.at(float64(t-1))
		p := s.pegIndex(s.angle)
		pegs, s.peg = p-s.peg, p
		if t >= int64(s.ticks) {
			s.spinning, s.landedAt = false, now
		}
	}
	s.flap.step(dt, pegs, s.pegDistance())
	return pegs
}

// Finish lands a spin at once on its final angle, as the full spin would have.
func (s *Spinner) Finish() {
	if !s.spinning {
		return
	}
	s.angle, s.moved = s.plan.end(), 0
	s.peg = s.pegIndex(s.angle)
	s.spinning, s.landedAt = false, s.now
	s.flap.settle(s.pegDistance())
}

// Landed returns the segment under the pointer and whether the last spin has landed (false
// while it spins, and before the first spin).
func (s *Spinner) Landed() (segment int, done bool) {
	return s.under(s.angle), s.spun && !s.spinning
}

// Spinning reports whether a spin is running.
func (s *Spinner) Spinning() bool { return s.spinning }

// Angle returns the wheel's angle in radians, clockwise: 0 has the centre of segment 0
// under the pointer, and segment i is centred under it at −i·2π/n.
func (s *Spinner) Angle() float64 { return s.angle }

// Flapper returns the flapper's bend in radians: positive when a peg pushes its tip to
// the right, negative as it swings back.
func (s *Spinner) Flapper() float64 { return s.flap.bend }

// SetPrize makes the readout show amount once the wheel lands, in place of the segment's
// own amount (the pay of a smaller wager, as the core's events say); 0 shows the segment's
// amount again. A new spin clears it.
func (s *Spinner) SetPrize(amount money.Amount) { s.prize = amount }

// under returns the segment under the pointer at angle a.
func (s *Spinner) under(a float64) int {
	n := len(s.segs)
	i := int(math.Round(-a/s.step)) % n
	if i < 0 {
		i += n
	}
	return i
}

// pegIndex counts the pegs that have passed the pointer from angle 0 to a: peg k stands
// between segments, at (k−½)·step, and passes the pointer when the angle reaches it.
func (s *Spinner) pegIndex(a float64) int { return int(math.Floor(a/s.step + 0.5)) }

// pegDistance returns how far the next peg to come is before the pointer's line, in
// segments (0 to 1).
func (s *Spinner) pegDistance() float64 {
	y := s.angle/s.step + 0.5
	return math.Ceil(y) - y
}
