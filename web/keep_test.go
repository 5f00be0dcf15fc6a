//go:build !js

package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"felt/web/browsertest"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// small is the viewport of these tests: the software renderer draws a small one faster.
var small = browsertest.Viewport{Width: 640, Height: 400, Scale: 1}

// TestKeeping loads the page with its storage blocked, throwing and full, in two tabs at
// once, with hostile addresses and hostile calls of window.felt: the game always starts and
// plays, says once what it cannot keep, and never lets a stale tab write over newer progress.
func TestKeeping(t *testing.T) {
	t.Parallel()
	site := browsertest.Serve(t)
	t.Run("storage-blocked", func(t *testing.T) {
		refusingStorage(t, browsertest.Launch(t), site, blockedStorage, "unavailable", "nothing will be remembered")
	})
	t.Run("storage-throwing", func(t *testing.T) {
		refusingStorage(t, browsertest.Launch(t), site, throwingStorage, "unavailable", "nothing will be remembered")
	})
	t.Run("storage-full", func(t *testing.T) {
		refusingStorage(t, browsertest.Launch(t), site, fullStorage, "full", "storage is full")
	})
	t.Run("two-tabs", func(t *testing.T) { twoTabs(t, browsertest.Launch(t), site) })
	t.Run("damaged-save", func(t *testing.T) { damagedSave(t, browsertest.Launch(t), site) })
	t.Run("hostile-calls", func(t *testing.T) { hostileCalls(t, browsertest.Launch(t), site) })
	t.Run("hostile-address", func(t *testing.T) { hostileAddress(t, browsertest.Launch(t), site) })
}

// Scripts that run before the page's own: site data blocked (reading window.localStorage
// throws, as with cookies off or in a sandboxed frame), a storage whose every call throws,
// and one over its quota.
const (
	blockedStorage = `for (const name of ['localStorage', 'sessionStorage']) {
  Object.defineProperty(window, name, { configurable: true, get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
}`
	throwingStorage = `for (const m of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) {
  Storage.prototype[m] = function () { throw new Error('storage says no'); };
}`
	fullStorage = `Storage.prototype.setItem = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };`
)

// inject makes script run in the tab before any page's own scripts.
func inject(t *testing.T, tab *browsertest.Tab, script string) {
	t.Helper()
	add := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
		return err
	})
	if err := chromedp.Do(tab.Context(), add); err != nil {
		t.Fatal(err)
	}
}

// openTab opens the page at query in a new tab (after script, if any) and waits for the game.
func openTab(t *testing.T, b *browsertest.Browser, site *browsertest.Site, query, script string) *browsertest.Tab {
	t.Helper()
	tab := b.NewTab(t)
	if script != "" {
		inject(t, tab, script)
	}
	if err := tab.Open(site.URL+"/"+query, small); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	return tab
}

