//go:build !js

package browsertest

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"felt/render/layout"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// PressKey presses and releases a key as a person does, holding it for HoldClick so that
// the game, which reads the keyboard 60 times a second, sees it. key is a character ("h",
// " ") or one of chromedp/kb's names (kb.Escape, kb.ArrowRight).
func (tab *Tab) PressKey(key string) error {
	for _, r := range key {
		for _, k := range kb.Encode(r) {
			if k.Type == kb.KeyUp {
				time.Sleep(HoldClick)
			}
			if _, err := chromedp.Call(tab.ctx, input.DispatchKeyEvent, *k); err != nil {
				return fmt.Errorf("key %q: %w", key, err)
			}
		}
	}
	return nil
}

// Touch taps the screen with one finger at x, y in CSS pixels, held for HoldClick (see
// TouchHold).
func (tab *Tab) Touch(x, y float64) error { return tab.TouchHold(x, y, HoldClick) }

// TouchHold puts one finger down at x, y in CSS pixels and lifts it hold later, as a
// phone's screen sends it: the touch start and end are stamped hold apart with the time the
// screen felt them, and the end is sent hold after the start without waiting for the page
// to take the start (a busy page takes both when it can, as a phone's would). The tab's touch
// emulation is turned on the first time.
func (tab *Tab) TouchHold(x, y float64, hold time.Duration) error {
	if err := tab.touchOn(); err != nil {
		return err
	}
	t0 := time.Now()
	stamp := func(d time.Duration) input.TimeSinceEpoch {
		return input.TimeSinceEpoch(float64(t0.Add(d).UnixMicro()) / 1e6)
	}
	events := [2]input.DispatchTouchEventParams{
		{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: x, Y: y}}, Timestamp: stamp(0)},
		{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}, Timestamp: stamp(hold)},
	}
	var errs [2]error
	var wg sync.WaitGroup
	for i, ev := range events {
		time.Sleep(time.Until(t0.Add(time.Duration(i) * hold)))
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, errs[i] = chromedp.Call(tab.ctx, input.DispatchTouchEvent, ev)
		}()
	}
	wg.Wait()
	if err := errors.Join(errs[:]...); err != nil {
		return fmt.Errorf("touch: %w", err)
	}
	return nil
}

// TouchDrag drags one finger from x0, y0 to x1, y1 (CSS pixels) in eight steps, some 40 ms
// apart.
func (tab *Tab) TouchDrag(x0, y0, x1, y1 float64) error {
	if err := tab.touchOn(); err != nil {
		return err
	}
	for i := 0; i <= 9; i++ {
		f := float64(min(i, 8)) / 8
		typ := input.DispatchTouchEventTypeTouchMove
		pts := []*input.TouchPoint{{X: x0 + (x1-x0)*f, Y: y0 + (y1-y0)*f}}
		switch i {
		case 0:
			typ = input.DispatchTouchEventTypeTouchStart
		case 9:
			typ, pts = input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}
		}
		if _, err := chromedp.Call(tab.ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts}); err != nil {
			return fmt.Errorf("drag: %w", err)
		}
		time.Sleep(40 * time.Millisecond)
	}
	return nil
}

// touchOn turns the tab's touch emulation on.
func (tab *Tab) touchOn() error {
	if _, err := chromedp.Call(tab.ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1}); err != nil {
		return fmt.Errorf("touch emulation: %w", err)
	}
	return nil
}

// DesignToCSS maps a point in the game's design units (render/layout) to CSS pixels of a
// page of viewport vp, through the layout the game uses.
func DesignToCSS(vp Viewport, x, y float64) (float64, float64) {
	v := layout.Fit(float64(vp.Width)*vp.Scale, float64(vp.Height)*vp.Scale, vp.Scale)
	dx, dy := v.ToDevice(x, y)
	return dx / vp.Scale, dy / vp.Scale
}

// SeeNotice takes the 18+ notice of a first start down as a person does, with a key (the
// notice's first input does only that), when the table is on screen with the notice up: the
// tests whose first click, tap or key must act call it first.
func (tab *Tab) SeeNotice() error {
	const up = `(() => { const s = JSON.parse(window.felt.state()); return !s.screen && !!s.notice; })()`
	on, err := Eval[bool](tab, up)
	if err != nil || !on {
		return err
	}
	if err := tab.PressKey(kb.Shift); err != nil {
		return err
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if on, err = Eval[bool](tab, up); err != nil || !on {
			return err
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the notice stays up after a key")
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// PressCtrl presses key (a letter) with Ctrl held, as a person presses a shortcut: Ctrl
// down, the key down and up, Ctrl up.
func (tab *Tab) PressCtrl(key string) error {
	const ctrl = 2 // the protocol's modifier bit
	up := strings.ToUpper(key)
	events := []input.DispatchKeyEventParams{
		{Type: input.DispatchKeyEventTypeRawKeyDown, Key: "Control", Code: "ControlLeft", WindowsVirtualKeyCode: 17, Modifiers: ctrl},
		{Type: input.DispatchKeyEventTypeRawKeyDown, Key: key, Code: "Key" + up, WindowsVirtualKeyCode: int64(up[0]), Modifiers: ctrl},
		{Type: input.DispatchKeyEventTypeKeyUp, Key: key, Code: "Key" + up, WindowsVirtualKeyCode: int64(up[0]), Modifiers: ctrl},
		{Type: input.DispatchKeyEventTypeKeyUp, Key: "Control", Code: "ControlLeft", WindowsVirtualKeyCode: 17},
	}
	for i, e := range events {
		if i == 2 {
			time.Sleep(HoldClick)
		}
		if _, err := chromedp.Call(tab.ctx, input.DispatchKeyEvent, e); err != nil {
			return fmt.Errorf("key %q with Ctrl: %w", key, err)
		}
	}
	return nil
}
