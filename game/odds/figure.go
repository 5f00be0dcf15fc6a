package odds

import (
	"fmt"
	"math/big"

	"felt/game/money"
	"felt/game/paytable"
)

// Figure is one line of the math sheet: one wager under one pay table.
// Exact figures are rationals; simulated ones carry a standard error.
type Figure struct {
	Game     string // "crazy4" or "crisscross"
	Bet      string // "main", "queens_up", ...
	Paytable string // the documents' name, "" where there is only one
	Title    string // for people
	Players  int    // Cover All: players in the round; 0 otherwise
	// Wager is the wager a figure is for when the return depends on it
	// (the prize wheels); 0 otherwise.
	Wager money.Amount
	// Return is the expected amount back per unit wagered (per initial
	// wager for the main games), HouseEdge the expected loss, 1 - Return.
	Return, HouseEdge *big.Rat
	// HitFrequency is the probability that the wager pays (for the main
	// games, that the round nets a win).
	HitFrequency *big.Rat
	Method       string  // "exact" or "simulated"
	StdErr       float64 // of Return, for simulated figures
	// Lines are the pay lines with their probabilities.
	Lines []LineFigure
	// Main holds the main games' strategy figures; Meter the meter bets'.
	Main  *MainFigures
	Meter *MeterFigures
	// NoFold is, for the prize wheels, the return with the meter at its
	// seed when every seat plays every hand to the end, never folding (an
	// upper bound: the figure's seats follow the optimal strategy, which
	// folds a few hands that would have spun the Xtreme wheel); nil for
	// the other bets.
	NoFold *big.Rat
	// Notes state the assumptions the figure rests on.
	Notes []string
}

// LineFigure is one pay line's probability and share of the return.
type LineFigure struct {
	Hand        string
	Pays        string
	Probability *big.Rat
	// Return is the line's part of the return per unit wagered (the meter
	// part of a meter line is in MeterFigures).
	Return *big.Rat
}

// Methods of computing a figure.
const (
	Exact     = "exact"
	Simulated = "simulated"
)

// rat returns n/d.
func rat(n, d int64) *big.Rat { return big.NewRat(n, d) }

// one is the rational 1.
func one() *big.Rat { return big.NewRat(1, 1) }

// returned is what a winning unit stake gets back on an odds or push line:
// the stake plus the win for "to" odds, the pay for "for" odds.
func returned(p paytable.Pay) (*big.Rat, error) {
	switch p.Kind {
	case paytable.Push:
		return one(), nil
	case paytable.Odds:
		n, d := p.Odds.Ratio()
		if d <= 0 {
			return nil, fmt.Errorf("odds: bad pay %v", p)
		}
		return new(big.Rat).Add(one(), rat(n, d)), nil
	}
	return new(big.Rat), nil // a meter line: no fixed part
}

// tableFigure computes a pay table's lines over class counts. Meter lines
// get their probability and no fixed return; the caller adds the meter.
func tableFigure[C ~uint8](game, bet string, t paytable.Table[C], n Counts[C]) (*Figure, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	f := &Figure{Game: game, Bet: bet, Paytable: t.Name, Title: t.Title, Method: Exact,
		Return: new(big.Rat), HitFrequency: new(big.Rat)}
	lines := make([]int64, len(t.Lines))
	for c, x := range n.N {
		if i := t.Find(C(c)); i >= 0 {
			lines[i] += x
		}
	}
	for i, l := range t.Lines {
		p := rat(lines[i], n.Total)
		r, err := returned(l.Pay)
		if err != nil {
			return nil, err
		}
		r.Mul(r, p)
		f.Lines = append(f.Lines, LineFigure{Hand: l.Hand, Pays: l.Pay.String(), Probability: p, Return: r})
		f.Return.Add(f.Return, r)
		if l.Pay.Kind != paytable.Push {
			f.HitFrequency.Add(f.HitFrequency, p)
		}
	}
	f.HouseEdge = new(big.Rat).Sub(one(), f.Return)
	return f, nil
}

// cappedFigure is tableFigure for a wager whose win on any one payout is
// capped: each odds line's win is at most limit.
func cappedFigure[C ~uint8](game, bet string, t paytable.Table[C], n Counts[C], wager, limit money.Amount) (*Figure, error) {
	capped := t
	capped.Lines = append([]paytable.Line[C](nil), t.Lines...)
	for i, l := range capped.Lines {
		if l.Pay.Kind != paytable.Odds {
			continue
		}
		if win := l.Pay.Odds.Net(wager); win > limit {
			capped.Lines[i].Pay = paytable.PayOdds(money.To(int64(limit), int64(wager)))
		}
	}
	f, err := tableFigure(game, bet, capped, n)
	if err != nil {
		return nil, err
	}
	for i := range f.Lines {
		f.Lines[i].Pays = t.Lines[i].Pay.String()
	}
	return f, nil
}
