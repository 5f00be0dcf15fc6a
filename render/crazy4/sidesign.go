package crazy4

import (
	"fmt"
	"strings"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/odds/sheet"
	"felt/game/paytable"
	"felt/game/table"
	"felt/render/printing"
	"felt/render/stage"
)

// sideTables are the sign's pay tables of the side bets beyond the Queens Up, the
// progressive and the 6 Card Bonus, as the table offers them: the Five Card Hand Bonus with
// its Magic Card and Lucky Bonus, the Bad Beat, and Cover All's pays for each number of
// players in the round.
func (t *Table) sideTables(s stage.Stage) []printing.SignTable {
	var out []printing.SignTable
	if hb := t.cfg.HandBonus; hb.Offered {
		var ls []printing.PayLine
		for _, l := range paytable.FiveCardHandBonus().Lines {
			ls = append(ls, printing.PayLine{Hand: strings.ToUpper(l.Hand), Pay: strings.ToUpper(l.Pay.String())})
		}
		if hb.MagicCard {
			ls = append(ls, printing.PayLine{Hand: "+ MAGIC CARD IN THE HAND", Pay: strings.ToUpper(paytable.MagicCard().String())})
		}
		if hb.LuckyBonus {
			ls = append(ls, printing.PayLine{Hand: "+ LUCKY SEAT IS THE HAND'S", Pay: strings.ToUpper(paytable.LuckyBonus().String())})
		}
		on := "on your five cards or the dealer's; for 1; a dealer's jackpot is split among its bettors"
		switch hb.Hands {
		case crazy4.HandsPlayer:
			on = "on your five cards; for 1"
		case crazy4.HandsDealer:
			on = "on the dealer's five cards; for 1; a jackpot is split among its bettors"
		}
		title := fmt.Sprintf("5 CARD BONUS · %s (%s)", unitText(hb.Unit), on)
		if hb.MagicCard && hb.LuckyBonus {
			// The math sheet's figure is for the bonus with both extra pays.
			ls = t.withMeterReturn(s, ls, sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetFiveCardHandBonus}, crazy4.HandBonus, hb.Unit)
		}
		out = append(out, printing.SignTable{Title: title, Lines: ls})
	}
	if name := t.cfg.BadBeat; name != "" {
		if bb, err := paytable.BadBeat(name); err == nil {
			out = append(out, printing.SignTable{Title: "BAD BEAT — PAYTABLE " + name + " (on the losing hand, yours or the dealer's: two pair or better beaten)",
				Lines: withReturns(lines4(bb), sheet.BetBadBeat, name)})
		}
	}
	if s.Offered(crazy4.CoverAll) {
		out = append(out, coverAllTable())
	}
	return out
}

// coverAllTable is Cover All's pay table: for each hand, the pays for 1 to 6 players in the
// round (to 1), and the return for each.
func coverAllTable() printing.SignTable {
	var pts [7]paytable.Table[paytable.Class4]
	for n := 1; n <= 6; n++ {
		pts[n], _ = paytable.CoverAll(n)
	}
	ls := []printing.PayLine{{Hand: "PLAYERS IN THE ROUND", Pay: "1 · 2 · 3 · 4 · 5 · 6"}}
	for i, l := range pts[1].Lines {
		var pays []string
		for n := 1; n <= 6; n++ {
			pays = append(pays, fmt.Sprint(pts[n].Lines[i].Pay.Odds.Num))
		}
		ls = append(ls, printing.PayLine{Hand: strings.ToUpper(l.Hand), Pay: strings.Join(pays, " · ")})
	}
	var rets []string
	for n := 1; n <= 6; n++ {
		if f, ok := sheet.Find(sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetCoverAll, Players: n}); ok {
			rets = append(rets, strings.TrimSuffix(percent(f.Return), "%"))
		}
	}
	if len(rets) == 6 {
		ls = append(ls, printing.PayLine{Hand: "RETURN %", Pay: strings.Join(rets, " · ")})
	}
	return printing.SignTable{Title: "COVER ALL (to 1, on the best hand at the table, the dealer's too: three of a kind or better)", Lines: ls}
}

// unitText is a metered wager's one amount as the sign says it.
func unitText(u money.Amount) string {
	if u == money.Credit {
		return "1 CREDIT"
	}
	return u.String() + " CREDITS"
}

// withMeterReturn ends a metered wager's lines with its return at the meter as it stands and
// in the long run.
func (t *Table) withMeterReturn(s stage.Stage, lines []printing.PayLine, k sheet.Key, w table.Wager, unit money.Amount) []printing.PayLine {
	f, ok := sheet.Find(k)
	sys := s.Core().MeterOf(w)
	if !ok || sys < 0 || unit <= 0 || f.Levels > sheet.MaxLevels {
		return lines
	}
	m := s.Core().Meter(sys)
	if m == nil {
		return lines
	}
	var meters [sheet.MaxLevels]money.Amount
	for i := range f.Levels {
		meters[i] = m.Meter(i) * f.Base / unit
	}
	now, ok := f.ReturnAt(meters[:f.Levels]...)
	if !ok {
		return append(lines, printing.PayLine{Hand: "RETURN, LONG RUN", Pay: percent(f.Return)})
	}
	return append(lines, printing.PayLine{Hand: "RETURN NOW · LONG RUN", Pay: percent(now) + " · " + percent(f.Return)})
}
