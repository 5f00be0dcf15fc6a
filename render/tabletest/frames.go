package tabletest

import (
	"runtime"
	"runtime/debug"
	"testing"

	"felt/internal/cputime"
)

// NoAllocs checks that step (a frame's Update and Draw), once warm, allocates nothing; end
// finishes the frame, uncounted, as the game loop does. The frames are counted on one
// processor with the collector off, after a collection and six frames that warm the caches
// and the pools. Allocations are counted for the whole process, so Ebitengine's own
// goroutines (its command queues reaching a new peak) can put one in a window of ten frames:
// a window with at most one passes, and the check fails only if three windows of ten in a
// row each see more. A step that allocates on every frame, or on every few, fails all three.
func NoAllocs(t testing.TB, where string, step, end func()) {
	t.Helper()
	runtime.GC()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	for range 6 {
		step()
		end()
	}
	const n, tries = 10, 3
	var ms runtime.MemStats
	var seen []uint64
	for range tries {
		var allocs uint64
		for range n {
			runtime.ReadMemStats(&ms)
			before := ms.Mallocs
			step()
			runtime.ReadMemStats(&ms)
			allocs += ms.Mallocs - before
			end()
		}
		if allocs <= 1 {
			return
		}
		seen = append(seen, allocs)
	}
	t.Errorf("%s: allocations in %d windows of %d frames: %v", where, tries, n, seen)
}

// TimeFrames times step (a frame's Update and Draw) b.N times on a locked thread, with
// flush (finishing the frame's drawing on the GPU) and before (a frame's preparation, such as
// dealing a new round when the last has settled) outside the timer; it reports the CPU time
// of the step's own thread as cpu-ns/frame and the allocations.
func TimeFrames(b *testing.B, step, flush, before func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var cpu int64
	cpuOK := true
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if before != nil {
			b.StopTimer()
			before()
			b.StartTimer()
		}
		c0, ok0 := cputime.Thread()
		step()
		c1, ok1 := cputime.Thread()
		cpu += c1 - c0
		cpuOK = cpuOK && ok0 && ok1
		b.StopTimer()
		flush()
		b.StartTimer()
	}
	if cpuOK && b.N > 0 {
		b.ReportMetric(float64(cpu)/float64(b.N), "cpu-ns/frame")
	}
}
