package setup

import (
	"fmt"
	"strconv"

	"felt/game/money"
	"felt/game/odds/sheet"
	"felt/game/table"
	"felt/game/wheel"
	"felt/render/menu"
)

// Page is a table's settings page (render/menu): every wager of the rule documents on or off
// with its pay table, the table limits, the table-mates and how they play, each choice with
// the wager's exact return from the math sheet (game/odds/sheet: generated figures, nothing
// computed here). A change is checked by the rules core at once (its refusal is shown as
// it is, and the change not kept) and takes effect between rounds: the app re-makes the
// table when the round in play, if any, is over.
type Page struct {
	host  menu.Host
	book  *Book
	game  string
	draft Settings
	why   string // the core's refusal of the draft, or ""
}

// NewPage makes the settings page of a game's table ("crazy4" or "crisscross").
func NewPage(h menu.Host, b *Book, game string) *Page {
	p := &Page{host: h, book: b, game: game}
	p.draft = b.Now(game)
	if w, ok := b.Wanted(game); ok {
		p.draft = w
	}
	return p
}

// Name implements menu.Page: "setup-crazy4" or "setup-crisscross".
func (p *Page) Name() string { return "setup-" + p.game }

// change applies a change to the draft and asks for it.
func (p *Page) change(f func(s *Settings)) {
	s := p.draft
	f(&s)
	p.draft = s
	p.why = ""
	if err := p.book.Want(p.game, s); err != nil {
		p.why = err.Error()
	}
}

// ret is a figure's return as the page shows it, or "" when the sheet has none.
func ret(k sheet.Key) string {
	f, ok := sheet.Find(k)
	if !ok {
		return ""
	}
	return fmt.Sprintf("Return %.2f%% (house edge %.2f%%)", 100*f.Return, 100*f.HouseEdge)
}

// coverAll sums up Cover All's returns, one per number of players in the round (the math
// sheet's figures): the least and the most, with the numbers of players they come with.
func coverAll(g string) string {
	var lo, hi sheet.Figure
	for n := 1; n <= table.Seats; n++ {
		f, ok := sheet.Find(sheet.Key{Game: g, Bet: sheet.BetCoverAll, Players: n})
		if !ok {
			continue
		}
		if lo.Players == 0 || f.Return < lo.Return {
			lo = f
		}
		if hi.Players == 0 || f.Return > hi.Return {
			hi = f
		}
	}
	if lo.Players == 0 {
		return ""
	}
	return fmt.Sprintf("Return %.2f%% with %s to %.2f%% with %s, by the players in the round", 100*lo.Return, players(lo.Players),
		100*hi.Return, players(hi.Players))
}

// players writes a number of players: "1 player", "6 players".
func players(n int) string {
	if n == 1 {
		return "1 player"
	}
	return fmt.Sprintf("%d players", n)
}

// pending says whether the table's settings in effect differ from the page's.
func (p *Page) pending() bool {
	w, ok := p.book.Wanted(p.game)
	return ok && w != p.book.Now(p.game)
}

