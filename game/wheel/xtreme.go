package wheel

import (
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
	// Deals it happens in (TestQualifyCounts counts them).
	Qualifier    Qualifier
	QualifyCount int64
	HotSpot      Wheel
	Community    Wheel
	// Meter is the progressive the Hot Spot Jackpot pays, with this
	// paytable's hit chance.
	Meter   meter.Config
	Wagers  []money.Amount // 1, 2 or 5
	Returns []Figure
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
	return Xtreme{
		Name: "A", Title: "Bonus Spin Xtreme, paytable A", Qualifier: anyTrips, QualifyCount: anyTripsCount,
		HotSpot: hotSpot("A",
			jackpot(4), fixed(40, 1000), fixed(45, 708), fixed(50, 519), fixed(60, 304), fixed(40, 1000),
			fixed(75, 158), fixed(45, 708), fixed(50, 519), fixed(80, 131), fixed(40, 1000), fixed(75, 158),
			fixed(60, 304), fixed(50, 519), fixed(40, 1000), fixed(45, 708), fixed(80, 131), fixed(250, 5),
			fixed(100, 68),
		),
		Community: communityPrize("A",
			fixed(5, 1000), fixed(7, 373), fixed(10, 131), fixed(12, 77), fixed(5, 1000), fixed(15, 40), fixed(7, 373),
			fixed(20, 17), fixed(5, 1000), fixed(10, 131), fixed(25, 9), fixed(7, 373), fixed(5, 1000), fixed(12, 77),
			fixed(15, 40), fixed(10, 131), fixed(5, 1000), fixed(7, 373), fixed(20, 17), fixed(35, 3),
		),
		Meter: meter.BonusSpinXtremeAC(), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5118}, {money.Credits(1), 5, 8400}, {money.Credits(2), 0, 5118}, {money.Credits(2), 5, 8400}, {money.Credits(5), 0, 5239}, {money.Credits(5), 5, 8521}},
	}
}

// XtremeB is Bonus Spin Xtreme paytable B.
func XtremeB() Xtreme {
	return Xtreme{
		Name: "B", Title: "Bonus Spin Xtreme, paytable B", Qualifier: sixesTrips, QualifyCount: sixesTripsCount,
		HotSpot: hotSpot("B",
			jackpot(8), fixed(50, 1000), fixed(55, 869), fixed(60, 765), fixed(50, 1000), fixed(70, 609),
			fixed(75, 551), fixed(55, 869), fixed(50, 1000), fixed(80, 501), fixed(100, 361), fixed(50, 1000),
			fixed(60, 765), fixed(70, 609), fixed(55, 869), fixed(50, 1000), fixed(75, 551), fixed(80, 501),
			fixed(250, 94),
		),
		Community: communityPrize("B",
			fixed(5, 1000), fixed(7, 609), fixed(10, 361), fixed(15, 198), fixed(5, 1000), fixed(20, 130),
			fixed(7, 609), fixed(25, 94), fixed(5, 1000), fixed(10, 361), fixed(30, 72), fixed(7, 609), fixed(5, 1000),
			fixed(15, 198), fixed(20, 130), fixed(10, 361), fixed(5, 1000), fixed(7, 609), fixed(25, 94),
			fixed(40, 47),
		),
		Meter: withHit(meter.BonusSpinXtremeAC(), 1_971_916, 75_633_428_689), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5168}, {money.Credits(1), 5, 8399}, {money.Credits(2), 0, 5168}, {money.Credits(2), 5, 8399}, {money.Credits(5), 0, 5298}, {money.Credits(5), 5, 8530}},
	}
}

// XtremeC is Bonus Spin Xtreme paytable C.
func XtremeC() Xtreme {
	return Xtreme{
		Name: "C", Title: "Bonus Spin Xtreme, paytable C", Qualifier: sixesTrips, QualifyCount: sixesTripsCount,
		HotSpot: hotSpot("C",
			jackpot(8), fixed(50, 1000), fixed(55, 861), fixed(60, 750), fixed(50, 1000), fixed(75, 528),
			fixed(80, 477), fixed(55, 861), fixed(50, 1000), fixed(100, 335), fixed(200, 113), fixed(50, 1000),
			fixed(60, 750), fixed(75, 528), fixed(55, 861), fixed(50, 1000), fixed(80, 477), fixed(100, 335),
			fixed(250, 79),
		),
		Community: communityPrize("C",
			fixed(5, 1000), fixed(7, 588), fixed(10, 335), fixed(15, 177), fixed(5, 1000), fixed(20, 113),
			fixed(7, 588), fixed(25, 79), fixed(5, 1000), fixed(10, 335), fixed(30, 59), fixed(7, 588), fixed(5, 1000),
			fixed(15, 177), fixed(20, 113), fixed(10, 335), fixed(5, 1000), fixed(7, 588), fixed(25, 79),
			fixed(40, 38),
		),
		Meter: withHit(meter.BonusSpinXtremeAC(), 3_943_832, 140_040_660_487), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5259}, {money.Credits(1), 5, 8401}, {money.Credits(2), 0, 5259}, {money.Credits(2), 5, 8401}, {money.Credits(5), 0, 5400}, {money.Credits(5), 5, 8542}},
	}
}

