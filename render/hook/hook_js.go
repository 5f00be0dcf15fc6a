//go:build js

package hook

import (
	"fmt"
	"syscall/js"
)

// Install sets window.felt to an object with state() and act(name, arg) calling h, and
// returns a function that removes it again.
//
// Any script on the page can call these, with anything. A JavaScript exception met while
// reading an argument (an object whose toString throws), or a panic in the handler, must
// not stop the game: each call recovers and answers with a short line instead. An argument
// is read as text of at most MaxArg characters; a longer one is passed on cut, one
// character over the bound, for the handler to refuse.
func Install(h Handler) (uninstall func()) {
	state := js.FuncOf(func(js.Value, []js.Value) (out any) {
		defer recovered(&out)
		return h.State()
	})
	act := js.FuncOf(func(_ js.Value, args []js.Value) (out any) {
		defer recovered(&out)
		name, arg := "", ""
		if len(args) > 0 {
			name = text(args[0])
		}
		if len(args) > 1 {
			arg = text(args[1])
		}
		return Clip(h.Act(name, arg))
	})
	save := js.FuncOf(func(js.Value, []js.Value) (out any) {
		defer recovered(&out)
		if sv, ok := h.(Saver); ok {
			if err := sv.Save(); err != nil {
				return Clip(err.Error())
			}
		}
		return ""
	})
	obj := js.Global().Get("Object").New()
	obj.Set("state", state)
	obj.Set("act", act)
	obj.Set("save", save)
	js.Global().Set(Name, obj)
	return func() {
		js.Global().Delete(Name)
		state.Release()
		act.Release()
		save.Release()
	}
}

// Announce passes lines of narration to the page's live region, through the function the
// page puts in window.feltLive (Live), one call a line; a page without one hears nothing.
// An exception the page's function throws does not stop the game.
func Announce(lines []string) {
	if len(lines) == 0 {
		return
	}
	defer func() { _ = recover() }()
	f := js.Global().Get(Live)
	if f.Type() != js.TypeFunction {
		return
	}
	for _, l := range lines {
		f.Invoke(l)
	}
}

// recovered turns a panic of a call from the page into its answer: a short line saying the
// call failed. The game goes on.
func recovered(out *any) {
	if r := recover(); r != nil {
		*out = Clip(fmt.Sprint("the game could not do that: ", r))
	}
}

// text turns a JavaScript argument into a string of at most MaxArg+1 characters: strings
// as they are, numbers, booleans and objects as String prints them, undefined and null as
// "". The call into String is a method call, so an exception it throws is a panic that the
// caller recovers.
func text(v js.Value) string {
	switch v.Type() {
	case js.TypeString:
	case js.TypeUndefined, js.TypeNull:
		return ""
	default:
		v = js.Global().Call("String", v)
	}
	// String.prototype.slice, called on the primitive string: a string has no methods Go's
	// wasm can call on it directly.
	slice := js.Global().Get("String").Get("prototype").Get("slice")
	return slice.Call("call", v, 0, MaxArg+1).String()
}
