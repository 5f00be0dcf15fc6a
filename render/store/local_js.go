//go:build js

package store

import (
	"encoding/base64"
	"errors"
	"fmt"
	"syscall/js"
)

// Local is a Store in the browser's localStorage, under keys prefixed with the app's name.
// Blobs are kept as base64 text.
//
// Every call into the browser is guarded. Go's wasm turns an exception thrown by a method
// call into a panic that recover catches, but an exception thrown by a property read (as
// window.localStorage throws a SecurityError when site data is blocked, or in a sandboxed
// frame) unwinds through the program and stops it. So the store reads no property of the
// page directly: it reads window.localStorage through Reflect.get, a method call. A browser
// that refuses storage gives an error wrapping ErrUnavailable, one over its quota ErrFull.
type Local struct {
	prefix string
}

// Open returns the store of the web build: localStorage, keys prefixed by app and a dot.
// It fails, wrapping ErrUnavailable, when the page may not use localStorage.
func Open(app string) (Store, error) {
	s := &Local{prefix: app + "."}
	if _, err := s.storage(); err != nil {
		return nil, err
	}
	return s, nil
}

// guard turns a JavaScript exception in f into an error: ErrFull for a quota exceeded,
// ErrUnavailable for anything else.
func guard(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", ErrUnavailable, r)
			if je, ok := r.(js.Error); ok && quota(je.Value) {
				err = fmt.Errorf("%w: %v", ErrFull, r)
			}
		}
	}()
	f()
	return nil
}

// quota reports whether a thrown value is the browser's "quota exceeded" exception (its
// name differs between browsers, and old ones give only a code).
func quota(v js.Value) (yes bool) {
	defer func() {
		if recover() != nil {
			yes = false
		}
	}()
	if v.Type() != js.TypeObject {
		return false
	}
	name := js.Global().Get("Reflect").Call("get", v, "name")
	code := js.Global().Get("Reflect").Call("get", v, "code")
	if name.Type() == js.TypeString {
		switch name.String() {
		case "QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED":
			return true
		}
	}
	return code.Type() == js.TypeNumber && (code.Int() == 22 || code.Int() == 1014)
}

// storage returns window.localStorage, read through Reflect.get so that a browser that
// throws on the read cannot stop the program.
func (s *Local) storage() (js.Value, error) {
	var ls js.Value
	err := guard(func() {
		ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	})
	if err == nil && ls.Type() != js.TypeObject {
		err = fmt.Errorf("%w: no localStorage", ErrUnavailable)
	}
	if err != nil && !errors.Is(err, ErrUnavailable) {
		err = fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	return ls, err
}

// Load implements Store.
func (s *Local) Load(key string) ([]byte, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	ls, err := s.storage()
	if err != nil {
		return nil, err
	}
	var v js.Value
	var text string
	if err := guard(func() {
		v = ls.Call("getItem", s.prefix+key)
		if v.Type() == js.TypeString {
			text = v.String()
		}
	}); err != nil {
		return nil, err
	}
	if v.Type() != js.TypeString {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, key)
	}
	b, err := base64.StdEncoding.DecodeString(text)
	if err != nil {
		return []byte(text), fmt.Errorf("%w: %s is not base64: %w", ErrDamaged, key, err)
	}
	return b, nil
}

// Save implements Store.
func (s *Local) Save(key string, data []byte) error {
	if err := checkKey(key); err != nil {
		return err
	}
	ls, err := s.storage()
	if err != nil {
		return err
	}
	text := base64.StdEncoding.EncodeToString(data)
	return guard(func() { ls.Call("setItem", s.prefix+key, text) })
}

// SessionID names this tab's session: kept in sessionStorage, so that a reload of the same
// tab is the same session (and finds the table it holds), while another tab is another.
// Where sessionStorage cannot be used, the name is made from n, for this page alone.
func SessionID(n uint64) string {
	id := NewID(n)
	_ = guard(func() {
		ss := js.Global().Get("Reflect").Call("get", js.Global(), "sessionStorage")
		if ss.Type() != js.TypeObject {
			return
		}
		if v := ss.Call("getItem", "felt.session"); v.Type() == js.TypeString && validID(v.String()) {
			id = v.String()
			return
		}
		ss.Call("setItem", "felt.session", id)
	})
	return id
}