// XtremeD is Bonus Spin Xtreme paytable D.
func XtremeD() Xtreme {
	return Xtreme{
		Name: "D", Title: "Bonus Spin Xtreme, paytable D", Qualifier: kingsTrips, QualifyCount: kingsTripsCount,
		HotSpot: hotSpot("D",
			jackpot(12), fixed(75, 1000), fixed(80, 936), fixed(100, 744), fixed(150, 490), fixed(75, 1000),
			fixed(200, 365), fixed(80, 936), fixed(100, 744), fixed(250, 290), fixed(75, 1000), fixed(200, 365),
			fixed(150, 490), fixed(100, 744), fixed(75, 1000), fixed(80, 936), fixed(250, 290), fixed(500, 142),
			fixed(300, 240),
		),
		Community: communityPrize("D",
			fixed(10, 1000), fixed(15, 659), fixed(20, 490), fixed(25, 390), fixed(10, 1000), fixed(30, 323),
			fixed(15, 659), fixed(40, 240), fixed(10, 1000), fixed(20, 490), fixed(50, 191), fixed(15, 659),
			fixed(10, 1000), fixed(25, 390), fixed(30, 323), fixed(20, 490), fixed(10, 1000), fixed(15, 659),
			fixed(40, 240), fixed(60, 159),
		),
		Meter: meter.BonusSpinXtremeDI(), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 4769}, {money.Credits(1), 5, 8400}, {money.Credits(2), 0, 4769}, {money.Credits(2), 5, 8400}, {money.Credits(5), 0, 4984}, {money.Credits(5), 5, 8615}},
	}
}

// XtremeE is Bonus Spin Xtreme paytable E.
func XtremeE() Xtreme {
	return Xtreme{
		Name: "E", Title: "Bonus Spin Xtreme, paytable E", Qualifier: kingsTrips, QualifyCount: kingsTripsCount,
		HotSpot: hotSpot("E",
			jackpot(10), fixed(80, 1000), fixed(100, 743), fixed(125, 552), fixed(150, 433), fixed(80, 1000),
			fixed(200, 295), fixed(100, 743), fixed(125, 552), fixed(250, 220), fixed(80, 1000), fixed(200, 295),
			fixed(150, 433), fixed(125, 552), fixed(80, 1000), fixed(100, 743), fixed(250, 220), fixed(500, 87),
			fixed(300, 172),
		),
		Community: communityPrize("E",
			fixed(10, 1000), fixed(15, 583), fixed(20, 398), fixed(25, 295), fixed(10, 1000), fixed(30, 232),
			fixed(15, 583), fixed(40, 158), fixed(10, 1000), fixed(20, 398), fixed(50, 118), fixed(15, 583),
			fixed(10, 1000), fixed(25, 295), fixed(30, 232), fixed(20, 398), fixed(10, 1000), fixed(15, 583),
			fixed(40, 158), fixed(75, 69),
		),
		Meter: withHit(meter.BonusSpinXtremeDI(), 12_313_313, 588_233_987_250), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5036}, {money.Credits(1), 5, 8400}, {money.Credits(2), 0, 5036}, {money.Credits(2), 5, 8400}, {money.Credits(5), 0, 5245}, {money.Credits(5), 5, 8610}},
	}
}

// XtremeF is Bonus Spin Xtreme paytable F.
func XtremeF() Xtreme {
	return Xtreme{
		Name: "F", Title: "Bonus Spin Xtreme, paytable F", Qualifier: kingsTrips, QualifyCount: kingsTripsCount,
		HotSpot: hotSpot("F",
			jackpot(9), fixed(100, 1000), fixed(125, 620), fixed(150, 420), fixed(175, 302), fixed(100, 1000),
			fixed(200, 227), fixed(125, 620), fixed(150, 420), fixed(250, 141), fixed(100, 1000), fixed(200, 227),
			fixed(175, 302), fixed(150, 420), fixed(100, 1000), fixed(125, 620), fixed(250, 141), fixed(500, 32),
			fixed(300, 95),
		),
		Community: communityPrize("F",
			fixed(10, 1000), fixed(15, 420), fixed(20, 227), fixed(25, 141), fixed(10, 1000), fixed(30, 95),
			fixed(15, 420), fixed(40, 52), fixed(10, 1000), fixed(20, 227), fixed(50, 32), fixed(15, 420),
			fixed(10, 1000), fixed(25, 141), fixed(30, 95), fixed(20, 227), fixed(10, 1000), fixed(15, 420),
			fixed(40, 52), fixed(75, 13),
		),
		Meter: withHit(meter.BonusSpinXtremeDI(), 22_026_068, 1_000_000_000_000), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 5546}, {money.Credits(1), 5, 8400}, {money.Credits(2), 0, 5546}, {money.Credits(2), 5, 8400}, {money.Credits(5), 0, 5766}, {money.Credits(5), 5, 8620}},
	}
}

