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

// idle is attract mode's idle clock: the time since the last input, or the last command, as
// the loop counts it: a tick per Update, and the time the loop slept (slept, from the
// pace's first tick after a sleep). A slow machine that runs few Updates (a test under
// load) is not idle for the wall clock's time.
type idle struct {
	after time.Duration // idle time before attract starts (0: never)
	gone  time.Duration // idle so far
	slept time.Duration // the time the loop last slept, to count at the next tick
}

// note notes input now: the idle time starts again.
func (i *idle) note() { i.gone = 0 }

// count counts a tick, and the time slept before it.
func (i *idle) count() {
	i.gone += max(tickTime, i.slept)
	i.slept = 0
}

// over reports whether the idle time is over: attract mode is due.
func (i *idle) over() bool { return i.after > 0 && i.gone >= i.after }

// wake is how long the loop may sleep before the idle time is over.
func (i *idle) wake() time.Duration {
	if i.after <= 0 {
		return time.Hour
	}
	return max(tickTime, i.after-i.gone)
}

// startAfter returns the idle time before attract mode starts by itself, from the options
// (the address's, which win) or the setting the store keeps, else DefaultAttract.
func (p *prefs) startAfter(o Options) time.Duration {
	if o.AttractSet {
		return o.Attract
	}
	if s := p.kept(); s.After != nil && validAfter(*s.After) {
		return time.Duration(*s.After) * time.Second
	}
	return DefaultAttract
}

// AttractAfter returns the idle time before attract mode starts by itself, in seconds; 0:
// never.
func (p *prefs) AttractAfter() int { return int(p.idle.after / time.Second) }

// SetAttractAfter sets the idle time before attract mode starts by itself (seconds, 0:
// never) and keeps it; the idle time counts again from now.
func (p *prefs) SetAttractAfter(seconds int) error {
	if !validAfter(seconds) {
		return errAttractAfter
	}
	p.idle.after = time.Duration(seconds) * time.Second
	p.idle.note()
	return p.keep(func(s *attractSetting) { s.After = &seconds })
}

// validAfter reports whether an idle time in seconds is one the setting takes.
func validAfter(seconds int) bool {
	return seconds >= 0 && time.Duration(seconds)*time.Second <= MaxAttractAfter
}
