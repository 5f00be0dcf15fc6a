//go:build !js

package web_test

import (
	"context"
	"encoding/json"
	"felt/render/hook"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	cc "felt/game/crisscross"
	"felt/game/money"
	"felt/render/credits"
	"felt/web/browsertest"

	"github.com/chromedp/chromedp"
)

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

// setSpeed clicks the speed setting until the table plays at speed; on an upright screen,
// whose row has no SPEED (render/table's Small), it presses S, the speed's key.
func (c *ccTable) setSpeed(speed string) {
	c.t.Helper()
	for range 4 {
		st := c.state()
		if st.Speed == speed {
			return
		}
		if c.name == "portrait" {
			if err := c.tab.PressKey("s"); err != nil {
				c.t.Fatal(err)
			}
		} else {
			c.click("speed")
		}
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
