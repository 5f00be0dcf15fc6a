//go:build !js

// Package browsertest runs the web build of the game in headless Chromium for tests. It builds
// the wasm from source, serves it with the project's own handler (package web), and gives a
// test browser tabs with helpers to wait for the game, click on its canvas, read the page and
// take screenshots.
//
// Browser tests need Chromium. Without it they skip, unless FELT_BROWSER=1 is set (make test
// sets it): then a missing browser fails the test. go test -short skips them as well.
//
// A typical test:
//
//	b := browsertest.Launch(t)
//	site := browsertest.Serve(t)
//	tab := b.NewTab(t)
//	if err := tab.Open(site.URL+"/?seed=7", browsertest.Landscape); err != nil {
//		t.Fatal(err)
//	}
//	if err := tab.WaitShown(time.Minute); err != nil {
//		t.Fatal(err)
//	}
//	img, err := tab.Screenshot("first-screen")
package browsertest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"testing"

	"github.com/chromedp/chromedp"
)

// RequireEnv names the environment variable that, set to 1, turns a missing Chromium from a
// skip into a failure.
const RequireEnv = "FELT_BROWSER"

// Browser is a headless Chromium that lives as long as the test that launched it.
type Browser struct {
	ctx context.Context
}

// Launch starts headless Chromium with the flags this machine needs (docs/testing.md, Chromium) and
// a fresh profile. It skips the test when there is no Chromium, or under -short, unless
// FELT_BROWSER=1.
func Launch(t testing.TB) *Browser {
	t.Helper()
	required := os.Getenv(RequireEnv) == "1"
	path, err := FindChromium()
	switch {
	case err != nil && required:
		t.Fatalf("browsertest: %v (%s=1 requires it; on Debian: apt-get install chromium)", err, RequireEnv)
	case err != nil:
		t.Skipf("browsertest: skipping: %v (install chromium, or set %s=1 to make this a failure)", err, RequireEnv)
	case testing.Short() && !required:
		t.Skip("browsertest: skipping the browser test in -short mode")
	}

	opts := Flags(path, t.TempDir())
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	// The first Do starts the browser and ties it to ctx, which has no deadline.
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		cancelAlloc()
		t.Fatalf("browsertest: starting %s: %v", path, err)
	}
	t.Cleanup(func() {
		cancel()
		cancelAlloc()
	})
	return &Browser{ctx: ctx}
}

// Flags are the options that start the Chromium at path headless, with the flags this machine
// needs (docs/testing.md, Chromium) and the profile in dir.
func Flags(path, dir string) []chromedp.ExecAllocatorOption {
	return append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(dir),
	)
}

// FindChromium returns the path of a Chromium or Chrome to run.
func FindChromium() (string, error) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("no Chromium or Chrome on PATH")
}
