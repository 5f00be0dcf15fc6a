package crisscross

import (
	"strconv"
	"strings"

	cc "felt/game/crisscross"
	"felt/game/money"
	"felt/game/odds/sheet"
	gwheel "felt/game/wheel"
	"felt/render/printing"
	"felt/render/stage"
)

// section is one pay table of the sign: its title and lines.
type section = printing.SignTable

// Sign implements tbl.Plug: the pay tables of the wagers the table offers with their exact
// returns from the math sheet, the prize wheels with our weights and the returns they give,
// the rules as the game reads them, and the keys.
func (t *Table) Sign(s stage.Stage) printing.Sign {
	left, right := t.signTables(s)
	var rules []printing.Topic
	for _, r := range t.rules() {
		rules = append(rules, printing.Topic{Title: r[0], Text: r[1]})
	}
	return printing.Sign{
		Title:   "CRISS CROSS POKER · PAY TABLES AND RULES",
		Columns: [2][]printing.SignTable{left, right},
		Rules:   rules,
		Foot:    "Keys: A antes · 5 five card bonus · G bonus spin · T xtreme · [ ] chip · Space deal · F fold · 1 2 3 bet · R rebet · E rebet & deal · X double · Z undo · C clear · S speed · K four colours · V calm · M sound · H help",
	}
}

// signTables are the sign's pay tables in two columns: the main game and the Five Card Bonus,
// then the wheels.
func (t *Table) signTables(s stage.Stage) (left, right []section) {
	main := withReturn(lines5(t.cfg.Main), sheet.Key{Game: sheet.CrissCross, Bet: sheet.BetMain}, true)
	left = append(left, section{Title: "ACROSS, DOWN AND MIDDLE BETS (the Middle on the better hand)", Lines: main},
		section{Title: "ANTE ACROSS AND ANTE DOWN (each on its hand)", Lines: lines5(t.cfg.Antes)})
	if t.cfg.Bonus.Offered() {
		left = append(left, section{Title: "5 CARD BONUS (on the five community cards)",
			Lines: withReturn(lines5(t.cfg.FiveCard), sheet.Key{Game: sheet.CrissCross, Bet: sheet.BetFiveCardBonus}, false)})
	}
	if t.cfg.Spin.Offered() {
		bs := &t.cfg.SpinTable
		ls := wheelLines(&bs.Wheel)
		for _, tr := range bs.Community.Tiers {
			ls = append(ls, printing.PayLine{Hand: "COMMUNITY PAY ON " + tr.Symbol.String(), Pay: tr.Pay5.String() + " · " + tr.Pay1.String()})
		}
		ls = append(ls, wheelReturns(sheet.BetBonusSpin, bs.Name, bs.Wagers, bs.Returns)...)
		right = append(right, section{Title: "BONUS SPIN WHEEL, PAYTABLE " + bs.Name + " (amounts for 5; a pair spins)", Lines: ls})
	}
	if t.cfg.Xtreme.Offered() {
		x := &t.cfg.XtremeTable
		hot := append(wheelLines(&x.HotSpot), wheelReturns(sheet.BetBonusSpinXtreme, x.Name, x.Wagers, x.Returns)...)
		right = append(right, section{Title: "XTREME HOT SPOT WHEEL, PAYTABLE " + x.Name + " (" + strings.ToLower(x.Qualifier.Name) + " spins)", Lines: hot},
			section{Title: "XTREME COMMUNITY PRIZE WHEEL (for the other bettors)", Lines: wheelLines(&x.Community)})
	}
	return left, right
}

// wheelLines lists a wheel's symbols, largest first, with how often it lands on each: our
// weights, which the rules leave to the operator.
func wheelLines(w *gwheel.Wheel) []printing.PayLine {
	total := w.Total()
	type sym struct {
		s      gwheel.Symbol
		weight int64
		n      int
	}
	var syms []sym
	for _, g := range w.Segments {
		i := 0
		for i < len(syms) && syms[i].s != g.Symbol {
			i++
		}
		if i == len(syms) {
			syms = append(syms, sym{s: g.Symbol})
		}
		syms[i].weight += g.Weight
		syms[i].n++
	}
	// Jackpot first, then the amounts from the largest.
	for i := 1; i < len(syms); i++ {
		for j := i; j > 0 && less(syms[j-1].s, syms[j].s); j-- {
			syms[j-1], syms[j] = syms[j], syms[j-1]
		}
	}
	out := make([]printing.PayLine, 0, len(syms))
	for _, y := range syms {
		name := strings.ToUpper(y.s.String())
		if y.n > 1 {
			name += " ×" + strconv.Itoa(y.n)
		}
		out = append(out, printing.PayLine{Hand: name, Pay: "1 IN " + oneIn(total, y.weight)})
	}
	return out
}

