//go:build !js

package web_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"felt/web/browsertest"

	"github.com/chromedp/chromedp/kb"
)

// message is one entry of web/embed.html's log (window.feltLog).
type message struct {
	Dir     string         `json:"dir"`
	Type    string         `json:"type"`
	Payload map[string]any `json:"payload"`
}

// bench is web/embed.html in a tab, with the game in its frame from another origin.
type bench struct {
	t   *testing.T
	tab *browsertest.Tab
}

// log returns the messages the game has posted so far.
func (b *bench) log() []message {
	b.t.Helper()
	ms, err := browsertest.Eval[[]message](b.tab, `window.feltLog.filter((m) => m.dir === 'in')`)
	if err != nil {
		b.t.Fatal(err)
	}
	return ms
}

// wait waits for a message of type typ at or after the from-th, for which ok (nil: any)
// holds, and returns its place.
func (b *bench) wait(from int, typ string, timeout time.Duration, ok func(map[string]any) bool) int {
	b.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		ms := b.log()
		for i := from; i < len(ms); i++ {
			if ms[i].Type == typ && (ok == nil || ok(ms[i].Payload)) {
				return i
			}
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("no %s message after %v; the game said: %s", typ, timeout, types(ms[min(from, len(ms)):]))
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// send sends a command through the bench.
func (b *bench) send(typ, payload string) {
	b.t.Helper()
	if payload == "" {
		payload = "undefined"
	}
	if _, err := browsertest.Eval[any](b.tab, fmt.Sprintf(`window.feltSend(%q, %s), null`, typ, payload)); err != nil {
		b.t.Fatal(err)
	}
}

// state asks the game for its state and returns the answer.
func (b *bench) state() map[string]any {
	b.t.Helper()
	n := len(b.log())
	b.send("getState", "")
	i := b.wait(n, "state", 10*time.Second, nil)
	return b.log()[i].Payload
}

func types(ms []message) string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Type)
	}
	return strings.Join(out, " ")
}

