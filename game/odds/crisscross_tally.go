package odds

import (
	"math/big"
	"math/bits"

	"felt/game/paytable"
	"felt/game/strategy"
)

// This file sums the optimal strategy's results over every deal: the
// return, the wagers, the decisions, and the deals that net a win.

// ccTally sums a strategy's results over deals.
type ccTally struct {
	Net   int64 // × ccAcross × ccDown × ccMiddle, weighted by hole pairs
	Wager int64 // units beyond the antes, × ccAcross × ccDown
	// Folds and Acts count the decisions at each street: per hole pair at
	// the first, × ccAcross at the second, × ccAcross × ccDown at the last.
	Folds [3]int64
	Acts  [3][strategy.NumDecisions]int64
	Win   int64 // deals that net a win, × ccMiddle
	Push  int64 // deals that net nothing, × ccMiddle
	Ties  int64 // Down decisions with an equal alternative
	// PairPlayed counts the deals, × ccMiddle, where the hole cards are a
	// pair and the player never folds: a Bonus Spin wager's own spins.
	PairPlayed int64
	// Qualified counts, per Bonus Spin Xtreme qualifier (xtremeQualifiers),
	// the deals, × ccMiddle, where the better hand qualifies and the player
	// never folds.
	Qualified []int64
	// SimpleNet is the net of the simple strategy (strategy.SimpleAcross, SimpleDown,
	// SimpleMiddle), and SimpleCost what each street's rule alone gives up, in the units
	// of Net (crisscross_simple.go).
	SimpleNet   int64
	SimpleCost  [3]int64
	SimpleWin   int64 // deals the simple strategy nets a win on, × ccMiddle as Win
	SimpleWager int64 // the simple strategy's units beyond the antes, as Wager
}

// figures turns the tally over all deals into the figures.
func (t *ccTally) figures() (MainFigures, [3]*big.Rat) {
	deals := big.NewInt(ccHoles * ccAcross * ccDown)
	all := new(big.Int).Mul(deals, big.NewInt(ccMiddle))
	f := MainFigures{Strategy: "optimal"}
	// The initial wager is both antes: 2 units.
	ev := new(big.Rat).SetFrac(big.NewInt(t.Net), new(big.Int).Mul(all, big.NewInt(2)))
	f.HouseEdge = new(big.Rat).Neg(ev)
	f.Return = new(big.Rat).Add(big.NewRat(1, 1), ev)
	avg := new(big.Rat).SetFrac(big.NewInt(t.Wager), deals)
	f.AverageWager = new(big.Rat).Quo(new(big.Rat).Add(avg, big.NewRat(2, 1)), big.NewRat(2, 1))
	f.ElementOfRisk = new(big.Rat).Quo(f.HouseEdge, f.AverageWager)
	f.HitFrequency = new(big.Rat).SetFrac(big.NewInt(t.Win), all)
	f.PushFrequency = new(big.Rat).SetFrac(big.NewInt(t.Push), all)
	names := [3]string{"across", "down", "middle"}
	per := [3]int64{ccAcross * ccDown, ccDown, 1}
	var folds [3]*big.Rat
	for k := range folds {
		folds[k] = new(big.Rat).SetFrac(big.NewInt(t.Folds[k]*per[k]), deals)
		for d := strategy.Fold; d < strategy.NumDecisions; d++ {
			f.Actions = append(f.Actions, Frequency{Name: names[k] + " " + d.String(), P: new(big.Rat).SetFrac(big.NewInt(t.Acts[k][d]*per[k]), deals)})
		}
	}
	return f, folds
}

// ccThresholds are, for each class of the Across hand, the lowest class
// of the Down hand for which a round with given bets nets a win, and a win
// or a push.
type ccThresholds struct {
	win, even [paytable.RoyalFlush5 + 1]uint8
}

// thresholds returns the thresholds for bets a1, a2 and a3, computed once.
func (s *ccSolver) thresholds(a1, a2, a3 int64) *ccThresholds {
	k := (a1-1)*9 + (a2-1)*3 + (a3 - 1)
	if th := s.th[k]; th != nil {
		return th
	}
	st := s.st
	th := new(ccThresholds)
	for i := range th.win {
		th.win[i], th.even[i] = uint8(len(th.win)), uint8(len(th.win))
		for j := len(th.win) - 1; j >= 0; j-- {
			n := st.Ante[i] + st.Ante[j] + a1*st.Main[i] + a2*st.Main[j] + a3*st.Middle[max(i, j)]
			if n > 0 {
				th.win[i] = uint8(j)
			}
			if n >= 0 {
				th.even[i] = uint8(j)
			}
		}
	}
	s.th[k] = th
	return th
}

// signs counts the middle cards after which the round nets a win and a
// push. The net rises with each hand's class (checked by newCCSettle), so
// for each class of the Across hand the Down hands that win are those
// from some class up.
func (s *ccSolver) signs(lr, tb int, th *ccThresholds) (win, push int64) {
	used := s.bits[lr] | s.bits[tb]
	for _, i := range s.present[lr] {
		xs := s.exactly[lr][i] &^ used
		win += int64(bits.OnesCount64(xs & s.geq[tb][th.win[i]]))
		push += int64(bits.OnesCount64(xs & s.geq[tb][th.even[i]]))
	}
	return win, push - win
}
