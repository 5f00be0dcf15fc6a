package advice

import (
	"fmt"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/strategy"
	"felt/game/table"
)

// Seat advises the decision a table awaits from a seat, either game's: the options the
// seat's credits allow (Advice.Only), each valued exactly. At Criss Cross Poker the earlier
// streets' bets are the seat's own, whatever they were.
func (a *Advisor) Seat(g table.Game, seat int) (Advice, error) {
	if g.Phase() != table.Deciding || g.Turn() != seat {
		return Advice{}, fmt.Errorf("%w: seat %d", ErrSituation, seat)
	}
	legal := g.Legal(seat)
	switch c := g.(type) {
	case *crazy4.Table:
		ad, err := a.Crazy4(c.Cards(seat))
		if err != nil {
			return Advice{}, err
		}
		return ad.Only(legal), nil
	case *crisscross.Table:
		sit, ok := c.Situation(seat)
		if !ok {
			return Advice{}, fmt.Errorf("%w: seat %d", ErrSituation, seat)
		}
		b := c.Bets(seat)
		ante := b[crisscross.AnteAcross]
		if ante <= 0 {
			return Advice{}, fmt.Errorf("%w: seat %d has no ante", ErrSituation, seat)
		}
		made := func(w table.Wager) strategy.Decision {
			return strategy.Decision(min(3, max(0, b[w]/ante)))
		}
		ad, err := a.CrissCross(sit, made(crisscross.AcrossBet), made(crisscross.DownBet))
		if err != nil {
			return Advice{}, err
		}
		return ad.Only(legal), nil
	}
	return Advice{}, fmt.Errorf("%w: game %s", ErrSituation, g.Name())
}

// Mate is the advisor's play for table-mates and the demonstration: the best decision of
// each situation, without working its values out (the optimal strategy's tables, which
// the tests check equal the advice's best on every class of hands). It is
// crazy4.Strategy and crisscross.Strategy, and does not allocate.
type Mate struct {
	A *Advisor
}

// Play implements crazy4.Strategy.
func (m Mate) Play(h [5]cards.Card, v hand.Four) table.Action {
	return strategy.Crazy4Mate{Optimal: m.A.opt}.Play(h, v)
}

// Decide implements crisscross.Strategy.
func (m Mate) Decide(s crisscross.Situation) table.Action {
	return strategy.CrissCrossMate{Optimal: m.A.opt}.Decide(s)
}

var (
	_ crazy4.Strategy     = Mate{}
	_ crisscross.Strategy = Mate{}
)

// Demo is the decision the demonstration makes for a seat: the advice's best, Fold when
// none is awaited.
func (a *Advisor) Demo(g table.Game, seat int) table.Action {
	ad, err := a.Seat(g, seat)
	if err != nil {
		return table.Fold
	}
	return Action(ad.Best)
}
