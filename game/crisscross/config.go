package crisscross

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"slices"

	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
	"felt/game/wheel"
)

// NoPerson is Config.Person for a table of table-mates only: the
// self-playing demonstration.
const NoPerson = -1

// Config is a Criss Cross Poker table: its limits, pay tables and wheels,
// and who sits where when it opens.
type Config struct {
	// Ante is the limit of each ante (the two are equal). Bonus, Spin and
	// Xtreme are the side wagers' limits; a zero Max means the table does
	// not offer the wager. Spin and Xtreme take the amounts their paytables
	// take (Exact).
	Ante, Bonus, Spin, Xtreme table.Limit
	// Main pays the Across, Down and Middle bets; Antes the two antes;
	// FiveCard the Five Card Bonus.
	Main, Antes, FiveCard paytable.Table[paytable.Class5]
	// SpinTable and XtremeTable are the prize-wheel paytables.
	SpinTable   wheel.BonusSpin
	XtremeTable wheel.Xtreme
	// CapFloor is the aggregate payout limit's floor (001 ch.12 B(1)):
	// 50,000 credits. The cap is the greater of it and what one player
	// can win in a round at the minimum ante (Table.Cap).
	CapFloor money.Amount
	// Optimal is the strategy of the table-mates of the Optimal style: the
	// strategy advisor's best (advice.Mate, the math sheet's exact strategy);
	// nil plays Simple for them too. The Simple and Hunch styles play the
	// published simple strategy (Simple), which the core knows itself.
	Optimal Strategy

	// Person is the person's seat, 0 to 5, or NoPerson.
	Person int
	// BuyIn is the free-play credits the person gets when they sit down
	// and each time they run out (Table.BuyIn): at least a minimum round,
	// two antes and three 1x street bets at the minimum.
	BuyIn money.Amount
	// Mates is the number of table-mates, who take the free seats from the
	// dealer's left.
	Mates int
	// Roster is the cast the table-mates come from, in order; nil for
	// table.Roster(). At most 255 characters.
	Roster []table.Mate
	// Seed seeds the linked tables of the meters when a table is made.
	// (The table-mates' habits and hunches, and the wheels' spins, are drawn
	// from each round's seed, after its cards.)
	Seed uint64
}

// DefaultConfig is the table the game starts with: antes 5 to 500, a Five
// Card Bonus of 1 to 100, Bonus Spin paytable A with Community Pay A
// (1 or 5; both spin), Bonus Spin Xtreme paytable A (1, 2 or 5); the
// person in seat 2 with 1,000 credits, and three table-mates.
func DefaultConfig() Config {
	spin, xtreme := wheel.BonusSpinA(), wheel.XtremeA()
	return Config{
		Ante:        table.Limit{Min: money.Credits(5), Max: money.Credits(500), Step: money.Credits(1)},
		Bonus:       table.Limit{Min: money.Credits(1), Max: money.Credits(100), Step: money.Credits(1)},
		Spin:        exact(spin.Wagers),
		Xtreme:      exact(xtreme.Wagers),
		Main:        paytable.CrissCross(),
		Antes:       paytable.CrissCrossAnte(),
		FiveCard:    paytable.FiveCardBonus(),
		SpinTable:   spin,
		XtremeTable: xtreme,
		CapFloor:    money.Credits(50_000),
		Person:      2,
		BuyIn:       money.Credits(1_000),
		Mates:       3,
		Seed:        1,
	}
}

// roster returns the cast the table-mates come from.
func (c *Config) roster() []table.Mate {
	if c.Roster == nil {
		return table.Roster()
	}
	return c.Roster
}

// maxBuyIn is the most credits one buy-in brings: far more than a game
// needs, and small enough that no sum of them overflows.
const maxBuyIn = money.Amount(1_000_000_000) * money.Credit

// minRound is the least a seat needs for a round at the table minimum:
// two antes and three street bets at 1x.
const minRound = 5

// validateSeats checks who sits where when the table opens.
func (c *Config) validateSeats() error {
	free := table.Seats
	switch {
	case c.Person == NoPerson:
		if c.BuyIn < 0 || c.BuyIn > maxBuyIn {
			return fmt.Errorf("%w: buy-in %v", ErrConfig, c.BuyIn)
		}
	case c.Person < 0 || c.Person >= table.Seats:
		return fmt.Errorf("%w: person in seat %d", ErrConfig, c.Person)
	case c.BuyIn < minRound*c.Ante.Min || c.BuyIn > maxBuyIn:
		return fmt.Errorf("%w: buy-in %v (want at least a minimum round: two antes and three street bets, %v)", ErrConfig, c.BuyIn, minRound*c.Ante.Min)
	default:
		free--
	}
	if c.Mates < 0 || c.Mates > free {
		return fmt.Errorf("%w: %d table-mates for %d free seats", ErrConfig, c.Mates, free)
	}
	r := c.roster()
	if len(r) < c.Mates || len(r) > 255 {
		return fmt.Errorf("%w: %d characters in the roster for %d table-mates", ErrConfig, len(r), c.Mates)
	}
	for i := range r {
		if err := checkMate(&r[i]); err != nil {
			return fmt.Errorf("%w: roster character %d: %w", ErrConfig, i, err)
		}
	}
	return nil
}

// checkMate checks a character's habits.
func checkMate(m *table.Mate) error {
	if m.Units < 1 || m.Units > 1_000_000 || m.BuyIn < 1 || m.BuyIn > 1_000_000 || m.Style > table.Hunch ||
		m.SideBets > 1_000_000 || m.Jackpots > 1_000_000 || m.Hunch > 1_000_000 || m.Think < 0 {
		return fmt.Errorf("%q: %d units, a buy-in of %d, style %d, think %d", m.Name, m.Units, m.BuyIn, m.Style, m.Think)
	}
	return nil
}

