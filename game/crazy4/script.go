package crazy4

import (
	"fmt"

	"felt/game/table"
)

// SetScript makes the table-mates follow a recorded round from the next deal on: their
// wagers and decisions (table.Script); nil lets them play by their habits again. A round
// code replays a round with it.
func (t *Table) SetScript(s *table.Script) {
	t.script = s
	if s != nil && len(s.Meters) > 0 && t.phase == Betting && t.err == nil {
		// The round is open for bets (a table opens its first at once), not yet dealt: its
		// meters are set now, and reported again.
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
	if t.phase == Deciding {
		return fmt.Errorf("%w: seat the table between rounds", ErrPhase)
	}
	for s, m := range mates {
		if s == t.cfg.Person {
			continue
		}
		if m < -1 || m >= len(t.roster) {
			return fmt.Errorf("%w: no character %d in the roster", ErrConfig, m)
		}
		for o, n := range mates {
			if o != s && o != t.cfg.Person && m >= 0 && n == m {
				return fmt.Errorf("%w: character %d in two seats", ErrConfig, m)
			}
		}
	}
	for s := range t.seats {
		if st := &t.seats[s]; st.who == Mate && st.mate != mates[s] {
			a := t.ledger.Balance(s)
			t.fail(t.ledger.CashOut(s))
			*t.log.Next() = table.Event{Kind: table.SeatLeft, Seat: int8(s), Index: uint8(st.mate), Amount: a}
			st.who = Empty
		}
	}
	for s, m := range mates {
		if s != t.cfg.Person && m >= 0 && t.seats[s].who == Empty {
			t.seat(s, m)
		}
	}
	return t.err
}
