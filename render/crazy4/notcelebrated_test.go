package crazy4

import (
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/table"
	"felt/render/tabletest"
)

// TestLossNotCelebrated plays a round in which one of the person's wagers wins and the round
// is lost overall: the result line says LOSS, shows the winning wager's pay, and nothing
// celebrates (no banner).
func TestLossNotCelebrated(t *testing.T) {
	seed := findRound(t, 5000, func(c *crazy4.Table) bool {
		r := c.Result(c.Person())
		won := false
		for _, w := range r.Wagers {
			won = won || (w.Result == table.Won && w.Net > 0)
		}
		return won && r.Net() < 0
	})
	s := playRound(t, seed)
	tabletest.Settle(t, s, nil, 100)
	v := s.Inspect().TableShown()
	if !strings.HasPrefix(v.Result, "LOSS −") || !strings.Contains(v.ResultDetails, "+") {
		t.Errorf("the result line is %q: %q", v.Result, v.ResultDetails)
	}
	if v.BannerLevel != 0 || v.Banner != "" {
		t.Errorf("a round lost overall is celebrated: %q, level %d", v.Banner, v.BannerLevel)
	}
}
