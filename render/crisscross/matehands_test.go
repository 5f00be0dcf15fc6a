package crisscross

import (
	"strings"
	"testing"

	cc "felt/game/crisscross"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/box"
	"felt/render/tabletest"
)

// TestMateHandsOnWin plays rounds with table-mates: a table-mate's Across hand (↔) is named
// only where the core settled its Ante Across or Across bet as won, its Down hand (↕) only
// where its Ante Down or Down bet won, and its Middle bet's tag only on a win; the person's
// hands are named in every round.
func TestMateHandsOnWin(t *testing.T) {
	s, _ := newPlanned(t, seeded(8, anim.Instant))
	named, hidden := 0, 0
	for r := 0; r < 10; r++ {
		betAll(t, s)
		tabletest.Act(t, s, "deal", "")
		playStreets(t, s, nil, always1)
		tabletest.Settle(t, s, nil, 30000)
		boxes := tabletest.PlanOn(t, s, tabletest.Screens[0])
		for n := range table.Seats {
			v := s.Inspect().SeatShown(n)
			if v.Staked[cc.AnteAcross] == 0 {
				continue
			}
			for _, line := range []struct {
				arrow  string
				wagers [2]table.Wager
			}{{"↔ ", [2]table.Wager{cc.AnteAcross, cc.AcrossBet}}, {"↕ ", [2]table.Wager{cc.AnteDown, cc.DownBet}}} {
				shown := false
				for _, b := range boxes {
					shown = shown || b.Kind == box.Label && b.Owner == n && strings.HasPrefix(b.Name, line.arrow) ||
						n == s.Person() && b.Kind == box.Label && b.Owner == n && strings.Contains(b.Name, " · ")
				}
				won := false
				for _, w := range line.wagers {
					won = won || v.Results[w].Result.Wins()
				}
				switch {
				case n == s.Person() && !shown && !v.Folded:
					t.Errorf("round %d: the person's hands are not named", r+1)
				case n == s.Person():
				case shown && !won:
					t.Errorf("round %d: seat %d's %shand won nothing, and it is named", r+1, n, line.arrow)
				case won && !shown:
					t.Errorf("round %d: seat %d's %shand won, and it is not named", r+1, n, line.arrow)
				case won:
					named++
				default:
					hidden++
				}
			}
			if n != s.Person() && strings.HasPrefix(v.Tag, "MIDDLE ON") && v.TagAlpha > 0 && !v.Results[cc.MiddleBet].Result.Wins() {
				t.Errorf("round %d: seat %d's Middle bet ends %v, and the seat is tagged %q", r+1, n, v.Results[cc.MiddleBet].Result, v.Tag)
			}
		}
	}
	if named == 0 || hidden == 0 {
		t.Fatalf("the table-mates' hands won %d times and lost %d: the rounds do not try both", named, hidden)
	}
}
