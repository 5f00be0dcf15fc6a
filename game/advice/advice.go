// Package advice is the strategy advisor of both main games: for every
// decision a player makes (Crazy 4 Poker's Play, each street of Criss Cross
// Poker) it gives the exact expected value of every legal option, in antes,
// the best of them, and one plain sentence of why. The values come from the
// exact strategies (game/strategy) and the rules core's own settlement, so
// the best option is the optimal strategy's; the tests check both against
// the math sheet (game/odds) on every class of hands.
//
// An Advisor is made once (New) and is read-only afterwards, safe for
// concurrent use. Advice on one decision takes well under a millisecond
// (the benchmarks say how much): cheap enough to ask at every decision,
// in a browser too.
package advice

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"

	"felt/game/hand"
	"felt/game/paytable"
	"felt/game/strategy"
	"felt/game/table"
)

// Street names a decision: Crazy 4 Poker's one, or a Criss Cross street.
type Street uint8

// The decisions advised.
const (
	Play Street = iota
	Across
	Down
	Middle
)

var streetNames = [...]string{"play", "across", "down", "middle"}

// String names the street: "play", "across", "down" or "middle".
func (s Street) String() string {
	if int(s) >= len(streetNames) {
		return "?"
	}
	return streetNames[s]
}

// Game names the game the street is played in: "crazy4" or "crisscross".
func (s Street) Game() string {
	if s == Play {
		return "crazy4"
	}
	return "crisscross"
}

// Option is one legal decision and its value: the expected net result, in
// antes, of the round's main wagers (at Crazy 4 Poker the Ante, Super Bonus
// and Play; at Criss Cross Poker both antes and the street bets) with the
// best play after it. The side bets do not depend on the decision and are
// left out. The value is exact: Num over the advice's Den.
type Option struct {
	Decision strategy.Decision
	Num      int64
}

// Advice is the advisor's answer for one decision.
type Advice struct {
	Street Street
	// Options are the legal decisions, smallest wager first.
	Options []Option
	// Den is the common denominator of the options' values.
	Den int64
	// Best is the option of the highest value (the smallest wager among
	// equals: the strategy's own tie rule).
	Best strategy.Decision
	// Why says in one sentence why Best is best.
	Why string
}

// Errors.
var (
	// ErrCards is returned for cards that are not a deal.
	ErrCards = errors.New("advice: not a deal")
	// ErrBet is returned for an earlier street's bet that is not 1x to 3x.
	ErrBet = errors.New("advice: not a bet of 1x to 3x")
	// ErrSituation is returned for a table that awaits no decision of the
	// seat asked about, or whose cards cannot be read.
	ErrSituation = errors.New("advice: no decision to advise")
)

// EV returns an option's value in antes.
func (a *Advice) EV(d strategy.Decision) float64 {
	if o, ok := a.Option(d); ok {
		return float64(o.Num) / float64(a.Den)
	}
	return 0
}

// Exact returns an option's value as a fraction of antes.
func (a *Advice) Exact(d strategy.Decision) *big.Rat {
	if o, ok := a.Option(d); ok {
		return big.NewRat(o.Num, a.Den)
	}
	return new(big.Rat)
}

// Option returns the option of decision d, and false when d is not legal.
func (a *Advice) Option(d strategy.Decision) (Option, bool) {
	for _, o := range a.Options {
		if o.Decision == d {
			return o, true
		}
	}
	return Option{}, false
}

// Cost returns what decision d gives up against the best option, in antes
// (0 for the best; 0 too for a decision that is not legal).
func (a *Advice) Cost(d strategy.Decision) float64 {
	o, ok := a.Option(d)
	b, _ := a.Option(a.Best)
	if !ok {
		return 0
	}
	return float64(b.Num-o.Num) / float64(a.Den)
}

// Only keeps the options in legal (the decisions a seat's credits allow)
// and chooses the best among them again; the reason is kept when the best
// is, and otherwise says that the better bets are beyond the credits.
// Fold is always legal.
func (a Advice) Only(legal table.Actions) Advice {
	out := a
	out.Options = make([]Option, 0, len(a.Options))
	for _, o := range a.Options {
		if o.Decision == strategy.Fold || legal.Has(Action(o.Decision)) {
			out.Options = append(out.Options, o)
		}
	}
	out.Best = best(out.Options)
	if out.Best != a.Best {
		out.Why = fmt.Sprintf("%s would be best, but your credits do not cover it: %s.", Name(a.Street, a.Best), Name(a.Street, out.Best))
	}
	return out
}

// best returns the option of the highest value, the smallest wager among
// equals.
func best(opts []Option) strategy.Decision {
	b := 0
	for i, o := range opts {
		if o.Num > opts[b].Num {
			b = i
		}
	}
	if len(opts) == 0 {
		return strategy.Fold
	}
	return opts[b].Decision
}

// Action is the table's action for a decision.
func Action(d strategy.Decision) table.Action { return table.Fold + table.Action(d) }

// Decision is the decision of a table's action (Fold for anything else).
func Decision(a table.Action) strategy.Decision {
	if a < table.Bet1x || a > table.Bet3x {
		return strategy.Fold
	}
	return strategy.Decision(a - table.Fold)
}

// Name names a decision as the table's buttons do: "fold", "play 1x" at
// Crazy 4 Poker, "bet 3x" at Criss Cross Poker.
func Name(s Street, d strategy.Decision) string {
	if d == strategy.Fold {
		return "fold"
	}
	if s == Play {
		return "play " + d.String()
	}
	return "bet " + d.String()
}

// Antes formats an amount of antes with three decimals and its sign
// ("-0.125", "+1.340").
func Antes(x float64) string {
	s := strconv.FormatFloat(x, 'f', 3, 64)
	if x >= 0 {
		s = "+" + s
	}
	return s
}

// Advisor gives advice on both games. Make one with New.
type Advisor struct {
	e   *hand.Evaluator
	opt *strategy.Optimal
	sb  paytable.Table[paytable.Class4]
	c4  *dealerCounts
	cc  *strategy.CrissCrossNets
	// across are the Across values per hole-card class (generated: see
	// zz_across.go), for 1x, 2x and 3x.
	across [strategy.NumHoleClasses][3]int64
}

// New makes an advisor: it ranks hands with e and reads the optimal
// strategy o (both shared, read-only).
func New(e *hand.Evaluator, o *strategy.Optimal) (*Advisor, error) {
	a := &Advisor{e: e, opt: o, sb: paytable.SuperBonus(), c4: newDealerCounts(e), across: acrossValues()}
	var err error
	if a.cc, err = strategy.NewCrissCrossNets(e, paytable.CrissCross(), paytable.CrissCrossAnte()); err != nil {
		return nil, err
	}
	return a, nil
}

// Optimal returns the optimal strategy the advisor reads.
func (a *Advisor) Optimal() *strategy.Optimal { return a.opt }
