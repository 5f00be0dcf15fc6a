package wheel

import (
	"fmt"
	"strings"

	"felt/game/meter"
	"felt/game/money"
)

// BonusSpin is a Bonus Spin Progressive paytable (seed 001 ch.12 D): the
// wheel a pocket pair spins, the Community Pay the other Bonus Spin
// bettors get, the meter the Jackpot pays from, the wagers the table takes
// and the returns the weights give.
type BonusSpin struct {
	Name      string // "A" to "D"
	Title     string
	Wheel     Wheel
	Community CommunityPay
	// Meter is the jackpot's system: the progressive (B, D) or the fixed
	// prize as a meter that does not progress (A, C).
	Meter meter.Config
	// Wagers are the amounts the paytable takes: 1 or 5 on every paytable.
	// Both spin; the 1-credit wager is paid one fifth of the amounts and
	// never the Jackpot.
	Wagers []money.Amount
	// Returns are the wager's returns with the meter at its seed, for the
	// help screen (TestReturns checks them against Return).
	Returns []Figure
	// Help is how the wager is paid, in plain sentences for the help
	// screen, which shows the wheel's weights and Returns beside it.
	Help []string
}

// BonusSpinReturnsRule is the help screen's sentence on folding.
const BonusSpinReturnsRule = "A fold loses your own spin, but the optimal strategy of the main game never folds a pair: the returns shown are the same whether you follow it or never fold."

// OneCreditRule is the help screen's sentence on the smaller wager.
const OneCreditRule = "A 1-credit wager spins too and is paid one fifth of the amount shown; the Jackpot is paid only on a 5-credit wager."

// BonusSpinPaytables returns paytables A to D.
func BonusSpinPaytables() []BonusSpin {
	return []BonusSpin{BonusSpinA(), BonusSpinB(), BonusSpinC(), BonusSpinD()}
}

// spinWagers are the wagers every Bonus Spin paytable takes.
func spinWagers() []money.Amount { return []money.Amount{money.Credits(1), money.Credits(5)} }

// spinWheel is a Bonus Spin wheel, its amounts for the 5-credit wager.
func spinWheel(name string, segs ...Segment) Wheel {
	return Wheel{Name: name, Title: "Bonus Spin wheel, paytable " + name, Base: money.Credits(5), Segments: segs}
}

// withHelp returns b with its Help written from its data.
func withHelp(b BonusSpin) BonusSpin {
	h := []string{
		"A pair in your two hole cards spins the wheel: you win the amount it lands on.",
		OneCreditRule,
	}
	if seed := b.Meter.Levels[0].Seed; b.Meter.Levels[0].Rate == 0 {
		h = append(h, fmt.Sprintf("The Jackpot pays a fixed prize of %v.", seed))
	} else {
		h = append(h, fmt.Sprintf("The Jackpot pays 100%% of the progressive meter, which starts at %v and grows with the Bonus Spin wagers.", seed))
	}
	var tiers []string
	for _, t := range b.Community.Tiers {
		if b.Wheel.chance(Symbol{Amount: t.Symbol}) == 0 {
			continue
		}
		if len(tiers) == 0 {
			tiers = append(tiers, fmt.Sprintf("lands on %v, you win %v on a 5-credit wager or %v on a 1-credit wager", t.Symbol, t.Pay5, t.Pay1))
		} else {
			tiers = append(tiers, fmt.Sprintf("on %v, %v or %v", t.Symbol, t.Pay5, t.Pay1))
		}
	}
	if len(tiers) == 0 {
		h = append(h, "No symbol of this wheel earns a Community Pay: another player's spin pays you nothing.")
	} else {
		h = append(h, "Community Pay: when another player's wheel "+strings.Join(tiers, "; ")+". Your own wager sets the pay, whatever that player wagered.")
	}
	h = append(h, BonusSpinReturnsRule, designRule)
	b.Help = h
	return b
}

// BonusSpinA is Bonus Spin paytable A with Community Pay A: a $1,000
// fixed-prize Jackpot, amounts $500 down to $10, all three Community Pay
// symbols ($500, $200, $25) on the wheel. Its weights are ours (see the
// package documentation): the small amounts come up most, $500 about once
// in 43 spins, the Jackpot 9 times in 18,281 (once in 2,031 spins).
func BonusSpinA() BonusSpin {
	return withHelp(BonusSpin{
		Name: "A", Title: "Bonus Spin, paytable A",
		Wheel: spinWheel("A",
			jackpot(9), fixed(10, 1000), fixed(18, 880), fixed(25, 819), fixed(11, 979), fixed(12, 961),
			fixed(35, 761), fixed(60, 677), fixed(10, 1000), fixed(18, 880), fixed(25, 819), fixed(70, 654),
			fixed(120, 582), fixed(200, 521), fixed(11, 979), fixed(12, 961), fixed(10, 1000), fixed(18, 880),
			fixed(25, 819), fixed(35, 761), fixed(60, 677), fixed(70, 654), fixed(120, 582), fixed(500, 426),
		),
		Community: CommunityPayA(), Meter: meter.BonusSpinA(), Wagers: spinWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5576, 5576}, {money.Credits(1), 5, 8971, 8971}, {money.Credits(5), 0, 5634, 5634}, {money.Credits(5), 5, 9029, 9029}},
	})
}

