//go:build linux

package cputime

import "syscall"

// rusageThread is RUSAGE_THREAD, which package syscall does not name.
const rusageThread = 1

// Thread returns the CPU time, user and system, in nanoseconds, that the calling OS thread has
// used, and whether it could be read. Lock the goroutine to its thread for the figure to be its.
func Thread() (ns int64, ok bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0, false
	}
	return ru.Utime.Nano() + ru.Stime.Nano(), true
}
