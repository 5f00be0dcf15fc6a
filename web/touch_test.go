//go:build !js

package web_test

import (
	"fmt"
	"testing"
	"time"

	"felt/web/browsertest"
)

// TestTouchBusyPage taps the Ante's circle while the page is busy, as a slow phone is: a
// tap whose end waits behind a long frame is a tap, not a long press; a tap that begins and
// ends while a long frame runs is a tap; a long press still takes a chip off.
func TestTouchBusyPage(t *testing.T) {
	t.Parallel()
	b := browsertest.Launch(t)
	site := browsertest.Serve(t)
	tab := b.NewTab(t)
	vp := browsertest.Landscape
	if err := tab.Open(site.URL+"/?game=crazy4&speed=fast&seed=3", vp); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	// The first tap must bet: the 18+ notice of a first start goes with a key first.
	if err := tab.SeeNotice(); err != nil {
		t.Fatal(err)
	}
	st := readState(t, tab)
	xy, ok := st.Targets["ante"]
	if !ok {
		t.Fatalf("no ante among %v", st.Targets)
	}
	x, y := browsertest.DesignToCSS(vp, xy[0], xy[1])
	ante := func() int64 { return cents(t, readState(t, tab).Bets["ante"]) }
	waitAnte := func(what string, want int64) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for ante() != want {
			if time.Now().After(deadline) {
				rec, _ := browsertest.Eval[any](tab, `JSON.stringify(window.feltTouches)`)
				t.Logf("the page's record of the touches: %v", rec)
				t.Fatalf("%s: the ante is %d cents, want %d", what, ante(), want)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	const busy = `(ms) => { const t = performance.now(); while (performance.now() - t < ms) {} }`
	// A tap on a page at rest.
	if err := tab.TouchHold(x, y, 100*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	waitAnte("a tap", 500)
	// A tap whose start the page takes 800 ms over (after the game's own listener): its end
	// waits meanwhile.
	if _, err := browsertest.Eval[any](tab, fmt.Sprintf(`window.addEventListener('touchstart', () => (%s)(800), {once: true}), 0`, busy)); err != nil {
		t.Fatal(err)
	}
	if err := tab.TouchHold(x, y, 100*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	waitAnte("a tap whose end the page saw late", 1000)
	// A tap that begins and ends while the page is busy for 900 ms.
	if _, err := browsertest.Eval[any](tab, fmt.Sprintf(`setTimeout(() => (%s)(900), 0), 0`, busy)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	if err := tab.TouchHold(x, y, 80*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	waitAnte("a tap during a long frame", 1500)
	// A long press takes a chip off.
	if err := tab.TouchHold(x, y, 800*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	waitAnte("a long press", 1000)
	// A finger dragged across the felt, then a tap.
	if err := tab.TouchDrag(x+200, y-300, x+200, y-100); err != nil {
		t.Fatal(err)
	}
	if err := tab.TouchHold(x, y, 100*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	waitAnte("a tap after a drag", 1500)
	if errs := tab.Errors(); len(errs) > 0 {
		t.Fatalf("console errors: %v", errs)
	}
}
