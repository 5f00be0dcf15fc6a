package advice_test

import (
	"fmt"
	"os"
	"runtime"
	"sync"
	"testing"

	"felt/game/advice"
	"felt/game/cards"
	"felt/game/odds"
	"felt/game/paytable"
	"felt/game/strategy"
)

// The Across values of every class of hole cards are the math sheet's, and the best the
// optimal strategy's. So are the Down values of every class of Down situations: each class
// of hole cards with each Across pair that stands for its set under the permutations of the
// suits fixing the hole cards (about 71,000 in all; the advisor's values are the same for
// every pair of a set, the suits being interchangeable), after each Across bet: fold, 1x
// and 3x exactly the sheet's values, the best its value and decision and the optimal
// strategy's, 2x never above the best. And the Middle values of each of those with every
// 37th Down pair (about 2.2 million situations), after the Across and Down bets in turn,
// are the sheet's sums of the last street; with FELT_EXHAUSTIVE=1 every Down pair (about 80
// million situations: some minutes).
func TestCrissCrossEveryClass(t *testing.T) {
	if testing.Short() {
		t.Skip("solves Criss Cross Poker (seconds)")
	}
	e, o, a := fix(t)
	m := sheetCrissCross(t)
	for _, hc := range m.Holes {
		hole := hc.Class.Cards()
		ad, err := a.Across(hole)
		if err != nil {
			t.Fatal(err)
		}
		for d := strategy.Fold; d <= strategy.Bet3x; d++ {
			if op, _ := ad.Option(d); op.Num != hc.Value[d] {
				t.Fatalf("%v: Across %v worth %d, the sheet says %d", hole, d, op.Num, hc.Value[d])
			}
		}
		want, _ := o.Across(hole)
		if ad.Best != want || ad.Best != hc.Best {
			t.Fatalf("%v: Across best %v, the strategy %v", hole, ad.Best, want)
		}
	}
	stride := 37
	if os.Getenv("FELT_EXHAUSTIVE") == "1" {
		stride = 1
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var bad []string
	var downs, middles int64
	work := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			streets, err := odds.NewCrissCrossStreets(e, paytable.CrissCross(), paytable.CrissCrossAnte())
			if err != nil {
				panic(err)
			}
			seen := names{}
			for i := range work {
				d, mid, msg := checkDownClass(o, a, streets, seen, &m.Holes[i], stride)
				mu.Lock()
				downs, middles = downs+d, middles+mid
				if msg != "" {
					bad = append(bad, msg)
				}
				mu.Unlock()
			}
		}()
	}
	for i := range m.Holes {
		work <- i
	}
	close(work)
	wg.Wait()
	for _, b := range bad {
		t.Error(b)
	}
	if want := int64(2_000_000 * 37 / stride); downs < 70_000 || middles < want {
		t.Errorf("%d Down situations and %d Middle situations checked", downs, middles)
	}
	t.Logf("%d Down situations (each after 1x, 2x, 3x) and %d Middle situations checked", downs, middles)
}

