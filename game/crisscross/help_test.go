package crisscross

import (
	"strings"
	"testing"

	"felt/game/table"
)

// TestInterrupted checks the help's paragraph on an interrupted round: it resumes (never
// void for being interrupted), a round that cannot go on is void with every wager returned,
// and the prize-wheel wagers and their meters are named exactly when the table offers them.
func TestInterrupted(t *testing.T) {
	all := DefaultConfig()
	none := DefaultConfig()
	none.Spin, none.Xtreme = table.Limit{}, table.Limit{}
	spin := DefaultConfig()
	spin.Xtreme = table.Limit{}
	for _, c := range []struct {
		name         string
		cfg          Config
		spin, xtreme bool
	}{{"every wager", all, true, true}, {"no wheels", none, false, false}, {"Bonus Spin only", spin, true, false}} {
		txt := Interrupted(c.cfg)
		for _, want := range []string{"resumes on the next start exactly where it was", "void: every wager is returned", "tells you"} {
			if !strings.Contains(txt, want) {
				t.Errorf("%s: the paragraph lacks %q: %s", c.name, want, txt)
			}
		}
		if got := strings.Contains(txt, "Bonus Spin wager") || strings.Contains(txt, "Bonus Spin and"); got != c.spin {
			t.Errorf("%s: names the Bonus Spin wager: %v, want %v: %s", c.name, got, c.spin, txt)
		}
		if got := strings.Contains(txt, "Xtreme"); got != c.xtreme {
			t.Errorf("%s: names Bonus Spin Xtreme: %v, want %v: %s", c.name, got, c.xtreme, txt)
		}
		if got := strings.Contains(txt, "meter"); got != (c.spin || c.xtreme) {
			t.Errorf("%s: names the meters: %v: %s", c.name, got, txt)
		}
	}
}
