package odds

import (
	"fmt"
	"math/big"

	"felt/game/meter"
	"felt/game/money"
	"felt/game/paytable"
)

// This file splits the return of a progressive wager into its parts: the
// fixed pays on the bettor's own hand, the Envy Bonuses (or Community Pays)
// from the other seats' hands, and the meters. A meter pays back, in the
// long run, its rate of progression plus the reset the house puts in after
// each 100% hit (whether the house or a reserve pays for it), so the long-run
// return does not depend on the meter's value; the return of one wager
// placed now does, linearly.

// MeterFigures are the parts of a progressive wager's return, per unit
// wagered.
type MeterFigures struct {
	System string       // the meter preset's name
	Base   money.Amount // the wager the meter amounts are for
	// Fixed is the return of the fixed pays on the bettor's own hand.
	Fixed *big.Rat
	// EnvyPerSeat is the return of the Envy Bonuses from one other seat's
	// hand; OtherSeats the seats assumed, Envy their total.
	EnvyPerSeat *big.Rat
	OtherSeats  int
	Envy        *big.Rat
	Levels      []MeterLevel
	// AtSeed is the return when every meter stands at its seed; LongRun
	// the long-run return (the Figure's Return).
	AtSeed, LongRun *big.Rat
}

// MeterLevel is one meter of a progressive wager.
type MeterLevel struct {
	Name        string
	Seed, Reset money.Amount
	Rate        *big.Rat // rate of progression, a share of each wager
	Reserve     *big.Rat // reserve rate
	// PerCredit is the return per unit wagered from each credit on the
	// meter (for a wager of Base): the chance of each hand that pays off it
	// times its share, over Base.
	PerCredit *big.Rat
	// ResetChance is the chance per wager of a 100% hit, which resets the
	// meter.
	ResetChance *big.Rat
	// LongRun is the meter's long-run part of the return: Rate plus
	// ResetChance × Reset / Base.
	LongRun *big.Rat
	// AverageTop is the average meter when a 100% hit comes, Reset +
	// Rate × Base / ResetChance, when the level has no other hits; zero
	// otherwise.
	AverageTop *big.Rat
}

// ReturnAt returns the return per unit wagered of one wager placed when
// the meters stand at the given amounts (for a wager of Base), with the
// Envy Bonuses of OtherSeats seats.
func (m *MeterFigures) ReturnAt(meters ...money.Amount) (*big.Rat, error) {
	if len(meters) != len(m.Levels) {
		return nil, fmt.Errorf("odds: %s has %d meters, not %d", m.System, len(m.Levels), len(meters))
	}
	r := new(big.Rat).Add(m.Fixed, m.Envy)
	for i, l := range m.Levels {
		x := new(big.Rat).Mul(l.PerCredit, rat(int64(meters[i]), int64(money.Credit)))
		r.Add(r, x)
	}
	return r, nil
}

// ppm returns parts per million as a rational.
func ppm(p meter.PPM) *big.Rat { return rat(int64(p), 1_000_000) }

// credits returns an amount in credits as a rational.
func credits(a money.Amount) *big.Rat { return rat(int64(a), int64(money.Credit)) }

// addMeter completes the figure of a progressive wager paid by table t
// (already computed by tableFigure) with its Envy Bonuses from otherSeats
// other hands and the meters of system cfg.
func addMeter[C ~uint8](f *Figure, t paytable.Table[C], n Counts[C], cfg meter.Config, otherSeats int) error {
	m := &MeterFigures{System: cfg.Name, Base: cfg.Base, Fixed: new(big.Rat).Set(f.Return),
		EnvyPerSeat: new(big.Rat), OtherSeats: otherSeats}
	base := credits(cfg.Base)
	if cfg.Base <= 0 {
		return fmt.Errorf("odds: %s: no base wager", cfg.Name)
	}
	for _, l := range cfg.Levels {
		if l.Ceiling != 0 {
			return fmt.Errorf("odds: %s: a meter ceiling is not modelled", cfg.Name)
		}
		m.Levels = append(m.Levels, MeterLevel{Name: l.Name, Seed: l.Seed, Reset: l.Reset, Rate: ppm(l.Rate),
			Reserve: ppm(l.Reserve), PerCredit: new(big.Rat), ResetChance: new(big.Rat)})
	}
	partial := make([]bool, len(m.Levels))
	for i, l := range t.Lines {
		p := f.Lines[i].Probability
		if l.Envy != 0 {
			m.EnvyPerSeat.Add(m.EnvyPerSeat, new(big.Rat).Mul(p, credits(l.Envy)))
		}
		if l.Pay.Kind != paytable.Meter {
			continue
		}
		if l.Pay.Level < 0 || l.Pay.Level >= len(m.Levels) {
			return fmt.Errorf("odds: %s pays meter %d of %s's %d", t.Title, l.Pay.Level, cfg.Name, len(m.Levels))
		}
		lv := &m.Levels[l.Pay.Level]
		share := rat(l.Pay.Percent, 100)
		lv.PerCredit.Add(lv.PerCredit, new(big.Rat).Quo(new(big.Rat).Mul(p, share), base))
		if l.Pay.Percent == 100 {
			lv.ResetChance.Add(lv.ResetChance, p)
		} else {
			partial[l.Pay.Level] = true
		}
	}
	m.Envy = new(big.Rat).Mul(m.EnvyPerSeat, rat(int64(otherSeats), 1))
	m.AtSeed = new(big.Rat).Add(m.Fixed, m.Envy)
	m.LongRun = new(big.Rat).Add(m.Fixed, m.Envy)
	for i := range m.Levels {
		lv := &m.Levels[i]
		m.AtSeed.Add(m.AtSeed, new(big.Rat).Mul(lv.PerCredit, credits(lv.Seed)))
		lv.LongRun = new(big.Rat).Add(lv.Rate, new(big.Rat).Quo(new(big.Rat).Mul(lv.ResetChance, credits(lv.Reset)), base))
		m.LongRun.Add(m.LongRun, lv.LongRun)
		lv.AverageTop = new(big.Rat)
		if !partial[i] && lv.ResetChance.Sign() > 0 {
			lv.AverageTop.Add(credits(lv.Reset), new(big.Rat).Quo(new(big.Rat).Mul(lv.Rate, base), lv.ResetChance))
		}
	}
	f.Meter = m
	f.Return = new(big.Rat).Set(m.LongRun)
	f.HouseEdge = new(big.Rat).Sub(one(), f.Return)
	f.Notes = append(f.Notes, "return in the long run: the meter's rate of progression and resets come back to the players")
	if m.EnvyPerSeat.Sign() > 0 {
		f.Notes = append(f.Notes, fmt.Sprintf("Envy Bonuses from %d other seats", otherSeats))
	}
	return nil
}
