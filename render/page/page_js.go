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
// already painted.
func Ready() {
	w := js.Global()
	w.Set(readyFlag, true)
	w.Call("dispatchEvent", w.Get("CustomEvent").New(readyEvent))
}
