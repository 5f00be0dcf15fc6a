//go:build !js

package browsertest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"felt/render/layout"

	"github.com/chromedp/chromedp"
)

// Viewport is the size of a tab's page in CSS pixels and its device scale factor.
type Viewport struct {
	Width, Height int
	Scale         float64
}

// The viewports of the two designs, and a high-DPI one.
var (
	Landscape   = Viewport{Width: 1280, Height: 800, Scale: 1}
	Portrait    = Viewport{Width: 720, Height: 1280, Scale: 1}
	Landscape2x = Viewport{Width: 1280, Height: 800, Scale: 2}
)

// HoldClick is how long Click holds the mouse button down: long enough for the game, which
// reads input 60 times a second, to see the press.
const HoldClick = 100 * time.Millisecond

// Drawn waits until the page has drawn two frames, for at most a minute: the game has had a
// tick since the call, read the input that came before it and drawn what it changed.
func (tab *Tab) Drawn() error {
	ctx, cancel := context.WithTimeout(tab.ctx, time.Minute)
	defer cancel()
	// The page's own animation frames: its requestAnimationFrame holds the game's back
	// while the game sleeps (web/index.html).
	const two = `new Promise((done) => { const f = window.feltNativeFrame || requestAnimationFrame; f(() => f(() => done(true))); })`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](two, chromedp.EvalAwaitPromise)); err != nil {
		return fmt.Errorf("the page drew no two frames in a minute: %w", err)
	}
	return nil
}

// Tab is one browser tab. It records what the page writes to its console.
type Tab struct {
	ctx      context.Context
	viewport Viewport

	mu      sync.Mutex
	console []chromedp.ConsoleMessage
}

// NewTab opens a tab that closes when the test ends.
func (b *Browser) NewTab(t testing.TB) *Tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx)
	t.Cleanup(func() {
		// Close the tab as a person does: the page is unloaded first (its pagehide runs, and
		// the game lets go of the table it holds), then the tab goes. Closing the target
		// alone skips the page's unload.
		// The game is first asked to let go as the page's pagehide asks it, so that a page
		// slow to unload under load cannot leave its hold on the table to the next test.
		unload, stop := context.WithTimeout(ctx, 15*time.Second)
		_, _ = chromedp.Run(unload, chromedp.Evaluate[bool](`window.felt?.save?.(), true`))
		_ = chromedp.Do(unload, chromedp.Navigate("about:blank"))
		stop()
		cancel()
	})
	tab := &Tab{ctx: ctx}
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			tab.mu.Lock()
			tab.console = append(tab.console, m)
			tab.mu.Unlock()
		}
	}()
	return tab
}

// Context returns the tab's chromedp context, for actions the helpers do not cover.
func (tab *Tab) Context() context.Context {
	return tab.ctx
}

// Open sizes the tab's viewport and loads url.
func (tab *Tab) Open(url string, vp Viewport) error {
	tab.viewport = vp
	return chromedp.Do(tab.ctx,
		chromedp.EmulateViewport(int64(vp.Width), int64(vp.Height), chromedp.EmulateScale(vp.Scale)),
		chromedp.Navigate(url),
	)
}

// Resize turns the tab's screen to viewport vp without reloading the page, as a phone turned
// or a window resized does; ClickDesign maps through vp from then on.
func (tab *Tab) Resize(vp Viewport) error {
	tab.viewport = vp
	return chromedp.Do(tab.ctx, chromedp.EmulateViewport(int64(vp.Width), int64(vp.Height), chromedp.EmulateScale(vp.Scale)))
}

// WaitShown waits until the game has drawn its first frame and the loader is gone
// (window.feltState is "shown"). It fails early if the page reports an error.
func (tab *Tab) WaitShown(timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(tab.ctx, timeout)
	defer cancel()
	state, err := chromedp.Run(ctx, chromedp.Poll[string](
		`(window.feltState === 'shown' || window.feltState === 'error') && window.feltState`,
		chromedp.WithPollingInterval(50*time.Millisecond),
		chromedp.WithPollingTimeout(timeout),
	))
	if err != nil {
		now, _ := Eval[string](tab, `String(window.feltState)`)
		return fmt.Errorf("waiting for the game (state %q): %w%s", now, err, tab.consoleReport())
	}
	if state == "error" {
		msg, _ := Eval[string](tab, `String(window.feltError)`)
		return fmt.Errorf("the page failed: %s%s", msg, tab.consoleReport())
	}
	return nil
}

// Eval evaluates a JavaScript expression in the tab and decodes its value into a T.
func Eval[T any](tab *Tab, expression string) (T, error) {
	return chromedp.Run(tab.ctx, chromedp.Evaluate[T](expression))
}

// Screenshot captures the viewport at the device scale factor, saves it as out/browser/name.png
// and returns the decoded picture.
func (tab *Tab) Screenshot(name string) (image.Image, error) {
	// What the test saw in the state is drawn by the frame after it.
	if err := tab.Drawn(); err != nil {
		return nil, err
	}
	data, err := chromedp.Run(tab.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return nil, fmt.Errorf("screenshot: %w", err)
	}
	dir, err := OutDir()
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), data, 0o644); err != nil {
		return nil, err
	}
	return png.Decode(bytes.NewReader(data))
}

// Click presses the left mouse button at x, y in CSS pixels, holds it for HoldClick and
// releases it.
func (tab *Tab) Click(x, y float64) error {
	return chromedp.Do(tab.ctx,
		chromedp.MouseEvent(chromedp.MouseMoved, x, y),
		chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(HoldClick),
		chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
	)
}

// ClickDesign clicks at a point given in the game's design units (see render/layout), mapped
// through the same layout the game uses for the tab's viewport.
func (tab *Tab) ClickDesign(x, y float64) error {
	vp := tab.viewport
	if vp.Scale <= 0 {
		return errors.New("click: open a page first")
	}
	v := layout.Fit(float64(vp.Width)*vp.Scale, float64(vp.Height)*vp.Scale, vp.Scale)
	dx, dy := v.ToDevice(x, y)
	return tab.Click(dx/vp.Scale, dy/vp.Scale)
}

// Console returns what the page has written to its console so far.
func (tab *Tab) Console() []chromedp.ConsoleMessage {
	tab.mu.Lock()
	defer tab.mu.Unlock()
	return append([]chromedp.ConsoleMessage(nil), tab.console...)
}

// Errors returns the console's errors and uncaught exceptions so far.
func (tab *Tab) Errors() []chromedp.ConsoleMessage {
	var errs []chromedp.ConsoleMessage
	for _, m := range tab.Console() {
		if m.Type == chromedp.ConsoleError || m.IsException() {
			errs = append(errs, m)
		}
	}
	return errs
}

func (tab *Tab) consoleReport() string {
	msgs := tab.Console()
	if len(msgs) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("\nconsole:")
	for _, m := range msgs {
		b.WriteString("\n  ")
		b.WriteString(m.String())
	}
	return b.String()
}
