package strategy

import "felt/game/cards"

// The simple strategy of Criss Cross Poker: rules a player can keep in mind, read off the
// optimal strategy's tables. The math sheet (game/odds) counts exactly what each rule
// gives up against the optimal strategy over every deal. They depend on the ranks of the
// cards only, never on the suits.

// SimpleAcross is the Across rule: 3x with a pocket pair (both hands hold it from the
// start); fold two offsuit cards of five or lower (5-4, 5-3, 5-2, 4-3, 4-2, 3-2); 1x
// otherwise.
func SimpleAcross(hole [2]cards.Card) Decision {
	h, l := hole[0].Rank(), hole[1].Rank()
	switch {
	case h == l:
		return Bet3x
	case max(h, l) <= cards.Five && hole[0].Suit() != hole[1].Suit():
		return Fold
	}
	return Bet1x
}

// SimpleDown is the Down rule, once the Across line's outer cards are shown: 3x with a
// pocket pair (the Down hand holds it); 1x otherwise.
func SimpleDown(hole, across [2]cards.Card) Decision {
	if hole[0].Rank() == hole[1].Rank() {
		return Bet3x
	}
	return Bet1x
}

// SimpleMiddle is the Middle rule, with the middle card to come: 3x when the Across or
// Down line already holds a pair of sixes or better, two pair or three of a kind (the
// Middle bet, paid on the better line, cannot lose), or four cards to a flush or to an
// open-ended straight (the middle cards that complete it pay 8 or 5 to 1); 1x when the
// middle card can still pair a card of six or more in your hole cards or on either line;
// fold otherwise.
func SimpleMiddle(hole, across, down [2]cards.Card) Decision {
	if made(hole, across) || made(hole, down) || drawing(hole, across) || drawing(hole, down) {
		return Bet3x
	}
	for _, c := range [...]cards.Card{hole[0], hole[1], across[0], across[1], down[0], down[1]} {
		if c.Rank() >= cards.Six {
			return Bet1x
		}
	}
	return Fold
}

// made reports whether the hole cards and a line's two cards already make a hand the
// Middle bet cannot lose with: a pair of sixes or better, two pair, or three of a kind.
func made(hole, line [2]cards.Card) bool {
	var n [cards.NumRanks]int
	for _, c := range [...]cards.Card{hole[0], hole[1], line[0], line[1]} {
		n[c.Rank()]++
	}
	pairs := 0
	for r, k := range n {
		switch {
		case k >= 3:
			return true
		case k == 2 && cards.Rank(r) >= cards.Six:
			return true
		case k == 2:
			pairs++
		}
	}
	return pairs == 2
}

// drawing reports whether the hole cards and a line's two cards are four to a flush or
// four to an open-ended straight (four ranks in a row that a card at either end
// completes: not ace-king-queen-jack nor ace-two-three-four).
func drawing(hole, line [2]cards.Card) bool {
	cs := [...]cards.Card{hole[0], hole[1], line[0], line[1]}
	suited := true
	var ranks uint16
	for _, c := range cs {
		suited = suited && c.Suit() == cs[0].Suit()
		ranks |= 1 << c.Rank()
	}
	if suited {
		return true
	}
	// Four in a row from 2-3-4-5 (an ace or a six completes it) up to 10-J-Q-K; A-2-3-4
	// and J-Q-K-A are completed at one end only.
	for low := cards.Two; low <= cards.Ten; low++ {
		if ranks == 0xF<<low {
			return true
		}
	}
	return false
}
