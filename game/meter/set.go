package meter

import (
	"fmt"

	"felt/game/money"
)

// Set puts meter level at amount, as a recorded round had it: a round dealt again from its
// code at a new table (game/code) sets the meters the round began and settled with. What the
// meter gains the house puts in (Seeded); what it loses is paid away as a linked table's win
// would be (Paid, not ours; no hit is counted). The carries are left as they are. It returns
// what the house put in, for the table's ledger.
func (s *System) Set(level int, amount money.Amount) (money.Amount, error) {
	s.begin()
	if level < 0 || level >= s.p.n {
		return 0, fmt.Errorf("%w: %d", ErrLevel, level)
	}
	if amount < 0 || amount > MaxTotal {
		return 0, fmt.Errorf("%w: a meter of %d cents", ErrOverflow, amount)
	}
	ls := &s.st.lv[level]
	d := amount - ls.meter
	if d > 0 && ls.seeded > MaxTotal-d {
		return 0, fmt.Errorf("%w: seeding %d cents", ErrOverflow, d)
	}
	ls.meter = amount
	if d > 0 {
		ls.seeded += d
		return d, nil
	}
	ls.paid -= d
	return 0, nil
}
