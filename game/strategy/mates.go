package strategy

import (
	"felt/game/cards"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/table"
)

// Crazy4Mate is the optimal Crazy 4 Poker strategy for the table-mates who
// play it: its Play method is the crazy4 round's Strategy (five cards and
// their best-four value, which the table has ranked already). It does not
// allocate.
type Crazy4Mate struct {
	Optimal *Optimal
}

// Play returns the optimal decision as the table's action; cards that are
// not five different cards fold.
func (m Crazy4Mate) Play(h [5]cards.Card, v hand.Four) table.Action {
	if !distinct(h[:]...) {
		return table.Fold
	}
	return action(m.Optimal.crazy4Decision(h, v))
}

// CrissCrossMate is the optimal strategy as a crisscross.Strategy, for the
// table-mates who play it (crisscross.Config.Optimal). A Situation does
// not carry the seat's earlier bets, so it takes them to be the optimal
// ones, which is what such a seat made.
type CrissCrossMate struct {
	Optimal *Optimal
}

// action turns a decision into the table's action.
func action(d Decision) table.Action {
	switch d {
	case Bet1x:
		return table.Bet1x
	case Bet2x:
		return table.Bet2x
	case Bet3x:
		return table.Bet3x
	}
	return table.Fold
}

// Decide implements crisscross.Strategy. A situation that is not a deal
// (which the table never gives) folds.
func (m CrissCrossMate) Decide(s crisscross.Situation) table.Action {
	o := m.Optimal
	a1, err := o.Across(s.Hole)
	if err != nil || s.Street == crisscross.AcrossStreet || a1 == Fold {
		return action(a1)
	}
	across, ok := pairAt(s, crisscross.Left, crisscross.Right)
	if !ok {
		return table.Fold
	}
	a2, err := o.Down(s.Hole, across, a1)
	if err != nil || s.Street == crisscross.DownStreet || a2 == Fold {
		return action(a2)
	}
	down, ok := pairAt(s, crisscross.Top, crisscross.Bottom)
	if !ok {
		return table.Fold
	}
	a3, _, err := o.Middle(s.Hole, across, down, a1, a2)
	if err != nil {
		return table.Fold
	}
	return action(a3)
}

// pairAt returns the two face-up community cards at p and q.
func pairAt(s crisscross.Situation, p, q crisscross.Position) ([2]cards.Card, bool) {
	a, ok1 := s.Card(p)
	b, ok2 := s.Card(q)
	return [2]cards.Card{a, b}, ok1 && ok2
}

// decision turns the table's action into a decision (Fold for anything but a bet).
func decision(a table.Action) Decision {
	switch a {
	case table.Bet1x:
		return Bet1x
	case table.Bet2x:
		return Bet2x
	case table.Bet3x:
		return Bet3x
	}
	return Fold
}
