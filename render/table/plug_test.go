package table_test

import (
	"strings"
	"testing"

	"felt/game/table"
	"felt/render/anim"
	"felt/render/layout"
	"felt/render/stage"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// bare is a plug of the small interface alone: the fake with none of its optional ones.
type bare struct{ tbl.Plug }

// TestBarePlug plays the duel with a plug of the small interface alone, the machinery's own
// behaviour standing in for every optional interface: the demonstration bets the chip in
// hand on the main wager (the first Spot) and plays rounds whose credits shown agree with
// the core's; a round played names its wagers on the result line as the core does
// (WagerName), in the order of the Spots (the fake's own words put Play first), and no
// hand is named.
func TestBarePlug(t *testing.T) {
	var p tbl.Plug = bare{newFake()}
	if _, ok := p.(stage.Actor); ok {
		t.Fatal("bare is a stage.Actor")
	}
	s := tabletest.NewPlanned(t, p, tbl.Options{Demo: true, Entropy: 3, Speed: anim.Instant})
	s.SetView(layout.Fit(1280, 800, 1))
	for range 200 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
	}
	c := s.Core()
	if st := tabletest.State(t, s); c.Round() < 3 || st.Mismatches != 0 {
		t.Fatalf("the demonstration played %d rounds, %d mismatches", c.Round(), st.Mismatches)
	}
	if c.Last(s.Person())[duelAnte] == 0 {
		t.Error("the demonstration bet nothing on the main wager")
	}
	for _, pl := range []struct {
		plug  tbl.Plug
		first string
	}{{p, "Ante "}, {newFake(), "Play "}} {
		s := tabletest.NewPlanned(t, pl.plug, tbl.Options{Seed: 9, Speed: anim.Instant})
		tabletest.Act(t, s, "chip", "5")
		tabletest.Act(t, s, "bet", "ante")
		tabletest.Act(t, s, "deal", "")
		tabletest.Act(t, s, "play", "1")
		tabletest.Settle(t, s, nil, 20000)
		if d := s.Inspect().TableShown().ResultDetails; !strings.HasPrefix(d, pl.first) || !strings.Contains(d, "  ·  ") {
			t.Errorf("%T: the result line's wagers %q, want %q first of two", pl.plug, d, pl.first)
		}
	}
	if name, good := tbl.HandName(p, table.Event{Kind: table.HandRanked, Value: 40}); name != "" || good {
		t.Errorf("a bare plug names a hand %q", name)
	}
}
