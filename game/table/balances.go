package table

import (
	"errors"
	"fmt"

	"felt/game/money"
)

// Balances are the accounts of a ledger between rounds: what a saved table
// keeps of it.
type Balances struct {
	Bank                [Seats]money.Amount
	House, Meters, Cage money.Amount
}

// Sum returns the sum of the accounts: zero for every ledger, since each
// movement takes from one account what it gives to another.
func (b Balances) Sum() money.Amount {
	t := b.House + b.Meters + b.Cage
	for _, a := range b.Bank {
		t += a
	}
	return t
}

// ErrBalances reports balances no ledger could have: they do not add up to
// zero, or a seat's bank is negative.
var ErrBalances = errors.New("ledger balances do not add up")

// Balances returns the accounts as they stand. Wagers on the felt are in
// no account of Balances: take them between rounds, or use VoidedBalances.
func (l *Ledger) Balances() Balances {
	return Balances{Bank: l.bank, House: l.house, Meters: l.meters, Cage: l.cage}
}

// VoidedBalances returns the accounts as they would stand if the round in
// progress were void (see Void), without changing anything: what a table
// saved mid-round keeps, since restoring it voids that round.
func (l *Ledger) VoidedBalances() Balances {
	b := l.Balances()
	for s := range Seats {
		for w := range Wager(MaxWagers) {
			sp := l.spots[s][w]
			if (l.staked[s]&^l.settled[s])&(1<<w) == 0 {
				continue
			}
			b.Bank[s] += sp.felt + sp.collected
			b.House -= sp.collected
		}
	}
	return b
}

// Restore starts the ledger afresh at saved balances, with no wager and no
// entry. It fails, changing nothing, when the balances could not come from
// a ledger: they must add up to zero and no bank may be negative.
func (l *Ledger) Restore(b Balances) error {
	if s := b.Sum(); s != 0 {
		return fmt.Errorf("%w: they add up to %v", ErrBalances, s)
	}
	for s, a := range b.Bank {
		if a < 0 {
			return fmt.Errorf("%w: seat %d has %v", ErrBalances, s, a)
		}
	}
	l.bank, l.house, l.meters, l.cage = b.Bank, b.House, b.Meters, b.Cage
	l.clearRound()
	return nil
}
