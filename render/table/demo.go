package table

import (
	"felt/game/table"
	"felt/render/anim"
	"felt/render/command"
)

// The self-playing demonstration: with Options.Demo the table plays the person's seat too,
// through the same commands a player issues: it bets, deals, and decides by the simple
// strategy the game's plug names. The first click, tap or key hands the seat over to the player.

// demoPause is how long the demonstration waits, at normal speed, before each step:
// 1.17 s, in ticks.
const demoPause = 1167 * anim.TPS / 1000

// demoStep takes the demonstration's next step when the table is idle.
func (s *Scene) demoStep() {
	if !s.demo || s.person < 0 || s.animating() || s.help {
		return
	}
	if s.demoWait > 0 {
		s.demoWait--
		return
	}
	s.demoWait = max(1, s.prefs.speed.Ticks(demoPause))
	if s.prefs.speed == anim.Instant {
		s.demoWait = 1
	}
	p := s.person
	switch s.core.Phase() {
	case table.Deciding:
		if s.core.Turn() != p {
			return
		}
		a := s.core.Legal(p).Best(s.coach.Demo(s.core))
		if a == table.Fold {
			s.demoDo(command.Command{Name: command.Fold})
			return
		}
		s.demoDo(command.Command{Name: command.Play, Arg: string(rune('0' + a.Multiple()))})
	default:
		if !s.core.Covers(p) {
			s.demoDo(command.Command{Name: command.BuyIn})
			return
		}
		if s.core.Last(p).Total() > 0 && s.do(command.Command{Name: command.RebetDeal}) == nil {
			return
		}
		for _, c := range s.plug.DemoBets() {
			s.demoDo(c)
		}
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
		// What the player can do now, as the core stands (the caller has finished what
		// was being shown first).
		switch {
		case s.core.Phase() == table.Deciding && s.core.Turn() == s.person:
			s.stage.say("Your seat: your decision: " + s.narr.Choices() + ".")
		case s.core.Phase() == table.Deciding:
			s.stage.say("Your seat: the table is deciding.")
		default:
			s.stage.say("Your seat: place your bets.")
		}
	}
}
