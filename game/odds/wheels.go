package odds

import (
	"fmt"
	"math/big"

	"felt/game/meter"
	"felt/game/money"
	"felt/game/wheel"
)

// This file computes the Bonus Spin and Bonus Spin Xtreme wagers of Criss
// Cross Poker from the wheels' weights (game/wheel) and the chance that a
// seat spins: a pocket pair (Bonus Spin) or a qualifying hand (Xtreme) in a
// round the seat plays to the end, since a seat that folds loses its own
// spin (game/crisscross). Every seat follows the optimal strategy of the
// main game (which pays no attention to the wheels); the solver counts the
// deals where it spins. Each other bettor's spin pays the bettor a
// Community Pay; expectations add, so a full table's return is the
// bettor's own spins plus five times one other seat's, exactly.

// spinChances are the chances, per round, that a seat following the
// optimal strategy spins the Bonus Spin wheel and each Xtreme wheel.
type spinChances struct {
	pair   *big.Rat
	xtreme map[wheel.Qualifier]*big.Rat
}

// chances returns the spin chances from the tally of the solver.
func (t *ccTally) chances() (spinChances, error) {
	all := int64(ccHoles * ccAcross * ccDown * ccMiddle)
	c := spinChances{pair: rat(t.PairPlayed, all), xtreme: map[wheel.Qualifier]*big.Rat{}}
	qs := xtremeQualifiers()
	if len(qs) != len(t.Qualified) {
		return c, fmt.Errorf("odds: the Criss Cross figures count %d Xtreme qualifiers, the wheels have %d: run go generate ./game/strategy", len(t.Qualified), len(qs))
	}
	for k, q := range qs {
		c.xtreme[q] = rat(t.Qualified[k], all)
	}
	return c, nil
}

// wheelPays returns the expected fixed pay of a wheel on a wager, per
// credit wagered, and the chance of its Jackpot segment.
func wheelPays(w *wheel.Wheel, wager money.Amount) (fixed, jackpot *big.Rat) {
	fixed, jackpot = new(big.Rat), new(big.Rat)
	total := w.Total()
	for i, s := range w.Segments {
		if s.Symbol.Jackpot {
			jackpot.Add(jackpot, rat(s.Weight, total))
			continue
		}
		pay, _ := w.Pay(i, wager)
		fixed.Add(fixed, rat(int64(pay)*s.Weight, total*int64(wager)))
	}
	return fixed, jackpot
}

// wheelFigure builds the figure of a wheel wager: the bettor spins own with
// chance spin, its Jackpot paying the meter of cfg (on the Base wager
// only), and each of OtherSeats other bettors spins with chance others,
// paying community per credit wagered on average.
func wheelFigure(bet, name, title string, wager money.Amount, own *wheel.Wheel, spin, others, community *big.Rat, cfg meter.Config) (*Figure, error) {
	if len(cfg.Levels) != 1 || cfg.Levels[0].Ceiling != 0 || cfg.Base != own.Base {
		return nil, fmt.Errorf("odds: %s: the meter %s does not fit the wheel", title, cfg.Name)
	}
	f := &Figure{Game: CrissCross, Bet: bet, Paytable: name, Title: fmt.Sprintf("%s, wager %v", title, wager), Wager: wager, Method: Exact}
	fixed, jp := wheelPays(own, wager)
	f.Lines = append(f.Lines, LineFigure{Hand: "Own spin, fixed symbols", Pays: "the symbol", Probability: new(big.Rat).Set(spin),
		Return: new(big.Rat).Mul(spin, fixed)})
	lv := cfg.Levels[0]
	m := &MeterFigures{System: cfg.Name, Base: cfg.Base, Fixed: new(big.Rat).Mul(spin, fixed),
		EnvyPerSeat: new(big.Rat).Mul(others, community), OtherSeats: OtherSeats}
	m.Envy = new(big.Rat).Mul(m.EnvyPerSeat, rat(OtherSeats, 1))
	level := MeterLevel{Name: lv.Name, Seed: lv.Seed, Reset: lv.Reset, Rate: ppm(lv.Rate), Reserve: ppm(lv.Reserve),
		PerCredit: new(big.Rat), ResetChance: new(big.Rat), LongRun: new(big.Rat), AverageTop: new(big.Rat)}
	if wager == own.Base {
		hit := new(big.Rat).Mul(spin, jp)
		level.ResetChance = hit
		level.PerCredit = new(big.Rat).Quo(hit, credits(cfg.Base))
		level.LongRun = new(big.Rat).Add(level.Rate, new(big.Rat).Quo(new(big.Rat).Mul(hit, credits(lv.Reset)), credits(cfg.Base)))
		if hit.Sign() > 0 {
			level.AverageTop = new(big.Rat).Add(credits(lv.Reset), new(big.Rat).Quo(new(big.Rat).Mul(level.Rate, credits(cfg.Base)), hit))
		}
		f.Lines = append(f.Lines, LineFigure{Hand: "Own spin, Jackpot", Pays: "100% of meter", Probability: hit, Return: new(big.Rat)})
	}
	m.Levels = []MeterLevel{level}
	m.AtSeed = new(big.Rat).Add(m.Fixed, m.Envy)
	m.AtSeed.Add(m.AtSeed, new(big.Rat).Mul(level.PerCredit, credits(lv.Seed)))
	m.LongRun = new(big.Rat).Add(m.Fixed, m.Envy)
	m.LongRun.Add(m.LongRun, level.LongRun)
	f.Lines = append(f.Lines, LineFigure{Hand: fmt.Sprintf("Community Pays, %d other seats", OtherSeats), Pays: "Community Pay",
		Probability: new(big.Rat).Set(others), Return: new(big.Rat).Set(m.Envy)})
	f.Meter = m
	f.Return = new(big.Rat).Set(m.LongRun)
	f.HouseEdge = new(big.Rat).Sub(one(), f.Return)
	f.HitFrequency = new(big.Rat).Set(spin)
	if wager != own.Base {
		f.HitFrequency = new(big.Rat).Sub(spin, new(big.Rat).Mul(spin, jp))
	}
	f.Notes = append(f.Notes,
		"every seat follows the optimal strategy of the main game and loses its own spin when it folds",
		fmt.Sprintf("Community Pays from %d other bettors", OtherSeats),
		"hit frequency: the chance the bettor's own wheel pays",
		"return in the long run; the Jackpot pays only the largest wager")
	return f, nil
}

