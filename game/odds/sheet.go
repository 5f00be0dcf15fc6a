package odds

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"

	"felt/game/hand"
	"felt/game/paytable"
	"felt/game/strategy"
)

// Options choose what the sheet computes.
type Options struct {
	// Game and Bet limit the sheet to one game or one bet ("" for all).
	Game, Bet string
	// Exact solves Criss Cross Poker again instead of using the figures
	// generated with its strategy tables (a few seconds more).
	Exact bool
}

// Sheet is the math sheet: every figure, in the order of the rule
// documents.
type Sheet struct {
	Figures []*Figure
	// Crazy4 and CrissCross are the main-game analyses, when computed
	// (CrissCross only with Options.Exact).
	Crazy4     *Crazy4Main
	CrissCross *CrissCrossMain
}

// ErrUnknownBet is returned for a game or bet the sheet does not know.
var ErrUnknownBet = errors.New("odds: no such game or bet")

// Bets returns the bets of each game in sheet order.
func Bets() map[string][]string {
	return map[string][]string{
		Crazy4: {BetMain, BetMainSimple, BetQueensUp, BetProgressive4, BetProgressive5, BetFiveCardHandBonus,
			BetCoverAll, BetBadBeat, BetSixCardBonus},
		CrissCross: {BetMain, BetMainSimple, BetFiveCardBonus, BetBonusSpin, BetBonusSpinXtreme},
	}
}

// wanted reports whether the options ask for a bet, and checks them.
func (o Options) wanted(game, bet string) bool {
	return (o.Game == "" || o.Game == game) && (o.Bet == "" || o.Bet == bet)
}

func (o Options) check() error {
	bets := Bets()
	if o.Game != "" {
		if _, ok := bets[o.Game]; !ok {
			return fmt.Errorf("%w: game %q (want crazy4 or crisscross)", ErrUnknownBet, o.Game)
		}
	}
	if o.Bet != "" {
		for g, bs := range bets {
			if (o.Game == "" || o.Game == g) && slices.Contains(bs, o.Bet) {
				return nil
			}
		}
		return fmt.Errorf("%w: bet %q", ErrUnknownBet, o.Bet)
	}
	return nil
}

// NewSheet computes the sheet. The default sheet takes about a second.
func NewSheet(e *hand.Evaluator, o Options) (*Sheet, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	asks := func(game string, bets ...string) bool {
		for _, b := range bets {
			if o.wanted(game, b) {
				return true
			}
		}
		return false
	}
	s := &Sheet{}
	// The independent computations run side by side.
	var (
		wg                  sync.WaitGroup
		dist                *Distributions
		chances             map[int]map[paytable.Class4]*big.Rat
		c4Err, ccErr, caErr error
	)
	if asks(Crazy4, BetMain, BetMainSimple, BetBadBeat) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.Crazy4, c4Err = SolveCrazy4(e, paytable.SuperBonus())
		}()
	}
	if o.Exact && asks(CrissCross, BetMain, BetMainSimple) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.CrissCross, ccErr = SolveCrissCross(e, paytable.CrissCross(), paytable.CrissCrossAnte())
		}()
	}
	if asks(Crazy4, BetCoverAll) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			chances, caErr = coverAllChances()
		}()
	}
	if asks(Crazy4, BetQueensUp, BetProgressive4, BetProgressive5, BetFiveCardHandBonus, BetSixCardBonus) || asks(CrissCross, BetFiveCardBonus) {
		dist = NewDistributions(e)
	}
	wg.Wait()
	if err := errors.Join(c4Err, ccErr, caErr); err != nil {
		return nil, err
	}
	if err := s.collect(o, dist, chances); err != nil {
		return nil, err
	}
	return s, nil
}

// collect builds the figures in sheet order.
func (s *Sheet) collect(o Options, d *Distributions, chances map[int]map[paytable.Class4]*big.Rat) error {
	add := func(fs ...*Figure) { s.Figures = append(s.Figures, fs...) }
	many := func(fs []*Figure, err error) error {
		if err == nil {
			add(fs...)
		}
		return err
	}
	single := func(f *Figure, err error) error {
		if err == nil {
			add(f)
		}
		return err
	}
	steps := []struct {
		game, bet string
		run       func() error
	}{
		{Crazy4, BetMain, func() error {
			add(mainFigure(Crazy4, BetMain, "Ante + Super Bonus + Play, optimal strategy", s.Crazy4.Optimal))
			return nil
		}},
		{Crazy4, BetMainSimple, func() error {
			add(mainFigure(Crazy4, BetMainSimple, "Ante + Super Bonus + Play, simple strategy", s.Crazy4.Simple))
			return nil
		}},
		{Crazy4, BetQueensUp, func() error { return many(queensUp(d)) }},
		{Crazy4, BetProgressive4, func() error { return many(progressive4(d)) }},
		{Crazy4, BetProgressive5, func() error { return many(progressive5(d)) }},
		{Crazy4, BetFiveCardHandBonus, func() error { return single(fiveCardHandBonus(d, LuckyPlayers)) }},
		{Crazy4, BetCoverAll, func() error {
			for n := 1; n <= maxHands-1; n++ {
				if err := single(coverAll(n, chances[n+1])); err != nil {
					return err
				}
			}
			return nil
		}},
		{Crazy4, BetBadBeat, func() error {
			for _, name := range paytable.BadBeatNames() {
				t, err := paytable.BadBeat(name)
				if err != nil {
					return err
				}
				if err := single(badBeat(s.Crazy4, t, func(k *Crazy4Class) strategy.Decision { return k.Best })); err != nil {
					return err
				}
			}
			return nil
		}},
		{Crazy4, BetSixCardBonus, func() error { return single(sixCardBonus(d, SixCardWager)) }},
		{CrissCross, BetMain, func() error {
			m := s.crissCrossMain()
			add(mainFigure(CrissCross, BetMain, "Antes + Across + Down + Middle, optimal strategy", m))
			return nil
		}},
		{CrissCross, BetMainSimple, func() error {
			t := s.crissCrossTally()
			add(simpleFigure(t.simpleCosts()))
			return nil
		}},
		{CrissCross, BetFiveCardBonus, func() error { return single(fiveCardBonus(d)) }},
		{CrissCross, BetBonusSpin, func() error {
			c, err := s.spinChances()
			if err != nil {
				return err
			}
			return many(bonusSpinFigures(c))
		}},
		{CrissCross, BetBonusSpinXtreme, func() error {
			c, err := s.spinChances()
			if err != nil {
				return err
			}
			return many(xtremeFigures(c))
		}},
	}
	for _, st := range steps {
		if !o.wanted(st.game, st.bet) {
			continue
		}
		if err := st.run(); err != nil {
			return err
		}
	}
	return nil
}

// crissCrossTally returns the Criss Cross tally: solved, or generated
// with the strategy tables.
func (s *Sheet) crissCrossTally() ccTally {
	if s.CrissCross != nil {
		return s.CrissCross.tally
	}
	return precomputedCrissCross()
}

// crissCrossMain returns the Criss Cross figures.
func (s *Sheet) crissCrossMain() MainFigures {
	t := s.crissCrossTally()
	f, _ := t.figures()
	return f
}

// spinChances returns the chances of the wheels' spins.
func (s *Sheet) spinChances() (spinChances, error) {
	t := s.crissCrossTally()
	return t.chances()
}
