package wheel

import (
	"runtime"
	"testing"

	"felt/render/ebitentest"

	"github.com/hajimehoshi/ebiten/v2"
)

// liveHeap returns the Go heap live after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// maxPaintHeap is the most the live Go heap may grow by painting a wheel at radius 330.
// Ebitengine's command queue keeps the vertices a frame queued (its buffers, and older ones
// its pooled commands still point to), and vector.FillPath with anti-aliasing queues some
// 40 vertices a segment of a path: with its pegs, lights, rings, panels and lettering filled
// as paths (some 17,000 segments) a wheel held about 70 MB; with only its lettering (3,500)
// 27 MB; with none (the lettering filled on the CPU: ink.go) 6 MB.
const maxPaintHeap = 12 << 20

// TestPaintHoldsLittleMemory paints a wheel, lets ebiten draw it, and checks what the Go
// heap holds afterwards: the page's WebAssembly memory never shrinks below its high-water
// mark, so a frame that queues too much costs a screen left on for days that memory for
// good (docs/demo.md, A long run).
func TestPaintHoldsLittleMemory(t *testing.T) {
	probe := [2]*ebiten.Image{ebitentest.Target(1, 1), ebitentest.Target(1, 1)}
	flush(probe)
	s := newSpinner(t, allWheels()[0])
	before := liveHeap()
	a := s.paint(testR)
	flush(probe)
	after := liveHeap()
	a.dispose()
	t.Logf("live heap %.1f to %.1f MB", float64(before)/(1<<20), float64(after)/(1<<20))
	if grew := int64(after) - int64(before); grew > maxPaintHeap {
		t.Errorf("painting the wheel at radius %d left the live heap %.1f MB larger (%.1f to %.1f MB), want at most %d MB",
			testR, float64(grew)/(1<<20), float64(before)/(1<<20), float64(after)/(1<<20), maxPaintHeap>>20)
	}
}
