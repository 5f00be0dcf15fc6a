// Package sheet holds the figures of the default math sheet of game/odds
// as generated data, for the in-game help: every wager's return, house
// edge and hit frequency, and what a progressive wager returns at any
// meter, without computing the sheet (a second of CPU natively, several in
// the browser). A lookup takes a microsecond or two and allocates nothing
// (Find scans the keys of some sixty figures); the package imports
// game/money alone, so the front end links neither math/big nor the
// solvers (about 30 KB of wasm, against 1.1 MB for game/odds).
//
// go generate ./game/odds writes the data (zz_figures.go; go generate
// ./game/strategy does too, after the strategy tables it rests on). A test
// of game/odds computes the sheet again and fails when the data is stale.
//
// The figures rest on the sheet's assumptions: the main games and the
// wheels played with the optimal strategy, a full table (five other seats)
// for Envy Bonuses and Community Pays, progressive returns in the long run
// with the meter's rate of progression and resets coming back to the
// players. Each figure's Note says what applies.
package sheet

import "felt/game/money"

// Games and bets as the sheet names them (game/odds).
const (
	Crazy4     = "crazy4"
	CrissCross = "crisscross"

	BetMain              = "main"
	BetMainSimple        = "main_simple"
	BetQueensUp          = "queens_up"
	BetProgressive4      = "progressive4"
	BetProgressive5      = "progressive5"
	BetFiveCardHandBonus = "five_card_hand_bonus"
	BetCoverAll          = "cover_all"
	BetBadBeat           = "bad_beat"
	BetSixCardBonus      = "six_card_bonus"
	BetFiveCardBonus     = "five_card_bonus"
	BetBonusSpin         = "bonus_spin"
	BetBonusSpinXtreme   = "bonus_spin_xtreme"
)

// MaxLevels is the most meters a progressive wager has.
const MaxLevels = 4

// Key names one figure: the game, the bet, the pay table ("" where there
// is only one), the players in the round (Cover All; 0 otherwise) and the
// wager (the prize wheels, whose return depends on it; 0 otherwise).
type Key struct {
	Game, Bet, Paytable string
	Players             int
	Wager               money.Amount
}

// Figure is one line of the math sheet, per unit wagered, rounded from the
// exact figure to the nearest float64.
type Figure struct {
	Key
	Title string
	// Return is the expected amount back per unit wagered (per initial
	// wager for the main games; in the long run for the progressive
	// wagers), HouseEdge 1 − Return, HitFrequency the chance the wager
	// pays (for the main games, that the round nets a win).
	Return, HouseEdge, HitFrequency float64
	// ElementOfRisk is the main games' expected loss per unit of the
	// average total wager; 0 for the other bets.
	ElementOfRisk float64
	// Method is "exact" (every figure of the default sheet is).
	Method string
	// Note is the assumption the help screen should show beside the
	// figure; "" when there is none to state.
	Note string

	// Levels is the number of meters of a progressive wager (the prize
	// wheels' Jackpot included); 0 for a fixed-odds wager.
	Levels int
	// Base is the wager the meter amounts are for.
	Base money.Amount
	// Fixed is the return of the fixed pays on the bettor's own hand, Envy
	// that of the Envy Bonuses or Community Pays from the five other
	// seats, and PerCredit[i] the return per credit on meter i: a wager
	// placed when the meters stand at m returns Fixed + Envy + Σ
	// PerCredit[i] × m[i] (ReturnAt). Seed[i] is meter i's seed, AtSeed
	// the return there.
	Fixed, Envy, AtSeed float64
	PerCredit           [MaxLevels]float64
	Seed                [MaxLevels]money.Amount
	// NoFold is, for the prize wheels, the return with the meter at its
	// seed when every seat plays every hand to the end: the upper bound a
	// player who never folds gets (the other figures are for a player who
	// follows the optimal strategy, which folds a few hands that would
	// have spun the Xtreme wheel); 0 for the other bets.
	NoFold float64
}

// Progressive reports whether the figure's return depends on meters.
func (f *Figure) Progressive() bool { return f.Levels > 0 }

// ReturnAt returns the return per unit wagered of one wager placed when
// the meters stand at the given amounts (for a wager of Base), one amount
// per level; false when the count is not Levels. A fixed-odds wager's
// return is Return, with no meters.
func (f *Figure) ReturnAt(meters ...money.Amount) (float64, bool) {
	if len(meters) != f.Levels {
		return 0, false
	}
	if f.Levels == 0 {
		return f.Return, true
	}
	r := f.Fixed + f.Envy
	for i, m := range meters {
		r += f.PerCredit[i] * float64(m) / float64(money.Credit)
	}
	return r, true
}

// Len returns the number of figures.
func Len() int { return count }

// At returns figure i, in the sheet's order (the rule documents'), for
// 0 ≤ i < Len(); the zero Figure otherwise.
func At(i int) Figure { return at(i) }

// Find returns the figure of a key.
func Find(k Key) (Figure, bool) {
	for i := range count {
		if keyAt(i) == k {
			return at(i), true
		}
	}
	return Figure{}, false
}

// All returns every figure, in the sheet's order, in a new slice.
func All() []Figure {
	out := make([]Figure, count)
	for i := range out {
		out[i] = at(i)
	}
	return out
}
