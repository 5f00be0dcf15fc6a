//go:build !js

package store

import "testing"

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
