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

// TestUpright holds the table on an upright screen larger than a phone (tabletest.Upright)
// in the betting, at each decision (BET 1x to 3x, FOLD, HINT) and after the round (REBET,
// REBET & DEAL): its settings row SETTINGS, HELP, SOUND and LOBBY, 32 CSS pixels tall or
// more (on a 768 by 1024 tablet it was two rows 21 CSS pixels tall, PAYS & RULES wider than
// its button), and no layout fault (there the chip rack's values were set at 9.1 CSS
// pixels, REBET & DEAL wider than its button, the total bet's title over HINT, the person's
// Down hand's name, under the Across hand's, on the DOWN circle).
func TestUpright(t *testing.T) {
	s, _ := newPlanned(t, seeded(3, anim.Instant))
	tabletest.Upright(t, s, "empty")
	betAll(t, s)
	tabletest.Upright(t, s, "betting")
	tabletest.Act(t, s, "deal", "")
	tabletest.Upright(t, s, "across")
	tabletest.Act(t, s, "play", "3")
	tabletest.Upright(t, s, "down")
	tabletest.Act(t, s, "play", "2")
	tabletest.Upright(t, s, "middle")
	tabletest.Act(t, s, "play", "1")
	tabletest.Upright(t, s, "settled")
}
