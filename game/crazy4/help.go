package crazy4

import (
	"strings"

	"felt/game/money"
	"felt/game/table"
)

// Topic is one paragraph of the help screen: how the game reads a rule.
type Topic struct {
	Title string
	Text  string
	// Wager is the wager the topic is about, or NumWagers for the game as
	// a whole.
	Wager table.Wager
}

// Help returns the help screen's topics for a table: the rules as the game
// plays them, with the readings it takes where the documents leave a
// choice, and only the topics of the wagers the table offers.
func Help(cfg Config) []Topic {
	all := []Topic{
		{"Hands", "Each player and the dealer get five cards and play the best four. Four of a kind beats a straight flush, " +
			"then three of a kind, flush, straight, two pair, pair, high card. Ace is high, or low in A-2-3-4; K-A-2-3 is no straight. " +
			"Equal hands compare in standard poker order.", NumWagers},
		{"Ante, Super Bonus and Play", "Ante and Super Bonus are equal and come first. After seeing the cards, fold (losing both) " +
			"or make a Play wager of 1x the Ante, or up to 3x with a pair of aces or better. The dealer qualifies with king high or " +
			"better: if not, the Ante pushes and the Play wins 1 to 1; if so, Ante and Play win, push or lose as the hands compare.", Ante},
		{"Super Bonus", "A straight or better is paid on the Super Bonus table whatever the dealer holds, and the wager stays " +
			"yours even when the hand loses. Below a straight it pushes, unless a qualifying dealer beats you: then it loses.", SuperBonus},
		{"Queens Up", "Pays on your hand alone, a pair of queens or better, whether or not it beats the dealer.", QueensUp},
		{"Folding", folding(&cfg), Play},
		{"Progressive", "A progressive wager is one exact amount (" + credits(cfg.Progressive.Unit) + " at this table), taken " +
			"when the cards are dealt; its pays are \"for 1\": the pay is all you get back. Percentage pays come off the meter as " +
			"it stands when you are paid, from the dealer's right, so a second jackpot in one round gets the meter as the first " +
			"left it. Pays and Envy Bonuses scale with the wager.", Progressive},
		{"Envy Bonus", "Every progressive bettor, folded or not, is paid an Envy Bonus for each other player's qualifying hand, " +
			"at the end of the round. Never for your own hand or the dealer's; whether the holder made the wager does not matter.", Progressive},
		{"Five Card Hand Bonus", "A wager on your five cards, the dealer's five cards, or both (two wagers). A dealer's jackpot " +
			"is split equally among everyone who bet on the dealer's hand. The table draws a Magic Card from a full deck and a " +
			"Lucky position among the players and the dealer; our reading: they add their pay (20 for 1, 5 for 1) only to a hand " +
			"that also wins the Five Card Hand Bonus.", HandBonus},
		{"Cover All", "Wins when the highest four-card hand at the table, the dealer's included, is three of a kind or better; " +
			"the pays depend on the number of players in the round. \"Royal Flush\" is A-K-Q-J of one suit. Settled after every " +
			"other player wager. Folded hands do not count; our reading: your own Cover All stays in play when you fold.", CoverAll},
		{"Bad Beat", "Pays on the losing hand of a showdown: your two pair or better beaten by the dealer, or the dealer's two " +
			"pair or better beaten by you. A tie is no bad beat; a fold has no showdown, so the wager loses.", BadBeat},
		{"6 Card Bonus", "Your five cards and one communal card, best five of six. It needs a Queens Up wager of the same amount, " +
			"stays in play when you fold, and is settled once the communal card is turned, after the other wagers. No one pay " +
			"exceeds 3,000.", SixCard},
		{"Paying order", payingOrder(&cfg), NumWagers},
		{"\"To 1\" and \"for 1\"", "\"3 to 1\" returns the stake and 3 more; \"9 for 1\" returns 9 in all, the stake having been " +
			"taken when the cards were dealt.", NumWagers},
		{"Credits", "Free play: when your credits run out, take more. A wager is refused when it would leave too little for a 1x " +
			"Play wager.", NumWagers},
		{"Interrupted rounds", interrupted(&cfg), NumWagers},
	}
	var out []Topic
	for _, h := range all {
		if h.Wager == NumWagers || cfg.offers(h.Wager) {
			out = append(out, h)
		}
	}
	return out
}

