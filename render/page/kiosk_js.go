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

// Reload loads the page again at the address given (a path and query of the same site): a
// kiosk's fatal error reloads it into attract mode.
func Reload(address string) {
	defer func() { _ = recover() }()
	js.Global().Get("location").Call("replace", address)
}
