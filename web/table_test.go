//go:build !js

package web_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"felt/web/browsertest"
)

// state is the part of window.felt.state() these tests read (docs/hook.md lists every field).
type state struct {
	Phase        string                 `json:"phase"`
	Animating    bool                   `json:"animating"`
	Round        int                    `json:"round"`
	Credits      json.Number            `json:"credits"`
	CreditsShown json.Number            `json:"creditsShown"`
	Bets         map[string]json.Number `json:"bets"`
	Legal        []string               `json:"legal"`
	Cards        []string               `json:"cards"`
	Hand         string                 `json:"hand"`
	Dealer       *struct {
		Hand string `json:"hand"`
	} `json:"dealer"`
	Results *struct {
		Net    json.Number `json:"net"`
		Void   bool        `json:"void"`
		Wagers []struct {
			Wager  string      `json:"wager"`
			Result string      `json:"result"`
			Net    json.Number `json:"net"`
			Extra  json.Number `json:"extra"`
		} `json:"wagers"`
	} `json:"results"`
	Meter      json.Number           `json:"meter"`
	Mismatches int                   `json:"mismatches"`
	Targets    map[string][2]float64 `json:"targets"`
}

func readState(t *testing.T, tab *browsertest.Tab) state {
	t.Helper()
	s, err := browsertest.Eval[string](tab, `window.felt.state()`)
	if err != nil {
		t.Fatal(err)
	}
	var st state
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		t.Fatalf("state %s: %v", s, err)
	}
	return st
}

// cents reads an amount of the state exactly, in cents.
func cents(t *testing.T, n json.Number) int64 {
	t.Helper()
	whole, frac, _ := strings.Cut(n.String(), ".")
	var w, c int64
	if _, err := fmt.Sscan(whole, &w); err != nil {
		t.Fatalf("amount %q: %v", n, err)
	}
	if frac != "" {
		if _, err := fmt.Sscan((frac + "0")[:2], &c); err != nil {
			t.Fatalf("amount %q: %v", n, err)
		}
	}
	if strings.HasPrefix(whole, "-") {
		return w*100 - c
	}
	return w*100 + c
}

