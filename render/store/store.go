// Package store keeps what the game remembers between visits: the credits and the table, the
// settings, the meters. In a browser it uses localStorage, wrapped so that a browser that
// refuses storage (a privacy mode that throws) costs the memory and not the game; on the
// desktop it writes files in the user's config directory; tests use Memory.
package store

import (
	"errors"
	"fmt"
	"strings"
	"sync"
)

// Store loads and saves small named blobs.
type Store interface {
	// Load returns the blob saved under key, or an error wrapping ErrNotFound when there is none.
	Load(key string) ([]byte, error)
	// Save keeps data under key, replacing what was there.
	Save(key string, data []byte) error
}

// Errors of stores.
var (
	// ErrNotFound is wrapped when nothing is saved under a key.
	ErrNotFound = errors.New("nothing saved")
	// ErrUnavailable is wrapped when the storage itself cannot be used.
	ErrUnavailable = errors.New("storage unavailable")
	// ErrKey is wrapped when a key is not a plain name.
	ErrKey = errors.New("bad key")
	// ErrDamaged is wrapped when what is stored under a key is not what a Save leaves (a
	// browser's text that is not base64). Load then returns the stored bytes as they are,
	// so that they can be kept aside.
	ErrDamaged = errors.New("stored data damaged")
	// ErrFull is wrapped when the storage is there but has no room for a save (a browser's
	// quota, a full disk). What was saved before is still there.
	ErrFull = errors.New("storage full")
)

// checkKey accepts keys of letters, digits, '-', '_' and '.', not starting with '.'.
func checkKey(key string) error {
	if key == "" || key[0] == '.' || len(key) > 64 || strings.IndexFunc(key, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.')
	}) >= 0 {
		return fmt.Errorf("%w: %q", ErrKey, key)
	}
	return nil
}

// Memory is a Store in memory. The zero value is ready to use. It is safe for concurrent
// use, so that two sessions of a test can share one, as two tabs share a browser's storage.
type Memory struct {
	mu sync.Mutex
	m  map[string][]byte
	// Fail, when set, makes every call fail with ErrUnavailable, as a browser that refuses
	// storage does.
	Fail bool
	// Full, when set, makes every Save fail with ErrFull, as a browser over its quota does;
	// Load still works.
	Full bool
	// NoRead, when set, makes every Load fail with ErrUnavailable while Save works, as a
	// page whose getItem throws.
	NoRead bool
}

// Load implements Store.
func (s *Memory) Load(key string) ([]byte, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Fail || s.NoRead {
		return nil, ErrUnavailable
	}
	b, ok := s.m[key]
	if !ok {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, key)
	}
	return append([]byte(nil), b...), nil
}

// Save implements Store.
func (s *Memory) Save(key string, data []byte) error {
	if err := checkKey(key); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Fail {
		return ErrUnavailable
	}
	if s.Full {
		return ErrFull
	}
	if s.m == nil {
		s.m = make(map[string][]byte)
	}
	s.m[key] = append([]byte(nil), data...)
	return nil
}

// Broken is a Store that cannot be used: every call fails with Err, which should wrap
// ErrUnavailable. The game gets one when its storage cannot even be opened (a browser with
// site data blocked), so that it plays on and says once that nothing will be remembered.
type Broken struct {
	Err error
}

// Load implements Store.
func (b Broken) Load(string) ([]byte, error) { return nil, b.Err }

// Save implements Store.
func (b Broken) Save(string, []byte) error { return b.Err }
