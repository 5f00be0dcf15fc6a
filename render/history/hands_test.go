package history

import (
	"slices"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestHandOf: the hand history reads a round's cards from its events: the person's five at
// Crazy 4 Poker; at Criss Cross Poker the two hole cards and the five community cards, all
// turned up by the round's end; every card valid and none twice.
func TestHandOf(t *testing.T) {
	screen := ebitentest.Target(640, 400)
	want := map[string][2]int{"crazy4": {5, -1}, "crisscross": {2, 5}}
	for _, p := range plugs() {
		t.Run(p.Game(), func(t *testing.T) {
			st := &store.Memory{}
			k := New(st, p.Game())
			s := tabletest.New(t, p, tbl.Options{Store: st, Speed: anim.Instant, Settled: k.Settled})
			playRound(t, s, false)
			tabletest.Settle(t, s, screen, 2000)
			r, err := k.Round(0)
			if err != nil {
				t.Fatal(err)
			}
			h := handOf(&r)
			w := want[p.Game()]
			if len(h.Own) != w[0] || (w[1] >= 0 && len(h.Community) != w[1]) {
				t.Errorf("%d cards of the person's, %d community cards: %v %v", len(h.Own), len(h.Community), h.Own, h.Community)
			}
			seen := map[string]bool{}
			for _, c := range slices.Concat(h.Own, h.Community) {
				if !c.Valid() || seen[c.String()] {
					t.Errorf("card %v invalid or twice in %v %v", c, h.Own, h.Community)
				}
				seen[c.String()] = true
			}
		})
	}
}
