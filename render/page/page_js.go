//go:build js

package page

import "syscall/js"

// The web page (web/index.html) listens for this event and reads this flag.
const (
	readyEvent = "felt-ready"
	readyFlag  = "feltReady"
)

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
