package audio

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"felt/render/ebitentest"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

func TestMain(m *testing.M) {
	ebitentest.Main(m)
}

const rate = 48000

// TestSounds checks what every sound is made of: its length, its level, silence at both
// ends, no energy in the shrill range, and the same samples on every run.
func TestSounds(t *testing.T) {
	lengths := map[Sound][2]float64{ // seconds, at least and at most
		CardSlide: {0.1, 0.16}, CardFlip: {0.04, 0.1}, ChipClick: {0.03, 0.06}, ChipStack: {0.15, 0.3},
		ChipSlide: {0.2, 0.5}, Button: {0.015, 0.05}, Win: {0.6, 1.5}, BigWin: {1.2, 2.5},
		Jackpot: {2, 3.2}, Error: {0.12, 0.4}, Flapper: {0.015, 0.05},
	}
	for s := range numSounds {
		x := render(s, rate)
		d := float64(len(x)) / rate
		if l := lengths[s]; d < l[0] || d > l[1] {
			t.Errorf("%v lasts %.3f s, want %v to %v", s, d, l[0], l[1])
		}
		peak := 0.0
		for _, v := range x {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("%v has a sample %v", s, v)
			}
			peak = max(peak, math.Abs(v))
		}
		if peak < 0.2 || peak > 0.7 {
			t.Errorf("%v peaks at %.2f, want a soft 0.2 to 0.7", s, peak)
		}
		if a, b := math.Abs(x[0]), math.Abs(x[len(x)-1]); a > 0.01 || b > 0.01 {
			t.Errorf("%v starts at %.3f and ends at %.3f, want silence (no clicks)", s, a, b)
		}
		if f := shrill(x); f > 0.05 {
			t.Errorf("%v has %.1f%% of its energy above 6 kHz, want it soft", s, 100*f)
		}
		if !slices.Equal(x, render(s, rate)) {
			t.Errorf("%v differs from one rendering to the next", s)
		}
	}
}

// shrill returns the share of x's energy above 6 kHz, measured through a fourth-order
// high-pass (two RBJ biquads).
func shrill(x []float64) float64 {
	var h1, h2 highpass
	var all, high float64
	for _, v := range x {
		h := h2.step(h1.step(v, 6000), 6000)
		all += v * v
		high += h * h
	}
	return high / all
}

type highpass struct{ x1, x2, y1, y2 float64 }

func (f *highpass) step(x, cutoff float64) float64 {
	w := 2 * math.Pi * cutoff / rate
	alpha := math.Sin(w) / (2 * math.Sqrt2 / 2)
	cw := math.Cos(w)
	a0 := 1 + alpha
	b0, b1, b2 := (1+cw)/2/a0, -(1+cw)/a0, (1+cw)/2/a0
	a1, a2 := -2*cw/a0, (1-alpha)/a0
	y := b0*x + b1*f.x1 + b2*f.x2 - a1*f.y1 - a2*f.y2
	f.x2, f.x1 = f.x1, x
	f.y2, f.y1 = f.y1, y
	return y
}

// TestJackpotLoops checks that the fanfare's loop is exactly four beats and joins smoothly.
func TestJackpotLoops(t *testing.T) {
	s := &synth{rate: rate, seed: 1}
	_, loop := s.jackpot()
	if len(loop) != int(4*jackpotBeat*rate) {
		t.Fatalf("the loop has %d samples, want %d", len(loop), int(4*jackpotBeat*rate))
	}
	// Across the joint the wave moves no more than it does between neighbours elsewhere.
	jump := math.Abs(loop[0] - loop[len(loop)-1])
	steepest := 0.0
	for i := 1; i < len(loop); i++ {
		steepest = max(steepest, math.Abs(loop[i]-loop[i-1]))
	}
	if jump > steepest {
		t.Errorf("the loop jumps %.4f at its joint; the steepest step inside is %.4f", jump, steepest)
	}
}

// TestPlayer runs the player on ebiten's audio context: it makes every sound, plays without
// allocating, and mutes.
func TestPlayer(t *testing.T) {
	p, err := New(context())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(nil); err == nil {
		t.Error("New(nil) should fail")
	}
	for s := range numSounds {
		p.Play(s)
	}
	p.Play(Sound(99)) // ignored
	if n := p.Playing(); n != int(numSounds) {
		t.Errorf("%d sounds playing, want %d", n, numSounds)
	}
	if n := testing.AllocsPerRun(50, func() { p.Play(ChipClick) }); n != 0 {
		t.Errorf("Play allocates %v times", n)
	}
	p.SetVolume(0.5)
	if p.Volume() != 0.5 {
		t.Errorf("volume %v", p.Volume())
	}
	p.SetVolume(7)
	if p.Volume() != 1 {
		t.Errorf("a volume over 1 gave %v", p.Volume())
	}
	p.SetMuted(true)
	if !p.Muted() || p.Playing() != 0 {
		t.Errorf("muted %v with %d sounds playing", p.Muted(), p.Playing())
	}
	p.Play(Win)
	p.Loop()
	if p.Playing() != 0 {
		t.Error("a sound started while muted")
	}
	p.SetMuted(false)
	p.Loop()
	p.StopLoop()
	if Jackpot.String() != "Jackpot" || Sound(42).String() != "audio.Sound(42)" {
		t.Error("names")
	}
}

