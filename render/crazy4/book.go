package crazy4

import (
	"strings"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/odds/sheet"
	"felt/game/paytable"
	"felt/game/table"
	"felt/render/help"
	"felt/render/printing"
	"felt/render/stage"
)

var _ help.Author = (*Table)(nil)

// Book implements help.Author: Crazy 4 Poker's help, written from this table's
// configuration: how to play in four illustrated pages, the four-card ranking, the pay
// tables the table offers with their returns and hit frequencies and every pay table of the
// math sheet, the progressive meter, the rules as the game reads them, and a word on free
// play.
func (t *Table) Book(s stage.Stage) help.Book {
	b := help.Book{Game: "crazy4", Title: "Crazy 4 Poker"}
	b.Pages = append(b.Pages, t.playPages(s)...)
	b.Pages = append(b.Pages, help.RankingPage("ranking", "Hand ranking",
		"Each player and the dealer get five cards and play the best four of them. A hand beats every hand of "+
			"a lower line; within a line, the higher cards win, in ordinary poker order. How often each hand "+
			"comes is counted exactly over all 2,598,960 deals of five cards.", help.Ranking4()))
	b.Pages = append(b.Pages, t.paysPage(s))
	if p, ok := t.meterPage(s); ok {
		b.Pages = append(b.Pages, p)
	}
	b.Pages = append(b.Pages, t.rulesPage(), help.AboutPage("Crazy 4 Poker", "A ante · Q queens up · G progressive · 6 six card bonus · "+
		"[ ] chip · Space deal · F fold · 1 2 3 play · / hint · R rebet · E rebet & deal · X double · Z undo · C clear"))
	return b
}

// playPages are how to play, a page a step: the bets, the cards, the decision, the
// showdown.
func (t *Table) playPages(s stage.Stage) []help.Page {
	five := money.Credits(5)
	bets := help.Page{ID: "play-1", Title: "How to play · 1 · Bets"}
	spots := []help.Circle{{Name: "ANTE", Chips: five}, {Name: "SUPER BONUS", Chips: five}}
	if s.Offered(crazy4.QueensUp) {
		spots = append(spots, help.Circle{Name: "QUEENS UP", Chips: five})
	}
	if s.Offered(crazy4.Progressive) {
		spots = append(spots, help.Circle{Name: "PROGRESSIVE", Chips: t.cfg.Progressive.Unit, Sensor: true})
	}
	bets.Figure(&help.Circles{Spots: spots, Equal: true, Words: "chips of 5 on the Ante and the Super Bonus, which are always equal, and on Queens Up"},
		"A chip on the Ante puts the same on the Super Bonus.")
	bets.Text("Choose a chip from the rack (or [ and ]) and click the ANTE circle (or press A): the Super Bonus " +
		"takes the same amount, as the rules ask. Then any side wagers you like, and DEAL (Space).")
	bets.Heading("THIS TABLE'S LIMITS")
	bets.Line("Ante and Super Bonus", s.LimitText(crazy4.Ante), "")
	for _, w := range []struct {
		w    table.Wager
		name string
	}{{crazy4.QueensUp, "Queens Up"}, {crazy4.SixCard, "6 Card Bonus (needs an equal Queens Up)"}, {crazy4.Progressive, "Progressive (one exact amount)"},
		{crazy4.HandBonus, "5 Card Hand Bonus"}, {crazy4.BadBeat, "Bad Beat"}, {crazy4.CoverAll, "Cover All"}} {
		if s.Offered(w.w) {
			bets.Line(w.name, s.LimitText(w.w), "")
		}
	}
	bets.Text("UNDO, CLEAR and DOUBLE change your bets; REBET places the last round's again. A right click or a " +
		"long press on a circle takes a chip back.")

	cards := help.Page{ID: "play-2", Title: "How to play · 2 · Your cards"}
	cards.Figure(&help.Hand{Cards: help.Up(help.Cards("Kh Kd 9s 9c 3h"), 0, 1, 2, 3), Label: "TWO PAIR, KINGS AND NINES",
		Words: "five cards, king of hearts, king of diamonds, nine of spades, nine of clubs, three of hearts: the best four are two pair"},
		"Five cards; the best four of them are your hand, lifted in brass light.")
	cards.Text("Everyone, the dealer too, gets five cards and plays the best four. Four of a kind is the best " +
		"hand, then a straight flush, three of a kind, a flush, a straight, two pair, a pair. The table names " +
		"your hand and lifts the four cards it uses. See the ranking page for every hand and how often it comes.")

	decide := help.Page{ID: "play-3", Title: "How to play · 3 · Decide"}
	decide.Figure(&help.Buttons{Buttons: []help.Button{{Title: "FOLD", Key: "F"}, {Title: "PLAY 1x", Sub: "5", Key: "1", Primary: true},
		{Title: "PLAY 3x", Sub: "15", Key: "3", Primary: true}}, Words: "the buttons FOLD, PLAY 1x for 5 and PLAY 3x for 15"},
		"With a pair of aces or better you may play up to 3 times the Ante.")
	decide.Text("Look at your cards and fold, losing the Ante and the Super Bonus, or make a Play wager: 1x the " +
		"Ante, or with a pair of aces or better up to 3x. There is no timer: take your time.")
	decide.Heading("A SIMPLE WAY TO PLAY")
	decide.Text("Play 3x with a pair of aces or better; play 1x with king-queen-eight-four or better; fold the " +
		"rest. It gives up less than a millionth of an ante against the best possible play (the math sheet " +
		"solves it exactly).")
	if f, ok := sheet.Find(sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetMain}); ok {
		decide.Line("Best play: the house keeps", help.Percent(f.HouseEdge)+" of the Ante", help.Percent(f.ElementOfRisk)+" of all you wager")
	}

	show := help.Page{ID: "play-4", Title: "How to play · 4 · Showdown"}
	show.Figure(&help.Hand{Cards: help.Up(help.Cards("Kc 9d 7h 4s 2c"), 0, 1, 2, 3), Label: "DEALER: KING HIGH · QUALIFIES",
		Words: "the dealer's five cards, king of clubs, nine of diamonds, seven of hearts, four of spades, two of clubs: king high, which qualifies"},
		"The dealer needs king high or better to qualify.")
	show.Text("The dealer's cards turn. A dealer without king high or better does not qualify: your Ante " +
		"pushes and your Play wins even money. A dealer who qualifies is compared with you: Ante and Play win " +
		"even money, push or lose together.")
	show.Text("The Super Bonus pays its table on a straight or better whatever the dealer holds; below a " +
		"straight it pushes, unless a qualifying dealer beats you. Queens Up pays on your own hand alone, a " +
		"pair of queens or better. The chips come home and the result line says what each wager did.")
	return []help.Page{bets, cards, decide, show}
}

