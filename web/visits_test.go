//go:build !js

package web_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"sync/atomic"
	"testing"
	"time"

	"felt/web"
	"felt/web/browsertest"

	"github.com/chromedp/chromedp"
)

// counted serves dir with the project's handler and counts the bytes of the bodies it
// sends: what goes over the wire, less the headers.
type counted struct {
	URL   string
	bytes atomic.Int64
	srv   *httptest.Server
}

func serveCounted(t testing.TB, dir string) *counted {
	t.Helper()
	h, err := web.NewHandler(dir)
	if err != nil {
		t.Fatal(err)
	}
	c := &counted{}
	c.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := c.bytes.Load()
		h.ServeHTTP(countWriter{w, &c.bytes}, r)
		if os.Getenv("FELT_VISITS_LOG") != "" {
			t.Logf("%s %s (%s): %d bytes", r.Method, r.URL.Path, r.Header.Get("Accept-Encoding"), c.bytes.Load()-n)
		}
	}))
	c.URL = c.srv.URL
	t.Cleanup(func() {
		c.srv.Close()
		h.Close()
	})
	return c
}

// countWriter counts what is written through it.
type countWriter struct {
	http.ResponseWriter
	n *atomic.Int64
}

func (w countWriter) Write(b []byte) (int, error) {
	n, err := w.ResponseWriter.Write(b)
	w.n.Add(int64(n))
	return n, err
}

// workerReady waits until the page's service worker is active and keeps what it keeps.
func workerReady(t testing.TB, tab *browsertest.Tab) {
	t.Helper()
	ctx, cancel := context.WithTimeout(tab.Context(), time.Minute)
	defer cancel()
	ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`navigator.serviceWorker.ready.then((r) => !!r.active)`, chromedp.EvalAwaitPromise))
	if err != nil || !ok {
		t.Fatalf("the service worker never became active: %v", err)
	}
}

// TestOffline opens the table once, cuts the network (the server goes away), and opens it
// again: the service worker has kept the page and the game.
func TestOffline(t *testing.T) {
	t.Parallel()
	br := browsertest.Launch(t)
	site := browsertest.Serve(t)
	c := serveCounted(t, site.Dir)
	tab := br.NewTab(t)
	url := c.URL + "/?seed=11&game=crazy4"
	if err := tab.Open(url, browsertest.Landscape); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatal(err)
	}
	workerReady(t, tab)
	c.srv.CloseClientConnections()
	c.srv.Close()
	if err := tab.Open(url, browsertest.Landscape); err != nil {
		t.Fatal(err)
	}
	if err := tab.WaitShown(loadTimeout); err != nil {
		t.Fatalf("offline, the second visit: %v", err)
	}
	st, err := browsertest.Wait[struct {
		Game  string `json:"game"`
		Phase string `json:"phase"`
	}](tab, "the table", 30*time.Second, func(s struct {
		Game  string `json:"game"`
		Phase string `json:"phase"`
	}) bool {
		return s.Game == "crazy4" && s.Phase == "betting"
	})
	if err != nil {
		t.Fatalf("offline, no table: %v (%+v)", err, st)
	}
	// It plays: a bet is taken.
	if err := tab.SeeNotice(); err != nil {
		t.Fatal(err)
	}
	if err := tab.PressKey("a"); err != nil {
		t.Fatal(err)
	}
	if _, err := browsertest.Wait[struct {
		Bets map[string]float64 `json:"bets"`
	}](tab, "the ante", 10*time.Second, func(s struct {
		Bets map[string]float64 `json:"bets"`
	}) bool {
		return s.Bets["ante"] > 0
	}); err != nil {
		t.Fatalf("offline, the table takes no bet: %v", err)
	}
}

// BenchmarkVisits opens the game twice in one browser, and the empty Ebitengine app
// (idle_test.go) twice, each served the same way (web.Handler; the game's site as make wasm
// writes it), and reports for each visit the bytes of the bodies the server sent (counted at
// the server: the headers are left out; the service worker's keeping after the first visit
// is counted in it) and the time from navigation to the first frame of the table (the
// game's window.feltTimes.scene; the empty app's first frame). The game's site is built as
// make wasm builds it. FELT_VISITS_LOG=1 logs each request. Run it once:
//
//	FELT_BROWSER=1 xvfb-run -a go test -run '^$' -bench BenchmarkVisits -benchtime 1x ./web/
func BenchmarkVisits(b *testing.B) {
	br := browsertest.Launch(b)
	felt := serveCounted(b, browsertest.ServeSite(b, web.Options{}).Dir)
	empty := serveCounted(b, buildEmpty(b))
	for b.Loop() {
		for _, app := range []struct {
			name, url, cond, at string
			srv                 *counted
			worker              bool
		}{
			{"empty", empty.URL + "/", emptyShown, `window.emptyShownAt`, empty, false},
			{"felt", felt.URL + "/?seed=5", feltScene, `window.feltTimes.scene`, felt, true},
		} {
			tab := br.NewTab(b)
			for _, visit := range []string{"first", "second"} {
				app.srv.bytes.Store(0)
				if err := tab.Open(app.url, browsertest.Landscape); err != nil {
					b.Fatal(err)
				}
				waitJS(b, tab, app.cond, loadTimeout)
				ms, err := browsertest.Eval[float64](tab, app.at)
				if err != nil {
					b.Fatal(err)
				}
				if app.worker && visit == "first" {
					workerReady(b, tab)
				}
				b.ReportMetric(float64(app.srv.bytes.Load()), app.name+"-"+visit+"-bytes")
				b.ReportMetric(ms, app.name+"-"+visit+"-ms")
				if err := chromedp.Do(tab.Context(), chromedp.Navigate("about:blank")); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.ReportMetric(0, "ns/op")
}
