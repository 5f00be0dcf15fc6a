package crisscross

import (
	"fmt"

	"felt/game/money"
	"felt/game/table"
)

// maxBuyIn is the most credits one buy-in brings: far more than a game
// needs, and small enough that no sum of them overflows.
const maxBuyIn = money.Amount(1_000_000_000) * money.Credit

// seatOf checks a seat number.
func (t *Table) seatOf(n int) (*seat, error) {
	if uint(n) >= table.Seats {
		return nil, noSeat(n)
	}
	return &t.seats[n], nil
}

// noSeat is the error of a seat number out of range, out of line so that
// seatOf inlines.
func noSeat(n int) error { return fmt.Errorf("%w: %d", ErrSeat, n) }

// idleSeat checks a seat number and that the table is between rounds,
// when who sits where may change.
func (t *Table) idleSeat(n int) (*seat, error) {
	s, err := t.seatOf(n)
	if err != nil {
		return nil, err
	}
	if t.phase != Betting {
		return nil, ErrRound
	}
	return s, nil
}

// emptySeat checks, as idleSeat, a seat for someone to sit at: it must be
// empty.
func (t *Table) emptySeat(n int) (*seat, error) {
	s, err := t.idleSeat(n)
	if err != nil {
		return nil, err
	}
	if s.who != Empty {
		return nil, fmt.Errorf("%w: seat %d", ErrOccupied, n)
	}
	return s, nil
}

// SeatPlayer seats a player with credits free-play credits. Between rounds
// only.
func (t *Table) SeatPlayer(n int, credits money.Amount) error {
	s, err := t.emptySeat(n)
	if err != nil {
		return err
	}
	if credits < 0 || credits > maxBuyIn {
		return fmt.Errorf("%w: %v credits", table.ErrAmount, credits)
	}
	t.begin()
	if credits > 0 {
		if err := t.ledger.BuyIn(n, credits); err != nil {
			return err
		}
	}
	*s = seat{who: Player}
	return nil
}

// SeatMate seats a table-mate, who buys in for m.BuyIn table minimums.
// Between rounds only.
func (t *Table) SeatMate(n int, m table.Mate) error {
	s, err := t.emptySeat(n)
	if err != nil {
		return err
	}
	if m.Units < 1 || m.BuyIn < 1 || m.Units > 1_000_000 || m.BuyIn > 1_000_000 {
		return fmt.Errorf("%w: table-mate %q with %d units and a buy-in of %d", ErrSeat, m.Name, m.Units, m.BuyIn)
	}
	t.begin()
	if err := t.ledger.BuyIn(n, money.Amount(m.BuyIn)*t.cfg.Ante.Min); err != nil {
		return err
	}
	*s = seat{who: Mate, mate: m, habits: t.habitsOf(&m)}
	return nil
}

// Leave empties a seat between rounds: its wagers come back to its bank
// and its credits go back to the cage (for a player, the front end keeps
// what it cashes out; read Balance first).
func (t *Table) Leave(n int) error {
	s, err := t.idleSeat(n)
	if err != nil {
		return err
	}
	if s.who == Empty {
		return fmt.Errorf("%w: seat %d is empty", ErrSeat, n)
	}
	t.begin()
	t.takeDown(n)
	if err := t.ledger.CashOut(n); err != nil {
		return err
	}
	*s = seat{}
	return nil
}

// BuyIn gives a player seat more free-play credits. Between rounds only.
func (t *Table) BuyIn(n int, credits money.Amount) error {
	s, err := t.seatOf(n)
	if err != nil {
		return err
	}
	if s.who != Player {
		return fmt.Errorf("%w: seat %d has no player", ErrSeat, n)
	}
	if t.phase != Betting {
		return ErrRound
	}
	if credits <= 0 || credits > maxBuyIn {
		return fmt.Errorf("%w: %v credits", table.ErrAmount, credits)
	}
	t.begin()
	return t.ledger.BuyIn(n, credits)
}
