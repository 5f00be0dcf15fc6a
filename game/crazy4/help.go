package crazy4

import "felt/game/table"

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
		{"Folding", "A fold loses the Ante, Super Bonus, Queens Up and the progressive wager (rule 10(b)). Our reading: it also " +
			"loses the Five Card Hand Bonus on your own hand and the Bad Beat, which need your hand at the showdown; the Five Card " +
			"Hand Bonus on the dealer's hand, the 6 Card Bonus and Cover All stay in play. You keep your Envy Bonuses, but a folded " +
			"hand is mucked: it earns no one an Envy Bonus and does not count for Cover All.", Play},
		{"Progressive", "A progressive wager is one exact amount (1 or 5 credits at this table) taken when the cards are dealt; " +
			"its pays are \"for 1\": the pay is all you get back. Percentage pays come off the meter as it stands when you are paid, " +
			"from the dealer's right, so a second jackpot in one round gets the meter as the first left it. Pays and Envy Bonuses " +
			"scale with the wager.", Progressive},
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
		{"Paying order", "From the dealer's right: losing wagers are taken, then winning ones paid, in the order Play, Ante, " +
			"Queens Up, Super Bonus; then the progressive and bonus wagers; then the 6 Card Bonus, Cover All, and the Envy Bonuses.", NumWagers},
		{"\"To 1\" and \"for 1\"", "\"3 to 1\" returns the stake and 3 more; \"9 for 1\" returns 9 in all, the stake having been " +
			"taken when the cards were dealt.", NumWagers},
		{"Credits", "Free play: when your credits run out, take more. A wager is refused when it would leave too little for a 1x " +
			"Play wager.", NumWagers},
		{"Interrupted rounds", "A round that cannot finish, as when the game is closed mid-round, is void: every wager is " +
			"returned, including the progressive wagers. What they added to the meters stays there.", NumWagers},
	}
	var out []Topic
	for _, h := range all {
		if h.Wager == NumWagers || cfg.offers(h.Wager) {
			out = append(out, h)
		}
	}
	return out
}
