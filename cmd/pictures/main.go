//go:build !js

// Command pictures makes the pictures of the README and of docs/art.md: it serves the web
// build in web/ (make wasm), opens each moment in headless Chromium, plays to it through
// window.felt, and screenshots the page into docs/pictures. make pictures runs it; run it when
// the look changes, look at what it wrote, and commit it.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"felt/web"
	"felt/web/browsertest"

	"github.com/chromedp/chromedp"
)

func main() {
	dir := flag.String("dir", "web", "the web build to serve: index.html, wasm_exec.js, felt.wasm")
	out := flag.String("out", "docs/pictures", "where to write the pictures")
	only := flag.String("only", "", "make only the pictures of these names, a comma list (crazy4,wheel)")
	flag.Parse()
	if err := run(*dir, *out, *only); err != nil {
		fmt.Fprintln(os.Stderr, "pictures:", err)
		os.Exit(1)
	}
}

// run serves dir, takes every shot named in only (all of them when it is empty) in one
// Chromium, and writes the pictures into out.
func run(dir, out, only string) error {
	list, err := pick(shots(), only)
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(dir, "felt.wasm")); err != nil {
		return fmt.Errorf("no web build in %s (make wasm makes it): %w", dir, err)
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	h, err := web.NewHandler(dir)
	if err != nil {
		return err
	}
	defer h.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: h}
	go srv.Serve(ln)
	defer srv.Close()
	base := "http://" + ln.Addr().String()

	path, err := browsertest.FindChromium()
	if err != nil {
		return err
	}
	profile, err := os.MkdirTemp("", "felt-pictures-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(profile)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), browsertest.Flags(path, profile)...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(ctx); err != nil {
		return fmt.Errorf("starting %s: %w", path, err)
	}
	for _, sh := range list {
		name := filepath.Join(out, sh.name+".png")
		if err := take(ctx, base, name, sh); err != nil {
			return fmt.Errorf("%s: %w", sh.name, err)
		}
		fmt.Println(name)
	}
	return nil
}

// pick returns the shots named in only, a comma list; all of them when it is empty.
func pick(all []shot, only string) ([]shot, error) {
	if only == "" {
		return all, nil
	}
	var list []shot
	for _, name := range strings.Split(only, ",") {
		i := slices.IndexFunc(all, func(sh shot) bool { return sh.name == name })
		if i < 0 {
			return nil, fmt.Errorf("no picture named %q", name)
		}
		list = append(list, all[i])
	}
	return list, nil
}

// take opens sh in a new tab, plays its steps and writes its picture to name.
func take(browser context.Context, base, name string, sh shot) error {
	tab, closeTab := chromedp.NewContext(browser)
	defer closeTab()
	ctx, stop := context.WithTimeout(tab, 3*time.Minute)
	defer stop()
	err := chromedp.Do(ctx,
		chromedp.EmulateViewport(int64(sh.width), int64(sh.height), chromedp.EmulateScale(sh.scale)),
		chromedp.Navigate(base+sh.url),
	)
	if err != nil {
		return err
	}
	if err := until(ctx, `window.feltState === 'shown' || window.feltState === 'error'`); err != nil {
		return fmt.Errorf("waiting for the game: %w", err)
	}
	if state, err := chromedp.Run(ctx, chromedp.Evaluate[string](`String(window.feltState)`)); err != nil {
		return err
	} else if state != "shown" {
		return errors.New("the page failed to load the game")
	}
	for _, st := range sh.steps {
		reply, err := chromedp.Run(ctx, chromedp.Evaluate[string](`String(window.felt.act(`+st.act+`))`))
		if err != nil {
			return fmt.Errorf("act(%s): %w", st.act, err)
		}
		if reply != "" {
			return fmt.Errorf("act(%s) was refused: %s", st.act, reply)
		}
		if st.until != "" {
			if err := until(ctx, stateIs(st.until)); err != nil {
				return fmt.Errorf("after act(%s), waiting for %s: %w", st.act, st.until, err)
			}
		}
	}
	// The frames after the last change: the table settles and stops drawing.
	if err := chromedp.Do(ctx, chromedp.Sleep(2*time.Second)); err != nil {
		return err
	}
	data, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if sh.crop != (image.Rectangle{}) {
		if data, err = crop(data, sh.crop); err != nil {
			return err
		}
	}
	return os.WriteFile(name, data, 0o644)
}

// crop cuts the rectangle r, in device pixels, out of a PNG.
func crop(data []byte, r image.Rectangle) ([]byte, error) {
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	sub, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	})
	if !ok {
		return nil, fmt.Errorf("cannot crop a %T", img)
	}
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, sub.SubImage(r)); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// until polls a JavaScript expression until it is true.
func until(ctx context.Context, expr string) error {
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingInterval(100*time.Millisecond),
		chromedp.WithPollingTimeout(2*time.Minute)))
	return err
}

// stateIs is a JavaScript expression, true when cond holds of s, the game's state.
func stateIs(cond string) string {
	return `(() => { const s = JSON.parse(window.felt.state()); return ` + cond + ` })()`
}
