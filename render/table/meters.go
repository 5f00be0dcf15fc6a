package table

import (
	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/box"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/odometer"
	"felt/render/printing"
	"felt/render/readout"
)

// meters are the table's meter displays, each a readout.Meter: the first system's, and a
// second system's beside it when the plug names one (Settings.Meter2; it prints its panel
// at Places.Meter2). The playback lets the core's meter events through to them, and a
// jackpot counts off the display of its system.
type meters struct {
	g   table.Game
	d   [2]*readout.Meter // the first system's (made on every table: 0 on one without meters), the second's or nil
	sys [2]int            // the system each display shows
}

// open points the first display at core g's first system, showing it at once.
func (m *meters) open(g table.Game) {
	m.g = g
	m.d[0] = readout.New(m.live(0))
}

// second points the second display at system sys (none when the table has no such system
// beside the first), showing it at once.
func (m *meters) second(sys int) {
	m.d[1], m.sys[1] = nil, sys
	if ShowsMeter2(m.g, sys) {
		m.d[1] = readout.New(m.live(sys))
	}
}

// any reports whether the table has meters.
func (m *meters) any() bool { return m.g.Meters() > 0 }

// system returns meter system k, or nil if the table has none.
func (m *meters) system(k int) *meter.System {
	if k < 0 || k >= m.g.Meters() {
		return nil
	}
	return m.g.Meter(k)
}

// live returns the top level of meter system k as it stands.
func (m *meters) live(k int) money.Amount {
	if s := m.system(k); s != nil {
		return s.Meter(0)
	}
	return 0
}

// replay starts a replay's displays at the meters its round had at its start, not at the new
// table's own, which never saw the round: each system's top level as its last MeterChanged
// event before the deal has it (the core reports the meters as a round starts), as a round
// code reads them (game/code).
func (m *meters) replay(log []table.Event) {
	for i := range log {
		e := &log[i]
		if e.Kind == table.NoMoreBets {
			break
		}
		if e.Kind != table.MeterChanged || e.Result != table.NoResult || e.Index != 0 {
			continue
		}
		for j, d := range m.d {
			if d != nil && m.sys[j] == int(e.Value) {
				d.Start(e.Amount, m.live(m.sys[j]))
			}
		}
	}
}

// before notes the meters before a call into the core, and after holds back what the call
// changed until the playback reaches its events.
func (m *meters) before() {
	for j, d := range m.d {
		if d != nil {
			d.Before(m.live(m.sys[j]))
		}
	}
}

func (m *meters) after() {
	for j, d := range m.d {
		if d != nil {
			d.After(m.live(m.sys[j]))
		}
	}
}

// event lets an event the playback reaches through to the displays: a meter's new top
// level, a round's end.
func (m *meters) event(e table.Event) {
	for j, d := range m.d {
		switch {
		case d == nil:
		case e.Kind == table.MeterChanged && e.Index == 0 && int(e.Value) == m.sys[j]:
			d.Event(e.Amount, e.Result == table.JackpotPay)
		case e.Kind == table.RoundEnd:
			d.RoundEnd()
		}
	}
}

// countOff counts a jackpot of pay off the display of system sys over ticks, and reports
// whether a display shows that system.
func (m *meters) countOff(sys int, pay money.Amount, ticks int) bool {
	for j, d := range m.d {
		if d != nil && m.sys[j] == sys {
			d.CountOff(pay, ticks)
			return true
		}
	}
	return false
}

// follow points the displays at the meters at tick now: rolling while the table plays,
// in a step every readout.RestTicks while it rests.
func (m *meters) follow(now int64, playing bool) {
	if !m.any() {
		return
	}
	for j, d := range m.d {
		if d != nil {
			d.Follow(m.live(m.sys[j]), now, playing)
		}
	}
}

// next returns the tick at which a resting display next follows its meter.
func (m *meters) next() int64 {
	at := m.d[0].Next()
	if d := m.d[1]; d != nil {
		at = min(at, d.Next())
	}
	return at
}

// release drops what the displays hold back: the playback has shown all the core did.
func (m *meters) release() {
	for _, d := range m.d {
		if d != nil {
			d.Release()
		}
	}
}

// tick turns the displays' wheels one tick at speed sp.
func (m *meters) tick(sp anim.Speed) {
	for _, d := range m.d {
		if d != nil {
			d.Tick(sp)
		}
	}
}

// moving reports whether a display's wheels turn.
func (m *meters) moving() bool {
	for _, d := range m.d {
		if d != nil && !d.Still() {
			return true
		}
	}
	return false
}

// shown returns what each display shows now (0 for none).
func (m *meters) shown() (a [2]money.Amount) {
	for j, d := range m.d {
		if d != nil {
			a[j] = d.Shown()
		}
	}
	return a
}

// finish puts a display counting a jackpot off, or holding its reset, at its amount at once.
func (m *meters) finish() {
	for _, d := range m.d {
		if d != nil && d.Busy() {
			d.Finish()
		}
	}
}

