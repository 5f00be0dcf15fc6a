package strategy

import (
	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
)

// SimpleCrazy4 is the simple strategy of RULES-NOTES: play 3x with a pair
// of aces or better, 1x with K-Q-8-4 or better, fold the rest.
func SimpleCrazy4(v hand.Four) Decision {
	switch {
	case crazy4.MayRaise(v):
		return Bet3x
	case v.Category() > hand.HighCard4:
		return Bet1x
	}
	// The weakest high-card hand the simple strategy plays: K-Q-8-4.
	line := [4]cards.Rank{cards.King, cards.Queen, cards.Eight, cards.Four}
	for i, r := range line {
		switch {
		case v.Rank(i) > r:
			return Bet1x
		case v.Rank(i) < r:
			return Fold
		}
	}
	return Bet1x
}
