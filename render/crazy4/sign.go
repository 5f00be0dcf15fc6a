package crazy4

import (
	"strconv"
	"strings"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/odds/sheet"
	"felt/game/paytable"
	"felt/render/printing"
	"felt/render/stage"
)

// Sign implements tbl.Plug: the pay tables of the wagers the table offers, the rules as the
// game reads them, and the keys.
func (t *Table) Sign(s stage.Stage) printing.Sign {
	var tables []printing.SignTable
	tables = append(tables, printing.SignTable{Title: "SUPER BONUS (pays on a straight or better, whatever the dealer holds)",
		Lines: withReturns(lines4(paytable.SuperBonus()), sheet.BetMain, "")})
	if q, ok := t.queensUp(); ok {
		tables = append(tables, printing.SignTable{Title: "QUEENS UP — " + strings.ToUpper(strings.TrimPrefix(q.Title, "Queens Up, ")),
			Lines: withReturns(lines4(q), sheet.BetQueensUp, q.Name)})
	}
	if pt, ok := t.progressiveTable(); ok {
		tables = append(tables, printing.SignTable{Title: strings.ToUpper(pt.title) + " (for 1: the wager is not returned)",
			Lines: t.withProgressiveReturn(s, pt.lines)})
	}
	if s.Offered(crazy4.SixCard) {
		var ls []printing.PayLine
		for _, l := range paytable.SixCardBonus().Lines {
			ls = append(ls, printing.PayLine{Hand: strings.ToUpper(l.Hand), Pay: strings.ToUpper(l.Pay.String())})
		}
		tables = append(tables, printing.SignTable{Title: "6 CARD BONUS (best five of your five cards and the communal card; 3,000 at most)",
			Lines: withReturns(ls, sheet.BetSixCardBonus, "")})
	}
	tables = append(tables, t.sideTables(s)...)
	// The pay tables in two columns, each next one in the shorter.
	var cols [2][]printing.SignTable
	var rows [2]int
	for _, tb := range tables {
		i := 0
		if rows[1] < rows[0] {
			i = 1
		}
		cols[i] = append(cols[i], tb)
		rows[i] += len(tb.Lines) + 2
	}
	var rules []printing.Topic
	for _, topic := range crazy4.Help(t.cfg) {
		rules = append(rules, printing.Topic{Title: topic.Title, Text: topic.Text})
	}
	return printing.Sign{
		Title:   "CRAZY 4 POKER · PAY TABLES AND RULES",
		Columns: cols,
		Rules:   rules,
		Foot:    "Returns are the math sheet's exact figures: the game played with the optimal strategy; the progressive with five other players' Envy Bonuses, in the long run as its meter grows and resets.   Keys: A ante · Q queens up · G progressive · 6 six card · [ ] chip · Space deal · F fold · 1 2 3 play · R rebet · E rebet & deal · X double · Z undo · C clear · S speed · K four colours · V calm · M sound · H help",
	}
}

// queensUp returns the table's Queens Up pay table, if it offers the wager.
func (t *Table) queensUp() (paytable.Table[paytable.Class4], bool) {
	name := t.cfg.QueensUp
	if name == "" {
		return paytable.Table[paytable.Class4]{}, false
	}
	q, err := paytable.QueensUp(name)
	return q, err == nil
}

// progTable is the progressive's pay table as printed.
type progTable struct {
	title string
	lines []printing.PayLine
}

