//go:build !js

package web_test

import (
	"context"
	"encoding/json"
	"image"
	"os"
	"strconv"
	"testing"
	"time"

	"felt/web/browsertest"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/heapprofiler"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"
)

// demoState is what the demo tests read of window.felt.state().
type demoState struct {
	Mode      string   `json:"mode"`
	Script    string   `json:"script"`
	Showcases []string `json:"showcases"`
	Screen    string   `json:"screen"`
	Game      string   `json:"game"`
	Round     int      `json:"round"`
	Credits   float64  `json:"credits"`
	Phase     string   `json:"phase"`
	Attract   *struct {
		Step, Game, Caption string
		Loops               int
		Watermark           [4]int // device pixels
	} `json:"attract"`
	Kiosk *struct {
		Unlocked  bool   `json:"unlocked"`
		Countdown string `json:"countdown"`
	} `json:"kiosk"`
}

func readDemo(t testing.TB, tab *browsertest.Tab) demoState {
	t.Helper()
	st, err := browsertest.State[demoState](tab)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func waitDemo(t testing.TB, tab *browsertest.Tab, what string, timeout time.Duration, ok func(demoState) bool) demoState {
	t.Helper()
	st, err := browsertest.Wait(tab, what, timeout, ok)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// brassBand counts the brass pixels inside at, the watermark's pill as the layout pass placed
// it (state().attract.watermark, device pixels: the screenshot's at a scale of 1).
func brassBand(img image.Image, at [4]int) int {
	n := 0
	for y := at[1]; y < at[1]+at[3]; y++ {
		for x := at[0]; x < at[0]+at[2]; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r>>8 > 170 && g>>8 > 130 && bl>>8 < 110 {
				n++
			}
		}
	}
	return n
}

// storeItems reads the page's localStorage items of the player's tables.
func storeItems(t testing.TB, tab *browsertest.Tab) string {
	t.Helper()
	s, err := browsertest.Eval[string](tab, `JSON.stringify(["felt/crazy4-table", "felt/crazy4-history", "felt/settings-crazy4"].map(k => localStorage.getItem(k)))`)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestAttractHandsOver plays a round at the player's table, starts attract mode over it and
// lets it reach a showcase (its captions and its watermark seen), then one click hands the
// table back untouched: the same credits and round, the saves as they were.
func TestAttractHandsOver(t *testing.T) {
	t.Parallel()
	b := browsertest.Launch(t)
	site := browsertest.Serve(t)
	tab := openTab(t, b, site, "?game=crazy4&speed=instant", "")
	actOn(t, tab, "bet", "ante")
	actOn(t, tab, "deal", "")
	actOn(t, tab, "fold", "")
	actOn(t, tab, "bet", "ante")
	before := waitDemo(t, tab, "the round over", 20*time.Second, func(s demoState) bool { return s.Phase != "deciding" })
	saved := storeItems(t, tab)
	if r := actOn(t, tab, "showcase", "four-aces"); r == "" {
		t.Fatal("a showcase was dealt at the player's table")
	}
	if r := actOn(t, tab, "attract", "on"); r != "" {
		t.Fatal(r)
	}
	captions := map[string]bool{}
	st := waitDemo(t, tab, "a showcase in attract mode", 90*time.Second, func(s demoState) bool {
		if s.Attract != nil && s.Attract.Caption != "" {
			captions[s.Attract.Caption] = true
		}
		return s.Mode == "attract" && s.Script != ""
	})
	if len(captions) == 0 {
		t.Error("no caption seen in attract mode")
	}
	t.Logf("captions %v; showcase %s", captions, st.Script)
	// The state says the script runs from the Update that dealt it; on a loaded machine the
	// page may not have painted that frame yet when the screenshot is taken, so look again
	// for a few seconds while the script still runs.
	n, at := 0, [4]int{}
	for end := time.Now().Add(10 * time.Second); n < 200 && time.Now().Before(end); {
		img, err := tab.Screenshot("attract-showcase")
		if err != nil {
			t.Fatal(err)
		}
		now := readDemo(t, tab)
		if now.Attract != nil {
			at = now.Attract.Watermark
		}
		if n = brassBand(img, at); n < 200 && now.Script == "" {
			break
		}
	}
	if n < 200 {
		t.Errorf("the watermark's pill %v has %d brass pixels, want the DEMO · SCRIPTED DEAL watermark", at, n)
	}
	if err := tab.Click(float64(small.Width)/2, float64(small.Height)/2); err != nil {
		t.Fatal(err)
	}
	after := waitDemo(t, tab, "the player's table back", 10*time.Second, func(s demoState) bool { return s.Mode == "play" })
	if after.Round != before.Round || after.Credits != before.Credits || after.Game != before.Game || after.Script != "" {
		t.Errorf("the table after attract mode: %+v, before %+v", after, before)
	}
	if s := storeItems(t, tab); s != saved {
		t.Errorf("the saves changed under attract mode:\nbefore %s\nafter  %s", saved, s)
	}
	if errs := tab.Errors(); len(errs) > 0 {
		t.Errorf("errors on the page: %v", errs)
	}
}

// TestKioskResets opens the kiosk: its settings are refused without the PIN; a visitor
// plays and walks away, and after the idle time and the countdown the table is fresh and
// attract mode runs.
func TestKioskResets(t *testing.T) {
	t.Parallel()
	b := browsertest.Launch(t)
	site := browsertest.Serve(t)
	tab := openTab(t, b, site, "?mode=kiosk&pin=2468&attract=2&game=crazy4&speed=instant", "")
	actOn(t, tab, "screen", "settings")
	if st := readDemo(t, tab); st.Screen != "pin" || st.Kiosk == nil || st.Kiosk.Unlocked {
		t.Fatalf("the settings without the PIN: %+v", st)
	}
	if r := actOn(t, tab, "pin", "1111"); r == "" {
		t.Error("a wrong PIN was taken")
	}
	actOn(t, tab, "back", "")
	actOn(t, tab, "bet", "ante")
	actOn(t, tab, "deal", "")
	played := readDemo(t, tab)
	if played.Credits == 1000 {
		t.Fatalf("the visitor's round: %+v", played)
	}
	waitDemo(t, tab, "the countdown", 20*time.Second, func(s demoState) bool { return s.Kiosk != nil && s.Kiosk.Countdown != "" })
	waitDemo(t, tab, "attract mode after the countdown", 30*time.Second, func(s demoState) bool { return s.Attract != nil })
	if err := tab.Click(float64(small.Width)/2, float64(small.Height)/2); err != nil {
		t.Fatal(err)
	}
	st := waitDemo(t, tab, "the next visitor's table", 10*time.Second, func(s demoState) bool { return s.Attract == nil })
	if st.Credits != 1000 || st.Mode != "kiosk" {
		t.Errorf("the next visitor's table: %+v", st)
	}
}

// wasmMemory wraps WebAssembly's instantiation so that the page's Go instance is kept in
// window.feltWasm: its linear memory's size is the Go program's memory as the browser holds it.
const wasmMemory = `for (const name of ['instantiateStreaming', 'instantiate']) {
  const orig = WebAssembly[name];
  WebAssembly[name] = async (...args) => { const r = await orig.apply(WebAssembly, args); if (r.instance) window.feltWasm = r.instance; return r; };
}`

// TestAttractSoak runs attract mode through both games for FELT_SOAK_MINUTES minutes (5 by
// default) with no error, and logs minute by minute the page's memory (the Go program's
// WebAssembly memory, which a browser never gives back: the high-water mark; the Go heap live
// after a collection, from the hook's memory command; the JavaScript heap live after a
// collection) and CPU (the browser's processes' CPU time in the minute, and the main
// thread's task time as Chrome counts it); the figures of a 30-minute run are in
// docs/demo.md. The warm-up is the first whole loop through both games (each game's table is
// made the first time the loop comes to it) and the first half of the run (the second loop
// still meets showcases and wheels for the first time: a 30-minute run's live heap was 8.5 MB
// after the first loop, 13.9 MB at minute 16 and 14.2 MB from minute 20 to 30); the last
// minute's memory and CPU must be within 1.5 times those of the minute that ends the warm-up.
// Long: FELT_LONG=1.
func TestAttractSoak(t *testing.T) {
	if os.Getenv("FELT_LONG") == "" {
		t.Skip("a long run: FELT_LONG=1")
	}
	minutes := 5
	if n, err := strconv.Atoi(os.Getenv("FELT_SOAK_MINUTES")); err == nil && n > 1 {
		minutes = n
	}
	b := browsertest.Launch(t)
	site := browsertest.Serve(t)
	tab := b.NewTab(t)
	inject(t, tab, wasmMemory)
	if err := tab.Open(site.URL+"/?mode=attract", browsertest.Landscape); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	enable := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, performance.Enable, performance.EnableParams{})
		return err
	})
	if err := chromedp.Do(tab.Context(), enable); err != nil {
		t.Fatal(err)
	}
	// metrics reads the page's memory (MB) and CPU so far (s).
	type sample struct{ wasm, goHeap, goSys, js, cpu, task float64 }
	metrics := func() sample {
		var res performance.GetMetricsResult
		get := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			// The JavaScript heap live: its garbage collected first.
			if _, err := cdp.Call(ctx, tg, heapprofiler.CollectGarbage, cdp.Empty{}); err != nil {
				return err
			}
			var err error
			res, err = cdp.Call(ctx, tg, performance.GetMetrics, cdp.Empty{})
			return err
		})
		if err := chromedp.Do(tab.Context(), get); err != nil {
			t.Fatal(err)
		}
		var s sample
		for _, m := range res.Metrics {
			switch m.Name {
			case "JSHeapUsedSize":
				s.js = m.Value / (1 << 20)
			case "TaskDuration":
				s.task = m.Value
			}
		}
		n, err := browsertest.Eval[float64](tab, `window.feltWasm ? window.feltWasm.exports.mem.buffer.byteLength : 0`)
		if err != nil {
			t.Fatal(err)
		}
		s.wasm = n / (1 << 20)
		var mem struct{ Heap, Sys float64 }
		if err := json.Unmarshal([]byte(actOn(t, tab, "memory", "")), &mem); err != nil {
			t.Fatal(err)
		}
		s.goHeap, s.goSys = mem.Heap/(1<<20), mem.Sys/(1<<20)
		s.cpu = browserCPU(t, tab)
		return s
	}
	games, scripts := map[string]bool{}, map[string]bool{}
	prev := metrics()
	var rows []sample
	warm := -1 // the first minute that ends with a loop through both games done
	for m := 1; m <= minutes; m++ {
		end := time.Now().Add(time.Minute)
		loops := 0
		for time.Now().Before(end) {
			st := readDemo(t, tab)
			if st.Attract == nil {
				t.Fatalf("minute %d: attract mode stopped: %+v", m, st)
			}
			loops = st.Attract.Loops
			games[st.Attract.Game] = true
			if st.Script != "" {
				scripts[st.Script] = true
			}
			time.Sleep(2 * time.Second)
		}
		now := metrics()
		row := now
		row.cpu, row.task = now.cpu-prev.cpu, now.task-prev.task
		rows = append(rows, row)
		if warm < 0 && loops > 0 {
			warm = len(rows) - 1
		}
		t.Logf("minute %d: WebAssembly memory %.0f MB, Go heap live %.1f MB (Go holds %.0f MB), JS heap %.1f MB, CPU %.1f s of the browser's processes, main thread's tasks %.1f s", m, row.wasm, row.goHeap, row.goSys, row.js, row.cpu, row.task)
		prev = now
	}
	t.Logf("games %v, showcases %v", games, scripts)
	if !games["crazy4"] || !games["crisscross"] {
		t.Errorf("attract mode went through %v, want both games", games)
	}
	// The warm-up is a whole loop (both games' tables are made once, each the first time
	// the loop comes to it, the second one minutes in) and half the run.
	if warm >= 0 {
		warm = max(warm, len(rows)/2-1)
	}
	if warm < 0 || warm >= len(rows)-1 {
		t.Logf("no minute after a whole loop to compare with: memory and CPU not held flat (FELT_SOAK_MINUTES=%d)", minutes)
	} else if first, last := rows[warm], rows[len(rows)-1]; last.wasm > 1.5*first.wasm || last.goHeap > 1.5*first.goHeap || last.js > 1.5*first.js || last.cpu > 1.5*first.cpu+1 {
		t.Errorf("the last minute %+v against minute %d, the warm-up's end, %+v: not flat", last, warm+1, first)
	}
	if errs := tab.Errors(); len(errs) > 0 {
		t.Errorf("errors on the page: %v", errs)
	}
}
