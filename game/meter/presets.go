package meter

import "felt/game/money"

// The presets are the progressive systems of the rule documents, as data.
// Seeds and resets are the documents' (for the wager in Base); the rates of
// progression are published only for Pays 2 (and follow from the published
// top award for Pays 1), so the others are ours: for the poker presets,
// chosen so that the bet returns 75% to 78% with five other seats drawing
// Envy Bonuses (each returns fixed pays + Envy Bonuses + its rates + reset
// × chance of its 100% hands). The Bonus Spin hit chances follow from the
// wheels' weights in game/wheel, whose tests check that they agree. The math
// sheet computes the exact returns from them.
// Every preset uses DefaultLink and has Unit == Base: use WithUnit for
// another wager.

// FiveCardHands is the number of five-card hands, the denominator of the
// poker presets' hit chances.
const FiveCardHands = 2_598_960

// Hands of five cards that pay off meters, out of FiveCardHands. For the
// Four-Card Progressive, four aces among the five cards (the best four of
// five); for the five-card bets, the five-card hand.
const (
	fourAces      = 48  // 1 in 54,145
	royalFlushes  = 4   // 1 in 649,740
	straightFlush = 36  // not royal: 1 in 72,193.3
	fourOfAKind   = 624 // 1 in 4,165
)

// Default is the preset the game starts with: Pays2.
func Default() Config { return Pays2() }

// Presets returns every preset, in the order of the rule documents.
func Presets() []Config {
	return []Config{
		Pays1(), Pays2(), Pays3(), FiveCardProgressive(), FiveCardHandBonus(),
		PTMGL01(), PTMGL02(), PTMGL04(), PTMGLML01(), PTMGLML02(), PTMGLML03(),
		BonusSpinA(), BonusSpinB(), BonusSpinC(), BonusSpinD(), BonusSpinXtremeAC(), BonusSpinXtremeDI(),
	}
}

// Pays1 is the Four Card Progressive Pays 1 of seed 002 (seed 003's sample
// paytable, seed 000 §11(d) paytable A): four aces pay 100% of a meter
// seeded at $5,000. Rate 31.4% is ours: it reproduces the published top
// payout average, 5,000 + 0.314 × 54,145 = $22,001.53 against $22,000. (The
// published 22.8% house advantage does not follow from it; the game shows
// the advantage it computes.)
func Pays1() Config {
	return poker("Four Card Progressive, Pays 1", jackpot(5_000, 5_000, 314_000, 0), fourAcesHit())
}

// Pays2 is the Four Card Progressive Pays 2 of seed 002 (seed 000 §11(d)
// paytable B): four aces pay 100% of a meter seeded at $1,000, with the
// 25% rate of progression that gives the published figures: a top award of
// 1,000 + 0.25 × 54,145 = $14,536.25 on average, and a 20.98% house
// advantage with five other seats drawing Envy Bonuses.
func Pays2() Config {
	return poker("Four Card Progressive, Pays 2", jackpot(1_000, 1_000, 250_000, 0), fourAcesHit())
}

// Pays3 is Pays 2 with seed 002's 5% reserve: 25% of each wager goes to
// the meter as in Pays 2 (the published top award and house advantage are
// the same), and 5% more to a hidden reserve that pays for the reseeds.
// The reserve takes in more than the reseeds cost ($2,707 against $1,000 a
// cycle on average), so after the first cycles the house puts in nothing.
func Pays3() Config {
	return poker("Four Card Progressive, Pays 3", jackpot(1_000, 1_000, 250_000, 50_000), fourAcesHit())
}

// FiveCardProgressive is the Crazy 4 Poker Five-Card Progressive (seed 000
// §11(e)): a royal flush pays 100% and a straight flush 10% of a meter at
// least $10,000. Rate 20% is ours.
func FiveCardProgressive() Config {
	return poker("Five-Card Progressive", jackpot(10_000, 10_000, 200_000, 0), royalAndTenth()...)
}

// FiveCardHandBonus is the Five Card Hand Bonus (seed 000 §11(f)): a royal
// flush pays 100% and a straight flush 10% of a meter at least $10,000.
// Rate 40% is ours: its fixed pays return much less than the Five-Card
// Progressive's (77.8% in all, before the Magic Card and Lucky Bonus). The wagers on the dealer's hand feed the same meter; a
// dealer's jackpot is paid with PaySplit.
func FiveCardHandBonus() Config {
	return poker("Five Card Hand Bonus", jackpot(10_000, 10_000, 400_000, 0), royalAndTenth()...)
}

// PTMGL01 is the Multi Game Link paytable PTMGL01 (seed 000 §13(f)): a
// royal flush pays 100% and a straight flush 10% of a $10,000 meter. Rate
// 20% is ours.
func PTMGL01() Config {
	return poker("PTMGL01", jackpot(10_000, 10_000, 200_000, 0), royalAndTenth()...)
}

