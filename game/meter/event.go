package meter

import "felt/game/money"

// TicksPerSecond is the game-time rate the linked tables' wagers are
// configured against: ebiten runs Update 60 times a second, and the caller
// calls Advance once per Update.
const TicksPerSecond = 60

// Time is a moment of game time: the ticks Advance has counted and the
// round in progress (the first round is 1; EndRound moves to the next).
type Time struct {
	Tick  int64
	Round int64
}

// Kind is what an Event reports.
type Kind uint8

// The kinds of event.
const (
	// Contribution: wagers added Amount to the meter (what they added to
	// the hidden reserve is not shown).
	Contribution Kind = iota + 1
	// HitOurs: a seat at our table was paid Amount off the meter.
	HitOurs
	// HitElsewhere: a linked table was paid Amount off the meter.
	HitElsewhere
	// Reset: the meter was reset to Amount after a 100% hit.
	Reset
)

// String names the kind.
func (k Kind) String() string {
	switch k {
	case Contribution:
		return "contribution"
	case HitOurs:
		return "hit"
	case HitElsewhere:
		return "hit elsewhere"
	case Reset:
		return "reset"
	}
	return "unknown"
}

// Event is one change to one meter, for the front end to show.
type Event struct {
	Kind   Kind
	Level  int          // which meter of the system (0 is the first level)
	Amount money.Amount // added (Contribution), paid (hits) or reset to (Reset)
	Meter  money.Amount // the meter after the change
	Share  PPM          // for hits: the share of the meter the hand pays
	Source Source       // who wagered (Contribution) or won (hits)
	Time   Time         // when: for the linked tables, the tick of their wager
}
