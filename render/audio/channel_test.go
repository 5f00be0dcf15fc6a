package audio

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// TestRoom checks the ambience's loop: its length, a soft level under the effects', nothing
// shrill, no seam where it loops, and the same samples on every run.
func TestRoom(t *testing.T) {
	s := &synth{rate: rate, seed: 0x2545F491}
	x := s.room()
	if d := float64(len(x)) / rate; d != roomLength {
		t.Errorf("the room lasts %.3f s, want %v", d, roomLength)
	}
	peak, energy := 0.0, 0.0
	for _, v := range x {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			t.Fatalf("the room has a sample %v", v)
		}
		peak = max(peak, math.Abs(v))
		energy += v * v
	}
	if math.Abs(peak-roomPeak) > 1e-9 {
		t.Errorf("the room peaks at %.3f, want %v", peak, roomPeak)
	}
	if rms := math.Sqrt(energy / float64(len(x))); rms < 0.02 || rms > 0.08 {
		t.Errorf("the room's level (rms) is %.3f, want a quiet 0.02 to 0.08", rms)
	}
	if f := shrill(x); f > 0.01 {
		t.Errorf("the room has %.2f%% of its energy above 6 kHz", 100*f)
	}
	jump := math.Abs(x[0] - x[len(x)-1])
	steepest := 0.0
	for i := 1; i < len(x); i++ {
		steepest = max(steepest, math.Abs(x[i]-x[i-1]))
	}
	if jump > steepest {
		t.Errorf("the room jumps %.4f where it loops; the steepest step inside is %.4f", jump, steepest)
	}
	y := (&synth{rate: rate, seed: 0x2545F491}).room()
	for i := range x {
		if x[i] != y[i] {
			t.Fatal("the room differs from one rendering to the next")
		}
	}
}

// TestChannels reads the stream with each channel's volume set: the effects and the
// ambience are scaled by their own levels (as the square, like the master), each leaves the
// other alone, and zero is silence.
func TestChannels(t *testing.T) {
	m := &mixer{}
	m.init()
	one := make([]float32, 48000)
	for i := range one {
		one[i] = 0.5
	}
	m.room = one
	b := make([]byte, 8*4800)
	// level reads until the gains have settled and returns the last sample.
	level := func() float64 {
		for range 3 {
			m.Read(b)
		}
		return float64(math.Float32frombits(binary.LittleEndian.Uint32(b[len(b)-8:])))
	}
	set := func(c Channel, v float64) {
		m.level[c] = v
		m.setGain()
	}
	m.start(Win, one, true) // an effect that holds 0.5 × its mix
	fx := 0.5 * float64(mix[Win])
	if got := level(); math.Abs(got-fx) > 1e-3 {
		t.Fatalf("effects at full level give %.4f, want %.4f", got, fx)
	}
	set(Effects, 0.5)
	if got := level(); math.Abs(got-fx*0.25) > 1e-3 {
		t.Errorf("effects at half level give %.4f, want %.4f", got, fx*0.25)
	}
	set(Effects, 0)
	if got := level(); math.Abs(got) > 1e-4 {
		t.Errorf("effects at zero give %.4f, want silence", got)
	}
	m.ambient = voice{pcm: m.room, playing: true, loop: true}
	set(Ambience, 1)
	if got := level(); math.Abs(got-0.5) > 1e-3 {
		t.Errorf("the ambience alone at full level gives %.4f, want 0.5", got)
	}
	set(Ambience, 0.5)
	set(Effects, 1)
	if got := level(); math.Abs(got-(fx+0.125)) > 1e-3 {
		t.Errorf("effects at full and the ambience at half give %.4f, want %.4f", got, fx+0.125)
	}
	m.volume = 0.5
	m.setGain()
	if got := level(); math.Abs(got-(fx+0.125)*0.25) > 1e-3 {
		t.Errorf("the master at half scales both: %.4f, want %.4f", got, (fx+0.125)*0.25)
	}
}

// TestAmbiencePlays checks the Player: the ambience is off at first, turning its level up
// has the next Prepare synthesize the loop and start it, mute stops it and unmute starts it
// again, and a level of zero stops it.
func TestAmbiencePlays(t *testing.T) {
	p, err := New(context())
	if err != nil {
		t.Fatal(err)
	}
	p.SetMuted(false)
	if p.Level(Effects) != 1 || p.Level(Ambience) != 0 {
		t.Fatalf("levels at first: effects %v, ambience %v; want 1 and 0", p.Level(Effects), p.Level(Ambience))
	}
	for p.Prepare() {
	}
	if p.room || p.Playing() != 0 {
		t.Fatalf("the room was made (%v) or something plays (%d) with the ambience off", p.room, p.Playing())
	}
	p.SetLevel(Ambience, 0.4)
	if p.Playing() != 0 {
		t.Error("the ambience played before its loop was made")
	}
	if p.Prepare() {
		t.Error("Prepare had more to do once the room was made")
	}
	if !p.room || p.Playing() != 1 {
		t.Fatalf("after Prepare: room made %v, %d playing; want the ambience playing", p.room, p.Playing())
	}
	if p.Level(Ambience) != 0.4 {
		t.Errorf("the ambience's level reads %v", p.Level(Ambience))
	}
	p.SetMuted(true)
	if p.Playing() != 0 {
		t.Error("mute left the ambience playing")
	}
	p.SetMuted(false)
	if p.Playing() != 1 {
		t.Error("unmute did not bring the ambience back")
	}
	p.SetLevel(Ambience, 0)
	if p.Playing() != 0 {
		t.Error("a level of zero left the ambience playing")
	}
	p.SetLevel(Ambience, 3)
	p.SetLevel(Effects, -1)
	if p.Level(Ambience) != 1 || p.Level(Effects) != 0 {
		t.Errorf("levels out of range read %v and %v, want 1 and 0", p.Level(Ambience), p.Level(Effects))
	}
	p.SetLevel(Channel(7), 1) // ignored
	if Ambience.String() != "ambience" || Channel(9).String() != "audio.Channel(9)" {
		t.Error("channel names")
	}
	p.SetLevel(Ambience, 0)
	p.SetLevel(Effects, 1)
}

// TestWriteRoom writes the ambience, three times over, to out/audio/ for people to listen
// to; it checks that the file was written whole.
func TestWriteRoom(t *testing.T) {
	if testing.Short() {
		t.Skip("the sound files are for listening; -short skips them")
	}
	dir := filepath.Join("..", "..", "out", "audio")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	x := (&synth{rate: rate, seed: 0x2545F491}).room()
	x3 := append(append(append([]float64{}, x...), x...), x...)
	name := filepath.Join(dir, "Room3x.wav")
	writeWAV(t, name, x3)
	if fi, err := os.Stat(name); err != nil || fi.Size() != int64(44+2*len(x3)) {
		t.Errorf("%s: %v, %v", name, fi, err)
	}
}
