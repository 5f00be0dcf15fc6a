package odds

import (
	"math/big"
	"math/bits"
	"runtime"
	"slices"
	"sync"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/paytable"
	"felt/game/strategy"
	"felt/game/wheel"
)

// This file solves Criss Cross Poker exactly by backward induction over
// every deal: the two hole cards (169 classes under suit permutations), the
// two outer cards of the Across line (1,225 pairs of the other 50 cards,
// reduced by the permutations of the suits that fix the hole cards), the two
// outer cards of the Down line (1,128 pairs) and the middle card (46).

// Street sizes of the deal.
const (
	ccHoles  = pairs52 // 1,326 hole-card pairs
	ccAcross = 1_225   // C(50,2) pairs of Across outer cards
	ccDown   = 1_128   // C(48,2) pairs of Down outer cards
	ccMiddle = 46      // middle cards
)

// ccSettle is the settlement of the five main wagers by the classes of the
// two hands (strategy.CrissCrossNets, from crisscross.Showdown), with the
// classes where the Middle bet's net changes.
type ccSettle struct {
	strategy.CrissCrossNets
	steps []ccStep
}

type ccStep struct {
	class paytable.Class5
	delta int64
}

func newCCSettle(e *hand.Evaluator, main, ante paytable.Table[paytable.Class5]) (*ccSettle, error) {
	n, err := strategy.NewCrissCrossNets(e, main, ante)
	if err != nil {
		return nil, err
	}
	s := &ccSettle{CrissCrossNets: *n}
	for k := 1; k < len(s.Middle); k++ {
		if d := s.Middle[k] - s.Middle[k-1]; d != 0 {
			s.steps = append(s.steps, ccStep{paytable.Class5(k), d})
		}
	}
	return s, nil
}

// CrissCrossHole is the analysis of one class of hole cards.
type CrissCrossHole struct {
	Class strategy.HoleClass
	// Value is the expected net result, in antes, of each decision on the
	// Across bet (fold, 1x, 2x, 3x) with best play after it, times
	// ccAcross × ccDown × ccMiddle.
	Value [strategy.NumDecisions]int64
	Best  strategy.Decision
	// Down holds the decisions on the Down bet for every pair of Across
	// cards, indexed by the colexicographic index of the pair among the 50
	// other cards, for an Across bet of 1x, 2x and 3x.
	Down []strategy.DownDecisions
	// DownValue is, for every pair of Across cards, the value of the deal
	// after an Across bet of 1x, 2x and 3x (index 1 to 3) with best play
	// after it, times ccDown × ccMiddle.
	DownValue [][4]int64
	// DownBet is, for every pair of Across cards and Across bet (index 1 to
	// 3), the value of a Down bet of 1x (index 0) and of 3x (index 1) with
	// the best Middle decision after it, in the units of DownValue. (A Down
	// bet of 2x is never better than both, and is not valued.)
	DownBet [][4][2]int64
}

// CrissCrossMain is the exact analysis of the Criss Cross Poker main game.
type CrissCrossMain struct {
	Holes   []CrissCrossHole
	Optimal MainFigures
	// Folds are the probabilities of folding at each street, of all rounds.
	Folds [3]*big.Rat
	tally ccTally
}

// SolveCrissCross analyses Criss Cross Poker with the given main and ante
// pay tables: every decision by backward induction over every deal.
func SolveCrissCross(e *hand.Evaluator, main, ante paytable.Table[paytable.Class5]) (*CrissCrossMain, error) {
	st, err := newCCSettle(e, main, ante)
	if err != nil {
		return nil, err
	}
	holes := strategy.HoleClasses()
	quals := xtremeQualifiers()
	out := &CrissCrossMain{Holes: make([]CrissCrossHole, len(holes))}
	tallies := make([]ccTally, len(holes))
	var wg sync.WaitGroup
	work := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := newCCSolver(e, st, quals)
			for i := range work {
				out.Holes[i], tallies[i] = s.solve(holes[i])
			}
		}()
	}
	for i := range holes {
		work <- i
	}
	close(work)
	wg.Wait()
	var t ccTally
	for i, h := range out.Holes {
		w := int64(h.Class.Weight())
		x := tallies[i]
		t.Net += w * x.Net
		t.Wager += w * x.Wager
		t.Win += w * x.Win
		t.Push += w * x.Push
		t.Ties += x.Ties
		t.PairPlayed += w * x.PairPlayed
		t.SimpleNet += w * x.SimpleNet
		t.SimpleWin += w * x.SimpleWin
		t.SimpleWager += w * x.SimpleWager
		for k := range t.SimpleCost {
			t.SimpleCost[k] += w * x.SimpleCost[k]
		}
		if t.Qualified == nil {
			t.Qualified = make([]int64, len(x.Qualified))
		}
		for k, n := range x.Qualified {
			t.Qualified[k] += w * n
		}
		for k := range t.Folds {
			t.Folds[k] += w * x.Folds[k]
			for d := range t.Acts[k] {
				t.Acts[k][d] += w * x.Acts[k][d]
			}
		}
	}
	out.tally = t
	out.Optimal, out.Folds = t.figures()
	return out, nil
}

