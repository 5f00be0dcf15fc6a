package code

import (
	"fmt"
	"slices"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// FromEvents makes the code of a settled round from its events (as the core reported them,
// from its start to its end) at a table of game where the person sits in seat person, whose
// settings the front end writes as settings (Round.Table).
func FromEvents(game string, settings []byte, person int, events []table.Event) (Round, error) {
	r := Round{Game: game, Person: person, Table: slices.Clone(settings)}
	if len(settings) == 0 || len(settings) > MaxTable {
		return r, fmt.Errorf("%w: the table's settings are not known", ErrRound)
	}
	for s := range r.Mates {
		r.Mates[s] = -1
	}
	dealt, done := false, false
	var made [table.Seats]int
	var ms meters
	for i := range events {
		e := &events[i]
		s := int(e.Seat)
		seat := s >= 0 && s < table.Seats
		switch e.Kind {
		case table.SeatState:
			if seat && s != person && e.Index != table.PersonIndex {
				r.Mates[s] = int(e.Index)
			}
		case table.SeatTaken:
			if seat && s != person && !dealt {
				r.Mates[s] = int(e.Index)
			}
		case table.SeatLeft:
			if seat && !dealt {
				r.Mates[s] = -1
			}
		case table.BetPlaced:
			if seat && !dealt && e.Wager < table.MaxWagers {
				r.Bets[s][e.Wager] = e.Amount
			}
		case table.NoMoreBets:
			r.Seed, dealt, r.Scripted = cards.Seed(e.Amount), true, e.Up
		case table.Decided:
			if seat && made[s] < table.MaxStreets {
				r.Acts[s][made[s]] = e.Action
				made[s]++
			}
		case table.WheelSpun:
			r.Spins = append(r.Spins, e.Index)
		case table.MeterChanged, table.Paid, table.Settled:
			ms.note(e, dealt)
		case table.Voided:
			return r, fmt.Errorf("%w: the round was void", ErrRound)
		case table.RoundEnd:
			done = true
		}
	}
	r.Meters = ms.at
	if !dealt || !done {
		return r, fmt.Errorf("%w: the round was not dealt and settled", ErrRound)
	}
	if r.Bets[person].Total() == 0 {
		return r, fmt.Errorf("%w: you had no wager in it", ErrRound)
	}
	return r, nil
}

// meters reads the meters of a round's events: each level's amount at the round's start
// (its MeterChanged events before the deal) and as its settlement began (those marked Up). A
// round recorded before the cores reported the meters as the settlement began takes them as
// they stood before its first jackpot.
type meters struct {
	at      []table.MeterAt
	settled []bool // the level's settlement amount was reported
	paid    bool   // a jackpot was paid in the round
}

func (ms *meters) note(e *table.Event, dealt bool) {
	if e.Result == table.JackpotPay {
		ms.paid = true
	}
	if e.Kind != table.MeterChanged || e.Result != table.NoResult {
		return
	}
	i := slices.IndexFunc(ms.at, func(m table.MeterAt) bool { return m.System == e.Value && m.Level == e.Index })
	if i < 0 {
		if dealt || len(ms.at) >= MaxMeters {
			return
		}
		ms.at = append(ms.at, table.MeterAt{System: e.Value, Level: e.Index, Start: e.Amount, Settle: e.Amount})
		ms.settled = append(ms.settled, false)
		return
	}
	m := &ms.at[i]
	switch {
	case !dealt:
		m.Start, m.Settle = e.Amount, e.Amount
	case e.Up:
		m.Settle, ms.settled[i] = e.Amount, true
	case !ms.settled[i] && !ms.paid:
		m.Settle = e.Amount
	}
}

// Replayer is a rules core a code's round can be dealt again at: both games' tables are.
type Replayer interface {
	table.Game
	// SetScript makes the table-mates follow a recorded round.
	SetScript(s *table.Script)
	// SeatMates seats roster characters as given.
	SeatMates(mates [table.Seats]int) error
}

// Stake is what the person needs to cover a round's wagers and its decisions: what a table
// to replay it at should buy the person in with, at least.
func (r *Round) Stake() money.Amount {
	b := r.Bets[r.Person]
	return 4*b.Total() + money.Credits(1000)
}

// Play deals the code's round again at core, a new table of the code's game with the person
// in the code's seat and credits enough (Stake): it seats the table-mates, has them follow
// the recorded wagers, decisions and spins, places the person's wagers, deals from the seed
// and makes the person's decisions. The core's events are then the round's. A round the
// table cannot deal as recorded (a code made up, or from another table's settings) is
// refused with ErrRound.
func Play(r Round, core Replayer) error {
	if r.Scripted {
		return fmt.Errorf("%w: a scripted showcase deal, its cards stacked for the demonstration: it is not dealt again", ErrRound)
	}
	if core.Name() != r.Game {
		return fmt.Errorf("%w: a round of %s, not %s", ErrRound, r.Game, core.Name())
	}
	p := r.Person
	if core.Person() != p {
		return fmt.Errorf("%w: the person sits in seat %d here, %d in the code", ErrRound, core.Person(), p)
	}
	sc := &table.Script{Bets: r.Bets, Acts: r.Acts, Spins: r.Spins, Meters: r.Meters}
	core.SetScript(sc)
	defer core.SetScript(nil)
	if err := core.SeatMates(r.Mates); err != nil {
		return fmt.Errorf("%w: %w", ErrRound, err)
	}
	if err := core.SetBets(p, r.Bets[p]); err != nil {
		return fmt.Errorf("%w: your wagers: %w", ErrRound, err)
	}
	if err := core.Deal(r.Seed); err != nil {
		return fmt.Errorf("%w: %w", ErrRound, err)
	}
	for k := 0; core.Phase() == table.Deciding; k++ {
		if core.Turn() != p || k >= table.MaxStreets || r.Acts[p][k] == table.NoAction {
			return fmt.Errorf("%w: the code has no decision for the round's street %d", ErrRound, k+1)
		}
		if err := core.Decide(p, r.Acts[p][k]); err != nil {
			return fmt.Errorf("%w: decision %d: %w", ErrRound, k+1, err)
		}
	}
	if err := core.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrRound, err)
	}
	// The table-mates' wagers are those recorded, and every seat made as many decisions as
	// the code holds, or the code is not of this table (a Crazy 4 Poker round has one street:
	// a code with decisions for streets 2 and 3 was made up).
	var placed [table.Seats]table.Bets
	var made [table.Seats]int
	dealt := false
	for _, e := range core.Events() {
		seat := e.Seat >= 0 && int(e.Seat) < table.Seats
		switch {
		case e.Kind == table.NoMoreBets:
			dealt = true
		case e.Kind == table.BetPlaced && !dealt && seat && e.Wager < table.MaxWagers:
			placed[e.Seat][e.Wager] = e.Amount
		case e.Kind == table.Decided && seat:
			made[e.Seat]++
		}
	}
	for s := range table.Seats {
		if placed[s] != r.Bets[s] {
			return fmt.Errorf("%w: seat %d's wagers cannot be made at this table", ErrRound, s+1)
		}
		for k := made[s]; k < table.MaxStreets; k++ {
			if r.Acts[s][k] != table.NoAction {
				return fmt.Errorf("%w: seat %d has a decision for street %d, which the round never reached", ErrRound, s+1, k+1)
			}
		}
	}
	return nil
}
