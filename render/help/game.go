package help

import (
	"strings"

	"felt/game/meter"
	"felt/game/money"
	"felt/game/odds/sheet"
	"felt/render/printing"
)

// The parts of a game's book that both games write alike.

// PayTable adds a pay table to the page: its title, each line (the hand as a sentence, and
// its pay), and what the wager returns and how often it pays, where the math sheet has k.
func (p *Page) PayTable(title string, lines []printing.PayLine, k sheet.Key) {
	p.Heading(title)
	for _, l := range lines {
		p.Line(Sentence(l.Hand), strings.ToLower(l.Pay), "")
	}
	p.Blocks = append(p.Blocks, Returns(k)...)
}

// EveryPayTable ends a pays page: a column of every pay table of game's math sheet, after
// note, which says which of the rule documents' tables the table uses.
func (p *Page) EveryPayTable(game, note string) {
	p.Column()
	p.Heading("EVERY PAY TABLE OF THE GAME")
	p.Text(note + " Return per unit wagered, and how often each pays:")
	p.Blocks = append(p.Blocks, SheetBlocks(game)...)
}

// AboutPage is a game's word on free play, and its keys: keys are the game's own (its
// wagers, chips, deal and decisions), followed by the keys every table has.
func AboutPage(game, keys string) Page {
	p := Page{ID: "about", Title: "Free play"}
	p.Heading("NO REAL MONEY")
	p.Text(FreePlay)
	p.Text(game + " here is a game for fun. You play with play credits: nothing to buy, nothing to cash out, " +
		"no prize. When your credits run out, FREE CREDITS gives you more. The table-mates and the linked " +
		"tables are simulated on this device.")
	p.Heading("KEYS")
	p.Text(keys + " · S speed · K four colours · V calm · M sound · , settings · . strategy drill · ; trainer · H help · Esc back")
	return p
}

// SystemPage is MeterPage of a table's meter system as it stands: its configuration and
// each level's meter now.
func SystemPage(id, title string, m *meter.System, ret []Block) Page {
	now := make([]money.Amount, m.Levels())
	for i := range now {
		now[i] = m.Meter(i)
	}
	return MeterPage(id, title, m.Config(), now, ret)
}

// Sentence writes a printed line as a sentence does: "PAIR OF 6s TO 10s" as "Pair of 6s to
// 10s".
func Sentence(s string) string {
	s = strings.ToLower(s)
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
