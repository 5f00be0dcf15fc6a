package table

import "felt/game/money"

// Outcome is how one wager ends: won at some odds, lost (or folded), or
// pushed. Both games settle every wager through one.
type Outcome struct {
	Result Result
	// Odds are the pay of a won wager.
	Odds money.Odds
}

// Net returns the player's profit or loss on a stake with this outcome.
func (o Outcome) Net(stake money.Amount) money.Amount {
	switch o.Result {
	case Won:
		return o.Odds.Net(stake)
	case Lost, Folded:
		return -stake
	}
	return 0
}

// Ratio returns the net result per unit staked as a fraction, for exact
// returns: (3, 2) for a 3-to-2 win, (-1, 1) for a loss, (0, 1) for a push.
func (o Outcome) Ratio() (num, den int64) {
	switch o.Result {
	case Won:
		return o.Odds.Ratio()
	case Lost, Folded:
		return -1, 1
	}
	return 0, 1
}
