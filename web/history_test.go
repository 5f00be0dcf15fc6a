//go:build !js

package web_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"felt/web/browsertest"

	"github.com/chromedp/chromedp/kb"
)

// hist is what the history tests read of the hook's state.
type hist struct {
	Screen    string                `json:"screen"`
	Phase     string                `json:"phase"`
	Animating bool                  `json:"animating"`
	Replay    bool                  `json:"replay"`
	Step      []int                 `json:"replayStep"`
	Code      string                `json:"replayCode"`
	Of        string                `json:"replayOf"`
	Copied    string                `json:"replayCopied"`
	Credits   float64               `json:"credits"`
	Targets   map[string][2]float64 `json:"targets"`
	RTargets  map[string][2]float64 `json:"replayTargets"`
	Results   *struct {
		Net float64 `json:"net"`
	} `json:"results"`
	History *struct {
		Rounds []struct {
			Round uint64  `json:"round"`
			Hand  string  `json:"hand"`
			Net   float64 `json:"net"`
		} `json:"rounds"`
		Code    string `json:"code"`
		Message string `json:"message"`
		Typing  bool   `json:"typing"`
		Typed   string `json:"typed"`
	} `json:"history"`
	Stats *struct {
		Rounds  int64     `json:"rounds"`
		Net     float64   `json:"net"`
		Chart   []float64 `json:"chart"`
		Confirm bool      `json:"confirm"`
	} `json:"stats"`
	Table *struct {
		Credits float64 `json:"credits"`
	} `json:"table"`
}

