// Package store keeps what the game remembers between visits: the credits and the table, the
// settings, the meters. In a browser it uses localStorage, wrapped so that a browser that
// refuses storage (a privacy mode that throws) costs the memory and not the game; on the
// desktop it writes files in the user's config directory; tests use Memory.
package store

import (
	"errors"
	"fmt"
	"strings"
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

// Memory is a Store in memory. The zero value is ready to use.
type Memory struct {
	m map[string][]byte
	// Fail, when set, makes every call fail with ErrUnavailable, as a browser that refuses
	// storage does.
	Fail bool
}

// Load implements Store.
func (s *Memory) Load(key string) ([]byte, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	if s.Fail {
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
	if s.Fail {
		return ErrUnavailable
	}
	if s.m == nil {
		s.m = make(map[string][]byte)
	}
	s.m[key] = append([]byte(nil), data...)
	return nil
}
