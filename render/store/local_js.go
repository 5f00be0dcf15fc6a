//go:build js

package store

import (
	"encoding/base64"
	"fmt"
	"syscall/js"
)

// Local is a Store in the browser's localStorage, under keys prefixed with the app's name.
// Blobs are kept as base64 text. Every call into the browser is guarded: a browser that
// throws (storage disabled, quota full, privacy mode) gives an error wrapping ErrUnavailable.
type Local struct {
	prefix string
}

// Open returns the store of the web build: localStorage, keys prefixed by app and a dot.
func Open(app string) (Store, error) {
	s := &Local{prefix: app + "."}
	if _, err := s.storage(); err != nil {
		return nil, err
	}
	return s, nil
}

// guard turns a JavaScript exception in f into an error.
func guard(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", ErrUnavailable, r)
		}
	}()
	f()
	return nil
}

func (s *Local) storage() (js.Value, error) {
	var ls js.Value
	err := guard(func() { ls = js.Global().Get("localStorage") })
	if err == nil && (ls.IsUndefined() || ls.IsNull()) {
		err = fmt.Errorf("%w: no localStorage", ErrUnavailable)
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
	if err := guard(func() { v = ls.Call("getItem", s.prefix+key) }); err != nil {
		return nil, err
	}
	if v.Type() != js.TypeString {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, key)
	}
	b, err := base64.StdEncoding.DecodeString(v.String())
	if err != nil {
		return nil, fmt.Errorf("store: %s is not base64: %w", key, err)
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