// PTMGL02 is PTMGL01 with five times its Envy Bonuses ($5,000 and $1,500).
// Rate 8% is ours: the Envy Bonuses return about 14% with five other seats.
func PTMGL02() Config {
	return poker("PTMGL02", jackpot(10_000, 10_000, 80_000, 0), royalAndTenth()...)
}

// PTMGL04 is the Multi Game Link paytable PTMGL04: a straight flush, royal
// or not, pays 100% of a $1,000 meter. Rate 20% is ours.
func PTMGL04() Config {
	return poker("PTMGL04", jackpot(1_000, 1_000, 200_000, 0),
		Outcome{Name: "straight flush", Level: 0, Share: Whole, Weight: royalFlushes + straightFlush})
}

// PTMGLML01 is the two-level Multi Game Link paytable: a royal flush pays
// 100% of the Major ($10,000), a straight flush 100% of the Minor ($1,000).
// Rates 12% and 6% are ours (average awards about $87,969 and $5,332).
func PTMGLML01() Config {
	c := poker("PTMGLML01",
		LevelConfig{Name: "Major", Seed: money.Credits(10_000), Reset: money.Credits(10_000), Rate: 120_000},
		Outcome{Name: "royal flush", Level: 0, Share: Whole, Weight: royalFlushes},
		Outcome{Name: "straight flush", Level: 1, Share: Whole, Weight: straightFlush})
	c.Levels = append(c.Levels, LevelConfig{Name: "Minor", Seed: money.Credits(1_000), Reset: money.Credits(1_000), Rate: 60_000})
	return c
}

// PTMGLML02 is the three-level Multi Game Link paytable: a royal flush pays
// 100% of the Mega ($10,000), a straight flush 100% of the Major ($1,000),
// four of a kind 100% of the Minor ($250). Rates 8%, 4% and 6% are ours
// (average awards about $61,979, $3,888 and $500).
func PTMGLML02() Config { return megaMajorMinor("PTMGLML02") }

// PTMGLML03 has the meters of PTMGLML02 (it differs in a fixed pay only).
func PTMGLML03() Config { return megaMajorMinor("PTMGLML03") }

// The Bonus Spin hit chances: a pair in the two hole cards (78 of 1,326
// two-card hands) and then the wheel's Jackpot segment (its weight of the
// wheel's total, game/wheel). For Bonus Spin Xtreme, the qualifying hand of
// the paytable played to the end by a seat following the optimal strategy
// (out of wheel.Deals; wheel.Xtreme.PlayedCount) and then the Hot Spot
// wheel's Jackpot.
const (
	pocketPairs = 78
	twoCards    = 1_326
)

// BonusSpinA is Criss Cross Poker's Bonus Spin paytable A (seed 001 ch. 12
// D(1)): the wheel's Jackpot symbol pays "100% of the fixed prize or
// merchandise". The document leaves the prize to the operator (its minimum
// seeds list $1,000 for the companion paytable B): ours is $1,000, paid as
// a meter that does not progress (rate 0), as BonusSpinC. Amounts are for
// the $5 wager, the only one the Jackpot pays (Base). The Jackpot is 9 of
// 18,281 on wheel A: 1 hit in 34,531 wagers.
func BonusSpinA() Config {
	return bonusSpin("Bonus Spin, paytable A", jackpot(1_000, 1_000, 0, 0), 9, 18_281)
}

// BonusSpinB is Bonus Spin paytable B (seed 001 ch. 12 D(2)): the wheel's
// Jackpot symbol pays 100% of a meter at least $1,000. Rate 10% is ours.
// The Jackpot is 10 of 20,833 on wheel B: 1 hit in 35,416 wagers.
func BonusSpinB() Config {
	return bonusSpin("Bonus Spin, paytable B", jackpot(1_000, 1_000, 100_000, 0), 10, 20_833)
}

// BonusSpinC is Bonus Spin paytable C. Its Jackpot symbol pays "100% of
// the fixed prize" (ch. 12 D(3)(a)), while D(6)(b)(iii) gives it an initial
// and reset amount of $5,000: a meter that does not progress (rate 0), so
// it pays $5,000 every time. The Jackpot is 6 of 12,491 on wheel C: 1 hit
// in 35,391 wagers.
func BonusSpinC() Config {
	return bonusSpin("Bonus Spin, paytable C", jackpot(5_000, 5_000, 0, 0), 6, 12_491)
}

// BonusSpinD is Bonus Spin paytable D: 100% of a meter at least $5,000.
// Rate 10% is ours. The Jackpot is 6 of 12,050 on wheel D: 1 hit in 34,142
// wagers.
func BonusSpinD() Config {
	return bonusSpin("Bonus Spin, paytable D", jackpot(5_000, 5_000, 100_000, 0), 6, 12_050)
}

