package crazy4

import (
	"slices"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/tabletest"
)

// TestMatesHidden checks that hiding the table-mates takes their cards and chips off the
// picture, leaves the round alone, and that showing them again gives the same picture.
func TestMatesHidden(t *testing.T) {
	s := newScene(t, seeded(7, anim.Instant, nil))
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "deal", "")
	screen := ebitentest.Target(1280, 800)
	tabletest.Settle(t, s, screen, 600)
	before := tabletest.State(t, s)
	shown := tabletest.Picture(s, screen)
	tabletest.Act(t, s, "mates", "off")
	hidden := tabletest.Picture(s, screen)
	after := tabletest.State(t, s)
	if n := tabletest.Differs(shown, hidden, 1280); n < 5000 {
		t.Errorf("hiding the table-mates changed %d pixels, want their cards and chips gone", n)
	}
	if after.Phase != before.Phase || after.Round != before.Round || !slices.Equal(after.Cards, before.Cards) || len(after.Mates) != len(before.Mates) {
		t.Error("hiding the table-mates changed the round")
	}
	tabletest.Act(t, s, "mates", "on")
	if n := tabletest.Differs(shown, tabletest.Picture(s, screen), 1280); n != 0 {
		t.Errorf("showing the table-mates again differs from before in %d pixels", n)
	}
}
