package crazy4

import (
	"felt/game/meter"
	"felt/game/table"
)

// A Table answers what a table front end needs of a game's core.
var _ table.Game = (*Table)(nil)

// Name returns the game's short name, "crazy4".
func (t *Table) Name() string { return "crazy4" }

// Wagers returns the number of wager spots of a seat, NumWagers.
func (t *Table) Wagers() int { return int(NumWagers) }

// WagerName names a wager spot for a person (the package's WagerName).
func (t *Table) WagerName(w table.Wager) string { return WagerName(w) }

// Meters returns the number of meter systems the table has: the
// progressive's, when it offers one, and the Five Card Hand Bonus's, when
// it offers that, numbered in that order from 0 (MeterOf).
func (t *Table) Meters() int {
	n := 0
	for _, m := range [2]*meter.System{t.prog, t.bonus} {
		if m != nil {
			n++
		}
	}
	return n
}

// Meter returns meter system k (0 to Meters()-1), to read; nil for another
// k. Time passes through Advance.
func (t *Table) Meter(k int) *meter.System {
	for _, m := range [2]*meter.System{t.prog, t.bonus} {
		if m == nil {
			continue
		}
		if k == 0 {
			return m
		}
		k--
	}
	return nil
}

// MeterOf returns the meter system a wager feeds, as Meter numbers it: the
// progressive's for Progressive, the Five Card Hand Bonus's for HandBonus
// and DealerBonus; table.NoMeter for the others, or when the table does
// not offer the wager.
func (t *Table) MeterOf(w table.Wager) int {
	switch {
	case w == Progressive && t.prog != nil:
		return 0
	case (w == HandBonus || w == DealerBonus) && t.bonus != nil:
		return t.system(t.bonus)
	}
	return table.NoMeter
}

// system returns the number of a meter system of the table (MeterOf).
func (t *Table) system(m *meter.System) int {
	if m == t.bonus && t.prog != nil {
		return 1
	}
	return 0
}
