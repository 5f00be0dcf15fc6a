package crazy4

import (
	"fmt"
	"testing"

	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestFingersOnPhones plays a round at the table of every wager (nine circles to bet on round
// the person's seat) on both phones of issue 26, 390x844 and 375x667: at rest, with the bet
// panel open, with a chip on every circle, deciding and settled, every target is at least 44
// CSS pixels in its smaller side, above the page's line of free play, and over no other
// (tabletest.Fingers). Before the bet panel the circles were 22 to 33 CSS pixels. Deciding,
// the hint's panel lies on the felt clear of the controls and the person's cards, its lines
// at 11 CSS pixels or more (tabletest.Hint; they were 7 to 8, and on a phone on its side the
// panel ran off the felt). No display.
func TestFingersOnPhones(t *testing.T) {
	cfg := allWagers(false)
	for _, sc := range tabletest.Phones {
		s := tabletest.NewPlanned(t, New(&cfg), tbl.Options{Seed: 14, Speed: anim.Instant})
		check := func(step string) { t.Helper(); tabletest.Fingers(t, s, sc, step) }
		check("at rest")
		tabletest.Act(t, s, "bets", "on")
		check("the panel open")
		for _, b := range everyBet {
			tabletest.Act(t, s, "chip", fmt.Sprint(b.chip))
			tabletest.Act(t, s, "bet", b.name)
		}
		check("every bet on")
		tabletest.Act(t, s, "deal", "")
		check("deciding")
		tabletest.Hint(t, s, sc, "deciding")
		if s.Core().Turn() == s.Person() {
			tabletest.Act(t, s, "play", "1")
		}
		check("settled")
	}
}

// TestLayoutOnSidePhones lays the table of every wager out on both phones on their sides
// (844x390, 667x375), empty, with a chip on every circle, with the bet panel open, deciding
// and settled: nothing placed covers what it must not, no word is too small
// (tabletest.Layout). It failed with the rack's two rows noted as one box (over a
// table-mate's name and credits) and its chips' values at 10.9 CSS px; settled, with 11
// faults (the dealer's line over the printed name, a table-mate's hand's name over its
// circles, the person's 6 Card tag over its hand's name).
func TestLayoutOnSidePhones(t *testing.T) {
	cfg := allWagers(false)
	side := tabletest.Side
	s := tabletest.NewPlanned(t, New(&cfg), tbl.Options{Seed: 14, Speed: anim.Instant})
	tabletest.Layout(t, s, "empty", side, nil)
	for _, b := range everyBet {
		tabletest.Act(t, s, "chip", fmt.Sprint(b.chip))
		tabletest.Act(t, s, "bet", b.name)
	}
	tabletest.Layout(t, s, "every bet on", side, nil)
	tabletest.Act(t, s, "bets", "on")
	tabletest.Layout(t, s, "the panel open", side, nil)
	tabletest.Act(t, s, "bets", "off")
	tabletest.Act(t, s, "deal", "")
	tabletest.Layout(t, s, "deciding", side, nil)
	if s.Core().Turn() == s.Person() {
		tabletest.Act(t, s, "play", "1")
	}
	tabletest.Settle(t, s, nil, 20000)
	tabletest.Layout(t, s, "settled", side, nil)
}
