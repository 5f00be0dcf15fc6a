package main

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestWatcherPauses checks the pauses before each start again: none after the first failure,
// 5 s more after each failure in a row, at most a minute, the count forgotten after a game
// that ran a minute; a game that ends well ends the watch, and one that cannot be started
// ends it with status 1.
func TestWatcherPauses(t *testing.T) {
	fail := &exec.ExitError{ProcessState: &os.ProcessState{}}
	var at time.Time
	// Each run lasts its duration and ends with its error.
	runs := []struct {
		last time.Duration
		err  error
	}{
		{time.Second, fail}, {time.Second, fail}, {time.Second, fail},
		{2 * time.Minute, fail}, // ran a minute: the count begins again
		{time.Second, fail}, {time.Second, fail}, {time.Second, fail}, {time.Second, fail},
		{time.Second, fail}, {time.Second, fail}, {time.Second, fail}, {time.Second, fail},
		{time.Second, fail}, {time.Second, fail}, {time.Second, fail}, {time.Second, fail},
		{time.Hour, nil},
	}
	var pauses []time.Duration
	n := 0
	w := watcher{
		run: func() error {
			r := runs[n]
			n++
			at = at.Add(r.last)
			return r.err
		},
		sleep: func(d time.Duration) { pauses = append(pauses, d); at = at.Add(d) },
		now:   func() time.Time { return at },
		log:   io.Discard,
	}
	if code := w.watch(); code != 0 || n != len(runs) {
		t.Fatalf("the watch ended with %d after %d runs, want 0 after %d", code, n, len(runs))
	}
	s := func(x int) time.Duration { return time.Duration(x) * time.Second }
	want := []time.Duration{0, s(5), s(10), 0, s(5), s(10), s(15), s(20), s(25), s(30), s(35), s(40), s(45), s(50), s(55), s(60)}
	if len(pauses) != len(want) {
		t.Fatalf("pauses %v, want %v", pauses, want)
	}
	for i := range want {
		if pauses[i] != want[i] {
			t.Errorf("pause %d: %v, want %v (all: %v)", i, pauses[i], want[i], pauses)
		}
	}
	w.run = func() error { return errors.New("no such program") }
	if code := w.watch(); code != 1 {
		t.Errorf("a game that cannot be started: status %d, want 1", code)
	}
}

// gameDirEnv names the directory where TestWatchedGame, run as the watched game, counts its
// starts.
const gameDirEnv = "FELT_TEST_GAME_DIR"

// TestWatchedGame is the game TestWatchGameStartsAgain watches, this test binary run again:
// its first start panics, as a fault of the game would; its second ends well. Run by itself
// it does nothing.
func TestWatchedGame(t *testing.T) {
	dir := os.Getenv(gameDirEnv)
	if dir == "" || os.Getenv(watchedEnv) == "" {
		t.Skip("the game TestWatchGameStartsAgain watches")
	}
	f := filepath.Join(dir, "starts")
	b, _ := os.ReadFile(f)
	n, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	if err := os.WriteFile(f, []byte(strconv.Itoa(n+1)), 0o600); err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		panic("felt: a fault of the game")
	}
}

// TestWatchGameStartsAgain runs a game that panics under the watch, as a kiosk on the
// desktop does: the watch starts it again (the same program with the same arguments), and
// ends with status 0 when the game does.
func TestWatchGameStartsAgain(t *testing.T) {
	if os.Getenv(watchedEnv) != "" {
		t.Skip("the watched game itself")
	}
	dir := t.TempDir()
	t.Setenv(gameDirEnv, dir)
	var log strings.Builder // the game's output and the watch's
	code := watchGame([]string{"-test.run=^TestWatchedGame$"}, &log, &log)
	b, err := os.ReadFile(filepath.Join(dir, "starts"))
	if err != nil {
		t.Fatal(err)
	}
	if code != 0 || strings.TrimSpace(string(b)) != "2" {
		t.Errorf("the watch ended with %d after %s starts, want 0 after 2; it said %q", code, b, log.String())
	}
	if !strings.Contains(log.String(), "starts again in attract mode") {
		t.Errorf("the watch did not say the game starts again: %q", log.String())
	}
}
