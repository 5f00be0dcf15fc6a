package odds

import (
	"felt/game/cards"
)

// has reports whether a hand, given as a card set, holds a core.
func (cs coreSpec) has(h cards.Set) bool {
	for r := cards.Rank(0); r < cards.NumRanks; r++ {
		if cs.onlyRank >= 0 && int(r) != cs.onlyRank {
			continue
		}
		n := 0
		for s := cards.Suit(0); s < cards.NumSuits; s++ {
			if h.Has(cards.New(r, s)) {
				n++
			}
		}
		if n >= cs.rankSize {
			return true
		}
	}
	for _, run := range cs.runSets() {
		if h&run.set == run.set && run.size == 4 {
			return true
		}
	}
	return false
}

// runSet is a union of run cores: a suited run of four or five ranks.
type runSet struct {
	set    cards.Set
	size   int
	weight int64 // -w(U): -1 for a run of four, +1 for a run of five (two cores)
	ranks  [5]cards.Rank
}

// runSets lists the run unions of the spec.
func (cs coreSpec) runSets() []runSet {
	if !cs.runs {
		return nil
	}
	var out []runSet
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		for _, n := range []int{4, 5} {
			// top is the run's highest rank; the ace plays low under a five
			// (or a four) only.
			for top := cards.Rank(n - 2); top <= cards.Ace; top++ {
				if cs.aceHigh && (n != 4 || top != cards.Ace) {
					continue
				}
				r := runSet{size: n, weight: -1}
				if n == 5 {
					r.weight = 1
				}
				for i := 0; i < n; i++ {
					rank := cards.Ace
					if int(top)-i >= 0 {
						rank = top - cards.Rank(i)
					}
					if int(top)-i == -1 {
						rank = cards.Ace
					}
					r.ranks[i] = rank
					r.set = r.set.Add(cards.New(rank, s))
				}
				out = append(out, r)
			}
		}
	}
	return out
}
