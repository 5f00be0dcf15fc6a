package crazy4

import (
	"fmt"

	"felt/game/money"
	"felt/game/table"
)

// Actions is a set of decisions, one bit for each table.Action.
type Actions = table.Actions

// Legal returns the decisions a seat may make now: none unless it is the
// seat's turn; else Fold, and Play 1x, and with a pair of aces or better 2x
// and 3x, as far as the seat's credits cover them.
func (t *Table) Legal(seat int) Actions {
	if t.phase != Deciding || seat != t.turn {
		return 0
	}
	return t.legal(seat)
}

// legal is Legal for the seat whose turn it is.
func (t *Table) legal(s int) Actions {
	set := Actions(0).With(table.Fold)
	ante, bank := t.seats[s].stake[Ante], t.ledger.Balance(s)
	top := table.Bet1x
	if MayRaise(t.seats[s].four) {
		top = table.Bet3x
	}
	for a := table.Bet1x; a <= top; a++ {
		if money.Amount(a.Multiple())*ante <= bank {
			set = set.With(a)
		}
	}
	return set
}

// Decide makes the person's decision when it is their turn: Fold, or a
// Play wager of Bet1x, or Bet2x or Bet3x with a pair of aces or better
// (ErrRaise otherwise). The table-mates after the person then decide, and
// after the last decision the round is shown down and settled, all
// reported as events in order. A refused decision changes nothing.
func (t *Table) Decide(seat int, a table.Action) error {
	if t.err != nil {
		return t.err
	}
	if !valid(seat) || seat != t.cfg.Person {
		return fmt.Errorf("%w: seat %d", ErrNotYours, seat)
	}
	if t.phase != Deciding || seat != t.turn {
		return fmt.Errorf("%w: seat %d", ErrTurn, seat)
	}
	if a < table.Fold || a > table.Bet3x {
		return fmt.Errorf("%w: %v", ErrAction, a)
	}
	legal := t.legal(seat)
	if !legal.Has(a) {
		if a >= table.Bet2x && !MayRaise(t.seats[seat].four) {
			return fmt.Errorf("%w: %s", ErrRaise, t.seats[seat].four.Name())
		}
		ante := t.seats[seat].stake[Ante]
		return fmt.Errorf("%w: a %v Play wager is %v, %v left", table.ErrCredits, a, money.Amount(a.Multiple())*ante, t.ledger.Balance(seat))
	}
	t.act(seat, a)
	t.turn++
	t.advance()
	return t.err
}

// act carries out a decision and reports it.
func (t *Table) act(s int, a table.Action) {
	st := &t.seats[s]
	amount := money.Amount(a.Multiple()) * st.stake[Ante]
	if a == table.Fold {
		st.folded = true
	} else {
		t.fail(t.ledger.Stake(s, Play, amount))
		st.stake[Play] = amount
		st.open |= 1 << Play
	}
	if t.log.Recording() {
		e := t.log.Next()
		e.Kind, e.Seat, e.Wager, e.Action, e.Amount = table.Decided, int8(s), Play, a, amount
	}
}

// advance asks the seats in turn, from the dealer's left: the table-mates
// decide at once, the person is waited for. After the last seat the round
// is shown down and settled.
func (t *Table) advance() {
	for ; t.turn < len(t.seats); t.turn++ {
		s := t.turn
		if !t.seats[s].inPlay {
			continue
		}
		if t.log.Recording() {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Wager = table.Turn, int8(s), Play
			if t.seats[s].who == Mate {
				ev.Index = uint8(min(max(t.roster[t.seats[s].mate].Think, 0), 255))
			}
		}
		if t.seats[s].who == Person {
			return
		}
		t.act(s, t.mateDecides(s))
	}
	t.turn = -1
	t.settle()
}
