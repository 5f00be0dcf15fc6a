//go:build !js

package web_test

import (
	"context"
	"encoding/json"
	"felt/render/hook"
	"testing"
	"time"

	"felt/web/browsertest"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/chromedp"
)

// keepAudio makes the page keep the AudioContext the game makes as window.feltTestAudio, so
// that a test can read its state. It runs before the page's own scripts, which wrap it.
const keepAudio = `(() => {
  const AC = window.AudioContext;
  if (typeof AC !== 'function') return;
  window.AudioContext = class extends AC {
    constructor(...args) { super(...args); window.feltTestAudio = this; }
  };
})();`

// showWindow minimizes the tab's window (the page becomes hidden, as when the player
// switches to another tab or application) or brings it back.
func showWindow(t *testing.T, tab *browsertest.Tab, shown bool) {
	t.Helper()
	state := browser.WindowStateMinimized
	if shown {
		state = browser.WindowStateNormal
	}
	set := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		w, err := cdp.Call(ctx, tg, browser.GetWindowForTarget, browser.GetWindowForTargetParams{})
		if err != nil {
			return err
		}
		_, err = cdp.Call(ctx, tg, browser.SetWindowBounds, browser.SetWindowBoundsParams{WindowID: w.WindowID, Bounds: &browser.Bounds{WindowState: state}})
		return err
	})
	if err := chromedp.Do(tab.Context(), set); err != nil {
		t.Fatal(err)
	}
	want := "hidden"
	if shown {
		want = "visible"
	}
	waitJS(t, tab, `document.visibilityState === '`+want+`'`, 10*time.Second)
}

// TestHiddenPage hides the page in the middle of a deal at slow speed, with the deal's sounds
// playing: the page's audio stops at once, the browser's processes rest while it is hidden,
// and once the page is shown again the table catches up with the time it was hidden (the
// deal, which takes several seconds more, is over within a moment, without a click).
func TestHiddenPage(t *testing.T) {
	b := browsertest.Launch(t)
	site := browsertest.Serve(t)
	tab := b.NewTab(t)
	inject(t, tab, keepAudio)
	if err := tab.Open(site.URL+"/?seed=5&speed=slow", browsertest.Landscape); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	waitJS(t, tab, feltIdle, loadTimeout)
	// A click on the felt is the gesture the browser wants before sound may play.
	if err := tab.ClickDesign(640, 330); err != nil {
		t.Fatal(err)
	}
	for _, c := range [][2]string{{"chip", "5"}, {"bet", "ante"}, {"deal", ""}} {
		if r, err := browsertest.Eval[string](tab, `window.felt.act("`+c[0]+`", "`+c[1]+`")`); err != nil || r != "" {
			t.Fatalf("act %v: %q %v", c, r, err)
		}
	}
	waitJS(t, tab, `window.feltTestAudio && window.feltTestAudio.state === 'running'`, 10*time.Second)
	read := func() hook.State {
		s, err := browsertest.Eval[string](tab, `window.felt.state()`)
		if err != nil {
			t.Fatal(err)
		}
		var st hook.State
		if err := json.Unmarshal([]byte(s), &st); err != nil {
			t.Fatal(err)
		}
		return st
	}
	if st := read(); !st.Animating || st.Phase != "deciding" {
		t.Fatalf("before hiding: the deal is not playing (phase %s, animating %v)", st.Phase, st.Animating)
	}

	// The deal's sounds keep the page's audio running.
	waitJS(t, tab, `window.feltTestAudio.state === 'running'`, 5*time.Second)
	showWindow(t, tab, false)
	hidden := time.Now()
	// The game suspends the page's audio when it is hidden; nothing else would while the
	// browser runs no frame.
	waitJS(t, tab, `window.feltTestAudio.state === 'suspended'`, 5*time.Second)
	t.Logf("the audio suspended %v after the page was hidden", time.Since(hidden).Round(10*time.Millisecond))
	time.Sleep(time.Second)
	c0 := browserCPU(t, tab)
	time.Sleep(8 * time.Second)
	used := browserCPU(t, tab) - c0
	t.Logf("hidden: the browser used %.2f CPU-s in 8 s", used)
	if used > 0.8 {
		t.Errorf("a hidden page costs %.2f CPU-s in 8 s, as if it still ran", used)
	}
	// The browser runs no frame for a hidden page: the deal stands where it was.
	if st := read(); !st.Animating {
		t.Fatalf("the deal went on while the page was hidden: nothing to catch up")
	}

	showWindow(t, tab, true)
	shown := time.Now()
	// At slow speed the deal takes over 10 s; hidden for 10 s, it is caught up at once.
	waitJS(t, tab, `!JSON.parse(window.felt.state()).animating`, 30*time.Second)
	caught := time.Since(shown)
	t.Logf("the deal was over %v after the page was shown again", caught.Round(10*time.Millisecond))
	if caught > 3*time.Second {
		t.Errorf("the table took %v to catch up with the time it was hidden", caught)
	}
	if st := read(); st.Phase != "deciding" || st.Turn != st.Seat || st.Mismatches != 0 {
		t.Errorf("after the catch-up: phase %s, turn %d (seat %d), %d mismatches", st.Phase, st.Turn, st.Seat, st.Mismatches)
	}
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
}
