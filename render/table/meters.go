package table

import (
	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
	"felt/render/layout"
	"felt/render/odometer"

	"github.com/hajimehoshi/ebiten/v2"
)

// The meter display. The core moves a meter at once (a contribution at coin-in, a jackpot
// and its reset), while the table shows those changes only when the playback reaches them;
// and the meters climb all the while with the linked tables' wagers. So the display is the
// live meter plus an offset that holds back what the playback has not reached yet.

// sys returns meter system k, or nil if the table has none.
func (s *Scene) sys(k int) *meter.System {
	if k < 0 || k >= s.core.Meters() {
		return nil
	}
	return s.core.Meter(k)
}

// liveMeter returns the top level of meter system k as it stands.
func (s *Scene) liveMeter(k int) money.Amount {
	m := s.sys(k)
	if m == nil {
		return 0
	}
	return m.Meter(0)
}

// displayMeter returns what the display of system k should show now.
func (s *Scene) displayMeter(k int) money.Amount {
	if k >= len(s.meterOff) {
		return 0
	}
	return s.liveMeter(k) + s.meterOff[k]
}

// replayMeters starts a replay's meters at those its round had at its start, not at the new
// table's own, which never saw the round: each system's top level as its last MeterChanged
// event before the deal has it (the core reports the meters as a round starts), as a round
// code reads them (game/code).
func (s *Scene) replayMeters() {
	for i := range s.opts.Log {
		e := &s.opts.Log[i]
		if e.Kind == table.NoMoreBets {
			break
		}
		if k := int(e.Value); e.Kind == table.MeterChanged && e.Result == table.NoResult && e.Index == 0 && k < len(s.meterOff) {
			s.meterBase[k], s.meterShown[k] = e.Amount, e.Amount
			s.meterOff[k] = e.Amount - s.liveMeter(k)
		}
	}
	s.meter = odometer.New(s.displayMeter(0))
}

// advanceMeters lets a tick pass for the linked tables, and points the display at the meter.
func (s *Scene) advanceMeters() {
	if s.opts.Log != nil {
		// A replay shows the meters as its events had them.
		if !s.meter.Counting() && len(s.meterOff) > 0 {
			s.meter.SetTarget(s.displayMeter(0))
		}
		return
	}
	if err := s.core.Advance(1); err != nil {
		return
	}
	s.watchLinked()
	if !s.animating() && !s.pending {
		clear(s.meterOff)
	}
	if s.jackpot.on && !s.jackpot.credited && s.jackpotCounted() {
		s.creditJackpot()
	}
	if !s.meter.Counting() && len(s.meterOff) > 0 {
		s.followMeter()
	}
}

// beforeCore notes the meters before a call into the core, and afterCore holds back what the
// call changed until the playback reaches its events.
func (s *Scene) beforeCore() (pre [4]money.Amount) {
	for k := range min(len(pre), len(s.meterOff)) {
		pre[k] = s.liveMeter(k)
		s.meterBase[k] = pre[k]
		s.meterOff[k] = 0
	}
	return pre
}

func (s *Scene) afterCore(pre [4]money.Amount) {
	for k := range min(len(pre), len(s.meterOff)) {
		s.meterOff[k] -= s.liveMeter(k) - pre[k]
	}
}

// jackpotCounted reports whether the meter has finished counting a jackpot off.
func (s *Scene) jackpotCounted() bool {
	return s.tl.Now() > s.jackpot.start+1 && !s.meter.Counting()
}

// creditJackpot gives the person's credits a jackpot pay that was counted off the meter.
func (s *Scene) creditJackpot() {
	if s.jackpot.seat == s.person {
		s.credits += s.jackpot.amount
	}
	s.jackpot.credited = true
}

// jackpotShown returns the part of a jackpot being counted into the person's credits now.
func (s *Scene) jackpotShown() money.Amount {
	j := &s.jackpot
	if !j.on || j.credited || j.seat != s.person {
		return 0
	}
	if s.jackpotCounted() {
		// Counted off, to be credited at the next tick: shown whole meanwhile, not dropped
		// for a frame.
		return j.amount
	}
	if !s.meter.Counting() {
		return 0
	}
	p := s.meter.Progress()
	return j.amount * money.Amount(p*1000) / 1000
}

// placeMeter places the progressive meter's digits in its panel.
func (s *Scene) placeMeter(v layout.View) {
	if s.core.Meters() == 0 || s.core.Meter(0) == nil {
		return
	}
	m := s.geom.Meter
	h := 28.0
	w := s.meter.Width(s.fonts, h)
	s.meterAt = layout.Rect{X: m.X + (m.W-w)/2, Y: m.Y + 19, W: w, H: h}
	s.fr.paintWith(meterPainter{s})
}

// meterPainter paints the progressive meter's digits where the layout pass placed them.
type meterPainter struct{ s *Scene }

// Paint implements Painter.
func (p meterPainter) Paint(dst *ebiten.Image, v layout.View) {
	p.s.meter.Draw(dst, p.s.fonts, v, p.s.meterAt)
}
