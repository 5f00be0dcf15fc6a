package crazy4

import (
	"fmt"

	"felt/game/money"
	"felt/game/table"
)

// The wager spots of a seat. They are numbered in the order a seat's
// wagers are settled (seed 004 "Paying Out": Play, Ante, Queens Up, Super
// Bonus, then the progressive and bonus wagers); the 6 Card Bonus and
// Cover All come after every seat's other wagers.
const (
	// Ante and SuperBonus are the two equal, mandatory wagers.
	Ante table.Wager = iota
	SuperBonus
	// Play is made after the deal, by Decide: 1x the Ante, or up to 3x
	// with a pair of aces or better.
	Play
	// QueensUp pays on the player's hand alone, a pair of queens or better.
	QueensUp
	// Progressive is the table's progressive wager: Four-Card,
	// Five-Card or Multi Game Link, whichever the table offers.
	Progressive
	// HandBonus is the Five Card Hand Bonus on the seat's own hand.
	HandBonus
	// DealerBonus is the Five Card Hand Bonus on the dealer's hand.
	DealerBonus
	// BadBeat pays the losing hand of a bad beat against the dealer.
	BadBeat
	// SixCard is the 6 Card Bonus: the five cards and the communal card.
	SixCard
	// CoverAll pays on the highest hand at the table.
	CoverAll
	// NumWagers is the number of wager spots of a seat.
	NumWagers
)

var wagerNames = [NumWagers]string{"Ante", "Super Bonus", "Play", "Queens Up", "Progressive",
	"Five Card Hand Bonus", "Five Card Hand Bonus, dealer's hand", "Bad Beat", "6 Card Bonus", "Cover All"}

// WagerName names a wager spot for a person.
func WagerName(w table.Wager) string {
	if w >= NumWagers {
		return "?"
	}
	return wagerNames[w]
}

// stakes are the amounts on a seat's wager spots, indexed by wager: the
// first NumWagers of a table.Bets, which the table's API takes and gives
// (wide, narrow). Inside, a round handles these, no wider than it needs.
type stakes [NumWagers]money.Amount

// total returns the sum of the amounts.
func (b *stakes) total() money.Amount {
	var t money.Amount
	for _, a := range b {
		t += a
	}
	return t
}

// wide returns the amounts as a table.Bets.
func (b *stakes) wide() table.Bets {
	var w table.Bets
	copy(w[:], b[:])
	return w
}

// narrow returns a table.Bets as a seat's wagers, refusing an amount on a
// spot Crazy 4 Poker does not have.
func narrow(b *table.Bets) (stakes, error) {
	var s stakes
	copy(s[:], b[:])
	for w := NumWagers; w < table.MaxWagers; w++ {
		if b[w] != 0 {
			return s, fmt.Errorf("%w: %d", ErrWager, w)
		}
	}
	return s, nil
}

// spots returns the wagers with an amount, a bit each.
func (b *stakes) spots() uint16 {
	var m uint16
	for w, a := range b {
		m |= uint16(uint64(-a)>>63) << w // 1 when a > 0
	}
	return m
}

// Side reports whether w is a side bet: a wager other than the Ante, the
// Super Bonus and the Play wager, which needs the Ante.
func Side(w table.Wager) bool { return w > Play && w < NumWagers }

// Collected reports whether a wager is taken by the house at coin-in ("no
// more bets", seed 000 §7(b), §13(b)) and pays "for 1": the progressive
// and the Five Card Hand Bonus wagers.
func Collected(w table.Wager) bool { return w == Progressive || w == HandBonus || w == DealerBonus }

// mainOrder is the paying order of a seat's wagers against the dealer and
// the Queens Up (seed 004 "Paying Out").
func mainOrder() [4]table.Wager { return [4]table.Wager{Play, Ante, QueensUp, SuperBonus} }

// bonusOrder is the order of a seat's progressive and bonus wagers, settled
// after its main wagers (seed 000 §10(e), (f)).
func bonusOrder() [4]table.Wager { return [4]table.Wager{Progressive, HandBonus, DealerBonus, BadBeat} }

// forfeited lists, in paying order, the wagers a fold loses: the Ante,
// Super Bonus and Queens Up (000 §10(b)(1)), the progressive (§10(b)(2)),
// and, by our reading, the wagers that need the player's hand at the
// showdown: the Five Card Hand Bonus on it and the Bad Beat. The Five Card
// Hand Bonus on the dealer's hand, the 6 Card Bonus and Cover All stay in
// action.
func forfeited() [6]table.Wager {
	return [6]table.Wager{Ante, QueensUp, SuperBonus, Progressive, HandBonus, BadBeat}
}