// Build implements menu.Page.
func (p *Page) Build(b *menu.Builder) {
	b.Title(menu.GameTitle(p.game, "TABLE SETTINGS"))
	if p.why != "" {
		b.Warn("Not possible: " + p.why)
	}
	if p.pending() {
		b.Text("These settings take effect between rounds: when the round in play (if any) is over.")
	}
	s := p.draft
	b.Heading("Table")
	var lim []menu.Option
	sel := 0
	for i, pr := range Limits() {
		note := "Antes " + pr.Ante.Min.String() + "–" + pr.Ante.Max.String() + ", side bets " + pr.Side.Min.String() + "–" + pr.Side.Max.String()
		lim = append(lim, menu.Option{Value: pr.Name, Label: pr.Name, Note: note})
		if pr.Name == s.Limits {
			sel = i
		}
	}
	b.Choice("limits", "Table limits", lim, sel, func(i int) { p.change(func(s *Settings) { s.Limits = Limits()[i].Name }) })
	var mates []menu.Option
	for n := range 6 {
		mates = append(mates, menu.Option{Value: strconv.Itoa(n), Label: strconv.Itoa(n)})
	}
	b.Stepper("mates", "Table-mates", mates, s.Mates, func(i int) { p.change(func(s *Settings) { s.Mates = i }) })
	styles := []menu.Option{
		{Value: "mixed", Label: "Mixed", Note: "Each plays their own way: some by the optimal strategy, some by the simple one, some on hunches"},
		{Value: "optimal", Label: "Optimal", Note: "Every table-mate plays the optimal strategy of the math sheet"},
		{Value: "simple", Label: "Simple", Note: "Every table-mate plays the simple strategy a player can learn"},
		{Value: "hunch", Label: "Hunches", Note: "The simple strategy, now and then on a hunch"},
	}
	b.Choice("style", "How they play", styles, index(Styles, s.Style), func(i int) { p.change(func(s *Settings) { s.Style = Styles[i] }) })
	b.Column()
	b.Heading("Side bets")
	switch p.game {
	case "crazy4":
		p.crazy4(b, s)
	case "crisscross":
		p.crisscross(b, s)
	}
	b.Button("defaults", "DEFAULT SETTINGS", func() {
		p.change(func(s *Settings) {
			d := Default(p.game)
			d.Limits, d.Mates, d.Style = s.Limits, s.Mates, s.Style
			*s = d
		})
	})
}

// offOr returns the options of a wager with pay tables: Off, then each one.
func offOr(opts ...menu.Option) []menu.Option {
	return append([]menu.Option{{Value: "off", Label: "Off", Note: "Not offered"}}, opts...)
}

// index returns the place of v among vs (0 for none); with Off first, off is 0.
func index(vs []string, v string) int {
	for i, x := range vs {
		if x == v {
			return i
		}
	}
	return 0
}

// val is a choice's value, "" for off.
func val(o menu.Option) string {
	if o.Value == "off" {
		return ""
	}
	return o.Value
}

func (p *Page) crazy4(b *menu.Builder, s Settings) {
	g := sheet.Crazy4
	var qu []menu.Option
	for _, t := range []string{"A", "B", "C", "D"} {
		qu = append(qu, menu.Option{Value: t, Label: t, Note: ret(sheet.Key{Game: g, Bet: sheet.BetQueensUp, Paytable: t})})
	}
	qu = offOr(qu...)
	b.Choice("queensUp", "Queens Up", qu, index([]string{"off", "A", "B", "C", "D"}, or(s.QueensUp)), func(i int) {
		p.change(func(s *Settings) { s.QueensUp = val(qu[i]) })
	})
	b.Toggle("sixCard", "6 Card Bonus", s.SixCard, func(on bool) { p.change(func(s *Settings) { s.SixCard = on }) }).
		Note(ret(sheet.Key{Game: g, Bet: sheet.BetSixCardBonus}) + "; needs Queens Up")
	progLabels := map[string]string{"pays1": "Pays 1", "pays2": "Pays 2", "pays3": "Pays 3", "five": "5-Card",
		"PTMGL01": "MGL 01", "PTMGL02": "MGL 02", "PTMGL04": "MGL 04", "PTMGLML01": "MGL ML01", "PTMGLML02": "MGL ML02", "PTMGLML03": "MGL ML03"}
	var pr []menu.Option
	for _, t := range Progressives {
		k := sheet.Key{Game: g, Bet: sheet.BetProgressive5, Paytable: t}
		kind := "Multi Game Link " + t
		switch {
		case t == "five":
			k.Paytable, kind = "", "Five-Card Progressive"
		case t[:4] == "pays":
			k.Bet, kind = sheet.BetProgressive4, "Four-Card Progressive "+progLabels[t]
		}
		pr = append(pr, menu.Option{Value: t, Label: progLabels[t], Note: kind + ": " + ret(k) + " in the long run"})
	}
	pr = offOr(pr...)
	b.Choice("progressive", "Progressive", pr, index(append([]string{"off"}, Progressives...), or(s.Progressive)), func(i int) {
		p.change(func(s *Settings) { s.Progressive = val(pr[i]) })
	})
	hb := ret(sheet.Key{Game: g, Bet: sheet.BetFiveCardHandBonus})
	hands := offOr(
		menu.Option{Value: "player", Label: "Yours", Note: "On your own five cards: " + hb},
		menu.Option{Value: "dealer", Label: "Dealer's", Note: "On the dealer's five cards, the jackpot shared among its bettors: " + hb},
		menu.Option{Value: "both", Label: "Both", Note: "On your hand and on the dealer's, a wager each: " + hb},
	)
	b.Choice("handBonus", "Five Card Hand Bonus", hands, index([]string{"off", "player", "dealer", "both"}, or(s.HandBonus)), func(i int) {
		p.change(func(s *Settings) { s.HandBonus = val(hands[i]) })
	})
	b.Toggle("magic", "Magic Card", s.Magic, func(on bool) { p.change(func(s *Settings) { s.Magic = on }) }).
		Note("An extra pay of the Five Card Hand Bonus when the Magic Card is in the hand")
	b.Toggle("lucky", "Lucky Bonus", s.Lucky, func(on bool) { p.change(func(s *Settings) { s.Lucky = on }) }).
		Note("An extra pay of the Five Card Hand Bonus on the Lucky position")
	bb := offOr(
		menu.Option{Value: "1", Label: "1", Note: ret(sheet.Key{Game: g, Bet: sheet.BetBadBeat, Paytable: "1"})},
		menu.Option{Value: "2", Label: "2", Note: ret(sheet.Key{Game: g, Bet: sheet.BetBadBeat, Paytable: "2"})},
	)
	b.Choice("badBeat", "Bad Beat", bb, index([]string{"off", "1", "2"}, or(s.BadBeat)), func(i int) {
		p.change(func(s *Settings) { s.BadBeat = val(bb[i]) })
	})
	b.Toggle("coverAll", "Cover All", s.CoverAll, func(on bool) { p.change(func(s *Settings) { s.CoverAll = on }) }).
		Note(coverAll(g))
}

