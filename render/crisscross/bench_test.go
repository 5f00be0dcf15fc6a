package crisscross

import (
	"testing"

	"felt/game/table"
	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// dealRound bets the antes, the Five Card Bonus and both wheels, deals, and plays 1x on
// every street until the round is out of the person's hands.
func dealRound(b *testing.B, s *tbl.Scene) {
	tabletest.Act(b, s, "skip", "")
	betAll(b, s)
	tabletest.Act(b, s, "deal", "")
	for s.Core().Phase() == table.Deciding && s.Core().Turn() == s.Person() {
		tabletest.Act(b, s, "play", "1")
	}
}

// BenchmarkFrameWheel measures Update and Draw with six seats while a prize wheel spins:
// rounds are dealt (the timer stopped) until a wheel comes forward, and the frames of its
// spin are timed.
func BenchmarkFrameWheel(b *testing.B) {
	s, p := newScene(b, seeded(5, anim.Slow))
	tabletest.BenchFrames(b, s, func() {
		for range 200 {
			dealRound(b, s)
			for i := 0; i < 60*120 && tabletest.State(b, s).Animating; i++ {
				s.Update()
				if p.spin.front != noWheel && p.spin.wheels[p.spin.front] != nil && p.spin.wheels[p.spin.front].Spinning() {
					return
				}
			}
		}
		b.Fatal("no wheel spun in 200 rounds")
	})
}

// BenchmarkFrameMidSettle measures Update and Draw with six seats while the wagers are paid.
func BenchmarkFrameMidSettle(b *testing.B) {
	s, _ := newScene(b, seeded(5, anim.Slow))
	tabletest.BenchFrames(b, s, func() {
		dealRound(b, s)
		evs := s.Core().Events()
		for range 60 * 120 {
			s.Update()
			if n := s.Inspect().TableShown().Played; n > 0 && n <= len(evs) && evs[n-1].Kind == table.Settled {
				return
			}
		}
	})
}
