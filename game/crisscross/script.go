package crisscross

import (
	"fmt"

	"felt/game/table"
)

// SetScript makes the table-mates follow a recorded round from the next deal on: their
// wagers and decisions street by street, and the wheels land on the recorded segments
// (table.Script); nil lets the table play by itself again. A round code replays a round with
// it.
func (t *Table) SetScript(s *table.Script) {
	t.script = s
	if s != nil && len(s.Meters) > 0 && !t.ended && t.street == NoStreet && t.err == nil {
		// The round is open (a table opens its first at once), not yet dealt: its meters
		// are set now, and reported again.
		t.meterAt(false)
	}
}

// SeatMates seats roster characters as given, seat by seat (-1 leaves a seat empty; the
// person's seat is left as it is), before a round's bets: those seated who are not asked for
// leave (SeatLeft), and each one asked for sits down with their buy-in (SeatTaken). A round
// code seats the table as the recorded round had it.
func (t *Table) SeatMates(mates [table.Seats]int) error {
	if t.err != nil {
		return t.err
	}
	if t.street != NoStreet {
		return ErrRound
	}
	for n, m := range mates {
		if n == t.person {
			continue
		}
		if m < -1 || m >= len(t.roster) {
			return fmt.Errorf("%w: no character %d in the roster", ErrConfig, m)
		}
		for o, k := range mates {
			if o != n && o != t.person && m >= 0 && k == m {
				return fmt.Errorf("%w: character %d in two seats", ErrConfig, m)
			}
		}
	}
	for n := range t.seats {
		if s := &t.seats[n]; s.who == Mate && s.mate != mates[n] {
			t.leave(n)
		}
	}
	for n, m := range mates {
		if n != t.person && m >= 0 && t.seats[n].who == Empty {
			t.seatMate(n, m)
		}
	}
	return t.err
}
