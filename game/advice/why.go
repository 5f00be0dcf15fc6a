package advice

import (
	"fmt"

	"felt/game/cards"
	"felt/game/crisscross"
	"felt/game/hand"
	"felt/game/paytable"
	"felt/game/strategy"
)

// This file words the reasons at Criss Cross Poker, in terms of the cards
// still to come: how often a hand ends paying (a pair of jacks or better
// wins, sixes to tens push), counted exactly over the cards left.

// verb is the end of a reason: what to do.
func verb(s Street, d strategy.Decision) string {
	switch d {
	case strategy.Fold:
		return "fold"
	case strategy.Bet3x:
		return "bet 3x"
	}
	return Name(s, d)
}

// ends counts a hand's final classes as fractions: wins (a pair of jacks
// or better) and pushes (sixes to tens) of all.
func (a *Advisor) split(ends [strategy.NumClasses5]int64) (win, push float64) {
	var w, p, all int64
	for c, k := range ends {
		all += k
		switch net := a.cc.Main[c]; {
		case net > 0:
			w += k
		case net == 0:
			p += k
		}
	}
	if all == 0 {
		return 0, 0
	}
	return float64(w) / float64(all), float64(p) / float64(all)
}

// pct prints a fraction as a whole percentage ("31%"), "under 1%" for a
// small one that is not none.
func pct(x float64) string {
	if x > 0 && x < 0.005 {
		return "under 1%"
	}
	return fmt.Sprintf("%.0f%%", 100*x)
}

// acrossWhy: the hole cards, with three cards to come on each line.
func (a *Advisor) acrossWhy(ad *Advice, hole [2]cards.Card) string {
	r0, r1 := hole[0].Rank(), hole[1].Rank()
	if r0 == r1 && a.cc.Main[paytable.PairSixToTen5] >= 0 && r0 >= cards.Six && ad.Best == strategy.Bet3x {
		return fmt.Sprintf("Your hole cards are a %s: both your hands push at worst whatever comes: bet 3x.",
			crisscross.Partial(hole[0], hole[1]).Name())
	}
	// The Across hand's final class over the 19,600 sets of three of the
	// 50 cards left.
	used := cards.SetOf(hole[0], hole[1])
	var rest [50]cards.Card
	n := 0
	for c := cards.Card(0); c < cards.DeckSize; c++ {
		if !used.Has(c) {
			rest[n] = c
			n++
		}
	}
	e := a.e
	h := e.CardSum(hole[0]).Add(e.CardSum(hole[1]))
	var ends [strategy.NumClasses5]int64
	for k := 2; k < len(rest); k++ {
		sk := h.Add(e.CardSum(rest[k]))
		for j := 1; j < k; j++ {
			sj := sk.Add(e.CardSum(rest[j]))
			for i := 0; i < j; i++ {
				ends[paytable.ClassOf5(e.FiveSum(sj.Add(e.CardSum(rest[i]))))]++
			}
		}
	}
	win, push := a.split(ends)
	tail := verb(Across, ad.Best)
	if ad.Best == strategy.Fold {
		tail = "too seldom to pay for the bets still to come: fold"
	}
	return fmt.Sprintf("With three cards to come on each line, each of your hands ends a pair of jacks or better in %s of deals and sixes to tens in %s: %s.",
		pct(win), pct(push), tail)
}

// downWhy: the Across line waits on the middle card; the Down line on its
// two cards and the middle one.
func (a *Advisor) downWhy(ad *Advice, hole, across [2]cards.Card, ends [strategy.NumClasses5]int64) string {
	win, push := a.split(ends)
	tail := verb(Down, ad.Best)
	if ad.Best == strategy.Fold {
		tail = "too seldom to pay for another bet: fold"
	}
	made := ""
	if v := crisscross.Partial(hole[0], hole[1], across[0], across[1]); v.Category() > hand.HighCard5 {
		made = "your Across line already holds " + article(v) + v.Name() + "; "
	}
	return capitalize(fmt.Sprintf("%swith three cards to come on the Down line, it ends a pair of jacks or better in %s of deals and sixes to tens in %s: %s.",
		made, pct(win), pct(push), tail))
}

// middleWhy: one card to come, the Middle bet paid on the better line.
func middleWhy(ad *Advice, win, push, lose int) string {
	if lose == 0 && ad.Best == strategy.Bet3x {
		return "Your better line already pays at least a push whatever the middle card: the Middle bet cannot lose: bet 3x."
	}
	tail := verb(Middle, ad.Best)
	if ad.Best == strategy.Fold {
		tail = "fold"
	}
	return fmt.Sprintf("One card to come: of the %d left, %d make the Middle bet win, %d push it and %d lose it: %s.",
		win+push+lose, win, push, lose, tail)
}

// article is the article a hand's name takes in a sentence: "a " before "Pair of Kings", none
// before "Two Pair, ..." or "Three of a Kind, ...".
func article(v hand.Five) string {
	if v.Category() == hand.Pair5 {
		return "a "
	}
	return ""
}

// capitalize upper-cases the first letter of s.
func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
