//go:build !linux

package crazy4

// threadCPU is not measured off Linux: the benchmarks report wall time only.
func threadCPU() (ns int64, ok bool) { return 0, false }

func lockThread() (unlock func()) { return func() {} }
