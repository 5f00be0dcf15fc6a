package wheel

import (
	"fmt"

	"felt/game/meter"
	"felt/game/money"
)

// Xtreme is a Bonus Spin Xtreme paytable (seed 001 ch.12 E): the hand that
// qualifies, the Hot Spot wheel the qualifying player spins, the Community
// Prize wheel spun once for every other Xtreme bettor, the meter, the
// wagers and the returns the weights give.
type Xtreme struct {
	Name  string // "A" to "I"
	Title string
	// Qualifier is the qualifying event: the better of the player's Across
	// and Down hands at least this hand. QualifyCount is how many of the
	// Deals it happens in (TestQualifyCounts counts them); PlayedCount how
	// many of those a seat following the optimal strategy of the main game
	// plays to the end, and so spins (game/odds counts them with the
	// strategy tables and checks these).
	Qualifier    Qualifier
	QualifyCount int64
	PlayedCount  int64
	HotSpot      Wheel
	Community    Wheel
	// Meter is the progressive the Hot Spot Jackpot pays, with this
	// paytable's hit chance.
	Meter  meter.Config
	Wagers []money.Amount // 1, 2 or 5
	// Returns are the wager's returns with the meter at its seed, for the
	// help screen (TestReturns checks them against Return): Optimal for a
	// player who follows the optimal strategy of the main game, the one to
	// show, and ToEnd for one who never folds.
	Returns []Figure
	// Help is how the wager is paid, in plain sentences for the help
	// screen, which shows the wheels' weights and Returns beside it.
	Help []string
}

// XtremeWagerRule is the help screen's sentence on the smaller wagers.
const XtremeWagerRule = "A 1- or 2-credit wager is paid one fifth or two fifths of the amount shown; the Jackpot is paid only on a 5-credit wager."

// XtremeReturnsRule is the help screen's sentence on which return is which.
const XtremeReturnsRule = "A fold loses your own spin. The returns shown are for a player who follows the optimal strategy of the main game, which folds a few hands that would have spun; a player who never folds gets the higher figure beside them."

// designRule is the help screen's sentence on the weights.
const designRule = "How often each segment comes up is our design (the rules do not publish it); the returns shown follow from it exactly, with the meter at its starting amount."

// withXtremeHelp returns x with its Help written from its data.
func withXtremeHelp(x Xtreme) Xtreme {
	x.Help = []string{
		fmt.Sprintf("Qualifying hand: %s, in the better of your Across and Down hands. If you make it and have not folded, you spin the Hot Spot wheel and win the amount it lands on.", x.Qualifier.Name),
		XtremeWagerRule,
		fmt.Sprintf("The Jackpot pays 100%% of the progressive meter, which starts at %v and grows with the Bonus Spin Xtreme wagers.", x.Meter.Levels[0].Seed),
		"Community Prize: after another player's spin the Community Prize wheel spins once and pays you the amount it lands on, in proportion to your own wager, even if you have folded.",
		XtremeReturnsRule,
		designRule,
	}
	return x
}

// XtremePaytables returns paytables A to I.
func XtremePaytables() []Xtreme {
	return []Xtreme{XtremeA(), XtremeB(), XtremeC(), XtremeD(), XtremeE(), XtremeF(), XtremeG(), XtremeH(), XtremeI()}
}

// Qualifying counts out of Deals, from CountQualifying.
const (
	anyTripsCount   = 4_564_131_264
	sixesTripsCount = 3_549_448_800
	kingsTripsCount = 1_773_117_072
	anyFlushCount   = 610_760_592
)

// Played counts out of Deals: the qualifying deals that a seat following
// the optimal strategy of the main game plays to the end. It folds the
// others before the last card (94.77%, 96.89%, 94.67% and 98.21% of them
// are played), and a fold loses the spin. game/odds counts them over every
// deal with the strategy tables (TestPlayedCounts there).
const (
	anyTripsPlayed   = 4_325_243_064
	sixesTripsPlayed = 3_439_081_932
	kingsTripsPlayed = 1_678_546_680
	anyFlushPlayed   = 599_857_632
)

func xtremeWagers() []money.Amount {
	return []money.Amount{money.Credits(1), money.Credits(2), money.Credits(5)}
}

