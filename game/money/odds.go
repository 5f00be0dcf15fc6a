package money

import (
	"fmt"
)

// Odds is a payout ratio as the rule documents print it: "3 to 2" or
// "300 for 1". With "to" odds the stake is returned as well as the win;
// with "for" odds the stake was collected when the cards were dealt and the
// pay is all the player gets back.
type Odds struct {
	Num, Den int64
	For      bool
}

// To returns "num to den" odds.
func To(num, den int64) Odds { return Odds{Num: num, Den: den} }

// ToOne returns "n to 1" odds.
func ToOne(n int64) Odds { return Odds{Num: n, Den: 1} }

// ForOne returns "n for 1" odds.
func ForOne(n int64) Odds { return Odds{Num: n, Den: 1, For: true} }

// Pay is what the house hands over on a winning stake: the win for "to"
// odds, the whole pay for "for" odds. Fractions of a cent are rounded down,
// as a casino pays.
func (o Odds) Pay(stake Amount) Amount {
	if o.Den == 0 {
		return 0
	}
	return Amount(int64(stake) * o.Num / o.Den)
}

// Returned is the total that comes back to the player on a winning stake:
// stake plus win for "to" odds, the pay alone for "for" odds.
func (o Odds) Returned(stake Amount) Amount {
	if o.For {
		return o.Pay(stake)
	}
	return stake + o.Pay(stake)
}

// Net is the player's profit on a winning stake: Returned less the stake.
func (o Odds) Net(stake Amount) Amount { return o.Returned(stake) - stake }

// Ratio returns the player's net profit per unit staked as a fraction
// (numerator, denominator), for exact return calculations.
func (o Odds) Ratio() (num, den int64) {
	if o.For {
		return o.Num - o.Den, o.Den
	}
	return o.Num, o.Den
}

// String prints the odds as the documents do: "3 to 2", "300 for 1".
func (o Odds) String() string {
	w := "to"
	if o.For {
		w = "for"
	}
	return fmt.Sprintf("%d %s %d", o.Num, w, o.Den)
}
