package tabletest

import (
	"os"
	"path/filepath"
	"testing"
)

// XClip gives the test an X11 desktop's clipboard command: a stand-in for xclip that keeps
// the clipboard in the file it returns (xclip -i writes it, xclip -o reads it), alone on the
// PATH, with DISPLAY set and WAYLAND_DISPLAY cleared for the test.
func XClip(t testing.TB) (board string) {
	t.Helper()
	dir := t.TempDir()
	board = filepath.Join(dir, "board")
	script := "#!/bin/sh\nfor a in \"$@\"; do\n  case $a in -i) /bin/cat > " + board + "; exit 0;; -o) /bin/cat " + board + "; exit 0;; esac\ndone\nexit 1\n"
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	t.Setenv("WAYLAND_DISPLAY", "")
	t.Setenv("DISPLAY", ":99")
	return board
}
