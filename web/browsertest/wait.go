//go:build !js

package browsertest

import (
	"encoding/json"
	"fmt"
	"time"
)

// State reads the game's state (window.felt.state(), JSON) into a T: a test's struct of
// the fields it reads.
func State[T any](tab *Tab) (T, error) {
	var st T
	s, err := Eval[string](tab, `window.felt.state()`)
	if err != nil {
		return st, fmt.Errorf("reading the state: %w", err)
	}
	if err := json.Unmarshal([]byte(s), &st); err != nil {
		return st, fmt.Errorf("the state %.300s: %w", s, err)
	}
	return st, nil
}

// Wait reads the game's state into a T until ok says it is what the test waits for, and
// returns it: at once, then after 10 ms, 20, 40, 80 and every 100 ms from there (a tap or
// a command usually takes within a frame or two, a round's playback seconds). After
// timeout it returns an error that names what was awaited, with the state last read.
func Wait[T any](tab *Tab, what string, timeout time.Duration, ok func(T) bool) (T, error) {
	deadline := time.Now().Add(timeout)
	pause := 10 * time.Millisecond
	for {
		st, err := State[T](tab)
		if err != nil {
			return st, fmt.Errorf("waiting for %s: %w", what, err)
		}
		if ok(st) {
			return st, nil
		}
		if time.Now().After(deadline) {
			return st, fmt.Errorf("waiting for %s: not after %v: %+v", what, timeout, st)
		}
		time.Sleep(pause)
		pause = min(2*pause, 100*time.Millisecond)
	}
}
