package table_test

import (
	"encoding/json"
	"math"
	"testing"

	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// phones are the two phones of issue 26 a finger's targets are measured on (their CSS
// pixels: the device's scale changes nothing of them).
var phones = []tabletest.Screen{tabletest.Phone844, {Name: "phone-9x16", Width: 375, Height: 667, Device: 1}}

// minTouch is the least side, CSS pixels, of what a finger taps; freePlay the height of the
// page's line of free play along the foot of the screen (web/index.html's footer), which
// nothing tapped may reach into.
const (
	minTouch = 44
	freePlay = 18
)

// TestTouchOnPhones plays the duel's round on the two phones of issue 26 and, at each step
// (the table empty, a bet on, the decision, the round settled), fails for each target of
// the table's controls (the chips, the action buttons and the settings row, as state's
// targetsCSS gives them)
// under 44 CSS pixels in its smaller side or reaching into the page's line of free play.
// With no display.
func TestTouchOnPhones(t *testing.T) {
	for _, sc := range phones {
		s, _ := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Instant})
		check := func(step string) {
			t.Helper()
			tabletest.PlanOn(t, s, sc)
			for name, r := range targetsCSS(t, s) {
				if !footing(name) {
					continue
				}
				if side := math.Min(r[2], r[3]); side < minTouch-0.05 {
					t.Errorf("%s, %s: %s is %.1fx%.1f CSS px, under %d", sc.Name, step, name, r[2], r[3], minTouch)
				}
				if r[1]+r[3] > float64(sc.Height-freePlay)+0.05 {
					t.Errorf("%s, %s: %s %v reaches into the line of free play (the foot's %d CSS px)", sc.Name, step, name, r, freePlay)
				}
			}
		}
		check("empty")
		duelRound(t, s, func(phase string) { check(phase) })
	}
}

// footing reports whether a target is a control: a chip of the rack, an action button or a
// button of the settings row, not a circle.
func footing(name string) bool { return name != "ante" && name != "play" }

// targetsCSS returns the targets of the table's state, in CSS pixels.
func targetsCSS(t *testing.T, s *tbl.Scene) map[string][4]float64 {
	t.Helper()
	var st struct {
		TargetsCSS map[string][4]float64 `json:"targetsCSS"`
	}
	if err := json.Unmarshal([]byte(s.State()), &st); err != nil {
		t.Fatal(err)
	}
	if len(st.TargetsCSS) == 0 {
		t.Fatal("no targets")
	}
	return st.TargetsCSS
}