// place places the displays' digits in their panels on a table of places g, on the plan fr
// for the screen v, and notes their glyphs in the plan (MeterDigits): on a phone under the
// panel's name (printing.PhoneMeterName), printing.MeterGap CSS pixels from it and from the
// panel's foot, centred between them and as large as fits, up to their size elsewhere.
func (m *meters) place(fr *frame, fs *fonts.Set, g *geom.Places, v layout.View) {
	if !m.any() || m.g.Meter(0) == nil {
		return
	}
	size, base, phone := printing.PhoneMeterName(fs, v)
	// The name's box reaches half its descent under its baseline (printing.Printer.Tracked).
	under := base + fs.Face(fonts.Bold, v.Len(size)).Metrics().HDescent*0.5/v.Scale
	for j, r := range [2]layout.Rect{g.Meter, g.Meter2} {
		d := m.d[j]
		if d == nil || j == 1 && r.W <= 0 {
			continue
		}
		switch {
		case phone:
			gap := printing.MeterGap / v.CSS(1)
			top, foot := r.Y+under+gap, r.Y+r.H-gap
			h := min(meterDigits, (foot-top)/odometer.CapShare(fs))
			d.Place(fs, r, (top+foot-h)/2, h)
		case j == 0:
			d.Place(fs, r, r.Y+19, meterDigits)
		default:
			d.Place(fs, r, r.Y+r.H*0.29, r.H*0.45)
		}
		fr.Boxes.Add(box.Box{Kind: box.Board, Owner: box.Table, Group: geom.MeterGroup(j), Name: MeterDigits, Rect: d.Digits()})
		fr.Live(d)
	}
}

// meterDigits is the height, design units, of a meter's window of digits at its largest.
const meterDigits = 28

// MeterDigits names the box of a meter's digits in the plan (a board of its panel's group).
const MeterDigits = "meter digits"

// advanceMeters lets a tick pass for the linked tables, and points the displays at the
// meters.
func (s *Scene) advanceMeters() {
	if s.opts.Log != nil {
		// A replay shows the meters as its events had them.
		s.meters.follow(s.stage.Timeline.Now(), true)
		return
	}
	if err := s.core.Advance(1); err != nil {
		return
	}
	s.playback.watchLinked()
	playing := s.animating() || s.stage.Pending
	if !playing {
		s.meters.release()
	}
	if s.stage.Jackpot.On && !s.stage.Jackpot.Credited && s.stage.jackpotCounted(s.meters.d[0]) {
		s.stage.creditJackpot()
	}
	s.meters.follow(s.stage.Timeline.Now(), playing)
}

// jackpotCounted reports whether the first meter's display m has finished counting the
// jackpot off.
func (s *show) jackpotCounted(m *readout.Meter) bool {
	return s.Timeline.Now() > s.Jackpot.Start+1 && !m.Counting()
}

// creditJackpot gives the person's credits a jackpot pay that was counted off the meter.
func (s *show) creditJackpot() {
	if s.Jackpot.Seat == s.sc.person {
		s.Credits += s.Jackpot.Amount
	}
	s.Jackpot.Credited = true
}

// creditsShown returns the person's credits as the table shows them now: with the part of a
// jackpot counted off the first meter's display m so far.
func (s *show) creditsShown(m *readout.Meter) money.Amount {
	j := &s.Jackpot
	switch {
	case !j.On || j.Credited || j.Seat != s.sc.person:
		return s.Credits
	case s.jackpotCounted(m):
		// Counted off, to be credited at the next tick: shown whole meanwhile, not dropped
		// for a frame.
		return s.Credits + j.Amount
	case !m.Counting():
		return s.Credits
	}
	return s.Credits + j.Amount*money.Amount(m.Progress()*1000)/1000
}

// ShowsMeter2 reports whether a table of core g shows a second meter display for system sys:
// a system beside the first (sys ≥ 1) that the table has. A plug prints the panel and makes
// room for it (Places.Meter2) when it does.
func ShowsMeter2(g table.Game, sys int) bool {
	return sys >= 1 && sys < g.Meters() && g.Meter(sys) != nil
}

// Meter2 returns the amount on the second meter's display now (0: the table shows none).
func (in Inspector) Meter2() money.Amount {
	s := in.s
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.meters.shown()[1]
}

// JackpotLevels is what a plug gives whose jackpots may come off a meter below a system's
// top one, which the display does not show (a Multi Game Link's Major and Minor).
type JackpotLevels interface {
	// JackpotLevel returns the level of its meter system a jackpot was paid from (0 the top),
	// for a Settled event of Result JackpotPay.
	JackpotLevel(e table.Event) int
}

// jackpotLevel returns the level a jackpot of plug p was paid from: 0 unless p says.
func jackpotLevel(p Plug, e table.Event) int {
	if l, ok := p.(JackpotLevels); ok {
		return l.JackpotLevel(e)
	}
	return 0
}
