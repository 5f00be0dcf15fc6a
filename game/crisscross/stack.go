package crisscross

import (
	"felt/game/cards"
	"felt/game/table"
)

// SetStack stacks the shoe of the next round (scripted play: table.Stack), and the
// segments its wheels land on; nil takes a stack back. It is refused while a round is under
// way, and for a stack of more cards than a seat (2), the cross (5) or the dealer (none) are
// dealt.
func (t *Table) SetStack(st *table.Stack) error {
	if t.err != nil {
		return t.err
	}
	if t.street != NoStreet {
		return ErrRound
	}
	if st != nil {
		if err := st.Check(2, 0, CrossSize); err != nil {
			return err
		}
	}
	t.stackNext = st
	return nil
}

// Stacked is the name of the stack of the round in play or last dealt (table.Stacker), ""
// for a round dealt from its seed alone.
func (t *Table) Stacked() string {
	if t.stackNow == nil {
		return ""
	}
	return t.stackNow.Name
}

// drawStacked fills deck with a stacked round's cards in the order dealt (dealCards): the
// cross, then two cards to each seat of inPlay; the stack's where it names them, the shoe
// shuffled from seed's elsewhere.
func (t *Table) drawStacked(seed cards.Seed, deck []cards.Card, inPlay *[table.Seats]bool) []cards.Card {
	k := 0
	for p := range CrossSize {
		deck[k] = t.stackNow.At(table.Community, p)
		k++
	}
	for i := range 2 {
		for _, n := range table.DealOrder() {
			if inPlay[n] {
				deck[k] = t.stackNow.At(n, i)
				k++
			}
		}
	}
	t.shoe.Shuffle(seed)
	t.fail(table.Fill(deck, &t.shoe))
	t.dealt = uint8(len(deck))
	return deck
}
