package paytable

import "felt/game/money"

// This file holds the Criss Cross Poker pay tables of seed 001 ch.12.

// CrissCross is the main pay table (001 ch.12 A) for the Across, Down and
// Middle bets.
func CrissCross() Table[Class5] {
	return Table[Class5]{Name: "", Title: "Criss Cross Poker", Lines: []Line[Class5]{
		line5("Royal flush", RoyalFlush5, to(500)),
		line5("Straight flush", StraightFlush5, to(100)),
		line5("Four of a kind", Quads5, to(40)),
		line5("Full house", FullHouse5, to(12)),
		line5("Flush", Flush5, to(8)),
		line5("Straight", Straight5, to(5)),
		line5("Three of a kind", Trips5, to(3)),
		line5("Two pair", TwoPair5, to(2)),
		line5("Pair of jacks or better", PairJacksUp5, to(1)),
		line5("Pair of 6s to 10s", PairSixToTen5, PayPush()),
	}}
}

// CrissCrossAnte pays the Ante Across and Ante Down: even money on a pair of
// jacks or better, a push on sixes to tens (docs/rules.md).
func CrissCrossAnte() Table[Class5] {
	return Table[Class5]{Name: "", Title: "Criss Cross Poker antes", Lines: []Line[Class5]{
		line5("Pair of jacks or better", PairJacksUp5, PayOdds(money.ToOne(1))),
		line5("Pair of 6s to 10s", PairSixToTen5, PayPush()),
	}}
}

// FiveCardBonus is the Criss Cross Five Card Bonus (001 ch.12 C), paid on
// the five community cards.
func FiveCardBonus() Table[Class5] {
	return Table[Class5]{Name: "", Title: "Five Card Bonus", Lines: []Line[Class5]{
		line5("Royal flush", RoyalFlush5, to(250)),
		line5("Straight flush", StraightFlush5, to(100)),
		line5("Four of a kind", Quads5, to(40)),
		line5("Full house", FullHouse5, to(15)),
		line5("Flush", Flush5, to(10)),
		line5("Straight", Straight5, to(6)),
		line5("Three of a kind", Trips5, to(4)),
		line5("Two pair", TwoPair5, to(3)),
		line5("Pair of 6s or better", PairSixToTen5, to(1)),
	}}
}
