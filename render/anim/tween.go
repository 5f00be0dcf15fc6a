package anim

// Tween is a movement in time: it starts at tick Start and lasts Dur ticks, eased by Ease
// (Linear when nil). A tween of no duration is finished from its start. The zero Tween is
// finished.
type Tween struct {
	Start int64
	Dur   int
	Ease  Ease
}

// Begin returns a tween that starts at now and lasts dur ticks.
func Begin(now int64, dur int, e Ease) Tween {
	return Tween{Start: now, Dur: dur, Ease: e}
}

// Raw returns the linear progress at tick now, from 0 before the start to 1 at the end.
func (t Tween) Raw(now int64) float64 {
	if t.Dur <= 0 {
		if now < t.Start {
			return 0
		}
		return 1
	}
	return Clamp(float64(now-t.Start) / float64(t.Dur))
}

// At returns the eased progress at tick now.
func (t Tween) At(now int64) float64 {
	p := t.Raw(now)
	if t.Ease == nil || p == 0 || p == 1 {
		return p
	}
	return t.Ease(p)
}

// Done reports whether the tween has finished by tick now.
func (t Tween) Done(now int64) bool { return now >= t.End() }

// Running reports whether the tween has started and not finished at tick now.
func (t Tween) Running(now int64) bool { return now >= t.Start && now < t.End() }

// End returns the tick at which the tween finishes.
func (t Tween) End() int64 {
	if t.Dur <= 0 {
		return t.Start
	}
	return t.Start + int64(t.Dur)
}

// Finish makes the tween finished as of tick now: what skipping an animation does.
func (t *Tween) Finish(now int64) {
	if t.End() > now {
		t.Start, t.Dur = now, 0
	}
}

// Motion is a point moving from one place to another along a tween.
type Motion struct {
	FromX, FromY float64
	ToX, ToY     float64
	Tween
}

// At returns where the point is at tick now.
func (m *Motion) At(now int64) (x, y float64) {
	p := m.Tween.At(now)
	return Lerp(m.FromX, m.ToX, p), Lerp(m.FromY, m.ToY, p)
}

// Place puts the point at x, y at once.
func (m *Motion) Place(x, y float64) {
	m.FromX, m.FromY, m.ToX, m.ToY = x, y, x, y
	m.Tween = Tween{}
}

// MoveTo starts a move from wherever the point is at tick now to x, y, lasting dur ticks.
func (m *Motion) MoveTo(now int64, x, y float64, dur int, e Ease) {
	m.FromX, m.FromY = m.At(now)
	m.ToX, m.ToY = x, y
	m.Tween = Begin(now, dur, e)
}

// Value is a number moving from one value to another along a tween: a flip, a fade.
type Value struct {
	From, To float64
	Tween
}

// At returns the value at tick now.
func (v *Value) At(now int64) float64 { return Lerp(v.From, v.To, v.Tween.At(now)) }

// Set puts the value at x at once.
func (v *Value) Set(x float64) {
	v.From, v.To = x, x
	v.Tween = Tween{}
}

// GoTo starts a change from the value at tick now to x, lasting dur ticks.
func (v *Value) GoTo(now int64, x float64, dur int, e Ease) {
	v.From = v.At(now)
	v.To = x
	v.Tween = Begin(now, dur, e)
}
