//go:build !js

package web_test

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"felt/web/browsertest"
)

// targetState is what the tap test reads of window.felt.state().
type targetState struct {
	Screen    string             `json:"screen"`
	Phase     string             `json:"phase"`
	Round     uint64             `json:"round"`
	Street    string             `json:"street"`
	Animating bool               `json:"animating"`
	Chip      float64            `json:"chip"`
	Bets      map[string]float64 `json:"bets"`
	Muted     bool               `json:"muted"`
	Speed     string             `json:"speed"`
	Advice    *struct {
		Shown bool `json:"shown"`
	} `json:"advice"`
	TargetsCSS map[string][4]float64 `json:"targetsCSS"`
	Page       [2]float64            `json:"page"`
}

// total is the sum of the person's bets.
func (s targetState) total() float64 {
	t := 0.0
	for _, b := range s.Bets {
		t += b
	}
	return t
}

// minTouch is the least side, CSS pixels, of anything a finger taps (issue 26).
const minTouch = 44

// Phones are the two phones of issue 26 the taps are tried on, upright and on their sides.
var phones = []struct {
	name string
	vp   browsertest.Viewport
}{
	{"390x844@3x", browsertest.Viewport{Width: 390, Height: 844, Scale: 3}},
	{"375x667@2x", browsertest.Viewport{Width: 375, Height: 667, Scale: 2}},
	{"844x390@3x", browsertest.Viewport{Width: 844, Height: 390, Scale: 3}},
	{"667x375@2x", browsertest.Viewport{Width: 667, Height: 375, Scale: 2}},
}

// TestTapTargets opens both tables on the two phones, upright and on their sides, and taps every control and wager
// state().targetsCSS names, at its centre, as a finger does: in the betting (each chip, the
// betting area that opens the bet panel, each circle's button on it, DONE, the settings
// row's buttons, the printed sign that opens the pays and rules, UNDO, DOUBLE, CLEAR), then DEAL, the decisions (the others, HINT among
// them, measured) and the round's end (REBET, REBET & DEAL). Each tap must do what its
// target says: the chip chosen, the panel opened or closed, a chip more on the circle, the
// page opened, the round dealt or decided. It measures each target's size and fails for
// those under 44 CSS pixels in their smaller side (issue 26), and logs the smallest; it
// checks that every target lies on the page, and that the page's line of free play under
// the table is set at 11 CSS pixels or more.
func TestTapTargets(t *testing.T) {
	t.Parallel()
	site := browsertest.Serve(t)
	for _, game := range []string{"crazy4", "crisscross"} {
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			tab := browsertest.Launch(t).NewTab(t)
			if err := tab.Open(site.URL+"/?game="+game+"&seed=5&speed=instant", phones[0].vp); err != nil {
				t.Fatal(err)
			}
			if err := tab.WaitShown(loadTimeout); err != nil {
				t.Fatal(err)
			}
			if err := tab.SeeNotice(); err != nil {
				t.Fatal(err)
			}
			for _, ph := range phones {
				if err := tab.Resize(ph.vp); err != nil {
					t.Fatal(err)
				}
				// The page's line of free play, under the table, readable too.
				px, err := browsertest.Eval[float64](tab, `parseFloat(getComputedStyle(document.querySelector('footer')).fontSize)`)
				if err != nil || px < 11 {
					t.Errorf("%s at %s: the line of free play is set at %v px (%v), under 11", game, ph.name, px, err)
				}
				small, least := tapEveryTarget(t, tab, game, ph.vp)
				sort.Strings(small)
				t.Logf("%s at %s: the smallest target %s", game, ph.name, least)
				if len(small) > 0 {
					t.Errorf("%s at %s: %d targets under %d CSS px: %s", game, ph.name, len(small), minTouch, strings.Join(small, "; "))
				}
			}
		})
	}
}

