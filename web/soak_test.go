//go:build !js

package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"felt/web/browsertest"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// soakScript runs before the page's own: it makes the game's storage fail while the page asks
// for it: reads (every getItem of a felt.* key throws: ?soakfail=read in the address, so that
// the page reads nothing from its start), writes (window.soakFail = 'write': setItem
// throws) or the quota (window.soakFail = 'quota': setItem throws QuotaExceededError).
const soakScript = `(() => {
  window.soakHeard = [];
  let live = null;
  Object.defineProperty(window, 'feltLive', {
    configurable: true,
    set(f) { live = f; },
    get() { return (t) => { window.soakHeard.push(String(t)); if (window.soakHeard.length > 400) window.soakHeard.shift(); if (live) live(t); }; },
  });
  const get = Storage.prototype.getItem, set = Storage.prototype.setItem;
  window.soakFail = location.search.includes('soakfail=read') ? 'read' : '';
  Storage.prototype.getItem = function (k) {
    if (this === window.localStorage && window.soakFail === 'read' && String(k).startsWith('felt.')) throw new Error('soak: reads fail');
    return get.call(this, k);
  };
  Storage.prototype.setItem = function (k, v) {
    if (this === window.localStorage && String(k).startsWith('felt.')) {
      if (window.soakFail === 'write') throw new Error('soak: writes fail');
      if (window.soakFail === 'quota') throw new DOMException('soak: full', 'QuotaExceededError');
    }
    return set.call(this, k, v);
  };
})();`

// TestSoak plays both tables in two tabs of one browser, the tabs taking the tables from each
// other, reloading (between rounds and in the middle of one), their storage failing now and
// then (reads, writes, the quota) and the saves damaged between visits, all at random: a few
// hundred rounds, in the long tier only (FELT_LONG=1; FELT_SOAK_STEPS sets how many steps,
// FELT_SOAK_SEED the random choices, which the test logs). At the end each
// game's history holds every round that was saved exactly once, in order, and nothing else;
// the credits are what the history's rounds make of the table's start; every damaged save
// was kept aside; and every failure was told (state().storage, and a line on the table).
func TestSoak(t *testing.T) {
	if os.Getenv("FELT_LONG") != "1" {
		t.Skip("the soak is of the long tier: FELT_LONG=1 (FELT_SOAK_STEPS=14 for a short one, a few minutes)")
	}
	steps := 300
	if n, err := strconv.Atoi(os.Getenv("FELT_SOAK_STEPS")); err == nil && n > 0 {
		steps = n
	}
	seed := uint64(time.Now().UnixNano())
	if s, err := strconv.ParseUint(os.Getenv("FELT_SOAK_SEED"), 10, 64); err == nil {
		seed = s
	}
	t.Logf("FELT_SOAK_SEED=%d", seed)
	b := browsertest.Launch(t)
	site := browsertest.Serve(t)
	sk := &soak{t: t, site: site, rng: rand.New(rand.NewPCG(seed, 30)), games: map[string]*soakGame{}}
	for i := range sk.tabs {
		sk.tabs[i] = &soakTab{tab: b.NewTab(t), name: string(rune('A' + i))}
		inject(t, sk.tabs[i].tab, soakScript)
	}
	sk.open(sk.tabs[0], "crazy4", "")
	if _, err := browsertest.Eval[bool](sk.tabs[0].tab, `localStorage.clear(), true`); err != nil {
		t.Fatal(err)
	}
	for _, g := range []string{"crazy4", "crisscross"} {
		sk.games[g] = &soakGame{base: 1000}
	}
	sk.open(sk.tabs[0], "crazy4", "")
	sk.open(sk.tabs[1], "crisscross", "")
	for i := 0; i < steps; i++ {
		sk.step(i)
	}
	// The end: storage works again, each tab reads what is saved, and each game is checked.
	for _, tb := range sk.tabs {
		if tb.fail != "" {
			sk.endFailure(tb)
		}
	}
	for _, g := range []string{"crazy4", "crisscross"} {
		sk.toFront(sk.tabs[0])
		sk.open(sk.tabs[0], g, "")
		sk.hold(sk.tabs[0])
		sk.playRound(sk.tabs[0])
		sk.check(sk.tabs[0], g)
	}
	for _, tb := range sk.tabs {
		for _, m := range tb.tab.Errors() {
			t.Errorf("tab %s console: %v", tb.name, m)
		}
	}
	t.Logf("%d rounds (%d saved), %d reloads, %d take-overs, %d failures, %d damaged saves",
		sk.rounds, sk.saved, sk.reloads, sk.takeovers, sk.failures, sk.damaged)
}

