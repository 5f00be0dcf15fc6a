package table

// A replay (render/history's Replay) lays its own controls out at the table's foot: its mark
// and title, its buttons and the round's code, where the action buttons and the chip rack
// are at play.

// HandFoot gives the table's foot to a replay's own controls: the table then draws no REPLAY
// mark and no chip rack (a replay takes no bets), and says why a command is refused (it is a
// replay) not on the felt, where it would cover the result line, but through Refusal, for
// the replay to set among its controls. The round's own lines of news stay on the felt, as
// they were when it was played.
func (s *Scene) HandFoot() { s.foot = true }

// Refusal returns the line on show that says why a command was refused ("" for none) and its
// opacity (it fades in and out).
func (s *Scene) Refusal() (line string, alpha float32) {
	a := s.stage.msg.alpha(s.stage.Timeline.Now())
	if a <= 0 || !s.stage.msg.err {
		return "", 0
	}
	return s.stage.msg.text, a
}
