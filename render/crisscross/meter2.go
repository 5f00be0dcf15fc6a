package crisscross

import (
	"felt/game/money"
	"felt/game/table"
	"felt/render/layout"
	"felt/render/odometer"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
)

// meter2 is the second meter's display, the Bonus Spin Xtreme's, which the machinery (it
// shows the first) leaves to the game. Like the machinery's, it shows a change of the meter
// when the playback reaches its event, follows the linked tables between rounds, and counts
// a jackpot off when the playback pays it.
type meter2 struct {
	odo     *odometer.Odometer
	sys     int          // the meter system shown
	base    money.Amount // the meter as the latest event played had it
	inRound bool         // the playback is inside a round: the events set the meter
	held    bool         // a jackpot's reset waits for its count to end
	target  money.Amount // what the display was last pointed at
	synced  int64        // the tick the odometer was last moved to
}

// reset points the display at system sys of a core (none when sys < 1), showing it at once.
func (m *meter2) reset(g table.Game, sys int) {
	m.sys, m.inRound, m.held = sys, false, false
	if sys < 1 || sys >= g.Meters() || g.Meter(sys) == nil {
		m.odo = nil
		return
	}
	m.base = g.Meter(sys).Meter(0)
	m.target = m.base
	m.odo = odometer.New(m.base)
}

// onMeter notes a meter event of the system shown.
func (m *meter2) onMeter(e table.Event) {
	if m.odo == nil || int(e.Value) != m.sys || e.Index != 0 {
		return
	}
	m.base = e.Amount
	m.inRound = true
	if e.Result == table.JackpotPay {
		m.held = true
	}
}

// onJackpot counts a jackpot paid from the system shown off the display.
func (m *meter2) onJackpot(s *tbl.Scene, e table.Event) {
	if m.odo == nil || s.Core().MeterOf(e.Wager) != m.sys {
		return
	}
	m.odo.SetSpeed(speedOf(s))
	m.odo.CountTo(max(0, m.odo.Shown()-e.Pay), s.Ticks(tbl.TCount))
	m.held = false
	s.For(s.Ticks(tbl.TCount))
}

// roundStart begins a round's events, which set the display from the meter it shows now.
func (m *meter2) roundStart() {
	m.inRound = true
	m.base = m.target
}

// roundEnd ends them: between rounds the display follows the linked tables.
func (m *meter2) roundEnd() { m.inRound = false }

// finish puts the display at its amount at once.
func (m *meter2) finish() {
	if m.odo != nil {
		m.odo.Finish()
		m.held = false
	}
}

// draw moves the display to the tick now and draws its digits in the panel r.
func (m *meter2) draw(s *tbl.Scene, dst *ebiten.Image, v layout.View, r layout.Rect) {
	if m.odo == nil {
		return
	}
	now := s.Now()
	// The odometer counts its own ticks: give it those that passed since the last frame.
	steps := min(now-m.synced, 600)
	if m.synced == 0 || steps < 0 {
		steps = 1
	}
	m.synced = now
	m.odo.SetSpeed(speedOf(s))
	for range steps {
		if !m.odo.Counting() && !m.held {
			m.target = m.base
			if !m.inRound {
				if sys := s.Core().Meter(m.sys); sys != nil {
					m.target = sys.Meter(0) // the linked tables' wagers, between rounds
				}
			}
			m.odo.SetTarget(m.target)
		}
		m.odo.Update()
	}
	h := r.H * 0.45
	w := m.odo.Width(s.Fonts(), h)
	m.odo.Draw(dst, s.Fonts(), v, layout.Rect{X: r.X + (r.W-w)/2, Y: r.Y + r.H*0.29, W: w, H: h})
}
