//go:build !js

package browsertest

import (
	"fmt"
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

// Touch taps the screen with one finger at x, y in CSS pixels: a touch start, held for
// HoldClick, and a touch end, as a phone's screen sends them (the tab's touch emulation is
// turned on the first time).
func (tab *Tab) Touch(x, y float64) error {
	if _, err := chromedp.Call(tab.ctx, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 1}); err != nil {
		return fmt.Errorf("touch emulation: %w", err)
	}
	id := 1.0
	start := input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart,
		TouchPoints: []*input.TouchPoint{{X: x, Y: y, ID: &id}}}
	if _, err := chromedp.Call(tab.ctx, input.DispatchTouchEvent, start); err != nil {
		return fmt.Errorf("touch start: %w", err)
	}
	time.Sleep(HoldClick)
	end := input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}}
	if _, err := chromedp.Call(tab.ctx, input.DispatchTouchEvent, end); err != nil {
		return fmt.Errorf("touch end: %w", err)
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