// tapper taps a table's targets and notes their sizes.
type tapper struct {
	t      *testing.T
	tab    *browsertest.Tab
	vp     browsertest.Viewport
	tapped map[string]bool
	small  map[string]string
	least  string  // the smallest target measured, with its size
	side   float64 // its smaller side
}

// settled waits until the table has played back and is on screen.
func (p *tapper) settled() targetState {
	p.t.Helper()
	st, err := browsertest.Wait(p.tab, "the table at rest", time.Minute, func(s targetState) bool {
		return !s.Animating && s.Screen == ""
	})
	if err != nil {
		p.t.Fatal(err)
	}
	return st
}

// tap taps target name at the centre of its rectangle and waits until did says the tap
// did what the target is for.
func (p *tapper) tap(name string, did func(before, after targetState) bool) targetState {
	p.t.Helper()
	before := p.settled()
	r, ok := before.TargetsCSS[name]
	if !ok {
		p.t.Fatalf("no %q among the targets %v", name, before.TargetsCSS)
	}
	p.measure(name, r)
	if err := p.tab.Touch(r[0]+r[2]/2, r[1]+r[3]/2); err != nil {
		p.t.Fatal(err)
	}
	after, err := browsertest.Wait(p.tab, "the tap on "+name+" to take", 30*time.Second, func(s targetState) bool {
		return did(before, s)
	})
	if err != nil {
		if _, err := p.tab.Screenshot("tap-miss-" + strings.ReplaceAll(name, " ", "-")); err != nil {
			p.t.Log(err)
		}
		p.t.Fatalf("a tap at the centre of %s %v missed: %v", name, r, err)
	}
	p.tapped[name] = true
	return after
}

// measure notes a target's size and checks it lies on the page.
func (p *tapper) measure(name string, r [4]float64) {
	if r[0] < 0 || r[1] < 0 || r[0]+r[2] > float64(p.vp.Width)+0.5 || r[1]+r[3] > float64(p.vp.Height)+0.5 {
		p.t.Errorf("%s %v runs off the %dx%d page", name, r, p.vp.Width, p.vp.Height)
	}
	side := math.Min(r[2], r[3])
	if side < minTouch {
		p.small[name] = fmt.Sprintf("%s %.0fx%.0f", name, r[2], r[3])
	}
	if p.least == "" || side < p.side {
		p.least, p.side = fmt.Sprintf("%s %.1fx%.1f", name, r[2], r[3]), side
	}
}

// act carries out a command through the hook, between the taps.
func (p *tapper) act(name, arg string) {
	p.t.Helper()
	msg, err := browsertest.Eval[string](p.tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg))
	if err != nil || msg != "" {
		p.t.Fatalf("act %s %s: %v %s", name, arg, err, msg)
	}
}

