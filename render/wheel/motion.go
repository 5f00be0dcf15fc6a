package wheel

import "math"

// The spin's physics, written for Normal speed in ticks (60 a second). A spin is a push
// and then one deceleration: the attendant's hand brings the wheel up to speed, then the
// wheel runs down under its friction until it stops. Nothing else acts on it: no slowdown
// near a prize, no nudge at the end. The only choice made per spin is the total travel, so
// that the wheel stops inside the segment the core chose.
//
// The friction is a constant part (the axle's and the flapper's drag on the pegs) and a
// part that grows with speed (the air): dω/dt = −a − bω. Its solution, normalized over the
// deceleration's duration T, is
//
//	ω(τ) = ω0 · (e^{k(1−τ)} − 1) / (e^k − 1),   τ = t/T in [0, 1],
//
// whose shape depends only on k = bT, which we fix: every spin decelerates along the same
// curve, stretched in time. The wheel slows hard while it is fast and gently at the end,
// and stops in finite time (the constant friction ends it), as a real wheel does.
const (
	// pushTicks is how long the push lasts: the velocity rises as sin² from rest.
	pushTicks = 24.0
	// dragK is k = bT: the share of the air's drag in the deceleration. With 2 the wheel
	// decelerates e² ≈ 7.4 times harder at the start than at the end.
	dragK = 2.0
	// baseTurns is the least travel of a spin, in turns; the travel to the target adds
	// up to one more.
	baseTurns = 3.0
	// nominalTravel and nominalDecel calibrate the wheel's friction: a spin of this many
	// radians decelerates for this many ticks (3.5 turns in 3.7 seconds): a spin lands
	// within 4.4 s of its push, so that the wheel's whole moment keeps within 6 s
	// (docs/pace.md).
	nominalTravel = 3.5 * 2 * math.Pi
	nominalDecel  = 220.0
	// calmTicks is how long the reduced-motion turn takes: an ease to the target.
	calmTicks = 54.0
)

// expK is e^k (k = dragK = 2), as a constant.
const expK = math.E * math.E

// decelArea is ∫₀¹ ω(τ)/ω0 dτ: the deceleration's travel is ω0·T·decelArea.
const decelArea = ((expK-1)/dragK - 1) / (expK - 1)

// kappa is ω0/T in radians per tick², the same for every spin: the wheel's friction.
// Keeping it fixed makes the deceleration (ω0/T times the curve's slope at τ) the same
// function of τ for every spin, as one wheel's friction is.
const kappa = nominalTravel / (nominalDecel * (pushTicks/2 + decelArea*nominalDecel))

// velocityShape is ω(τ)/ω0 in the deceleration.
func velocityShape(tau float64) float64 {
	return (math.Exp(dragK*(1-tau)) - 1) / (expK - 1)
}

// travelShape is ∫₀^τ ω/ω0: the deceleration's travel so far over ω0·T.
func travelShape(tau float64) float64 {
	return ((expK-math.Exp(dragK*(1-tau)))/dragK - tau) / (expK - 1)
}

// plan is one spin's motion from its start: the angle at every tick, in radians clockwise.
// The zero plan stands still at from.
type plan struct {
	from, travel float64
	scale        float64 // ticks of this speed per tick at Normal: 2, 1 or ½; 0 for Instant
	calm         bool
	decel        float64 // T, in Normal ticks
	omega        float64 // ω0, radians per Normal tick, at the end of the push
}

// newPlan plans a spin of the given travel (radians, at least 0) at a speed scale.
func newPlan(from, travel, scale float64, calm bool) plan {
	p := plan{from: from, travel: travel, scale: scale, calm: calm}
	if calm || scale <= 0 {
		return p
	}
	// travel = κT·(P/2 + A·T): solve for T.
	b := kappa * pushTicks / 2
	p.decel = (-b + math.Sqrt(b*b+4*decelArea*kappa*travel)) / (2 * decelArea * kappa)
	p.omega = kappa * p.decel
	return p
}

// length returns the plan's duration in Normal ticks.
func (p *plan) length() float64 {
	switch {
	case p.scale <= 0:
		return 0
	case p.calm:
		return calmTicks
	}
	return pushTicks + p.decel
}

// ticks returns the plan's duration in ticks at its speed, rounded up: at that tick the
// wheel stands on its final angle.
func (p *plan) ticks() int {
	return int(math.Ceil(p.length()*p.scale - 1e-9))
}

// end returns the final angle.
func (p *plan) end() float64 { return p.from + p.travel }

// at returns the angle t ticks (at the plan's speed) after the start.
func (p *plan) at(t float64) float64 {
	if t <= 0 {
		return p.from
	}
	if p.scale <= 0 || t >= float64(p.ticks()) {
		return p.end()
	}
	t /= p.scale // Normal ticks
	if p.calm {
		return p.from + p.travel*(1-math.Cos(math.Pi*t/calmTicks))/2
	}
	if t < pushTicks {
		// ω = ω0 sin²(πt/2P)
		return p.from + p.omega*(t/2-pushTicks/(2*math.Pi)*math.Sin(math.Pi*t/pushTicks))
	}
	tau := min((t-pushTicks)/p.decel, 1)
	return p.from + p.omega*pushTicks/2 + p.omega*p.decel*travelShape(tau)
}

// velocity returns the angular velocity t ticks after the start, in radians per tick at
// the plan's speed.
func (p *plan) velocity(t float64) float64 {
	if t <= 0 || p.scale <= 0 || t >= p.length()*p.scale {
		return 0
	}
	t /= p.scale
	var w float64
	switch {
	case p.calm:
		w = p.travel * math.Pi / (2 * calmTicks) * math.Sin(math.Pi*t/calmTicks)
	case t < pushTicks:
		s := math.Sin(math.Pi * t / (2 * pushTicks))
		w = p.omega * s * s
	default:
		w = p.omega * velocityShape(min((t-pushTicks)/p.decel, 1))
	}
	return w / p.scale
}
