package strategy

import (
	"felt/game/cards"
	"felt/game/crisscross"
)

// The simple strategy of Criss Cross Poker: rules a player can keep in mind, read off the
// optimal strategy's tables. The rules core knows them (crisscross.Simple: its table-mates
// of the Simple and Hunch styles play them); these are the same rules as decisions. The
// math sheet (game/odds) counts exactly what each rule gives up against the optimal
// strategy over every deal.

// SimpleAcross is the Across rule (crisscross.SimpleAcross): 3x with a pocket pair (both
// hands hold it from the start); fold two offsuit cards of five or lower (5-4, 5-3, 5-2,
// 4-3, 4-2, 3-2); 1x otherwise.
func SimpleAcross(hole [2]cards.Card) Decision {
	return decision(crisscross.SimpleAcross(hole))
}

// SimpleDown is the Down rule (crisscross.SimpleDown), once the Across line's outer cards
// are shown: 3x with a pocket pair (the Down hand holds it); 1x otherwise.
func SimpleDown(hole, across [2]cards.Card) Decision {
	return decision(crisscross.SimpleDown(hole, across))
}

// SimpleMiddle is the Middle rule (crisscross.SimpleMiddle), with the middle card to come:
// 3x when the Across or Down line already holds a pair of sixes or better, two pair or
// three of a kind (the Middle bet, paid on the better line, cannot lose), or four cards to
// a flush or to an open-ended straight (the middle cards that complete it pay 8 or 5 to 1);
// 1x when the middle card can still pair a card of six or more in your hole cards or on
// either line; fold otherwise.
func SimpleMiddle(hole, across, down [2]cards.Card) Decision {
	return decision(crisscross.SimpleMiddle(hole, across, down))
}
