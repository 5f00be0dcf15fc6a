//go:build !js

package web_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"felt/web/browsertest"

	"github.com/chromedp/chromedp/kb"
)

// pages is what the help and settings tests read of the hook's state while a page is open
// (and at the table: screen "" and the table's own fields).
type pages struct {
	Screen    string                `json:"screen"`
	Phase     string                `json:"phase"`
	Animating bool                  `json:"animating"`
	Notice    string                `json:"notice"`
	Round     int                   `json:"round"`
	Cards     []string              `json:"cards"`
	Targets   map[string][2]float64 `json:"targets"`
	// HelpRaw is the help page's state while it is open (at the table, "help" is whether the
	// pays-and-rules sign is up).
	HelpRaw json.RawMessage `json:"help"`
	Help    *helpPage       `json:"-"`
	Table   *struct {
		Phase string   `json:"phase"`
		Round int      `json:"round"`
		Cards []string `json:"cards"`
	} `json:"table"`
	Effects    int  `json:"effects"`
	FourColour bool `json:"fourColour"`
	Settings   *struct {
		Effects    int  `json:"effects"`
		FourColour bool `json:"fourColour"`
	} `json:"settings"`
}

// helpPage is the help page's own state.
type helpPage struct {
	Game    string   `json:"game"`
	Page    string   `json:"page"`
	Pages   []string `json:"pages"`
	Figures []string `json:"figures"`
}

func readPages(t *testing.T, tab *browsertest.Tab) pages {
	t.Helper()
	s, err := browsertest.Eval[string](tab, `window.felt.state()`)
	if err != nil {
		t.Fatal(err)
	}
	var p pages
	if err := json.Unmarshal([]byte(s), &p); err != nil {
		t.Fatalf("state %s: %v", s, err)
	}
	if p.Screen == "help" {
		p.Help = &helpPage{}
		if err := json.Unmarshal(p.HelpRaw, p.Help); err != nil {
			t.Fatalf("the help's state %s: %v", p.HelpRaw, err)
		}
	}
	return p
}

// waitPages polls the state until ok says yes. Headless Chromium draws in software on a
// shared machine, a few frames a second: a deal at fast speed can take twenty seconds.
func waitPages(t *testing.T, tab *browsertest.Tab, what string, ok func(pages) bool) pages {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		p := readPages(t, tab)
		if ok(p) {
			return p
		}
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s: screen %q, state %+v", what, p.Screen, p)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestHelpAndSettings opens the help and the settings, by key, click and touch, at the Crazy
// 4 Poker table in landscape, and by the hook at both tables in the other orientations: the
// table's HELP button by a click,
// H over a round in play (the round waits under the page exactly as it was, and Esc goes
// back to it), the help's pages turned by the keyboard and by the NEXT button, BACK by a
// touch; every help page of both games is screenshot (out/browser/help/); the settings by
// the , key and by their button, the effects' volume and the four-colour deck changed by
// clicks; the settings changed survive a reload.
func TestHelpAndSettings(t *testing.T) {
	t.Parallel()
	site := browsertest.Serve(t)
	out, err := browsertest.OutDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(out, "help"), 0o755); err != nil {
		t.Fatal(err)
	}
	// The whole way once (a real browser draws a few frames a second here: a round takes
	// minutes); the pages of the other tables and orientations, opened by the hook.
	t.Run("crazy4-landscape", func(t *testing.T) {
		helpAndSettings(t, browsertest.Launch(t), site, "crazy4", "landscape", browsertest.Landscape)
	})
	for _, c := range []struct {
		game, name string
		vp         browsertest.Viewport
	}{{"crazy4", "portrait", browsertest.Portrait}, {"crisscross", "landscape", browsertest.Landscape}, {"crisscross", "portrait", browsertest.Portrait}} {
		t.Run(c.game+"-"+c.name, func(t *testing.T) { helpPages(t, browsertest.Launch(t), site, c.game, c.name, c.vp) })
	}
}

