package tabletest

import (
	"fmt"
	"strings"
	"testing"

	"felt/render/box"
	"felt/render/felt"
	"felt/render/layout"
	"felt/render/table"
)

// TopRow draws the table on the landscape screens (1x and 2x) and fails the test unless its
// settings row is one row (SPEED to LOBBY, the buttons along the top) of buttons at least 32
// CSS pixels tall, none of them over a meter's panel (panels, design units) or the rail's
// corner (outside the felt's width).
func TopRow(t testing.TB, s *table.Scene, panels ...layout.Rect) {
	t.Helper()
	for _, sc := range Screens {
		v := sc.View()
		if v.Orientation != layout.Landscape {
			continue
		}
		img := sc.Image()
		boxes := DrawOn(t, s, img, sc)
		img.Deallocate()
		f := felt.Felt(v)
		row := topRow(boxes, v)
		if len(row) < 5 {
			t.Errorf("%s: %d buttons along the top", sc.Name, len(row))
		}
		for _, bad := range rowFaults(row, v) {
			t.Errorf("%s: %s", sc.Name, bad)
		}
		for _, b := range row {
			if b.Rect.X < f.X || b.Rect.X+b.Rect.W > f.X+f.W {
				t.Errorf("%s: %s at %v is over the rail's corner (the felt %v)", sc.Name, b.Name, b.Rect, f)
			}
			for _, p := range panels {
				if b.Rect.Meets(p) {
					t.Errorf("%s: %s at %v runs into a meter's panel at %v", sc.Name, b.Name, b.Rect, p)
				}
			}
		}
	}
}

// UprightScreens are the upright screens larger than a phone that Upright checks: a 720 by
// 1280 window, and the tablets 768 by 1024 and 820 by 1180 at twice the density.
var UprightScreens = []Screen{{"portrait-720", 720, 1280, 1}, {"tablet-768", 768, 1024, 2}, {"tablet-820", 820, 1180, 2}}

// Upright lays the table out on the UprightScreens at the moment named phase, painting
// nothing, and fails the test for each of its layout faults there (Faults: every title
// inside its button, every word a player reads at 11 CSS pixels or more, the chip rack's
// values among them) and unless its settings row is SETTINGS, HELP, SOUND and LOBBY in one
// row of buttons at least 32 CSS pixels tall, none meeting anything else laid out. The
// whole row there was two rows of buttons 26 units tall: 21 CSS pixels on a 768 by 1024
// tablet, PAYS & RULES and SETTINGS wider than their buttons; the chip rack's values were
// set at 9.1 CSS pixels there, REBET & DEAL was wider than its button and the total bet's
// title ran over HINT.
func Upright(t testing.TB, s *table.Scene, phase string) {
	t.Helper()
	for _, sc := range UprightScreens {
		v := sc.View()
		boxes := PlanOn(t, s, sc)
		if bad := Faults(boxes, v, s.Person()); len(bad) > 0 {
			t.Errorf("%s, %s: %d faults:\n\t%s", phase, sc.Name, len(bad), strings.Join(bad, "\n\t"))
		}
		row := topRow(boxes, v)
		if len(row) != 4 {
			t.Errorf("%s, %s: %d buttons along the top, want SETTINGS, HELP, SOUND and LOBBY", phase, sc.Name, len(row))
		}
		for _, bad := range rowFaults(row, v) {
			t.Errorf("%s, %s: %s", phase, sc.Name, bad)
		}
		for _, b := range row {
			for _, o := range boxes {
				if o != b && o.Rect.Meets(b.Rect) {
					t.Errorf("%s, %s: %s at %v meets %s", phase, sc.Name, b.Name, b.Rect, o)
				}
			}
		}
	}
}

// topRow returns the controls of boxes along the top of the table on v: the settings row.
func topRow(boxes []box.Box, v layout.View) []box.Box {
	f := felt.Felt(v)
	var row []box.Box
	for _, b := range boxes {
		if b.Kind == box.Control && b.Rect.Y < f.Y+20 {
			row = append(row, b)
		}
	}
	return row
}

// rowFaults says which buttons of the settings row are not in the first's row or are under
// 32 CSS pixels tall on v.
func rowFaults(row []box.Box, v layout.View) []string {
	var bad []string
	for _, b := range row {
		if b.Rect.Y != row[0].Rect.Y {
			bad = append(bad, fmt.Sprintf("%s is not in %s's row", b.Name, row[0].Name))
		}
		if h := b.Rect.H * v.Scale / v.Device; h < 32-0.05 {
			bad = append(bad, fmt.Sprintf("%s is %.1f CSS px tall", b.Name, h))
		}
	}
	return bad
}
