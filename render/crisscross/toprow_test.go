package crisscross

import (
	"testing"

	"felt/render/anim"
	"felt/render/tabletest"
)

// TestTopRow holds the settings row of the Criss Cross table (its two meters took the room
// of one row: it wrapped to two, SOUND on the rail's corner) to one row of buttons 32 CSS
// pixels tall, clear of the meters' panels.
func TestTopRow(t *testing.T) {
	s, p := newScene(t, seeded(3, anim.Instant))
	sc := tabletest.Screens[0]
	img := sc.Image()
	tabletest.DrawOn(t, s, img, sc)
	img.Deallocate()
	tabletest.TopRow(t, s, p.geom.Meter, p.geom.Meter2)
}

// TestUprightRow holds the settings row on an upright screen larger than a phone to
// SETTINGS, HELP, SOUND and LOBBY, 32 CSS pixels tall or more (tabletest.UprightRow): on a
// 768 by 1024 tablet it was two rows 21 CSS pixels tall, PAYS & RULES wider than its button.
func TestUprightRow(t *testing.T) {
	s, _ := newPlanned(t, seeded(3, anim.Instant))
	tabletest.UprightRow(t, s)
}
