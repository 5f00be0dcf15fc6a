package input

import (
	"testing"
	"time"
)

// TestLongPressIsTime checks that a long press is a matter of the wall clock, not of frames:
// a finger held still for LongPress is a Secondary however few frames ran while it was down
// (reported while down when a frame runs then, else when it comes up), a shorter press a Tap,
// and a press that wandered neither.
func TestLongPressIsTime(t *testing.T) {
	t0 := time.Unix(1000, 0)
	cases := []struct {
		name   string
		frames []time.Duration // when frames ran while the finger was down
		up     time.Duration   // when it came up
		moved  bool
		want   []Kind
	}{
		{"a tap", []time.Duration{16 * time.Millisecond}, 120 * time.Millisecond, false, []Kind{Tap}},
		{"held, frames running", []time.Duration{100 * time.Millisecond, 400 * time.Millisecond, 520 * time.Millisecond, 700 * time.Millisecond}, 900 * time.Millisecond, false, []Kind{Secondary}},
		{"held 0.9 s, no frame while down", nil, 900 * time.Millisecond, false, []Kind{Secondary}},
		{"held 0.9 s on a slow device (3 frames)", []time.Duration{300 * time.Millisecond, 600 * time.Millisecond}, 900 * time.Millisecond, false, []Kind{Secondary}},
		{"just under", []time.Duration{450 * time.Millisecond}, 499 * time.Millisecond, false, []Kind{Tap}},
		{"a drag", []time.Duration{600 * time.Millisecond}, 900 * time.Millisecond, true, nil},
	}
	for _, c := range cases {
		p := New()
		pr := press{at: t0, moved: c.moved}
		for _, f := range c.frames {
			p.hold(&pr, t0.Add(f))
		}
		p.lift(pr, c.up)
		var got []Kind
		for _, g := range p.gestures {
			got = append(got, g.Kind)
		}
		if len(got) != len(c.want) || (len(got) > 0 && got[0] != c.want[0]) {
			t.Errorf("%s: gestures %v, want %v", c.name, got, c.want)
		}
	}
	if LongPress != 500*time.Millisecond {
		t.Errorf("LongPress %v, want half a second", LongPress)
	}
}
