package advice

import (
	"fmt"
	"strings"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/strategy"
)

// Crazy4 advises the Play decision of Crazy 4 Poker on five cards: fold
// (the Ante and Super Bonus are lost), or Play 1x, and 2x or 3x with a pair
// of aces or better, each valued exactly against every hand the dealer can
// hold from the other 47 cards, settled by the rules core (crazy4.Showdown).
func (a *Advisor) Crazy4(h [5]cards.Card) (Advice, error) {
	if !distinct(h[:]...) {
		return Advice{}, fmt.Errorf("%w: %v", ErrCards, h)
	}
	v := a.e.Four(&h)
	n := a.c4.count(h, v)
	ad := Advice{Street: Play, Den: 2 * dealer47, Options: make([]Option, 0, 4)}
	fa, fs := crazy4.Folded()
	ad.Options = append(ad.Options, Option{strategy.Fold, (twice(fa.Ratio()) + twice(fs.Ratio())) * dealer47})
	// One dealer value of each cell settles the whole cell (the math sheet's
	// TestShowdownCells checks it over every value).
	q := hand.Four(hand.HighCard4)<<16 | hand.Four(cards.King)<<12
	rep := [numCells]hand.Four{cellNotQualified: 0, cellBeaten: q, cellTied: v, cellBeats: max(v+1, q)}
	var settle [numCells][3]int64
	for c := range numCells {
		if n[c] == 0 {
			continue
		}
		an, pl, su := crazy4.Showdown(a.sb, v, rep[c])
		settle[c] = [3]int64{twice(an.Ratio()), twice(pl.Ratio()), twice(su.Ratio())}
	}
	top := strategy.Bet1x
	if crazy4.MayRaise(v) {
		top = strategy.Bet3x
	}
	for d := strategy.Bet1x; d <= top; d++ {
		var num int64
		for c := range numCells {
			s := settle[c]
			num += n[c] * (s[0] + int64(d.Wager())*s[1] + s[2])
		}
		ad.Options = append(ad.Options, Option{d, num})
	}
	ad.Best = best(ad.Options)
	ad.Why = a.crazy4Why(&ad, v)
	return ad, nil
}

// twice returns twice a pay's net per unit: every pay of the main game is
// a whole or half unit (the math sheet checks it).
func twice(num, den int64) int64 { return 2 * num / den }

// line is K-Q-8-4, the weakest hand the simple strategy plays.
const line = "K-Q-8-4"

// crazy4Why says why the best decision is best, in the simple strategy's
// terms, or why this hand is one of its rare exceptions.
func (a *Advisor) crazy4Why(ad *Advice, v hand.Four) string {
	name := fourName(v)
	simple := strategy.SimpleCrazy4(v)
	if ad.Best != simple {
		side := "below"
		if simple != strategy.Fold {
			side = "at or above"
		}
		return fmt.Sprintf("%s is %s %s, but the cards you hold change what the dealer can have: %s is worth %s ante more than %s.",
			name, side, line, Name(Play, ad.Best), trim(ad.EV(ad.Best)-ad.EV(simple)), Name(Play, simple))
	}
	switch {
	case ad.Best == strategy.Bet3x && v.Category() == hand.Pair4:
		return fmt.Sprintf("%s: aces or better may raise: play 3x.", name)
	case ad.Best == strategy.Bet3x:
		return fmt.Sprintf("%s beats a pair of aces, and aces or better may raise: play 3x.", name)
	case ad.Best == strategy.Fold:
		return fmt.Sprintf("%s is below %s: fold.", name, line)
	case v.Category() > hand.HighCard4:
		return fmt.Sprintf("%s: every pair plays, but only aces or better may raise: play 1x.", name)
	}
	return fmt.Sprintf("%s is %s or better: play 1x.", name, line)
}

// fourName names a best-four hand for a sentence: the four ranks of a high
// card hand ("K-Q-9-3"), else its name.
func fourName(v hand.Four) string {
	if v.Category() != hand.HighCard4 {
		return v.Name()
	}
	var b strings.Builder
	for i := range 4 {
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(rankText(v.Rank(i)))
	}
	return b.String()
}

// rankText is a rank as a sentence prints it: "10" for a ten, else its
// letter or digit.
func rankText(r cards.Rank) string {
	if r == cards.Ten {
		return "10"
	}
	return string(r.Char())
}

// trim formats a small positive amount of antes with enough decimals to
// show it ("0.0012").
func trim(x float64) string {
	for p := 3; p < 9; p++ {
		s := fmt.Sprintf("%.*f", p, x)
		if strings.Trim(s, "0.") != "" {
			return s
		}
	}
	return fmt.Sprintf("%.2g", x)
}

// distinct reports whether the cards are valid and all different.
func distinct(cs ...cards.Card) bool {
	var s cards.Set
	for _, c := range cs {
		if !c.Valid() || s.Has(c) {
			return false
		}
		s = s.Add(c)
	}
	return true
}
