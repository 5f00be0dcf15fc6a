package crazy4

import (
	"testing"

	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestLayoutCreditsClear plays the round of seed 7 (Ante, Queens Up and Progressive at 25,
// PLAY 1x) on both phones on their sides, deciding and settled: nothing placed covers the
// person's credits (tabletest.Layout). Settled, Amara's PLAY 3x, set over her hand's name
// over her cards, covered the digits of the credits, placed after it (both side phones).
func TestLayoutCreditsClear(t *testing.T) {
	cfg := DefaultConfig()
	s := tabletest.NewPlanned(t, New(&cfg), tbl.Options{Seed: 7, Speed: anim.Instant})
	tabletest.Act(t, s, "chip", "25")
	for _, b := range []string{"ante", "queens", "progressive"} {
		tabletest.Act(t, s, "bet", b)
	}
	tabletest.Act(t, s, "deal", "")
	tabletest.Layout(t, s, "deciding", tabletest.Side, nil)
	tabletest.Act(t, s, "play", "1")
	tabletest.Layout(t, s, "settled", tabletest.Side, nil)
}
