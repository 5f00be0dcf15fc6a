package audio

import "math"

// The sounds are synthesized at start from a few plain ingredients: seeded noise through
// simple filters for card and felt, struck modal resonators for chips, and soft bell tones
// (a few sine partials, the upper ones dying first) for chimes. Everything is low-passed
// well below the shrill range, starts and ends in silence, and comes out the same on every
// run.

// synth holds the sample rate and the noise source while one sound is rendered.
type synth struct {
	rate float64
	seed uint32
}

// noise returns the next white-noise sample in [-1, 1) (xorshift32: seeded, so every run
// sounds the same).
func (s *synth) noise() float64 {
	x := s.seed
	x ^= x << 13
	x ^= x >> 17
	x ^= x << 5
	s.seed = x
	return float64(x)/(1<<31) - 1
}

// buf returns a silent buffer seconds long.
func (s *synth) buf(seconds float64) []float64 {
	return make([]float64, int(seconds*s.rate))
}

// at returns the sample index of time t.
func (s *synth) at(t float64) int { return int(t * s.rate) }

// lowpass is a one-pole low-pass filter.
type lowpass struct{ a, y float64 }

func newLowpass(cutoff, rate float64) lowpass {
	return lowpass{a: 1 - math.Exp(-2*math.Pi*cutoff/rate)}
}

func (f *lowpass) step(x float64) float64 {
	f.y += f.a * (x - f.y)
	return f.y
}

// bandpass is a two-pole resonant band-pass filter (the RBJ cookbook's, constant peak gain),
// whose centre can move from sample to sample.
type bandpass struct {
	x1, x2, y1, y2 float64
}

func (f *bandpass) step(x, centre, q, rate float64) float64 {
	w := 2 * math.Pi * centre / rate
	alpha := math.Sin(w) / (2 * q)
	a0 := 1 + alpha
	b0, b2 := alpha/a0, -alpha/a0
	a1, a2 := -2*math.Cos(w)/a0, (1-alpha)/a0
	y := b0*x + b2*f.x2 - a1*f.y1 - a2*f.y2
	f.x2, f.x1 = f.x1, x
	f.y2, f.y1 = f.y1, y
	return y
}

// partial is one sine component of a struck or rung tone: frequency ratio to the
// fundamental, amplitude, and decay time constant in seconds.
type partial struct{ ratio, amp, decay float64 }

// tone adds to out, from time start, a note of frequency f made of partials, with an attack
// of attack seconds and the whole scaled by gain; dur bounds it. Each partial is a rotating
// phasor whose amplitude shrinks by a constant factor each sample: the same damped sine as
// exp and sin would give, at a fraction of the cost.
func (s *synth) tone(out []float64, start, f float64, ps []partial, attack, dur, gain float64) {
	i0 := s.at(start)
	n := min(s.at(dur), len(out)-i0)
	if n <= 0 {
		return
	}
	env := make([]float64, n)
	for i := range env {
		t := float64(i) / s.rate
		e := gain
		if t < attack {
			e *= 0.5 - 0.5*math.Cos(math.Pi*t/attack)
		}
		// A gentle fade over the last 30 ms, so a note cut by dur does not click.
		if r := dur - t; r < 0.03 {
			e *= r / 0.03
		}
		env[i] = e
	}
	for _, p := range ps {
		w := 2 * math.Pi * f * p.ratio / s.rate
		if w >= math.Pi {
			continue // above the Nyquist frequency
		}
		cw, sw := math.Cos(w), math.Sin(w)
		k := math.Exp(-1 / (p.decay * s.rate))
		re, im, a := 1.0, 0.0, p.amp
		for i, e := range env {
			out[i0+i] += e * a * im
			re, im = re*cw-im*sw, re*sw+im*cw
			if a *= k; a < 1e-4 {
				break // 80 dB down: silent
			}
		}
	}
}

