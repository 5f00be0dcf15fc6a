//go:build !js

package web_test

import (
	"felt/render/hook"
	"fmt"
	"image"
	"slices"
	"testing"
	"time"

	cc "felt/game/crisscross"
	"felt/game/money"
	"felt/game/table"
	"felt/render/credits"
	"felt/web/browsertest"
)

// TestCrissCross plays the Criss Cross Poker table (?game=crisscross) in headless Chromium,
// in landscape and in portrait, with real mouse clicks on the targets window.felt.state()
// gives. In each orientation one tab opens on a session seed found with the rules core in
// this process whose first round spins the person's prize wheel (the Bonus Spin in
// landscape, the Bonus Spin Xtreme's Hot Spot in portrait): that round's settlement is
// watched at normal speed until the wheel lands on the segment the core chose. Then, at fast
// speed and hurried on by clicks on the felt, a whole round through the three streets, the
// pays-and-rules sign, and a fold on each street (two in landscape, one in portrait).
// Screenshots of every phase land in out/browser/crisscross/, each checked for what it
// should show. The two orientations play side by side, each in its own tab: most of their
// time is the wheel's spin at its own pace.
func TestCrissCross(t *testing.T) {
	t.Parallel()
	site := browsertest.Serve(t)
	for _, o := range []struct {
		name  string
		vp    browsertest.Viewport
		spin  table.Wager // the prize wheel watched: the wager
		wheel string      // and the wheel's name in the state
		from  uint64      // the first seed to look for its spin at
		plays [3]string   // the bets on the three streets of the whole round
		folds []cc.Street // the streets of the rounds that fold after it
	}{
		{"landscape", browsertest.Landscape, cc.BonusSpin, "Bonus Spin", 1, [3]string{"play 3", "play 2", "play 1"}, []cc.Street{cc.AcrossStreet, cc.MiddleStreet}},
		{"portrait", browsertest.Portrait, cc.Xtreme, "Hot Spot", 100, [3]string{"play 1", "play 3", "play 2"}, []cc.Street{cc.DownStreet}},
	} {
		t.Run(o.name, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			seed, bets, spins := findCCSpin(t, o.spin, o.from)
			t.Logf("the %s found at seed %d in %v: the wheels %v", o.wheel, seed, time.Since(start).Round(time.Millisecond), spins)
			c := openCC(t, browsertest.Launch(t), site, o.name, o.vp, fmt.Sprintf("seed=%d&speed=normal", seed))
			if !t.Run("wheel", func(t *testing.T) {
				c.t = t
				c.watchSpin(o.spin, o.wheel, bets, spins)
			}) {
				return
			}
			t.Run("rounds", func(t *testing.T) {
				c.t = t
				c.setSpeed("fast")
				c.helpSign(c.wholeRound(o.plays))
				for _, s := range o.folds {
					c.foldOn(s)
				}
			})
			c.t = t
			c.noErrors()
			t.Logf("%s: %v in all", o.name, time.Since(start).Round(100*time.Millisecond))
		})
	}
}

func (c *ccTable) bet(more ...string) hook.State {
	c.t.Helper()
	st := c.state()
	if slices.Contains(st.Legal, "buyin") {
		c.t.Fatalf("%s: the credits ran out", c.name)
	}
	if st.Chip != five {
		c.click("chip5")
		c.waitFor("the chip of 5", 10*time.Second, func(s hook.State) bool { return s.Chip == five })
	}
	c.click("anteAcross")
	st = c.waitFor("the antes", 10*time.Second, func(s hook.State) bool {
		return s.Bets["anteAcross"] == five && s.Bets["anteDown"] == five
	})
	for _, w := range more {
		for range 3 {
			was := st.Bets[w]
			c.click(w)
			st = c.waitFor("a chip on "+w, 10*time.Second, func(s hook.State) bool { return s.Bets[w] != was })
			if st.Bets[w] == five {
				break
			}
		}
		if st.Bets[w] != five {
			c.t.Fatalf("%s: clicks put %s on %s", c.name, creditsText(st.Bets[w]), w)
		}
	}
	return st
}

// streets are the streets in the state's words, in order.
var streets = [3]string{"across", "down", "middle"}

// decision waits for the person's decision on a street, its buttons on show, clicking the
// felt meanwhile to hurry the table on.
func (c *ccTable) decision(street int) hook.State {
	c.t.Helper()
	return c.skipUntil("the "+streets[street]+" decision", func(s hook.State) bool {
		_, ok := s.Targets["fold"]
		return s.Phase == "deciding" && s.Street == streets[street] && s.Turn == s.Seat && !s.Animating && ok
	})
}