// histRead reads the state.
func histRead(t *testing.T, tab *browsertest.Tab) hist {
	t.Helper()
	h, err := browsertest.State[hist](tab)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// histWait waits until the state is what ok asks for (for up to timeout) and returns it.
func histWait(t *testing.T, tab *browsertest.Tab, timeout time.Duration, what string, ok func(hist) bool) hist {
	t.Helper()
	h, err := browsertest.Wait(tab, what, timeout, ok)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestHistory plays rounds, reloads the page, and finds them in the hand history, opened by
// its key; replays one (a click on it), steps through it by key and by click, runs it and
// goes back; reaches the statistics through the lobby by clicks and has their reset ask
// first; replays a round code and refuses one that does not parse. In landscape by clicks;
// in portrait the same by touch; then on a phone (390x844 at 2x) by touch alone: LOBBY,
// HAND HISTORY (the column dragged to it), a round, NEXT STEP, RUN, COPY CODE, BACK twice,
// STATISTICS. Screenshots in out/browser/history/.
func TestHistory(t *testing.T) {
	t.Parallel()
	site := browsertest.Serve(t)
	// One browser context for the three runs: the phone finds the rounds the portrait run
	// kept in the page's storage.
	b := browsertest.Launch(t)
	out, err := browsertest.OutDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(out, "history"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, o := range []struct {
		name, game string
		vp         browsertest.Viewport
		touch      bool
	}{{"landscape", "crazy4", browsertest.Landscape, false}, {"portrait", "crisscross", browsertest.Portrait, true}} {
		t.Run(o.game+"-"+o.name, func(t *testing.T) { historyScreens(t, b, site, o.game, o.name, o.vp, o.touch) })
	}
	// The phone finds the rounds the portrait run played (one browser, one storage).
	t.Run("crisscross-phone", func(t *testing.T) { historyPhone(t, b, site) })
}

func historyScreens(t *testing.T, b *browsertest.Browser, site *browsertest.Site, game, orient string, vp browsertest.Viewport, touch bool) {
	tab := b.NewTab(t)
	open := func() {
		t.Helper()
		if err := tab.Open(site.URL+"/?game="+game+"&speed=fast", vp); err != nil {
			t.Fatal(err)
		}
		if err := tab.WaitShown(loadTimeout); err != nil {
			t.Fatal(err)
		}
	}
	open()
	read := func() hist { t.Helper(); return histRead(t, tab) }
	wait := func(what string, ok func(hist) bool) hist {
		t.Helper()
		return histWait(t, tab, 20*time.Second, what, ok)
	}
	act := func(name, arg, want string) {
		t.Helper()
		if msg, err := browsertest.Eval[string](tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg)); err != nil || msg != want {
			t.Fatalf("act(%s, %s): %q %v, want %q", name, arg, msg, err, want)
		}
	}
	shot := func(name string) {
		t.Helper()
		time.Sleep(200 * time.Millisecond)
		if _, err := tab.Screenshot(fmt.Sprintf("history/%s-%s-%s", game, name, orient)); err != nil {
			t.Fatal(err)
		}
	}
	// click presses at a point in CSS pixels: a click, or a finger's tap in portrait.
	click := func(p [2]float64, _ bool) {
		t.Helper()
		press := tab.Click
		if touch {
			press = tab.Touch
		}
		if err := press(p[0], p[1]); err != nil {
			t.Fatal(err)
		}
	}
	key := func(k string) {
		t.Helper()
		if err := tab.PressKey(k); err != nil {
			t.Fatal(err)
		}
	}
	// Three rounds, the middle one folded.
	var nets []float64
	for i := range 3 {
		act("bet", "ante", "")
		act("deal", "", "")
		for read().Phase == "deciding" {
			if i == 1 {
				act("fold", "", "")
			} else {
				act("play", "1", "")
			}
		}
		act("skip", "", "")
		h := wait("the round's end", func(h hist) bool { return !h.Animating && h.Results != nil })
		nets = append(nets, h.Results.Net)
	}
	// A reload: the history is still there. J opens it.
	open()
	key("j")
	h := wait("the history by its key", func(h hist) bool { return h.Screen == "history" && h.History != nil })
	if len(h.History.Rounds) != 3 {
		t.Fatalf("after a reload the history holds %d rounds", len(h.History.Rounds))
	}
	for i, r := range h.History.Rounds {
		if r.Net != nets[2-i] || r.Hand == "" {
			t.Errorf("round %d listed as %+v; the table showed %v", i, r, nets[2-i])
		}
	}
	credits := h.Table.Credits
	newest := h.History.Rounds[0].Round
	shot("list")
	// A click (a tap) on the newest round replays it, under a title that names it; N steps,
	// NEXT STEP steps.
	click(h.Targets["round1"], false)
	h = wait("the replay", func(h hist) bool { return h.Screen == "replay" && h.Replay && len(h.Step) == 2 && h.Step[0] > 0 })
	first := h.Step[0]
	if want := fmt.Sprintf("Round %d · ", newest); !strings.HasPrefix(h.Of, want) {
		t.Errorf("the replay's title %q, want %q...", h.Of, want)
	}
	shot("replay-start")
	key("n")
	h = wait("a step by key, played", func(h hist) bool { return h.Step[0] > first && !h.Animating })
	shot("replay-step")
	at := h.Step[0]
	x, y := browsertest.DesignToCSS(vp, h.RTargets["step"][0], h.RTargets["step"][1])
	click([2]float64{x, y}, false)
	h = wait("a step by a click", func(h hist) bool { return h.Step[0] > at })
	act("deal", "", "This is a replay: it changes nothing")
	// RUN by a click, to the end.
	x, y = browsertest.DesignToCSS(vp, h.RTargets["run"][0], h.RTargets["run"][1])
	click([2]float64{x, y}, false)
	wait("the whole round shown", func(h hist) bool { return h.Step[0] == h.Step[1] })
	act("skip", "", "")
	h = wait("the replay's end", func(h hist) bool { return !h.Animating })
	if h.Results == nil || h.Results.Net != nets[2] {
		t.Fatalf("the replay ends with %+v; the round's net was %v", h.Results, nets[2])
	}
	shot("replay-end")
	code := h.Code
	key(kb.Escape)
	h = wait("the history again", func(h hist) bool { return h.Screen == "history" })
	if h.Table.Credits != credits {
		t.Fatalf("the replay moved the credits: %v, were %v", h.Table.Credits, credits)
	}
	// The round's code, and a code that does not parse.
	act("copy", "1", "")
	if h := read(); h.History.Code != code || code == "" {
		t.Fatalf("copy gives %q; the replay showed %q", h.History.Code, code)
	}
	shot("code")
	if msg, _ := browsertest.Eval[string](tab, `window.felt.act("code", "F00-BAR")`); !strings.HasPrefix(msg, "that code does not replay: not a round code") {
		t.Fatalf("a bad code: %q", msg)
	}
	act("code", strings.ToLower(code), "")
	wait("the code's replay", func(h hist) bool { return h.Screen == "replay" })
	act("run", "", "")
	act("skip", "", "")
	h = wait("the code's replay's end", func(h hist) bool { return h.Step[0] == h.Step[1] && !h.Animating })
	if h.Results == nil || h.Results.Net != nets[2] {
		t.Fatalf("the code's replay ends with %+v; the round's net was %v", h.Results, nets[2])
	}
	key(kb.Escape)
	h = wait("the history", func(h hist) bool { return h.Screen == "history" })
	// BACK by a click, then the lobby by Esc and the statistics by a click.
	click(h.Targets["back"], false)
	wait("the table", func(h hist) bool { return h.Screen == "" })
	key(kb.Escape)
	wait("the lobby", func(h hist) bool { return h.Screen == "lobby" })
	// In portrait the table's rows are below the fold: the focus brings them into view.
	act("focus", game+"-stats", "")
	h = wait("STATISTICS in view", func(h hist) bool { _, ok := h.Targets[game+"-stats"]; return ok })
	click(h.Targets[game+"-stats"], false)
	h = wait("the statistics", func(h hist) bool { return h.Screen == "stats" && h.Stats != nil })
	if h.Stats.Rounds != 3 || len(h.Stats.Chart) != 3 || h.Stats.Net != nets[0]+nets[1]+nets[2] {
		t.Fatalf("the statistics: %+v; the nets %v", h.Stats, nets)
	}
	shot("stats")
	act("focus", "reset", "")
	h = wait("RESET in view", func(h hist) bool { _, ok := h.Targets["reset"]; return ok })
	click(h.Targets["reset"], false)
	h = wait("the reset's question", func(h hist) bool { return h.Stats != nil && h.Stats.Confirm })
	shot("stats-reset")
	act("focus", "reset-no", "")
	h = wait("NO in view", func(h hist) bool { _, ok := h.Targets["reset-no"]; return ok })
	click(h.Targets["reset-no"], false)
	h = wait("no reset", func(h hist) bool { return h.Stats != nil && !h.Stats.Confirm })
	if h.Stats.Rounds != 3 {
		t.Fatal("NO reset the statistics")
	}
	if errs := tab.Errors(); len(errs) > 0 {
		t.Fatalf("the page's console has errors: %v", errs)
	}
}

// historyPhone works the history on a phone by touch alone, from the table: LOBBY, HAND
// HISTORY (the lobby's column dragged up to it), the newest round, NEXT STEP, RUN, COPY CODE,
// BACK to the history, BACK to the table; then STATISTICS from the lobby.
func historyPhone(t *testing.T, b *browsertest.Browser, site *browsertest.Site) {
	vp := browsertest.Viewport{Width: 390, Height: 844, Scale: 2}
	tab := b.NewTab(t)
	if err := tab.Open(site.URL+"/?game=crisscross&speed=fast", vp); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	read := func() hist { t.Helper(); return histRead(t, tab) }
	wait := func(what string, ok func(hist) bool) hist {
		t.Helper()
		return histWait(t, tab, 30*time.Second, what, ok)
	}
	tap := func(what string, xy [2]float64, ok bool) {
		t.Helper()
		if !ok {
			t.Fatalf("no %s to tap", what)
		}
		if err := tab.Touch(xy[0], xy[1]); err != nil {
			t.Fatal(err)
		}
	}
	design := func(xy [2]float64) [2]float64 {
		x, y := browsertest.DesignToCSS(vp, xy[0], xy[1])
		return [2]float64{x, y}
	}
	shot := func(name string) {
		t.Helper()
		if _, err := tab.Screenshot("history/crisscross-" + name + "-phone"); err != nil {
			t.Fatal(err)
		}
	}
	// A finger drags the lobby's column up until target is in view.
	find := func(target string) hist {
		t.Helper()
		for range 6 {
			if h := read(); h.Targets[target] != [2]float64{} {
				return h
			}
			if err := tab.TouchDrag(195, 700, 195, 300); err != nil {
				t.Fatal(err)
			}
			if err := tab.Drawn(); err != nil {
				t.Fatal(err)
			}
		}
		t.Fatalf("%s not in view after dragging the column: %v", target, read().Targets)
		return hist{}
	}
	h := wait("the table", func(h hist) bool { return h.Screen == "" && h.Targets["screen lobby"] != [2]float64{} })
	lobby, ok := h.Targets["screen lobby"]
	tap("LOBBY", design(lobby), ok)
	wait("the lobby", func(h hist) bool { return h.Screen == "lobby" })
	h = find("crisscross-history")
	tap("HAND HISTORY", h.Targets["crisscross-history"], true)
	h = wait("the history", func(h hist) bool { return h.Screen == "history" && h.History != nil })
	if len(h.History.Rounds) != 3 {
		t.Fatalf("the phone's history holds %d rounds, want the portrait run's 3", len(h.History.Rounds))
	}
	net := h.History.Rounds[0].Net
	credits := h.Table.Credits
	shot("list")
	r1, ok := h.Targets["round1"]
	tap("the newest round", r1, ok)
	h = wait("the replay", func(h hist) bool { return h.Screen == "replay" && len(h.Step) == 2 && h.Step[0] > 0 })
	at := h.Step[0]
	shot("replay-start")
	tap("NEXT STEP", design(h.RTargets["step"]), true)
	h = wait("a step by a tap", func(h hist) bool { return h.Step[0] > at })
	tap("RUN", design(h.RTargets["run"]), true)
	wait("the whole round", func(h hist) bool { return h.Step[0] == h.Step[1] })
	// (A slow machine plays the round's end slowly: it is finished at once, as a tap on the
	// felt would.)
	if _, err := browsertest.Eval[string](tab, `window.felt.act("skip", "")`); err != nil {
		t.Fatal(err)
	}
	h = wait("the replay's end", func(h hist) bool { return !h.Animating })
	if h.Results == nil || h.Results.Net != net {
		t.Fatalf("the replay ends with %+v; the round's net was %v", h.Results, net)
	}
	tap("COPY CODE", design(h.RTargets["copy"]), true)
	h = wait("the code copied", func(h hist) bool { return h.Copied != "" })
	shot("replay-end")
	tap("BACK", design(h.RTargets["back"]), true)
	h = wait("the history again", func(h hist) bool { return h.Screen == "history" })
	if h.Table.Credits != credits {
		t.Fatalf("the replay moved the credits: %v, were %v", h.Table.Credits, credits)
	}
	back, ok := h.Targets["back"]
	// The history was opened from the lobby: its BACK goes back there.
	tap("the history's BACK", back, ok)
	wait("the lobby again", func(h hist) bool { return h.Screen == "lobby" })
	h = find("crisscross-stats")
	tap("STATISTICS", h.Targets["crisscross-stats"], true)
	h = wait("the statistics", func(h hist) bool { return h.Screen == "stats" && h.Stats != nil })
	if h.Stats.Rounds != 3 || len(h.Stats.Chart) != 3 {
		t.Fatalf("the phone's statistics: %+v", h.Stats)
	}
	shot("stats")
	if errs := tab.Errors(); len(errs) > 0 {
		t.Fatalf("the page's console has errors: %v", errs)
	}
}

// TestPasteIntoCode pastes a round code into the history page's code field (TYPE A CODE) by
// Ctrl+V, pressed as a person presses it: the text comes from the page's paste event, and
// the browser's clipboard permission is never asked for (navigator.clipboard.readText is
// counted and refused here). Enter then replays the code.
func TestPasteIntoCode(t *testing.T) {
	t.Parallel()
	tab := openTab(t, browsertest.Launch(t), browsertest.Serve(t), "?game=crazy4&speed=fast", "")
	act := func(name, arg string) {
		t.Helper()
		if msg := actOn(t, tab, name, arg); msg != "" {
			t.Fatalf("act(%s, %s): %q", name, arg, msg)
		}
	}
	wait := func(what string, ok func(hist) bool) hist {
		t.Helper()
		return histWait(t, tab, 30*time.Second, what, ok)
	}
	act("bet", "ante")
	act("deal", "")
	for histRead(t, tab).Phase == "deciding" {
		act("play", "1")
	}
	act("skip", "")
	wait("the round's end", func(h hist) bool { return !h.Animating && h.Results != nil })
	act("screen", "history")
	act("copy", "1")
	code := histRead(t, tab).History.Code
	if code == "" {
		t.Fatal("no code to paste")
	}
	// The code on the clipboard, copied by Ctrl+C from a field of the page as a player
	// copies it from a message; navigator.clipboard.readText counted and refused.
	if _, err := browsertest.Eval[bool](tab, fmt.Sprintf(`(() => {
		window.readTexts = 0;
		navigator.clipboard.readText = () => { window.readTexts++; return Promise.reject(new Error('not allowed')); };
		const t = document.createElement('textarea');
		t.id = 'copied';
		t.value = %q;
		document.body.appendChild(t);
		t.focus();
		t.select();
		return true;
	})()`, code)); err != nil {
		t.Fatal(err)
	}
	if err := tab.PressCtrl("c"); err != nil {
		t.Fatal(err)
	}
	if _, err := browsertest.Eval[bool](tab, `document.getElementById('copied').remove(), document.querySelector('canvas').focus(), true`); err != nil {
		t.Fatal(err)
	}
	act("press", "type")
	wait("the code field", func(h hist) bool { return h.History != nil && h.History.Typing })
	if err := tab.PressCtrl("v"); err != nil {
		t.Fatal(err)
	}
	want := strings.ToUpper(strings.NewReplacer("-", "", " ", "").Replace(code))
	wait("the code pasted into the field", func(h hist) bool { return h.History != nil && h.History.Typed == want })
	if n, err := browsertest.Eval[int](tab, `window.readTexts`); err != nil || n != 0 {
		t.Fatalf("the paste asked for the clipboard's permission %d times (%v)", n, err)
	}
	if err := tab.PressKey(kb.Enter); err != nil {
		t.Fatal(err)
	}
	wait("the pasted code's replay", func(h hist) bool { return h.Screen == "replay" && h.Code == code })
	if errs := tab.Errors(); len(errs) > 0 {
		t.Fatalf("the page's console has errors: %v", errs)
	}
}