// XtremeG is Bonus Spin Xtreme paytable G.
func XtremeG() Xtreme {
	return Xtreme{
		Name: "G", Title: "Bonus Spin Xtreme, paytable G", Qualifier: anyFlush, QualifyCount: anyFlushCount,
		HotSpot: hotSpot("G",
			jackpot(45), fixed(200, 1000), fixed(250, 928), fixed(300, 872), fixed(350, 828), fixed(200, 1000),
			fixed(400, 792), fixed(250, 928), fixed(300, 872), fixed(500, 734), fixed(200, 1000), fixed(400, 792),
			fixed(350, 828), fixed(300, 872), fixed(200, 1000), fixed(250, 928), fixed(500, 734), fixed(1000, 582),
			fixed(600, 691),
		),
		Community: communityPrize("G",
			fixed(25, 1000), fixed(30, 940), fixed(40, 854), fixed(50, 792), fixed(25, 1000), fixed(75, 691),
			fixed(30, 940), fixed(100, 627), fixed(25, 1000), fixed(40, 854), fixed(125, 582), fixed(30, 940),
			fixed(25, 1000), fixed(50, 792), fixed(75, 691), fixed(40, 854), fixed(25, 1000), fixed(30, 940),
			fixed(100, 627), fixed(150, 547),
		),
		Meter: withHit(meter.BonusSpinXtremeDI(), 326_261, 15_434_107_220), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 4909}, {money.Credits(1), 5, 8400}, {money.Credits(2), 0, 4909}, {money.Credits(2), 5, 8400}, {money.Credits(5), 0, 5120}, {money.Credits(5), 5, 8612}},
	}
}

// XtremeH is Bonus Spin Xtreme paytable H.
func XtremeH() Xtreme {
	return Xtreme{
		Name: "H", Title: "Bonus Spin Xtreme, paytable H", Qualifier: anyFlush, QualifyCount: anyFlushCount,
		HotSpot: hotSpot("H",
			jackpot(40), fixed(200, 1000), fixed(250, 871), fixed(300, 778), fixed(350, 708), fixed(200, 1000),
			fixed(400, 651), fixed(250, 871), fixed(300, 778), fixed(500, 568), fixed(200, 1000), fixed(400, 651),
			fixed(350, 708), fixed(300, 778), fixed(200, 1000), fixed(250, 871), fixed(500, 568), fixed(1000, 370),
			fixed(600, 507),
		),
		Community: communityPrize("H",
			fixed(30, 1000), fixed(40, 837), fixed(50, 729), fixed(60, 651), fixed(30, 1000), fixed(75, 568),
			fixed(40, 837), fixed(100, 475), fixed(30, 1000), fixed(50, 729), fixed(125, 414), fixed(40, 837),
			fixed(30, 1000), fixed(60, 651), fixed(75, 568), fixed(50, 729), fixed(30, 1000), fixed(40, 837),
			fixed(100, 475), fixed(150, 370),
		),
		Meter: withHit(meter.BonusSpinXtremeDI(), 652_522, 30_881_721_535), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 4661}, {money.Credits(1), 5, 8400}, {money.Credits(2), 0, 4661}, {money.Credits(2), 5, 8400}, {money.Credits(5), 0, 4873}, {money.Credits(5), 5, 8612}},
	}
}

// XtremeI is Bonus Spin Xtreme paytable I.
func XtremeI() Xtreme {
	return Xtreme{
		Name: "I", Title: "Bonus Spin Xtreme, paytable I", Qualifier: anyFlush, QualifyCount: anyFlushCount,
		HotSpot: hotSpot("I",
			jackpot(34), fixed(200, 1000), fixed(250, 819), fixed(300, 695), fixed(400, 537), fixed(200, 1000),
			fixed(500, 440), fixed(250, 819), fixed(300, 695), fixed(600, 374), fixed(200, 1000), fixed(500, 440),
			fixed(400, 537), fixed(300, 695), fixed(200, 1000), fixed(250, 819), fixed(600, 374), fixed(1000, 237),
			fixed(750, 306),
		),
		Community: communityPrize("I",
			fixed(35, 1000), fixed(40, 887), fixed(50, 727), fixed(60, 617), fixed(35, 1000), fixed(75, 505),
			fixed(40, 887), fixed(100, 390), fixed(35, 1000), fixed(50, 727), fixed(125, 320), fixed(40, 887),
			fixed(35, 1000), fixed(60, 617), fixed(75, 505), fixed(50, 727), fixed(35, 1000), fixed(40, 887),
			fixed(100, 390), fixed(150, 272),
		),
		Meter: withHit(meter.BonusSpinXtremeDI(), 326_261, 15_653_663_725), Wagers: xtremeWagers(),
		Returns: []Figure{{money.Credits(1), 0, 4689}, {money.Credits(1), 5, 8400}, {money.Credits(2), 0, 4689}, {money.Credits(2), 5, 8400}, {money.Credits(5), 0, 4898}, {money.Credits(5), 5, 8608}},
	}
}