// BonusSpinB is Bonus Spin paytable B with Community Pay A: a
// progressive Jackpot seeded at $1,000, amounts $500 down to $10; of the
// Community Pay symbols only $500 is on its wheel (about once in 30
// spins). The Jackpot is 10 in 20,833 (once in 2,083 spins).
func BonusSpinB() BonusSpin {
	return withHelp(BonusSpin{
		Name: "B", Title: "Bonus Spin, paytable B",
		Wheel: spinWheel("B",
			jackpot(10), fixed(10, 1000), fixed(18, 947), fixed(20, 938), fixed(12, 983), fixed(13, 976),
			fixed(30, 903), fixed(50, 862), fixed(10, 1000), fixed(18, 947), fixed(20, 938), fixed(60, 847),
			fixed(120, 794), fixed(250, 742), fixed(12, 983), fixed(13, 976), fixed(10, 1000), fixed(18, 947),
			fixed(20, 938), fixed(30, 903), fixed(50, 862), fixed(60, 847), fixed(120, 794), fixed(500, 696),
		),
		Community: CommunityPayA(), Meter: meter.BonusSpinB(), Wagers: spinWagers(),
		Returns: []Figure{{money.Credits(1), 0, 6508, 6508}, {money.Credits(1), 5, 8473, 8473}, {money.Credits(5), 0, 6565, 6565}, {money.Credits(5), 5, 8530, 8530}},
	})
}

// BonusSpinC is Bonus Spin paytable C: a $5,000 fixed-prize Jackpot,
// amounts $2,500 down to $40 and no Community Pay symbol, so its return is
// the bettor's own spins alone. $2,500 comes up once in 735 spins, the
// Jackpot 6 in 12,491 (once in 2,082).
func BonusSpinC() BonusSpin {
	return withHelp(BonusSpin{
		Name: "C", Title: "Bonus Spin, paytable C",
		Wheel: spinWheel("C",
			jackpot(6), fixed(40, 1000), fixed(50, 804), fixed(60, 672), fixed(70, 578), fixed(75, 540),
			fixed(40, 1000), fixed(250, 166), fixed(350, 120), fixed(50, 804), fixed(60, 672), fixed(70, 578),
			fixed(40, 1000), fixed(75, 540), fixed(1000, 43), fixed(350, 120), fixed(250, 166), fixed(50, 804),
			fixed(40, 1000), fixed(60, 672), fixed(70, 578), fixed(75, 540), fixed(2500, 17), fixed(600, 71),
		),
		Community: CommunityPayA(), Meter: meter.BonusSpinC(), Wagers: spinWagers(),
		Returns: []Figure{{money.Credits(1), 0, 8849, 8849}, {money.Credits(1), 5, 8849, 8849}, {money.Credits(5), 0, 9132, 9132}, {money.Credits(5), 5, 9132, 9132}},
	})
}

// BonusSpinD is Bonus Spin paytable D: the symbols of C with a
// progressive Jackpot seeded at $5,000, and a steeper wheel (the meter
// grows): $2,500 once in 1,004 spins, the Jackpot 6 in 12,050 (once in
// 2,008).
func BonusSpinD() BonusSpin {
	return withHelp(BonusSpin{
		Name: "D", Title: "Bonus Spin, paytable D",
		Wheel: spinWheel("D",
			jackpot(6), fixed(40, 1000), fixed(50, 787), fixed(60, 647), fixed(70, 548), fixed(75, 509),
			fixed(40, 1000), fixed(250, 140), fixed(350, 97), fixed(50, 787), fixed(60, 647), fixed(70, 548),
			fixed(40, 1000), fixed(75, 509), fixed(1000, 31), fixed(350, 97), fixed(250, 140), fixed(50, 787),
			fixed(40, 1000), fixed(60, 647), fixed(70, 548), fixed(75, 509), fixed(2500, 12), fixed(600, 54),
		),
		Community: CommunityPayA(), Meter: meter.BonusSpinD(), Wagers: spinWagers(),
		Returns: []Figure{{money.Credits(1), 0, 8352, 8352}, {money.Credits(1), 5, 8352, 8352}, {money.Credits(5), 0, 8645, 8645}, {money.Credits(5), 5, 8645, 8645}},
	})
}
