//go:build js

package history

import (
	"errors"
	"syscall/js"
)

// Copy puts text on the browser's clipboard (navigator.clipboard.writeText, which the
// browser allows shortly after a click or key); it reports whether the browser took the
// request. A failure later (the permission refused) is dropped: the code is shown as well.
func Copy(text string) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() || cb.Get("writeText").Type() != js.TypeFunction {
		return false
	}
	p := cb.Call("writeText", text)
	if p.Truthy() && p.Get("catch").Type() == js.TypeFunction {
		var f js.Func
		f = js.FuncOf(func(js.Value, []js.Value) any { f.Release(); return nil })
		p.Call("catch", f)
	}
	return true
}

// ErrNoClipboard is given to Paste's callback when the clipboard cannot be read.
var ErrNoClipboard = errors.New("the browser did not let the game read the clipboard: type the code (TYPE A CODE), or add ?code= and the code to the page's address")

// Paste asks the browser's clipboard for its text (navigator.clipboard.readText; the browser
// may ask the player first); got is called later with the text, or with an error. It
// reports whether the request was made.
func Paste(got func(text string, err error)) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	cb := js.Global().Get("navigator").Get("clipboard")
	if !cb.Truthy() || cb.Get("readText").Type() != js.TypeFunction {
		return false
	}
	p := cb.Call("readText")
	if !p.Truthy() || p.Get("then").Type() != js.TypeFunction {
		return false
	}
	var then, fail js.Func
	done := func() { then.Release(); fail.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		done()
		if len(args) > 0 && args[0].Type() == js.TypeString {
			s := args[0].String()
			if len(s) > 400 {
				s = s[:400]
			}
			got(s, nil)
		} else {
			got("", ErrNoClipboard)
		}
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		done()
		got("", ErrNoClipboard)
		return nil
	})
	p.Call("then", then, fail)
	return true
}

// keyPastes says whether Ctrl+V (Cmd+V) in the code field reads the clipboard (Paste): not in
// a browser, where readText asks the player's permission; the page's paste event brings the
// text instead (listenPastes), with no permission to ask.
const keyPastes = false

// listenPastes calls got with the text of each paste event of the page (Ctrl+V, Cmd+V, the
// browser's Paste), at most 400 characters, until stop is called. Ebitengine's canvas cancels
// every key it is given (its keydown calls preventDefault), which would cancel the paste too:
// a listener on window, ahead of it, keeps the paste key from the canvas.
func listenPastes(got func(text string)) (stop func()) {
	stop = func() {}
	defer func() { _ = recover() }()
	w := js.Global()
	opts := w.Get("Object").New()
	opts.Set("capture", true)
	key := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		e := args[0]
		if (e.Get("ctrlKey").Truthy() || e.Get("metaKey").Truthy()) && !e.Get("altKey").Truthy() && e.Get("key").Type() == js.TypeString && (e.Get("key").String() == "v" || e.Get("key").String() == "V") {
			e.Call("stopImmediatePropagation")
		}
		return nil
	})
	paste := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		e := args[0]
		data := e.Get("clipboardData")
		if !data.Truthy() || data.Get("getData").Type() != js.TypeFunction {
			return nil
		}
		e.Call("preventDefault")
		s := data.Call("getData", "text/plain")
		if s.Type() != js.TypeString {
			return nil
		}
		t := s.String()
		if len(t) > 400 {
			t = t[:400]
		}
		got(t)
		return nil
	})
	w.Call("addEventListener", "keydown", key, opts)
	w.Call("addEventListener", "paste", paste, opts)
	return func() {
		defer func() { _ = recover() }()
		w.Call("removeEventListener", "keydown", key, opts)
		w.Call("removeEventListener", "paste", paste, opts)
		key.Release()
		paste.Release()
	}
}