// settled waits for the round's end, checks the credits against the core's (before is the
// credits before the round's bets) and the result line's sum, and returns the state.
func (c *ccTable) settled(before credits.Amount) hook.State {
	c.t.Helper()
	st := c.waitFor("the settlement", 3*time.Minute, func(s hook.State) bool { return s.Phase == "done" && !s.Animating })
	if st.Results == nil || st.Results.Void {
		c.t.Fatalf("%s: the round ended with results %+v", c.name, st.Results)
	}
	var sum credits.Amount
	for _, w := range st.Results.Wagers {
		sum += w.Net + w.Extra
	}
	if sum != st.Results.Net {
		c.t.Errorf("%s: the wagers add up to %s, the net is %s", c.name, creditsText(sum), creditsText(st.Results.Net))
	}
	if st.Credits != before+st.Results.Net {
		c.t.Errorf("%s: credits %s after the round, want %s + %s", c.name, creditsText(st.Credits), creditsText(before), creditsText(st.Results.Net))
	}
	if st.Mismatches != 0 || st.CreditsShown != st.Credits {
		c.t.Errorf("%s: the table shows %s credits, the core has %s (%d mismatches)", c.name, creditsText(st.CreditsShown), creditsText(st.Credits), st.Mismatches)
	}
	return st
}

// results maps the result line by wager.
func results(st hook.State) map[string]hook.WagerState {
	m := map[string]hook.WagerState{}
	if st.Results != nil {
		for _, w := range st.Results.Wagers {
			m[w.Wager] = w
		}
	}
	return m
}

// wholeRound plays a round by clicks through the three streets, betting plays on them, with
// a screenshot of each phase checked against the state, and returns the last one, settled.
// Clicks on the felt hurry the table on (the spin's round plays at the table's own pace).
func (c *ccTable) wholeRound(plays [3]string) image.Image {
	c.t.Helper()
	before := c.state().Credits
	c.bet("fiveCard")
	img := c.shot("01-betting", true)
	pts, w := c.crossPlaces()
	for i, p := range pts {
		if got := c.look(img, p, w); got != "" {
			c.t.Errorf("betting: before the deal the cross's %s place shows a card %s", cc.Position(i), got)
		}
	}
	c.logLap("bets by clicks")
	c.click("deal")
	var prev hook.State
	var prevImg image.Image
	for i, play := range plays {
		st := c.decision(i)
		c.logLap("the " + streets[i] + " decision")
		img := c.shot(fmt.Sprintf("%02d-%s", i+2, streets[i]), true)
		c.checkCross(streets[i], img, st)
		if n, want := countShown(st.Community), []int{0, 2, 4}[i]; n != want {
			c.t.Errorf("%s street: %d community cards face up, want %d", streets[i], n, want)
		}
		if len(st.Cards) != 2 {
			c.t.Errorf("%s street: your cards %v", streets[i], st.Cards)
		}
		if i > 0 {
			// The cards that turned changed their places on the screen.
			for p, pt := range pts {
				if st.Community[p] != "" && prev.Community[p] == "" && c.differ(prevImg, img, pt[0], pt[1], w/2) < 0.3 {
					c.t.Errorf("%s street: the %s card turned but its place looks the same", streets[i], cc.Position(p))
				}
			}
			if len(st.Hands) == 0 || st.Hands[0].For != "across" || st.Hands[0].Hand == "" {
				c.t.Errorf("%s street: the Across hand is not named: %+v", streets[i], st.Hands)
			}
		}
		if !slices.Contains(st.Legal, play) {
			c.t.Fatalf("%s street: %s is not legal: %v", streets[i], play, st.Legal)
		}
		for _, b := range []string{"fold", "play 1", "play 2", "play 3"} {
			if _, ok := st.Targets[b]; ok != slices.Contains(st.Legal, b) {
				c.t.Errorf("%s street: the %s button on show %v, legal %v", streets[i], b, ok, st.Legal)
			}
		}
		prev, prevImg = st, img
		c.click(play)
	}
	c.skipUntil("the settlement", func(s hook.State) bool { return s.Phase == "done" && !s.Animating })
	st := c.settled(before)
	c.logLap("the settlement")
	img = c.shot("05-settled", true)
	c.checkCross("settled", img, st)
	if n := countShown(st.Community); n != cc.CrossSize {
		c.t.Errorf("settled: community %v", st.Community)
	}
	if len(st.Hands) != 2 || st.Hands[0].For != "across" || st.Hands[1].For != "down" || len(st.Hands[0].Best) != 5 || len(st.Hands[1].Best) != 5 {
		c.t.Fatalf("settled: hands %+v", st.Hands)
	}
	r := results(st)
	for i, w := range streets {
		want := credits.Amount(money.Credits(5 * int64(plays[i][5]-'0')))
		if r[w].Staked != want {
			c.t.Errorf("settled: the %s bet staked %s, want %s (%s)", w, creditsText(r[w].Staked), creditsText(want), plays[i])
		}
	}
	c.t.Logf("%s: Across %s, Down %s, community %v, net %s", c.name, st.Hands[0].Hand, st.Hands[1].Hand, st.Community, creditsText(st.Results.Net))
	return img
}

