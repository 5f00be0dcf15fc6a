package odds

import (
	"fmt"
	"math/big"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/paytable"
	"felt/game/strategy"
)

// This file solves the Crazy 4 Poker main game, Ante + Super Bonus + Play,
// exactly: for each class of the player's hands, the expected result of
// folding and of each Play wager against every dealer hand from the other
// 47 cards, settled by crazy4.Showdown.

// cell is a range of dealer hands over which crazy4.Showdown gives the same
// result against a given player hand: not qualified, qualified and beaten,
// tied, or beating the player. TestShowdownCells checks against Showdown
// that the result is constant over each cell.
type cell uint8

const (
	cellNotQualified cell = iota
	cellBeaten
	cellTied
	cellBeats
	numCells
)

// Crazy4Class is one class of player hands under the permutations of the
// suits, with the dealer's hands from the other 47 cards counted by cell
// and the expected result of each decision.
type Crazy4Class struct {
	Hand   [5]cards.Card // the class's representative, suits in the canonical order
	Weight int           // the number of hands in the class
	Value  hand.Four
	// Dealer counts the dealer's hands by cell: not qualified, beaten by
	// the player, tied, beating the player. They add up to 1,533,939.
	Dealer [numCells]int64
	// Net is twice the player's net result, in antes, summed over the
	// dealer's hands, for each decision; Allowed says which are legal.
	Net     [strategy.NumDecisions]int64
	Allowed [strategy.NumDecisions]bool
	// Best is the decision with the highest expected result (the smallest
	// wager among equals).
	Best strategy.Decision
	// Tied reports that another legal decision has exactly Best's result.
	Tied bool
	// settle is twice the net of the Ante, the Play (per ante of Play) and
	// the Super Bonus for one dealer hand of each cell.
	settle [numCells][3]int64
}

// cellNet returns twice the player's net result for one dealer hand of
// cell c after decision d (not a fold).
func (k *Crazy4Class) cellNet(c cell, d strategy.Decision) int64 {
	s := k.settle[c]
	return s[0] + int64(d.Wager())*s[1] + s[2]
}

// Crazy4Main is the exact analysis of the Crazy 4 Poker main game.
type Crazy4Main struct {
	Classes []Crazy4Class
	// Optimal and Simple are the figures of the optimal strategy and of
	// the simple strategy of docs/rules.md.
	Optimal, Simple MainFigures
}

// MainFigures are the figures of a main game under one strategy. Each is
// exact; all are per the initial wager (one ante for Crazy 4 Poker, both
// antes for Criss Cross Poker) except ElementOfRisk.
type MainFigures struct {
	Strategy string
	// Return is the expected amount back per initial unit wagered, HouseEdge
	// the expected loss per initial unit, ElementOfRisk the expected loss
	// per unit of the average total wager.
	Return, HouseEdge, ElementOfRisk *big.Rat
	// AverageWager is the average total wagered per initial unit.
	AverageWager *big.Rat
	// HitFrequency is the probability of a round with a net win.
	HitFrequency *big.Rat
	// PushFrequency is the probability of a round with no net result.
	PushFrequency *big.Rat
	// Actions are the probabilities of each decision, named.
	Actions []Frequency
}

// Frequency is a named probability.
type Frequency struct {
	Name string
	P    *big.Rat
}

// SolveCrazy4 analyses the Crazy 4 Poker main game with the given Super
// Bonus pay table. It takes about a second.
func SolveCrazy4(e *hand.Evaluator, sb paytable.Table[paytable.Class4]) (*Crazy4Main, error) {
	t := newFourTable(e)
	q, err := t.firstAtLeast(crazy4.DealerQualifies, "the dealer's qualifier")
	if err != nil {
		return nil, err
	}
	sw := t.sweep(q)
	m := &Crazy4Main{Classes: make([]Crazy4Class, len(sw))}
	for i, c := range sw {
		k, err := classify(t, sb, q, c)
		if err != nil {
			return nil, err
		}
		m.Classes[i] = k
	}
	m.Optimal = crazy4Figures("optimal", m.Classes, func(k *Crazy4Class) strategy.Decision { return k.Best })
	m.Simple = crazy4Figures("simple", m.Classes, func(k *Crazy4Class) strategy.Decision {
		return strategy.SimpleCrazy4(k.Value)
	})
	return m, nil
}

