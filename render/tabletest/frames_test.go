package tabletest

import (
	"testing"
)

// recorder is a testing.TB that keeps whether the check failed.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }

var sink []byte

// TestNoAllocsCatches: a step that allocates on every frame fails the check, and one that
// allocates once in all its frames (a queue reaching a new peak) passes, as does one that
// allocates nothing.
func TestNoAllocsCatches(t *testing.T) {
	for _, c := range []struct {
		name string
		step func() func()
		fail bool
	}{
		{"every frame", func() func() { return func() { sink = make([]byte, 64) } }, true},
		{"every third frame", func() func() {
			n := 0
			return func() {
				if n++; n%3 == 0 {
					sink = make([]byte, 64)
				}
			}
		}, true},
		{"once", func() func() {
			n := 0
			return func() {
				if n++; n == 8 {
					sink = make([]byte, 64)
				}
			}
		}, false},
		{"never", func() func() { return func() {} }, false},
	} {
		r := &recorder{TB: t}
		NoAllocs(r, c.name, c.step(), func() {})
		if r.failed != c.fail {
			t.Errorf("%s: failed %v, want %v", c.name, r.failed, c.fail)
		}
	}
}
