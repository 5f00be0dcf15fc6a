package app

import (
	"errors"
	"time"
)

// Attract mode's idle time (docs/demo.md): how long the app waits idle, at the lobby or at a
// table with no round in progress, before attract mode starts by itself; 0: never. It is a
// setting (the settings page's Attract mode after, kept in the store with attract mode's
// sound), 90 seconds until set; an address's ?attract=SECONDS (desktop -attract) overrides it
// for the session, and the host page's startAttract message sets it for the session too.

// MaxAttractAfter is the longest idle time the setting takes.
const MaxAttractAfter = time.Hour

// errAttractAfter refuses an idle time out of range.
var errAttractAfter = errors.New("attract mode's idle time is 0 (never) to 3600 seconds")

// attractAfter returns the idle time before attract mode starts by itself, from the options
// (the address's, which win) or the setting the store keeps, else DefaultAttract.
func (a *App) attractAfter(o Options) time.Duration {
	if o.AttractSet {
		return o.Attract
	}
	if s := a.attractKept(); s.After != nil && validAfter(*s.After) {
		return time.Duration(*s.After) * time.Second
	}
	return DefaultAttract
}

// AttractAfter returns the idle time before attract mode starts by itself, in seconds; 0:
// never.
func (a *App) AttractAfter() int { return int(a.demo.after / time.Second) }

// SetAttractAfter sets the idle time before attract mode starts by itself (seconds, 0:
// never) and keeps it; the idle time counts again from now.
func (a *App) SetAttractAfter(seconds int) error {
	if !validAfter(seconds) {
		return errAttractAfter
	}
	a.demo.after = time.Duration(seconds) * time.Second
	a.demo.note()
	return a.keepAttract(func(s *attractSetting) { s.After = &seconds })
}

// validAfter reports whether an idle time in seconds is one the setting takes.
func validAfter(seconds int) bool {
	return seconds >= 0 && time.Duration(seconds)*time.Second <= MaxAttractAfter
}
