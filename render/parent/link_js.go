//go:build js

package parent

import (
	"sync"
	"syscall/js"
)

// Link is the game's line to its parent page: postMessage out, the message event in, and
// the player's input noticed. Make one with Listen; a nil Link posts nothing and takes
// nothing.
type Link struct {
	origins []string
	parent  js.Value
	release func()
	wake    func()

	mu        sync.Mutex
	in        []string // the commands' texts, from allowed origins
	foreign   int
	malformed int
	active    bool
}

// Listen opens the line to the parent page for the allowed origins; wake is called when a
// command comes, to run the game's loop if it sleeps. It returns nil when there are no
// origins or the game is not in a frame: messaging is off.
func Listen(origins []string, wake func()) *Link {
	w := js.Global()
	up := w.Get("parent")
	if len(origins) == 0 || !up.Truthy() || up.Equal(w) {
		return nil
	}
	l := &Link{origins: origins, parent: up, wake: wake}
	onMessage := js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer func() {
			if recover() != nil {
				l.mu.Lock()
				l.malformed++
				l.mu.Unlock()
			}
		}()
		if len(args) == 0 {
			return nil
		}
		l.take(args[0])
		return nil
	})
	onInput := js.FuncOf(func(js.Value, []js.Value) any {
		l.mu.Lock()
		l.active = true
		l.mu.Unlock()
		return nil
	})
	inputs := []string{"keydown", "pointerdown", "wheel", "touchstart"}
	opts := map[string]any{"passive": true, "capture": true}
	w.Call("addEventListener", "message", onMessage)
	for _, e := range inputs {
		w.Call("addEventListener", e, onInput, opts)
	}
	l.release = func() {
		w.Call("removeEventListener", "message", onMessage)
		for _, e := range inputs {
			w.Call("removeEventListener", e, onInput, opts)
		}
		onMessage.Release()
		onInput.Release()
	}
	return l
}

// take reads one message event: from the parent and an allowed origin, its data as JSON
// text for Parse (a string as it is, an object through JSON.stringify, either cut at
// MaxMessage+1). Anything else is counted.
func (l *Link) take(ev js.Value) {
	origin := ev.Get("origin")
	if origin.Type() != js.TypeString || !ev.Get("source").Equal(l.parent) || !Allowed(l.origins, origin.String()) {
		l.mu.Lock()
		l.foreign++
		l.mu.Unlock()
		return
	}
	data := ev.Get("data")
	text := ""
	switch data.Type() {
	case js.TypeString:
	case js.TypeObject:
		data = js.Global().Get("JSON").Call("stringify", data)
	default:
		data = js.ValueOf("")
	}
	if data.Type() == js.TypeString {
		slice := js.Global().Get("String").Get("prototype").Get("slice")
		text = slice.Call("call", data, 0, MaxMessage+1).String()
	}
	l.mu.Lock()
	l.in = append(l.in, text)
	l.mu.Unlock()
	l.wake()
}

// Post sends a message to the parent page, for each allowed origin (the browser delivers it
// only when the parent's origin is that one).
func (l *Link) Post(m Message) {
	if l == nil {
		return
	}
	defer func() { _ = recover() }()
	obj := js.Global().Get("JSON").Call("parse", m.JSON())
	for _, o := range l.origins {
		l.parent.Call("postMessage", obj, o)
	}
}

// Take returns the commands' texts that came since its last call, and how many messages
// were ignored meanwhile as from elsewhere and as unreadable; active says the player
// pressed, clicked, touched or scrolled meanwhile.
func (l *Link) Take() (texts []string, foreign, malformed int, active bool) {
	if l == nil {
		return nil, 0, 0, false
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	texts, l.in = l.in, nil
	foreign, malformed, active = l.foreign, l.malformed, l.active
	l.foreign, l.malformed, l.active = 0, 0, false
	return texts, foreign, malformed, active
}

// Close stops listening.
func (l *Link) Close() {
	if l != nil && l.release != nil {
		l.release()
	}
}