// TestEmbed loads web/embed.html with the game in its frame from another origin, clicks the
// cover once, plays a round with the keyboard alone, and reads every message of the round in
// order; then the host's commands pause, mute and switch the game, and a message from an
// origin the game was not given is ignored.
func TestEmbed(t *testing.T) {
	t.Parallel()
	br := browsertest.Launch(t)
	site := browsertest.Serve(t)
	tab := br.NewTab(t)
	// The bench at localhost, the game at 127.0.0.1: two origins.
	page := strings.Replace(site.URL, "127.0.0.1", "localhost", 1) + "/embed.html?seed=7&game=crazy4&speed=fast&src=" + site.URL + "/"
	if err := tab.Open(page, browsertest.Viewport{Width: 1400, Height: 1000, Scale: 1}); err != nil {
		t.Fatal(err)
	}
	b := &bench{t: t, tab: tab}
	b.wait(0, "ready", 2*time.Minute, nil)
	b.wait(0, "idle", 30*time.Second, nil)
	if ms := b.log(); ms[0].Type != "loadProgress" {
		t.Errorf("the first message is %s, want loadProgress: %s", ms[0].Type, types(ms))
	}

	// The cover: one click, at its middle.
	r, err := browsertest.Eval[[]float64](tab, `(() => { const r = document.getElementById('cover').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`)
	if err != nil {
		t.Fatal(err)
	}
	if err := tab.Click(r[0], r[1]); err != nil {
		t.Fatal(err)
	}
	if hidden, _ := browsertest.Eval[bool](tab, `document.getElementById('cover').hidden`); !hidden {
		t.Fatal("the cover is still up after its click")
	}

	// A round with the keyboard alone: the notice of a first start goes with a key, then
	// ante, deal, and fold until the round is over (a key first skips what moves).
	start := len(b.log())
	for _, k := range []string{kb.Shift, "a", "d"} {
		// Each key after the frames that took the one before it.
		if err := tab.Drawn(); err != nil {
			t.Fatal(err)
		}
		if err := tab.PressKey(k); err != nil {
			t.Fatal(err)
		}
		if k == "a" {
			// The ante's chips come off the credits (balance) once they have slid to the
			// circle: the deal waits for that, as a person sees it (under load the slide
			// can outlast the frames, and the balance would come after the deal).
			b.wait(start, "balance", 20*time.Second, nil)
		}
	}
	b.wait(start, "roundStarted", 20*time.Second, nil)
	deadline := time.Now().Add(40 * time.Second)
	for func() bool {
		for _, m := range b.log()[start:] {
			if m.Type == "roundEnded" {
				return false
			}
		}
		return true
	}() {
		if time.Now().After(deadline) {
			t.Fatalf("the round never ended: %s", types(b.log()[start:]))
		}
		if err := tab.PressKey("f"); err != nil {
			t.Fatal(err)
		}
		if err := tab.Drawn(); err != nil {
			t.Fatal(err)
		}
	}
	b.wait(start, "idle", 20*time.Second, nil)
	var round []string
	var started, ended map[string]any
	for _, m := range b.log()[start:] {
		switch m.Type {
		case "roundStarted", "busy", "roundEnded", "idle", "balance":
			round = append(round, m.Type)
		}
		switch m.Type {
		case "roundStarted":
			started = m.Payload
		case "roundEnded":
			ended = m.Payload
		}
	}
	// The ante's chips come off the credits before the deal; a fold pays nothing back.
	if got := strings.Join(round, " "); got != "balance roundStarted busy roundEnded idle" {
		t.Errorf("the round's messages: %s; want balance roundStarted busy roundEnded idle", got)
	}
	if w, _ := started["wagers"].(map[string]any); started["game"] != "crazy4" || w["ante"] == nil {
		t.Errorf("roundStarted %v: want crazy4 with an ante", started)
	}
	if ended["game"] != "crazy4" || ended["round"] != started["round"] || ended["net"] == nil {
		t.Errorf("roundEnded %v does not end the round started (%v)", ended, started)
	}
	if ws, _ := ended["wagers"].([]any); len(ws) == 0 {
		t.Errorf("roundEnded %v has no wagers", ended)
	}

	// Pause: the game takes no input until resume.
	st := b.state()
	n := len(b.log())
	b.send("pause", "")
	b.wait(n, "paused", 10*time.Second, func(p map[string]any) bool { return p["paused"] == true })
	if err := tab.PressKey("a"); err != nil {
		t.Fatal(err)
	}
	if err := tab.Drawn(); err != nil {
		t.Fatal(err)
	}
	if now := b.state(); now["paused"] != true || now["credits"] != st["credits"] {
		t.Errorf("paused, a key still bet: %v, before %v", now, st)
	}
	n = len(b.log())
	b.send("resume", "")
	b.wait(n, "paused", 10*time.Second, func(p map[string]any) bool { return p["paused"] == false })

	// Mute and unmute.
	n = len(b.log())
	b.send("mute", "")
	b.wait(n, "audio", 10*time.Second, func(p map[string]any) bool { return p["muted"] == true })
	b.send("unmute", "")
	b.wait(n, "audio", 10*time.Second, func(p map[string]any) bool { return p["muted"] == false })

	// Another game.
	n = len(b.log())
	b.send("setGame", `{game: 'crisscross'}`)
	b.wait(n, "screen", 20*time.Second, func(p map[string]any) bool { return p["name"] == "crisscross" })
	b.wait(n, "balance", 20*time.Second, func(p map[string]any) bool { return p["game"] == "crisscross" })

	// A malformed command is counted, no more.
	b.send("explode", "")

	// A page of another origin, framed beside the game, tells it to mute: ignored.
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		fmt.Fprint(w, `<script>parent.frames[0].postMessage({target: 'felt', version: 1, type: 'mute'}, '*'); document.title = 'sent';</script>`)
	}))
	defer other.Close()
	if _, err := browsertest.Eval[any](tab, fmt.Sprintf(`(() => { const f = document.createElement('iframe'); f.src = %q; document.body.append(f); })(), null`, other.URL)); err != nil {
		t.Fatal(err)
	}
	deadline = time.Now().Add(20 * time.Second)
	for {
		now := b.state()
		if foreign, _ := now["foreign"].(float64); foreign >= 1 {
			if now["muted"] != false {
				t.Errorf("a mute from %s was taken: %v", other.URL, now)
			}
			if malformed, _ := now["malformed"].(float64); malformed < 1 {
				t.Errorf("the malformed command was not counted: %v", now)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the message from %s never reached the game: %v", other.URL, now)
		}
		time.Sleep(200 * time.Millisecond)
	}
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
	raw, _ := json.Marshal(b.log())
	t.Logf("%d messages from the game (%d bytes)", len(b.log()), len(raw))
}