// folding is the help's paragraph on what a fold loses and what stays in
// play, naming only the wagers the table offers.
func folding(c *Config) string {
	lost := c.named([]phrase{{Ante, "the Ante"}, {SuperBonus, "the Super Bonus"}, {QueensUp, "Queens Up"},
		{Progressive, "the progressive wager"}})
	text := "A fold loses " + join(lost) + " (rule 10(b))."
	if ours := c.named([]phrase{{HandBonus, "the Five Card Hand Bonus on your own hand"}, {BadBeat, "the Bad Beat"}}); len(ours) > 0 {
		text += " Our reading: it also loses " + join(ours) + plural(ours, ", which needs", ", which need") + " your hand at the showdown."
	}
	if stay := c.named([]phrase{{DealerBonus, "the Five Card Hand Bonus on the dealer's hand"}, {SixCard, "the 6 Card Bonus"},
		{CoverAll, "Cover All"}}); len(stay) > 0 {
		text += " " + capital(join(stay)) + plural(stay, " stays in play.", " stay in play.")
	}
	switch {
	case c.offers(Progressive) && c.offers(CoverAll):
		text += " You keep your Envy Bonuses, but a folded hand is mucked: it earns no one an Envy Bonus and does not count for Cover All."
	case c.offers(Progressive):
		text += " You keep your Envy Bonuses, but a folded hand is mucked: it earns no one an Envy Bonus."
	case c.offers(CoverAll):
		text += " A folded hand is mucked: it does not count for Cover All."
	}
	return text
}

// payingOrder is the help's paragraph on the order of settlement, naming
// only the wagers the table offers.
func payingOrder(c *Config) string {
	main := c.named([]phrase{{Play, "Play"}, {Ante, "Ante"}, {QueensUp, "Queens Up"}, {SuperBonus, "Super Bonus"}})
	text := "From the dealer's right: losing wagers are taken, then winning ones paid, in the order " + join(main)
	switch bonus := c.offers(HandBonus) || c.offers(BadBeat); {
	case c.offers(Progressive) && bonus:
		text += "; then the progressive and bonus wagers"
	case c.offers(Progressive):
		text += "; then the progressive wager"
	case bonus:
		text += "; then the bonus wagers"
	}
	if late := c.named([]phrase{{SixCard, "the 6 Card Bonus"}, {CoverAll, "Cover All"}, {Progressive, "the Envy Bonuses"}}); len(late) > 0 {
		text += "; then " + join(late)
	}
	return text + "."
}

// phrase is how the help names a wager in a sentence.
type phrase struct {
	w    table.Wager
	text string
}

// named returns the phrases of the wagers the table offers, in order.
func (c *Config) named(ps []phrase) []string {
	var out []string
	for _, p := range ps {
		if c.offers(p.w) {
			out = append(out, p.text)
		}
	}
	return out
}

// plural returns one when words holds a single word, many otherwise.
func plural(words []string, one, many string) string {
	if len(words) == 1 {
		return one
	}
	return many
}

// join lists words as a person does: "a", "a and b", "a, b and c".
func join(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// capital returns s with its first letter in upper case.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// interrupted is the help's paragraph on a round interrupted by a closed
// game, a reload or a crash: it resumes; it is void only when it cannot go
// on.
func interrupted(c *Config) string {
	text := "A round interrupted by closing the game, a reload or a crash is not lost and not given back: it is saved at " +
		"every step you take and resumes on the next start exactly where it was, with the same cards, wagers and " +
		"meters. Only a round that cannot go on (its record is damaged, or a newer version of the game changed the " +
		"rules) is void: every wager is returned"
	switch {
	case c.offers(Progressive):
		text += ", including the progressive wagers, and what they added to the meters stays there."
	case c.offers(HandBonus):
		text += ", including the Five Card Hand Bonus, and what it added to the meter stays there."
	default:
		text += "."
	}
	return text + " The game tells you when that happens."
}

// credits names an amount of credits: "1 credit", "5 credits".
func credits(a money.Amount) string {
	if a == money.Credit {
		return "1 credit"
	}
	return a.String() + " credits"
}
