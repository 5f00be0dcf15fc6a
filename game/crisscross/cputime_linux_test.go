//go:build linux

package crisscross

import (
	"runtime"
	"syscall"
)

// threadCPU returns the CPU time (user and system, in nanoseconds) the
// calling OS thread has used; the benchmarks lock their goroutine to its
// thread (lockThread) for it to be theirs.
func threadCPU() (ns int64, ok bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0, false
	}
	return ru.Utime.Nano() + ru.Stime.Nano(), true
}

// rusageThread is RUSAGE_THREAD, which package syscall does not name.
const rusageThread = 1

// lockThread pins the benchmark's goroutine to its OS thread, so that the
// thread's CPU time is the benchmark's.
func lockThread() (unlock func()) {
	runtime.LockOSThread()
	return runtime.UnlockOSThread
}
