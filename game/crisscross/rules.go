package crisscross

import (
	"felt/game/hand"
	"felt/game/paytable"
	"felt/game/table"
)

// Outcome is how one wager ends; it is the tables' shared type.
type Outcome = table.Outcome

// ByTable settles a wager on a hand by a pay table: won at the line's odds,
// pushed on a Push line, lost below every line.
func ByTable(t paytable.Table[paytable.Class5], v hand.Five) Outcome {
	l, ok := t.Lookup(paytable.ClassOf5(v))
	switch {
	case !ok:
		return Outcome{Result: table.Lost}
	case l.Pay.Kind == paytable.Push:
		return Outcome{Result: table.Pushed}
	}
	return Outcome{Result: table.Won, Odds: l.Pay.Odds}
}

// Showdown settles the five main wagers of a player who stayed to the end
// (seed 001 ch.11 I, ch.12 A and docs/rules.md): the Ante Across on the
// Across hand and the Ante Down on the Down hand at even money (push on
// sixes to tens); the Across and Down bets on their hands by the main pay
// table; the Middle bet on the better of the two hands, so that it pushes
// when the better hand is a pair of sixes to tens and loses only when both
// hands lose.
func Showdown(main, ante paytable.Table[paytable.Class5], across, down hand.Five) (anteAcross, anteDown, acrossBet, downBet, middleBet Outcome) {
	return ByTable(ante, across), ByTable(ante, down), ByTable(main, across), ByTable(main, down), ByTable(main, max(across, down))
}