// bell is a warm struck tone: a strong fundamental, a soft octave and twelfth, and a faint
// inharmonic shimmer, the upper partials dying first.
func bell(decay float64) []partial {
	return []partial{
		{1, 1, decay},
		{2, 0.28, decay * 0.5},
		{3, 0.08, decay * 0.3},
		{4.2, 0.03, decay * 0.2},
	}
}

// horn is a rounder, sustained tone for the fanfare: harmonics falling off quickly, as a
// muted brass's do.
func horn(decay float64) []partial {
	ps := make([]partial, 0, 6)
	for n := 1.0; n <= 6; n++ {
		ps = append(ps, partial{n, 1 / math.Pow(n, 1.8), decay / math.Sqrt(n)})
	}
	return ps
}

// click adds a clay chip's knock at time start: a 1.5 ms burst of noise ringing three
// damped modes of the chip. pitch scales the modes (1 = a 39 mm chip), gain the whole.
func (s *synth) click(out []float64, start, pitch, gain float64) {
	modes := [...]partial{{2950, 1, 0.009}, {4350, 0.55, 0.006}, {6050, 0.25, 0.004}}
	i0 := s.at(start)
	n := min(s.at(0.045), len(out)-i0)
	lp := newLowpass(6500, s.rate)
	for i := range n {
		t := float64(i) / s.rate
		v := 0.0
		if t < 0.0015 {
			v += 0.35 * s.noise() * (1 - t/0.0015)
		}
		for _, m := range modes {
			v += m.amp * math.Exp(-t/m.decay) * math.Sin(2*math.Pi*m.ratio*pitch*t)
		}
		out[i0+i] += gain * lp.step(v)
	}
}

// normalize scales out so that its peak is peak, and fades its first and last milliseconds.
func (s *synth) normalize(out []float64, peak float64) []float64 {
	m := 0.0
	for _, v := range out {
		m = max(m, math.Abs(v))
	}
	if m == 0 {
		return out
	}
	fade := min(s.at(0.004), len(out)/4)
	for i := range out {
		g := peak / m
		if i < s.at(0.001) {
			g *= float64(i) / float64(s.at(0.001))
		}
		if r := len(out) - 1 - i; r < fade {
			g *= float64(r) / float64(fade)
		}
		out[i] *= g
	}
	return out
}

// render returns sound snd as mono samples at rate.
func render(snd Sound, rate int) []float64 {
	s := &synth{rate: float64(rate), seed: 0x9E3779B9 ^ uint32(snd+1)*0x85EBCA6B}
	switch snd {
	case CardSlide:
		return s.cardSlide()
	case CardFlip:
		return s.cardFlip()
	case ChipClick:
		out := s.buf(0.045)
		s.click(out, 0, 1, 1)
		return s.normalize(out, 0.5)
	case ChipStack:
		out := s.buf(0.2)
		for i, t := range [...]float64{0, 0.052, 0.097, 0.138} {
			s.click(out, t, 0.94+0.05*float64(i%3), 1-0.12*float64(i))
		}
		return s.normalize(out, 0.5)
	case ChipSlide:
		return s.chipSlide()
	case Button:
		return s.button()
	case Win:
		return s.win()
	case BigWin:
		return s.bigWin()
	case Jackpot:
		out, _ := s.jackpot()
		return out
	case Error:
		return s.bonk()
	case Flapper:
		return s.flapper()
	}
	return nil
}

// cardSlide is a card sliding over the felt: a short swish of filtered noise whose colour
// falls as the card slows.
func (s *synth) cardSlide() []float64 {
	const dur = 0.13
	out := s.buf(dur)
	var bp bandpass
	lp := newLowpass(3800, s.rate)
	for i := range out {
		t := float64(i) / s.rate
		x := t / dur
		env := math.Sin(math.Pi*math.Min(1, x/0.12)/2) * math.Pow(1-x, 1.6)
		centre := 2400 - 1200*x
		out[i] = env * lp.step(bp.step(s.noise(), centre, 0.9, s.rate))
	}
	return s.normalize(out, 0.42)
}