// ccSolver holds one worker's tables for one class of hole cards.
type ccSolver struct {
	e  *hand.Evaluator
	st *ccSettle
	b  *binomTable
	// rest are the 50 cards other than the hole cards, increasing.
	rest [50]cards.Card
	// pair lists the 1,225 pairs of rest by colexicographic index.
	pair [ccAcross][2]uint8
	// class is the class of the hole cards, a pair and a fifth card.
	class [ccAcross][50]paytable.Class5
	// anteSum and mainSum are the ante and main-table nets of a pair's
	// hand summed over the 48 fifth cards.
	anteSum, mainSum [ccAcross]int64
	// atLeast holds, per pair and per step of the Middle net, the fifth
	// cards (as a card set) that make the class of the step or better.
	atLeast [ccAcross][]uint64
	// exactly holds, per pair and class, the fifth cards making that class.
	exactly [ccAcross][paytable.RoyalFlush5 + 1]uint64
	bits    [ccAcross]uint64 // the pair's cards as a set
	// steps is, per pair, the number of leading steps whose atLeast set is
	// not empty.
	steps [ccAcross]uint8
	// geq holds, per pair and class, the fifth cards making that class or
	// better (geq[p][12] is empty).
	geq [ccAcross][paytable.RoyalFlush5 + 2]uint64
	// present lists, per pair, the classes some fifth card makes.
	present [ccAcross][]uint8
	// q holds the street-3 sums of the current hole cards, per Across
	// representative and Down pair.
	q  []ccStreet3
	th [27]*ccThresholds
	// quals are the Bonus Spin Xtreme qualifying hands; qualified holds,
	// per qualifier and pair, the fifth cards with which the pair's hand
	// qualifies.
	quals     []wheel.Qualifier
	qualified [][ccAcross]uint64
}

func newCCSolver(e *hand.Evaluator, st *ccSettle, quals []wheel.Qualifier) *ccSolver {
	s := &ccSolver{e: e, st: st, b: newBinom(), q: make([]ccStreet3, ccAcross*ccDown),
		quals: quals, qualified: make([][ccAcross]uint64, len(quals))}
	n := 0
	for j := 1; j < 50; j++ {
		for i := 0; i < j; i++ {
			s.pair[n] = [2]uint8{uint8(i), uint8(j)}
			n++
		}
	}
	for p := range s.atLeast {
		s.atLeast[p] = make([]uint64, len(st.steps))
	}
	return s
}

