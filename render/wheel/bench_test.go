package wheel

import (
	"image/color"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"

	"github.com/hajimehoshi/ebiten/v2"
)

// BenchmarkSpinFrame times one frame of a spinning wheel: Update, then Draw onto a screen,
// spin after spin, at 1x with a radius of 330 units. It times the Go side of a frame,
// building and queueing its draws: some 45 quads from one sheet, which ebiten merges into
// one draw command. Inside the test's single Update no frame ends to flush ebiten's
// command queue, so the benchmark flushes it every flushEvery frames with the timer
// stopped (a flush reads a pixel back, which allocates).
func BenchmarkSpinFrame(b *testing.B) {
	s := newSpinner(b, allWheels()[0])
	// A small screen: the CPU's work is the same, and the GPU's in the flushes (software
	// GL under Xvfb) stays small.
	dst := ebitentest.Target(64, 64)
	v := testView()
	s.Show(0, anim.Instant)
	s.Prepare(v, testR)
	now := int64(0)
	probe := [2]*ebiten.Image{ebitentest.Target(1, 1), ebitentest.Target(1, 1)}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		now++
		s.Update(now)
		if _, done := s.Landed(); done {
			_, _ = s.Spin(now, int(now)%s.Segments(), uint64(now), anim.Normal, false)
		}
		s.Draw(dst, v, testX, testY, testR, 1)
		if i%flushEvery == flushEvery-1 {
			b.StopTimer()
			flush(probe)
			b.StartTimer()
		}
	}
}

// flushEvery is how many frames the benchmark queues before it flushes.
const flushEvery = 256

// flush makes ebiten run the draws queued so far, as the end of a frame does: reading a
// pixel back that the GPU drew needs them done. The probe is one pixel, so drawing it and
// reading it back costs little.
func flush(probe [2]*ebiten.Image) {
	probe[1].Fill(color.White)
	probe[0].DrawImage(probe[1], nil)
	probe[0].At(0, 0)
}

// BenchmarkPaint times painting the wheel at one size (radius 330 at 1x), which the first
// frame at a size does (or Prepare, ahead of it), flushed to the GPU.
func BenchmarkPaint(b *testing.B) {
	s := newSpinner(b, allWheels()[0])
	probe := [2]*ebiten.Image{ebitentest.Target(1, 1), ebitentest.Target(1, 1)}
	for b.Loop() {
		a := s.paint(testR)
		flush(probe)
		a.dispose()
	}
}

// BenchmarkLandedFrame times a frame of a landed wheel under its spotlight, the lights
// breathing: the most quads a frame draws.
func BenchmarkLandedFrame(b *testing.B) {
	s := newSpinner(b, allWheels()[0])
	dst := ebitentest.Target(64, 64)
	v := testView()
	s.Show(0, anim.Instant)
	s.Prepare(v, testR)
	if _, err := s.Spin(0, 0, 1, anim.Instant, false); err != nil {
		b.Fatal(err)
	}
	probe := [2]*ebiten.Image{ebitentest.Target(1, 1), ebitentest.Target(1, 1)}
	now := int64(0)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		now = 1 + now%(celebrate-1) // within the celebration: everything moves
		s.Update(now)
		s.Draw(dst, v, testX, testY, testR, 1)
		if i%flushEvery == flushEvery-1 {
			b.StopTimer()
			flush(probe)
			b.StartTimer()
		}
	}
}
