//go:build !js

package web_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"felt/web/browsertest"

	"github.com/chromedp/chromedp"
)

// clipFacts is what the page finds of the last clip, played back in a video element.
type clipFacts struct {
	Size     float64 `json:"size"`
	Type     string  `json:"type"`
	Duration float64 `json:"duration"`
	Width    float64 `json:"width"`
	Height   float64 `json:"height"`
	Lit      float64 `json:"lit"` // the share of a frame's pixels that are not black
	Error    string  `json:"error"`
}

// readClip plays the page's last clip (window.feltClip) back in a video element: its size,
// its duration (a recorder's WebM says Infinity until it is sought to its end), its frame's
// size, and how much of a frame from its middle is lit.
const readClip = `(async () => {
  try {
    const blob = await window.feltClip;
    const v = document.createElement('video');
    v.muted = true;
    v.src = URL.createObjectURL(blob);
    await new Promise((ok, fail) => { v.onloadedmetadata = ok; v.onerror = () => fail(new Error('the video does not load')); });
    if (!isFinite(v.duration)) {
      v.currentTime = 1e9;
      await new Promise((ok) => { v.ondurationchange = () => isFinite(v.duration) && ok(); v.ontimeupdate = () => isFinite(v.duration) && ok(); });
    }
    v.currentTime = v.duration / 2;
    await new Promise((ok) => { v.onseeked = ok; });
    const c = document.createElement('canvas');
    c.width = v.videoWidth;
    c.height = v.videoHeight;
    const g = c.getContext('2d');
    g.drawImage(v, 0, 0);
    const px = g.getImageData(0, 0, c.width, c.height).data;
    let lit = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i] + px[i + 1] + px[i + 2] > 30) lit++;
    return { size: blob.size, type: blob.type, duration: v.duration, width: v.videoWidth, height: v.videoHeight, lit: lit / (px.length / 4) };
  } catch (e) {
    return { error: String(e) };
  }
})()`

// TestClip plays a round to its end at normal speed, which the page records, and plays the
// clip back: a WebM of the round's end, of some seconds and a sensible size, its frames the
// table's. The offer after a big moment shows the round's link, which opens its replay.
func TestClip(t *testing.T) {
	t.Parallel()
	br := browsertest.Launch(t)
	site := browsertest.Serve(t)
	tab := br.NewTab(t)
	if err := tab.Open(site.URL+"/?seed=7&game=crazy4&speed=normal&clips=on", browsertest.Landscape); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	if err := tab.SeeNotice(); err != nil {
		t.Fatal(err)
	}
	type round struct {
		Phase     string `json:"phase"`
		Animating bool   `json:"animating"`
	}
	act := func(name, arg string) {
		t.Helper()
		if msg, err := browsertest.Eval[string](tab, fmt.Sprintf(`window.felt.act(%q, %q)`, name, arg)); err != nil || msg != "" {
			t.Fatalf("act(%s, %s): %q, %v", name, arg, msg, err)
		}
	}
	act("bet", "ante")
	act("deal", "")
	if _, err := browsertest.Wait(tab, "the decision", 3*time.Minute, func(s round) bool { return s.Phase == "deciding" && !s.Animating }); err != nil {
		t.Fatal(err)
	}
	act("play", "1")
	if _, err := browsertest.Wait(tab, "the round's end", 3*time.Minute, func(s round) bool { return s.Phase == "done" && !s.Animating }); err != nil {
		t.Fatal(err)
	}
	if ok, err := browsertest.Eval[bool](tab, `!!window.feltClip`); err != nil || !ok {
		t.Fatalf("the round's end was not recorded (%v)", err)
	}
	ctx, cancel := context.WithTimeout(tab.Context(), time.Minute)
	defer cancel()
	c, err := chromedp.Run(ctx, chromedp.Evaluate[clipFacts](readClip, chromedp.EvalAwaitPromise))
	if err != nil || c.Error != "" {
		t.Fatalf("the clip: %v %s", err, c.Error)
	}
	t.Logf("the clip: %+v", c)
	if !strings.HasPrefix(c.Type, "video/webm") || c.Duration < 1 || c.Duration > 25 {
		t.Errorf("the clip is %s of %.2f s; want WebM of 1 to 25 s", c.Type, c.Duration)
	}
	if c.Size < 20e3 || c.Size > 20e6 || c.Size/c.Duration > 1e6 {
		t.Errorf("the clip is %.0f bytes for %.2f s", c.Size, c.Duration)
	}
	if c.Width != 640 || c.Height != 400 || c.Lit < 0.5 {
		t.Errorf("the clip's frames are %.0fx%.0f, %.0f%% lit; want 640x400, the table", c.Width, c.Height, 100*c.Lit)
	}
	// The offer of a moment: the round's link carries its code.
	offer := `window.feltMoment(JSON.stringify({game: 'crazy4', name: 'Crazy 4 Poker', round: 1, title: 'JACKPOT', net: 5000, code: 'ABC-DEF'})),
	  [document.getElementById('moment').hidden, document.getElementById('moment-link').textContent, document.getElementById('moment-clip').hidden]`
	got, err := browsertest.Eval[[]any](tab, offer)
	if err != nil || got[0] != false || got[1] != site.URL+"/?code=ABC-DEF" || got[2] != false {
		t.Errorf("the moment's offer: %v, %v; want it shown, with %s/?code=ABC-DEF and SAVE CLIP", got, err, site.URL)
	}
	for _, m := range tab.Errors() {
		t.Errorf("console: %v", m)
	}
}