// soak is the state of a soak: the tabs and what the test knows of each game.
type soak struct {
	t     *testing.T
	site  *browsertest.Site
	rng   *rand.Rand
	tabs  [2]*soakTab
	games map[string]*soakGame
	// counts, for the log
	rounds, saved, reloads, takeovers, failures, damaged int
	front                                                *soakTab // the tab in front: the other is hidden
}

// toFront brings a tab to the front, as a person switching tabs does: the other one is
// hidden (its game lets go of the table it holds, and its loop waits).
func (sk *soak) toFront(tb *soakTab) {
	sk.t.Helper()
	if sk.front == tb {
		return
	}
	front := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.BringToFront, cdp.Empty{})
		return err
	})
	if err := chromedp.Do(tb.tab.Context(), front); err != nil {
		sk.t.Fatal(err)
	}
	sk.front = tb
}

// soakTab is a tab: the game it shows and how its storage fails ("", read, write, quota).
type soakTab struct {
	tab  *browsertest.Tab
	name string
	game string
	fail string
}

// soakGame is what the test knows of a game since its last epoch (a damaged save begins one):
// the credits the table had then, how many rounds the history held then, and the rounds
// played and saved since, in order.
type soakGame struct {
	base     float64
	histBase int
	saved    []soakRound
}

// soakRound is a round as the table showed it once settled.
type soakRound struct {
	round int
	net   float64
}

// soakState is what the soak reads of window.felt.state().
type soakState struct {
	Game      string      `json:"game"`
	Screen    string      `json:"screen"`
	Phase     string      `json:"phase"`
	Animating bool        `json:"animating"`
	Round     int         `json:"round"`
	Credits   json.Number `json:"credits"`
	Legal     []string    `json:"legal"`
	Storage   string      `json:"storage"`
	Message   string      `json:"message"`
	Saves     struct {
		Table    string `json:"table"`
		History  string `json:"history"`
		Settings string `json:"settings"`
	} `json:"saves"`
	Results *struct {
		Net json.Number `json:"net"`
	} `json:"results"`
	History *struct {
		Rounds []struct {
			Round uint64  `json:"round"`
			Net   float64 `json:"net"`
		} `json:"rounds"`
	} `json:"history"`
}

func (sk *soak) state(tb *soakTab) soakState {
	sk.t.Helper()
	s, err := browsertest.Eval[string](tb.tab, `window.felt.state()`)
	if err != nil {
		sk.t.Fatalf("tab %s: %v", tb.name, err)
	}
	var st soakState
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		sk.t.Fatalf("tab %s: state %.200s: %v", tb.name, s, err)
	}
	return st
}

func (sk *soak) act(tb *soakTab, name, arg string) string {
	sk.t.Helper()
	r, err := browsertest.Eval[string](tb.tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg))
	if err != nil {
		sk.t.Fatalf("tab %s: act(%s): %v", tb.name, name, err)
	}
	return r
}

// wait polls a tab's state until ok, for at most 30 seconds.
func (sk *soak) wait(tb *soakTab, what string, ok func(soakState) bool) soakState {
	sk.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		st := sk.state(tb)
		if ok(st) {
			return st
		}
		if time.Now().After(deadline) {
			sk.t.Fatalf("tab %s: waiting for %s: %+v", tb.name, what, st)
		}
		time.Sleep(60 * time.Millisecond)
	}
}

