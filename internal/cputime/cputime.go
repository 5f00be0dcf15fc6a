// Package cputime measures the CPU time a benchmark's own thread spends, so that on a shared,
// loaded machine a benchmark can report what its work cost rather than how long it waited for
// a processor. Wall-clock figures are reported beside it, as usual.
package cputime

import (
	"runtime"
	"testing"
)

// Loop runs op in b.Loop with the goroutine locked to its OS thread and reports, for the per
// units of work one op does (rounds, hands), the units per second of wall time, the thread's
// CPU nanoseconds per unit ("cpu-ns/"+unit) and the units per CPU second (unit+"s/cpu-s").
// Off Linux only the wall-clock figure is reported.
func Loop(b *testing.B, unit string, per int, op func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ReportAllocs()
	n := 0
	start, ok := Thread()
	for b.Loop() {
		op()
		n++
	}
	end, _ := Thread()
	units := float64(n) * float64(per)
	if units == 0 {
		return
	}
	b.ReportMetric(units/b.Elapsed().Seconds(), unit+"s/s")
	if ok && end > start {
		ns := float64(end-start) / units
		b.ReportMetric(ns, "cpu-ns/"+unit)
		b.ReportMetric(1e9/ns, unit+"s/cpu-s")
	}
}