func countShown(cs []string) int {
	n := 0
	for _, c := range cs {
		if c != "" {
			n++
		}
	}
	return n
}

// helpSign opens the pays-and-rules sign by its button, takes its picture, checks it covers
// the table seen before, and closes it with another click. An upright screen's row has no
// PAYS & RULES (render/table's Small): SETTINGS, then the settings page's Pays and rules,
// open them as a page of their own (paysPage).
func (c *ccTable) helpSign(before image.Image) {
	c.t.Helper()
	if c.name == "portrait" {
		c.paysPage()
		return
	}
	c.click("help")
	c.waitFor("the sign", 10*time.Second, func(s hook.State) bool { return s.Help && !s.Animating })
	img := c.shot("06-help", false)
	x, y := 640.0, 400.0
	if c.name == "portrait" {
		x, y = 360, 640
	}
	if d := c.differ(before, img, x, y, 300); d < 0.5 {
		c.t.Errorf("the sign changed only %.0f%% of the table's middle", 100*d)
	}
	c.click("help")
	c.waitFor("the sign closed", 10*time.Second, func(s hook.State) bool { return !s.Help && !s.Animating })
	c.logLap("the sign")
}

// paysPage opens the settings page by its button, the pays and rules from there, takes
// their picture, and goes back to the table.
func (c *ccTable) paysPage() {
	c.t.Helper()
	c.click("screen settings")
	c.waitScreen("settings")
	if r, err := browsertest.Eval[string](c.tab, `window.felt.act('press', 'pays')`); err != nil || r != "" {
		c.t.Fatalf("%s: the settings page's Pays and rules: %q %v", c.name, r, err)
	}
	c.waitScreen("pays")
	c.shot("06-pays", false)
	for range 2 {
		if r, err := browsertest.Eval[string](c.tab, `window.felt.act('back', '')`); err != nil || r != "" {
			c.t.Fatalf("%s: back: %q %v", c.name, r, err)
		}
	}
	c.waitScreen("")
	c.logLap("the pays page")
}

// waitScreen waits until the page on show is screen ("" the table), for at most 10 s.
func (c *ccTable) waitScreen(screen string) {
	c.t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		now, err := browsertest.Eval[string](c.tab, `JSON.parse(window.felt.state()).screen || ""`)
		if err != nil {
			c.t.Fatal(err)
		}
		if now == screen {
			return
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("%s: the page on show is %q, want %q", c.name, now, screen)
		}
	}
}

// foldOn plays a round by clicks that bets 1x on the streets before street and folds on it,
// clicking the felt to hurry the table on.
func (c *ccTable) foldOn(street cc.Street) {
	c.t.Helper()
	before := c.state().Credits
	c.bet()
	c.click("deal")
	fold := int(street - cc.AcrossStreet)
	for i := 0; i <= fold; i++ {
		c.decision(i)
		if i < fold {
			c.click("play 1")
			continue
		}
		c.click("fold")
	}
	c.skipUntil("the settlement", func(s hook.State) bool { return s.Phase == "done" && !s.Animating })
	st := c.settled(before)
	img := c.shot("07-fold-"+streets[fold], true)
	r := results(st)
	for _, w := range []string{"anteAcross", "anteDown"} {
		if r[w].Result != "fold" {
			c.t.Errorf("fold on %s: %s ended %+v", streets[fold], w, r[w])
		}
	}
	for i, w := range streets {
		switch {
		case i < fold && (r[w].Result != "fold" || r[w].Staked != five):
			c.t.Errorf("fold on %s: the %s bet ended %+v", streets[fold], w, r[w])
		case i >= fold && r[w].Staked != 0:
			c.t.Errorf("fold on %s: the %s bet ended %+v, never made", streets[fold], w, r[w])
		}
	}
	if want := -credits.Amount(2+fold) * five; st.Results.Net != want {
		c.t.Errorf("fold on %s: net %s, want %s", streets[fold], creditsText(st.Results.Net), creditsText(want))
	}
	if len(st.Hands) != 0 {
		c.t.Errorf("fold on %s: a folded hand is still named: %+v", streets[fold], st.Hands)
	}
	// The dealer turns the cross at the end, whoever folded.
	c.checkCross("fold on "+streets[fold], img, st)
	c.logLap("a fold on the " + streets[fold] + " street")
}

func (c *ccTable) noErrors() {
	c.t.Helper()
	for _, m := range c.tab.Errors() {
		c.t.Errorf("console: %v", m)
	}
}
