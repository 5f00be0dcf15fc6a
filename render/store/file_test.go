//go:build !js

package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestDir(t *testing.T) {
	exercise(t, &Dir{Path: t.TempDir() + "/felt"})
}

func TestOpen(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	s, err := Open("felt")
	if err != nil {
		t.Fatal(err)
	}
	exercise(t, s)
}

// A save that cannot be renamed into place (here a directory holds the key's name) fails,
// leaves no temporary file behind, and leaves what was there as it was.
func TestDirCleansUp(t *testing.T) {
	d := &Dir{Path: t.TempDir()}
	if err := d.Save("table", []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(d.Path, "settings"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := d.Save("settings", []byte("two")); !errors.Is(err, ErrUnavailable) {
		t.Errorf("saving over a directory: %v", err)
	}
	entries, err := os.ReadDir(d.Path)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("a temporary file was left: %s", e.Name())
		}
	}
	if b, err := d.Load("table"); err != nil || string(b) != "one" {
		t.Errorf("the other save: %q, %v", b, err)
	}
	// A directory that cannot be made.
	bad := &Dir{Path: filepath.Join(d.Path, "table", "sub")}
	if err := bad.Save("x", nil); !errors.Is(err, ErrUnavailable) {
		t.Errorf("a store under a file: %v", err)
	}
}