func hotSpot(name string, segs ...Segment) Wheel {
	return Wheel{Name: name, Title: "Hot Spot Prize Wheel, paytable " + name, Base: money.Credits(5), Segments: segs}
}

func communityPrize(name string, segs ...Segment) Wheel {
	return Wheel{Name: name, Title: "Community Prize Wheel, paytable " + name, Base: money.Credits(5), Segments: segs}
}

// withHit returns c with the linked tables' jackpot hit chance weight in of.
func withHit(c meter.Config, weight, of int64) meter.Config {
	c.Outcomes = []meter.Outcome{{Name: "jackpot", Level: 0, Share: meter.Whole, Weight: weight}}
	c.Of = of
	return c
}

// XtremeA is Bonus Spin Xtreme paytable A.
func XtremeA() Xtreme {
	return withXtremeHelp(Xtreme{
		Name: "A", Title: "Bonus Spin Xtreme, paytable A",
		Qualifier: anyTrips, QualifyCount: anyTripsCount, PlayedCount: anyTripsPlayed,
		HotSpot: hotSpot("A",
			jackpot(4), fixed(40, 1000), fixed(45, 766), fixed(50, 603), fixed(60, 399), fixed(40, 1000),
			fixed(75, 241), fixed(45, 766), fixed(50, 603), fixed(80, 208), fixed(40, 1000), fixed(75, 241),
			fixed(60, 399), fixed(50, 603), fixed(40, 1000), fixed(45, 766), fixed(80, 208), fixed(250, 16),
			fixed(100, 125),
		),
		Community: communityPrize("A",
			fixed(5, 1000), fixed(7, 466), fixed(10, 208), fixed(12, 137), fixed(5, 1000), fixed(15, 83),
			fixed(7, 466), fixed(20, 43), fixed(5, 1000), fixed(10, 208), fixed(25, 26), fixed(7, 466),
			fixed(5, 1000), fixed(12, 137), fixed(15, 83), fixed(10, 208), fixed(5, 1000), fixed(7, 466),
			fixed(20, 43), fixed(35, 12),
		),
		Meter: meter.BonusSpinXtremeAC(), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5031, 5309}, {money.Credits(1), 5, 8400, 8864}, {money.Credits(2), 0, 5031, 5309}, {money.Credits(2), 5, 8400, 8864}, {money.Credits(5), 0, 5135, 5418}, {money.Credits(5), 5, 8503, 8973}},
	})
}

// XtremeB is Bonus Spin Xtreme paytable B.
func XtremeB() Xtreme {
	return withXtremeHelp(Xtreme{
		Name: "B", Title: "Bonus Spin Xtreme, paytable B",
		Qualifier: sixesTrips, QualifyCount: sixesTripsCount, PlayedCount: sixesTripsPlayed,
		HotSpot: hotSpot("B",
			jackpot(8), fixed(50, 1000), fixed(55, 886), fixed(60, 793), fixed(50, 1000), fixed(70, 652),
			fixed(75, 597), fixed(55, 886), fixed(50, 1000), fixed(80, 550), fixed(100, 414), fixed(50, 1000),
			fixed(60, 793), fixed(70, 652), fixed(55, 886), fixed(50, 1000), fixed(75, 597), fixed(80, 550),
			fixed(250, 129),
		),
		Community: communityPrize("B",
			fixed(5, 1000), fixed(7, 652), fixed(10, 414), fixed(15, 247), fixed(5, 1000), fixed(20, 172),
			fixed(7, 652), fixed(25, 129), fixed(5, 1000), fixed(10, 414), fixed(30, 102), fixed(7, 652),
			fixed(5, 1000), fixed(15, 247), fixed(20, 172), fixed(10, 414), fixed(5, 1000), fixed(7, 652),
			fixed(25, 129), fixed(40, 71),
		),
		Meter: withHit(meter.BonusSpinXtremeAC(), 469_051, 19_244_736_525), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5081, 5244}, {money.Credits(1), 5, 8400, 8670}, {money.Credits(2), 0, 5081, 5244}, {money.Credits(2), 5, 8400, 8670}, {money.Credits(5), 0, 5203, 5370}, {money.Credits(5), 5, 8522, 8795}},
	})
}

