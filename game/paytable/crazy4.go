package paytable

import (
	"fmt"
	"slices"

	"felt/game/money"
)

// This file holds the Crazy 4 Poker pay tables of seeds 000, 002, 003 and 004.

// ErrUnknown is wrapped when a pay table is asked for by a name the rule
// documents do not give.
var ErrUnknown = fmt.Errorf("no such paytable")

func line4(h string, from Class4, p Pay) Line[Class4] {
	return Line[Class4]{Hand: h, From: from, Pay: p}
}

func envy4(h string, from Class4, p Pay, envy int64) Line[Class4] {
	return Line[Class4]{Hand: h, From: from, Pay: p, Envy: money.Credits(envy)}
}

func line5(h string, from Class5, p Pay) Line[Class5] {
	return Line[Class5]{Hand: h, From: from, Pay: p}
}

func envy5(h string, from Class5, p Pay, envy int64) Line[Class5] {
	return Line[Class5]{Hand: h, From: from, Pay: p, Envy: money.Credits(envy)}
}

func to(n int64) Pay   { return PayOdds(money.ToOne(n)) }
func for1(n int64) Pay { return PayOdds(money.ForOne(n)) }

// SuperBonus is the Super Bonus pay table (000 §11(b), 002, 004). It pays
// a straight or better whatever the dealer holds.
func SuperBonus() Table[Class4] {
	return Table[Class4]{Name: "", Title: "Super Bonus", Lines: []Line[Class4]{
		line4("Four aces", FourAces4, to(200)),
		line4("Four of a kind", Quads4, to(30)),
		line4("Straight flush", StraightFlush4, to(15)),
		line4("Three of a kind", Trips4, to(2)),
		line4("Flush", Flush4, PayOdds(money.To(3, 2))),
		line4("Straight", Straight4, to(1)),
	}}
}

// QueensUpNames lists the Queens Up tables: A-D of 000 §11(c), which are
// C4P-09 to C4P-12 of 002.
func QueensUpNames() []string { return []string{"A", "B", "C", "D"} }

// QueensUp returns Queens Up pay table A, B, C or D.
func QueensUp(name string) (Table[Class4], error) {
	sf := map[string]int64{"A": 30, "B": 40, "C": 30, "D": 40}
	trips := map[string]int64{"A": 9, "B": 8, "C": 8, "D": 7}
	code := map[string]string{"A": "C4P-09", "B": "C4P-10", "C": "C4P-11", "D": "C4P-12"}
	if _, ok := sf[name]; !ok {
		return Table[Class4]{}, fmt.Errorf("%w: Queens Up %q (want A-D)", ErrUnknown, name)
	}
	return Table[Class4]{Name: name, Title: "Queens Up, paytable " + name + " (" + code[name] + ")", Lines: []Line[Class4]{
		line4("Four of a kind", Quads4, to(50)),
		line4("Straight flush", StraightFlush4, to(sf[name])),
		line4("Three of a kind", Trips4, to(trips[name])),
		line4("Flush", Flush4, to(4)),
		line4("Straight", Straight4, to(3)),
		line4("Two pair", TwoPair4, to(2)),
		line4("Pair of queens or better", PairOfQueens4, to(1)),
	}}, nil
}

// Progressive4Names lists the Four-Card Progressive tables of 003: Pays 1
// (000 §11(d) paytable A), Pays 2 (paytable B) and Pays 3 (Pays 2 with a
// reserve on the meter).
func Progressive4Names() []string { return []string{"pays1", "pays2", "pays3"} }

// Progressive4 returns a Four-Card Progressive pay table with its Envy
// Bonus per credit wagered ($100 per $1; $500 per $5). It is paid on the
// player's best four cards; "for 1" pays do not return the wager.
func Progressive4(name string) (Table[Class4], error) {
	switch name {
	case "pays1":
		return Table[Class4]{Name: name, Title: "Four-Card Progressive, Pays 1", Lines: []Line[Class4]{
			envy4("Four aces", FourAces4, PayMeter(0, 100), 100),
			envy4("Four of a kind", Quads4, for1(300), 10),
			envy4("Straight flush", StraightFlush4, for1(100), 5),
			line4("Three of a kind", Trips4, for1(9)),
		}}, nil
	case "pays2", "pays3":
		title := map[string]string{"pays2": "Pays 2", "pays3": "Pays 3"}[name]
		return Table[Class4]{Name: name, Title: "Four-Card Progressive, " + title, Lines: []Line[Class4]{
			envy4("Four aces", FourAces4, PayMeter(0, 100), 100),
			envy4("Four of a kind", Quads4, for1(300), 25),
			line4("Straight flush", StraightFlush4, for1(100)),
			line4("Three of a kind", Trips4, for1(15)),
		}}, nil
	}
	return Table[Class4]{}, fmt.Errorf("%w: Four-Card Progressive %q (want pays1-pays3)", ErrUnknown, name)
}

