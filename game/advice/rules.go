package advice

import (
	"fmt"

	"felt/game/odds/sheet"
)

// Rule is one paragraph of a strategy in words: a heading ("Across") and its text.
type Rule struct {
	Heading, Text string
}

// CrissCrossRules returns the simple strategy of Criss Cross Poker as readable rules, one
// for each street, then what they cost against the exact strategy, from the math sheet's
// generated figures (game/odds/sheet: the optimal and the simple strategy's house edges,
// and what each rule alone gives up, counted exactly over every deal). The rules are
// strategy.SimpleAcross, SimpleDown and SimpleMiddle; the help pages show this text.
func CrissCrossRules() []Rule {
	rules := []Rule{
		{"Across", "Two hole cards, the whole cross still to come. Bet 3x with any pocket pair: both your hands hold it " +
			"from the start. Fold two cards of different suits that are both five or lower (5-4, 5-3, 5-2, 4-3, 4-2, 3-2). " +
			"Bet 1x with everything else."},
		{"Down", "The Across line's two outer cards are shown; the Down line's two and the middle card are to come. " +
			"Bet 3x with a pocket pair: the Down hand holds it. Bet 1x otherwise."},
		{"Middle", "Only the middle card is to come, and the Middle bet is paid on the better of your two hands. " +
			"Bet 3x when either line already holds a pair of sixes or better, two pair or three of a kind (the Middle bet " +
			"cannot lose), or four cards to a flush or to an open-ended straight (the cards that complete it pay 8 or 5 to 1). " +
			"Bet 1x when the middle card can still pair a six or better among your hole cards and the four line cards. " +
			"Fold otherwise."},
	}
	opt, ok1 := sheet.Find(sheet.Key{Game: "crisscross", Bet: "main"})
	simple, ok2 := sheet.Find(sheet.Key{Game: "crisscross", Bet: "main_simple"})
	if ok1 && ok2 {
		rules = append(rules, Rule{"What the rules cost", fmt.Sprintf(
			"Played by these rules the game returns %.3f%% of both antes (a house edge of %.3f%%); played by the exact "+
				"strategy, %.3f%% (%.3f%%). The math sheet counts every deal: %s. HINT shows the exact best for the cards on "+
				"the table.", 100*simple.Return, 100*simple.HouseEdge, 100*opt.Return, 100*opt.HouseEdge, simple.Note)})
	}
	return rules
}
