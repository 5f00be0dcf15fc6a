//go:build !js

package web_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"felt/web/browsertest"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// access is the part of window.felt.state() the access tests read.
type access struct {
	state
	Turn     int    `json:"turn"`
	Seat     int    `json:"seat"`
	Notice   string `json:"notice"`
	Focus    string `json:"focus"`
	Reduced  bool   `json:"reducedMotion"`
	Message  string `json:"message"`
	Street   string `json:"street"`
	Reminder int    `json:"reminder"`
}

func readAccess(t *testing.T, tab *browsertest.Tab) access {
	t.Helper()
	s, err := browsertest.Eval[string](tab, `window.felt.state()`)
	if err != nil {
		t.Fatal(err)
	}
	var st access
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		t.Fatalf("state %s: %v", s, err)
	}
	return st
}

// waitAccess polls the state until ok says yes.
func waitAccess(t *testing.T, tab *browsertest.Tab, what string, timeout time.Duration, ok func(access) bool) access {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		st := readAccess(t, tab)
		if ok(st) {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: state %+v", what, st)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// live returns the lines of the page's live region, and fails when it holds anything but
// paragraphs of text.
func live(t *testing.T, tab *browsertest.Tab) []string {
	t.Helper()
	got, err := browsertest.Eval[[]string](tab, `(() => {
		const r = document.getElementById('felt-live');
		if (!r || r.getAttribute('aria-live') !== 'polite' || r.getAttribute('role') !== 'log') return ['NO LIVE REGION'];
		const out = [];
		for (const n of r.childNodes) {
			if (n.nodeName !== 'P' || n.children.length) return ['NOT TEXT: ' + n.nodeName + ' ' + (n.innerHTML || '')];
			out.push(n.textContent);
		}
		return out;
	})()`)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) == 1 && (got[0] == "NO LIVE REGION" || strings.HasPrefix(got[0], "NOT TEXT")) {
		t.Fatalf("the live region: %s", got[0])
	}
	return got
}

// TestAccess plays a whole round at each table with the keyboard alone, reading the live
// region: the notice of the first start is up and told, a key reads the table aloud, Tab
// shows the focus ring, the round is told as it goes (the deal, the person's cards and
// decision, the dealer's hand, each wager, the result and the credits, as the state has
// them); then a new tab whose browser asks for reduced motion opens with calm motion on, and
// the loader's title is in the game's own font. Screenshots in out/browser/access/.
func TestAccess(t *testing.T) {
	t.Parallel()
	site := browsertest.Serve(t)
	// One browser context for the two games: the notice taken down at the first table is
	// remembered in the page's storage for the second.
	b := browsertest.Launch(t)
	dir, err := browsertest.OutDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "access"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, g := range []struct {
		game string
		vp   browsertest.Viewport
	}{{"crazy4", browsertest.Landscape}, {"crisscross", browsertest.Portrait}} {
		t.Run(g.game, func(t *testing.T) { keyboardRound(t, b, site, g.game, g.vp) })
	}
	t.Run("reduced-motion", func(t *testing.T) { reducedMotion(t, browsertest.Launch(t), site) })
}

// keyboardRound plays a round of a game by keys alone.
func keyboardRound(t *testing.T, b *browsertest.Browser, site *browsertest.Site, game string, vp browsertest.Viewport) {
	tab := b.NewTab(t)
	if err := tab.Open(site.URL+"/?game="+game+"&seed=5&speed=fast", vp); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	shot := func(step string) {
		t.Helper()
		if _, err := tab.Screenshot("access/" + game + "-" + step); err != nil {
			t.Fatal(err)
		}
	}
	key := func(k string) {
		t.Helper()
		if err := accKey(tab, k); err != nil {
			t.Fatal(err)
		}
		time.Sleep(60 * time.Millisecond)
	}
	st := waitAccess(t, tab, "the table", time.Minute, func(s access) bool { return !s.Animating && s.Phase == "betting" })
	// The notice of the first start: up at the first table the browser opens, remembered
	// for the next (the tabs share the page's storage).
	first := game == "crazy4"
	if got := st.Notice == "adult"; got != first {
		t.Errorf("notice %q at the %s table (the first: %v)", st.Notice, game, first)
	}
	shot("1-start")
	if l := strings.Join(live(t, tab), "\n"); first && (!strings.Contains(l, "18+") || !strings.Contains(l, "Credits have no cash value.")) {
		t.Errorf("the notice is not told to the live region: %q", l)
	}

	// The first key only takes the notice down (it never also acts on the table); then I
	// reads the table aloud.
	if first {
		key("i")
		st = waitAccess(t, tab, "the notice to go", 10*time.Second, func(s access) bool { return s.Notice == "" })
		if l := live(t, tab); strings.Contains(l[len(l)-1], "No bets.") {
			t.Errorf("the key that took the notice down also read the table: %q", l[len(l)-1])
		}
	}
	key("i")
	waitAccess(t, tab, "the read", 10*time.Second, func(s access) bool {
		l := live(t, tab)
		return len(l) > 0 && strings.Contains(l[len(l)-1], "Credits:")
	})
	lines := live(t, tab)
	if last := lines[len(lines)-1]; !strings.Contains(last, "No bets.") || !strings.Contains(last, "Credits: 1,000.") {
		t.Errorf("the read before the bets says %q", last)
	}

	// The Ante by its key, and the focus ring shown by Tab on the first chip.
	key("a")
	st = waitAccess(t, tab, "the ante", 10*time.Second, func(s access) bool { return accHas(s.Legal, "deal") && !s.Animating })
	key(kb.Tab)
	st = waitAccess(t, tab, "the focus", 10*time.Second, func(s access) bool { return s.Focus != "" })
	if !strings.HasPrefix(st.Focus, "chip") {
		t.Errorf("the first Tab focuses %q, want a chip", st.Focus)
	}
	shot("2-focus")
	if l := live(t, tab); !strings.HasPrefix(l[len(l)-1], "chip ") {
		t.Errorf("the focus is not told: %q", l[len(l)-1])
	}

	// Deal with Space, and decide with 1 at each decision (a street each at Criss Cross).
	key(" ")
	decisions := 0
	for {
		st = waitAccess(t, tab, "a decision or the end", 3*time.Minute, func(s access) bool {
			return !s.Animating && (s.Phase == "done" || (s.Phase == "deciding" && s.Turn == s.Seat))
		})
		if st.Phase == "done" {
			break
		}
		if decisions == 0 {
			shot("3-decision")
			l := strings.Join(live(t, tab), "\n")
			for _, w := range []string{"Cards dealt.", "Your cards: ", "Your decision", "FOLD (key F)"} {
				if !strings.Contains(l, w) {
					t.Errorf("at the decision the live region has no %q:\n%s", w, l)
				}
			}
		}
		decisions++
		if decisions > 3 {
			t.Fatalf("a fourth decision: %+v", st)
		}
		key("1")
		// The key is taken by the frames after it: then the decision is no longer waited.
		if err := tab.Drawn(); err != nil {
			t.Fatal(err)
		}
	}
	shot("4-settled")
	if st.Results == nil {
		t.Fatal("no results after the round")
	}
	l := strings.Join(live(t, tab), "\n")
	want := []string{"Round over: ", "Credits: " + accCredits(t, st.CreditsShown) + "."}
	if game == "crazy4" {
		want = append(want, "Dealer's hand: ", "You: PLAY 1x")
	} else {
		want = append(want, "Community card: ", "You: BET 1x")
	}
	for _, w := range st.Results.Wagers {
		want = append(want, titleWords[w.Wager]+" ")
	}
	for _, w := range want {
		if !strings.Contains(l, w) {
			t.Errorf("after the round the live region has no %q:\n%s", w, l)
		}
	}
	if strings.Contains(l, "<") {
		t.Errorf("markup in the live region:\n%s", l)
	}
	// I again: the cards, the hand, the credits, and what to do now.
	key("i")
	waitAccess(t, tab, "the read after the round", 10*time.Second, func(s access) bool {
		l := live(t, tab)
		return len(l) > 0 && strings.Contains(l[len(l)-1], "Your cards: ")
	})
	lines = live(t, tab)
	if last := lines[len(lines)-1]; !strings.Contains(last, "Your cards: ") || !strings.Contains(last, "Credits: "+accCredits(t, st.CreditsShown)+".") || !strings.Contains(last, "Space deals") {
		t.Errorf("the read after the round says %q", last)
	}
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
}

// titleWords are the result line's names of the wagers of the hook's state.
var titleWords = map[string]string{
	"ante": "Ante", "play": "Play", "queensUp": "Queens Up", "superBonus": "Super Bonus", "progressive": "Progressive",
	"sixCard": "6 Card Bonus", "anteAcross": "Ante Across", "anteDown": "Ante Down", "across": "Across", "down": "Down", "middle": "Middle",
	"fiveCard": "5 Card Bonus", "bonusSpin": "Bonus Spin", "xtreme": "Xtreme",
}

// accCredits prints an amount of the state as the table does: "1,035", "1,035.50".
func accCredits(t *testing.T, n json.Number) string {
	t.Helper()
	c := cents(t, n)
	neg := c < 0
	if neg {
		c = -c
	}
	whole := fmt.Sprint(c / 100)
	for i := len(whole) - 3; i > 0; i -= 3 {
		whole = whole[:i] + "," + whole[i:]
	}
	if c%100 != 0 {
		whole += fmt.Sprintf(".%02d", c%100)
	}
	if neg {
		whole = "-" + whole
	}
	return whole
}

func accHas(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// reducedMotion opens the game in a tab whose browser asks for reduced motion: calm motion is
// on though the player never chose it; and the loader's title font is the game's.
func reducedMotion(t *testing.T, b *browsertest.Browser, site *browsertest.Site) {
	tab := b.NewTab(t)
	media := emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}}
	if _, err := chromedp.Call(tab.Context(), emulation.SetEmulatedMedia, media); err != nil {
		t.Fatal(err)
	}
	if err := tab.Open(site.URL+"/?game=crazy4&seed=6&speed=fast", browsertest.Viewport{Width: 390, Height: 844, Scale: 1}); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	st := waitAccess(t, tab, "the table", time.Minute, func(s access) bool { return !s.Animating })
	if !st.Reduced {
		t.Error("the browser asks for reduced motion, and calm motion is off")
	}
	font, err := browsertest.Eval[bool](tab, `document.fonts.check('700 112px "Felt Title"')`)
	if err != nil || !font {
		t.Errorf("the loader's title font is not loaded: %v, %v", font, err)
	}
	if _, err := tab.Screenshot("access/reduced-motion-phone"); err != nil {
		t.Fatal(err)
	}
}

// accKey presses and releases a key as a person does, held for a tenth of a second so
// that the game, which reads the keyboard 60 times a second, sees it. key is a character
// ("i", " ") or one of chromedp/kb's names (kb.Tab).
func accKey(tab *browsertest.Tab, key string) error {
	for _, r := range key {
		for _, k := range kb.Encode(r) {
			if k.Type == kb.KeyUp {
				time.Sleep(browsertest.HoldClick)
			}
			if _, err := chromedp.Call(tab.Context(), input.DispatchKeyEvent, *k); err != nil {
				return fmt.Errorf("key %q: %w", key, err)
			}
		}
	}
	return nil
}