// checkDownClass checks the Down advice of every Across pair standing for its set with the
// hole cards of hc, and the Middle advice with every stride-th Down pair after each, against
// the sheet (the hands its reasons name through seen); it returns the numbers of situations
// checked and what disagreed ("" for nothing).
func checkDownClass(o *strategy.Optimal, a *advice.Advisor, streets *odds.CrissCrossStreets, seen names, hc *odds.CrissCrossHole, stride int) (downs, middles int64, msg string) {
	hole := hc.Class.Cards()
	reps, _ := streets.AcrossOrbits(hole)
	var rest []cards.Card // the 50 other cards, increasing: the sheet's pairs are indexed among them
	for c := cards.Card(0); c < cards.DeckSize; c++ {
		if c != hole[0] && c != hole[1] {
			rest = append(rest, c)
		}
	}
	var pos [65]int // colexicographic index to (i, j) through i + j(j-1)/2
	for j := 1; j < len(rest); j++ {
		pos[j] = j * (j - 1) / 2
	}
	split := func(idx int) (int, int) {
		j := 1
		for j+1 < len(rest) && pos[j+1] <= idx {
			j++
		}
		return idx - pos[j], j
	}
	n := 0
	for _, lr := range reps {
		i, j := split(lr)
		across := [2]cards.Card{rest[i], rest[j]}
		each, err := a.DownEach(hole, across)
		if err != nil {
			return downs, middles, err.Error()
		}
		downs++
		for a1 := strategy.Bet1x; a1 <= strategy.Bet3x; a1++ {
			ad := &each[a1-1]
			if ad.Den != 1_128*46 || len(ad.Options) != 4 || ad.Why == "" {
				return downs, middles, fmt.Sprintf("%v %v after %v: %d options over %d, reason %q", hole, across, a1, len(ad.Options), ad.Den, ad.Why)
			}
			fold, _ := ad.Option(strategy.Fold)
			x1, _ := ad.Option(strategy.Bet1x)
			x2, _ := ad.Option(strategy.Bet2x)
			x3, _ := ad.Option(strategy.Bet3x)
			b, _ := ad.Option(ad.Best)
			sheet := hc.DownBet[lr][a1]
			if fold.Num != -int64(2+a1)*ad.Den || x1.Num != sheet[0] || x3.Num != sheet[1] || b.Num != hc.DownValue[lr][a1] || x2.Num > b.Num {
				return downs, middles, fmt.Sprintf("%v %v after %v: fold %d, 1x %d, 2x %d, 3x %d, best %v %d; the sheet: 1x %d, 3x %d, best %d",
					hole, across, a1, fold.Num, x1.Num, x2.Num, x3.Num, ad.Best, b.Num, sheet[0], sheet[1], hc.DownValue[lr][a1])
			}
			if msg := seen.wrong(ad.Why, lineNames(hole[0], hole[1], across[0], across[1])...); msg != "" {
				return downs, middles, fmt.Sprintf("%v %v after %v: %s", hole, across, a1, msg)
			}
			want, _ := o.Down(hole, across, a1)
			if ad.Best != want || want != hc.Down[lr].After(a1) {
				return downs, middles, fmt.Sprintf("%v %v after %v: Down best %v, the strategy %v, the sheet %v", hole, across, a1, ad.Best, want, hc.Down[lr].After(a1))
			}
		}
		// The Middle: the Down pairs among the 48 cards left, every stride-th.
		for q := 1; q < len(rest); q++ {
			for p := 0; p < q; p++ {
				if p == i || p == j || q == i || q == j {
					continue
				}
				n++
				if n%stride != 0 {
					continue
				}
				down := [2]cards.Card{rest[p], rest[q]}
				a1, a2 := strategy.Decision(1+n%3), strategy.Decision(1+n/3%3)
				ad, err := a.Middle(hole, across, down, a1, a2)
				if err != nil {
					return downs, middles, err.Error()
				}
				middles++
				if msg := seen.wrong(ad.Why); msg != "" {
					return downs, middles, fmt.Sprintf("%v %v %v: %s", hole, across, down, msg)
				}
				base, ac, dn, mid := streets.Middle(lr, p+pos[q])
				v := base + int64(a1)*ac + int64(a2)*dn
				fold := -int64(2+a1+a2) * 46
				best, bv := strategy.Fold, fold
				for d := strategy.Bet1x; d <= strategy.Bet3x; d++ {
					w := v + int64(d)*mid
					if x, _ := ad.Option(d); x.Num != w {
						return downs, middles, fmt.Sprintf("%v %v %v after %v, %v: Middle %v worth %d, the sheet's %d", hole, across, down, a1, a2, d, x.Num, w)
					}
					if w > bv {
						best, bv = d, w
					}
				}
				if sd, _ := strategy.BestMiddle(int64(a1), int64(a2), base, ac, dn, mid, 46); ad.Best != best || sd != best {
					return downs, middles, fmt.Sprintf("%v %v %v after %v, %v: Middle best %v, the sheet's %v, the strategy's %v", hole, across, down, a1, a2, ad.Best, best, sd)
				}
			}
		}
	}
	return downs, middles, ""
}