// tapEveryTarget plays a round on a table by taps alone and returns the targets under
// minTouch, each with its size, and the smallest target measured.
func tapEveryTarget(t *testing.T, tab *browsertest.Tab, game string, vp browsertest.Viewport) (small []string, least string) {
	p := &tapper{t: t, tab: tab, vp: vp, tapped: map[string]bool{}, small: map[string]string{}}
	// The targets measured on this page's size (state's page), not on the last one's: a
	// phone's targets on its side fit in the next, smaller phone's page too.
	st, err := browsertest.Wait(tab, "the table laid out for the phone", time.Minute, func(s targetState) bool {
		_, ok := s.TargetsCSS["chip5"]
		return !s.Animating && s.Screen == "" && ok && s.Page == [2]float64{float64(vp.Width), float64(vp.Height)}
	})
	if err != nil {
		t.Fatal(err)
	}
	if st.Phase != "betting" && st.Phase != "done" {
		t.Fatalf("the table stands at %s", st.Phase)
	}
	// The chips, the smallest last: the circles take it.
	var chips []int
	for name := range st.TargetsCSS {
		if v, err := strconv.Atoi(strings.TrimPrefix(name, "chip")); err == nil && strings.HasPrefix(name, "chip") {
			chips = append(chips, v)
		}
	}
	if len(chips) == 0 {
		t.Fatal("no chips among the targets")
	}
	sort.Sort(sort.Reverse(sort.IntSlice(chips)))
	for _, v := range chips {
		p.tap(fmt.Sprintf("chip%d", v), func(_, a targetState) bool { return a.Chip == float64(v) })
	}
	// The circles the person bets on before the deal: a chip more on each. On a phone they
	// are bet on through the bet panel, which a tap on the betting area opens.
	panel := false
	if _, ok := st.TargetsCSS["bets"]; ok {
		panel = true
		st = p.tap("bets", func(_, a targetState) bool { _, ok := a.TargetsCSS["bets off"]; return ok })
	}
	var circles []string
	for name := range st.Bets {
		if _, ok := st.TargetsCSS[name]; ok && bettable(game, name) {
			circles = append(circles, name)
		}
	}
	if len(circles) == 0 {
		t.Fatalf("no circle to bet on among the targets %v", st.TargetsCSS)
	}
	sort.Strings(circles)
	for _, c := range circles {
		p.tap(c, func(b, a targetState) bool { return a.Bets[c] > b.Bets[c] })
	}
	if panel {
		p.tap("bets off", func(_, a targetState) bool { _, ok := a.TargetsCSS["bets"]; return ok })
	}
	// The settings row: each page opens, and the table comes back; SOUND where it is on
	// the table (a phone's settings page has it).
	for name := range p.settled().TargetsCSS {
		if page, ok := strings.CutPrefix(name, "screen "); ok {
			p.tap(name, func(_, a targetState) bool { return a.Screen == page })
			p.act("back", "")
		}
	}
	// The pays and rules: on a phone the printed sign opens them as a page, in one tap.
	p.tap("help", func(_, a targetState) bool { return a.Screen == "pays" })
	p.act("back", "")
	if _, ok := p.settled().TargetsCSS["mute"]; ok {
		p.tap("mute", func(b, a targetState) bool { return a.Muted != b.Muted })
		p.tap("mute", func(b, a targetState) bool { return a.Muted != b.Muted })
	}
	// The bets' buttons.
	p.tap("double", func(b, a targetState) bool { return a.total() > b.total() })
	p.tap("undo", func(b, a targetState) bool { return a.total() < b.total() })
	p.tap("clear", func(_, a targetState) bool { return a.total() == 0 })
	p.act("chip", "5")
	p.act("bet", "ante")
	// The deal and each decision, 1x where there is one.
	dealt := func(_, a targetState) bool { return a.Phase == "deciding" }
	p.tap("deal", dealt)
	for st := p.settled(); st.Phase == "deciding"; st = p.settled() {
		name := "play 1"
		if _, ok := st.TargetsCSS[name]; !ok {
			name = "fold"
		}
		for d, r := range st.TargetsCSS {
			p.measure(d, r)
		}
		p.tap(name, func(b, a targetState) bool { return a.Phase != "deciding" || a.Street != b.Street })
	}
	p.tap("rebet", func(b, a targetState) bool { return a.total() > 0 && b.total() == 0 })
	p.act("clear", "")
	p.tap("rebetdeal", dealt)
	for name, r := range p.settled().TargetsCSS {
		p.measure(name, r)
	}
	if _, err := tab.Screenshot("taps-" + game + "-" + fmt.Sprintf("%dx%d", vp.Width, vp.Height)); err != nil {
		t.Fatal(err)
	}
	for st := p.settled(); st.Phase == "deciding"; st = p.settled() {
		if _, err := browsertest.Eval[string](tab, `window.felt.act('play', '1') && window.felt.act('fold', '')`); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range p.small {
		small = append(small, s)
	}
	return small, p.least
}

// bettable reports whether a circle takes a chip in the betting: not the decision's own.
func bettable(game, circle string) bool {
	switch game {
	case "crazy4":
		return circle != "play"
	case "crisscross":
		return circle != "across" && circle != "down" && circle != "middle"
	}
	return true
}
