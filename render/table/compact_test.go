package table_test

import (
	"testing"

	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestMateHandOnWin plays rounds of the duel: a table-mate's hand is named under its cards
// only where the core settled one of its wagers as won (a losing table-mate's hand means
// nothing to the person), and the person's hand is named in every round.
func TestMateHandOnWin(t *testing.T) {
	s, _ := newDuelTable(t, tbl.Options{Seed: 3, Speed: anim.Instant})
	named, hidden := 0, 0
	for r := 0; r < 12; r++ {
		for _, c := range [][2]string{{"chip", "5"}, {"bet", "ante"}, {"deal", ""}, {"play", "1"}} {
			tabletest.Act(t, s, c[0], c[1])
		}
		tabletest.Settle(t, s, nil, 20000)
		if v := s.Inspect().SeatShown(s.Person()); v.Hand == "" || v.HandAlpha < 1 {
			t.Errorf("round %d: the person's hand is not named (%q at %.2f)", r+1, v.Hand, v.HandAlpha)
		}
		for _, m := range duelMates {
			v := s.Inspect().SeatShown(m.seat)
			won := false
			for _, e := range v.Results {
				won = won || e.Done && e.Result.Wins()
			}
			shown := v.Hand != "" && v.HandAlpha > 0
			switch {
			case shown && !won:
				t.Errorf("round %d: seat %d lost, and its hand is named %q", r+1, m.seat, v.Hand)
			case won && !shown:
				t.Errorf("round %d: seat %d won, and its hand is not named", r+1, m.seat)
			case won:
				named++
			default:
				hidden++
			}
		}
	}
	if named == 0 || hidden == 0 {
		t.Fatalf("the table-mates won %d times and lost %d: the rounds do not try both", named, hidden)
	}
}
