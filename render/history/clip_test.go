//go:build !js

package history

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"felt/render/tabletest"
)

// TestDesktopClipboard copies a code to the system's clipboard and pastes it back through
// the command an X11 desktop has (xclip; here a stand-in that keeps the clipboard in a
// file), and finds no clipboard where there is no such command: Copy and Paste say so, and
// the history page says to type the code.
func TestDesktopClipboard(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the stand-in for xclip is a shell script")
	}
	tabletest.XClip(t)
	const code = "7ZZZZ-ABCDE"
	if !Copy(code) {
		t.Fatal("no clipboard found")
	}
	paste := func() (string, error) {
		t.Helper()
		type answer struct {
			text string
			err  error
		}
		got := make(chan answer, 1)
		if !Paste(func(text string, err error) { got <- answer{text, err} }) {
			t.Fatal("no clipboard to read")
		}
		select {
		case a := <-got:
			return a.text, a.err
		case <-time.After(5 * time.Second):
			t.Fatal("the clipboard does not answer")
		}
		return "", nil
	}
	var text string
	var err error
	for range 50 { // the copy runs in the background
		if text, err = paste(); err == nil && text == code {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if text != code || err != nil {
		t.Fatalf("pasted %q (%v), copied %q", text, err, code)
	}
	// Without a command, neither copies nor pastes, and the line says what to do.
	t.Setenv("PATH", t.TempDir())
	if Copy(code) || Paste(func(string, error) {}) {
		t.Fatal("a clipboard without a command")
	}
	if !strings.Contains(ErrNoClipboard.Error(), "type the code") {
		t.Fatalf("the line for a missing clipboard: %v", ErrNoClipboard)
	}
}
