package table

import "felt/game/money"

// Style is how a table-mate plays the main game.
type Style uint8

// The styles.
const (
	// Optimal follows the game's optimal strategy from the math sheet.
	Optimal Style = iota
	// Simple follows the short strategy of docs/rules.md a player can learn.
	Simple
	// Hunch plays the simple strategy but now and then on a hunch: a
	// marginal hand folded or played, as people do.
	Hunch
)

var styleNames = [...]string{"optimal", "simple", "hunch"}

// String names the style.
func (s Style) String() string {
	if int(s) >= len(styleNames) {
		return "?"
	}
	return styleNames[s]
}

// Mate is a simulated table-mate: a character with a bankroll and habits.
// Each game turns the habits into its own wagers.
type Mate struct {
	Name string
	// Units is the ante in table minimums (1 for a minimum bettor).
	Units int64
	// BuyIn is the credits the mate sits down with, in table minimums.
	BuyIn int64
	Style Style
	// SideBets is the chance, in parts per million, that the mate makes each
	// fixed-odds side bet the table offers (Queens Up, Five Card Bonus...).
	SideBets uint32
	// Jackpots is the chance, in parts per million, that the mate plays each
	// progressive or prize-wheel wager the table offers.
	Jackpots uint32
	// Hunch is the chance, in parts per million, that a Hunch player goes
	// against the strategy on a hand near the line.
	Hunch uint32
	// Think is how long the mate takes over a decision, in ticks at normal
	// speed; the front end uses it to pace the table like people.
	Think int
}

// Roster returns the cast of table-mates, in the order they take seats.
func Roster() []Mate {
	return []Mate{
		{Name: "Rosa", Units: 2, BuyIn: 200, Style: Optimal, SideBets: 700_000, Jackpots: 900_000, Think: 50},
		{Name: "Walt", Units: 1, BuyIn: 100, Style: Simple, SideBets: 300_000, Jackpots: 500_000, Think: 80},
		{Name: "Priya", Units: 3, BuyIn: 300, Style: Optimal, SideBets: 500_000, Jackpots: 300_000, Think: 40},
		{Name: "Kenji", Units: 1, BuyIn: 150, Style: Hunch, SideBets: 900_000, Jackpots: 1_000_000, Hunch: 150_000, Think: 70},
		{Name: "Amara", Units: 5, BuyIn: 500, Style: Simple, SideBets: 200_000, Jackpots: 600_000, Think: 55},
		{Name: "Luis", Units: 2, BuyIn: 200, Style: Hunch, SideBets: 600_000, Jackpots: 800_000, Hunch: 100_000, Think: 90},
		{Name: "Greta", Units: 1, BuyIn: 120, Style: Optimal, SideBets: 100_000, Jackpots: 200_000, Think: 45},
		{Name: "Dmitri", Units: 4, BuyIn: 400, Style: Simple, SideBets: 800_000, Jackpots: 700_000, Think: 65},
	}
}

// Stake returns the mate's ante at a table with the given minimum.
func (m Mate) Stake(min money.Amount) money.Amount { return money.Amount(m.Units) * min }