func (p *Page) crisscross(b *menu.Builder, s Settings) {
	g := sheet.CrissCross
	b.Toggle("fiveCard", "Five Card Bonus", s.FiveCard, func(on bool) { p.change(func(s *Settings) { s.FiveCard = on }) }).
		Note(ret(sheet.Key{Game: g, Bet: sheet.BetFiveCardBonus}))
	five := money.Credits(5)
	var sp []menu.Option
	for _, w := range wheel.BonusSpinPaytables() {
		sp = append(sp, menu.Option{Value: w.Name, Label: w.Name, Note: ret(sheet.Key{Game: g, Bet: sheet.BetBonusSpin, Paytable: w.Name, Wager: five}) +
			" on 5 at a full table, meter at its seed; Community Pay table " + w.Community.Name})
	}
	sp = offOr(sp...)
	b.Choice("bonusSpin", "Bonus Spin", sp, index([]string{"off", "A", "B", "C", "D"}, or(s.Spin)), func(i int) {
		p.change(func(s *Settings) { s.Spin = val(sp[i]) })
	})
	var xt []menu.Option
	xs := []string{"A", "B", "C", "D", "E", "F", "G", "H", "I"}
	for _, t := range xs {
		xt = append(xt, menu.Option{Value: t, Label: t, Note: ret(sheet.Key{Game: g, Bet: sheet.BetBonusSpinXtreme, Paytable: t, Wager: five}) + " on 5, meter at its seed"})
	}
	xt = offOr(xt...)
	b.Choice("xtreme", "Bonus Spin Xtreme", xt, index(append([]string{"off"}, xs...), or(s.Xtreme)), func(i int) {
		p.change(func(s *Settings) { s.Xtreme = val(xt[i]) })
	})
}

// or is a setting's value as the choices name it: "off" for none.
func or(v string) string {
	if v == "" {
		return "off"
	}
	return v
}

// State implements menu.Page: the settings on the page, those in effect, whether they wait
// for the round to end, and the core's refusal.
func (p *Page) State() any {
	return struct {
		Game    string   `json:"game"`
		Draft   Settings `json:"draft"`
		Now     Settings `json:"now"`
		Pending bool     `json:"pending"`
		Why     string   `json:"why,omitempty"`
	}{p.game, p.draft, p.book.Now(p.game), p.pending(), p.why}
}
