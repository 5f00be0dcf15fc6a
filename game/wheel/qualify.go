package wheel

import (
	"felt/game/cards"
	"felt/game/hand"
)

// Qualifier is the hand that makes a Bonus Spin Xtreme wager spin: the
// better of the player's Across and Down hands must be at least a hand of
// Category with its first rank (the rank of the three of a kind, the top
// card of a straight or flush) at least Rank.
type Qualifier struct {
	// Name is the hand as the help screen says it: "Three of a kind or better".
	Name     string
	Category hand.Category5
	Rank     cards.Rank
}

// Admits reports whether a hand qualifies.
func (q Qualifier) Admits(v hand.Five) bool {
	c := v.Category()
	return c > q.Category || c == q.Category && v.Rank(0) >= q.Rank
}

// The qualifying hands the Xtreme paytables use, lowest first.
var (
	anyTrips   = Qualifier{Name: "Three of a kind or better", Category: hand.Trips5, Rank: cards.Two}
	sixesTrips = Qualifier{Name: "Three sixes or better", Category: hand.Trips5, Rank: cards.Six}
	kingsTrips = Qualifier{Name: "Three kings or better", Category: hand.Trips5, Rank: cards.King}
	anyFlush   = Qualifier{Name: "Flush or better", Category: hand.Flush5, Rank: cards.Two}
)

// Deals is the number of equally likely deals one seat sees: its two hole
// cards, the middle card, the two other cards of the Across line and the
// two of the Down line, C(52,2) × 50 × C(49,2) × C(47,2). The qualifying
// counts of the paytables are out of Deals.
const Deals = 1326 * 50 * 1176 * 1081

// CountQualifying counts, for each qualifier, the deals out of Deals in
// which the better of one seat's Across and Down hands qualifies, exactly.
// It takes about half a second: for each pair of hole cards (one per suit
// pattern, weighted) and middle card it ranks the C(49,2) Across lines
// once, and counts the Across-Down pairs of disjoint lines that both fail
// as B² − Σ d(c)² + B, where B is the number of failing lines and d(c) the
// number of failing lines holding card c (the Down line is drawn from the
// same cards, so it fails exactly when it would fail as an Across line).
func CountQualifying(e *hand.Evaluator, qs ...Qualifier) []int64 {
	fail := make([]int64, len(qs))
	bad := make([]int64, len(qs))
	deg := make([][cards.DeckSize]int64, len(qs))
	var rest [cards.DeckSize]cards.Card
	for r1 := cards.Two; r1 <= cards.Ace; r1++ {
		for r2 := r1; r2 <= cards.Ace; r2++ {
			for _, suited := range [2]bool{false, true} {
				if r1 == r2 && suited {
					continue
				}
				h1, h2, weight := cards.New(r1, cards.Clubs), cards.New(r2, cards.Diamonds), int64(12)
				switch {
				case r1 == r2:
					weight = 6
				case suited:
					h2, weight = cards.New(r2, cards.Clubs), 4
				}
				for m := cards.Card(0); m < cards.DeckSize; m++ {
					if m == h1 || m == h2 {
						continue
					}
					n := 0
					for c := cards.Card(0); c < cards.DeckSize; c++ {
						if c != h1 && c != h2 && c != m {
							rest[n] = c
							n++
						}
					}
					clear(bad)
					clear(deg)
					for i := range n {
						for j := i + 1; j < n; j++ {
							h := [5]cards.Card{h1, h2, rest[i], m, rest[j]}
							v := e.Five(&h)
							for k, q := range qs {
								if !q.Admits(v) {
									bad[k]++
									deg[k][rest[i]]++
									deg[k][rest[j]]++
								}
							}
						}
					}
					for k := range qs {
						var sq int64
						for _, d := range deg[k] {
							sq += d * d
						}
						fail[k] += weight * (bad[k]*bad[k] - sq + bad[k])
					}
				}
			}
		}
	}
	for k := range fail {
		fail[k] = Deals - fail[k]
	}
	return fail
}
