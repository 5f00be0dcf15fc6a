package odds

import (
	"fmt"
	"math/big"

	"felt/game/meter"
	"felt/game/money"
	names "felt/game/odds/sheet"
	"felt/game/paytable"
	"felt/game/strategy"
)

// This file computes the side bets of both games from the class counts.

// Games and bets as the sheet names them: package sheet's names, which
// the generated figures and the game's help use too.
const (
	Crazy4     = names.Crazy4
	CrissCross = names.CrissCross

	BetMain              = names.BetMain
	BetMainSimple        = names.BetMainSimple
	BetQueensUp          = names.BetQueensUp
	BetProgressive4      = names.BetProgressive4
	BetProgressive5      = names.BetProgressive5
	BetFiveCardHandBonus = names.BetFiveCardHandBonus
	BetCoverAll          = names.BetCoverAll
	BetBadBeat           = names.BetBadBeat
	BetSixCardBonus      = names.BetSixCardBonus
	BetFiveCardBonus     = names.BetFiveCardBonus
	BetBonusSpin         = names.BetBonusSpin
	BetBonusSpinXtreme   = names.BetBonusSpinXtreme
)

// Assumptions of the sheet.
const (
	// OtherSeats is the number of other seats whose hands draw Envy
	// Bonuses: a full table of six, as the published figures assume.
	OtherSeats = 5
	// LuckyPlayers is the number of players at the table for the Lucky
	// Bonus, drawn among the occupied seats and the dealer.
	LuckyPlayers = 6
	// SixCardWager is the 6 Card Bonus wager the sheet assumes: the
	// minimum of seed 004, where the cap of 3,000 does not bite.
	SixCardWager = 2 * money.Credit
	// SixCardMaxWager is seed 004's maximum 6 Card Bonus wager.
	SixCardMaxWager = 10 * money.Credit
)