// BonusSpinXtremeAC is Bonus Spin Xtreme with Hot Spot wheels A to C
// (seed 001 ch. 12 E). E(11)(b)(i) reads "initial and reset amount ... at
// least $2,500 and $1,000": each wheel has one Jackpot symbol paying "100%
// of the progressive", so we read one meter that starts at $2,500 and
// resets to $1,000 (two levels would have no symbol to hit the second).
// The amounts are for the largest wager, $5, the only one the Jackpot
// pays. Rate 10% is ours. The hit chance is paytable A's for a seat that
// follows the optimal strategy of the main game (as the math sheet
// assumes; a fold loses the spin): three of a kind or better played to
// the end (4,325,243,064 of 84,284,272,800 deals), then the Jackpot, 4 of
// 9,948 on Hot Spot wheel A: 180,218,461 in 8,733,957,768,900, kept as
// 10,317,113 in 500,000,000,000 (within MaxOf), 1 in 48,463. (Paytables B
// and C use the same meter with their own hit chance.)
func BonusSpinXtremeAC() Config {
	return bonusSpinXtreme("Bonus Spin Xtreme, wheels A-C", 2_500, 10_317_113, 500_000_000_000)
}

// BonusSpinXtremeDI is Bonus Spin Xtreme with Hot Spot wheels D to I: one
// meter that starts at $5,000 and resets to $1,000 (E(11)(b)(ii)), as
// BonusSpinXtremeAC otherwise. The hit chance is paytable D's for a seat
// that follows the optimal strategy: three kings or better played to the
// end (1,678,546,680 of 84,284,272,800 deals), then the Jackpot, 12 of
// 12,505 on Hot Spot wheel D: 822,817 in 43,054,527,425, 1 in 52,326.
func BonusSpinXtremeDI() Config {
	return bonusSpinXtreme("Bonus Spin Xtreme, wheels D-I", 5_000, 822_817, 43_054_527_425)
}

// jackpot is a single level named Jackpot, its amounts in whole dollars.
func jackpot(seed, reset int64, rate, reserve PPM) LevelConfig {
	return LevelConfig{Name: "Jackpot", Seed: money.Credits(seed), Reset: money.Credits(reset), Rate: rate, Reserve: reserve}
}

// poker is a preset for a $1 wager whose hits are five-card hands.
func poker(name string, l LevelConfig, hits ...Outcome) Config {
	return Config{
		Name: name, Base: money.Credits(1), Unit: money.Credits(1),
		Levels: []LevelConfig{l}, Outcomes: hits, Of: FiveCardHands, Link: DefaultLink(),
	}
}

// fourAcesHit is the Four-Card Progressive's 100% hand.
func fourAcesHit() Outcome {
	return Outcome{Name: "four aces", Level: 0, Share: Whole, Weight: fourAces}
}

// royalAndTenth are the hits of the five-card progressives: a royal flush
// for 100% of the meter, a straight flush for 10%.
func royalAndTenth() []Outcome {
	return []Outcome{
		{Name: "royal flush", Level: 0, Share: Whole, Weight: royalFlushes},
		{Name: "straight flush", Level: 0, Share: Tenth, Weight: straightFlush},
	}
}

// megaMajorMinor is the three-level Multi Game Link system.
func megaMajorMinor(name string) Config {
	c := poker(name,
		LevelConfig{Name: "Mega", Seed: money.Credits(10_000), Reset: money.Credits(10_000), Rate: 80_000},
		Outcome{Name: "royal flush", Level: 0, Share: Whole, Weight: royalFlushes},
		Outcome{Name: "straight flush", Level: 1, Share: Whole, Weight: straightFlush},
		Outcome{Name: "four of a kind", Level: 2, Share: Whole, Weight: fourOfAKind})
	c.Levels = append(c.Levels,
		LevelConfig{Name: "Major", Seed: money.Credits(1_000), Reset: money.Credits(1_000), Rate: 40_000},
		LevelConfig{Name: "Minor", Seed: money.Credits(250), Reset: money.Credits(250), Rate: 60_000})
	return c
}

// bonusSpin is a Bonus Spin preset for the $5 wager, the only one whose
// spin can win the Jackpot (a $1 wager spins too but is paid a fifth of
// the fixed amounts and never the Jackpot), whose Jackpot segment weighs
// jackpot of total.
func bonusSpin(name string, l LevelConfig, jackpot, total int64) Config {
	return Config{
		Name: name, Base: money.Credits(5), Unit: money.Credits(5), Levels: []LevelConfig{l},
		Outcomes: []Outcome{{Name: "jackpot", Level: 0, Share: Whole, Weight: pocketPairs * jackpot}},
		Of:       twoCards * total, Link: DefaultLink(),
	}
}

// bonusSpinXtreme is a Bonus Spin Xtreme preset starting at initial
// dollars, hit weight times in of linked wagers.
func bonusSpinXtreme(name string, initial, weight, of int64) Config {
	return Config{
		Name: name, Base: money.Credits(5), Unit: money.Credits(5),
		Levels:   []LevelConfig{jackpot(initial, 1_000, 100_000, 0)},
		Outcomes: []Outcome{{Name: "jackpot", Level: 0, Share: Whole, Weight: weight}},
		Of:       of, Link: DefaultLink(),
	}
}
