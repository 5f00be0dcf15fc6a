package crazy4

import (
	"math"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/layout"
	"felt/render/tabletest"
)

// TestTargetsCSS draws the table as a 390x844 phone at 2x has it, and checks that the hook
// gives every target of targets as a rectangle in CSS pixels of the page, centred where the
// view puts the target's design point, and the same at 1280x800.
func TestTargetsCSS(t *testing.T) {
	for _, c := range []struct {
		w, h   int
		device float64
	}{{390, 844, 2}, {1280, 800, 1}} {
		s := newScene(t, seeded(3, anim.Fast, nil))
		screen := ebitentest.Target(int(float64(c.w)*c.device), int(float64(c.h)*c.device))
		v := layout.Fit(float64(c.w)*c.device, float64(c.h)*c.device, c.device)
		s.SetView(v)
		s.Draw(screen, v)
		st := tabletest.State(t, s)
		if len(st.Targets) == 0 || len(st.TargetsCSS) != len(st.Targets) {
			t.Fatalf("%dx%d: %d targets, %d in CSS pixels", c.w, c.h, len(st.Targets), len(st.TargetsCSS))
		}
		for name, p := range st.Targets {
			r, ok := st.TargetsCSS[name]
			if !ok {
				t.Errorf("%dx%d: %s has no CSS rectangle", c.w, c.h, name)
				continue
			}
			x, y := v.ToDevice(p[0], p[1])
			x, y = x/c.device, y/c.device
			if math.Abs(r[0]+r[2]/2-x) > 0.2 || math.Abs(r[1]+r[3]/2-y) > 0.2 || r[2] <= 0 || r[3] <= 0 {
				t.Errorf("%dx%d: %s at %v in CSS pixels, its centre at %.1f, %.1f", c.w, c.h, name, r, x, y)
			}
			if r[0] < 0 || r[1] < 0 || r[0]+r[2] > float64(c.w) || r[1]+r[3] > float64(c.h) {
				t.Errorf("%dx%d: %s at %v runs off the page", c.w, c.h, name, r)
			}
		}
		screen.Deallocate()
	}
}