// bonusSpinFigures returns the Bonus Spin figures, every paytable and
// wager, at a full table.
func bonusSpinFigures(c spinChances) ([]*Figure, error) {
	var out []*Figure
	for _, b := range wheel.BonusSpinPaytables() {
		if err := b.Wheel.Validate(); err != nil {
			return nil, err
		}
		// Any wager spins on a pocket pair, paid in proportion (the Jackpot
		// only on 5); each other seat's spin pays this bettor the Community
		// Pay of its symbol for this bettor's wager.
		for _, w := range b.Wagers {
			com := new(big.Rat)
			total := b.Wheel.Total()
			for _, s := range b.Wheel.Segments {
				com.Add(com, rat(int64(b.Community.Pay(s.Symbol, w))*s.Weight, total*int64(w)))
			}
			f, err := wheelFigure(BetBonusSpin, b.Name, b.Title, w, &b.Wheel, c.pair, c.pair, com, b.Meter)
			if err != nil {
				return nil, err
			}
			end := b.SpinChance(wheel.ToEnd)
			if err := addNoFold(f, end, func() (*Figure, error) {
				return wheelFigure(BetBonusSpin, b.Name, b.Title, w, &b.Wheel, end, end, com, b.Meter)
			}); err != nil {
				return nil, err
			}
			out = append(out, f)
		}
	}
	return out, nil
}

// xtremeFigures returns the Bonus Spin Xtreme figures, every paytable and
// wager, at a full table.
func xtremeFigures(c spinChances) ([]*Figure, error) {
	var out []*Figure
	for _, x := range wheel.XtremePaytables() {
		if err := x.HotSpot.Validate(); err != nil {
			return nil, err
		}
		p, ok := c.xtreme[x.Qualifier]
		if !ok {
			return nil, fmt.Errorf("odds: no spin chance for %s", x.Qualifier.Name)
		}
		for _, w := range x.Wagers {
			com, _ := wheelPays(&x.Community, w)
			f, err := wheelFigure(BetBonusSpinXtreme, x.Name, x.Title, w, &x.HotSpot, p, p, com, x.Meter)
			if err != nil {
				return nil, err
			}
			f.Notes = append(f.Notes, "qualifies on "+x.Qualifier.Name)
			end := x.SpinChance(wheel.ToEnd)
			if err := addNoFold(f, end, func() (*Figure, error) {
				return wheelFigure(BetBonusSpinXtreme, x.Name, x.Title, w, &x.HotSpot, end, end, com, x.Meter)
			}); err != nil {
				return nil, err
			}
			out = append(out, f)
		}
	}
	return out, nil
}

// addNoFold completes a wheel figure with the return at the seed of a
// table where every seat plays every hand to the end, spinning with chance
// end: the figure noFold computes.
func addNoFold(f *Figure, end *big.Rat, noFold func() (*Figure, error)) error {
	g, err := noFold()
	if err != nil {
		return err
	}
	f.NoFold = g.Meter.AtSeed
	f.Notes = append(f.Notes, fmt.Sprintf("a table that never folds spins in %s%% of rounds and gets %s%% at the seed",
		new(big.Rat).Mul(end, rat(100, 1)).FloatString(4), new(big.Rat).Mul(f.NoFold, rat(100, 1)).FloatString(4)))
	return nil
}