// setup fills the tables for hole cards h.
func (s *ccSolver) setup(h [2]cards.Card) {
	n := 0
	for c := cards.Card(0); c < cards.DeckSize; c++ {
		if c != h[0] && c != h[1] {
			s.rest[n] = c
			n++
		}
	}
	for p, ij := range s.pair {
		x, y := s.rest[ij[0]], s.rest[ij[1]]
		s.bits[p] = 1<<x | 1<<y
		var a, m int64
		for k := range s.atLeast[p] {
			s.atLeast[p][k] = 0
		}
		s.exactly[p] = [paytable.RoyalFlush5 + 1]uint64{}
		for k := range s.quals {
			s.qualified[k][p] = 0
		}
		for mi, c := range s.rest {
			if mi == int(ij[0]) || mi == int(ij[1]) {
				continue
			}
			five := [5]cards.Card{h[0], h[1], x, y, c}
			v := s.e.Five(&five)
			cl := paytable.ClassOf5(v)
			for k, q := range s.quals {
				if q.Admits(v) {
					s.qualified[k][p] |= 1 << c
				}
			}
			s.class[p][mi] = cl
			a += s.st.Ante[cl]
			m += s.st.Main[cl]
			s.exactly[p][cl] |= 1 << c
			for k, step := range s.st.steps {
				if cl >= step.class {
					s.atLeast[p][k] |= 1 << c
				}
			}
		}
		s.anteSum[p], s.mainSum[p] = a, m
		s.steps[p] = 0
		for k := range s.atLeast[p] {
			if s.atLeast[p][k] != 0 {
				s.steps[p] = uint8(k + 1)
			}
		}
		s.present[p] = s.present[p][:0]
		s.geq[p][len(s.geq[p])-1] = 0
		for k := len(s.exactly[p]) - 1; k >= 0; k-- {
			s.geq[p][k] = s.geq[p][k+1] | s.exactly[p][k]
			if s.exactly[p][k] != 0 {
				s.present[p] = append(s.present[p], uint8(k))
			}
		}
	}
}

// index returns the colexicographic index of the pair of rest positions.
func (s *ccSolver) index(i, j int) int {
	if i > j {
		i, j = j, i
	}
	return i + int(s.b[j][2])
}

// street3 returns the sums over the 46 middle cards, for Across pair lr and
// Down pair tb, of the antes' nets, the Across bet's, the Down bet's and
// the Middle bet's, per unit of each.
func (s *ccSolver) street3(lr, tb int) ccStreet3 {
	l, r := s.pair[lr][0], s.pair[lr][1]
	t, b := s.pair[tb][0], s.pair[tb][1]
	st := s.st
	cx := &s.class[lr]
	cy := &s.class[tb]
	base := s.anteSum[lr] - st.Ante[cx[t]] - st.Ante[cx[b]] + s.anteSum[tb] - st.Ante[cy[l]] - st.Ante[cy[r]]
	across := s.mainSum[lr] - st.Main[cx[t]] - st.Main[cx[b]]
	down := s.mainSum[tb] - st.Main[cy[l]] - st.Main[cy[r]]
	used := s.bits[lr] | s.bits[tb]
	middle := ccMiddle * st.Middle[0]
	// The masks shrink as the class rises: past both pairs' last non-empty
	// step there is nothing to count.
	n := max(s.steps[lr], s.steps[tb])
	ax, ay := s.atLeast[lr][:n], s.atLeast[tb][:n]
	for k, step := range st.steps[:n] {
		middle += step.delta * int64(bits.OnesCount64((ax[k]|ay[k])&^used))
	}
	return ccStreet3{int32(base), int32(across), int32(down), int32(middle)}
}

// ccStreet3 holds the sums over the 46 middle cards of one deal to the
// last street: the antes' nets, the Across bet's, the Down bet's and the
// Middle bet's, per unit of each.
type ccStreet3 struct {
	base, across, down, middle int32
}

