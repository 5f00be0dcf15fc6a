package table

import (
	"felt/game/money"
	"felt/game/table"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/odometer"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// secondMeter is the display of a table's second meter system (the Criss Cross Bonus Spin
// Xtreme's, the Crazy 4 Five Card Hand Bonus's: Settings.Meter2), in the panel the plug
// prints at Places.Meter2. Like the first's, it shows a change of the meter when the
// playback reaches its event, follows the linked tables between rounds, and counts a
// jackpot off when the playback pays it (each part of a split jackpot in turn). The zero
// value shows nothing; Reset points it at a system.
type secondMeter struct {
	odo     *odometer.Odometer
	sys     int          // the meter system shown
	base    money.Amount // the meter as the latest event played had it
	inRound bool         // the playback is inside a round: the events set the meter
	held    bool         // a jackpot's reset waits for its count to end
	target  money.Amount // what the display was last pointed at
	synced  int64        // the tick the odometer was last moved to
	counted money.Amount // where the jackpot being counted off ends
	at      layout.Rect  // where the layout pass put the digits, design units
	fs      *fonts.Set
}

// Reset points the display at system sys of a core (none when sys < 1), showing it at once.
func (m *secondMeter) Reset(g table.Game, sys int) {
	m.sys, m.inRound, m.held = sys, false, false
	if !ShowsMeter2(g, sys) {
		m.odo = nil
		return
	}
	m.base = g.Meter(sys).Meter(0)
	m.target = m.base
	m.odo = odometer.New(m.base)
}

// On reports whether the display shows a meter.
func (m *secondMeter) On() bool { return m.odo != nil }

// Shown returns the amount on the display now.
func (m *secondMeter) Shown() money.Amount {
	if m.odo == nil {
		return 0
	}
	return m.odo.Shown()
}

// ShowsMeter2 reports whether a table of core g shows a second meter display for system sys:
// a system beside the first (sys ≥ 1) that the table has. A plug prints the panel and makes
// room for it (Places.Meter2) when it does.
func ShowsMeter2(g table.Game, sys int) bool {
	return sys >= 1 && sys < g.Meters() && g.Meter(sys) != nil
}

// event notes what an event does to the display, before the plug and the machinery play it.
func (m *secondMeter) event(s *Scene, e table.Event) {
	switch e.Kind {
	case table.RoundStart:
		m.RoundStart()
	case table.MeterChanged:
		m.OnMeter(e)
	case table.RoundEnd:
		m.RoundEnd()
	case table.Settled:
		if e.Result == table.JackpotPay {
			m.OnJackpot(s, e)
		}
	}
}

// OnMeter notes a meter event of the system shown. An event of a jackpot's reset (Result
// JackpotPay) is held until the round's end: the jackpot, or each part of one split among
// several bettors, is counted off the display first.
func (m *secondMeter) OnMeter(e table.Event) {
	if m.odo == nil || int(e.Value) != m.sys || e.Index != 0 {
		return
	}
	m.base = e.Amount
	m.inRound = true
	if e.Result == table.JackpotPay {
		m.held = true
	}
}

// OnJackpot counts a jackpot pay (a Settled event of Result JackpotPay) from the system
// shown off the display.
func (m *secondMeter) OnJackpot(s *Scene, e table.Event) {
	if m.odo == nil || s.Core().MeterOf(e.Wager) != m.sys {
		return
	}
	m.odo.SetSpeed(s.speed)
	from := m.odo.Shown()
	if m.odo.Counting() {
		// The parts of a split jackpot come faster than each counts: the next counts on
		// from where the last is going.
		from = m.counted
	}
	m.counted = max(0, from-e.Pay)
	m.odo.CountTo(m.counted, s.Ticks(TCount))
	s.For(s.Ticks(TCount))
}

// RoundStart begins a round's events, which set the display from the meter it shows now.
func (m *secondMeter) RoundStart() {
	m.inRound = true
	m.base = m.target
}

// RoundEnd ends them: the display shows a jackpot's reset, and between rounds follows the
// linked tables.
func (m *secondMeter) RoundEnd() { m.inRound, m.held = false, false }

// Finish puts the display at its amount at once.
func (m *secondMeter) Finish() {
	if m.odo != nil {
		m.odo.Finish()
		m.held = false
	}
}

// Tick moves the display to the tick now, and reports whether its digits move: a plug that
// the table calls it at every tick of its Update.
func (m *secondMeter) Tick(s *Scene) (moving bool) {
	if m.odo == nil {
		return false
	}
	now := s.Now()
	// The odometer counts its own ticks: give it those that passed since the last.
	steps := min(now-m.synced, 600)
	if m.synced == 0 && !m.inRound {
		m.odo.Jump(s.displayMeter(m.sys)) // at first where the scene has it (a replay's: its round's start)
	}
	if m.synced == 0 || steps < 0 {
		steps = 1
	}
	m.synced = now
	m.odo.SetSpeed(s.speed)
	for range steps {
		if !m.odo.Counting() && !m.held {
			m.target = m.base
			if !m.inRound {
				// Between rounds the linked tables' wagers, or a replay's meter at its
				// round's start (the scene's display of the system).
				m.target = s.displayMeter(m.sys)
			}
			m.odo.SetTarget(m.target)
		}
		m.odo.Update()
	}
	return !m.odo.Still()
}

// Place places the display's digits in the panel r, where Tick moved them.
func (m *secondMeter) Place(s *Scene, v layout.View, r layout.Rect) {
	if m.odo == nil {
		return
	}
	h := r.H * 0.45
	w := m.odo.Width(s.Fonts(), h)
	m.at, m.fs = layout.Rect{X: r.X + (r.W-w)/2, Y: r.Y + r.H*0.29, W: w, H: h}, s.Fonts()
	s.fr.paintWith(m)
}

// Paint implements Painter: the digits where Place put them.
func (m *secondMeter) Paint(dst *ebiten.Image, v layout.View) {
	m.odo.Draw(dst, m.fs, v, m.at)
}

// MeterPanel prints a second meter's panel on the felt: a brass frame with a shadow around
// a dark face, r in design units.
func (p *Printer) MeterPanel(dst *ebiten.Image, v layout.View, r layout.Rect) {
	b := &p.Brush
	m := v.Rect(r)
	b.RoundRect(dst, layout.Rect{X: m.X + v.Len(2), Y: m.Y + v.Len(4), W: m.W, H: m.H}, v.Len(10), paint.Night, 0.6)
	b.RoundRect(dst, m, v.Len(10), paint.Brass, 1)
	b.RoundRect(dst, m.Inset(v.Len(2)), v.Len(8), 0x140B07, 1)
}

// Meter2 returns the amount on the second meter's display now (0: the table shows none).
func (s *Scene) Meter2() money.Amount {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.meter2.Shown()
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
