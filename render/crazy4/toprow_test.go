package crazy4

import (
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/render/anim"
	"felt/render/layout"
	"felt/render/tabletest"
)

// TestTopRow holds the settings row of a table with one meter and of one with two (the
// 5 CARD BONUS JACKPOT panel ran into DRILL at 1x and 2x) to one row of buttons 32 CSS
// pixels tall, clear of the meters' panels.
func TestTopRow(t *testing.T) {
	for name, c := range map[string]crazy4.Config{
		"default": DefaultConfig(),
		"every":   everyWager(crazy4.ProgressiveConfig{Kind: crazy4.FourCard, Table: "pays1", Unit: money.Credits(1)}),
	} {
		p := New(&c)
		s := tabletest.New(t, p, seeded(3, anim.Instant, nil))
		sc := tabletest.Screens[0]
		img := sc.Image()
		tabletest.DrawOn(t, s, img, sc)
		img.Deallocate()
		if name == "every" && !p.meter2 {
			t.Fatal("the table of every wager shows one meter")
		}
		panels := []layout.Rect{p.geom.Meter}
		if p.meter2 {
			panels = append(panels, p.geom.Meter2)
		}
		t.Run(name, func(t *testing.T) { tabletest.TopRow(t, s, panels...) })
	}
}

// TestUpright holds the table of every wager on an upright screen larger than a phone
// (tabletest.Upright) in the betting, at the decision (PLAY 1x to 3x, FOLD) and after the
// round (REBET, REBET & DEAL): its settings row SETTINGS, HELP, SOUND and LOBBY, 32 CSS
// pixels tall or more (on a 768 by 1024 tablet it was two rows 21 CSS pixels tall), and no
// layout fault (there the chip rack's values were set at 9.1 CSS pixels, REBET & DEAL wider
// than its button, the total bet's title over HINT).
func TestUpright(t *testing.T) {
	c := everyWager(crazy4.ProgressiveConfig{Kind: crazy4.FourCard, Table: "pays1", Unit: money.Credits(1)})
	s := tabletest.NewPlanned(t, New(&c), seeded(3, anim.Instant, nil))
	tabletest.Upright(t, s, "empty")
	bet(t, s)
	tabletest.Upright(t, s, "betting")
	tabletest.Act(t, s, "deal", "")
	if s.Core().Turn() != s.Person() {
		t.Fatal("seed 3 asks the person for no decision")
	}
	tabletest.Upright(t, s, "deciding")
	tabletest.Act(t, s, "play", "1")
	tabletest.Upright(t, s, "settled")
}
