// Package readout is the table's display of a meter: one display type for every meter a
// table shows (the first system's progressive and a second one beside it, render/table).
//
// The core moves a meter at once (a contribution at coin-in, a jackpot and its reset), while
// the table shows those changes only when the playback reaches them; and the meters climb
// all the while with the linked tables' wagers. So a display shows the live meter plus an
// offset that holds back what the playback has not reached yet: Before and After a call into
// the core hold its change back, Event lets each of the meter's events through as it is
// played, and Release drops the offset when the playback has shown everything.
package readout

import (
	"felt/game/money"
	"felt/render/anim"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/odometer"

	"github.com/hajimehoshi/ebiten/v2"
)

// RestTicks is how often, in ticks, a display follows the linked tables while the table
// rests: the meter climbs in a step every three seconds, one frame each (a frame costs a
// browser with software rendering some 50 ms of CPU however little it draws), rather than in
// a roll that never ends.
const RestTicks = 180

// Meter is the display of one meter system's top level. Make one with New.
type Meter struct {
	odo     *odometer.Odometer
	base    money.Amount // the meter as the latest event played (or the core before a call) had it
	off     money.Amount // the display's offset from the live meter
	held    bool         // a jackpot's reset waits for the round's end: the count off shows first
	due     bool         // the playback let a change through: the display follows at once
	counted money.Amount // where the jackpot being counted off ends
	stepAt  int64        // the tick the display last followed the meter
	at      layout.Rect  // where Place put the digits, design units
	fs      *fonts.Set
}

// New returns a display showing the live meter live.
func New(live money.Amount) *Meter {
	return &Meter{odo: odometer.New(live), base: live}
}

// Show is what the display should show now, for the live meter live: the live meter with
// what the playback has not reached held back.
func (m *Meter) Show(live money.Amount) money.Amount { return live + m.off }

// Shown returns the amount on the display now.
func (m *Meter) Shown() money.Amount { return m.odo.Shown() }

// Start shows the meter at a round's start (a replay's, from its events) when the live meter
// is live: what the display shows from now on, at once.
func (m *Meter) Start(at, live money.Amount) {
	m.base, m.off = at, at-live
	m.odo.Jump(at)
}

// Before notes the live meter before a call into the core; After holds back what the call
// changed until the playback reaches its events.
func (m *Meter) Before(live money.Amount) { m.base, m.off = live, 0 }

// After: see Before.
func (m *Meter) After(live money.Amount) { m.off -= live - m.base }

// Event lets a meter event of the system through as the playback reaches it: the meter now
// stands at amount. A jackpot's reset (reset) is held until the round's end: the jackpot,
// or each part of one split among several bettors, is counted off the display first.
func (m *Meter) Event(amount money.Amount, reset bool) {
	m.off += amount - m.base
	m.base = amount
	m.due = true
	if reset {
		m.held = true
	}
}

// RoundEnd ends a round's events: a jackpot's reset shows.
func (m *Meter) RoundEnd() { m.held, m.due = false, true }

// Release drops what is held back: the playback has shown all the core did.
func (m *Meter) Release() { m.off = 0 }

// CountOff counts a jackpot of pay off the display over ticks. The parts of a split jackpot
// come faster than each counts: the next counts on from where the last is going.
func (m *Meter) CountOff(pay money.Amount, ticks int) {
	from := m.odo.Shown()
	if m.odo.Counting() {
		from = m.counted
	}
	m.counted = max(0, from-pay)
	m.odo.CountTo(m.counted, ticks)
}

// Counting reports whether a jackpot is being counted off.
func (m *Meter) Counting() bool { return m.odo.Counting() }

// Progress returns how far the count of a jackpot has come, from 0 to 1.
func (m *Meter) Progress() float64 { return m.odo.Progress() }

// Follow points the display at the live meter live at tick now, unless a jackpot is being
// counted off or its reset held: at every tick while the table plays (playing) and after
// the playback let a change through, rolling the wheels, and while it rests every RestTicks
// only, in one step.
func (m *Meter) Follow(live money.Amount, now int64, playing bool) {
	if m.odo.Counting() || m.held {
		return
	}
	if playing || m.due {
		m.due = false
		m.stepAt = now
		m.odo.SetTarget(m.Show(live))
		return
	}
	if now-m.stepAt >= RestTicks {
		m.stepAt = now
		m.odo.Jump(m.Show(live))
	}
}

// Next returns the tick at which a resting display next follows the meter.
func (m *Meter) Next() int64 { return m.stepAt + RestTicks }

// Tick turns the wheels one tick at speed sp.
func (m *Meter) Tick(sp anim.Speed) {
	m.odo.SetSpeed(sp)
	m.odo.Update()
}

// Still reports whether the wheels stand still.
func (m *Meter) Still() bool { return m.odo.Still() }

// Finish puts the display at its amount at once: a count ends, a reset held shows.
func (m *Meter) Finish() {
	m.odo.Finish()
	m.held = false
}

// Place puts the digits, h design units high, centred across r at y.
func (m *Meter) Place(fs *fonts.Set, r layout.Rect, y, h float64) {
	w := m.odo.Width(fs, h)
	m.at, m.fs = layout.Rect{X: r.X + (r.W-w)/2, Y: y, W: w, H: h}, fs
}

// At returns where Place put the digits, design units (empty before Place).
func (m *Meter) At() layout.Rect { return m.at }

// Digits returns the box of the digits' glyphs where Place put them, design units: their
// capitals' height, centred in the window (what a player reads; empty before Place).
func (m *Meter) Digits() layout.Rect {
	if m.fs == nil {
		return layout.Rect{}
	}
	c := m.at.H * odometer.CapShare(m.fs)
	return layout.Rect{X: m.at.X, Y: m.at.Y + (m.at.H-c)/2, W: m.at.W, H: c}
}

// Paint paints the digits where Place put them (nothing before Place).
func (m *Meter) Paint(dst *ebiten.Image, v layout.View) {
	if m.fs == nil {
		return
	}
	m.odo.Draw(dst, m.fs, v, m.at)
}

// Busy reports whether a jackpot is being counted off or its reset held.
func (m *Meter) Busy() bool { return m.odo.Counting() || m.held }
