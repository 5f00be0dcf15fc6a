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