// actOn calls window.felt.act in a tab and returns its reply.
func actOn(t *testing.T, tab *browsertest.Tab, name, arg string) string {
	t.Helper()
	r, err := browsertest.Eval[string](tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// kept is what these tests read of the state besides state: how the table is kept, the
// line on the table, the seed.
type kept struct {
	Storage string `json:"storage"`
	Message string `json:"message"`
	Seed    any    `json:"seed"`
}

func readKept(t *testing.T, tab *browsertest.Tab) kept {
	t.Helper()
	s, err := browsertest.Eval[string](tab, `window.felt.state()`)
	if err != nil {
		t.Fatal(err)
	}
	var k kept
	if err := json.Unmarshal([]byte(s), &k); err != nil {
		t.Fatal(err)
	}
	return k
}

// listen polls the table's line for a while and returns each line it showed, in order.
func listen(t *testing.T, tab *browsertest.Tab, d time.Duration) []string {
	t.Helper()
	var lines []string
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(150 * time.Millisecond) {
		if m := readKept(t, tab).Message; m != "" && (len(lines) == 0 || lines[len(lines)-1] != m) {
			lines = append(lines, m)
		}
	}
	return lines
}

// count counts the lines that contain part.
func count(lines []string, part string) int {
	n := 0
	for _, l := range lines {
		if strings.Contains(strings.ToLower(l), strings.ToLower(part)) {
			n++
		}
	}
	return n
}

// playRound bets the minimum, deals, plays 1x, and waits for the settlement.
func playRound(t *testing.T, tab *browsertest.Tab) state {
	t.Helper()
	for _, c := range [][2]string{{"chip", "5"}, {"bet", "ante"}, {"deal", ""}} {
		if r := actOn(t, tab, c[0], c[1]); r != "" {
			t.Fatalf("%s %s: %s", c[0], c[1], r)
		}
	}
	if readState(t, tab).Phase == "deciding" {
		if r := actOn(t, tab, "play", "1"); r != "" {
			t.Fatal(r)
		}
	}
	return waitFor(t, tab, "the round settled", loadTimeout, func(s state) bool { return s.Phase == "done" && !s.Animating })
}

// refusingStorage opens the page on a storage that refuses (script), plays rounds, and checks
// that the game plays on, says once what it cannot keep (said), and reports storage.
func refusingStorage(t *testing.T, b *browsertest.Browser, site *browsertest.Site, script, storage, said string) {
	tab := openTab(t, b, site, "?game=crazy4&speed=instant", script)
	lines := listen(t, tab, 8*time.Second)
	for range 3 {
		st := playRound(t, tab)
		if st.Results == nil || st.Mismatches != 0 {
			t.Fatalf("a round without results: %+v", st)
		}
		lines = append(lines, listen(t, tab, 3*time.Second)...)
	}
	if n := count(lines, said); n != 1 {
		t.Errorf("said %d times %q: %q", n, said, lines)
	}
	if k := readKept(t, tab); k.Storage != storage {
		t.Errorf("storage %q, want %q", k.Storage, storage)
	}
	if _, err := tab.Screenshot("storage-" + storage); err != nil {
		t.Fatal(err)
	}
}

// twoTabs opens the table in two tabs: the second says the first holds it and refuses the
// round, until the player takes the table over there; the first then refuses too, and its
// saves never write over the newer progress.
func twoTabs(t *testing.T, b *browsertest.Browser, site *browsertest.Site) {
	// The storage is cleared from a page of the site that runs no game: a game's tab left
	// open would hold the table again at its next beat (every few seconds), and the first
	// tab below, slow to open under load, would find it held elsewhere.
	clean := b.NewTab(t)
	if err := clean.Open(site.URL+"/no-game-here", small); err != nil {
		t.Fatal(err)
	}
	if _, err := browsertest.Eval[bool](clean, `localStorage.clear(), true`); err != nil {
		t.Fatal(err)
	}
	first := openTab(t, b, site, "?game=crazy4&speed=instant", "")
	playRound(t, first)
	second := openTab(t, b, site, "?game=crazy4&speed=instant", "")
	if k := readKept(t, second); k.Storage != "elsewhere" {
		t.Fatalf("the second tab's storage is %q", k.Storage)
	}
	if lines := listen(t, second, 3*time.Second); count(lines, "another tab or window") == 0 {
		t.Errorf("the second tab said %q", lines)
	}
	if r := actOn(t, second, "rebet", ""); !strings.Contains(r, "another tab or window") {
		t.Errorf("the second tab took a bet: %q", r)
	}
	if r := actOn(t, second, "here", ""); r != "" {
		t.Fatal(r)
	}
	deadline := time.Now().Add(30 * time.Second)
	for readKept(t, second).Storage != "saved" {
		if time.Now().After(deadline) {
			t.Fatalf("the second tab did not take the table: %+v", readKept(t, second))
		}
		time.Sleep(100 * time.Millisecond)
	}
	playRound(t, second)
	saved, err := browsertest.Eval[string](second, `localStorage.getItem('felt.crazy4-table')`)
	if err != nil {
		t.Fatal(err)
	}
	if r := actOn(t, first, "rebet", ""); !strings.Contains(r, "another tab or window") {
		t.Errorf("the first tab bet after the second took the table: %q", r)
	}
	if r, err := browsertest.Eval[string](first, `window.felt.save()`); err != nil || r != "" {
		t.Errorf("save: %q %v", r, err)
	}
	if now, _ := browsertest.Eval[string](first, `localStorage.getItem('felt.crazy4-table')`); now != saved {
		t.Error("the stale tab wrote over the newer progress")
	}
	if k := readKept(t, first); k.Storage != "lost" {
		t.Errorf("the first tab's storage is %q", k.Storage)
	}
}

// hostileCalls calls window.felt with what any script on the page could pass: long strings,
// objects that throw, symbols, numbers. The game answers each with a short line that echoes
// a few dozen characters at most, and plays on.
func hostileCalls(t *testing.T, b *browsertest.Browser, site *browsertest.Site) {
	tab := openTab(t, b, site, "?seed=3&speed=instant", "")
	for _, call := range []string{
		`window.felt.act('bet', 'W'.repeat(300))`,
		`window.felt.act('W'.repeat(300), 'ante')`,
		`window.felt.act('chip', '9'.repeat(10000000))`,
		`window.felt.act('bet', { toString() { throw new Error('no') } })`,
		`window.felt.act(Symbol('x'), 5)`,
		`window.felt.act({}, [1, 2, 3])`,
		`window.felt.act(12, null)`,
		`window.felt.act()`,
		`window.felt.act('speed', '\u0000\uffff'.repeat(20))`,
	} {
		r, err := browsertest.Eval[string](tab, call)
		if err != nil {
			t.Fatalf("%.50s: %v", call, err)
		}
		if n := len([]rune(r)); n == 0 || n > 100 || strings.Contains(r, strings.Repeat("W", 40)) || strings.Contains(r, strings.Repeat("9", 40)) {
			t.Errorf("%.50s: %q", call, r)
		}
	}
	if err := tab.Drawn(); err != nil {
		t.Fatal(err)
	}
	if st := playRound(t, tab); st.Results == nil {
		t.Error("no round after the hostile calls")
	}
	if s, _ := browsertest.Eval[string](tab, `String(window.feltState)`); s != "shown" {
		t.Errorf("the page is %q", s)
	}
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
}

// hostileAddress opens the page with bad values of the parameters the game knows, unknown
// ones and a query of over 8,000 characters: the game starts, says what it refused, uses its
// defaults, and passes nothing unknown on; state().seed is a string of digits, exact.
func hostileAddress(t *testing.T, b *browsertest.Browser, site *browsertest.Site) {
	long := strings.Repeat("9", 9000)
	tab := openTab(t, b, site, "?seed=-1&speed=bogus&demo=junk&zzz=1&game=poker&junk="+long, "")
	argv, err := browsertest.Eval[[]string](tab, `window.feltArgv`)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range argv {
		if strings.Contains(a, "zzz") || strings.Contains(a, "junk=") || len(a) > 80 {
			t.Errorf("passed on %.40q", a)
		}
	}
	lines := listen(t, tab, 30*time.Second)
	for _, want := range []string{"?seed=", "?speed=", "?demo="} {
		if count(lines, want) != 1 {
			t.Errorf("no single line on %s: %q", want, lines)
		}
	}
	for _, l := range lines {
		if len([]rune(l)) > 100 {
			t.Errorf("a line of %d characters", len([]rune(l)))
		}
	}
	k := readKept(t, tab)
	if s, ok := k.Seed.(string); !ok || !regexp.MustCompile(`^[0-9]{1,20}$`).MatchString(s) {
		t.Errorf("state().seed is %#v, want a string of digits", k.Seed)
	}
	// The refused ?speed= leaves the default, normal speed, whose playback takes long on a
	// busy machine; the round here needs none (each test's browser is fresh: no speed kept
	// from another's).
	if r := actOn(t, tab, "speed", "instant"); r != "" {
		t.Fatalf("speed instant: %s", r)
	}
	playRound(t, tab)

	// A query of over 8,000 characters on a known parameter (refused: the saved table opens,
	// whose seed is not shown), and the largest seed exactly.
	tab = openTab(t, b, site, "?speed=instant&seed="+long, "")
	if k := readKept(t, tab); k.Seed != "0" {
		t.Errorf("seed %v at the saved table, want \"0\"", k.Seed)
	}
	tab = openTab(t, b, site, "?speed=instant&seed=18446744073709551615", "")
	if k := readKept(t, tab); k.Seed != "18446744073709551615" {
		t.Errorf("state().seed is %#v, want \"18446744073709551615\" exactly", k.Seed)
	}
}

// damagedSave puts a save that is not even base64 where the table is kept: the game opens a
// new table, keeps the damaged text aside under a name of its own, and says so.
func damagedSave(t *testing.T, b *browsertest.Browser, site *browsertest.Site) {
	tab := openTab(t, b, site, "?seed=1&speed=instant", "")
	if _, err := browsertest.Eval[bool](tab, `localStorage.clear(), localStorage.setItem('felt.crazy4-table', '%%% not a table %%%'), true`); err != nil {
		t.Fatal(err)
	}
	tab = openTab(t, b, site, "?game=crazy4&speed=instant", "")
	lines := listen(t, tab, 12*time.Second)
	if count(lines, "kept aside as crazy4-table.damaged-1") != 1 || count(lines, "new table") != 1 {
		t.Errorf("the table said %q", lines)
	}
	kept, err := browsertest.Eval[string](tab, `atob(localStorage.getItem('felt.crazy4-table.damaged-1') || '')`)
	if err != nil || kept != "%%% not a table %%%" {
		t.Errorf("kept %q, %v", kept, err)
	}
	if st := playRound(t, tab); st.Results == nil {
		t.Error("no round on the new table")
	}
	if k := readKept(t, tab); k.Storage != "saved" {
		t.Errorf("storage %q", k.Storage)
	}
}
