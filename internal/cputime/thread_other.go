//go:build !linux

package cputime

// Thread is not measured off Linux.
func Thread() (ns int64, ok bool) { return 0, false }