// progressiveTable returns the progressive's pay table with its Envy Bonuses, scaled to
// the table's wager.
func (t *Table) progressiveTable() (progTable, bool) {
	pc := t.cfg.Progressive
	unit := pc.Unit
	var out progTable
	add := func(hand string, pay paytable.Pay, envy int64) {
		l := printing.PayLine{Hand: strings.ToUpper(hand), Pay: strings.ToUpper(pay.String())}
		if envy > 0 {
			l.Pay += "  ·  ENVY " + envyText(envy, unit)
		}
		out.lines = append(out.lines, l)
	}
	switch pc.Kind {
	case crazy4.FourCard:
		t, err := paytable.Progressive4(pc.Table)
		if err != nil {
			return out, false
		}
		out.title = t.Title
		for _, l := range t.Lines {
			add(l.Hand, l.Pay, int64(l.Envy))
		}
	case crazy4.FiveCard, crazy4.MultiLink:
		t := paytable.Progressive5()
		if pc.Kind == crazy4.MultiLink {
			var err error
			if t, err = paytable.MultiLink(pc.Table); err != nil {
				return out, false
			}
		}
		out.title = t.Title
		for _, l := range t.Lines {
			add(l.Hand, l.Pay, int64(l.Envy))
		}
	default:
		return out, false
	}
	return out, true
}

// envyText prints an Envy Bonus for a wager of unit: the pay tables give it per credit.
func envyText(perCredit int64, unit money.Amount) string {
	return (money.Amount(perCredit) * unit / money.Credit).String()
}

// meterTexts returns what the meter's panel prints over and under the digits: the
// progressive's name and its top pays.
func (t *Table) meterTexts(s stage.Stage) (title, pays string, ok bool) {
	pt, ok := t.progressiveTable()
	if !ok {
		return "", "", false
	}
	var parts []string
	for _, l := range pt.lines {
		pay, _, _ := strings.Cut(l.Pay, "  ·")
		parts = append(parts, l.Hand+" "+pay)
	}
	name := strings.TrimPrefix(strings.TrimPrefix(pt.title, "Four-Card Progressive, "), "Multi Game Link progressive ")
	if name != pt.title && strings.HasPrefix(pt.title, "Multi") {
		name = "Multi Game Link " + name
	}
	return "PROGRESSIVE · " + strings.ToUpper(name), strings.Join(parts, " · "), true
}

// percent prints a return as the sign shows it: "96.58%".
func percent(r float64) string { return strconv.FormatFloat(100*r, 'f', 2, 64) + "%" }

// withReturns ends a pay table's lines with what the wager returns, from the math sheet:
// for the main game, per ante with the optimal strategy (and the element of risk).
func withReturns(lines []printing.PayLine, bet, table string) []printing.PayLine {
	f, ok := sheet.Find(sheet.Key{Game: sheet.Crazy4, Bet: bet, Paytable: table})
	if !ok {
		return lines
	}
	if bet == sheet.BetMain {
		return append(lines, printing.PayLine{Hand: "GAME RETURN, OPTIMAL PLAY", Pay: percent(f.Return)},
			printing.PayLine{Hand: "EDGE PER ANTE · PER WAGER", Pay: percent(f.HouseEdge) + " · " + percent(f.ElementOfRisk)})
	}
	return append(lines, printing.PayLine{Hand: "RETURN", Pay: percent(f.Return)})
}

// withProgressiveReturn ends the progressive's pay table with its return at the meter as it
// stands now and in the long run (with the Envy Bonuses of five other seats).
func (t *Table) withProgressiveReturn(s stage.Stage, lines []printing.PayLine) []printing.PayLine {
	pc := t.cfg.Progressive
	k := sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetProgressive4, Paytable: pc.Table}
	if pc.Kind != crazy4.FourCard {
		k.Bet = sheet.BetProgressive5
		if pc.Kind == crazy4.FiveCard {
			k.Paytable = ""
		}
	}
	f, ok := sheet.Find(k)
	m := s.Core().Meter(0)
	if !ok || m == nil || f.Levels > sheet.MaxLevels || pc.Unit <= 0 {
		return lines
	}
	// The sheet's meter amounts are for a wager of f.Base; the table's meters for its unit.
	var meters [sheet.MaxLevels]money.Amount
	for i := range f.Levels {
		meters[i] = m.Meter(i) * f.Base / pc.Unit
	}
	now, ok := f.ReturnAt(meters[:f.Levels]...)
	if !ok {
		return lines
	}
	return append(lines, printing.PayLine{Hand: "RETURN NOW · LONG RUN", Pay: percent(now) + " · " + percent(f.Return)})
}