// meterKey derives the key of the meters' linked tables from the seed.
func meterKey(seed uint64) [32]byte {
	var k [32]byte
	binary.LittleEndian.PutUint64(k[:], seed)
	copy(k[8:], "felt/crisscross meters")
	return k
}

// fingerprint is a checksum of the rules of the configuration: what
// decides how a round plays and pays. A round saved at a table of other
// rules cannot go on (it is void, docs/rules.md).
func (c *Config) fingerprint() uint32 {
	rules := fmt.Sprint(c.Ante, c.Bonus, c.Spin, c.Xtreme, c.Main.Lines, c.Antes.Lines, c.FiveCard.Lines, c.CapFloor,
		c.SpinTable.Wheel, c.SpinTable.Community.Tiers, c.SpinTable.Meter, c.SpinTable.Wagers,
		c.XtremeTable.Qualifier, c.XtremeTable.HotSpot, c.XtremeTable.Community, c.XtremeTable.Meter, c.XtremeTable.Wagers)
	return crc32.ChecksumIEEE([]byte(rules))
}

// exact is the limit of a wager that takes only the given amounts.
func exact(amounts []money.Amount) table.Limit {
	return table.Limit{Min: slices.Min(amounts), Max: slices.Max(amounts), Exact: slices.Clone(amounts)}
}

// validate checks the configuration and returns its aggregate payout cap.
func (c *Config) validate() (money.Amount, error) {
	bad := func(format string, a ...any) (money.Amount, error) {
		return 0, fmt.Errorf("%w: %s", ErrConfig, fmt.Sprintf(format, a...))
	}
	if !c.Ante.Offered() || c.Ante.Min <= 0 || c.Ante.Max < c.Ante.Min || len(c.Ante.Exact) > 0 {
		return bad("ante limit %+v", c.Ante)
	}
	if c.Ante.Max > money.Credits(1_000_000) {
		return bad("ante maximum %v over 1,000,000", c.Ante.Max)
	}
	if c.Ante.Check(c.Ante.Min) != nil {
		return bad("ante minimum %v is not a wager the limit takes", c.Ante.Min)
	}
	for _, t := range []paytable.Table[paytable.Class5]{c.Main, c.Antes, c.FiveCard} {
		if err := t.Validate(); err != nil {
			return bad("%v", err)
		}
		for _, l := range t.Lines {
			if l.Pay.Kind == paytable.Meter || l.Pay.Kind == paytable.Odds && (l.Pay.Odds.For || l.Pay.Odds.Den <= 0 || l.Pay.Odds.Num < 0) {
				return bad("%s: line %q pays %v", t.Title, l.Hand, l.Pay)
			}
		}
	}
	if c.Bonus.Offered() && (c.Bonus.Min <= 0 || c.Bonus.Max > money.Credits(1_000_000) || c.Bonus.Check(c.Bonus.Min) != nil) {
		return bad("Five Card Bonus limit %+v", c.Bonus)
	}
	for _, w := range []struct {
		name  string
		l     table.Limit
		takes []money.Amount
		wheel []*wheel.Wheel
	}{
		{"Bonus Spin", c.Spin, c.SpinTable.Wagers, []*wheel.Wheel{&c.SpinTable.Wheel}},
		{"Bonus Spin Xtreme", c.Xtreme, c.XtremeTable.Wagers, []*wheel.Wheel{&c.XtremeTable.HotSpot, &c.XtremeTable.Community}},
	} {
		if !w.l.Offered() {
			continue
		}
		if len(w.l.Exact) == 0 {
			return bad("%s takes fixed amounts only", w.name)
		}
		for _, a := range w.l.Exact {
			if !slices.Contains(w.takes, a) {
				return bad("%s paytable does not take %v", w.name, a)
			}
		}
		for _, wh := range w.wheel {
			if err := wh.Validate(); err != nil {
				return bad("%v", err)
			}
			// The wheels' amounts are the pays for their Base, the
			// largest wager: a smaller one is paid in proportion.
			for _, a := range w.takes {
				if a <= 0 || a > wh.Base {
					return bad("%s paytable takes %v, over the %v its wheel pays for", w.name, a, wh.Base)
				}
			}
		}
	}
	if err := c.validateSeats(); err != nil {
		return 0, err
	}
	return c.cap(), nil
}

// cap returns the aggregate payout limit (001 ch.12 B): the greater of the
// floor and the most one player can win in a round at the minimum ante.
// That is both antes winning their top pay, and the Across, Down and
// Middle bets at 3x: the Middle bet and one line on the top line of the
// main pay table, the other line on the second (both lines cannot be royal
// flushes: they share three cards; a royal flush across and a straight
// flush down can happen, as TestCap shows).
func (c *Config) cap() money.Amount {
	top := func(t paytable.Table[paytable.Class5], i int) money.Amount {
		if i >= len(t.Lines) || t.Lines[i].Pay.Kind != paytable.Odds {
			return 0
		}
		return t.Lines[i].Pay.Odds.Pay(3 * c.Ante.Min)
	}
	ante := money.Amount(0)
	if len(c.Antes.Lines) > 0 && c.Antes.Lines[0].Pay.Kind == paytable.Odds {
		ante = c.Antes.Lines[0].Pay.Odds.Pay(c.Ante.Min)
	}
	most := 2*ante + 2*top(c.Main, 0) + top(c.Main, 1)
	return max(c.CapFloor, most)
}
