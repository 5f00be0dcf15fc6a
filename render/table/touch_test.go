package table_test

import (
	"encoding/json"
	"testing"

	"felt/render/anim"
	"felt/render/box"
	"felt/render/hook"
	"felt/render/input"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestTouchOnPhones plays the duel's round on the two phones of issue 26 and, at each step
// (the table empty, the bet panel open, a bet on, the decision, the round settled), fails
// for each target (state's targetsCSS: the chips, the action buttons, the settings row, the
// betting area, the printed sign and the panel's buttons) under 44 CSS pixels in its smaller
// side, reaching into the page's line of free play, or overlapping another; the circles are bet on by taps through the panel. With
// no display.
func TestTouchOnPhones(t *testing.T) {
	for _, sc := range tabletest.Phones {
		s, _ := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Instant})
		tabletest.NoticeSeen(t, s)
		check := func(step string) { t.Helper(); tabletest.Fingers(t, s, sc, step) }
		check("empty")
		// The circles through the bet panel: a tap on the betting area opens it, a tap on
		// ANTE's button bets, DONE closes it.
		tap(t, s, sc, "bets", "the panel open", func(st touchState) bool { _, ok := st.TargetsCSS["ante"]; return ok })
		check("the panel open")
		tap(t, s, sc, "ante", "a chip on the Ante", func(st touchState) bool { return st.Bets["ante"] > 0 })
		tap(t, s, sc, "bets off", "the panel closed", func(st touchState) bool { _, ok := st.TargetsCSS["bets"]; return ok })
		tabletest.Act(t, s, "clear", "")
		duelRound(t, s, func(phase string) { check(phase) })
	}
}

// touchState is what the touch test reads of the table's state.
type touchState struct {
	TargetsCSS map[string][4]float64 `json:"targetsCSS"`
	Bets       map[string]float64    `json:"bets"`
}

// tap taps the target name at its centre on the screen sc, as a finger does, and fails the
// test unless the table's state then shows what (did).
func tap(t *testing.T, s *tbl.Scene, sc tabletest.Screen, name, what string, did func(touchState) bool) {
	t.Helper()
	tabletest.PlanOn(t, s, sc)
	r, ok := readTouch(t, s).TargetsCSS[name]
	if !ok {
		t.Fatalf("%s: no %q among the targets %v", sc.Name, name, readTouch(t, s).TargetsCSS)
	}
	s.Inspect().Inject(input.Gesture{Kind: input.Tap, X: (r[0] + r[2]/2) * sc.Device, Y: (r[1] + r[3]/2) * sc.Device})
	tabletest.Settle(t, s, nil, 2000)
	tabletest.PlanOn(t, s, sc)
	if !did(readTouch(t, s)) {
		t.Fatalf("%s: a tap at the centre of %s %v did not leave %s", sc.Name, name, r, what)
	}
}

// readTouch reads the table's state.
func readTouch(t *testing.T, s *tbl.Scene) touchState {
	t.Helper()
	var st touchState
	if err := json.Unmarshal([]byte(hook.TableState(s.Hook())), &st); err != nil {
		t.Fatal(err)
	}
	if len(st.TargetsCSS) == 0 {
		t.Fatal("no targets")
	}
	return st
}

// TestTrayUnderChips holds the chip rack's tray to the chips on the phones: under them,
// round them, while they are shown, and gone while a phone's decisions take the rack's row
// (it stayed printed there, an empty dark box behind FOLD and PLAY). With no display.
func TestTrayUnderChips(t *testing.T) {
	for _, sc := range tabletest.Phones {
		s, _ := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Instant})
		tabletest.NoticeSeen(t, s)
		tray := func(step string, want bool) {
			t.Helper()
			var rack, tr []layout.Rect
			for _, b := range tabletest.PlanOn(t, s, sc) {
				switch {
				case b.Kind == box.Control && b.Name == "rack":
					rack = append(rack, b.Rect)
				case b.Name == "chip rack's tray":
					tr = append(tr, b.Rect)
				}
			}
			switch {
			case !want && len(tr) > 0:
				t.Errorf("%s, %s: the rack's tray %v shows with no chips on it", sc.Name, step, tr[0])
			case want && (len(tr) == 0 || len(tr) != len(rack)):
				t.Errorf("%s, %s: %d trays under %d rows of chips", sc.Name, step, len(tr), len(rack))
			case want:
				for i := range rack {
					if !rack[i].Within(tr[i], 0) {
						t.Errorf("%s, %s: the chips %v are not on the tray %v", sc.Name, step, rack[i], tr[i])
					}
				}
			}
		}
		tray("betting", true)
		tabletest.Act(t, s, "chip", "5")
		tabletest.Act(t, s, "bet", "ante")
		tabletest.Act(t, s, "deal", "")
		tabletest.Settle(t, s, nil, 20000)
		tray("deciding", false)
	}
}
