package meter

import (
	"testing"

	"felt/game/money"
)

func TestSteadyStateDoesNotAllocate(t *testing.T) {
	seats := []Source{Seat(1), Seat(3), Seat(5)}
	parts := make([]money.Amount, 0, len(seats))
	cases := []struct {
		name string
		cfg  Config
		do   func(s *System) error
	}{
		{"Contribute", PTMGLML02(), func(s *System) error { return s.Contribute(money.Credits(5), Seat(2)) }},
		{"Pay 100%", Pays3(), func(s *System) error { _, err := s.Pay(0, Whole, Seat(2)); return err }},
		{"Pay 10%", FiveCardProgressive(), func(s *System) error { _, err := s.Pay(0, Tenth, Seat(2)); return err }},
		{"PaySplit", FiveCardHandBonus(), func(s *System) error {
			_, err := s.PaySplit(parts[:0], 0, Whole, seats)
			return err
		}},
		{"Advance a frame", PTMGLML02(), func(s *System) error { return s.Advance(1) }},
		{"Advance a frame, hitting often", hot(), func(s *System) error { return s.Advance(1) }},
		{"EndRound", hot(), func(s *System) error { return s.EndRound() }},
	}
	for _, c := range cases {
		s := mustNew(t, c.cfg, 1)
		must(t, c.do(s)) // warm up the events buffer
		var err error
		if n := testing.AllocsPerRun(2000, func() { err = c.do(s) }); n != 0 {
			t.Errorf("%s allocates %v times a call", c.name, n)
		}
		must(t, err)
	}
}

func BenchmarkContribute(b *testing.B) {
	s := mustNew(b, PTMGLML02(), 1)
	for b.Loop() {
		if err := s.Contribute(money.Credits(1), Seat(3)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPay(b *testing.B) {
	s := mustNew(b, Pays3(), 1)
	for b.Loop() {
		if _, err := s.Pay(0, Whole, Seat(3)); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkPaySplit(b *testing.B) {
	s := mustNew(b, FiveCardHandBonus(), 1)
	seats := []Source{Seat(1), Seat(3), Seat(5)}
	parts := make([]money.Amount, 0, len(seats))
	for b.Loop() {
		if _, err := s.PaySplit(parts[:0], 0, Whole, seats); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAdvance is one frame of the three-level Multi Game Link system
// with the default linked tables.
func BenchmarkAdvance(b *testing.B) {
	s := mustNew(b, PTMGLML02(), 1)
	for b.Loop() {
		if err := s.Advance(1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAdvanceMinute catches up a minute of game time (120 linked
// wagers) in one call.
func BenchmarkAdvanceMinute(b *testing.B) {
	s := mustNew(b, PTMGLML02(), 1)
	for b.Loop() {
		if err := s.Advance(ticksPerMinute); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMarshal(b *testing.B) {
	s := played(b, 400)
	buf := make([]byte, 0, 8192)
	for b.Loop() {
		var err error
		if buf, err = s.AppendBinary(buf[:0]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkUnmarshal(b *testing.B) {
	s := played(b, 400)
	rec := save(b, s)
	for b.Loop() {
		if err := s.UnmarshalBinary(rec); err != nil {
			b.Fatal(err)
		}
	}
}