// helpPages opens the help by the hook, screenshots each of its pages and the settings page.
func helpPages(t *testing.T, b *browsertest.Browser, site *browsertest.Site, game, orient string, vp browsertest.Viewport) {
	tab := b.NewTab(t)
	if err := tab.Open(site.URL+"/?game="+game+"&seed=13&speed=instant", vp); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	act := func(name, arg string) {
		t.Helper()
		if msg, err := browsertest.Eval[string](tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg)); err != nil || msg != "" {
			t.Fatalf("act(%s, %s): %q %v", name, arg, msg, err)
		}
	}
	act("screen", "help")
	p := waitPages(t, tab, "the help", func(p pages) bool { return p.Screen == "help" })
	if p.Help == nil || p.Help.Game != game || len(p.Help.Pages) < 9 {
		t.Fatalf("the help: %+v", p.Help)
	}
	for i, id := range p.Help.Pages {
		act("set", "page="+id)
		waitPages(t, tab, "page "+id, func(p pages) bool { return p.Help != nil && p.Help.Page == id })
		if _, err := tab.Screenshot(fmt.Sprintf("help/%s-%02d-%s-%s", game, i+1, id, orient)); err != nil {
			t.Fatal(err)
		}
	}
	act("back", "")
	act("screen", "settings")
	waitPages(t, tab, "the settings", func(p pages) bool { return p.Screen == "settings" && p.Settings != nil })
	if _, err := tab.Screenshot(fmt.Sprintf("help/%s-settings-%s", game, orient)); err != nil {
		t.Fatal(err)
	}
	act("back", "")
	waitPages(t, tab, "the table", func(p pages) bool { return p.Screen == "" })
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
}

