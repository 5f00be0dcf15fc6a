package table

import (
	"errors"
	"fmt"

	"felt/game/money"
)

// Limit is a wager's table limits. A zero Max means the table does not
// offer the wager.
type Limit struct {
	Min, Max money.Amount
	// Step, when set, is the only granularity allowed (a wager must be a
	// multiple of it); Exact, when set, lists the only amounts allowed
	// (a progressive taking 1 or 5 credits).
	Step  money.Amount
	Exact []money.Amount
}

// Errors about limits.
var (
	ErrNotOffered = errors.New("this table does not offer that wager")
	ErrUnderMin   = errors.New("under the table minimum")
	ErrOverMax    = errors.New("over the table maximum")
	ErrAmountStep = errors.New("not an amount this wager takes")
)

// Offered reports whether the table takes the wager at all.
func (l Limit) Offered() bool { return l.Max > 0 }

// Check reports whether amount a is a legal wager under the limit.
func (l Limit) Check(a money.Amount) error {
	switch {
	case !l.Offered():
		return ErrNotOffered
	case len(l.Exact) > 0:
		for _, x := range l.Exact {
			if a == x {
				return nil
			}
		}
		return fmt.Errorf("%w: %v (this wager takes %s)", ErrAmountStep, a, l.exactText())
	case a < l.Min:
		return fmt.Errorf("%w: %v is under the minimum of %v", ErrUnderMin, a, l.Min)
	case a > l.Max:
		return fmt.Errorf("%w: %v is over the maximum of %v", ErrOverMax, a, l.Max)
	case l.Step > 0 && a%l.Step != 0:
		return fmt.Errorf("%w: %v is not a multiple of %v", ErrAmountStep, a, l.Step)
	}
	return nil
}

func (l Limit) exactText() string {
	s := ""
	for i, x := range l.Exact {
		switch {
		case i == 0:
		case i == len(l.Exact)-1:
			s += " or "
		default:
			s += ", "
		}
		s += x.String()
	}
	return s
}
