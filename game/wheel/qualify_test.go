package wheel

import (
	"slices"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
)

func TestQualifier(t *testing.T) {
	e := hand.New()
	v := func(s string) hand.Five {
		h := [5]cards.Card(cards.MustParseList(s))
		return e.Five(&h)
	}
	cases := []struct {
		q    Qualifier
		hand string
		want bool
	}{
		{anyTrips, "2c 2d 2h 5s 9c", true},
		{anyTrips, "Ac Ad Kh Ks 9c", false},
		{sixesTrips, "5c 5d 5h As Kc", false},
		{sixesTrips, "6c 6d 6h 2s 3c", true},
		{sixesTrips, "2c 3d 4h 5s 6c", true},
		{kingsTrips, "Qc Qd Qh As Kc", false},
		{kingsTrips, "Kc Kd Kh 2s 3c", true},
		{anyFlush, "Ac Kd Qh Js Tc", false},
		{anyFlush, "2c 3c 4c 5c 7c", true},
		{anyFlush, "2c 2d 2h 5s 5c", true},
	}
	for _, c := range cases {
		if got := c.q.Admits(v(c.hand)); got != c.want {
			t.Errorf("%s admits %s: %v", c.q.Name, c.hand, got)
		}
	}
}

// The qualifying counts in the data are exact: counted over all deals.
func TestQualifyCounts(t *testing.T) {
	if testing.Short() {
		t.Skip("counts every deal (about a second)")
	}
	got := CountQualifying(hand.New(), anyTrips, sixesTrips, kingsTrips, anyFlush)
	want := []int64{anyTripsCount, sixesTripsCount, kingsTripsCount, anyFlushCount}
	if !slices.Equal(got, want) {
		t.Fatalf("counts %v, want %v", got, want)
	}
	// Three of a kind or better on one five-card hand is 2.87%; the better
	// of two hands sharing three cards, 5.42%.
	if p := float64(got[0]) / Deals; p < 0.054 || p > 0.0543 {
		t.Errorf("three of a kind or better: %v", p)
	}
	for _, x := range XtremePaytables() {
		i := slices.Index([]Qualifier{anyTrips, sixesTrips, kingsTrips, anyFlush}, x.Qualifier)
		if i < 0 || x.QualifyCount != want[i] {
			t.Errorf("%s: qualifier %+v count %d", x.Title, x.Qualifier, x.QualifyCount)
		}
	}
}

// A smaller check of the counting method against a direct count: with the
// hole cards and the middle card fixed, count both lines by brute force.
func TestCountingMethod(t *testing.T) {
	e := hand.New()
	h1, h2, m := cards.New(cards.Ace, cards.Clubs), cards.New(cards.Seven, cards.Spades), cards.New(cards.Two, cards.Hearts)
	var rest []cards.Card
	for c := cards.Card(0); c < cards.DeckSize; c++ {
		if c != h1 && c != h2 && c != m {
			rest = append(rest, c)
		}
	}
	// Lines from the first 20 cards only, to keep it quick.
	rest = rest[:20]
	type line [2]cards.Card
	var lines []line
	for i := range rest {
		for j := i + 1; j < len(rest); j++ {
			lines = append(lines, line{rest[i], rest[j]})
		}
	}
	ok := func(l line) bool { return anyTrips.Admits(e.Five(&[5]cards.Card{h1, h2, l[0], m, l[1]})) }
	var direct int64
	for _, a := range lines {
		for _, d := range lines {
			if a[0] != d[0] && a[0] != d[1] && a[1] != d[0] && a[1] != d[1] && !ok(a) && !ok(d) {
				direct++
			}
		}
	}
	var bad int64
	deg := map[cards.Card]int64{}
	for _, l := range lines {
		if !ok(l) {
			bad++
			deg[l[0]]++
			deg[l[1]]++
		}
	}
	var sq int64
	for _, d := range deg {
		sq += d * d
	}
	if got := bad*bad - sq + bad; got != direct {
		t.Fatalf("B² − Σd² + B = %d, direct count %d", got, direct)
	}
}
