package audio

import "math"

// The room is the ambience: the quiet of a card room at night, under the table's own sounds.
// It is a loop of a few seconds: a low hush of air and distant talk (noise through two
// gentle low-passes, swelling and ebbing slowly), now and then the far-off clack of chips at
// another table and a soft murmur of voices, each well under the effects. The loop is built
// longer than it plays and its tail folded onto its head, so its end flows into its start.

// roomLength is the ambience loop's length in seconds.
const roomLength = 12.0

// room renders the ambience loop.
func (s *synth) room() []float64 {
	const tail = 1.5
	out := s.buf(roomLength + tail)
	lp1, lp2 := newLowpass(520, s.rate), newLowpass(380, s.rate)
	var talk bandpass
	for i := range out {
		t := float64(i) / s.rate
		// The hush: brownish noise whose level breathes over some seconds.
		swell := 0.75 + 0.15*math.Sin(2*math.Pi*t/roomLength*2) + 0.1*math.Sin(2*math.Pi*t/roomLength*5+1)
		v := lp2.step(lp1.step(s.noise())) * 3.2 * swell
		// Distant talk: noise through a slowly wandering band of the voice's range, coming
		// and going in phrases.
		centre := 420 + 140*math.Sin(2*math.Pi*t*0.37) + 60*math.Sin(2*math.Pi*t*1.3)
		phrase := math.Max(0, math.Sin(2*math.Pi*t/roomLength*3+0.5)) * (0.6 + 0.4*math.Sin(2*math.Pi*t*2.1))
		v += 0.5 * phrase * talk.step(s.noise(), centre, 2.5, s.rate)
		out[i] = v
	}
	// Chips at other tables, far off: a few soft clacks at chosen moments.
	for _, c := range [...]struct{ t, pitch, gain float64 }{
		{1.3, 0.96, 0.05}, {1.36, 1.0, 0.035}, {4.7, 0.92, 0.04}, {7.9, 1.02, 0.05},
		{7.95, 0.97, 0.04}, {8.02, 1.0, 0.03}, {10.6, 0.94, 0.035},
	} {
		s.click(out, c.t, c.pitch, c.gain)
	}
	// Far-off chips are dull: the room takes their edge.
	dull := newLowpass(1800, s.rate)
	for i := range out {
		out[i] = dull.step(out[i])
	}
	// Fold the tail onto the head, with a crossfade, so that the loop has no seam.
	n := s.at(roomLength)
	loop := make([]float64, n)
	copy(loop, out[:n])
	m := len(out) - n
	for i := range m {
		f := float64(i) / float64(m) // the tail fades out as the head fades in
		loop[i] = loop[i]*math.Sqrt(f) + out[n+i]*math.Sqrt(1-f)
	}
	peak := 0.0
	for _, v := range loop {
		peak = max(peak, math.Abs(v))
	}
	for i := range loop {
		loop[i] *= roomPeak / peak
	}
	return loop
}

// roomPeak is the ambience's peak: well under the effects' 0.25 to 0.6.
const roomPeak = 0.18
