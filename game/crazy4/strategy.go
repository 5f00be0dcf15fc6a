package crazy4

import (
	"felt/game/cards"
	"felt/game/hand"
	"felt/game/table"
)

// Strategy decides a hand after the deal: Fold, or Play Bet1x to Bet3x
// (Bet2x and Bet3x only with a pair of aces or better). h is the five
// cards, v their best four. The table-mates of the Optimal style use the
// table's Strategy (see Table.SetStrategy); an implementation must not
// allocate, as it runs in the simulated rounds.
type Strategy interface {
	Play(h [5]cards.Card, v hand.Four) table.Action
}

// Simple is the short strategy of docs/rules.md: Play 3x with a pair of aces
// or better, 1x with king-queen-eight-four or better, fold the rest. It is
// within a millionth of the optimal strategy's return, so it stands in for
// it until the math sheet provides the exact one.
type Simple struct {
	line hand.Four // K-Q-8-4, the weakest hand played
}

// NewSimple returns the simple strategy, with its line ranked by e.
func NewSimple(e *hand.Evaluator) Simple {
	h := [5]cards.Card{
		cards.New(cards.King, cards.Clubs), cards.New(cards.Queen, cards.Diamonds), cards.New(cards.Eight, cards.Hearts),
		cards.New(cards.Four, cards.Spades), cards.New(cards.Two, cards.Clubs),
	}
	return Simple{line: e.Four(&h)}
}

// Play implements Strategy.
func (s Simple) Play(_ [5]cards.Card, v hand.Four) table.Action {
	// Two conditional moves rather than a switch, whose branches on
	// random hands mispredict (a pair of aces is above the line).
	a := table.Fold
	if v >= s.line {
		a = table.Bet1x
	}
	if MayRaise(v) {
		a = table.Bet3x
	}
	return a
}

// Line returns the weakest hand the strategy plays, king-queen-eight-four.
func (s Simple) Line() hand.Four { return s.line }

// nearLine reports whether a hand is close to the simple strategy's line,
// where a Hunch player sometimes goes against it: any king high without a
// pair.
func nearLine(v hand.Four) bool {
	return v.Category() == hand.HighCard4 && v.Rank(0) == cards.King
}

// hunch turns a decision near the line the other way: a hand played 1x is
// folded, a folded one played 1x.
func hunch(a table.Action) table.Action {
	if a == table.Fold {
		return table.Bet1x
	}
	return table.Fold
}