// open (re)loads a tab at a game's table; extra is added to the address.
func (sk *soak) open(tb *soakTab, game, extra string) {
	sk.t.Helper()
	sk.front = nil // a page loads in front, whichever the browser thinks is
	sk.toFront(tb)
	if err := tb.tab.Open(sk.site.URL+"/?game="+game+"&speed=instant"+extra, small); err != nil {
		sk.t.Fatal(err)
	}
	if err := tb.tab.WaitShown(2 * loadTimeout); err != nil {
		sk.t.Fatalf("tab %s: %v", tb.name, err)
	}
	tb.game = game
	sk.wait(tb, "the table", func(st soakState) bool { return st.Game == game && st.Screen == "" })
	sk.reloads++
}

// hold makes a tab hold its table: it takes it over when another tab holds it. A tab whose
// writes fail cannot (it could not say so in the store): its failure ends first.
func (sk *soak) hold(tb *soakTab) {
	sk.t.Helper()
	// A command on the round makes the tab find out whether another took the table while
	// it was hidden.
	sk.act(tb, "clear", "")
	st := sk.state(tb)
	if st.Saves.Table != "elsewhere" && st.Saves.Table != "lost" {
		return
	}
	if tb.fail == "write" || tb.fail == "quota" {
		sk.endFailure(tb)
		if st = sk.state(tb); st.Saves.Table != "elsewhere" && st.Saves.Table != "lost" {
			return
		}
	}
	if r := sk.act(tb, "here", ""); r != "" {
		sk.t.Fatalf("tab %s: here: %s", tb.name, r)
	}
	sk.wait(tb, "the table taken over", func(st soakState) bool { return st.Saves.Table != "elsewhere" && st.Saves.Table != "lost" })
	sk.takeovers++
}

// clean reports whether everything the tab keeps was saved.
func clean(st soakState) bool {
	return st.Storage == "saved" && st.Saves.Table == "saved" && st.Saves.History == "saved"
}

// playRound plays a round at the tab's table (finishing one in play): the minimum ante, 1x
// at each decision (a fold now and then); it notes the round as saved when everything the tab
// keeps was.
func (sk *soak) playRound(tb *soakTab) {
	sk.t.Helper()
	st := sk.state(tb)
	if st.Phase != "deciding" {
		if st.Phase == "done" || len(st.Legal) > 0 && contains(st.Legal, "clear") {
			sk.act(tb, "clear", "")
		}
		for _, c := range [][2]string{{"chip", "5"}, {"bet", "ante"}} {
			r := sk.act(tb, c[0], c[1])
			if strings.Contains(r, "another tab or window") {
				// The other tab took the table while this one was hidden: this one finds
				// out now, and takes it back.
				sk.hold(tb)
				r = sk.act(tb, c[0], c[1])
			}
			if r != "" {
				sk.t.Fatalf("tab %s %s: %s %s: %s (%+v)", tb.name, tb.game, c[0], c[1], r, sk.state(tb))
			}
		}
		if r := sk.act(tb, "deal", ""); r != "" {
			sk.t.Fatalf("tab %s: deal: %s", tb.name, r)
		}
	}
	for i := 0; sk.state(tb).Phase == "deciding"; i++ {
		if i > 5 {
			sk.t.Fatalf("tab %s: the round does not end", tb.name)
		}
		what, arg := "play", "1"
		if sk.rng.IntN(8) == 0 {
			what, arg = "fold", ""
		}
		if r := sk.act(tb, what, arg); r != "" {
			sk.t.Fatalf("tab %s: %s: %s", tb.name, what, r)
		}
	}
	st = sk.wait(tb, "the round settled", func(st soakState) bool { return st.Phase == "done" && !st.Animating && st.Results != nil })
	sk.rounds++
	net, _ := st.Results.Net.Float64()
	if clean(st) {
		g := sk.games[tb.game]
		g.saved = append(g.saved, soakRound{round: st.Round, net: net})
		sk.saved++
	} else if tb.fail == "" {
		sk.t.Errorf("tab %s %s: a round not saved while storage works: %+v", tb.name, tb.game, st)
	} else {
		sk.told(tb, st)
	}
}

