//go:build !js

package web_test

import (
	"context"
	"encoding/json"
	"felt/render/hook"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	cc "felt/game/crisscross"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/credits"
	"felt/render/crisscross"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/web/browsertest"

	"github.com/chromedp/chromedp"
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

// ccTable is the Criss Cross Poker table in a browser tab.
type ccTable struct {
	t     *testing.T
	tab   *browsertest.Tab
	vp    browsertest.Viewport
	name  string    // the orientation, which names the screenshots
	start time.Time // when the tab opened
	lap   time.Time // when the last lap was logged
}

// openCC opens the table in a new tab with query and waits until it takes clicks: the title
// that shows first takes none, so the first chip is clicked until it is chosen.
func openCC(t *testing.T, b *browsertest.Browser, site *browsertest.Site, name string, vp browsertest.Viewport, query string) *ccTable {
	t.Helper()
	dir, err := browsertest.OutDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "crisscross"), 0o755); err != nil {
		t.Fatal(err)
	}
	c := &ccTable{t: t, tab: b.NewTab(t), vp: vp, name: name, start: time.Now()}
	c.lap = c.start
	if err := c.tab.Open(site.URL+"/?game=crisscross&"+query, vp); err != nil {
		t.Fatal(err)
	}
	if err := c.tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	st := c.waitFor("the table", time.Minute, func(s hook.State) bool { return !s.Animating && s.Phase == "betting" })
	if st.Game != "crisscross" || st.Orientation != name || st.Reduced {
		t.Fatalf("the page opened %q in %s (reduced motion %v)", st.Game, st.Orientation, st.Reduced)
	}
	for try := 1; ; try++ {
		c.click("chip5")
		if _, ok := c.poll(2*time.Second, func(s hook.State) bool { return s.Chip == five }); ok {
			break
		}
		if try == 10 {
			t.Fatalf("%s: ten clicks on the chip of 5 chose nothing", name)
		}
	}
	c.logLap("opened")
	return c
}

// logLap logs how long the part of the test just done took.
func (c *ccTable) logLap(what string) {
	now := time.Now()
	c.t.Logf("%s: %s in %v (%v since the tab opened)", c.name, what, now.Sub(c.lap).Round(100*time.Millisecond), now.Sub(c.start).Round(100*time.Millisecond))
	c.lap = now
}

