package tabletest

import (
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
		var row []box.Box
		for _, b := range boxes {
			if b.Kind == box.Control && b.Rect.Y < f.Y+20 {
				row = append(row, b)
			}
		}
		if len(row) < 5 {
			t.Errorf("%s: %d buttons along the top", sc.Name, len(row))
		}
		for _, b := range row {
			if b.Rect.Y != row[0].Rect.Y {
				t.Errorf("%s: %s is not in %s's row", sc.Name, b.Name, row[0].Name)
			}
			if h := b.Rect.H * v.Scale / v.Device; h < 32-0.05 {
				t.Errorf("%s: %s is %.1f CSS px tall", sc.Name, b.Name, h)
			}
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

// Upright are the upright screens larger than a phone that UprightRow checks: a 720 by
// 1280 window, and the tablets 768 by 1024 and 820 by 1180 at twice the density.
var Upright = []Screen{{"portrait-720", 720, 1280, 1}, {"tablet-768", 768, 1024, 2}, {"tablet-820", 820, 1180, 2}}

// UprightRow lays the table out on the Upright screens, painting nothing, and fails the
// test unless its settings row is SETTINGS, HELP, SOUND and LOBBY in one row of buttons at
// least 32 CSS pixels tall, each title inside its button and set at 11 CSS pixels or more,
// none meeting anything else laid out. The whole row there was two rows of buttons 26 units
// tall: 21 CSS pixels on a 768 by 1024 tablet, PAYS & RULES and SETTINGS wider than their
// buttons.
func UprightRow(t testing.TB, s *table.Scene) {
	t.Helper()
	for _, sc := range Upright {
		v := sc.View()
		boxes := PlanOn(t, s, sc)
		f := felt.Felt(v)
		var row []box.Box
		for _, b := range boxes {
			if b.Kind == box.Control && b.Rect.Y < f.Y+20 {
				row = append(row, b)
			}
		}
		if len(row) != 4 {
			t.Errorf("%s: %d buttons along the top, want SETTINGS, HELP, SOUND and LOBBY", sc.Name, len(row))
		}
		for _, b := range row {
			if b.Rect.Y != row[0].Rect.Y {
				t.Errorf("%s: %s is not in %s's row", sc.Name, b.Name, row[0].Name)
			}
			if h := b.Rect.H * v.Scale / v.Device; h < 32-0.05 {
				t.Errorf("%s: %s is %.1f CSS px tall", sc.Name, b.Name, h)
			}
			if px := b.Size * v.Scale / v.Device; b.Spills || px < layout.MinText-0.05 {
				t.Errorf("%s: %s's title set at %.1f CSS px, wider than the button %v", sc.Name, b.Name, px, b.Spills)
			}
			for _, o := range boxes {
				if o != b && o.Rect.Meets(b.Rect) {
					t.Errorf("%s: %s at %v meets %s", sc.Name, b.Name, b.Rect, o)
				}
			}
		}
	}
}
