package table

import (
	"felt/game/meter"
	"felt/game/money"
)

// MaxStreets is the most decisions a seat makes in a round (Criss Cross Poker's three
// streets; Crazy 4 Poker has one).
const MaxStreets = 3

// Script makes the table-mates of a round do what they did in a recorded one: their wagers
// and their decisions street by street, and the prize wheels land where they landed. A core
// given one (SetScript) follows it in its rounds; a round code replays a round with it. The
// person's wagers and decisions come through the betting actions and Decide, the cards from
// the round's seed, as always.
type Script struct {
	// Bets are each table-mate's wagers (the person's are ignored).
	Bets [Seats]Bets
	// Acts are each table-mate's decisions, street by street; NoAction where it made none
	// (the mate decides for itself then).
	Acts [Seats][MaxStreets]Action
	// Spins are the segments the prize wheels land on, in the order they spin.
	Spins []uint8
	// Meters are the progressive meters as the recorded round had them: a core given the
	// script sets its meters to them at the round's start and again as its settlement
	// begins, so that every jackpot pays what it paid (the linked tables moved the meters
	// meanwhile).
	Meters []MeterAt
	spun   int
}

// MeterAt is a progressive meter level's amount at a recorded round's start and as its
// settlement began.
type MeterAt struct {
	System        uint32 // the meter system, as Game.MeterOf numbers it
	Level         uint8
	Start, Settle money.Amount
}

// Meter returns what the script sets a meter level to, at the round's start or (settle) as
// its settlement begins, and whether it sets it.
func (s *Script) Meter(system uint32, level int, settle bool) (money.Amount, bool) {
	if s == nil {
		return 0, false
	}
	for _, m := range s.Meters {
		if m.System == system && int(m.Level) == level {
			if settle {
				return m.Settle, true
			}
			return m.Start, true
		}
	}
	return 0, false
}

// Act returns the decision of seat on street k (from 0), NoAction when the script has none.
func (s *Script) Act(seat, k int) Action {
	if s == nil || seat < 0 || seat >= Seats || k < 0 || k >= MaxStreets {
		return NoAction
	}
	return s.Acts[seat][k]
}

// Spin returns the segment of the next spin: the script's, when it has one below n (the
// wheel's segments), or else drawn.
func (s *Script) Spin(drawn, n int) int {
	if s == nil || s.spun >= len(s.Spins) {
		return drawn
	}
	seg := int(s.Spins[s.spun])
	s.spun++
	if seg >= n {
		return drawn
	}
	return seg
}

// Rewind starts the script's spins again from the first (at a round's deal).
func (s *Script) Rewind() {
	if s != nil {
		s.spun = 0
	}
}

// SetMeters sets the levels of meter system m (the table's system number sys) as the recorded
// round had them at its start, or as its settlement began, and returns what the meters
// gained in all, for the house to fund. Levels the script does not hold stay as they are.
func (s *Script) SetMeters(m *meter.System, sys uint32, settle bool) (gained money.Amount, err error) {
	for l := range m.Levels() {
		a, ok := s.Meter(sys, l, settle)
		if !ok {
			continue
		}
		d, err := m.Set(l, a)
		if err != nil {
			return gained, err
		}
		if d > 0 {
			gained += d
		}
	}
	return gained, nil
}
