package crisscross

import (
	"strings"

	"felt/game/advice"
	cc "felt/game/crisscross"
	"felt/game/money"
	"felt/game/odds/sheet"
	"felt/game/table"
	gwheel "felt/game/wheel"
	"felt/render/help"
	"felt/render/printing"
	"felt/render/stage"
	"felt/render/wheel"
)

var _ help.Author = (*Table)(nil)

// Book implements help.Author: Criss Cross Poker's help, written from this table's
// configuration: how to play in four illustrated pages, a simple strategy, the five-card
// ranking, the pay tables with their returns and hit frequencies and every pay table of the
// math sheet, the prize wheels with our weights and their returns, the meters, the rules as
// the game reads them, and a word on free play.
func (t *Table) Book(s stage.Stage) help.Book {
	b := help.Book{Game: "crisscross", Title: "Criss Cross Poker"}
	b.Pages = append(b.Pages, t.playPages(s)...)
	b.Pages = append(b.Pages, strategyPage())
	b.Pages = append(b.Pages, help.RankingPage("ranking", "Hand ranking",
		"Your two cards with the three cards of a line of the cross make a five-card poker hand: one for "+
			"the Across line, one for the Down line. A hand beats every hand of a lower line. How often each "+
			"hand comes is counted exactly over all 2,598,960 deals of five cards.", help.Ranking5()))
	b.Pages = append(b.Pages, t.paysPage())
	if t.cfg.Spin.Offered() || t.cfg.Xtreme.Offered() {
		b.Pages = append(b.Pages, t.wheelsPage())
	}
	b.Pages = append(b.Pages, t.meterPages(s)...)
	b.Pages = append(b.Pages, t.rulesPage(), help.AboutPage("Criss Cross Poker", "A antes · 5 five card bonus · G bonus spin · T xtreme · [ ] chip · Space deal · F fold · 1 2 3 bet · "+
		"/ hint · R rebet · E rebet & deal · X double · Z undo · C clear"))
	return b
}

// down is a face-down card of the cross.
var down = help.Card{}

