package crisscross

import (
	"testing"

	"felt/render/anim"
	"felt/render/tabletest"
)

// TestFingersOnPhones plays a round of every wager (both antes, the 5 Card Bonus, the Bonus
// Spin and the Xtreme) on both phones of issue 26, 390x844 and 375x667: at rest, with the bet
// panel open, with a chip on every circle, at each street and settled, every target is at
// least 44 CSS pixels in its smaller side, above the page's line of free play, and over no
// other (tabletest.Fingers). Before the bet panel the Bonus Spin's and the Xtreme's sensors
// were 13 to 15 CSS pixels. At each street the hint's panel lies on the felt clear of the
// controls and the person's cards, its lines at 11 CSS pixels or more (tabletest.Hint; they
// were 7 to 8, and on a phone on its side the panel ran off the felt). No display.
func TestFingersOnPhones(t *testing.T) {
	for _, sc := range tabletest.Phones {
		s, _ := newPlanned(t, seeded(5, anim.Instant))
		check := func(step string) { t.Helper(); tabletest.Fingers(t, s, sc, step) }
		check("at rest")
		tabletest.Act(t, s, "bets", "on")
		check("the panel open")
		tabletest.Act(t, s, "chip", "5")
		for _, w := range []string{"ante", "fiveCard", "bonusSpin", "xtreme"} {
			tabletest.Act(t, s, "bet", w)
		}
		check("every bet on")
		tabletest.Act(t, s, "deal", "")
		for _, street := range []string{"across", "down", "middle"} {
			check(street)
			tabletest.Hint(t, s, sc, street)
			if st := tabletest.State(t, s); st.Phase == "deciding" && st.Turn == st.Seat {
				tabletest.Act(t, s, "play", "1")
			}
		}
		check("settled")
	}
}

// TestLayoutOnSidePhones lays the table of every wager out on both phones on their sides
// (844x390, 667x375), empty, with a chip on every circle, with the bet panel open, at each
// street and settled: nothing placed covers what it must not, no word is too small
// (tabletest.Layout). Dealt and settled it failed with 1 to 24 faults (the person's hands'
// names over its circles and its tag, the result line over the printed name, the
// community's hand's name under the cross's bottom card).
func TestLayoutOnSidePhones(t *testing.T) {
	side := tabletest.Side
	s, _ := newPlanned(t, seeded(5, anim.Instant))
	tabletest.Layout(t, s, "empty", side, nil)
	tabletest.Act(t, s, "chip", "5")
	for _, w := range []string{"ante", "fiveCard", "bonusSpin", "xtreme"} {
		tabletest.Act(t, s, "bet", w)
	}
	tabletest.Layout(t, s, "every bet on", side, nil)
	tabletest.Act(t, s, "bets", "on")
	tabletest.Layout(t, s, "the panel open", side, nil)
	tabletest.Act(t, s, "bets", "off")
	tabletest.Act(t, s, "deal", "")
	for _, street := range []string{"across", "down", "middle"} {
		tabletest.Layout(t, s, street, side, nil)
		if st := tabletest.State(t, s); st.Phase == "deciding" && st.Turn == st.Seat {
			tabletest.Act(t, s, "play", "1")
		}
	}
	tabletest.Settle(t, s, nil, 20000)
	tabletest.Layout(t, s, "settled", side, nil)
}
