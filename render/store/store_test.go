package store

import (
	"bytes"
	"errors"
	"testing"
)

func exercise(t *testing.T, s Store) {
	t.Helper()
	if _, err := s.Load("settings"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Load before Save: %v, want ErrNotFound", err)
	}
	for _, data := range [][]byte{[]byte("one"), {0, 1, 2, 255}, {}} {
		if err := s.Save("settings", data); err != nil {
			t.Fatal(err)
		}
		got, err := s.Load("settings")
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("Load = %q, %v; want %q", got, err, data)
		}
	}
	for _, key := range []string{"", "../x", ".hidden", "a/b"} {
		if err := s.Save(key, nil); !errors.Is(err, ErrKey) {
			t.Errorf("Save(%q) error = %v, want ErrKey", key, err)
		}
	}
}

func TestMemory(t *testing.T) {
	exercise(t, &Memory{})
	m := &Memory{Fail: true}
	if err := m.Save("x", nil); !errors.Is(err, ErrUnavailable) {
		t.Errorf("failing Save: %v", err)
	}
}
