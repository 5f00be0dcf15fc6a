//go:build js

package hook

import "syscall/js"

// Install sets window.felt to an object with state() and act(name, arg) calling h, and
// returns a function that removes it again.
func Install(h Handler) (uninstall func()) {
	state := js.FuncOf(func(js.Value, []js.Value) any {
		return h.State()
	})
	act := js.FuncOf(func(_ js.Value, args []js.Value) any {
		name, arg := "", ""
		if len(args) > 0 {
			name = text(args[0])
		}
		if len(args) > 1 {
			arg = text(args[1])
		}
		return h.Act(name, arg)
	})
	save := js.FuncOf(func(js.Value, []js.Value) any {
		if sv, ok := h.(Saver); ok {
			if err := sv.Save(); err != nil {
				return err.Error()
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

// text turns a JavaScript argument into a string: strings as they are, numbers and booleans
// printed, undefined and null as "".
func text(v js.Value) string {
	switch v.Type() {
	case js.TypeString:
		return v.String()
	case js.TypeUndefined, js.TypeNull:
		return ""
	}
	return js.Global().Call("String", v).String()
}
