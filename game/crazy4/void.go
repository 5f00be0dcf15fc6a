package crazy4

import (
	"fmt"

	"felt/game/table"
)

// Void ends the round in progress as void and returns every wager to its
// seat, as the documents require of a round that cannot finish (seed 000
// §14, 004 "Irregularities"): the wagers on the felt, and the progressive
// and Five Card Hand Bonus wagers the house took at coin-in, which it
// refunds. What those wagers added to the meters stays there: the house
// has paid for it, and a meter never moves back. The events report each
// seat's refund (Voided) and the round's end.
func (t *Table) Void() error {
	if t.err != nil {
		return t.err
	}
	if t.phase == Done {
		return fmt.Errorf("%w: no round in progress", ErrPhase)
	}
	v := t.ledger.VoidedBalances()
	var refund [table.Seats]bool
	anything := false
	for s := range t.seats {
		refund[s] = v.Bank[s] != t.ledger.Balance(s)
		anything = anything || refund[s]
	}
	if !anything {
		return fmt.Errorf("%w: no wagers to return", ErrPhase)
	}
	t.results = [table.Seats]SeatResult{}
	for s := range t.seats {
		if refund[s] {
			r := &t.results[s]
			r.Void = true
			for w := range r.Wagers {
				r.Wagers[w].Staked = t.ledger.Staked(s, table.Wager(w))
			}
		}
	}
	t.ledger.Void()
	for s := range t.seats {
		if refund[s] {
			*t.log.Next() = table.Event{Kind: table.Voided, Seat: int8(s), Amount: t.results[s].Staked()}
		}
	}
	*t.log.Next() = table.Event{Kind: table.RoundEnd, Seat: table.Dealer}
	t.phase, t.turn = Done, -1
	return nil
}