// cardFlip is a soft snap: a tick of paper and a small thump as the card lands.
func (s *synth) cardFlip() []float64 {
	out := s.buf(0.075)
	var bp bandpass
	for i := range out {
		t := float64(i) / s.rate
		v := 0.0
		if t < 0.025 {
			v += 1.4 * math.Exp(-t/0.006) * bp.step(s.noise(), 1700, 1.0, s.rate)
		}
		if t > 0.02 {
			u := t - 0.02
			v += 0.3 * math.Exp(-u/0.01) * math.Sin(2*math.Pi*(240+80*math.Exp(-u/0.01))*u)
		}
		out[i] = v
	}
	return s.normalize(out, 0.4)
}

// chipSlide is chips pushed across the felt: a muffled rattle, low noise with a few soft
// knocks in it.
func (s *synth) chipSlide() []float64 {
	const dur = 0.34
	out := s.buf(dur)
	lp1, lp2 := newLowpass(700, s.rate), newLowpass(700, s.rate)
	for i := range out {
		x := float64(i) / s.rate / dur
		env := math.Min(1, x/0.1) * math.Pow(1-x, 1.2)
		out[i] = 0.9 * env * lp2.step(lp1.step(s.noise()))
	}
	knocks := s.buf(dur)
	for _, t := range [...]float64{0.02, 0.06, 0.085, 0.13, 0.16, 0.21, 0.25} {
		s.click(knocks, t, 0.9, 0.12)
	}
	muffle := newLowpass(1800, s.rate)
	for i := range out {
		out[i] += muffle.step(knocks[i])
	}
	return s.normalize(out, 0.35)
}

// button is a muted tick.
func (s *synth) button() []float64 {
	out := s.buf(0.03)
	lp := newLowpass(3500, s.rate)
	for i := range out {
		t := float64(i) / s.rate
		v := math.Exp(-t/0.005)*(math.Sin(2*math.Pi*1150*t)+0.2*math.Sin(2*math.Pi*2300*t)) +
			0.3*math.Exp(-t/0.001)*s.noise()
		out[i] = lp.step(v)
	}
	return s.normalize(out, 0.25)
}

// Note frequencies, equal temperament from A4 = 440 Hz.
func note(semitonesFromA4 float64) float64 { return 440 * math.Pow(2, semitonesFromA4/12) }

var (
	c4, e4, f4, g4, a4, b4 = note(-9), note(-5), note(-4), note(-2), note(0), note(2)
	c5, d5, e5, f5, g5     = note(3), note(5), note(7), note(8), note(10)
	c6                     = note(15)
)

// win is a warm three-note chime rising C E G: a table's quiet congratulation.
func (s *synth) win() []float64 {
	out := s.buf(1.1)
	for i, f := range [...]float64{c5, e5, g5} {
		s.tone(out, 0.09*float64(i), f, bell(0.42), 0.004, 1.1-0.09*float64(i), 1-0.1*float64(i))
	}
	return s.soften(out, 0.55)
}

// bigWin rolls a longer arpeggio over a held chord.
func (s *synth) bigWin() []float64 {
	out := s.buf(1.9)
	for i, f := range [...]float64{c4, e4, g4, c5, e5, g5, c6} {
		s.tone(out, 0.075*float64(i), f, bell(0.55), 0.004, 1.9-0.075*float64(i), 0.9-0.05*float64(i))
	}
	// The chord swells in under the arpeggio and rings out.
	for _, f := range [...]float64{c4, g4, c5, e5} {
		s.tone(out, 0.15, f, []partial{{1, 1, 0.9}, {2, 0.15, 0.5}}, 0.18, 1.75, 0.22)
	}
	return s.soften(out, 0.6)
}