// classify turns one class's counts into cells and the expected results of
// each decision, settling one representative pair of hands per cell with
// crazy4.Showdown.
func classify(t *fourTable, sb paytable.Table[paytable.Class4], q int, c counts) (Crazy4Class, error) {
	pv := int(c.valueIx)
	k := Crazy4Class{Hand: c.hand.unpack(), Weight: int(c.weight), Value: t.values[pv]}
	// A representative dealer value in each cell, -1 when the cell is empty.
	var rep [numCells]int
	k.Dealer[cellNotQualified], rep[cellNotQualified] = int64(c.below), 0
	if pv > q {
		k.Dealer[cellBeaten], rep[cellBeaten] = int64(c.less-c.below), q
	}
	if pv >= q {
		k.Dealer[cellTied], rep[cellTied] = int64(c.lessEq-c.less), pv
	}
	k.Dealer[cellBeats] = dealer47 - k.Dealer[cellNotQualified] - k.Dealer[cellBeaten] - k.Dealer[cellTied]
	rep[cellBeats] = max(pv+1, q)
	for d := range k.Dealer {
		if k.Dealer[d] < 0 {
			return k, fmt.Errorf("odds: negative count for %v", k.Hand)
		}
	}
	raise := crazy4.MayRaise(k.Value)
	k.Allowed = [strategy.NumDecisions]bool{strategy.Fold: true, strategy.Bet1x: true, strategy.Bet2x: raise, strategy.Bet3x: raise}
	fa, fs := crazy4.Folded()
	fold, err := twice(fa.Ratio())
	if err != nil {
		return k, err
	}
	sfold, err := twice(fs.Ratio())
	if err != nil {
		return k, err
	}
	k.Net[strategy.Fold] = (fold + sfold) * dealer47
	for d := cellNotQualified; d < numCells; d++ {
		if k.Dealer[d] == 0 {
			continue
		}
		ante, play, super := crazy4.Showdown(sb, k.Value, t.values[rep[d]])
		a, err := twice(ante.Ratio())
		if err != nil {
			return k, err
		}
		p, err := twice(play.Ratio())
		if err != nil {
			return k, err
		}
		s, err := twice(super.Ratio())
		if err != nil {
			return k, err
		}
		k.settle[d] = [3]int64{a, p, s}
		for x := strategy.Bet1x; x <= strategy.Bet3x; x++ {
			k.Net[x] += k.Dealer[d] * k.cellNet(d, x)
		}
	}
	k.Best = strategy.Fold
	for x := strategy.Fold; x < strategy.NumDecisions; x++ {
		if k.Allowed[x] && k.Net[x] > k.Net[k.Best] {
			k.Best = x
		}
	}
	for x := strategy.Fold; x < strategy.NumDecisions; x++ {
		if x != k.Best && k.Allowed[x] && k.Net[x] == k.Net[k.Best] {
			k.Tied = true
		}
	}
	return k, nil
}

// twice returns 2 × num/den, which must be an integer: every pay of the
// main game is a whole or half unit.
func twice(num, den int64) (int64, error) {
	if den <= 0 || (2*num)%den != 0 {
		return 0, fmt.Errorf("odds: pay %d/%d is not a multiple of one half", num, den)
	}
	return 2 * num / den, nil
}

// crazy4Figures sums a strategy's results over every hand.
func crazy4Figures(name string, classes []Crazy4Class, decide func(*Crazy4Class) strategy.Decision) MainFigures {
	var net, wager, win, push int64
	var acts [strategy.NumDecisions]int64
	for i := range classes {
		k := &classes[i]
		d := decide(k)
		w := int64(k.Weight)
		net += w * k.Net[d]
		acts[d] += w
		wager += w * int64(2+d.Wager())
		// A round's sign: fold loses; otherwise by cell.
		if d == strategy.Fold {
			continue
		}
		for c := cellNotQualified; c < numCells; c++ {
			switch s := k.cellNet(c, d); {
			case s > 0:
				win += w * k.Dealer[c]
			case s == 0:
				push += w * k.Dealer[c]
			}
		}
	}
	all := big.NewInt(hands5 * dealer47)
	f := MainFigures{Strategy: name}
	ev := new(big.Rat).SetFrac(big.NewInt(net), new(big.Int).Mul(all, big.NewInt(2)))
	f.HouseEdge = new(big.Rat).Neg(ev)
	f.AverageWager = big.NewRat(wager, hands5)
	f.Return = new(big.Rat).Sub(big.NewRat(1, 1), f.HouseEdge)
	f.ElementOfRisk = new(big.Rat).Quo(f.HouseEdge, f.AverageWager)
	f.HitFrequency = new(big.Rat).SetFrac(big.NewInt(win), all)
	f.PushFrequency = new(big.Rat).SetFrac(big.NewInt(push), all)
	for d := strategy.Fold; d < strategy.NumDecisions; d++ {
		f.Actions = append(f.Actions, Frequency{Name: d.String(), P: big.NewRat(acts[d], hands5)})
	}
	return f
}
