package wheel

import (
	"felt/game/meter"
	"felt/game/money"
)

// BonusSpin is a Bonus Spin Progressive paytable (seed 001 ch.12 D): the
// wheel a 5-credit wager with a pocket pair spins, the Community Pay the
// other Bonus Spin bettors get, the meter the Jackpot pays from, the
// wagers the table takes and the returns the weights give.
type BonusSpin struct {
	Name      string // "A" to "D"
	Title     string
	Wheel     Wheel
	Community CommunityPay
	// Meter is the jackpot's system: the progressive (B, D) or the fixed
	// prize as a meter that does not progress (A, C).
	Meter meter.Config
	// Wagers are the amounts the paytable takes. A and B take 1 or 5;
	// C and D take 5 only: no symbol of their wheels earns a Community
	// Pay, so a 1-credit wager, which never spins, could win nothing.
	Wagers []money.Amount
	// Returns are the wager's returns with the meter at its seed, for the
	// help screen (TestReturns checks them against Return).
	Returns []Figure
}

// BonusSpinPaytables returns paytables A to D.
func BonusSpinPaytables() []BonusSpin {
	return []BonusSpin{BonusSpinA(), BonusSpinB(), BonusSpinC(), BonusSpinD()}
}

// spinWagers are the wagers Bonus Spin takes where it has Community Pays.
func spinWagers() []money.Amount { return []money.Amount{money.Credits(1), money.Credits(5)} }

// spinWheel is a Bonus Spin wheel for the 5-credit wager.
func spinWheel(name string, segs ...Segment) Wheel {
	return Wheel{Name: name, Title: "Bonus Spin wheel, paytable " + name, Base: money.Credits(5), Segments: segs}
}

// BonusSpinA is Bonus Spin paytable A with Community Pay A: a $1,000
// fixed-prize Jackpot, amounts $500 down to $10. Its weights are ours: the
// small amounts come up most, $500 about once in 43 spins, the Jackpot 9
// times in 18,242.
func BonusSpinA() BonusSpin {
	return BonusSpin{
		Name: "A", Title: "Bonus Spin, paytable A",
		Wheel: spinWheel("A",
			jackpot(9), fixed(10, 1000), fixed(18, 879), fixed(25, 817), fixed(11, 979), fixed(12, 961),
			fixed(35, 759), fixed(60, 674), fixed(10, 1000), fixed(18, 879), fixed(25, 817), fixed(70, 651),
			fixed(120, 579), fixed(200, 517), fixed(11, 979), fixed(12, 961), fixed(10, 1000), fixed(18, 879),
			fixed(25, 817), fixed(35, 759), fixed(60, 674), fixed(70, 651), fixed(120, 579), fixed(500, 422),
		),
		Community: CommunityPayA(), Meter: meter.BonusSpinA(), Wagers: spinWagers(),
		Returns: []Figure{{money.Credits(1), 0, 0}, {money.Credits(1), 5, 3380}, {money.Credits(5), 0, 5616}, {money.Credits(5), 5, 8996}},
	}
}

// BonusSpinB is Bonus Spin paytable B with Community Pay A: a
// progressive Jackpot seeded at $1,000, amounts $500 down to $10; of the
// Community Pay symbols only $500 is on its wheel.
func BonusSpinB() BonusSpin {
	return BonusSpin{
		Name: "B", Title: "Bonus Spin, paytable B",
		Wheel: spinWheel("B",
			jackpot(10), fixed(10, 1000), fixed(18, 946), fixed(20, 936), fixed(12, 983), fixed(13, 975),
			fixed(30, 901), fixed(50, 859), fixed(10, 1000), fixed(18, 946), fixed(20, 936), fixed(60, 844),
			fixed(120, 790), fixed(250, 737), fixed(12, 983), fixed(13, 975), fixed(10, 1000), fixed(18, 946),
			fixed(20, 936), fixed(30, 901), fixed(50, 859), fixed(60, 844), fixed(120, 790), fixed(500, 691),
		),
		Community: CommunityPayA(), Meter: meter.BonusSpinB(), Wagers: spinWagers(),
		Returns: []Figure{{money.Credits(1), 0, 0}, {money.Credits(1), 5, 1955}, {money.Credits(5), 0, 6547}, {money.Credits(5), 5, 8502}},
	}
}

// BonusSpinC is Bonus Spin paytable C: a $5,000 fixed-prize Jackpot,
// amounts $2,500 down to $40 and no Community Pay symbol (5-credit wagers
// only).
func BonusSpinC() BonusSpin {
	return BonusSpin{
		Name: "C", Title: "Bonus Spin, paytable C",
		Wheel: spinWheel("C",
			jackpot(6), fixed(40, 1000), fixed(50, 799), fixed(60, 666), fixed(70, 570), fixed(75, 532),
			fixed(40, 1000), fixed(250, 159), fixed(350, 113), fixed(50, 799), fixed(60, 666), fixed(70, 570),
			fixed(40, 1000), fixed(75, 532), fixed(1000, 39), fixed(350, 113), fixed(250, 159), fixed(50, 799),
			fixed(40, 1000), fixed(60, 666), fixed(70, 570), fixed(75, 532), fixed(2500, 16), fixed(600, 66),
		),
		Community: CommunityPayA(), Meter: meter.BonusSpinC(), Wagers: []money.Amount{money.Credits(5)},
		Returns: []Figure{{money.Credits(5), 0, 8999}, {money.Credits(5), 5, 8999}},
	}
}

// BonusSpinD is Bonus Spin paytable D: the wheel of C with a progressive
// Jackpot seeded at $5,000 (5-credit wagers only).
func BonusSpinD() BonusSpin {
	return BonusSpin{
		Name: "D", Title: "Bonus Spin, paytable D",
		Wheel: spinWheel("D",
			jackpot(6), fixed(40, 1000), fixed(50, 781), fixed(60, 639), fixed(70, 539), fixed(75, 499),
			fixed(40, 1000), fixed(250, 132), fixed(350, 91), fixed(50, 781), fixed(60, 639), fixed(70, 539),
			fixed(40, 1000), fixed(75, 499), fixed(1000, 28), fixed(350, 91), fixed(250, 132), fixed(50, 781),
			fixed(40, 1000), fixed(60, 639), fixed(70, 539), fixed(75, 499), fixed(2500, 10), fixed(600, 50),
		),
		Community: CommunityPayA(), Meter: meter.BonusSpinD(), Wagers: []money.Amount{money.Credits(5)},
		Returns: []Figure{{money.Credits(5), 0, 8496}, {money.Credits(5), 5, 8496}},
	}
}
