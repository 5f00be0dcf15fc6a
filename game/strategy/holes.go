package strategy

import "felt/game/cards"

// This file names the 169 classes of two hole cards under the permutations
// of the suits, and maps any two cards onto their class's representative.

// NumHoleClasses is the number of classes of two hole cards.
const NumHoleClasses = 169

// HoleClass is a class of two hole cards: a pair, two suited cards or two
// offsuit cards of given ranks.
type HoleClass struct {
	High, Low cards.Rank
	Suited    bool
}

// Index returns the class's place in HoleClasses: by high rank from the
// aces down, then by low rank from the high rank down, suited before
// offsuit.
func (h HoleClass) Index() int {
	i := 0
	for hi := cards.Ace; hi > h.High; hi-- {
		i += 2*int(hi) + 1 // the pair, then suited and offsuit for each lower rank
	}
	if h.Low == h.High {
		return i
	}
	i += 1 + 2*int(h.High-1-h.Low)
	if !h.Suited {
		i++
	}
	return i
}

// Cards returns the class's representative: a pair in clubs and diamonds,
// suited cards in clubs, offsuit cards with the higher in clubs and the
// lower in diamonds.
func (h HoleClass) Cards() [2]cards.Card {
	if h.Suited {
		return [2]cards.Card{cards.New(h.High, cards.Clubs), cards.New(h.Low, cards.Clubs)}
	}
	return [2]cards.Card{cards.New(h.High, cards.Clubs), cards.New(h.Low, cards.Diamonds)}
}

// Weight returns the number of hole-card pairs in the class: 6 for a pair,
// 4 suited, 12 offsuit.
func (h HoleClass) Weight() int {
	switch {
	case h.High == h.Low:
		return 6
	case h.Suited:
		return 4
	}
	return 12
}

// HoleClasses returns the 169 classes in Index order.
func HoleClasses() []HoleClass {
	out := make([]HoleClass, 0, NumHoleClasses)
	for hi := cards.Ace; ; hi-- {
		out = append(out, HoleClass{High: hi, Low: hi})
		for lo := hi; lo > cards.Two; {
			lo--
			out = append(out, HoleClass{High: hi, Low: lo, Suited: true}, HoleClass{High: hi, Low: lo})
		}
		if hi == cards.Two {
			return out
		}
	}
}

// suitMap maps the suits of a deal onto those of its hole cards' class
// representative.
type suitMap [cards.NumSuits]cards.Suit

func (m *suitMap) card(c cards.Card) cards.Card { return cards.New(c.Rank(), m[c.Suit()]) }

// classify returns the class of two hole cards and a permutation of the
// suits that maps them onto the class's representative.
func classify(hole [2]cards.Card) (HoleClass, suitMap) {
	a, b := hole[0], hole[1]
	if a.Rank() < b.Rank() {
		a, b = b, a
	}
	h := HoleClass{High: a.Rank(), Low: b.Rank(), Suited: a.Suit() == b.Suit()}
	var m suitMap
	var taken [cards.NumSuits]bool
	m[a.Suit()], taken[cards.Clubs] = cards.Clubs, true
	if !h.Suited {
		m[b.Suit()], taken[cards.Diamonds] = cards.Diamonds, true
	}
	next := cards.Suit(0)
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		if s == a.Suit() || (!h.Suited && s == b.Suit()) {
			continue
		}
		for taken[next] {
			next++
		}
		m[s], taken[next] = next, true
	}
	return h, m
}

// restIndex returns the colexicographic index of a pair of cards among the
// 50 cards other than the representative hole cards rep.
func restIndex(rep [2]cards.Card, x, y cards.Card) int {
	pos := func(c cards.Card) int {
		p := int(c)
		for _, r := range rep {
			if r < c {
				p--
			}
		}
		return p
	}
	i, j := pos(x), pos(y)
	if i > j {
		i, j = j, i
	}
	return i + j*(j-1)/2
}

// HoleClassOf returns the class of two hole cards; false when they are not
// two different cards.
func HoleClassOf(hole [2]cards.Card) (HoleClass, bool) {
	if !distinct(hole[:]...) {
		return HoleClass{}, false
	}
	h, _ := classify(hole)
	return h, true
}