// Progressive5 is the Five-Card Progressive of 000 §11(e) with its Envy
// Bonus ($1,000 and $300 per $1). It is paid on the player's five cards.
func Progressive5() Table[Class5] {
	return Table[Class5]{Name: "", Title: "Five-Card Progressive", Lines: []Line[Class5]{
		envy5("Royal flush", RoyalFlush5, PayMeter(0, 100), 1000),
		envy5("Straight flush", StraightFlush5, PayMeter(0, 10), 300),
		line5("Four of a kind", Quads5, for1(300)),
		line5("Full house", FullHouse5, for1(50)),
		line5("Flush", Flush5, for1(40)),
		line5("Straight", Straight5, for1(30)),
		line5("Three of a kind", Trips5, for1(9)),
	}}
}

// MultiLinkNames lists the Multi Game Link tables of 000 §13(f).
func MultiLinkNames() []string {
	return []string{"PTMGL01", "PTMGL02", "PTMGL04", "PTMGLML01", "PTMGLML02", "PTMGLML03"}
}

// MultiLink returns a Multi Game Link progressive pay table. Its meter
// levels are, top first, the single meter, Major/Minor or Mega/Major/Minor;
// MultiLinkSeeds gives their seeds per credit wagered.
func MultiLink(name string) (Table[Class5], error) {
	lower := func(trips int64) []Line[Class5] {
		return []Line[Class5]{
			line5("Full house", FullHouse5, for1(50)),
			line5("Flush", Flush5, for1(40)),
			line5("Straight", Straight5, for1(30)),
			line5("Three of a kind", Trips5, for1(trips)),
		}
	}
	var top []Line[Class5]
	trips := int64(9)
	switch name {
	case "PTMGL01", "PTMGL02":
		royal, sf := int64(1000), int64(300)
		if name == "PTMGL02" {
			royal, sf = 5000, 1500
		}
		top = []Line[Class5]{
			envy5("Royal flush", RoyalFlush5, PayMeter(0, 100), royal),
			envy5("Straight flush", StraightFlush5, PayMeter(0, 10), sf),
			line5("Four of a kind", Quads5, for1(300)),
		}
	case "PTMGL04":
		top = []Line[Class5]{
			envy5("Straight flush", StraightFlush5, PayMeter(0, 100), 250),
			line5("Four of a kind", Quads5, for1(300)),
		}
	case "PTMGLML01":
		top = []Line[Class5]{
			envy5("Royal flush", RoyalFlush5, PayMeter(0, 100), 1000),
			envy5("Straight flush", StraightFlush5, PayMeter(1, 100), 300),
			line5("Four of a kind", Quads5, for1(300)),
		}
	case "PTMGLML02", "PTMGLML03":
		if name == "PTMGLML02" {
			trips = 10
		}
		top = []Line[Class5]{
			envy5("Royal flush", RoyalFlush5, PayMeter(0, 100), 1000),
			envy5("Straight flush", StraightFlush5, PayMeter(1, 100), 300),
			line5("Four of a kind", Quads5, PayMeter(2, 100)),
		}
	default:
		return Table[Class5]{}, fmt.Errorf("%w: Multi Game Link %q", ErrUnknown, name)
	}
	return Table[Class5]{Name: name, Title: "Multi Game Link progressive " + name, Lines: append(top, lower(trips)...)}, nil
}

// MultiLinkSeeds returns the meter seeds of a Multi Game Link table per
// credit wagered, top level first (000 §13(f): "Listed seed amounts are
// for $1 wager").
func MultiLinkSeeds(name string) ([]money.Amount, error) {
	switch name {
	case "PTMGL01", "PTMGL02":
		return []money.Amount{money.Credits(10000)}, nil
	case "PTMGL04":
		return []money.Amount{money.Credits(1000)}, nil
	case "PTMGLML01":
		return []money.Amount{money.Credits(10000), money.Credits(1000)}, nil
	case "PTMGLML02", "PTMGLML03":
		return []money.Amount{money.Credits(10000), money.Credits(1000), money.Credits(250)}, nil
	}
	return nil, fmt.Errorf("%w: Multi Game Link %q", ErrUnknown, name)
}

// FiveCardHandBonus is the Five Card Hand Bonus of 000 §11(f), paid on the
// player's five cards, the dealer's, or both.
func FiveCardHandBonus() Table[Class5] {
	return Table[Class5]{Name: "", Title: "Five Card Hand Bonus", Lines: []Line[Class5]{
		line5("Royal flush", RoyalFlush5, PayMeter(0, 100)),
		line5("Straight flush", StraightFlush5, PayMeter(0, 10)),
		line5("Four of a kind", Quads5, for1(500)),
		line5("Full house", FullHouse5, for1(100)),
		line5("Flush", Flush5, for1(50)),
	}}
}

// MagicCard and LuckyBonus are the extra pays of the Five Card Hand Bonus
// (000 §11(f)(3)). By our reading (docs/rules.md) they are added only to a
// hand that also wins the Five Card Hand Bonus.
func MagicCard() money.Odds { return money.ForOne(20) }

// LuckyBonus is the Lucky Bonus pay; see MagicCard.
func LuckyBonus() money.Odds { return money.ForOne(5) }

