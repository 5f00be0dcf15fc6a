package crazy4

import "errors"

// Errors of the table, wrapped with detail: test them with errors.Is. An
// action that returns an error has changed nothing. Limits are checked
// with table.Limit, whose errors (table.ErrNotOffered, table.ErrUnderMin,
// table.ErrOverMax, table.ErrAmountStep) come back wrapped as they are, and
// a wager the seat's credits do not cover gives table.ErrCredits.
var (
	// ErrUnequal: the Ante and the Super Bonus differ.
	ErrUnequal = errors.New("the Ante and Super Bonus must be equal (seed 000 §6(d)(1))")
	// ErrNeedsAnte: a side bet without the Ante and Super Bonus.
	ErrNeedsAnte = errors.New("a side bet needs the Ante and Super Bonus (seed 000 §6(d))")
	// ErrSixCard: a 6 Card Bonus that does not equal the seat's Queens Up.
	ErrSixCard = errors.New("the 6 Card Bonus needs a Queens Up wager of the same amount (004)")
	// ErrNoMoreBets: a wager placed, changed or taken back after the deal.
	ErrNoMoreBets = errors.New("no more bets (seed 000 §6(c))")
	// ErrPlayWager: the Play wager placed before the deal, or of an amount
	// other than 1x to 3x the Ante.
	ErrPlayWager = errors.New("the Play wager is made after the cards are seen, by deciding (seed 000 §10(b))")
	// ErrRaise: a Play wager over 1x without a pair of aces or better.
	ErrRaise = errors.New("a Play wager over 1x needs a pair of aces or better (seed 000 §10(b))")
	// ErrAction: an action that is not fold, 1x, 2x or 3x.
	ErrAction = errors.New("not a decision: fold, or Play 1x, 2x or 3x")
	// ErrTurn: a decision out of turn, or when no decision is asked for.
	ErrTurn = errors.New("not this seat's turn to decide")
	// ErrNotYours: a wager or decision for a seat that is not the person's.
	ErrNotYours = errors.New("that seat is not the person's")
	// ErrWager: a wager spot Crazy 4 Poker does not have.
	ErrWager = errors.New("no such wager")
	// ErrPhase: an action the round is not at, such as dealing twice.
	ErrPhase = errors.New("not at this point of the round")
	// ErrNoPlayers: a deal with nobody's Ante on the table.
	ErrNoPlayers = errors.New("nobody has placed an Ante")
	// ErrNotBroke: a free-play buy-in while the person can still play.
	ErrNotBroke = errors.New("a buy-in is for when the credits have run out")
	// ErrConfig: a configuration no table can be built from.
	ErrConfig = errors.New("crazy4: bad table configuration")
	// ErrSave: a saved table that is damaged, of an unknown version, or
	// for another kind of table; restoring it changes nothing.
	ErrSave = errors.New("crazy4: damaged saved table")
)
