//go:build js

package page

import "syscall/js"

// KeepAwake asks the browser to keep the screen on (the Screen Wake Lock API), for a kiosk,
// and asks again whenever the page is shown again (the browser lets the lock go when the
// page is hidden). A browser without the API, or that refuses, leaves the screen to its own
// settings: the promise's refusal is caught and nothing else happens.
func KeepAwake() {
	defer func() { _ = recover() }()
	request := js.FuncOf(func(js.Value, []js.Value) any {
		defer func() { _ = recover() }()
		wl := js.Global().Get("navigator").Get("wakeLock")
		if wl.Type() != js.TypeObject || js.Global().Get("document").Get("visibilityState").String() != "visible" {
			return nil
		}
		p := wl.Call("request", "screen")
		p.Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
		return nil
	})
	request.Invoke()
	js.Global().Get("document").Call("addEventListener", "visibilitychange", request)
}

// Automated reports whether the browser is driven by automation (navigator.webdriver: a
// test's headless Chromium), the only place the hook's panic command is taken.
func Automated() (on bool) {
	defer func() {
		if recover() != nil {
			on = false
		}
	}()
	return js.Global().Get("navigator").Get("webdriver").Equal(js.ValueOf(true))
}
