package meter

import (
	"errors"
	"testing"

	"felt/game/money"
)

// TestSet checks that a meter set as a recorded round had it keeps the accounts whole: a
// rise is seeded by the house, a fall paid away (not ours, no hit); the system saves and
// restores; a level it lacks and an amount out of range are refused.
func TestSet(t *testing.T) {
	s := mustNew(t, Pays2(), 1)
	before, _ := s.Level(0)
	d, err := s.Set(0, before.Meter+money.Credits(250))
	if err != nil || d != money.Credits(250) {
		t.Fatalf("a rise of 250: %v, %v", d, err)
	}
	l, _ := s.Level(0)
	if l.Meter != before.Meter+money.Credits(250) || l.Seeded != before.Seeded+money.Credits(250) {
		t.Errorf("after the rise: %+v", l)
	}
	if d, err := s.Set(0, before.Meter+money.Credits(100)); err != nil || d != 0 {
		t.Fatalf("a fall: %v, %v", d, err)
	}
	l, _ = s.Level(0)
	if l.Meter != before.Meter+money.Credits(100) || l.Paid != before.Paid+money.Credits(150) || l.PaidOurs != before.PaidOurs || l.Hits != before.Hits {
		t.Errorf("after the fall: %+v", l)
	}
	data, err := s.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	r := mustNew(t, Pays2(), 1)
	if err := r.UnmarshalBinary(data); err != nil {
		t.Fatalf("a system set does not restore: %v", err)
	}
	if _, err := s.Set(s.Levels(), 0); !errors.Is(err, ErrLevel) {
		t.Errorf("no such level: %v", err)
	}
	if _, err := s.Set(0, -1); !errors.Is(err, ErrOverflow) {
		t.Errorf("a negative meter: %v", err)
	}
}
