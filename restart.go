package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
	"time"
)

// In kiosk and attract mode the desktop game, like the page in a browser (web/index.html),
// shows no error when it stops on a fatal error (a panic, an error out of the frame loop, a
// fault of the Go runtime): it starts again, and opens in attract mode. The program runs the
// game as a child process of its own, with the same arguments, and watches it: a game that
// ends well (status 0: the window closed) ends the program; one that fails is started again,
// at once the first time, then after a growing pause (5 s more each time, at most a minute),
// and a game that ran for a minute forgets the count (docs/demo.md).

// watchedEnv marks the child: a game with it set is the one watched, and runs.
const watchedEnv = "FELT_WATCHED"

// Restart pauses: restartStep more for each failure in a row, at most restartMax; a game
// that ran restartForget forgets the failures before.
const (
	restartStep   = 5 * time.Second
	restartMax    = time.Minute
	restartForget = time.Minute
)

// watcher starts the game again each time it fails.
type watcher struct {
	run   func() error // runs the game to its end; an error is a failure
	sleep func(time.Duration)
	now   func() time.Time
	log   io.Writer
}

// watch runs the game until it ends well, starting it again after each failure, and returns
// the program's exit status: 0 (the game ended well), or 1 when it cannot be started at all.
func (w watcher) watch() int {
	fails := 0
	for {
		began := w.now()
		err := w.run()
		if err == nil {
			return 0
		}
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			fmt.Fprintln(w.log, "felt: the game cannot be started:", err)
			return 1
		}
		if w.now().Sub(began) >= restartForget {
			fails = 0
		}
		pause := min(restartMax, time.Duration(fails)*restartStep)
		fails++
		fmt.Fprintf(w.log, "felt: the game stopped (%v); it starts again in attract mode in %v\n", err, pause)
		w.sleep(pause)
	}
}

// watched reports whether the program is to watch the game rather than run it: on the
// desktop, in kiosk or attract mode, and not itself the game watched.
func watched(web bool, mode string) bool {
	return !web && (mode == "kiosk" || mode == "attract") && os.Getenv(watchedEnv) == ""
}

// watchGame runs the game (this program with args, marked as the one watched, writing to
// stdout and log) and starts it again after each failure, saying so on log; it returns the
// program's exit status. An interrupt or a request to stop is passed on to the game, which
// then ends the watch.
func watchGame(args []string, stdout, log io.Writer) int {
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(log, "felt:", err)
		return 1
	}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(stop)
	stopped := false
	run := func() error {
		select {
		case <-stop: // asked to stop during a pause
			return nil
		default:
		}
		cmd := exec.Command(self, args...)
		cmd.Env = append(os.Environ(), watchedEnv+"=1")
		cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, stdout, log
		if err := cmd.Start(); err != nil {
			return err
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		for {
			select {
			case err := <-done:
				if stopped {
					return nil
				}
				return err
			case s := <-stop:
				stopped = true
				_ = cmd.Process.Signal(s)
			}
		}
	}
	return watcher{run: run, sleep: time.Sleep, now: time.Now, log: log}.watch()
}
