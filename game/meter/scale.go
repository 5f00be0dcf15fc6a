package meter

import (
	"fmt"
	"math/bits"

	"felt/game/money"
)

// Scale returns amount × wager / unit, rounded down to the cent: an amount
// the rule documents list for a wager of unit, scaled to the wager actually
// placed. The documents list seeds and Envy Bonuses "for a $1 wager" and
// say "all numbers multiply up for a larger wager" (seed 003), so an Envy
// Bonus of $100 for $1 is Scale(Credits(100), Credits(5), Credits(1)) on a
// $5 wager. (Percentage pays need no scaling: the meter is already scaled.)
func Scale(amount, wager, unit money.Amount) (money.Amount, error) {
	if amount < 0 || amount > MaxTotal {
		return 0, fmt.Errorf("%w: amount %d", ErrOverflow, amount)
	}
	if wager < 0 || wager > MaxWager || unit < 1 || unit > MaxWager {
		return 0, fmt.Errorf("%w: %v for a unit of %v", ErrWager, wager, unit)
	}
	hi, lo := bits.Mul64(uint64(amount), uint64(wager))
	if hi >= uint64(unit) { // the quotient would not fit in 64 bits
		return 0, fmt.Errorf("%w: %v × %v / %v", ErrOverflow, amount, wager, unit)
	}
	q, _ := bits.Div64(hi, lo, uint64(unit))
	if q > uint64(MaxTotal) {
		return 0, fmt.Errorf("%w: %v × %v / %v", ErrOverflow, amount, wager, unit)
	}
	return money.Amount(q), nil
}