func helpAndSettings(t *testing.T, b *browsertest.Browser, site *browsertest.Site, game, orient string, vp browsertest.Viewport) {
	tab := b.NewTab(t)
	if err := tab.Open(site.URL+"/?game="+game+"&seed=11&speed=fast", vp); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	act := func(name, arg string) {
		t.Helper()
		if msg, err := browsertest.Eval[string](tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg)); err != nil || msg != "" {
			t.Fatalf("act(%s, %s): %q %v", name, arg, msg, err)
		}
	}
	design := func(target string) (float64, float64) {
		t.Helper()
		p := readPages(t, tab)
		q, ok := p.Targets[target]
		if !ok {
			t.Fatalf("no %q at the table; targets %v", target, p.Targets)
		}
		return cssOf(vp, q[0], q[1])
	}
	// (The notice of the first start, if it is up, goes at the first input, which does nothing else.)
	waitPages(t, tab, "the table", func(p pages) bool { return p.Screen == "" })

	// The table's HELP button by a click opens the help on its first page; the keyboard's
	// Right turns the page, a click on NEXT turns the next; every page is screenshot; a
	// touch on BACK goes back to the table.
	x, y := design("screen help")
	if err := tab.Click(x, y); err != nil {
		t.Fatal(err)
	}
	if p := waitPages(t, tab, "a click", func(p pages) bool { return p.Notice == "" }); p.Screen != "help" {
		// The click took the notice of the first start down: another opens the help.
		if err := tab.Click(x, y); err != nil {
			t.Fatal(err)
		}
	}
	p := waitPages(t, tab, "the help by a click", func(p pages) bool { return p.Screen == "help" })
	if p.Help == nil || p.Help.Game != game || p.Help.Page != "play-1" || len(p.Help.Figures) == 0 {
		t.Fatalf("the help opened on %+v", p.Help)
	}
	if err := tab.PressKey(kb.ArrowRight); err != nil {
		t.Fatal(err)
	}
	waitPages(t, tab, "the next page by key", func(p pages) bool { return p.Help != nil && p.Help.Page == "play-2" })
	p = waitPages(t, tab, "NEXT", func(p pages) bool { _, ok := p.Targets["next"]; return ok })
	if err := tab.Click(p.Targets["next"][0], p.Targets["next"][1]); err != nil {
		t.Fatal(err)
	}
	waitPages(t, tab, "the next page by a click", func(p pages) bool { return p.Help != nil && p.Help.Page == "play-3" })
	for i, id := range p.Help.Pages {
		act("set", "page="+id)
		waitPages(t, tab, "page "+id, func(p pages) bool { return p.Help != nil && p.Help.Page == id })
		if _, err := tab.Screenshot(fmt.Sprintf("help/%s-%02d-%s-%s", game, i+1, id, orient)); err != nil {
			t.Fatal(err)
		}
	}
	p = readPages(t, tab)
	if err := tab.Touch(p.Targets["back"][0], p.Targets["back"][1]); err != nil {
		t.Fatal(err)
	}
	waitPages(t, tab, "the table by a touch on BACK", func(p pages) bool { return p.Screen == "" })

	// A round in play, bet and dealt by keys: the cards are out, a decision waits. H opens
	// the help over it, Esc goes back to the round as it was.
	for _, k := range []string{"a", " "} {
		if err := tab.PressKey(k); err != nil {
			t.Fatal(err)
		}
		if err := tab.Drawn(); err != nil {
			t.Fatal(err)
		}
	}
	before := waitPages(t, tab, "a decision", func(p pages) bool { return p.Screen == "" && p.Phase == "deciding" && !p.Animating })
	if err := tab.PressKey("h"); err != nil {
		t.Fatal(err)
	}
	p = waitPages(t, tab, "the help by key", func(p pages) bool { return p.Screen == "help" })
	if p.Table == nil || p.Table.Phase != "deciding" || p.Table.Round != before.Round {
		t.Errorf("under the help the table is %+v, was round %d deciding", p.Table, before.Round)
	}
	if err := tab.PressKey(kb.Escape); err != nil {
		t.Fatal(err)
	}
	back := waitPages(t, tab, "the table by Esc", func(p pages) bool { return p.Screen == "" })
	if back.Phase != "deciding" || back.Round != before.Round || fmt.Sprint(back.Cards) != fmt.Sprint(before.Cards) {
		t.Errorf("back at the table: %s, round %d, cards %v; was deciding, round %d, %v", back.Phase, back.Round, back.Cards, before.Round, before.Cards)
	}

	// The settings: by the , key and by their button; the effects' volume down and the
	// four-colour deck on by clicks.
	if err := tab.PressKey(","); err != nil {
		t.Fatal(err)
	}
	waitPages(t, tab, "the settings by key", func(p pages) bool { return p.Screen == "settings" })
	if err := tab.PressKey(kb.Escape); err != nil {
		t.Fatal(err)
	}
	waitPages(t, tab, "the table", func(p pages) bool { return p.Screen == "" })
	x, y = design("screen settings")
	if err := tab.Click(x, y); err != nil {
		t.Fatal(err)
	}
	p = waitPages(t, tab, "the settings by a click", func(p pages) bool { return p.Screen == "settings" && p.Settings != nil })
	start := p.Settings.Effects
	if _, err := tab.Screenshot(fmt.Sprintf("help/%s-settings-%s", game, orient)); err != nil {
		t.Fatal(err)
	}
	down := p.Targets["effects-"]
	if err := tab.Click(down[0], down[1]); err != nil {
		t.Fatal(err)
	}
	p = waitPages(t, tab, "the effects' volume down", func(p pages) bool { return p.Settings != nil && p.Settings.Effects == start-10 })
	four := p.Targets["fourcolour"]
	if err := tab.Click(four[0], four[1]); err != nil {
		t.Fatal(err)
	}
	waitPages(t, tab, "the four-colour deck on", func(p pages) bool { return p.Settings != nil && p.Settings.FourColour })
	if _, err := tab.Screenshot(fmt.Sprintf("help/%s-settings-changed-%s", game, orient)); err != nil {
		t.Fatal(err)
	}
	if err := tab.PressKey(kb.Escape); err != nil {
		t.Fatal(err)
	}
	waitPages(t, tab, "the round", func(p pages) bool { return p.Screen == "" && p.Phase == "deciding" })

	// A reload: the settings are kept.
	if err := tab.Open(site.URL+"/?game="+game+"&seed=12&speed=fast", vp); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	kept := waitPages(t, tab, "the table after the reload", func(p pages) bool { return p.Screen == "" })
	if kept.Effects != start-10 || !kept.FourColour {
		t.Errorf("after a reload the effects' volume is %d and four colours %v; set %d and on", kept.Effects, kept.FourColour, start-10)
	}
	// Put them back for the next run in this browser.
	act("effects", fmt.Sprint(start))
	act("fourcolour", "off")
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
}

// cssOf maps a point in the game's design units to CSS pixels of a viewport.
func cssOf(vp browsertest.Viewport, x, y float64) (float64, float64) {
	return browsertest.DesignToCSS(vp, x, y)
}
