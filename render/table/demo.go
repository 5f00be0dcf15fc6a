package table

import (
	"felt/game/table"
	"felt/render/anim"
	"felt/render/command"
)

// The self-playing demonstration: with Options.Demo the table plays the person's seat too,
// through the same commands a player issues: it bets, deals, and decides by the simple
// strategy the game's plug names. The first click, tap or key hands the seat over to the player.

// Demo is the table's self-playing: the demonstration (its steps, and the seat handed over)
// and the scripted play of render/attract (scripted.go), the handle attract mode and the
// presenter's table play through (Scene.Demo): a showcase round dealt (DealScripted), the
// showcase on the table (Stacked), whether the playback has caught up (CaughtUp), the
// demonstration held a while (Hold).
type Demo struct{ s *Scene }

// Demo returns the table's self-playing.
func (s *Scene) Demo() Demo { return Demo{s} }

// demoPause is how long the demonstration waits, at normal speed, before each step:
// 1.17 s, in ticks.
const demoPause = 1167 * anim.TPS / 1000

// demoStep takes the demonstration's next step when the table is idle.
func (d Demo) step() {
	s := d.s
	if !s.demo || s.person < 0 || s.animating() || s.help {
		return
	}
	if s.demoWait > 0 {
		s.demoWait--
		return
	}
	s.demoWait = max(1, s.prefs.Speed.Ticks(demoPause))
	if s.prefs.Speed == anim.Instant {
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
			d.do(command.Command{Name: command.Fold})
			return
		}
		d.do(command.Command{Name: command.Play, Arg: string(rune('0' + a.Multiple()))})
	default:
		if !s.core.Covers(p) {
			d.do(command.Command{Name: command.BuyIn})
			return
		}
		if s.core.Last(p).Total() > 0 && s.do(command.Command{Name: command.RebetDeal}) == nil {
			return
		}
		for _, c := range s.own.DemoBets() {
			d.do(c)
		}
		d.do(command.Command{Name: command.Deal})
	}
}

// demoDo issues a command for the demonstration; a refusal only ends its step.
func (d Demo) do(c command.Command) {
	s := d.s
	_ = s.do(c)
}

// stopDemo hands the seat over to the player.
func (d Demo) stop() {
	s := d.s
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