// paysPage lists the pay tables the table offers with what each returns and how often it
// pays, then every pay table of the math sheet.
func (t *Table) paysPage(s stage.Stage) help.Page {
	p := help.Page{ID: "pays", Title: "Pay tables and returns"}
	p.Text("Every figure is the math sheet's, computed exactly by the same rules that deal (make odds): the " +
		"main game played the best possible way, the side wagers over every deal of the cards.")
	p.PayTable("SUPER BONUS (on a straight or better)", lines4(paytable.SuperBonus()), sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetMain})
	if q, ok := t.queensUp(); ok {
		p.PayTable("QUEENS UP, "+strings.ToUpper(strings.TrimPrefix(q.Title, "Queens Up, ")), lines4(q),
			sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetQueensUp, Paytable: q.Name})
	}
	if pt, ok := t.progressiveTable(); ok {
		p.Heading(strings.ToUpper(pt.title) + " (for 1)")
		for _, l := range pt.lines {
			pay, envy, _ := strings.Cut(l.Pay, "  ·  ")
			if envy != "" {
				envy = "and an Envy Bonus of " + strings.TrimPrefix(envy, "ENVY ") + " to every other progressive bettor"
			}
			p.Line(help.Sentence(l.Hand), strings.ToLower(pay), envy)
		}
		p.Blocks = append(p.Blocks, t.progressiveReturns(s)...)
	}
	if s.Offered(crazy4.SixCard) {
		var ls []printing.PayLine
		for _, l := range paytable.SixCardBonus().Lines {
			ls = append(ls, printing.PayLine{Hand: l.Hand, Pay: l.Pay.String()})
		}
		p.PayTable("6 CARD BONUS (best five of six)", ls, sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetSixCardBonus})
	}
	p.EveryPayTable(sheet.Crazy4, "The rule documents give several pay tables for some wagers; this table uses the ones above.")
	return p
}

// progressiveKey is the math sheet's key of the table's progressive.
func (t *Table) progressiveKey() sheet.Key {
	pc := t.cfg.Progressive
	k := sheet.Key{Game: sheet.Crazy4, Bet: sheet.BetProgressive4, Paytable: pc.Table}
	if pc.Kind != crazy4.FourCard {
		k.Bet = sheet.BetProgressive5
		if pc.Kind == crazy4.FiveCard {
			k.Paytable = ""
		}
	}
	return k
}

// progressiveReturns are the progressive's return with the meter as it stands and in the
// long run, and how often it pays.
func (t *Table) progressiveReturns(s stage.Stage) []help.Block {
	out := help.Returns(t.progressiveKey())
	for _, l := range t.withProgressiveReturn(s, nil) {
		now, _, _ := strings.Cut(l.Pay, " · ")
		out = append(out, help.Block{Kind: help.KindLine, Text: "Return with the meter as it stands", Value: now,
			Note: "with five other players' Envy Bonuses"})
	}
	return out
}

// meterPage is the progressive meter's page, if the table has one.
func (t *Table) meterPage(s stage.Stage) (help.Page, bool) {
	c := s.Core()
	if c.Meters() == 0 || !s.Offered(crazy4.Progressive) {
		return help.Page{}, false
	}
	return help.SystemPage("meter", "The progressive meter", c.Meter(0), t.progressiveReturns(s)), true
}

// rulesPage is the rules as the game reads them (game/crazy4's help, with the readings the
// documents leave to the game said as ours).
func (t *Table) rulesPage() help.Page {
	p := help.Page{ID: "rules", Title: "The rules as we read them"}
	p.Text("Where the rule documents leave a choice, the game says which reading it takes (\"our reading\").")
	for _, topic := range crazy4.Help(t.cfg) {
		p.Heading(strings.ToUpper(topic.Title))
		p.Text(topic.Text)
	}
	return p
}