// told checks that a failure of the tab's storage was told: state().storage says it, and a
// line on the table did (once per failure: the first round after it began).
func (sk *soak) told(tb *soakTab, st soakState) {
	sk.t.Helper()
	if st.Storage == "saved" {
		sk.t.Errorf("tab %s: storage failing (%s), state().storage says saved", tb.name, tb.fail)
	}
}

// startFailure makes a tab's storage fail: reads (from a reload), writes or the quota. The
// tab holds its table first, so that its failing saves are its own; it must tell them.
func (sk *soak) startFailure(tb *soakTab) {
	sk.t.Helper()
	sk.failures++
	fail := []string{"read", "write", "quota"}[sk.rng.IntN(3)]
	sk.hold(tb)
	tb.fail = fail
	if _, err := browsertest.Eval[bool](tb.tab, `window.soakHeard.length = 0, true`); err != nil {
		sk.t.Fatal(err)
	}
	if fail == "read" {
		sk.open(tb, tb.game, "&soakfail=read")
	} else if _, err := browsertest.Eval[bool](tb.tab, `window.soakFail = '`+fail+`', true`); err != nil {
		sk.t.Fatal(err)
	}
	// The first failing save is told on the table: its line is heard (the page's live
	// region hears every line the table shows).
	sk.playRound(tb)
	deadline := time.Now().Add(20 * time.Second)
	for {
		heard, err := browsertest.Eval[[]string](tb.tab, `window.soakHeard`)
		if err != nil {
			sk.t.Fatal(err)
		}
		if slices.ContainsFunc(heard, func(l string) bool {
			l = strings.ToLower(l)
			return strings.Contains(l, "storage") || strings.Contains(l, "remembered") || strings.Contains(l, "could not be read")
		}) {
			break
		}
		if time.Now().After(deadline) {
			sk.t.Errorf("tab %s: storage failing (%s), no line told it: heard %q", tb.name, tb.fail, heard)
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// endFailure lets a tab's storage work again and reloads it: it reads what was saved.
func (sk *soak) endFailure(tb *soakTab) {
	sk.t.Helper()
	if _, err := browsertest.Eval[bool](tb.tab, `window.soakFail = '', true`); err != nil {
		sk.t.Fatal(err)
	}
	tb.fail = ""
	sk.open(tb, tb.game, "")
}

// damage puts a damaged save of a game (its table or its history) in the store, as if between
// visits, and reloads the tab at that game: the tab keeps it aside and begins a new one, and
// the game's epoch begins again.
func (sk *soak) damage(tb *soakTab) {
	sk.t.Helper()
	other := sk.tabs[0]
	if other == tb {
		other = sk.tabs[1]
	}
	sk.hold(tb)
	what := []string{"table", "history"}[sk.rng.IntN(2)]
	key := "felt." + tb.game + "-" + what
	junk := fmt.Sprintf("%%%% damaged %d %%%%", sk.damaged)
	before := sk.state(tb)
	// The tab's page goes first (it saves as it goes), then the save is damaged, through the
	// other tab: as between visits, when no page of the table is open.
	if other.fail != "" {
		sk.endFailure(other)
	}
	if err := chromedp.Do(tb.tab.Context(), chromedp.Navigate("about:blank")); err != nil {
		sk.t.Fatal(err)
	}
	if _, err := browsertest.Eval[bool](other.tab, `localStorage.setItem('`+key+`', '`+junk+`'), true`); err != nil {
		sk.t.Fatal(err)
	}
	sk.damaged++
	sk.open(tb, tb.game, "")
	sk.hold(tb)
	// The damaged text is kept aside under a name of its own.
	found, err := browsertest.Eval[bool](tb.tab, `Object.keys(localStorage).some(k => k.startsWith('`+key+`.damaged-') && [btoa('`+junk+`'), '`+junk+`'].includes(localStorage.getItem(k)))`)
	if err != nil {
		sk.t.Fatal(err)
	}
	if !found {
		sk.t.Errorf("tab %s: the damaged %s was not kept aside", tb.name, key)
	}
	g := sk.games[tb.game]
	now := sk.state(tb)
	switch what {
	case "table":
		// A new table: its credits are the start's, the history goes on.
		c, _ := now.Credits.Float64()
		g.base, g.histBase = c, sk.historyLen(tb)
	case "history":
		// A new history: the table's credits go on.
		c, _ := before.Credits.Float64()
		g.base, g.histBase = c, 0
	}
	g.saved = nil
}

// historyLen reads how many rounds the tab's history of its game holds.
func (sk *soak) historyLen(tb *soakTab) int { return len(sk.history(tb)) }

// history reads the tab's history of its game, oldest first.
func (sk *soak) history(tb *soakTab) []soakRound {
	sk.t.Helper()
	if r := sk.act(tb, "screen", "history"); r != "" {
		sk.t.Fatalf("tab %s: the history: %s", tb.name, r)
	}
	st := sk.wait(tb, "the history", func(st soakState) bool { return st.Screen == "history" && st.History != nil })
	sk.act(tb, "back", "")
	out := make([]soakRound, len(st.History.Rounds))
	for i, r := range st.History.Rounds {
		out[len(out)-1-i] = soakRound{round: int(r.Round), net: r.Net}
	}
	return out
}

// step takes one random step: a round in a random tab (most often), a reload (between rounds
// or in the middle of one, at either game), a failure of a tab's storage begun or ended, a
// damaged save.
func (sk *soak) step(i int) {
	sk.t.Helper()
	tb := sk.tabs[sk.rng.IntN(2)]
	sk.toFront(tb)
	switch r := sk.rng.IntN(100); {
	case r < 80:
		sk.hold(tb)
		sk.playRound(tb)
	case r < 86:
		if tb.fail == "" {
			sk.open(tb, []string{"crazy4", "crisscross"}[sk.rng.IntN(2)], "")
		} else {
			sk.endFailure(tb)
		}
	case r < 91:
		// A reload in the middle of a round: the round resumes, and is played to its end.
		if tb.fail != "" {
			sk.endFailure(tb)
		}
		sk.hold(tb)
		sk.act(tb, "clear", "")
		sk.act(tb, "chip", "5")
		sk.act(tb, "bet", "ante")
		sk.act(tb, "deal", "")
		sk.open(tb, tb.game, "")
		sk.hold(tb)
		sk.playRound(tb)
	case r < 97:
		if tb.fail == "" {
			sk.startFailure(tb)
		} else {
			sk.endFailure(tb)
		}
	default:
		if tb.fail != "" {
			sk.endFailure(tb)
		}
		sk.damage(tb)
	}
	if testing.Verbose() && i%20 == 0 {
		sk.t.Logf("step %d: %d rounds (%d saved), %d reloads", i, sk.rounds, sk.saved, sk.reloads)
	}
}

// check checks a game at the end: the history holds every round saved since the game's epoch,
// once each, in order, and nothing else; the credits are the epoch's plus the history's nets.
func (sk *soak) check(tb *soakTab, game string) {
	sk.t.Helper()
	g := sk.games[game]
	hist := sk.history(tb)
	if len(hist) < g.histBase {
		sk.t.Fatalf("%s: the history holds %d rounds, %d before the last epoch", game, len(hist), g.histBase)
	}
	since := hist[g.histBase:]
	if len(since) != len(g.saved) {
		sk.t.Errorf("%s: the history holds %d rounds since the epoch, %d were saved:\nhistory %v\nsaved   %v", game, len(since), len(g.saved), since, g.saved)
	} else {
		for i := range since {
			if since[i] != g.saved[i] {
				sk.t.Errorf("%s: round %d of the epoch: %+v in the history, %+v played", game, i, since[i], g.saved[i])
			}
		}
	}
	want := g.base
	for _, r := range since {
		want += r.net
	}
	c, _ := sk.state(tb).Credits.Float64()
	if fmt.Sprintf("%.2f", c) != fmt.Sprintf("%.2f", want) {
		sk.t.Errorf("%s: %.2f credits, the history makes %.2f", game, c, want)
	}
}
