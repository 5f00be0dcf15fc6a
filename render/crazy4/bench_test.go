package crazy4

import (
	"testing"

	"felt/game/table"
	"felt/render/anim"
	"felt/render/tabletest"
)

func BenchmarkFrameIdle(b *testing.B) {
	s := newScene(b, seeded(21, anim.Normal, nil))
	tabletest.BenchFrames(b, s, func() {})
}

// BenchmarkFrameMidDeal measures Update and Draw with six seats in play while the cards fly
// from the shoe.
func BenchmarkFrameMidDeal(b *testing.B) {
	s := newScene(b, seeded(21, anim.Slow, nil))
	tabletest.BenchFrames(b, s, func() {
		if s.Core().Phase() == table.Deciding {
			tabletest.Act(b, s, "fold", "")
		}
		tabletest.Act(b, s, "skip", "")
		tabletest.Act(b, s, "chip", "5")
		tabletest.Act(b, s, "bet", "ante")
		tabletest.Act(b, s, "deal", "")
	})
}

// BenchmarkFrameMidSettle measures Update and Draw with six seats while the wagers are paid.
func BenchmarkFrameMidSettle(b *testing.B) {
	s := newScene(b, seeded(21, anim.Slow, nil))
	tabletest.BenchFrames(b, s, func() {
		tabletest.Act(b, s, "skip", "")
		tabletest.Act(b, s, "chip", "5")
		tabletest.Act(b, s, "bet", "ante")
		tabletest.Act(b, s, "deal", "")
		tabletest.Act(b, s, "play", "1")
		// Run to the first wager settled.
		evs := s.Core().Events()
		for range 60 * 60 {
			s.Update()
			if n := s.Inspect().TableShown().Played; n > 0 && n <= len(evs) && evs[n-1].Kind == table.Settled {
				return
			}
		}
	})
}