// TestMixer reads the stream: a click comes out at its level on both channels, as many of the
// same sound overlap as allowed, a loop keeps going, and silence is silence.
func TestMixer(t *testing.T) {
	m := &mixer{}
	m.init()
	for s := range numSounds {
		m.pcm[s] = float32s(render(s, rate))
	}
	b := make([]byte, 8*4800)
	read := func() (peak float32) {
		n, err := m.Read(b)
		if err != nil || n != len(b) {
			t.Fatalf("Read gave %d, %v", n, err)
		}
		for i := 0; i < n; i += 8 {
			l := math.Float32frombits(binary.LittleEndian.Uint32(b[i:]))
			r := math.Float32frombits(binary.LittleEndian.Uint32(b[i+4:]))
			if l != r {
				t.Fatal("the channels differ")
			}
			peak = max(peak, float32(math.Abs(float64(l))))
		}
		return peak
	}
	if read() != 0 {
		t.Error("silence is not silent")
	}
	m.start(ChipClick, m.pcm[ChipClick], false)
	if pk := read(); pk < 0.2 || pk > 0.5*mix[ChipClick] {
		t.Errorf("a click peaks at %v", pk)
	}
	for range 10 {
		m.start(ChipClick, m.pcm[ChipClick], false)
	}
	n := 0
	for _, v := range m.voice {
		if v.playing {
			n++
		}
	}
	if n != voices[ChipClick] {
		t.Errorf("%d clicks at once, want at most %d", n, voices[ChipClick])
	}
	m.stop(0, true)
	m.start(Jackpot, []float32{0.1, 0.2, 0.3}, true)
	if pk := read(); math.Abs(float64(pk)-0.3*0.8) > 1e-6 {
		t.Errorf("the loop peaks at %v", pk)
	}
}

// TestWriteWAV writes every sound to out/audio/ at the top of the module, for people to
// listen to. It checks nothing.
func TestWriteWAV(t *testing.T) {
	if testing.Short() {
		t.Skip("the sound files are for listening; -short skips them")
	}
	dir := filepath.Join("..", "..", "out", "audio")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	s := &synth{rate: rate, seed: 1}
	_, loop := s.jackpot()
	loop3 := slices.Concat(loop, loop, loop)
	for name, x := range map[string][]float64{"JackpotLoop3x": loop3} {
		writeWAV(t, filepath.Join(dir, name+".wav"), x)
	}
	for snd := range numSounds {
		writeWAV(t, filepath.Join(dir, snd.String()+".wav"), render(snd, rate))
	}
}

// writeWAV writes mono 16-bit PCM.
func writeWAV(t *testing.T, name string, x []float64) {
	b := make([]byte, 44+2*len(x))
	copy(b, "RIFF")
	binary.LittleEndian.PutUint32(b[4:], uint32(36+2*len(x)))
	copy(b[8:], "WAVEfmt ")
	binary.LittleEndian.PutUint32(b[16:], 16)
	binary.LittleEndian.PutUint16(b[20:], 1)
	binary.LittleEndian.PutUint16(b[22:], 1)
	binary.LittleEndian.PutUint32(b[24:], rate)
	binary.LittleEndian.PutUint32(b[28:], 2*rate)
	binary.LittleEndian.PutUint16(b[32:], 2)
	binary.LittleEndian.PutUint16(b[34:], 16)
	copy(b[36:], "data")
	binary.LittleEndian.PutUint32(b[40:], uint32(2*len(x)))
	for i, v := range x {
		binary.LittleEndian.PutUint16(b[44+2*i:], uint16(int16(math.Round(max(-1, min(1, v))*32767))))
	}
	if err := os.WriteFile(name, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// context returns the process's audio context, making it the first time (ebiten allows one).
func context() *eaudio.Context {
	if c := eaudio.CurrentContext(); c != nil {
		return c
	}
	return eaudio.NewContext(rate)
}

func BenchmarkPlay(b *testing.B) {
	p, err := New(context())
	if err != nil {
		b.Fatal(err)
	}
	for p.Prepare() {
	}
	b.ReportAllocs()
	for b.Loop() {
		p.Play(ChipClick)
	}
}

// BenchmarkMix is the audio goroutine's work: mixing 10 ms of four voices.
func BenchmarkMix(b *testing.B) {
	m := &mixer{}
	m.init()
	click := float32s(render(ChipSlide, rate))
	buf := make([]byte, 8*480)
	b.ReportAllocs()
	for b.Loop() {
		if m.voice[0].playing == false {
			for range 4 {
				m.start(ChipSlide, click, false)
			}
		}
		m.Read(buf)
	}
}

func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		for s := range numSounds {
			render(s, rate)
		}
	}
}