// XtremeC is Bonus Spin Xtreme paytable C.
func XtremeC() Xtreme {
	return withXtremeHelp(Xtreme{
		Name: "C", Title: "Bonus Spin Xtreme, paytable C",
		Qualifier: sixesTrips, QualifyCount: sixesTripsCount, PlayedCount: sixesTripsPlayed,
		HotSpot: hotSpot("C",
			jackpot(8), fixed(50, 1000), fixed(55, 876), fixed(60, 776), fixed(50, 1000), fixed(75, 569),
			fixed(80, 520), fixed(55, 876), fixed(50, 1000), fixed(100, 381), fixed(200, 146), fixed(50, 1000),
			fixed(60, 776), fixed(75, 569), fixed(55, 876), fixed(50, 1000), fixed(80, 520), fixed(100, 381),
			fixed(250, 107),
		),
		Community: communityPrize("C",
			fixed(5, 1000), fixed(7, 626), fixed(10, 381), fixed(15, 217), fixed(5, 1000), fixed(20, 146),
			fixed(7, 626), fixed(25, 107), fixed(5, 1000), fixed(10, 381), fixed(30, 83), fixed(7, 626),
			fixed(5, 1000), fixed(15, 217), fixed(20, 146), fixed(10, 381), fixed(5, 1000), fixed(7, 626),
			fixed(25, 107), fixed(40, 56),
		),
		Meter: withHit(meter.BonusSpinXtremeAC(), 469_051, 17_790_568_425), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5196, 5363}, {money.Credits(1), 5, 8401, 8671}, {money.Credits(2), 0, 5196, 5363}, {money.Credits(2), 5, 8401, 8671}, {money.Credits(5), 0, 5328, 5499}, {money.Credits(5), 5, 8533, 8807}},
	})
}

// XtremeD is Bonus Spin Xtreme paytable D.
func XtremeD() Xtreme {
	return withXtremeHelp(Xtreme{
		Name: "D", Title: "Bonus Spin Xtreme, paytable D",
		Qualifier: kingsTrips, QualifyCount: kingsTripsCount, PlayedCount: kingsTripsPlayed,
		HotSpot: hotSpot("D",
			jackpot(12), fixed(75, 1000), fixed(80, 948), fixed(100, 788), fixed(150, 564), fixed(75, 1000),
			fixed(200, 445), fixed(80, 948), fixed(100, 788), fixed(250, 370), fixed(75, 1000), fixed(200, 445),
			fixed(150, 564), fixed(100, 788), fixed(75, 1000), fixed(80, 948), fixed(250, 370), fixed(500, 209),
			fixed(300, 318),
		),
		Community: communityPrize("D",
			fixed(10, 1000), fixed(15, 715), fixed(20, 564), fixed(25, 469), fixed(10, 1000), fixed(30, 404),
			fixed(15, 715), fixed(40, 318), fixed(10, 1000), fixed(20, 564), fixed(50, 265), fixed(15, 715),
			fixed(10, 1000), fixed(25, 469), fixed(30, 404), fixed(20, 564), fixed(10, 1000), fixed(15, 715),
			fixed(40, 318), fixed(60, 228),
		),
		Meter: meter.BonusSpinXtremeDI(), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 4765, 5034}, {money.Credits(1), 5, 8400, 8873}, {money.Credits(2), 0, 4765, 5034}, {money.Credits(2), 5, 8400, 8873}, {money.Credits(5), 0, 4956, 5235}, {money.Credits(5), 5, 8591, 9075}},
	})
}

