package table

import (
	"errors"

	"felt/game/cards"
	"felt/game/meter"
	"felt/game/money"
)

// Phase is where a table's round stands, as a front end sees it. A game
// with several streets (Criss Cross) is Deciding on each of them; its own
// core says which street.
type Phase uint8

// The phases of a round.
const (
	// Betting: wagers may be placed, changed and taken back; Deal ends it.
	Betting Phase = iota
	// Deciding: the cards are out and a decision is awaited (Turn says whose).
	Deciding
	// Done: the round is settled (or void) and its results can be read. The
	// next bet, rebet, buy-in or Deal opens the next round.
	Done
)

var phaseNames = [...]string{"betting", "deciding", "done"}

// String names the phase.
func (p Phase) String() string {
	if int(p) >= len(phaseNames) {
		return "?"
	}
	return phaseNames[p]
}

// Actions is a set of decisions, one bit for each Action.
type Actions uint8

// Has reports whether a is in the set.
func (s Actions) Has(a Action) bool { return a <= Bet3x && s&(1<<a) != 0 }

// With returns the set with a added.
func (s Actions) With(a Action) Actions { return s | 1<<a }

// Best returns the largest action of the set that is not above a (Fold if
// none is).
func (s Actions) Best(a Action) Action {
	for ; a > Fold; a-- {
		if s.Has(a) {
			return a
		}
	}
	return Fold
}

// Append appends the actions of the set to dst, fold first.
func (s Actions) Append(dst []Action) []Action {
	for a := Fold; a <= Bet3x; a++ {
		if s.Has(a) {
			dst = append(dst, a)
		}
	}
	return dst
}

// Bets are the amounts on a seat's wager spots, indexed by wager. A game
// uses the first of them (Game.Wagers says how many).
type Bets [MaxWagers]money.Amount

// Total returns the sum of the amounts.
func (b Bets) Total() money.Amount {
	var t money.Amount
	for _, a := range b {
		t += a
	}
	return t
}

// Errors of the Game actions that both games share. A refused action
// changes nothing.
var (
	// ErrNoChange: a betting action that would change nothing, such as a
	// chip on a spot already at its one amount, or Clear, Double or Rebet
	// with nothing to clear, double or place.
	ErrNoChange = errors.New("that changes nothing")
	// ErrBroken: the table met an internal inconsistency and takes no more
	// actions (see Game.Err).
	ErrBroken = errors.New("the table stopped on an internal inconsistency")
)

// NoMeter is what Game.MeterOf returns for a wager that feeds no meter.
const NoMeter = -1

// Game is what a table front end needs of a game's rules core, answered
// alike by both games. The core owns every rule behind it: which bets are
// linked (a chip on one spot moves another), which changes of several bets
// go together, what a round costs at least, which meter a wager feeds and
// what each wager pays. A refused action returns an error and changes
// nothing. Once the ledger fails (a broken invariant, never expected) the
// table refuses every action with Err.
type Game interface {
	// Name is the game's short name: "crazy4" or "crisscross".
	Name() string
	// Round is the number of the round in play (or last played).
	Round() uint64
	// Phase is where the round stands.
	Phase() Phase
	// Turn is the seat whose decision is awaited, or -1.
	Turn() int
	// Person is the seat of the person at the table, or -1 when nobody sits.
	Person() int
	// Legal is the set of decisions seat may make now (empty unless it is
	// the seat's turn).
	Legal(seat int) Actions

	// Wagers is the number of wager spots a seat has in this game.
	Wagers() int
	// WagerName names a spot for a person ("Ante", "Five Card Bonus").
	WagerName(w Wager) string
	// Offered reports whether this table offers the wager.
	Offered(w Wager) bool
	// Limit is the table limit of a wager.
	Limit(w Wager) Limit
	// Bets returns a seat's wagers of the round in play: none once the
	// round is done, since the next round starts with an empty layout.
	Bets(seat int) Bets
	// Last returns a seat's wagers of the last round dealt (what Rebet places).
	Last(seat int) Bets

	// Place puts a chip of the given value on a spot, as a player at the
	// table would: a first chip below the minimum is raised to it, a wager
	// of set amounts (Limit.Exact) goes to the next of them whatever the
	// chip (on, for one amount), and the bets linked to the spot follow it
	// (at Crazy 4 Poker the Super Bonus the Ante, the 6 Card Bonus the
	// Queens Up). It is one action: all of it or nothing. A spot already
	// as the chip would leave it gives ErrNoChange.
	//
	// The betting actions (Place to Clear) are the person's: another seat
	// is refused. After a round is done the first of them opens the next
	// round (its RoundStart comes first in Events).
	Place(seat int, w Wager, chip money.Amount) error
	// Take takes a chip of the given value back from a spot, with the
	// linked bets, as one action: a wager of set amounts goes down to the
	// next (off, for one amount); a take that would leave less than the
	// minimum leaves the minimum, and from the minimum takes the wager
	// off; at Crazy 4 Poker the side bets go with the Ante. An empty spot
	// gives ErrNoStake.
	Take(seat int, w Wager, chip money.Amount) error
	// SetBets sets all of a seat's wagers at once, all or nothing (undo).
	// Wagers equal to those on the felt give ErrNoChange.
	SetBets(seat int, b Bets) error
	// Double doubles every wager that can be doubled (one whose double is
	// over its maximum stays, and one of set amounts unless twice it is one
	// of them), as one action; ErrNoChange when nothing doubles.
	Double(seat int) error
	// Rebet places the seat's wagers of the last round dealt again, as one
	// action; ErrNoChange when there are none, or they are on the felt.
	Rebet(seat int) error
	// Clear takes back every wager of the seat; ErrNoChange with none.
	Clear(seat int) error
	// Deal locks the wagers and deals a round from seed.
	Deal(seed cards.Seed) error
	// Decide makes a seat's decision when it is its turn.
	Decide(seat int, a Action) error

	// Balance is a seat's credits off the felt.
	Balance(seat int) money.Amount
	// Covers reports whether a seat's credits (with its wagers on the felt)
	// cover a minimum round; when not, BuyIn gives free-play credits.
	Covers(seat int) bool
	// BuyIn gives the person free-play credits when Covers is false.
	BuyIn(seat int) error

	// Meters is the number of meter systems the table has. They are
	// numbered from 0 without gaps, in an order the game fixes, among the
	// systems this table has: a system the table does not offer takes no
	// number (at Crazy 4 Poker, the progressive's is 0 and the Five Card
	// Hand Bonus's the next, 0 when no progressive is offered).
	Meters() int
	// Meter returns meter system k (0 to Meters()-1, never nil), to read;
	// nil for another k.
	Meter(k int) *meter.System
	// MeterOf returns the meter system a wager feeds, or NoMeter. A
	// MeterChanged event's Value numbers the system alike.
	MeterOf(w Wager) int

	// Events returns the events of the round in play; the slice is reused.
	Events() []Event
	// Advance lets simulated time pass for the linked meters.
	Advance(ticks int64) error
	// Err is the failure that stopped the table, or nil: the first ledger
	// (or meter) call that failed although the table's own checks should
	// have made it impossible. A failed call moves nothing, so credits stay
	// conserved; the action it happened in goes on as far as it can and
	// returns the error, and from then on every action (the betting
	// actions, Deal, Decide, BuyIn, Advance, ...) returns it and changes
	// nothing. It matches ErrBroken and the ledger's own error. A core does
	// not drop a ledger error. MarshalBinary still saves the table (its
	// round as void), so that a restore brings it back whole.
	Err() error
	// MarshalBinary saves the table, round in play included.
	MarshalBinary() ([]byte, error)
}
