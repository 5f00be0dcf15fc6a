package crazy4

import (
	"fmt"

	"felt/game/cards"
	"felt/game/table"
)

// SetStack stacks the shoe of the next round (scripted play: table.Stack), or with nil
// takes a stack back. It is refused while a round's cards are out, and for a stack of more
// cards than a seat (5), the dealer (5) or the communal card (1) are dealt.
func (t *Table) SetStack(st *table.Stack) error {
	if t.err != nil {
		return t.err
	}
	if t.phase == Deciding {
		return fmt.Errorf("%w: stack the shoe between rounds", ErrPhase)
	}
	if st != nil {
		if err := st.Check(5, 5, 1); err != nil {
			return err
		}
	}
	t.scripted = st
	return nil
}

// Stacked is the name of the stack of the round in play or last dealt (table.Stacker), ""
// for a round dealt from its seed alone.
func (t *Table) Stacked() string { return t.stackedName }

// takeStacked fills dst with a stacked round's cards in the order dealt (dealCards): the
// stack's where it names them, the shoe shuffled from seed's elsewhere.
func (t *Table) takeStacked(seed cards.Seed, dst []cards.Card) {
	k := 0
	for i := range 5 {
		for s := range t.seats {
			if t.seats[s].inPlay {
				dst[k] = t.scripted.At(s, i)
				k++
			}
		}
		dst[k] = t.scripted.At(table.Dealer, i)
		k++
	}
	if k < len(dst) {
		dst[k] = t.scripted.At(table.Community, 0)
	}
	t.shoe.Shuffle(seed)
	t.fail(table.Fill(dst, &t.shoe))
}
