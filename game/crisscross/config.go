package crisscross

import (
	"fmt"
	"slices"

	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
	"felt/game/wheel"
)

// Config is a Criss Cross Poker table: its limits, pay tables and wheels.
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
	// Optimal is the strategy of the table-mates who play the optimal
	// strategy; nil plays Heuristic until the math sheet's is plugged in.
	Optimal Strategy
}

// DefaultConfig is the table the game starts with: antes 5 to 500, a Five
// Card Bonus of 1 to 100, Bonus Spin paytable A with Community Pay A
// (1 or 5; both spin), Bonus Spin Xtreme paytable A (1, 2 or 5).
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
	}
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
	if c.Bonus.Offered() && (c.Bonus.Min <= 0 || c.Bonus.Max > money.Credits(1_000_000)) {
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