// playPages are how to play, a page a step: the bets, the cross, the streets, settlement.
func (t *Table) playPages(s stage.Stage) []help.Page {
	five := money.Credits(5)
	bets := help.Page{ID: "play-1", Title: "How to play · 1 · Bets"}
	spots := []help.Circle{{Name: "ANTE ACROSS", Chips: five}, {Name: "ANTE DOWN", Chips: five}}
	if s.Offered(cc.FiveCardBonus) {
		spots = append(spots, help.Circle{Name: "5 CARD BONUS", Chips: five})
	}
	if s.Offered(cc.BonusSpin) {
		spots = append(spots, help.Circle{Name: "BONUS SPIN", Chips: five, Sensor: true})
	}
	bets.Figure(&help.Circles{Spots: spots, Equal: true, Words: "chips of 5 on the two equal antes, the Five Card Bonus and the Bonus Spin sensor"},
		"A chip on either ante puts the same on the other.")
	bets.Text("Choose a chip and click either ANTE circle (or press A): both antes take it, as they are always " +
		"equal. Then any side wagers: the 5 CARD BONUS (5), the BONUS SPIN sensor (G) and the XTREME sensor " +
		"(T), whose exact amounts a click steps through. Then DEAL (Space).")
	bets.Heading("THIS TABLE'S LIMITS")
	for _, w := range []struct {
		w    table.Wager
		name string
	}{{cc.AnteAcross, "Each ante"}, {cc.FiveCardBonus, "5 Card Bonus"}, {cc.BonusSpin, "Bonus Spin"}, {cc.Xtreme, "Bonus Spin Xtreme"}} {
		if s.Offered(w.w) {
			bets.Line(w.name, s.LimitText(w.w), "")
		}
	}

	cross := help.Page{ID: "play-2", Title: "How to play · 2 · The cross"}
	cross.Figure(&help.Cross{Community: [5]help.Card{down, down, down, down, down}, Hole: [2]help.Card(help.Up(help.Cards("Qs Qd"))),
		Words: "five community cards face down in a cross, and your two cards, the queen of spades and the queen of diamonds"},
		"Five community cards face down in a cross; two cards for you.")
	cross.Text("Five community cards lie face down in a cross in front of the dealer, and you get two. " +
		"ACROSS is your two cards with the left, middle and right cards; DOWN is your two cards with the " +
		"top, middle and bottom cards. There is no dealer's hand: every wager is paid on its own pay table.")

	streets := help.Page{ID: "play-3", Title: "How to play · 3 · Three streets"}
	up := func(c string) help.Card { return help.Card{Card: help.Cards(c)[0], Up: true} }
	streets.Figure(&help.Cross{Community: [5]help.Card{down, up("Qh"), down, up("7c"), down}, Hole: [2]help.Card(help.Up(help.Cards("Qs Qd"))),
		Words: "the cross after the first street: the left card the queen of hearts and the right card the seven of clubs turned"},
		"After the Across bet, the left and right cards turn.")
	streets.Text("Three times you bet 1x to 3x one ante, or fold: first the ACROSS bet, seeing only your two " +
		"cards, and the left and right cards turn; then the DOWN bet, and the top and bottom cards turn; " +
		"then the MIDDLE bet, and the middle card turns. A fold loses all you wagered so far but the Five " +
		"Card Bonus. There is no timer.")
	if f, ok := sheet.Find(sheet.Key{Game: sheet.CrissCross, Bet: sheet.BetMain}); ok {
		streets.Line("Best play: the house keeps", help.Percent(f.HouseEdge)+" of the antes", help.Percent(f.ElementOfRisk)+" of all you wager")
	}

	settle := help.Page{ID: "play-4", Title: "How to play · 4 · Your two hands"}
	settle.Figure(&help.Cross{Community: [5]help.Card{up("5s"), up("Qh"), up("Kd"), up("7c"), up("Qc")},
		Hole:   [2]help.Card(help.Up(help.Cards("Qs Qd"))),
		Across: "THREE QUEENS", Down: "THREE QUEENS",
		Words: "the cross turned: across, queen of hearts, king of diamonds, seven of clubs; down, five of spades, king of diamonds, queen of clubs; with your two queens, three queens each way"},
		"Both lines made: three queens across, three queens down.")
	settle.Text("The Across bet is paid on the Across hand, the Down bet on the Down hand, the Middle bet on " +
		"the better of the two. Each pays the main pay table: a pair of jacks or better wins, sixes to tens " +
		"push, less loses. Each ante pays even money on its own hand with jacks or better and pushes on " +
		"sixes to tens. A pair in your two cards spins the Bonus Spin wheel; three of a kind or better " +
		"across or down spins the Xtreme wheel.")
	return []help.Page{bets, cross, streets, settle}
}

// strategyPage is a simple way to play each street, in words (game/advice: the simple
// strategy, and what it gives up against the exact one, from the math sheet).
func strategyPage() help.Page {
	p := help.Page{ID: "strategy", Title: "A simple way to play"}
	p.Text("Three rules, one a street, easy to keep in mind; the last paragraph says what they give up " +
		"against the exact strategy. HINT (or /) at the table shows the exact best for your cards, and why.")
	for _, r := range advice.CrissCrossRules() {
		p.Heading(strings.ToUpper(r.Heading))
		p.Text(r.Text)
	}
	return p
}

// paysPage lists the table's pay tables with what each returns and how often it pays, then
// every pay table of the math sheet.
func (t *Table) paysPage() help.Page {
	p := help.Page{ID: "pays", Title: "Pay tables and returns"}
	p.Text("Every figure is the math sheet's, computed exactly by the same rules that deal (make odds): the " +
		"main game played the best possible way, the Five Card Bonus over every deal of five cards.")
	p.PayTable("ACROSS, DOWN AND MIDDLE BETS", lines5(t.cfg.Main), sheet.Key{Game: sheet.CrissCross, Bet: sheet.BetMain})
	p.PayTable("ANTE ACROSS AND ANTE DOWN", lines5(t.cfg.Antes), sheet.Key{})
	if t.cfg.Bonus.Offered() {
		p.PayTable("5 CARD BONUS (the five community cards)", lines5(t.cfg.FiveCard), sheet.Key{Game: sheet.CrissCross, Bet: sheet.BetFiveCardBonus})
	}
	p.EveryPayTable(sheet.CrissCross, "The rule documents give several pay tables and wheels for the side wagers; "+
		"this table uses the ones on these pages.")
	return p
}

