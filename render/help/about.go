package help

import (
	"strings"

	"felt/game/meter"
	"felt/game/money"
)

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
