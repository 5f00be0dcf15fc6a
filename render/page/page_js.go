//go:build js

package page

import "syscall/js"

// The web page (web/index.html) listens for this event and reads this flag.
const (
	readyEvent = "felt-ready"
	readyFlag  = "feltReady"
)

// PrefersReducedMotion reports whether the browser asks for reduced motion (the CSS media
// query prefers-reduced-motion: reduce); false when it cannot tell.
func PrefersReducedMotion() (on bool) {
	defer func() {
		if recover() != nil {
			on = false
		}
	}()
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Truthy()
}

// Ready tells the page that the game has drawn its first frame: it sets window.feltReady and
// dispatches a "felt-ready" event on window, so the loader can fade out over a canvas that is
// already painted. Every step is a method call, whose exception Go's wasm turns into a panic
// recovered here: a page that throws cannot stop the game.
func Ready() {
	defer func() { _ = recover() }()
	w := js.Global()
	w.Get("Reflect").Call("set", w, readyFlag, true)
	w.Call("dispatchEvent", w.Get("CustomEvent").New(readyEvent))
}

// timesObject is the object of window in which web/index.html notes when each of its states
// began.
const timesObject = "feltTimes"

// Mark notes in window.feltTimes, under name, when it is called (performance.now(), in
// milliseconds), as the page notes its own states: the tests and benchmarks read when the
// table was first on screen. A page without the object notes nothing.
func Mark(name string) {
	defer func() { _ = recover() }()
	w := js.Global()
	if t := w.Get(timesObject); t.Type() == js.TypeObject {
		w.Get("Reflect").Call("set", t, name, w.Get("performance").Call("now"))
	}
}
