package crisscross

import (
	"fmt"

	"felt/game/money"
	"felt/game/table"
)

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
	if t.err != nil {
		return nil, t.err
	}
	s, err := t.seatOf(n)
	if err != nil {
		return nil, err
	}
	if t.street != NoStreet {
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

// SeatPlayer seats a Player with credits free-play credits (BoughtIn):
// another player the betting actions and Decide drive, beside the person
// (a test, or a hot-seat front end). Between rounds only.
func (t *Table) SeatPlayer(n int, credits money.Amount) error {
	s, err := t.emptySeat(n)
	if err != nil {
		return err
	}
	if credits < 0 || credits > maxBuyIn {
		return fmt.Errorf("%w: %v credits", table.ErrAmount, credits)
	}
	t.begin()
	s.who, s.mate, s.rebuys, s.habits, s.last, s.lastOK = Player, 0, 0, habits{}, wagers{}, false
	if credits > 0 {
		t.buyIn(n, credits)
	}
	return t.err
}

// SeatMate seats roster character m (its place in Roster) as a
// table-mate, with its buy-in (SeatTaken). Between rounds only; a
// character sits at one seat at a time.
func (t *Table) SeatMate(n, m int) error {
	if _, err := t.emptySeat(n); err != nil {
		return err
	}
	if m < 0 || m >= len(t.roster) {
		return fmt.Errorf("%w: no character %d in a roster of %d", ErrSeat, m, len(t.roster))
	}
	if t.seated(m) {
		return fmt.Errorf("%w: %s is at the table", ErrOccupied, t.roster[m].Name)
	}
	t.begin()
	t.seatMate(n, m)
	return t.err
}

// Leave empties a seat between rounds: its wagers come back to its bank
// and its credits go back to the cage, reported as SeatLeft (Index the
// character's place in the roster, table.PersonIndex for a Player;
// Amount the credits taken). For a Player the front end keeps what it
// cashes out: read Balance first.
func (t *Table) Leave(n int) error {
	s, err := t.idleSeat(n)
	if err != nil {
		return err
	}
	if s.who == Empty {
		return fmt.Errorf("%w: seat %d is empty", ErrSeat, n)
	}
	t.begin()
	if s.who == Player {
		cur := t.current(n)
		if cur.total() > 0 {
			t.fail(t.setBets(n, &wagers{}))
		}
	}
	t.leave(n)
	return t.err
}

// leave cashes out seat n, which has nothing on the felt, and empties it.
func (t *Table) leave(n int) {
	s := &t.seats[n]
	i := uint8(table.PersonIndex)
	if s.who == Mate {
		i = uint8(s.mate)
	}
	a := t.ledger.Balance(n)
	t.fail(t.ledger.CashOut(n))
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Index, ev.Amount = table.SeatLeft, int8(n), i, a
	}
	*s = seat{}
}
