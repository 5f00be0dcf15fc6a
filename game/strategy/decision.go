package strategy

// Decision is a player's decision on a wager of one to three antes: fold,
// or bet 1x, 2x or 3x the ante. It is the Play decision of Crazy 4 Poker
// and each street's decision of Criss Cross Poker.
type Decision uint8

// The decisions, smallest wager first.
const (
	Fold Decision = iota
	Bet1x
	Bet2x
	Bet3x
	// NumDecisions is the number of decisions.
	NumDecisions
)

// String names the decision: "fold", "1x", "2x", "3x".
func (d Decision) String() string {
	switch d {
	case Fold:
		return "fold"
	case Bet1x, Bet2x, Bet3x:
		return string(rune('0'+d)) + "x"
	}
	return "?"
}

// Wager returns the wager in antes: 0 for a fold.
func (d Decision) Wager() int { return int(d) }