// XtremeE is Bonus Spin Xtreme paytable E.
func XtremeE() Xtreme {
	return withXtremeHelp(Xtreme{
		Name: "E", Title: "Bonus Spin Xtreme, paytable E",
		Qualifier: kingsTrips, QualifyCount: kingsTripsCount, PlayedCount: kingsTripsPlayed,
		HotSpot: hotSpot("E",
			jackpot(10), fixed(80, 1000), fixed(100, 786), fixed(125, 617), fixed(150, 507), fixed(80, 1000),
			fixed(200, 371), fixed(100, 786), fixed(125, 617), fixed(250, 291), fixed(80, 1000),
			fixed(200, 371), fixed(150, 507), fixed(125, 617), fixed(80, 1000), fixed(100, 786),
			fixed(250, 291), fixed(500, 138), fixed(300, 239),
		),
		Community: communityPrize("E",
			fixed(10, 1000), fixed(15, 645), fixed(20, 472), fixed(25, 371), fixed(10, 1000), fixed(30, 305),
			fixed(15, 645), fixed(40, 223), fixed(10, 1000), fixed(20, 472), fixed(50, 175), fixed(15, 645),
			fixed(10, 1000), fixed(25, 371), fixed(30, 305), fixed(20, 472), fixed(10, 1000), fixed(15, 645),
			fixed(40, 223), fixed(75, 113),
		),
		Meter: withHit(meter.BonusSpinXtremeDI(), 822_817, 45_174_717_588), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5005, 5287}, {money.Credits(1), 5, 8400, 8873}, {money.Credits(2), 0, 5005, 5287}, {money.Credits(2), 5, 8400, 8873}, {money.Credits(5), 0, 5187, 5479}, {money.Credits(5), 5, 8582, 9066}},
	})
}

// XtremeF is Bonus Spin Xtreme paytable F.
func XtremeF() Xtreme {
	return withXtremeHelp(Xtreme{
		Name: "F", Title: "Bonus Spin Xtreme, paytable F",
		Qualifier: kingsTrips, QualifyCount: kingsTripsCount, PlayedCount: kingsTripsPlayed,
		HotSpot: hotSpot("F",
			jackpot(9), fixed(100, 1000), fixed(125, 681), fixed(150, 497), fixed(175, 381), fixed(100, 1000),
			fixed(200, 303), fixed(125, 681), fixed(150, 497), fixed(250, 206), fixed(100, 1000),
			fixed(200, 303), fixed(175, 381), fixed(150, 497), fixed(100, 1000), fixed(125, 681),
			fixed(250, 206), fixed(500, 62), fixed(300, 151),
		),
		Community: communityPrize("F",
			fixed(10, 1000), fixed(15, 497), fixed(20, 303), fixed(25, 206), fixed(10, 1000), fixed(30, 151),
			fixed(15, 497), fixed(40, 92), fixed(10, 1000), fixed(20, 303), fixed(50, 62), fixed(15, 497),
			fixed(10, 1000), fixed(25, 206), fixed(30, 151), fixed(20, 303), fixed(10, 1000), fixed(15, 497),
			fixed(40, 92), fixed(75, 31),
		),
		Meter: withHit(meter.BonusSpinXtremeDI(), 2_468_451, 131_329_219_840), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5484, 5793}, {money.Credits(1), 5, 8400, 8873}, {money.Credits(2), 0, 5484, 5793}, {money.Credits(2), 5, 8400, 8873}, {money.Credits(5), 0, 5672, 5991}, {money.Credits(5), 5, 8588, 9072}},
	})
}

// XtremeG is Bonus Spin Xtreme paytable G.
func XtremeG() Xtreme {
	return withXtremeHelp(Xtreme{
		Name: "G", Title: "Bonus Spin Xtreme, paytable G",
		Qualifier: anyFlush, QualifyCount: anyFlushCount, PlayedCount: anyFlushPlayed,
		HotSpot: hotSpot("G",
			jackpot(45), fixed(200, 1000), fixed(250, 942), fixed(300, 897), fixed(350, 861), fixed(200, 1000),
			fixed(400, 830), fixed(250, 942), fixed(300, 897), fixed(500, 782), fixed(200, 1000),
			fixed(400, 830), fixed(350, 861), fixed(300, 897), fixed(200, 1000), fixed(250, 942),
			fixed(500, 782), fixed(1000, 649), fixed(600, 745),
		),
		Community: communityPrize("G",
			fixed(25, 1000), fixed(30, 952), fixed(40, 882), fixed(50, 830), fixed(25, 1000), fixed(75, 745),
			fixed(30, 952), fixed(100, 690), fixed(25, 1000), fixed(40, 882), fixed(125, 649), fixed(30, 952),
			fixed(25, 1000), fixed(50, 830), fixed(75, 745), fixed(40, 882), fixed(25, 1000), fixed(30, 952),
			fixed(100, 690), fixed(150, 619),
		),
		Meter: withHit(meter.BonusSpinXtremeDI(), 18_745_551, 930_755_906_990), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 4886, 4975}, {money.Credits(1), 5, 8400, 8553}, {money.Credits(2), 0, 4886, 4975}, {money.Credits(2), 5, 8400, 8553}, {money.Credits(5), 0, 5087, 5180}, {money.Credits(5), 5, 8601, 8758}},
	})
}

