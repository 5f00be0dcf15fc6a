package cputime

import (
	"runtime"
	"testing"
)

func TestThreadAdvances(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start, ok := Thread()
	if !ok {
		t.Skip("no thread CPU clock on this system")
	}
	x := 0
	for i := range 50_000_000 {
		x ^= i * i
	}
	end, _ := Thread()
	if end <= start {
		t.Fatalf("50 million multiplications took no CPU time (%d -> %d, %d)", start, end, x)
	}
}

func BenchmarkLoop(b *testing.B) {
	x := 0
	Loop(b, "op", 1, func() { x++ })
}