// queensUp returns the Queens Up figures, tables A to D.
func queensUp(d *Distributions) ([]*Figure, error) {
	var out []*Figure
	for _, name := range paytable.QueensUpNames() {
		t, err := paytable.QueensUp(name)
		if err != nil {
			return nil, err
		}
		f, err := tableFigure(Crazy4, BetQueensUp, t, d.Four)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// progressive4 returns the Four-Card Progressive figures, Pays 1 to 3.
func progressive4(d *Distributions) ([]*Figure, error) {
	systems := map[string]meter.Config{"pays1": meter.Pays1(), "pays2": meter.Pays2(), "pays3": meter.Pays3()}
	var out []*Figure
	for _, name := range paytable.Progressive4Names() {
		t, err := paytable.Progressive4(name)
		if err != nil {
			return nil, err
		}
		f, err := tableFigure(Crazy4, BetProgressive4, t, d.Four)
		if err != nil {
			return nil, err
		}
		if err := addMeter(f, t, d.Four, systems[name], OtherSeats); err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// progressive5 returns the Five-Card Progressive and the Multi Game Link
// figures.
func progressive5(d *Distributions) ([]*Figure, error) {
	t := paytable.Progressive5()
	f, err := tableFigure(Crazy4, BetProgressive5, t, d.Five)
	if err != nil {
		return nil, err
	}
	if err := addMeter(f, t, d.Five, meter.FiveCardProgressive(), OtherSeats); err != nil {
		return nil, err
	}
	out := []*Figure{f}
	systems := map[string]meter.Config{"PTMGL01": meter.PTMGL01(), "PTMGL02": meter.PTMGL02(), "PTMGL04": meter.PTMGL04(),
		"PTMGLML01": meter.PTMGLML01(), "PTMGLML02": meter.PTMGLML02(), "PTMGLML03": meter.PTMGLML03()}
	for _, name := range paytable.MultiLinkNames() {
		t, err := paytable.MultiLink(name)
		if err != nil {
			return nil, err
		}
		cfg, ok := systems[name]
		if !ok {
			return nil, fmt.Errorf("odds: no meter for %s", name)
		}
		f, err := tableFigure(Crazy4, BetProgressive5, t, d.Five)
		if err != nil {
			return nil, err
		}
		if err := addMeter(f, t, d.Five, cfg, OtherSeats); err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}

// fiveCardHandBonus returns the Five Card Hand Bonus on the player's hand,
// with the Magic Card and the Lucky Bonus added to a winning hand (our
// reading, docs/rules.md): the Magic Card, drawn from a full virtual deck, is
// one of the hand's five cards with chance 5/52 whatever the hand; the
// Lucky Bonus position is the player's with chance 1/(players+1).
func fiveCardHandBonus(d *Distributions, players int) (*Figure, error) {
	t := paytable.FiveCardHandBonus()
	f, err := tableFigure(Crazy4, BetFiveCardHandBonus, t, d.Five)
	if err != nil {
		return nil, err
	}
	win := new(big.Rat).Set(f.HitFrequency)
	extras := []struct {
		name   string
		chance *big.Rat
		pay    money.Odds
	}{
		{"Magic Card", rat(5, 52), paytable.MagicCard()},
		{"Lucky Bonus", rat(1, int64(players)+1), paytable.LuckyBonus()},
	}
	for _, x := range extras {
		p := new(big.Rat).Mul(win, x.chance)
		r, err := returned(paytable.PayOdds(x.pay))
		if err != nil {
			return nil, err
		}
		r.Mul(r, p)
		f.Lines = append(f.Lines, LineFigure{Hand: x.name + " (with a winning hand)", Pays: x.pay.String(), Probability: p, Return: r})
		f.Return.Add(f.Return, r)
	}
	if err := addMeter(f, t, d.Five, meter.FiveCardHandBonus(), 0); err != nil {
		return nil, err
	}
	f.Notes = append(f.Notes,
		"on the player's hand; the Magic Card and Lucky Bonus pay only with a winning hand (our reading)",
		fmt.Sprintf("Lucky Bonus drawn among %d players and the dealer", players),
		"on the dealer's hand the return is the same for a sole bettor; a dealer jackpot is split among its bettors")
	return f, nil
}

// sixCardBonus returns the 6 Card Bonus at the given wager, with the cap
// on any one payout.
func sixCardBonus(d *Distributions, wager money.Amount) (*Figure, error) {
	f, err := cappedFigure(Crazy4, BetSixCardBonus, paytable.SixCardBonus(), d.Six, wager, paytable.SixCardCap)
	if err != nil {
		return nil, err
	}
	f.Notes = append(f.Notes, fmt.Sprintf("at a wager of %v; no payout over %v", wager, paytable.SixCardCap))
	if top, err := cappedFigure(Crazy4, BetSixCardBonus, paytable.SixCardBonus(), d.Six, SixCardMaxWager, paytable.SixCardCap); err == nil && top.Return.Cmp(f.Return) != 0 {
		f.Notes = append(f.Notes, fmt.Sprintf("at %v, where the cap cuts the royal flush, it returns %s%%", SixCardMaxWager, new(big.Rat).Mul(top.Return, rat(100, 1)).FloatString(4)))
	}
	return f, nil
}

// fiveCardBonus returns Criss Cross Poker's Five Card Bonus.
func fiveCardBonus(d *Distributions) (*Figure, error) {
	return tableFigure(CrissCross, BetFiveCardBonus, paytable.FiveCardBonus(), d.Five)
}

// coverAll returns the Cover All figure for a round of n players and the
// dealer.
func coverAll(n int, atLeast map[paytable.Class4]*big.Rat) (*Figure, error) {
	t, err := paytable.CoverAll(n)
	if err != nil {
		return nil, err
	}
	f := &Figure{Game: Crazy4, Bet: BetCoverAll, Title: t.Title, Players: n, Method: Exact,
		Return: new(big.Rat), HitFrequency: new(big.Rat)}
	above := new(big.Rat)
	for _, l := range t.Lines {
		p, ok := atLeast[l.From]
		if !ok {
			return nil, fmt.Errorf("odds: no chance computed for %v", l.From)
		}
		pl := new(big.Rat).Sub(p, above)
		above = p
		r, err := returned(l.Pay)
		if err != nil {
			return nil, err
		}
		r.Mul(r, pl)
		f.Lines = append(f.Lines, LineFigure{Hand: l.Hand, Pays: l.Pay.String(), Probability: pl, Return: r})
		f.Return.Add(f.Return, r)
		f.HitFrequency.Add(f.HitFrequency, pl)
	}
	f.HouseEdge = new(big.Rat).Sub(one(), f.Return)
	f.Notes = append(f.Notes, fmt.Sprintf("the best hand of %d players and the dealer; folded hands never reach the pay table", n))
	return f, nil
}

// coverAllChances returns, for 2 to 7 hands, the chance that the best
// reaches each class of the Cover All tables.
func coverAllChances() (map[int]map[paytable.Class4]*big.Rat, error) {
	t, err := paytable.CoverAll(1)
	if err != nil {
		return nil, err
	}
	var classes []paytable.Class4
	for _, l := range t.Lines {
		classes = append(classes, l.From)
	}
	fam := map[paytable.Class4]poly{}
	for _, c := range classes {
		cs, err := coresAtLeast(c)
		if err != nil {
			return nil, err
		}
		fam[c] = cs.families()
	}
	out := map[int]map[paytable.Class4]*big.Rat{}
	for n := 2; n <= maxHands; n++ {
		out[n] = map[paytable.Class4]*big.Rat{}
		for _, c := range classes {
			g := fam[c]
			out[n][c] = new(big.Rat).Sub(one(), noneChance(&g, n))
		}
	}
	return out, nil
}

// badBeat returns a Bad Beat figure: the bet pays on the losing hand of a
// showdown, the player's two pair or better losing to the dealer or the
// dealer's two pair or better losing to the player (docs/rules.md), for a
// player who follows decide. A hand of two pair or better loses to exactly
// the hands above it, which the m.Classes count as the dealer's hands that
// beat it; so over every pair of player and dealer hands, the hands of a
// class are beaten as the player's (when played) and as the dealer's (by a
// player's better hand, always played) as often as they are outranked.
func badBeat(m *Crazy4Main, t paytable.Table[paytable.Class4], decide func(*Crazy4Class) strategy.Decision) (*Figure, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	low := t.Lines[len(t.Lines)-1].From
	lines := make([]int64, len(t.Lines))
	for i := range m.Classes {
		k := &m.Classes[i]
		c := paytable.ClassOf4(k.Value)
		if c < low {
			continue
		}
		played := decide(k) != strategy.Fold
		if !played {
			return nil, fmt.Errorf("odds: the strategy folds %v, which the Bad Beat figure does not allow for", k.Value)
		}
		l := t.Find(c)
		lines[l] += 2 * int64(k.Weight) * k.Dealer[cellBeats]
	}
	f := &Figure{Game: Crazy4, Bet: BetBadBeat, Paytable: t.Name, Title: t.Title, Method: Exact,
		Return: new(big.Rat), HitFrequency: new(big.Rat)}
	for i, l := range t.Lines {
		p := rat(lines[i], hands5*dealer47)
		r, err := returned(l.Pay)
		if err != nil {
			return nil, err
		}
		r.Mul(r, p)
		f.Lines = append(f.Lines, LineFigure{Hand: l.Hand + " beaten", Pays: l.Pay.String(), Probability: p, Return: r})
		f.Return.Add(f.Return, r)
		f.HitFrequency.Add(f.HitFrequency, p)
	}
	f.HouseEdge = new(big.Rat).Sub(one(), f.Return)
	f.Notes = append(f.Notes, "the player follows the optimal strategy (the simple one gives the same: both play every pair or better); ties do not count")
	return f, nil
}

// mainFigure wraps a main game's strategy figures.
func mainFigure(game, bet, title string, m MainFigures) *Figure {
	return &Figure{Game: game, Bet: bet, Title: title, Method: Exact, Return: m.Return, HouseEdge: m.HouseEdge,
		HitFrequency: m.HitFrequency, Main: &m}
}
