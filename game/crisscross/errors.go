package crisscross

import "errors"

// Errors of the table. A call that returns one has changed nothing; test
// them with errors.Is (the ledger's and the limits' errors, from package
// table, come through wrapped as well: table.ErrCredits, table.ErrUnderMin,
// table.ErrNoChange...).
var (
	// ErrNoMoreBets: the dealer has called "no more bets"; wagers are
	// placed, changed or taken down only between rounds (001 ch.7 D).
	ErrNoMoreBets = errors.New("no more bets")
	// ErrRound: a round is under way.
	ErrRound = errors.New("a round is under way")
	// ErrNotBetting: not a wager placed before the deal (the street bets
	// are made on their streets, with Decide).
	ErrNotBetting = errors.New("that wager is made on its street, not before the deal")
	// ErrAntes: the antes differ (001 ch.7 E(1)).
	ErrAntes = errors.New("the Ante Across and Ante Down must be equal (001 ch.7 E(1))")
	// ErrNeedsAnte: a side wager without the antes.
	ErrNeedsAnte = errors.New("the Five Card Bonus, Bonus Spin and Bonus Spin Xtreme need the two antes")
	// ErrNoBets: nobody at the table has a wager up.
	ErrNoBets = errors.New("no one has placed the antes")
	// ErrSeat: no such seat, or the seat is not the kind the call needs.
	ErrSeat = errors.New("no such seat")
	// ErrOccupied: the seat is taken, or the character sits elsewhere.
	ErrOccupied = errors.New("the seat is taken")
	// ErrMateBets: table-mates place their own wagers.
	ErrMateBets = errors.New("table-mates place their own wagers")
	// ErrNotYourTurn: the seat is not the one asked to decide.
	ErrNotYourTurn = errors.New("not this seat's turn")
	// ErrAction: a decision the rules or the credits do not allow now.
	ErrAction = errors.New("not a legal decision: bet 1x to 3x the ante, or fold (001 ch.11)")
	// ErrNotBroke: a buy-in asked for while the credits still cover a
	// minimum round.
	ErrNotBroke = errors.New("free-play credits come when the credits do not cover a minimum round")
	// ErrConfig: a configuration the table cannot be built from.
	ErrConfig = errors.New("bad table configuration")
	// ErrSave: a saved table that is damaged, of another version, or for
	// another table; the table is left as it was.
	ErrSave = errors.New("damaged or foreign saved table")
)
