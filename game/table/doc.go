// Package table holds what both games share around the felt: the six
// seats and who sits in them, the ledger every credit moves through, the
// events a round reports, table limits, the simulated table-mates and the
// seeded random stream they draw their habits from.
//
// Seats are numbered 0 to 5 from the dealer's left: seat 0 is dealt first
// ("first base"), seat 5 is settled first ("third base").
package table

// Seats is the number of player positions at a table.
const Seats = 6

// Dealer stands for the dealer where an event or a rule needs a position.
const Dealer = -1

// Community stands for the community or communal cards (the Criss Cross,
// the 6 Card Bonus card) where an event needs a position.
const Community = -2

// DealOrder returns the seats from the dealer's left, clockwise: the order
// in which cards are dealt and decisions asked for.
func DealOrder() [Seats]int { return [Seats]int{0, 1, 2, 3, 4, 5} }

// SettleOrder returns the seats from the dealer's right, counter-clockwise:
// the order in which hands are settled and meters paid (seed 003 Appendix A).
func SettleOrder() [Seats]int { return [Seats]int{5, 4, 3, 2, 1, 0} }
