package crisscross

import (
	"felt/game/cards"
	cc "felt/game/crisscross"
	"felt/game/strategy"
	"felt/game/table"
)

// demo is the optimal strategy's decision for the person's hand as it stands: their hole
// cards, the community cards turned so far, and the bets they made on the streets before
// (which need not be the strategy's: a player who took over from the demonstration may have
// bet otherwise).
func demo(o *strategy.Optimal, c *cc.Table) table.Action {
	p := c.Person()
	sit, ok := c.Situation(p)
	if !ok {
		return table.Fold
	}
	b := c.Bets(p)
	ante := b[cc.AnteAcross]
	if ante <= 0 {
		return table.Fold
	}
	made := func(w table.Wager) strategy.Decision {
		return strategy.Decision(min(3, max(0, b[w]/ante)))
	}
	pair := func(p, q cc.Position) [2]cards.Card {
		a, _ := sit.Card(p)
		b, _ := sit.Card(q)
		return [2]cards.Card{a, b}
	}
	var d strategy.Decision
	var err error
	switch sit.Street {
	case cc.AcrossStreet:
		d, err = o.Across(sit.Hole)
	case cc.DownStreet:
		d, err = o.Down(sit.Hole, pair(cc.Left, cc.Right), made(cc.AcrossBet))
	case cc.MiddleStreet:
		d, _, err = o.Middle(sit.Hole, pair(cc.Left, cc.Right), pair(cc.Top, cc.Bottom), made(cc.AcrossBet), made(cc.DownBet))
	default:
		return table.Fold
	}
	if err != nil {
		return table.Fold
	}
	return table.Fold + table.Action(d)
}