// CoverAll returns the Cover All pay table for a round with the given
// number of players, 1 to 6 (000 §12(k)). It pays on the highest hand at
// the table, the dealer's included, when that is three of a kind or better.
func CoverAll(players int) (Table[Class4], error) {
	if players < 1 || players > 6 {
		return Table[Class4]{}, fmt.Errorf("%w: Cover All for %d players (want 1-6)", ErrUnknown, players)
	}
	i := 6 - players
	col := func(xs ...int64) Pay { return to(xs[i]) }
	return Table[Class4]{Name: fmt.Sprint(players), Title: fmt.Sprintf("Cover All, %d players", players), Lines: []Line[Class4]{
		line4("4 Aces", FourAces4, col(100, 125, 150, 200, 250, 300)),
		line4("4 of a Kind", Quads4, col(25, 50, 60, 80, 100, 150)),
		line4("Royal Flush", RoyalFlush4, col(50, 80, 100, 125, 150, 200)),
		line4("Straight Flush", StraightFlush4, col(20, 35, 40, 60, 90, 125)),
		line4("3 of a Kind", Trips4, col(4, 4, 5, 6, 8, 13)),
	}}, nil
}

// BadBeatNames lists the Bad Beat tables of 002.
func BadBeatNames() []string { return []string{"1", "2"} }

// BadBeat returns Bad Beat paytable 1 or 2 of 002. It pays on the losing
// hand of a showdown against a qualifying dealer: the player's two pair or
// better losing to the dealer, or the dealer's two pair or better losing to
// the player. Ties do not count.
func BadBeat(name string) (Table[Class4], error) {
	switch name {
	case "1":
		return Table[Class4]{Name: name, Title: "Bad Beat, paytable 1", Lines: []Line[Class4]{
			line4("4 of a Kind", Quads4, to(25000)),
			line4("Straight Flush", StraightFlush4, to(10000)),
			line4("3 of a Kind", Trips4, to(200)),
			line4("Flush", Flush4, to(50)),
			line4("Straight", Straight4, to(30)),
			line4("2 Pair", TwoPair4, to(20)),
		}}, nil
	case "2":
		return Table[Class4]{Name: name, Title: "Bad Beat, paytable 2", Lines: []Line[Class4]{
			line4("Straight Flush +", StraightFlush4, to(1000)),
			line4("3 of a Kind", Trips4, to(500)),
			line4("Flush", Flush4, to(50)),
			line4("Straight", Straight4, to(20)),
			line4("2 Pair", TwoPair4, to(15)),
		}}, nil
	}
	return Table[Class4]{}, fmt.Errorf("%w: Bad Beat %q (want 1 or 2)", ErrUnknown, name)
}

// SixCardBonus is the 6 Card Bonus of 004: the best five of the player's
// five cards and one communal card. No one payout may exceed SixCardCap.
func SixCardBonus() Table[Class5] {
	return Table[Class5]{Name: "", Title: "6 Card Bonus", Lines: []Line[Class5]{
		line5("Royal flush", RoyalFlush5, to(1000)),
		line5("Straight flush", StraightFlush5, to(200)),
		line5("Four of a kind", Quads5, to(50)),
		line5("Full house", FullHouse5, to(20)),
		line5("Flush", Flush5, to(15)),
		line5("Straight", Straight5, to(10)),
		line5("Three of a kind", Trips5, to(5)),
	}}
}

// SixCardCap is the largest 6 Card Bonus payout (004: "Max Payout Aggregate
// $3,000 (For any one payout)").
const SixCardCap = 3000 * money.Credit

// AcesUp returns Four Card Poker's Aces Up pay table as a cross-check of
// the best-four-of-five distribution (docs/rules.md): "50-40-9-6-4-2-1" or
// "50-40-7-5-4-3-1".
func AcesUp(name string) (Table[Class4], error) {
	pays := map[string][]int64{"50-40-9-6-4-2-1": {50, 40, 9, 6, 4, 2, 1}, "50-40-7-5-4-3-1": {50, 40, 7, 5, 4, 3, 1}}
	p, ok := pays[name]
	if !ok {
		return Table[Class4]{}, fmt.Errorf("%w: Aces Up %q", ErrUnknown, name)
	}
	return Table[Class4]{Name: name, Title: "Aces Up " + name, Lines: []Line[Class4]{
		line4("Four of a kind", Quads4, to(p[0])),
		line4("Straight flush", StraightFlush4, to(p[1])),
		line4("Three of a kind", Trips4, to(p[2])),
		line4("Flush", Flush4, to(p[3])),
		line4("Straight", Straight4, to(p[4])),
		line4("Two pair", TwoPair4, to(p[5])),
		line4("Pair of aces", PairOfAces4, to(p[6])),
	}}, nil
}

// ThreeCardSixCard is Three Card Poker's 6 Card Bonus, 1000-200-50-25-20-10-5,
// a cross-check of the best-five-of-six distribution (docs/rules.md).
func ThreeCardSixCard() Table[Class5] {
	t := SixCardBonus()
	t.Title = "Three Card Poker 6 Card Bonus"
	t.Lines = slices.Clone(t.Lines)
	t.Lines[3].Pay, t.Lines[4].Pay = to(25), to(20)
	return t
}