// solve analyses one class of hole cards.
func (s *ccSolver) solve(class strategy.HoleClass) (CrissCrossHole, ccTally) {
	hole := CrissCrossHole{Class: class}
	cs := class.Cards()
	s.setup(cs)
	reps, orbit, canon := s.acrossOrbits(cs)
	var t ccTally
	// Pass 1: for each Across pair, the value of each Down decision after
	// each Across bet, summed over the Down pairs.
	var sum1 [4]int64
	down := make([]strategy.DownDecisions, ccAcross)
	value := make([][4]int64, ccAcross)
	bet := make([][4][2]int64, ccAcross)
	for ri, lr := range reps {
		var s2 [4][4]int64
		l, r := int(s.pair[lr][0]), int(s.pair[lr][1])
		qs := s.q[ri*ccDown : (ri+1)*ccDown]
		n := 0
		s.forDown(l, r, func(tb int) {
			q := s.street3(lr, tb)
			qs[n] = q
			n++
			base, ac, dn, mid := int64(q.base), int64(q.across), int64(q.down), int64(q.middle)
			// A Down bet of 2x is never better than both 1x and 3x: the
			// value is convex in it (the best of fold and linear terms).
			for a1 := int64(1); a1 <= 3; a1++ {
				for a2 := int64(1); a2 <= 3; a2 += 2 {
					_, v := strategy.BestMiddle(a1, a2, base, ac, dn, mid, ccMiddle)
					s2[a1][a2] += v
				}
			}
		})
		var dd strategy.DownDecisions
		for a1 := int64(1); a1 <= 3; a1++ {
			best, v := strategy.Fold, -(2+a1)*ccMiddle*ccDown
			for a2 := int64(1); a2 <= 3; a2 += 2 {
				if s2[a1][a2] > v {
					best, v = strategy.Decision(a2), s2[a1][a2]
				}
			}
			for a2 := int64(1); a2 <= 3; a2 += 2 {
				if strategy.Decision(a2) != best && s2[a1][a2] == v {
					t.Ties++
				}
			}
			dd = dd.With(strategy.Decision(a1), best)
			value[lr][a1] = v
			bet[lr][a1] = [2]int64{s2[a1][1], s2[a1][3]}
			sum1[a1] += int64(orbit[lr]) * v
		}
		down[lr] = dd
	}
	for lr := range down {
		down[lr], value[lr], bet[lr] = down[canon[lr]], value[canon[lr]], bet[canon[lr]]
	}
	hole.Down, hole.DownValue, hole.DownBet = down, value, bet
	hole.Value[strategy.Fold] = -2 * ccMiddle * ccDown * ccAcross
	hole.Best = strategy.Fold
	for a1 := strategy.Bet1x; a1 <= strategy.Bet3x; a1++ {
		hole.Value[a1] = sum1[a1]
		if sum1[a1] > hole.Value[hole.Best] {
			hole.Best = a1
		}
	}
	// Pass 2: follow the best decisions over every deal and tally.
	t.Qualified = make([]int64, len(s.quals))
	pair := class.High == class.Low
	a1 := int64(hole.Best)
	t.Acts[0][hole.Best] = 1
	t.Net = hole.Value[hole.Best]
	s.simple(cs, &hole, reps, orbit, &t)
	if hole.Best == strategy.Fold {
		t.Folds[0] = 1
		return hole, t
	}
	t.Wager = a1 * ccAcross * ccDown
	for ri, lr := range reps {
		w := int64(orbit[lr])
		d2 := down[lr].After(hole.Best)
		t.Acts[1][d2] += w
		if d2 == strategy.Fold {
			t.Folds[1] += w
			continue
		}
		a2 := int64(d2)
		t.Wager += w * a2 * ccDown
		l, r := int(s.pair[lr][0]), int(s.pair[lr][1])
		qs := s.q[ri*ccDown : (ri+1)*ccDown]
		n := 0
		s.forDown(l, r, func(tb int) {
			q := &qs[n]
			d3, _ := strategy.BestMiddle(a1, a2, int64(q.base), int64(q.across), int64(q.down), int64(q.middle), ccMiddle)
			n++
			t.Acts[2][d3] += w
			if d3 == strategy.Fold {
				t.Folds[2] += w
				return
			}
			t.Wager += w * int64(d3)
			win, push := s.signs(lr, tb, s.thresholds(a1, a2, int64(d3)))
			t.Win += w * win
			t.Push += w * push
			if pair {
				t.PairPlayed += w * ccMiddle
			}
			used := s.bits[lr] | s.bits[tb]
			for k := range s.quals {
				t.Qualified[k] += w * int64(bits.OnesCount64((s.qualified[k][lr]|s.qualified[k][tb])&^used))
			}
		})
	}
	return hole, t
}

// forDown calls f with the index of every pair of rest positions that
// avoids positions l and r.
func (s *ccSolver) forDown(l, r int, f func(tb int)) {
	for j := 1; j < 50; j++ {
		if j == l || j == r {
			continue
		}
		for i := 0; i < j; i++ {
			if i == l || i == r {
				continue
			}
			f(i + int(s.b[j][2]))
		}
	}
}

// xtremeQualifiers returns the distinct qualifying hands of the Bonus Spin
// Xtreme paytables, in the order they first appear.
func xtremeQualifiers() []wheel.Qualifier {
	var out []wheel.Qualifier
	for _, x := range wheel.XtremePaytables() {
		if !slices.Contains(out, x.Qualifier) {
			out = append(out, x.Qualifier)
		}
	}
	return out
}
