package odds

import (
	"fmt"
	"math/big"

	"felt/game/cards"
	"felt/game/paytable"
)

// This file computes the Cover All bet exactly. The bet pays on the
// highest Crazy 4 Poker hand among the n players' and the dealer's, so it
// needs the chance that the best of N = n+1 hands from one deck reaches
// each class of its pay table. No folded hand matters: the strategies fold
// only hands below a pair, and the pay table starts at three of a kind
// (TestCoverAllIgnoresFolds).
//
// A hand reaches three of a kind or better exactly when it holds a "core":
// three cards of one rank, or four suited cards in sequence; a straight
// flush or better when it holds four of a rank or four suited in sequence;
// and so on (TestCores checks each threshold on every hand). By inclusion
// and exclusion over the cores, with U ranging over the unions of cores
// that fit in a hand and w(U) the signed count of the sets of cores whose
// union is U,
//
//	1[hand has a core] = Σ over U ⊆ hand of w(U), so
//	P(no hand has a core) = Σ over families of pairwise disjoint unions,
//	    one per hand or none, of Π (-w(U)) × P(each hand holds its union),
//
// and that last chance depends only on the sizes of the unions. Unions
// within one rank (trips and quads) and unions along one suit (runs of
// four or five) never fit in a hand together, so the sum factors into runs,
// walked one by one, and ranks, counted by a polynomial.

// coreSpec describes the cores of one threshold class: rank cores take
// size cards of one rank (3 or 4; only rank only, when set), run cores are
// suited runs of four ranks (only the ace-high run, when aceHigh is set).
type coreSpec struct {
	rankSize int
	onlyRank int // -1 for every rank
	runs     bool
	aceHigh  bool
}

// coresAtLeast returns the cores of the hands of class c or better.
func coresAtLeast(c paytable.Class4) (coreSpec, error) {
	switch c {
	case paytable.Trips4:
		return coreSpec{rankSize: 3, onlyRank: -1, runs: true}, nil
	case paytable.StraightFlush4:
		return coreSpec{rankSize: 4, onlyRank: -1, runs: true}, nil
	case paytable.RoyalFlush4:
		return coreSpec{rankSize: 4, onlyRank: -1, runs: true, aceHigh: true}, nil
	case paytable.Quads4:
		return coreSpec{rankSize: 4, onlyRank: -1}, nil
	case paytable.FourAces4:
		return coreSpec{rankSize: 4, onlyRank: int(cards.Ace)}, nil
	}
	return coreSpec{}, fmt.Errorf("odds: no cores for hands of class %v or better", c)
}

// rankPoly returns the polynomial in (x3, x4) of the rank unions available
// at a rank of which used cards are taken by runs: coefficients [n3][n4]
// of Π(-w).
func (cs coreSpec) rankPoly(r cards.Rank, used int) [2][2]int64 {
	var p [2][2]int64
	p[0][0] = 1
	if cs.onlyRank >= 0 && int(r) != cs.onlyRank {
		return p
	}
	switch {
	case cs.rankSize == 3 && used == 0:
		p[1][0], p[0][1] = -4, 3 // four trips cores; quads is the union of 2-4 of them: w = -3
	case cs.rankSize == 3 && used == 1:
		p[1][0] = -1
	case cs.rankSize == 4 && used == 0:
		p[0][1] = -1
	}
	return p
}

// maxHands is the most hands at a Crazy 4 Poker table: six players and
// the dealer.
const maxHands = 7

// poly is a polynomial in the numbers of unions of three, four and five
// cards, truncated to maxHands unions in all: poly[a][b][c] sums Π(-w) over
// families of disjoint unions with a of three cards, b of four and c of
// five.
type poly [maxHands + 1][maxHands + 1][maxHands + 1]int64

// times returns p × q, truncated.
func (p *poly) times(q *[2][2]int64) poly {
	var out poly
	for a := range p {
		for b := 0; a+b <= maxHands; b++ {
			for c := 0; a+b+c <= maxHands; c++ {
				x := p[a][b][c]
				if x == 0 {
					continue
				}
				for i := 0; i < 2; i++ {
					for j := 0; j < 2 && a+i+b+j+c <= maxHands; j++ {
						out[a+i][b+j][c] += x * q[i][j]
					}
				}
			}
		}
	}
	return out
}

// suitState is one suit's part of the walk along the ranks: how many more
// ranks its current run must cover, and whether a run took its ace as the
// low card.
type suitState struct{ rem, aceLow uint8 }

// runState is the four suits' states, sorted so that the states of suits
// permuted are one.
type runState [cards.NumSuits]suitState

func (r runState) sorted() runState {
	for i := 1; i < len(r); i++ {
		for j := i; j > 0 && (r[j].rem < r[j-1].rem || r[j].rem == r[j-1].rem && r[j].aceLow < r[j-1].aceLow); j-- {
			r[j], r[j-1] = r[j-1], r[j]
		}
	}
	return r
}