// less orders symbols for the sign: the Jackpot above every amount, larger amounts first.
func less(a, b gwheel.Symbol) bool {
	switch {
	case a.Jackpot:
		return false
	case b.Jackpot:
		return true
	}
	return a.Amount < b.Amount
}

// oneIn prints total/weight: "2,031", or with a decimal under 100: "4.6".
func oneIn(total, weight int64) string {
	if weight <= 0 {
		return "–"
	}
	tenths := (10*total + weight/2) / weight
	if tenths >= 1000 || tenths%10 == 0 {
		return money.Credits((tenths + 5) / 10).String()
	}
	return strconv.FormatInt(tenths/10, 10) + "." + strconv.FormatInt(tenths%10, 10)
}

// wheelReturns are a wheel wager's returns: the math sheet's (a full table, the optimal
// strategy, the meter at its seed) for each wager, and the bettor's own spins alone.
func wheelReturns(bet, paytable string, wagers []money.Amount, figs []gwheel.Figure) []printing.PayLine {
	var out []printing.PayLine
	for i := len(wagers) - 1; i >= 0; i-- {
		w := wagers[i]
		f, ok := sheet.Find(sheet.Key{Game: sheet.CrissCross, Bet: bet, Paytable: paytable, Wager: w})
		if !ok {
			continue
		}
		l := printing.PayLine{Hand: "RETURN ON " + w.String() + ", FULL TABLE", Pay: percent(f.AtSeed)}
		for _, g := range figs {
			if g.Wager == w && g.Others == 0 {
				l.Pay = percent(float64(g.Optimal)/10000) + " ALONE · " + l.Pay
			}
		}
		out = append(out, l)
	}
	return out
}

// withReturn ends a pay table's lines with what the wager returns, from the math sheet: for
// the main game, per ante with the optimal strategy (and the element of risk).
func withReturn(lines []printing.PayLine, k sheet.Key, main bool) []printing.PayLine {
	f, ok := sheet.Find(k)
	if !ok {
		return lines
	}
	if main {
		return append(lines, printing.PayLine{Hand: "GAME RETURN, OPTIMAL PLAY", Pay: percent(f.Return)},
			printing.PayLine{Hand: "EDGE PER ANTES · PER WAGER", Pay: percent(f.HouseEdge) + " · " + percent(f.ElementOfRisk)})
	}
	return append(lines, printing.PayLine{Hand: "RETURN", Pay: percent(f.Return)})
}

// percent prints a return as the sign shows it: "96.58%".
func percent(r float64) string { return strconv.FormatFloat(100*r, 'f', 2, 64) + "%" }

// rules are the sign's topics: the rules of the round as the game reads them, then the
// wheels' own words.
func (t *Table) rules() [][2]string {
	out := [][2]string{
		{"The round", "Place the two equal antes (a chip on either goes on both) and any side wagers, and deal. Five community cards lie face down in a cross; you get two. Across: your two cards with the left, middle and right cards. Down: your two cards with the top, middle and bottom cards. No dealer hand: every wager plays against the pay table."},
		{"Three streets", "Bet 1x to 3x one ante on the Across bet, or fold: the left and right cards turn. Then the Down bet: the top and bottom cards turn. Then the Middle bet: the middle card turns. A fold loses all you wagered so far but the Five Card Bonus."},
		{"Settlement", "The Across bet pays on the Across hand, the Down bet on the Down hand, the Middle bet on the better of the two (it loses only when both lose). Each ante pays even money on its hand with jacks or better and pushes on sixes to tens. The Five Card Bonus pays on the five community cards alone. In a round the antes and street bets win at most the greater of " + t.cfg.CapFloor.String() + " and what one player could win betting the minimum (001 ch.12 B)."},
	}
	if t.cfg.Spin.Offered() {
		out = append(out, [2]string{"Bonus Spin", strings.Join(t.cfg.SpinTable.Help, " ")})
	}
	if t.cfg.Xtreme.Offered() {
		out = append(out, [2]string{"Bonus Spin Xtreme", strings.Join(t.cfg.XtremeTable.Help, " ")})
	}
	out = append(out, [2]string{"Interrupted rounds", cc.Interrupted(t.cfg)})
	return out
}
