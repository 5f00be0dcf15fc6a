//go:build !js

// Package browsertest runs the web build of the game in headless Chromium for tests. It builds
// the wasm from source, serves it with the project's own handler (package web), and gives a
// test browser tabs with helpers to wait for the game, click on its canvas, read the page and
// take screenshots.
//
// A test binary builds the wasm once and starts Chromium once, at their first use (Serve,
// Launch); each test gets a fresh browser context. Call Main from the package's TestMain, so
// that Chromium ends and its profile goes when the tests end.
//
// Browser tests need Chromium. Without it they skip, unless FELT_BROWSER=1 is set (make test
// sets it): then a missing browser fails the test. go test -short skips them as well.
//
// A typical test:
//
//	func TestMain(m *testing.M) { browsertest.Main(m) }
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

// Browser is a fresh browser context of the test binary's one headless Chromium (Launch): a
// profile of its own, like an incognito window, with no storage, cookies or cache shared with
// other tests' contexts, that lives as long as the test that made it. Its tabs (NewTab) share
// its storage, as two tabs of one person's browser do.
type Browser struct {
	ctx context.Context
}

// Launch gives the test a fresh browser context of the package's headless Chromium, which
// starts at the first Launch of the test binary with the flags this machine needs
// (docs/testing.md, Chromium) and a fresh profile, and lives until Main ends (or the binary
// exits). It skips the test when there is no Chromium, or under -short, unless
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
	root, err := shared.chromium(path)
	if err != nil {
		t.Fatalf("browsertest: starting %s: %v", path, err)
	}
	ctx, cancel := chromedp.NewContext(root, chromedp.WithNewBrowserContext())
	// The first Do makes the browser context and its first tab, which stays blank; the test's
	// tabs open beside it, in the same context.
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		t.Fatalf("browsertest: a new browser context: %v", err)
	}
	t.Cleanup(cancel)
	return &Browser{ctx: ctx}
}

// startChromium starts headless Chromium at path with a fresh profile in a temporary
// directory, and returns its context and what ends it and removes the profile.
func startChromium(path string) (context.Context, func(), error) {
	profile, err := os.MkdirTemp("", "browsertest-profile-*")
	if err != nil {
		return nil, nil, err
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), Flags(path, profile)...)
	ctx, cancel := chromedp.NewContext(actx)
	end := func() {
		cancel()
		cancelAlloc()
		os.RemoveAll(profile)
	}
	// The first Do starts the browser and ties it to ctx, which has no deadline.
	if err := chromedp.Do(ctx); err != nil {
		end()
		return nil, nil, err
	}
	return ctx, end, nil
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
