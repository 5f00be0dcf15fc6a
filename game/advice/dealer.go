package advice

import (
	"math/bits"
	"slices"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
)

// This file counts the dealer's Crazy 4 Poker hands from the 47 cards the
// player does not hold, by where they fall against the player's hand: not
// qualified, qualified and beaten, tied, or beating the player. Walking the
// 1,533,939 hands takes milliseconds; counting them by their ranks takes a
// few dozen microseconds:
//
//   - a hand without four cards of one suit is worth what its ranks are, so
//     each multiset of five ranks counts once, with the number of ways the
//     47 cards give it (a product of binomials);
//   - a hand with four or five cards of one suit is a four-card flush or
//     straight flush, worth what its suited ranks are: those hands are
//     counted again by their suited ranks, moved from the value their ranks
//     alone would give to the flush's.

// cell is where a dealer hand falls against the player's.
type cell uint8

const (
	cellNotQualified cell = iota
	cellBeaten
	cellTied
	cellBeats
	numCells
)

// dealer47 is the number of the dealer's hands from 47 cards: C(47,5).
const dealer47 = 1_533_939

// rankSet is a multiset of five ranks: up to five distinct ranks with their
// counts, and the best-four value of any hand of those ranks without four
// cards of one suit.
type rankSet struct {
	rank  [5]uint8
	count [5]uint8
	n     uint8
	value hand.Four
}

// suitedFour is four ranks of one suit: their mask and value as a flush,
// and for each rank of a fifth card (of another suit) the value of the five
// cards' ranks alone.
type suitedFour struct {
	mask     uint16
	flush    hand.Four
	plain    [cards.NumRanks]hand.Four
	low, top hand.Four // the lowest and highest of plain
}

// suitedFive is five ranks of one suit: the best four as a flush and the
// ranks alone.
type suitedFive struct {
	mask         uint16
	flush, plain hand.Four
}

// dealerCounts are the tables of the counting, built once.
type dealerCounts struct {
	sets  []rankSet
	fours []suitedFour
	fives []suitedFive
}

// plainHand returns cards of the given ranks (increasing) with no three of
// one suit: the i-th card in suit i mod 4, so that equal ranks, which are
// neighbours, take different suits.
func plainHand(rs [5]cards.Rank) [5]cards.Card {
	var h [5]cards.Card
	for i, r := range rs {
		h[i] = cards.New(r, cards.Suit(i%cards.NumSuits))
	}
	return h
}

func newDealerCounts(e *hand.Evaluator) *dealerCounts {
	d := &dealerCounts{}
	var rs [5]cards.Rank
	var walk func(i int, from cards.Rank)
	walk = func(i int, from cards.Rank) {
		if i == 5 {
			if rs[0] == rs[4] {
				return // five of a rank
			}
			h := plainHand(rs)
			s := rankSet{value: e.Four(&h)}
			for k, r := range rs {
				if k > 0 && r == rs[k-1] {
					s.count[s.n-1]++
					continue
				}
				s.rank[s.n], s.count[s.n] = uint8(r), 1
				s.n++
			}
			d.sets = append(d.sets, s)
			return
		}
		for r := from; r < cards.NumRanks; r++ {
			rs[i] = r
			walk(i+1, r)
		}
	}
	walk(0, 0)
	for m := uint16(0); m < 1<<cards.NumRanks; m++ {
		switch bits.OnesCount16(m) {
		case 4:
			f := suitedFour{mask: m}
			var h [5]cards.Card
			n := 0
			for r := cards.Rank(0); r < cards.NumRanks; r++ {
				if m&(1<<r) != 0 {
					h[n] = cards.New(r, cards.Spades)
					n++
				}
			}
			for r := cards.Rank(0); r < cards.NumRanks; r++ {
				h[4] = cards.New(r, cards.Hearts)
				v := e.Four(&h)
				f.flush = max(f.flush, v) // every fifth card leaves the flush the best
				var rs [5]cards.Rank
				for k := range h {
					rs[k] = h[k].Rank()
				}
				sortRanks(&rs)
				p := plainHand(rs)
				f.plain[r] = e.Four(&p)
			}
			f.low, f.top = slices.Min(f.plain[:]), slices.Max(f.plain[:])
			d.fours = append(d.fours, f)
		case 5:
			var h [5]cards.Card
			var rs [5]cards.Rank
			n := 0
			for r := cards.Rank(0); r < cards.NumRanks; r++ {
				if m&(1<<r) != 0 {
					h[n], rs[n] = cards.New(r, cards.Spades), r
					n++
				}
			}
			p := plainHand(rs)
			d.fives = append(d.fives, suitedFive{mask: m, flush: e.Four(&h), plain: e.Four(&p)})
		}
	}
	return d
}

// sortRanks sorts five ranks, increasing.
func sortRanks(rs *[5]cards.Rank) {
	for i := 1; i < len(rs); i++ {
		for j := i; j > 0 && rs[j] < rs[j-1]; j-- {
			rs[j], rs[j-1] = rs[j-1], rs[j]
		}
	}
}

// b2u is 1 for true, 0 for false.
func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// choose[n][k] is C(n, k) for n, k up to 4.
var choose = [5][5]int64{
	{1}, {1, 1}, {1, 2, 1}, {1, 3, 3, 1}, {1, 4, 6, 4, 1},
}

// count returns the dealer's hands from the cards the player does not hold,
// by cell against the player's value pv. They add up to dealer47.
func (d *dealerCounts) count(player [5]cards.Card, pv hand.Four) [numCells]int64 {
	var avail [cards.NumRanks]int64 // cards of each rank left
	var suited [cards.NumSuits]uint16
	for r := range avail {
		avail[r] = cards.NumSuits
	}
	for s := range suited {
		suited[s] = 1<<cards.NumRanks - 1
	}
	for _, c := range player {
		avail[c.Rank()]--
		suited[c.Suit()] &^= 1 << c.Rank()
	}
	var n [numCells]int64
	at := func(v hand.Four) cell {
		// Without a branch: the values come in no order.
		return cell(b2u(crazy4.DealerQualifies(v)) * (1 + b2u(v >= pv) + b2u(v > pv)))
	}
	for i := range d.sets {
		s := &d.sets[i]
		w := int64(1)
		for k := range s.n {
			w *= choose[avail[s.rank[k]]][s.count[k]]
		}
		if w != 0 {
			n[at(s.value)] += w
		}
	}
	for _, a := range suited {
		for i := range d.fours {
			f := &d.fours[i]
			if f.mask&^a != 0 {
				continue
			}
			fc := at(f.flush)
			// The fifth card is any of the cards left in the other suits.
			if lo := at(f.low); lo == at(f.top) {
				// Every fifth card's ranks alone fall in one cell.
				k := 47 - int64(bits.OnesCount16(a))
				n[lo] -= k
				n[fc] += k
				continue
			}
			for r := range cards.NumRanks {
				// The fifth cards of rank r in another suit.
				m := avail[r]
				if a&(1<<r) != 0 {
					m--
				}
				if m != 0 {
					n[at(f.plain[r])] -= m
					n[fc] += m
				}
			}
		}
		for i := range d.fives {
			f := &d.fives[i]
			if f.mask&^a == 0 {
				n[at(f.plain)]--
				n[at(f.flush)]++
			}
		}
	}
	return n
}