// waitFor polls the state until ok says yes.
func waitFor(t *testing.T, tab *browsertest.Tab, what string, timeout time.Duration, ok func(state) bool) state {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		st := readState(t, tab)
		if ok(st) {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: state %+v", what, st)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// click clicks a target of the state with the mouse.
func click(t *testing.T, tab *browsertest.Tab, target string) {
	t.Helper()
	st := readState(t, tab)
	p, ok := st.Targets[target]
	if !ok {
		t.Fatalf("no %q to click; targets %v", target, st.Targets)
	}
	if err := tab.ClickDesign(p[0], p[1]); err != nil {
		t.Fatal(err)
	}
}

// roundWithClicks plays a whole round with the mouse at fast speed, takes a screenshot of
// each phase, and checks the credits against the core's result.
func roundWithClicks(t *testing.T, b *browsertest.Browser, site *browsertest.Site, name string, vp browsertest.Viewport) {
	tab := b.NewTab(t)
	if err := tab.Open(site.URL+"/?seed=5&speed=fast", vp); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	shot := func(phase string) {
		if _, err := tab.Screenshot("table-" + name + "-" + phase); err != nil {
			t.Fatal(err)
		}
	}
	st := waitFor(t, tab, "the table", time.Minute, func(s state) bool { return !s.Animating && s.Phase == "betting" })
	start := cents(t, st.Credits)
	shot("1-empty")
	// The first click must bet: the 18+ notice of a first start goes with a key first.
	if err := tab.SeeNotice(); err != nil {
		t.Fatal(err)
	}

	click(t, tab, "chip25")
	click(t, tab, "ante")
	click(t, tab, "chip5")
	click(t, tab, "queensUp")
	click(t, tab, "progressive")
	st = waitFor(t, tab, "the bets", 30*time.Second, func(s state) bool {
		return cents(t, s.Bets["queensUp"]) == 500 && cents(t, s.Bets["progressive"]) == 100
	})
	if cents(t, st.Bets["ante"]) != 2500 || cents(t, st.Bets["superBonus"]) != 2500 {
		t.Fatalf("one click of 25 on the Ante should place 25 on the Ante and the Super Bonus: %v", st.Bets)
	}
	shot("2-bets")

	click(t, tab, "deal")
	waitFor(t, tab, "the deal under way", 30*time.Second, func(s state) bool { return s.Phase == "deciding" && s.Animating })
	shot("3-dealing")
	st = waitFor(t, tab, "the decision", 2*time.Minute, func(s state) bool { return s.Phase == "deciding" && !s.Animating })
	if st.Hand == "" || len(st.Legal) < 2 || st.Legal[0] != "fold" || st.Legal[1] != "play 1" {
		t.Fatalf("at the decision: hand %q, legal %v", st.Hand, st.Legal)
	}
	shot("4-decision")

	click(t, tab, "play 1")
	waitFor(t, tab, "the dealer's hand shown", time.Minute, func(s state) bool { return s.Dealer != nil && s.Dealer.Hand != "" })
	shot("5-showdown")
	st = waitFor(t, tab, "the settlement", 3*time.Minute, func(s state) bool { return s.Phase == "done" && !s.Animating })
	shot("6-settled")
	if st.Results == nil {
		t.Fatal("no results after the round")
	}
	net := cents(t, st.Results.Net)
	var sum int64
	for _, w := range st.Results.Wagers {
		sum += cents(t, w.Net) + cents(t, w.Extra)
	}
	if sum != net {
		t.Errorf("the wagers add up to %d cents, the net is %d", sum, net)
	}
	if got := cents(t, st.Credits); got != start+net {
		t.Errorf("credits %d cents after the round, want %d + %d", got, start, net)
	}
	if cents(t, st.CreditsShown) != cents(t, st.Credits) || st.Mismatches != 0 {
		t.Errorf("the table shows %s credits, the core has %s", st.CreditsShown, st.Credits)
	}
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
}

// roundsByHook plays many rounds through window.felt at instant speed and checks every one.
func roundsByHook(t *testing.T, b *browsertest.Browser, site *browsertest.Site) {
	tab := b.NewTab(t)
	// A small window: the software renderer draws each frame faster.
	if err := tab.Open(site.URL+"/?seed=9&speed=instant", browsertest.Viewport{Width: 640, Height: 400, Scale: 1}); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	act := func(name, arg string) string {
		t.Helper()
		r, err := browsertest.Eval[string](tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if msg := act("bet", "queens"); msg == "" {
		t.Error("a side bet without an Ante was taken")
	}
	if msg := act("hit", ""); !strings.Contains(strings.ToLower(msg), "no such command") {
		t.Errorf("an unknown command says %q", msg)
	}
	const rounds = 40
	for i := range rounds {
		st := readState(t, tab)
		before := cents(t, st.Credits)
		if st.Round > 1 && act("rebet", "") == "" {
		} else {
			if msg := act("chip", "5"); msg != "" {
				t.Fatal(msg)
			}
			if msg := act("bet", "ante"); msg != "" {
				if msg := act("buyin", ""); msg != "" {
					t.Fatalf("round %d: no Ante and no buy-in: %s", i, msg)
				}
				before = cents(t, readState(t, tab).Credits)
				act("bet", "ante")
			}
		}
		if msg := act("deal", ""); msg != "" {
			t.Fatalf("round %d: deal: %s", i, msg)
		}
		st = readState(t, tab)
		if st.Phase == "deciding" {
			choice := "1"
			if i%5 == 4 {
				if msg := act("fold", ""); msg != "" {
					t.Fatal(msg)
				}
				choice = ""
			}
			if choice != "" {
				if contains(st.Legal, "play 3") {
					choice = "3"
				}
				if msg := act("play", choice); msg != "" {
					t.Fatalf("round %d: play %s: %s", i, choice, msg)
				}
			}
		}
		st = readState(t, tab)
		if st.Phase != "done" || st.Animating || st.Results == nil {
			t.Fatalf("round %d: phase %s, animating %v, results %v", i, st.Phase, st.Animating, st.Results)
		}
		if got, want := cents(t, st.Credits), before+cents(t, st.Results.Net); got != want {
			t.Fatalf("round %d: credits %d cents, want %d", i, got, want)
		}
		if cents(t, st.CreditsShown) != cents(t, st.Credits) || st.Mismatches != 0 {
			t.Fatalf("round %d: shown %s, core %s", i, st.CreditsShown, st.Credits)
		}
	}
	if _, err := tab.Screenshot("hook-after-rounds"); err != nil {
		t.Fatal(err)
	}
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
}

// reloadKeepsTable plays a session without a seed, which the page keeps in localStorage, and
// reloads the page twice: after a finished round the table comes back as it was (credits, round
// count, the progressive meter where it stood or higher, as the linked tables play on); in the
// middle of a round, the round resumes exactly where it was (docs/rules.md: an interrupted round
// is resumed, never void): the same round, phase, cards and hand, the same credits and the same
// legal decisions, and it plays on to a settlement that is not void.
func reloadKeepsTable(t *testing.T, b *browsertest.Browser, site *browsertest.Site) {
	tab := b.NewTab(t)
	vp := browsertest.Viewport{Width: 640, Height: 400, Scale: 1}
	open := func() {
		t.Helper()
		if err := tab.Open(site.URL+"/?game=crazy4&speed=instant", vp); err != nil {
			t.Fatal(err)
		}
		if err := tab.WaitShown(loadTimeout); err != nil {
			t.Fatal(err)
		}
	}
	act := func(name, arg string) {
		t.Helper()
		r, err := browsertest.Eval[string](tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg))
		if err != nil || r != "" {
			t.Fatalf("%s %s: %q %v", name, arg, r, err)
		}
	}
	bet := func() {
		t.Helper()
		if contains(readState(t, tab).Legal, "buyin") {
			act("buyin", "")
		}
		act("chip", "5")
		act("bet", "ante")
		act("bet", "progressive")
		act("deal", "")
	}
	open()
	for range 3 {
		bet()
		if st := readState(t, tab); st.Phase == "deciding" {
			act("play", "1")
		}
	}
	kept := waitFor(t, tab, "the third round settled", 30*time.Second, func(s state) bool { return s.Phase == "done" && !s.Animating })
	open()
	back := readState(t, tab)
	if back.Round != kept.Round || cents(t, back.Credits) != cents(t, kept.Credits) {
		t.Fatalf("after a reload: round %d, %s credits; before it: round %d, %s credits", back.Round, back.Credits, kept.Round, kept.Credits)
	}
	if cents(t, back.Meter) < cents(t, kept.Meter) {
		t.Errorf("the meter came back at %s, below the %s it stood at", back.Meter, kept.Meter)
	}

	// A reload in the middle of a round.
	bet()
	for readState(t, tab).Phase != "deciding" {
		waitFor(t, tab, "a round settled", 30*time.Second, func(s state) bool { return s.Phase == "done" && !s.Animating })
		bet()
	}
	mid := readState(t, tab)
	open()
	again := waitFor(t, tab, "the table after the reload", 30*time.Second, func(s state) bool { return !s.Animating })
	if again.Phase != "deciding" || again.Round != mid.Round || !slices.Equal(again.Cards, mid.Cards) || again.Hand != mid.Hand {
		t.Errorf("after a reload mid-round: round %d, phase %s, cards %v (%s); the round interrupted was %d with %v (%s)",
			again.Round, again.Phase, again.Cards, again.Hand, mid.Round, mid.Cards, mid.Hand)
	}
	if !slices.Equal(again.Legal, mid.Legal) {
		t.Errorf("after a reload mid-round the legal decisions are %v, were %v", again.Legal, mid.Legal)
	}
	if cents(t, again.Credits) != cents(t, mid.Credits) || again.Results != nil || cents(t, again.CreditsShown) != cents(t, again.Credits) {
		t.Errorf("after a reload mid-round: credits %s (were %s), shown %s, results %+v", again.Credits, mid.Credits, again.CreditsShown, again.Results)
	}
	act("play", "1")
	done := waitFor(t, tab, "the resumed round settled", 30*time.Second, func(s state) bool { return s.Phase == "done" && !s.Animating })
	if done.Results == nil || done.Results.Void || done.Mismatches != 0 {
		t.Errorf("the resumed round ended with %+v, %d mismatches", done.Results, done.Mismatches)
	}
	if got, want := cents(t, done.Credits), cents(t, mid.Credits)+cents(t, done.Results.Net)+cents(t, mid.Bets["ante"])+cents(t, mid.Bets["superBonus"])+cents(t, mid.Bets["progressive"]); done.Results != nil && got != want {
		t.Errorf("the resumed round paid %s credits; before it %s, net %s", done.Credits, mid.Credits, done.Results.Net)
	}
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
}

// roundsWithWaiting plays rounds through window.felt at a speed that animates, as a person
// does: no seed, 5 on the Ante, deal, play 1x, each time waiting until the table has played
// everything back. At the end of every round the credits the table shows are the core's
// (mismatches counts the rounds whose shown credits disagreed).
func roundsWithWaiting(t *testing.T, b *browsertest.Browser, site *browsertest.Site, speed string, rounds int) {
	tab := b.NewTab(t)
	// A small window: the software renderer draws each frame faster.
	if err := tab.Open(site.URL+"/?game=crazy4&speed="+speed, browsertest.Viewport{Width: 640, Height: 400, Scale: 1}); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	act := func(name, arg string) {
		t.Helper()
		r, err := browsertest.Eval[string](tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg))
		if err != nil || r != "" {
			// Which session holds the table, and when it last said so, tells a refusal
			// for another tab apart from a fault of this one.
			holder, _ := browsertest.Eval[string](tab, `localStorage.getItem('felt.crazy4-holder') + ' at ' + Date.now()`)
			t.Fatalf("%s %s: %q %v (holder record %s)", name, arg, r, err, holder)
		}
	}
	idle := func(what string) state {
		t.Helper()
		return waitFor(t, tab, what, 3*time.Minute, func(s state) bool { return !s.Animating })
	}
	st := idle("the table")
	if st.Phase == "deciding" {
		// A round the page kept from an earlier visit: finish it first.
		act("play", "1")
		st = idle("the kept round")
	}
	for i := range rounds {
		if contains(st.Legal, "buyin") {
			act("buyin", "")
			st = idle("the buy-in")
		}
		before := cents(t, st.Credits)
		act("chip", "5")
		act("bet", "ante")
		act("deal", "")
		st = idle("the deal")
		if st.Phase == "deciding" {
			act("play", "1")
			st = idle("the showdown")
		}
		if st.Phase != "done" || st.Results == nil {
			t.Fatalf("%s, round %d: phase %s, results %+v", speed, i+1, st.Phase, st.Results)
		}
		if st.Mismatches != 0 {
			t.Fatalf("%s, round %d: %d mismatches", speed, i+1, st.Mismatches)
		}
		if cents(t, st.CreditsShown) != cents(t, st.Credits) {
			t.Fatalf("%s, round %d: the table shows %s credits, the core has %s", speed, i+1, st.CreditsShown, st.Credits)
		}
		if got, want := cents(t, st.Credits), before+cents(t, st.Results.Net); got != want {
			t.Fatalf("%s, round %d: credits %d cents, want %d", speed, i+1, got, want)
		}
	}
	if _, err := tab.Screenshot("rounds-" + speed); err != nil {
		t.Fatal(err)
	}
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