// families returns the signed sums over families of disjoint unions of the
// spec's cores, by their sizes. It walks the ranks from the ace played low
// (position 0) through the two (1) to the king (12) and the ace played high
// (13), keeping, for each suit, the run it is in, and multiplying in at
// each rank the unions within that rank that the runs leave room for. The
// suits are interchangeable, so states are kept up to their order, each
// with the sum over the states it stands for.
func (cs coreSpec) families() poly {
	const positions = 14
	startOK := func(at, n int) bool {
		switch {
		case !cs.runs || at+n > positions:
			return false
		case cs.aceHigh:
			return n == 4 && at == positions-4
		}
		return n == 4 || n == 5
	}
	rankAt := func(p int) cards.Rank {
		if p == 0 || p == positions-1 {
			return cards.Ace
		}
		return cards.Rank(p - 1)
	}
	var start poly
	start[0][0][0] = 1
	cur := map[runState]*poly{{}: &start}
	for p := 0; p < positions; p++ {
		next := map[runState]*poly{}
		for st, pl := range cur {
			// Every choice for every suit, in order.
			var walk func(s int, to runState, covered int, q poly)
			walk = func(s int, to runState, covered int, q poly) {
				if s == cards.NumSuits {
					if p > 0 {
						used := covered
						if p == positions-1 {
							for _, x := range to {
								used += int(x.aceLow)
							}
						}
						rp := cs.rankPoly(rankAt(p), used)
						q = q.times(&rp)
					}
					key := to.sorted()
					acc := next[key]
					if acc == nil {
						acc = new(poly)
						next[key] = acc
					}
					for a := range q {
						for b := range q[a] {
							for c := range q[a][b] {
								acc[a][b][c] += q[a][b][c]
							}
						}
					}
					return
				}
				x := st[s]
				if x.rem > 0 {
					to[s] = suitState{x.rem - 1, x.aceLow}
					walk(s+1, to, covered+1, q)
					return
				}
				to[s] = x
				walk(s+1, to, covered, q)
				for _, n := range []int{4, 5} {
					if !startOK(p, n) || (x.aceLow == 1 && p+n == positions) {
						continue
					}
					y := suitState{uint8(n - 1), x.aceLow}
					if p == 0 {
						y.aceLow = 1
					}
					to[s] = y
					// A run of four is one core (-w = -1), a run of five the
					// union of two (-w = +1).
					var moved poly
					for a := range q {
						for b := range q[a] {
							for c := range q[a][b] {
								v := q[a][b][c]
								if v == 0 {
									continue
								}
								if n == 4 && a+b+c+1 <= maxHands {
									moved[a][b+1][c] -= v
								}
								if n == 5 && a+b+c+1 <= maxHands {
									moved[a][b][c+1] += v
								}
							}
						}
					}
					walk(s+1, to, covered+1, moved)
				}
			}
			walk(0, st, 0, *pl)
		}
		cur = next
	}
	var out poly
	for st, pl := range cur {
		for _, x := range st {
			if x.rem != 0 {
				panic("odds: a run runs past the ace")
			}
		}
		for a := range pl {
			for b := range pl[a] {
				for c := range pl[a][b] {
					out[a][b][c] += pl[a][b][c]
				}
			}
		}
	}
	return out
}

// noneChance returns the exact probability that none of n hands of five
// cards from one deck holds a core of cs, from the families of unions g:
//
//	P(none) = Σ g[a][b][c] × n!/(n-k)! × 60^a × 120^(b+c) × (52-u)!/52!
//
// with k = a+b+c unions in all and u = 3a+4b+5c cards: the chance that k
// given hands hold k given disjoint unions is Π 5!/(5-s)! × (52-u)!/52!.
func noneChance(g *poly, n int) *big.Rat {
	sum := new(big.Rat)
	for a := range g {
		for b := range g[a] {
			for c := range g[a][b] {
				k := a + b + c
				if k > n || g[a][b][c] == 0 {
					continue
				}
				u := 3*a + 4*b + 5*c
				num := big.NewInt(g[a][b][c])
				num.Mul(num, fallingFactorial(n, k))
				num.Mul(num, new(big.Int).Exp(big.NewInt(60), big.NewInt(int64(a)), nil))
				num.Mul(num, new(big.Int).Exp(big.NewInt(120), big.NewInt(int64(b+c)), nil))
				sum.Add(sum, new(big.Rat).SetFrac(num, fallingFactorial(cards.DeckSize, u)))
			}
		}
	}
	return sum
}

// fallingFactorial returns n × (n-1) × ... × (n-k+1).
func fallingFactorial(n, k int) *big.Int {
	r := big.NewInt(1)
	for i := 0; i < k; i++ {
		r.Mul(r, big.NewInt(int64(n-i)))
	}
	return r
}
