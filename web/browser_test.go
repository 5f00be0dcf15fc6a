//go:build !js

package web_test

import (
	"context"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"felt/render/layout"
	"felt/web/browsertest"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// loadTimeout bounds the waits for the page to load and for a round to come to rest. It is a
// bound, not a guess of how long they take: each wait polls for its condition and returns
// as soon as it holds, and says what it saw when it gives up. A page at 2x under a load of 30
// on two cores took over two minutes to show its first frame.
const loadTimeout = 5 * time.Minute

// TestGame loads the game in headless Chromium and plays it: the first screen in both
// orientations and on a high-DPI screen, a whole round with real mouse clicks on the canvas in
// each orientation, many rounds through window.felt at instant speed, a reload after a round
// and in the middle of one, and rounds at normal and fast speed waiting for the playback. The wasm is built
// once for all of them. Screenshots of each phase land in out/browser/.
func TestGame(t *testing.T) {
	t.Parallel()
	site := browsertest.Serve(t)
	t.Run("first-screen", func(t *testing.T) { firstScreen(t, browsertest.Launch(t), site) })
	for _, o := range []struct {
		name string
		vp   browsertest.Viewport
	}{{"landscape", browsertest.Landscape}, {"portrait", browsertest.Portrait}} {
		t.Run("round-with-clicks-"+o.name, func(t *testing.T) { roundWithClicks(t, browsertest.Launch(t), site, o.name, o.vp) })
	}
	t.Run("rounds-by-hook", func(t *testing.T) { roundsByHook(t, browsertest.Launch(t), site) })
	t.Run("reload-keeps-the-table", func(t *testing.T) { reloadKeepsTable(t, browsertest.Launch(t), site) })
	// Rounds played back at speeds that animate, waiting as a person does: the credits shown
	// agree with the core's at the end of each.
	t.Run("rounds-at-normal-speed", func(t *testing.T) { roundsWithWaiting(t, browsertest.Launch(t), site, "normal", 1) })
	t.Run("rounds-at-fast-speed", func(t *testing.T) { roundsWithWaiting(t, browsertest.Launch(t), site, "fast", 1) })
}

// firstScreen checks the first screen: the felt in the middle, the leather rail at the edge,
// the game's name printed in brass on the felt.
func firstScreen(t *testing.T, b *browsertest.Browser, site *browsertest.Site) {
	for _, tc := range []struct {
		name string
		vp   browsertest.Viewport
	}{
		{"landscape", browsertest.Landscape},
		{"portrait", browsertest.Portrait},
		{"landscape@2x", browsertest.Landscape2x},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tab := b.NewTab(t)
			if err := tab.Open(site.URL+"/?seed=7&speed=instant", tc.vp); err != nil {
				t.Fatal(err)
			}
			if err := tab.WaitShown(loadTimeout); err != nil {
				t.Fatal(err)
			}
			img, err := tab.Screenshot("first-screen-" + tc.name)
			if err != nil {
				t.Fatal(err)
			}
			w, h := int(float64(tc.vp.Width)*tc.vp.Scale), int(float64(tc.vp.Height)*tc.vp.Scale)
			if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
				t.Fatalf("screenshot is %dx%d, want %dx%d", b.Dx(), b.Dy(), w, h)
			}
			v := layout.Fit(float64(w), float64(h), tc.vp.Scale)
			// The felt above the person's seat, where the cards will be dealt.
			x, y := v.ToDevice(v.Bounds().W/2, v.Bounds().H*0.6)
			if c := at(img, int(x), int(y)); !isFelt(c) {
				t.Errorf("the felt in the middle is %v, want green", c)
			}
			if c := at(img, int(8*tc.vp.Scale), h/2); !isLeather(c) {
				t.Errorf("the rail is %v, want dark leather", c)
			}
			// "CRAZY 4 POKER" arched in brass below the dealer.
			_, y0 := v.ToDevice(0, 236)
			_, y1 := v.ToDevice(0, 330)
			if !brassIn(img, int(y0), int(y1)) {
				t.Error("no brass lettering where the game's name is printed")
			}

			argv, err := browsertest.Eval[[]string](tab, `window.feltArgv`)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Contains(argv, "-seed=7") || !slices.Contains(argv, "-speed=instant") {
				t.Errorf("the query string did not reach the game's arguments: %q", argv)
			}
			footer, err := browsertest.Eval[string](tab, `document.querySelector('footer').textContent`)
			if err != nil || footer != "Free play. No real money. Credits have no cash value." {
				t.Errorf("footer = %q, %v", footer, err)
			}
			for _, m := range tab.Errors() {
				t.Errorf("console: %v", m)
			}
		})
	}
}

// TestLoaderProgress throttles the network so that the download takes a few seconds, and
// checks that the progress bar moves and counts against the real, uncompressed size.
func TestLoaderProgress(t *testing.T) {
	t.Parallel()
	b := browsertest.Launch(t)
	site := browsertest.Serve(t)
	info, err := os.Stat(filepath.Join(site.Dir, site.Names["felt.wasm"]))
	if err != nil {
		t.Fatal(err)
	}
	tab := b.NewTab(t)
	// About 2 MB/s: the gzipped wasm takes two or three seconds.
	throttle := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{})
		if err != nil {
			return err
		}
		_, err = cdp.Call(ctx, tg, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			MatchedNetworkConditions: []*network.Conditions{{DownloadThroughput: 2e6, UploadThroughput: -1}},
		})
		return err
	})
	if err := chromedp.Do(tab.Context(), throttle); err != nil {
		t.Fatal(err)
	}
	if err := tab.Open(site.URL+"/", browsertest.Landscape); err != nil {
		t.Fatal(err)
	}

	var seen []float64
	var status string
	deadline := time.Now().Add(loadTimeout)
	for time.Now().Before(deadline) {
		s, err := browsertest.Eval[[]string](tab, `[document.getElementById('fill')?.style.width ?? 'gone', document.getElementById('status')?.textContent ?? '', String(window.feltState)]`)
		if err != nil {
			t.Fatal(err)
		}
		if pct, err := strconv.ParseFloat(strings.TrimSuffix(s[0], "%"), 64); err == nil {
			seen = append(seen, pct)
		}
		if strings.Contains(s[1], " of ") {
			status = s[1]
		}
		if len(seen) == 1 {
			tab.Screenshot("loader")
		}
		if s[2] != "loading" {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !slices.ContainsFunc(seen, func(p float64) bool { return p > 0 && p < 100 }) {
		t.Errorf("the progress bar never stood between 0 and 100%%: %v", seen)
	}
	if !slices.IsSorted(seen) {
		t.Errorf("the progress bar went backwards: %v", seen)
	}
	total := strconv.FormatFloat(float64(info.Size())/1e6, 'f', 1, 64)
	if !strings.HasSuffix(status, "of "+total+" MB") {
		t.Errorf("status %q should count against the uncompressed %s MB", status, total)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
}

func at(img image.Image, x, y int) color.RGBA {
	return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
}

func isFelt(c color.RGBA) bool {
	return int(c.G) > int(c.R)+40 && int(c.G) > int(c.B)+20
}

func isLeather(c color.RGBA) bool {
	return c.R > c.G && c.G > c.B && c.R < 140
}

// brassIn reports whether the rows y0 to y1 cross brass-coloured lettering.
func brassIn(img image.Image, y0, y1 int) bool {
	b := img.Bounds()
	for y := y0; y <= y1; y += 2 {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := at(img, x, y)
			if c.R > 150 && c.G > 120 && c.B < 110 {
				return true
			}
		}
	}
	return false
}
