package crisscross

import (
	"testing"

	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestLayoutTagOverFoot plays the round of seed 7 (both antes, the Five Card Bonus, the
// Bonus Spin and the Xtreme at 25, BET 1x on every street) on both phones on their sides:
// settled, nothing placed covers what it must not (tabletest.Layout). The person's tag,
// MIDDLE ON DOWN, stood at its seat's place in the foot's row of buttons, under REBET & DEAL;
// with no room by the hand there it is not printed.
func TestLayoutTagOverFoot(t *testing.T) {
	s := tabletest.NewPlanned(t, New(nil), tbl.Options{Seed: 7, Speed: anim.Instant})
	tabletest.Act(t, s, "chip", "25")
	for _, b := range []string{"ante", "fiveCard", "bonusSpin", "xtreme"} {
		tabletest.Act(t, s, "bet", b)
	}
	tabletest.Act(t, s, "deal", "")
	for range 3 {
		if s.Core().Turn() == s.Person() {
			tabletest.Act(t, s, "play", "1")
		}
	}
	tabletest.Layout(t, s, "settled", tabletest.Side, nil)
}
