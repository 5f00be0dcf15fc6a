//go:build js

package page

import "syscall/js"

// The functions of window that web/index.html defines for Sleep and Audio.
const (
	sleepFunc = "feltSleep"
	audioFunc = "feltAudio"
)

// Sleep tells the page whether the game is asleep: nothing on it moves, and its frame loop
// may ask for frames a few times a second rather than sixty (web/index.html throttles
// requestAnimationFrame meanwhile; input still wakes the game at once). Sleep(false) wakes
// the loop at the next animation frame.
func Sleep(on bool) { call(sleepFunc, on) }

// Audio runs or suspends the page's audio: while no sound plays the game suspends it, and
// the browser stops asking the game for samples (silence costs as much as sound). A
// browser that has not seen the player's first click or key keeps it suspended anyway.
func Audio(on bool) { call(audioFunc, on) }

// call calls a function of window that the page may not define, with one argument; an
// exception it throws is dropped (Go's wasm turns it into a panic).
func call(name string, arg bool) {
	defer func() { _ = recover() }()
	if f := js.Global().Get(name); f.Type() == js.TypeFunction {
		f.Invoke(arg)
	}
}

// Hidden reports whether the page is hidden: another tab is in front, or the window is
// minimised.
func Hidden() bool {
	d := js.Global().Get("document")
	return d.Truthy() && d.Get("hidden").Truthy()
}

// OnVisibility calls f with the page's hidden state each time it changes, until the
// returned function is called.
func OnVisibility(f func(hidden bool)) (stop func()) {
	d := js.Global().Get("document")
	if !d.Truthy() {
		return func() {}
	}
	cb := js.FuncOf(func(js.Value, []js.Value) any {
		// Called from the page's event loop: the handler must not block it.
		go f(Hidden())
		return nil
	})
	d.Call("addEventListener", "visibilitychange", cb)
	return func() {
		d.Call("removeEventListener", "visibilitychange", cb)
		cb.Release()
	}
}
