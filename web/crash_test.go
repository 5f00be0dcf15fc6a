//go:build !js

package web_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"felt/web/browsertest"
)

// TestKioskRestartsAfterPanic makes the game panic (the hook's panic command, which only a
// browser under automation takes): in kiosk mode the page shows no error and loads itself
// again, the game back in attract mode with the kiosk's PIN kept; in
// play mode the page says the game stopped, and why. A browser that is not automated (its
// navigator.webdriver false) refuses the command.
func TestKioskRestartsAfterPanic(t *testing.T) {
	t.Parallel()
	b := browsertest.Launch(t)
	site := browsertest.Serve(t)
	// Attract mode (?mode=attract) restarts as the kiosk does, by the same test of the page.
	for _, query := range []string{"?mode=kiosk&pin=2468&game=crazy4&speed=instant"} {
		tab := openTab(t, b, site, query, "")
		mode := readDemo(t, tab).Mode
		if _, err := browsertest.Eval[bool](tab, `window.feltBefore = true`); err != nil {
			t.Fatal(err)
		}
		if r := actOn(t, tab, "panic", ""); r != "" {
			t.Fatalf("%s: the panic command refused: %s", query, r)
		}
		if err := waitTrue(tab, `!window.feltBefore && window.feltState === 'shown'`, 60*time.Second); err != nil {
			t.Fatalf("%s: the page after the panic: %v (state %v, error %v)", query, err, jsValue(tab, `window.feltState`), jsValue(tab, `window.feltError`))
		}
		st := waitDemo(t, tab, "attract mode after the restart", 20*time.Second, func(s demoState) bool { return s.Attract != nil })
		if st.Mode != mode {
			t.Errorf("%s: the mode after the restart is %q, was %q", query, st.Mode, mode)
		}
		if strings.Contains(query, "kiosk") {
			if r := actOn(t, tab, "pin", "2468"); r != "" {
				t.Errorf("the kiosk's PIN after the restart: %s", r)
			}
		}
	}

	tab := openTab(t, b, site, "?game=crazy4&speed=instant", "")
	if r := actOn(t, tab, "panic", ""); r != "" {
		t.Fatalf("the panic command refused: %s", r)
	}
	if err := waitTrue(tab, `window.feltState === 'error'`, 20*time.Second); err != nil {
		t.Fatalf("play mode after the panic: %v", err)
	}
	if msg := jsValue(tab, `window.feltError`); !strings.Contains(msg, "The game stopped: panic: felt: the panic asked for") {
		t.Errorf("play mode's error: %q", msg)
	}

	person := openTab(t, b, site, "?game=crazy4&speed=instant", `Object.defineProperty(Navigator.prototype, 'webdriver', {get: () => false})`)
	if r := actOn(t, person, "panic", ""); r == "" {
		t.Error("a browser not under automation took the panic command")
	}
	if err := person.Drawn(); err != nil {
		t.Fatal(err)
	}
	if s := jsValue(person, `window.feltState`); s != "shown" {
		t.Errorf("after a refused panic the page is %q", s)
	}
}

// waitTrue waits for a JavaScript condition on the page; an evaluation that fails (the
// page is being loaded again) is tried again.
func waitTrue(tab *browsertest.Tab, cond string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		ok, err := browsertest.Eval[bool](tab, `!!(`+cond+`)`)
		if err == nil && ok {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: not after %v (%v)", cond, timeout, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// jsValue is the text of a JavaScript expression on the page, for a message.
func jsValue(tab *browsertest.Tab, expr string) string {
	s, err := browsertest.Eval[string](tab, `String(`+expr+`)`)
	if err != nil {
		return err.Error()
	}
	return s
}