// XtremeH is Bonus Spin Xtreme paytable H.
func XtremeH() Xtreme {
	return withXtremeHelp(Xtreme{
		Name: "H", Title: "Bonus Spin Xtreme, paytable H",
		Qualifier: anyFlush, QualifyCount: anyFlushCount, PlayedCount: anyFlushPlayed,
		HotSpot: hotSpot("H",
			jackpot(40), fixed(200, 1000), fixed(250, 889), fixed(300, 807), fixed(350, 743), fixed(200, 1000),
			fixed(400, 693), fixed(250, 889), fixed(300, 807), fixed(500, 616), fixed(200, 1000),
			fixed(400, 693), fixed(350, 743), fixed(300, 807), fixed(200, 1000), fixed(250, 889),
			fixed(500, 616), fixed(1000, 426), fixed(600, 559),
		),
		Community: communityPrize("H",
			fixed(30, 1000), fixed(40, 859), fixed(50, 763), fixed(60, 693), fixed(30, 1000), fixed(75, 616),
			fixed(40, 859), fixed(100, 529), fixed(30, 1000), fixed(50, 763), fixed(125, 470), fixed(40, 859),
			fixed(30, 1000), fixed(60, 693), fixed(75, 616), fixed(50, 763), fixed(30, 1000), fixed(40, 859),
			fixed(100, 529), fixed(150, 426),
		),
		Meter: withHit(meter.BonusSpinXtremeDI(), 16_662_712, 832_131_601_665), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 4651, 4735}, {money.Credits(1), 5, 8400, 8553}, {money.Credits(2), 0, 4651, 4735}, {money.Credits(2), 5, 8400, 8553}, {money.Credits(5), 0, 4851, 4939}, {money.Credits(5), 5, 8600, 8757}},
	})
}

// XtremeI is Bonus Spin Xtreme paytable I.
func XtremeI() Xtreme {
	return withXtremeHelp(Xtreme{
		Name: "I", Title: "Bonus Spin Xtreme, paytable I",
		Qualifier: anyFlush, QualifyCount: anyFlushCount, PlayedCount: anyFlushPlayed,
		HotSpot: hotSpot("I",
			jackpot(34), fixed(200, 1000), fixed(250, 836), fixed(300, 722), fixed(400, 573), fixed(200, 1000),
			fixed(500, 479), fixed(250, 836), fixed(300, 722), fixed(600, 414), fixed(200, 1000),
			fixed(500, 479), fixed(400, 573), fixed(300, 722), fixed(200, 1000), fixed(250, 836),
			fixed(600, 414), fixed(1000, 274), fixed(750, 346),
		),
		Community: communityPrize("I",
			fixed(35, 1000), fixed(40, 898), fixed(50, 751), fixed(60, 648), fixed(35, 1000), fixed(75, 542),
			fixed(40, 898), fixed(100, 430), fixed(35, 1000), fixed(50, 751), fixed(125, 360), fixed(40, 898),
			fixed(35, 1000), fixed(60, 648), fixed(75, 542), fixed(50, 751), fixed(35, 1000), fixed(40, 898),
			fixed(100, 430), fixed(150, 311),
		),
		Meter: withHit(meter.BonusSpinXtremeDI(), 2_082_839, 105_527_490_250), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 4696, 4781}, {money.Credits(1), 5, 8400, 8553}, {money.Credits(2), 0, 4696, 4781}, {money.Credits(2), 5, 8400, 8553}, {money.Credits(5), 0, 4893, 4982}, {money.Credits(5), 5, 8598, 8754}},
	})
}