// state reads window.felt.state(); a page that does not answer within a minute fails the
// test.
func (c *ccTable) state() hook.State {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(c.tab.Context(), time.Minute)
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.felt.state()`))
	if err != nil {
		c.t.Fatalf("%s: window.felt.state(): %v", c.name, err)
	}
	var st hook.State
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		c.t.Fatalf("state %s: %v", s, err)
	}
	return st
}

// poll reads the state until ok says yes, for at most timeout.
func (c *ccTable) poll(timeout time.Duration, ok func(hook.State) bool) (hook.State, bool) {
	c.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		st := c.state()
		if ok(st) {
			return st, true
		}
		if time.Now().After(deadline) {
			return st, false
		}
		time.Sleep(100 * time.Millisecond) // each state costs the page a little
	}
}

// waitFor polls the state until ok says yes, and fails the test after timeout.
func (c *ccTable) waitFor(what string, timeout time.Duration, ok func(hook.State) bool) hook.State {
	c.t.Helper()
	st, done := c.poll(timeout, ok)
	if !done {
		c.t.Fatalf("%s: waiting for %s: phase %s, street %q, animating %v, turn %d, message %q, legal %v, bets %v",
			c.name, what, st.Phase, st.Street, st.Animating, st.Turn, st.Message, st.Legal, bets(st.Bets))
	}
	return st
}

// click waits until the table stands still with target on show (a click while something
// moves only finishes it), and clicks it with the mouse.
func (c *ccTable) click(target string) {
	c.t.Helper()
	st := c.waitFor("a still table with "+target, 2*time.Minute, func(s hook.State) bool {
		_, ok := s.Targets[target]
		return ok && !s.Animating
	})
	p := st.Targets[target]
	if err := c.tab.ClickDesign(p[0], p[1]); err != nil {
		c.t.Fatal(err)
	}
}

// skipUntil clicks the felt whenever the table moves (a click during an animation completes
// it at once, as a player hurries the table on) until ok says yes.
func (c *ccTable) skipUntil(what string, ok func(hook.State) bool) hook.State {
	c.t.Helper()
	// The middle of the cross: no button, chip or circle is there.
	pts, _ := c.crossPlaces()
	x, y := pts[cc.Middle][0], pts[cc.Middle][1]
	deadline := time.Now().Add(2 * time.Minute)
	for {
		st := c.state()
		if ok(st) {
			return st
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("%s: hurrying on to %s: phase %s, street %q, animating %v, turn %d", c.name, what, st.Phase, st.Street, st.Animating, st.Turn)
		}
		if st.Animating {
			if err := c.tab.ClickDesign(x, y); err != nil {
				c.t.Fatal(err)
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// setSpeed clicks the speed setting until the table plays at speed.
func (c *ccTable) setSpeed(speed string) {
	c.t.Helper()
	for range 4 {
		st := c.state()
		if st.Speed == speed {
			return
		}
		c.click("speed")
		c.waitFor("the next speed", 10*time.Second, func(s hook.State) bool { return s.Speed != st.Speed })
	}
	c.t.Fatalf("%s: the speed setting never came to %s", c.name, speed)
}

// credits prints an amount as the state does.
func creditsText(a credits.Amount) string {
	b, _ := a.MarshalJSON()
	return string(b)
}

// bets prints the bets made.
func bets(m map[string]credits.Amount) string {
	var out []string
	for k, v := range m {
		if v != 0 {
			out = append(out, k+" "+creditsText(v))
		}
	}
	slices.Sort(out)
	return "[" + strings.Join(out, ", ") + "]"
}

var five = credits.Amount(money.Credits(5))

// shot takes a screenshot into out/browser/crisscross/ and checks it is a picture: the
// page's size and colours enough for a table (felt, cards, chips, brass); felt says the
// felt's green shows somewhere.
func (c *ccTable) shot(phase string, felt bool) image.Image {
	c.t.Helper()
	img, err := c.tab.Screenshot("crisscross/" + c.name + "-" + phase)
	if err != nil {
		c.t.Fatal(err)
	}
	b := img.Bounds()
	if b.Dx() != c.vp.Width || b.Dy() != c.vp.Height {
		c.t.Fatalf("%s: the screenshot is %dx%d", phase, b.Dx(), b.Dy())
	}
	colours := map[[3]uint8]bool{}
	green := 0
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			p := at(img, x, y)
			colours[[3]uint8{p.R >> 3, p.G >> 3, p.B >> 3}] = true
			if isFelt(p) {
				green++
			}
		}
	}
	if len(colours) < 100 || felt && green == 0 {
		c.t.Errorf("%s: the screenshot has %d colours and %d felt pixels: not the table", phase, len(colours), green)
	}
	return img
}

// toScreen maps a point in design units to the screenshot's pixels.
func (c *ccTable) toScreen(x, y float64) (int, int) {
	v := layout.Fit(float64(c.vp.Width)*c.vp.Scale, float64(c.vp.Height)*c.vp.Scale, c.vp.Scale)
	dx, dy := v.ToDevice(x, y)
	return int(dx), int(dy)
}

// crossPlaces are the community cards' places in design units, in cross order (top, left,
// middle, right, bottom), as render/crisscross lays them out (geometry.go), and their width.
func (c *ccTable) crossPlaces() (pts [cc.CrossSize][2]float64, w float64) {
	mx, my, dx, dy := 640.0, 212.0, 58.0, 72.0
	w = 48
	if c.name == "portrait" {
		mx, my, dx, dy, w = 360, 272, 62, 80, 52
	}
	return [cc.CrossSize][2]float64{{mx, my - dy}, {mx - dx, my}, {mx, my}, {mx + dx, my}, {mx, my + dy}}, w
}

// look tells what lies at a place of the cross in img: "up" a card's face (much of it the
// white of the card), "down" a card's back (mostly its deep blue or red), "" neither (felt).
func (c *ccTable) look(img image.Image, p [2]float64, w float64) string {
	white, back, n := 0, 0, 0
	for y := p[1] - w*0.55; y <= p[1]+w*0.55; y += 2 {
		for x := p[0] - w*0.35; x <= p[0]+w*0.35; x += 2 {
			sx, sy := c.toScreen(x, y)
			q := at(img, sx, sy)
			r, g, b := int(q.R), int(q.G), int(q.B)
			n++
			switch {
			case r > 200 && g > 200 && b > 190:
				white++
			case b > g+40 && b > r+20, r > g+60 && r > b+30:
				back++
			}
		}
	}
	switch {
	case white*10 > 3*n && back*2 < n:
		return "up"
	case back*2 > n:
		return "down"
	}
	return ""
}

// checkCross checks that the cards of the cross the state has face up look face up in the
// screenshot, and the others face down.
func (c *ccTable) checkCross(phase string, img image.Image, st hook.State) {
	c.t.Helper()
	pts, w := c.crossPlaces()
	if len(st.Community) != cc.CrossSize {
		c.t.Fatalf("%s: community %v", phase, st.Community)
	}
	for i, p := range pts {
		want := "down"
		if st.Community[i] != "" {
			want = "up"
		}
		if got := c.look(img, p, w); got != want {
			c.t.Errorf("%s: the community card %s is %q in the state, but looks %q on the screen", phase, cc.Position(i), st.Community[i], got)
		}
	}
}

// differ returns the fraction of the points sampled in the circle at x, y of radius r
// (design units) whose colour differs clearly between a and b.
func (c *ccTable) differ(a, b image.Image, x, y, r float64) float64 {
	n, d := 0, 0
	for py := y - r; py <= y+r; py += 5 {
		for px := x - r; px <= x+r; px += 5 {
			if (px-x)*(px-x)+(py-y)*(py-y) > r*r {
				continue
			}
			sx, sy := c.toScreen(px, py)
			p, q := at(a, sx, sy), at(b, sx, sy)
			n++
			if absDiff(p.R, q.R)+absDiff(p.G, q.G)+absDiff(p.B, q.B) > 48 {
				d++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(d) / float64(n)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// bet puts the antes at 5 by clicks (the chip of 5, then the ANTE ACROSS circle: the ANTE
// DOWN follows), then each circle of more with one click (a sensor steps through its
// amounts) or as many as it takes to reach 5.
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
// the table seen before, and closes it with another click.
func (c *ccTable) helpSign(before image.Image) {
	c.t.Helper()
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

// sensors are the circles of the prize wheels' wagers.
var sensors = map[table.Wager]string{cc.BonusSpin: "bonusSpin", cc.Xtreme: "xtreme"}

// findCCSpin searches session seeds, with the rules core in this process, for a first round
// in which the person's wager w spins its own wheel (the Bonus Spin wheel, or the Xtreme's
// Hot Spot wheel), no table-mate spins it, and no wheel spins twice: the table the page
// opens (render/crisscross's plug, its DefaultConfig, the session's seed), the antes and w
// placed as bet's clicks place them (Place with the chip of 5, the sensor until it stands at
// 5), the round dealt from render/table.RoundSeed, and 1x on each street, as watchSpin
// clicks; at most one wheel spins after the person's (watchSpin sees the last one once it
// hurries the settlement on). Of the first few dozen such seeds it takes the one whose
// playback comes soonest from the person's last decision to the spin (the fewest events
// between, a wheel spun before it counting as many), to keep the wait at normal speed short.
// It returns the seed, the person's bets, and every wheel spun in the round, in order.
func findCCSpin(t *testing.T, w table.Wager, from uint64) (uint64, table.Bets, []table.Event) {
	t.Helper()
	eval := hand.New()
	var best struct {
		seed   uint64
		bets   table.Bets
		spins  []table.Event
		before int // events from the person's last decision to the spin
	}
	found := 0
	for seed := from; seed < from+5000 && found < 30; seed++ {
		g, err := crisscross.New(nil).Open(nil, seed, eval)
		if err != nil {
			t.Fatal(err)
		}
		core := g.(*cc.Table)
		me := core.Person()
		chip := money.Credits(5)
		if err := core.Place(me, cc.AnteAcross, chip); err != nil {
			t.Fatal(err)
		}
		for range 3 {
			if err := core.Place(me, w, chip); err != nil {
				t.Fatal(err)
			}
			if core.OnSpot(me, w) == chip {
				break
			}
		}
		bets := core.Bets(me)
		if bets[w] != chip || bets[cc.AnteDown] != chip {
			t.Fatalf("the core's bets: %v", bets)
		}
		if err := core.Deal(tbl.RoundSeed(seed, core.Round())); err != nil {
			t.Fatal(err)
		}
		for core.Phase() == table.Deciding {
			if err := core.Decide(me, table.Bet1x); err != nil {
				t.Fatal(err)
			}
		}
		var spins []table.Event
		mine, theirs, before, decided, after := 0, 0, 0, 0, 0
		names := map[string]bool{}
		for i, e := range core.Events() {
			if e.Kind == table.Decided && int(e.Seat) == me {
				decided = i
			}
			if e.Kind != table.WheelSpun {
				continue
			}
			switch {
			case mine > 0:
				after++
			case len(spins) > 0:
				before += 40 // a whole spin at normal speed first
			}
			if names[ccWheelName(e)] {
				theirs++ // a wheel spun twice: the state tells the spins of a wheel apart by their order alone
			}
			names[ccWheelName(e)] = true
			spins = append(spins, e)
			if e.Wager == w && e.Value == cc.OwnWheel {
				if int(e.Seat) == me {
					mine++
					before += i - decided
				} else {
					theirs++
				}
			}
		}
		if mine != 1 || theirs != 0 || after > 1 {
			continue
		}
		if found++; found == 1 || before < best.before {
			best.seed, best.bets, best.spins, best.before = seed, bets, spins, before
		}
	}
	if found == 0 {
		t.Fatalf("no seed spins the person's wheel of wager %d", w)
	}
	return best.seed, best.bets, best.spins
}

// ccWheelName names the wheel of a WheelSpun event as the state does.
func ccWheelName(e table.Event) string {
	switch {
	case e.Wager == cc.BonusSpin:
		return "Bonus Spin"
	case e.Value == cc.CommunityWheel:
		return "Community Prize"
	}
	return "Hot Spot"
}

// watchSpin plays the round of a seed findCCSpin found, by clicks, at normal speed: the bets
// the core made (checked before the deal), deal, 1x on each street. Then it watches the
// settlement until the wheel named wheel lands, on the segment the core chose, with a
// screenshot while it spins and one once it has landed. Every wheel the round spins shows
// the core's segment.
func (c *ccTable) watchSpin(w table.Wager, wheel string, core table.Bets, spins []table.Event) {
	c.t.Helper()
	spot := sensors[w]
	before := c.state().Credits
	st := c.bet(spot)
	for _, x := range []struct {
		name  string
		wager table.Wager
	}{{"anteAcross", cc.AnteAcross}, {"anteDown", cc.AnteDown}, {spot, w}} {
		if st.Bets[x.name] != credits.Amount(core[x.wager]) {
			c.t.Fatalf("the clicks bet %s on %s, the core that chose the seed %s", creditsText(st.Bets[x.name]), x.name, creditsText(credits.Amount(core[x.wager])))
		}
	}
	c.click("deal")
	for i := range streets {
		c.decision(i)
		c.click("play 1")
	}
	c.logLap("the bets, the deal and three decisions, hurried")
	want := map[string]int{} // the core's segment of each wheel spun
	var mine table.Event
	for _, e := range spins {
		name := ccWheelName(e)
		want[name] = int(e.Index)
		if name == wheel {
			mine = e
		}
	}
	cfg := crisscross.DefaultConfig()
	prize := cfg.SpinTable.Wheel.Segments[mine.Index].Symbol.String()
	if w == cc.Xtreme {
		prize = cfg.XtremeTable.HotSpot.Segments[mine.Index].Symbol.String()
	}

	seen := map[string]int{}    // the segment of each wheel the table spun
	var first, landed time.Time // when the wheel watched came, and landed
	var spinning, still image.Image
	deadline := time.Now().Add(3 * time.Minute)
	note := func(ws *hook.WheelState) {
		if ws == nil {
			return
		}
		if seg, ok := want[ws.Wheel]; !ok || seg != ws.Segment {
			c.t.Fatalf("the table spins the %s wheel to segment %d; the core spun %v", ws.Wheel, ws.Segment, spins)
		}
		seen[ws.Wheel] = ws.Segment
	}
	for {
		st := c.state()
		if ws := st.Wheel; ws != nil {
			note(ws)
			if ws.Wheel == wheel {
				if first.IsZero() {
					first = time.Now()
					deadline = first.Add(3 * time.Minute) // as long again for the spin itself
				}
				switch {
				case !ws.Landed && spinning == nil && time.Since(first) > time.Second:
					spinning = c.shot("08-"+slug(wheel)+"-spinning", false)
					if ws := c.state().Wheel; ws == nil || ws.Landed {
						c.t.Errorf("the %s wheel landed %v after it came: too soon to see it spin", wheel, time.Since(first))
					}
				case ws.Landed && landed.IsZero():
					landed = time.Now()
					if ws.Prize != prize {
						c.t.Errorf("the %s wheel landed on %q, the core's segment %d is %q", wheel, ws.Prize, mine.Index, prize)
					}
					still = c.shot("09-"+slug(wheel)+"-landed", false)
				}
			}
		}
		if st.Phase == "done" && !st.Animating {
			break
		}
		if still != nil {
			// The wheel watched has landed: hurry the rest of the settlement on. The wheel
			// spun after it, if any (findCCSpin allows one), is the one the table holds at
			// the end.
			note(c.skipUntil("the settlement", func(s hook.State) bool { return s.Phase == "done" && !s.Animating }).Wheel)
			break
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("the round with the %s spin never ended: phase %s, wheel %+v", wheel, st.Phase, st.Wheel)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if landed.IsZero() || spinning == nil {
		c.t.Fatalf("the %s wheel: seen spinning %v, landed %v (wheels seen %v, the core spun %v)", wheel, spinning != nil, !landed.IsZero(), seen, spins)
	}
	for name, seg := range want {
		if got, ok := seen[name]; !ok || got != seg {
			c.t.Errorf("the core spun the %s wheel to %d; the table showed %v", name, seg, seen)
		}
	}
	c.t.Logf("%s: the %s wheel landed on segment %d (%s) %v after it came forward", c.name, wheel, mine.Index, prize, landed.Sub(first).Round(100*time.Millisecond))
	if d := landed.Sub(first); d < 2*time.Second {
		c.t.Errorf("the %s wheel spun for only %v at normal speed", wheel, d)
	}
	st = c.settled(before)
	c.logLap("the settlement with the " + wheel + " spin")
	if r := results(st)[spot]; r.Result == "lose" || r.Result == "" {
		c.t.Errorf("the %s wager that spun ended %+v", spot, r)
	}
	after := c.shot("10-"+slug(wheel)+"-paid", true)
	// The wheel over the table, turned between the two pictures, gone at the end.
	x, y, r := 640.0, 388.0, 268.0
	if c.name == "portrait" {
		x, y, r = 360, 660, 300
	}
	if d := c.differ(spinning, still, x, y, r*0.8); d < 0.2 {
		c.t.Errorf("the %s wheel looks the same spinning and landed (%.0f%% differs)", wheel, 100*d)
	}
	if d := c.differ(still, after, x, y, r*0.9); d < 0.5 {
		c.t.Errorf("the landed %s wheel differs from the table without it in only %.0f%% of its disc", wheel, 100*d)
	}
}

func slug(s string) string {
	return strings.ToLower(strings.ReplaceAll(s, " ", "-"))
}

// noErrors fails the test for what the page wrote to its console as errors.
func (c *ccTable) noErrors() {
	c.t.Helper()
	for _, m := range c.tab.Errors() {
		c.t.Errorf("console: %v", m)
	}
}
