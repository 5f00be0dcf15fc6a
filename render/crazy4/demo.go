package crazy4

import (
	"felt/game/crazy4"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/command"
)

// The self-playing demonstration: with Options.Demo the table plays the person's seat too,
// through the same commands a player issues: it bets, deals, and decides by the simple
// strategy of RULES-NOTES (Play 3x with a pair of aces or better, 1x with K-Q-8-4 or better,
// else fold). The first click, tap or key hands the seat over to the player.

// demoPause is how long the demonstration waits, at normal speed, before each step.
const demoPause = 70

// demoStep takes the demonstration's next step when the table is idle.
func (s *Scene) demoStep() {
	if !s.demo || s.person == crazy4.NoPerson || s.animating() || s.help {
		return
	}
	if s.demoWait > 0 {
		s.demoWait--
		return
	}
	s.demoWait = max(1, s.speed.Ticks(demoPause))
	if s.speed == anim.Instant {
		s.demoWait = 1
	}
	p := s.person
	switch s.core.Phase() {
	case crazy4.Deciding:
		if s.core.Turn() != p {
			return
		}
		cs := s.core.Cards(p)
		a := s.strategy.Play(cs, s.core.Value(p))
		a = s.core.Legal(p).Best(a)
		if a == table.Fold {
			s.demoDo(command.Command{Name: command.Fold})
			return
		}
		s.demoDo(command.Command{Name: command.Play, Arg: string(rune('0' + a.Multiple()))})
	default:
		if s.broke() {
			s.demoDo(command.Command{Name: command.BuyIn})
			return
		}
		if s.core.Last(p).Total() > 0 && s.do(command.Command{Name: command.RebetDeal}) == nil {
			return
		}
		s.demoDo(command.Command{Name: command.Chip, Arg: "25"})
		s.demoDo(command.Command{Name: command.Bet, Arg: "ante"})
		s.demoDo(command.Command{Name: command.Chip, Arg: "5"})
		s.demoDo(command.Command{Name: command.Bet, Arg: "queens"})
		s.demoDo(command.Command{Name: command.Bet, Arg: "progressive"})
		s.demoDo(command.Command{Name: command.Deal})
	}
}

// demoDo issues a command for the demonstration; a refusal only ends its step.
func (s *Scene) demoDo(c command.Command) {
	_ = s.do(c)
}

// stopDemo hands the seat over to the player.
func (s *Scene) stopDemo() {
	if s.demo {
		s.demo = false
		s.say("Your seat: place your bets.")
	}
}
