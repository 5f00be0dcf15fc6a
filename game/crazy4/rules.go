package crazy4

import (
	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

// Outcome is how one wager ends; it is the tables' shared type.
type Outcome = table.Outcome

var (
	lose = Outcome{Result: table.Lost}
	push = Outcome{Result: table.Pushed}
	even = Outcome{Result: table.Won, Odds: money.ToOne(1)}
)

// DealerQualifies reports whether the dealer's hand is king high or better.
func DealerQualifies(dealer hand.Four) bool { return dealer.HighOrBetter(cards.King) }

// MayRaise reports whether a hand may make a Play wager of more than one
// ante: a pair of aces or better (up to three antes).
func MayRaise(player hand.Four) bool { return player.PairOrBetter(cards.Ace) }

// Showdown settles the Ante, Play and Super Bonus of a player who made a
// Play wager, against the dealer's hand (seed 000 §10(c), docs/rules.md):
//
//   - dealer below king high: Ante pushes, Play wins 1 to 1;
//   - otherwise Ante and Play win 1 to 1, push, or lose as the player's
//     hand beats, ties or loses to the dealer's;
//   - the Super Bonus pays its table on a straight or better whatever the
//     dealer holds; below a straight it pushes unless a qualifying dealer
//     beats the player, when it loses.
func Showdown(sb paytable.Table[paytable.Class4], player, dealer hand.Four) (ante, play, super Outcome) {
	ante, play, qualifies := vsDealer(player, dealer)
	if l, ok := sb.Lookup(paytable.ClassOf4(player)); ok {
		super = Outcome{Result: table.Won, Odds: l.Pay.Odds}
	} else {
		super = superBelow(qualifies, player, dealer)
	}
	return ante, play, super
}

// vsDealer is the Ante and Play of Showdown, and whether the dealer
// qualifies.
func vsDealer(player, dealer hand.Four) (ante, play Outcome, qualifies bool) {
	qualifies = DealerQualifies(dealer)
	switch {
	case !qualifies:
		ante, play = push, even
	case player > dealer:
		ante, play = even, even
	case player == dealer:
		ante, play = push, push
	default:
		ante, play = lose, lose
	}
	return ante, play, qualifies
}

// superBelow is the Super Bonus of Showdown on a hand below its pay table:
// lost when a qualifying dealer beats the player, else pushed.
func superBelow(qualifies bool, player, dealer hand.Four) Outcome {
	if qualifies && player < dealer {
		return lose
	}
	return push
}

// Folded is the outcome of the Ante and Super Bonus of a player who folds:
// both are lost.
func Folded() (ante, super Outcome) {
	f := Outcome{Result: table.Folded}
	return f, f
}