// jackpotBeat is the fanfare's beat: two seconds are four beats at 120 per minute.
const jackpotBeat = 0.5

// jackpot is a short fanfare, two seconds long, that loops seamlessly while a meter counts
// down: a chord a beat (C, F, G, C), a horn line in eighths over it, and a small bell on the
// first beat. It returns the fanfare with its natural tail, and the loop: the same two
// seconds with the tail folded back onto the start, so that the end flows into the start.
func (s *synth) jackpot() (once, loop []float64) {
	const bar = 4 * jackpotBeat
	const tail = 0.9
	out := s.buf(bar + tail)
	chords := [4][3]float64{{c4, e4, g4}, {f4, a4, c5}, {g4, b4, d5}, {e4, g4, c5}}
	melody := [16]float64{g4, c5, e5, c5, a4, c5, f5, c5, b4, d5, g5, d5, c5, e5, g5, c6}
	for b, ch := range chords {
		for _, f := range ch {
			s.tone(out, float64(b)*jackpotBeat, f, horn(0.7), 0.03, jackpotBeat+0.35, 0.16)
		}
	}
	for i, f := range melody {
		gain := 0.34
		if i%2 == 0 {
			gain = 0.42 // on the beat, a little stronger
		}
		s.tone(out, float64(i)*jackpotBeat/2, f, horn(0.28), 0.012, jackpotBeat/2+0.3, gain)
	}
	s.tone(out, 0, c6, bell(0.5), 0.002, 1.2, 0.12)
	once = s.soften(out, 0.6)

	n := s.at(bar)
	loop = make([]float64, n)
	copy(loop, once[:n])
	for i := n; i < len(once); i++ {
		loop[i-n] += once[i]
	}
	// The fade normalize put on the end belongs to the one-shot only; the loop's end is the
	// bar line, where the next bar's notes carry on.
	return once, loop
}

// flapper is a prize wheel's flapper meeting a peg: a leather tab slapping a brass peg, a
// dull tick with a little ring of the peg in it, short and soft enough to come many times a
// second while the wheel is fast.
func (s *synth) flapper() []float64 {
	out := s.buf(0.032)
	lp := newLowpass(3200, s.rate)
	var bp bandpass
	for i := range out {
		t := float64(i) / s.rate
		// The slap: a short burst of noise through a band round 1.8 kHz.
		v := 0.0
		if t < 0.004 {
			v += 0.8 * (1 - t/0.004) * bp.step(s.noise(), 1800, 1.1, s.rate)
		}
		// The peg and the tab ring briefly, the tab lower and longer.
		v += 0.45*math.Exp(-t/0.003)*math.Sin(2*math.Pi*1350*t) + 0.4*math.Exp(-t/0.007)*math.Sin(2*math.Pi*540*t)
		out[i] = lp.step(v)
	}
	return s.normalize(out, 0.32)
}

// bonk is a low, soft "no": a hollow tone that drops a little in pitch.
func (s *synth) bonk() []float64 {
	out := s.buf(0.26)
	lp := newLowpass(1200, s.rate)
	phase := 0.0
	for i := range out {
		t := float64(i) / s.rate
		f := 165 + 45*math.Exp(-t/0.05)
		phase += 2 * math.Pi * f / s.rate
		env := math.Min(1, t/0.006) * math.Exp(-t/0.07)
		// The overtones carry the bonk on small speakers, which hardly sound its fundamental.
		out[i] = lp.step(env * (math.Sin(phase) + 0.45*math.Sin(2*phase) + 0.2*math.Sin(3*phase) + 0.1*math.Sin(4.1*phase)))
	}
	return s.normalize(out, 0.5)
}

// soften rounds off a chime's highest partials with a gentle low-pass and normalizes it.
func (s *synth) soften(out []float64, peak float64) []float64 {
	lp := newLowpass(5000, s.rate)
	for i := range out {
		out[i] = lp.step(out[i])
	}
	return s.normalize(out, peak)
}