// wheelsPage shows the prize wheels with our weights, and the returns they give.
func (t *Table) wheelsPage() help.Page {
	p := help.Page{ID: "wheels", Title: "The prize wheels"}
	p.Text("The rule documents print the wheels' amounts but not how often each comes up: the weights are " +
		"ours, chosen so that the wagers return between 80% and 95% at a full table. \"1 in n\" is how often " +
		"the wheel lands on that amount. The amounts are the pays for the largest wager.")
	section := func(title string, w *gwheel.Wheel, look wheel.Look, extra []printing.PayLine) {
		p.Heading(title)
		p.Figure(&help.Wheel{Wheel: w, Look: look, Words: "the " + look.String() + " wheel"}, "")
		for _, l := range append(wheelLines(w), extra...) {
			p.Line(help.Sentence(l.Hand), strings.ToLower(l.Pay), "")
		}
	}
	if t.cfg.Spin.Offered() {
		bs := &t.cfg.SpinTable
		var extra []printing.PayLine
		for _, tr := range bs.Community.Tiers {
			extra = append(extra, printing.PayLine{Hand: "COMMUNITY PAY ON " + tr.Symbol.String(), Pay: tr.Pay5.String() + " · " + tr.Pay1.String()})
		}
		extra = append(extra, wheelReturns(sheet.BetBonusSpin, bs.Name, bs.Wagers, bs.Returns)...)
		section("BONUS SPIN, PAYTABLE "+bs.Name+" (a pair in your two cards spins)", &bs.Wheel, wheel.BonusSpin, extra)
		for _, h := range bs.Help {
			p.Text(h)
		}
	}
	if t.cfg.Xtreme.Offered() {
		x := &t.cfg.XtremeTable
		section("XTREME HOT SPOT, PAYTABLE "+x.Name+" ("+strings.ToLower(x.Qualifier.Name)+" spins)", &x.HotSpot, wheel.HotSpot,
			wheelReturns(sheet.BetBonusSpinXtreme, x.Name, x.Wagers, x.Returns))
		section("XTREME COMMUNITY PRIZE (for the other Xtreme bettors)", &x.Community, wheel.CommunityPrize, nil)
		for _, h := range x.Help {
			p.Text(h)
		}
	}
	return p
}

// meterPages are the wheels' jackpot meters' pages.
func (t *Table) meterPages(s stage.Stage) []help.Page {
	c := s.Core()
	var out []help.Page
	for k := range c.Meters() {
		id, title := "meter", "The Bonus Spin meter"
		if k > 0 || !t.cfg.Spin.Offered() {
			id, title = "meter-xtreme", "The Xtreme meter"
		}
		out = append(out, help.SystemPage(id, title, c.Meter(k), nil))
	}
	return out
}

// rulesPage is the rules as the game reads them.
func (t *Table) rulesPage() help.Page {
	p := help.Page{ID: "rules", Title: "The rules as we read them"}
	p.Text("Where the rule documents leave a choice, the game takes the reading the published analyses and " +
		"the casinos that deal the game take, and says so here.")
	for _, r := range t.rules() {
		p.Heading(strings.ToUpper(r[0]))
		p.Text(r[1])
	}
	p.Heading("OUR READINGS")
	p.Text("The antes pay even money on jacks or better and push on sixes to tens (read literally, the " +
		"document would pay the antes the whole pay table, a large edge to the player; every casino that " +
		"deals the game pays even money).")
	if t.cfg.Xtreme.Offered() {
		p.Text("Bonus Spin Xtreme's qualifying event, which the document leaves open, is: the better of your " +
			"Across and Down hands is " + strings.ToLower(t.cfg.XtremeTable.Qualifier.Name) + ".")
	}
	return p
}
