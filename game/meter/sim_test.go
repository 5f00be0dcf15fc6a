package meter

import (
	"math"
	"testing"

	"felt/game/money"
)

// simulate runs Pays 2 on linked tables alone, with the four-aces chance of
// 1 in 54,145 per $1 wager, until hits jackpots have been paid, and returns
// their mean and standard deviation in dollars and the number of wagers.
func simulate(t *testing.T, c Config, hits int) (mean, sd float64, wagers int64) {
	t.Helper()
	c.Link = Link{Tables: MaxTables, WagersPerMinute: MaxWagersPerMinute} // 10,000 wagers a second
	s := mustNew(t, c, 2026)
	var sum, sumSq float64
	n := 0
	for n < hits {
		must(t, s.Advance(ticksPerMinute)) // 600,000 wagers
		for _, e := range s.Events() {
			if e.Kind == HitElsewhere && n < hits {
				x := float64(e.Amount) / 100
				sum += x
				sumSq += x * x
				n++
			}
		}
	}
	checkBooks(t, s)
	mean = sum / float64(n)
	sd = math.Sqrt((sumSq - sum*mean) / float64(n-1))
	all, _ := s.Wagered()
	return mean, sd, int64(all / money.Credit)
}

// The average top award of Pays 2 is seed + rate / P(four aces):
// 1,000 + 0.25 × 54,145 = $14,536.25, the published $14,536. Over a
// million jackpots (about 54 billion simulated wagers, which the geometric
// gaps make cheap) the sample mean must lie within 4 of its own standard
// errors (about $13.5 each) of it, and the spread must be the geometric
// distribution's, 0.25 × √(1-p)/p = $13,536. The seed is fixed, so the test
// cannot flake; a rate of 24.9% instead of 25% would miss by 4 errors.
// Pays 3's reserve must not change the award; Pays 1's rate gives $22,001.53.
func TestLongRunAverageTopAward(t *testing.T) {
	if testing.Short() {
		t.Skip("long simulation")
	}
	cases := []struct {
		c     Config
		hits  int
		seed  float64
		rate  float64
		label string
	}{
		{Pays2(), 1_000_000, 1_000, 0.25, "Pays 2"},
		{Pays3(), 200_000, 1_000, 0.25, "Pays 3"},
		{Pays1(), 200_000, 5_000, 0.314, "Pays 1"},
	}
	p := 1.0 / 54_145
	for _, c := range cases {
		want := c.seed + c.rate/p
		mean, sd, wagers := simulate(t, c.c, c.hits)
		se := sd / math.Sqrt(float64(c.hits))
		t.Logf("%s: %d jackpots over %d wagers: mean top award $%.2f, sd $%.2f, 4σ interval [%.2f, %.2f], want $%.2f",
			c.label, c.hits, wagers, mean, sd, mean-4*se, mean+4*se, want)
		if math.Abs(mean-want) > 4*se {
			t.Errorf("%s: mean top award $%.2f, want $%.2f ± %.2f", c.label, mean, want, 4*se)
		}
		wantSD := c.rate * math.Sqrt(1-p) / p
		// The standard deviation of a sample standard deviation of a
		// geometric variable is about σ√(2/n) (its kurtosis is about 9).
		if math.Abs(sd-wantSD) > 4*wantSD*math.Sqrt(2/float64(c.hits)) {
			t.Errorf("%s: sd of the top award $%.2f, want $%.2f", c.label, sd, wantSD)
		}
		// The wagers per jackpot: 54,145 on average.
		if per := float64(wagers) / float64(c.hits); math.Abs(per-1/p) > 4*(1/p)/math.Sqrt(float64(c.hits)) {
			t.Errorf("%s: %.0f wagers per jackpot, want 54,145", c.label, per)
		}
	}
}
