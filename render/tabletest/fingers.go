package tabletest

import (
	"fmt"
	"math"
	"testing"

	"felt/render/box"
	"felt/render/felt"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/table"
)

// Phones are the phones of issue 26 a finger's targets are measured on, in CSS pixels (a
// device's scale changes nothing of them): 390x844 and 375x667 upright and on their sides.
var Phones = []Screen{Phone844, {Name: "phone-9x16", Width: 375, Height: 667, Device: 1}, Side[0], Side[1]}

// Side are the phones of issue 26 on their sides, 844x390 and 667x375 (Phones' last two),
// whose tables are laid out by geom.Places.PlaceSide: every layout check of a table holds
// them too.
var Side = []Screen{{Name: "phone844-side", Width: 844, Height: 390, Device: 1}, {Name: "phone-9x16-side", Width: 667, Height: 375, Device: 1}}

// MinTouch is the least side, CSS pixels, of what a finger taps; FreePlay the height of the
// page's line of free play along the foot of the screen (web/index.html's footer), which
// nothing tapped may reach into.
const (
	MinTouch = 44
	FreePlay = 18
)

// Fingers lays the table out on the phone sc and fails the test, naming step, for each target
// of the state (targetsCSS: the chips, the buttons, the settings row, the betting area, the
// printed sign and the bet panel's buttons, and on a phone on its side the chips in the
// panel) under MinTouch CSS pixels in its smaller side, reaching into the line of free play,
// or overlapping another (a tap on either would be ambiguous). It needs no display.
func Fingers(t testing.TB, s *table.Scene, sc Screen, step string) {
	t.Helper()
	PlanOn(t, s, sc)
	targets := State(t, s).TargetsCSS
	var bad []string
	for name, r := range targets {
		if side := math.Min(r[2], r[3]); side < MinTouch-0.05 {
			bad = append(bad, fmt.Sprintf("%s is %.1fx%.1f CSS px, under %d", name, r[2], r[3], MinTouch))
		}
		if r[1]+r[3] > float64(sc.Height-FreePlay)+0.05 {
			bad = append(bad, fmt.Sprintf("%s %v reaches into the line of free play (the foot's %d CSS px)", name, r, FreePlay))
		}
		for other, o := range targets {
			if name < other && r[0] < o[0]+o[2] && o[0] < r[0]+r[2] && r[1] < o[1]+o[3] && o[1] < r[1]+r[3] {
				bad = append(bad, fmt.Sprintf("%s %v and %s %v overlap", name, r, other, o))
			}
		}
	}
	for _, f := range bad {
		t.Errorf("%s, %s: %s", sc.Name, step, f)
	}
}

// Hint shows the hint on the phone sc while the person decides and fails the test, naming
// step, unless its panel lies on the felt, clear of every control and of the person's hand
// (its cards and its name), its lines set at layout.MinText CSS pixels or more; then it
// takes the hint down. (On a phone on its side the panel of a larger screen ran off the
// felt's right edge, its lines at 7 CSS pixels; upright at 8.) It needs no display.
func Hint(t testing.TB, s *table.Scene, sc Screen, step string) {
	t.Helper()
	Act(t, s, "hint", "on")
	defer Act(t, s, "hint", "off")
	boxes := PlanOn(t, s, sc)
	v := sc.View()
	tv := s.Inspect().TableShown()
	if tv.Hint.Empty() {
		t.Errorf("%s, %s: no hint is shown", sc.Name, step)
		return
	}
	if px := v.CSS(tv.HintSize); px < layout.MinText-0.05 {
		t.Errorf("%s, %s: the hint's lines are set at %.1f CSS px", sc.Name, step, px)
	}
	if f := felt.Felt(v); !tv.Hint.Within(f, 0) {
		t.Errorf("%s, %s: the hint at %v leaves the felt %v", sc.Name, step, tv.Hint, f)
	}
	for _, b := range boxes {
		hand := b.Owner == s.Person() && (b.Kind == box.Card || b.Kind == box.Label && b.Group == geom.HandGroup(b.Owner))
		if (b.Kind == box.Control || hand) && b.Rect.Meets(tv.Hint) {
			t.Errorf("%s, %s: the hint at %v covers %s", sc.Name, step, tv.Hint, b)
		}
	}
}
