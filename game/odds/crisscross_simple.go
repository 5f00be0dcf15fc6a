package odds

import (
	"math/big"

	"felt/game/cards"
	"felt/game/strategy"
)

// This file counts what the simple strategy of Criss Cross Poker (strategy.SimpleAcross,
// SimpleDown, SimpleMiddle) gives up against the optimal one, exactly, over every deal:
// each street's rule alone, the other streets played optimally, and the three rules
// together.

// simple adds to t, for one class of hole cards cs solved in hole, the values lost by each
// rule alone and the value of the rules together, summed over the deals of one hole pair
// of the class, as ccTally.Net. It reads the street-3 sums pass 1 kept for each representative
// Across pair.
func (s *ccSolver) simple(cs [2]cards.Card, hole *CrissCrossHole, reps, orbit []int, t *ccTally) {
	all := int64(ccAcross * ccDown * ccMiddle)
	sa := strategy.SimpleAcross(cs)
	t.SimpleCost[0] = hole.Value[hole.Best] - hole.Value[sa]
	best := int64(hole.Best)
	if sa == strategy.Fold {
		t.SimpleNet = -2 * all
	} else {
		t.SimpleWager = int64(sa) * ccAcross * ccDown
	}
	card := func(i int) cards.Card { return s.rest[i] }
	for ri, lr := range reps {
		w := int64(orbit[lr])
		l, r := int(s.pair[lr][0]), int(s.pair[lr][1])
		across := [2]cards.Card{card(l), card(r)}
		sd := strategy.SimpleDown(cs, across)
		qs := s.q[ri*ccDown : (ri+1)*ccDown]
		// The optimal Down decision after the optimal Across bet, for the Middle rule alone.
		od := hole.Down[lr].After(hole.Best)
		var downRule, middleRule, both int64
		n := 0
		s.forDown(l, r, func(tb int) {
			q := &qs[n]
			n++
			base, ac, dn, mid := int64(q.base), int64(q.across), int64(q.down), int64(q.middle)
			value := func(a1, a2 int64, d3 strategy.Decision) int64 {
				if d3 == strategy.Fold {
					return -(2 + a1 + a2) * ccMiddle
				}
				return base + a1*ac + a2*dn + int64(d3)*mid
			}
			tp, bp := s.pair[tb][0], s.pair[tb][1]
			sm := strategy.SimpleMiddle(cs, across, [2]cards.Card{card(int(tp)), card(int(bp))})
			if best > 0 {
				_, v := strategy.BestMiddle(best, int64(sd), base, ac, dn, mid, ccMiddle)
				downRule += v
				if od != strategy.Fold {
					_, v := strategy.BestMiddle(best, int64(od), base, ac, dn, mid, ccMiddle)
					middleRule += v - value(best, int64(od), sm)
				}
			}
			if sa != strategy.Fold {
				both += value(int64(sa), int64(sd), sm)
				if sm != strategy.Fold {
					win, _ := s.signs(lr, tb, s.thresholds(int64(sa), int64(sd), int64(sm)))
					t.SimpleWin += w * win
					t.SimpleWager += w * int64(sm)
				}
			}
		})
		if best > 0 {
			t.SimpleCost[1] += w * (hole.DownValue[lr][best] - downRule)
			t.SimpleCost[2] += w * middleRule
		}
		if sa != strategy.Fold {
			t.SimpleNet += w * both
			t.SimpleWager += w * int64(sd) * ccDown
		}
	}
}

// SimpleCosts are what the simple strategy of Criss Cross Poker gives up against the
// optimal one, per both antes: each street's rule alone (Across, Down, Middle), the other
// streets played optimally, and all three rules together (Total). HouseEdge is the simple
// strategy's house edge, HitFrequency the chance of a round that nets a win, AverageWager
// its average total wager per both antes.
type SimpleCosts struct {
	Across, Down, Middle, Total, HouseEdge, HitFrequency, AverageWager *big.Rat
}

// simpleCosts turns the tally's sums into the costs.
func (t *ccTally) simpleCosts() SimpleCosts {
	all := new(big.Int).Mul(big.NewInt(ccHoles*ccAcross*ccDown*ccMiddle), big.NewInt(2))
	per := func(x int64) *big.Rat { return new(big.Rat).SetFrac(big.NewInt(x), all) }
	return SimpleCosts{
		Across: per(t.SimpleCost[0]), Down: per(t.SimpleCost[1]), Middle: per(t.SimpleCost[2]),
		Total: per(t.Net - t.SimpleNet), HouseEdge: new(big.Rat).Neg(per(t.SimpleNet)),
		HitFrequency: new(big.Rat).SetFrac(big.NewInt(t.SimpleWin), big.NewInt(ccHoles*ccAcross*ccDown*ccMiddle)),
		AverageWager: new(big.Rat).Quo(new(big.Rat).Add(big.NewRat(t.SimpleWager, ccHoles*ccAcross*ccDown), big.NewRat(2, 1)), big.NewRat(2, 1)),
	}
}

// simpleFigure is the math sheet's line for the simple strategy, with what each rule costs
// in its notes.
func simpleFigure(c SimpleCosts) *Figure {
	p := func(x *big.Rat) string { return new(big.Rat).Mul(x, big.NewRat(100, 1)).FloatString(3) + "%" }
	m := &MainFigures{Strategy: "simple", Return: new(big.Rat).Sub(one(), c.HouseEdge), HouseEdge: c.HouseEdge,
		HitFrequency: c.HitFrequency, AverageWager: c.AverageWager, ElementOfRisk: new(big.Rat).Quo(c.HouseEdge, c.AverageWager)}
	return &Figure{Game: CrissCross, Bet: BetMainSimple, Title: "Antes + Across + Down + Middle, simple strategy", Method: Exact,
		Return: m.Return, HouseEdge: c.HouseEdge, HitFrequency: c.HitFrequency, Main: m,
		Notes: []string{
			"against the optimal strategy it gives up " + p(c.Total) + " of both antes: the Across rule alone " + p(c.Across) +
				", the Down rule alone " + p(c.Down) + ", the Middle rule alone " + p(c.Middle),
			"the simple strategy's rules: strategy.SimpleAcross, SimpleDown, SimpleMiddle (advice.CrissCrossRules words them)",
		}}
}
