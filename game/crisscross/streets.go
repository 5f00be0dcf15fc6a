package crisscross

import (
	"fmt"

	"felt/game/money"
	"felt/game/table"
)

// Legal returns the decisions seat n may make now: none unless it is the
// seat's turn; then Fold, and each bet of 1x to 3x the ante it can afford
// (the betting actions keep enough for 1x on every street).
func (t *Table) Legal(n int) table.Actions {
	if n < 0 || n != t.turn {
		return 0
	}
	return t.legal(n)
}

// legal returns the decisions open to seat n on this street.
func (t *Table) legal(n int) table.Actions {
	s := table.Actions(0).With(table.Fold)
	for a := table.Bet1x; a <= table.Bet3x; a++ {
		if t.may(n, a) {
			s = s.With(a)
		}
	}
	return s
}

// may reports whether seat n may make decision a on this street: a fold,
// or a bet of 1x to 3x the ante it can afford.
func (t *Table) may(n int, a table.Action) bool {
	switch a {
	case table.Fold:
		return true
	case table.Bet1x, table.Bet2x, table.Bet3x:
		return money.Amount(a.Multiple())*t.seats[n].ante <= t.ledger.Balance(n)
	}
	return false
}

// Decide makes seat n's decision on this street: a bet of 1x to 3x the ante
// on the street's wager, or a fold, which forfeits every wager made so far
// but the Five Card Bonus (001 ch.11 B-F). Then play goes on: table-mates
// decide, cards are turned, and after the Middle street the round settles.
func (t *Table) Decide(n int, a table.Action) error {
	if t.err != nil {
		return t.err
	}
	if t.street == NoStreet {
		return fmt.Errorf("%w: the cards are not dealt", ErrNotYourTurn)
	}
	if n < 0 || n >= table.Seats {
		return fmt.Errorf("%w: %d", ErrSeat, n)
	}
	if n != t.turn {
		return fmt.Errorf("%w: seat %d", ErrNotYourTurn, n)
	}
	if !t.may(n, a) {
		return fmt.Errorf("%w: %v with %v left for an ante of %v", ErrAction, a, t.ledger.Balance(n), t.seats[n].ante)
	}
	t.turn = -1
	t.apply(n, a)
	t.next = n + 1
	t.advance()
	return t.err
}

// apply carries out a decision the caller has checked, and reports it
// (Decided: Wager the street's bet, Amount the bet, 0 for a fold).
func (t *Table) apply(n int, a table.Action) {
	w, _ := t.street.Wager()
	if a == table.Fold {
		if t.log.Recording() {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Wager, ev.Action = table.Decided, int8(n), w, a
		}
		t.fold(n)
		return
	}
	amount := money.Amount(a.Multiple()) * t.seats[n].ante
	t.fail(t.ledger.Stake(n, w, amount))
	t.seats[n].stake[w] = amount
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Wager, ev.Action, ev.Amount = table.Decided, int8(n), w, a, amount
	}
}

// fold forfeits every open wager of seat n but the Five Card Bonus. The
// seat keeps its claim to Community Pays: its Bonus Spin and Xtreme wagers
// were placed (and collected) like the others'.
func (t *Table) fold(n int) {
	s := &t.seats[n]
	s.folded = true
	for w := range NumWagers {
		if w == FiveCardBonus || s.stake[w] == 0 {
			continue
		}
		t.lose(n, s, w, table.Folded)
	}
}

// advance runs the round on: each seat still in is asked in deal order
// (Turn: Index a table-mate's think time in ticks at normal speed, 0 for a
// Player); table-mates decide at once, a Player stops play until Decide.
// When every seat has decided, the street's cards are turned and the next
// street begins; after the Middle street the round settles.
func (t *Table) advance() {
	for t.street != NoStreet {
		w, _ := t.street.Wager()
		for ; t.next < table.Seats; t.next++ {
			n := t.next
			s := &t.seats[n]
			if !s.inPlay || s.folded {
				continue
			}
			if t.log.Recording() {
				t.turnEvent(n, w)
			}
			if s.who == Player {
				t.turn = n
				return
			}
			t.apply(n, t.mateDecision(n))
		}
		t.endStreet()
	}
}

// turnEvent reports that seat n is asked for wager w, out of line so that
// advance stays small.
//
//go:noinline
func (t *Table) turnEvent(n int, w table.Wager) {
	s := &t.seats[n]
	think := 0
	if s.who == Mate {
		think = min(max(t.roster[s.mate].Think, 0), 255)
	}
	ev := t.log.Next()
	ev.Kind, ev.Seat, ev.Wager, ev.Index = table.Turn, int8(n), w, uint8(think)
}

// endStreet turns the street's community cards, names each Player's line
// as it forms, and moves on.
func (t *Table) endStreet() {
	t.next = 0
	switch t.street {
	case AcrossStreet:
		t.show(Left)
		t.show(Right)
		t.nameLines(AcrossBet, Left, Right)
		t.setStreet(DownStreet)
	case DownStreet:
		t.show(Top)
		t.show(Bottom)
		t.nameLines(DownBet, Top, Bottom)
		t.setStreet(MiddleStreet)
	case MiddleStreet:
		t.show(Middle)
		t.settle()
		t.setStreet(NoStreet)
	}
}

// nameLines names, for each Player still in, the hand its line of wager
// w holds so far: its hole cards and the line's two outer cards, p and q
// (HandRanked, a Partial, Up false).
func (t *Table) nameLines(w table.Wager, p, q Position) {
	if !t.log.Recording() {
		return
	}
	for _, n := range table.DealOrder() {
		s := &t.seats[n]
		if s.who != Player || !s.inPlay || s.folded {
			continue
		}
		h := Partial(s.view.Hole[0], s.view.Hole[1], t.cross[p], t.cross[q])
		t.ranked(n, w, h, HoleCards|CardBit(p)|CardBit(q), false)
	}
}

// show turns community card p face up.
func (t *Table) show(p Position) {
	t.shown |= 1 << p
	for n := range t.seats {
		v := &t.seats[n].view
		v.Cross[p], v.Shown = t.cross[p], t.shown
	}
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Index, ev.Card, ev.Up = table.CardShown, table.Community, uint8(p), t.cross[p], true
	}
}

// mateDecision is a table-mate's decision: its strategy's, within what it
// can afford; a Hunch player sometimes goes against a marginal call.
func (t *Table) mateDecision(n int) table.Action {
	s := &t.seats[n]
	m := &t.roster[s.mate]
	var a table.Action
	if m.Style == table.Optimal && t.strat != nil {
		a = t.strat.Decide(s.view)
	} else {
		a = simple(&s.view) // the Simple and Hunch styles: a direct call
	}
	if m.Style == table.Hunch && (a == table.Fold || a == table.Bet1x) && t.chance(m.Hunch) {
		if a == table.Fold {
			a = table.Bet1x
		} else {
			a = table.Fold
		}
	}
	if sa := t.script.Act(n, int(t.street)-int(AcrossStreet)); sa != table.NoAction {
		a = sa
	}
	if a < table.Fold || a > table.Bet3x {
		a = table.Fold
	}
	// The bets the seat can afford are 1x up to some multiple (legal).
	for !t.may(n, a) {
		a--
	}
	return a
}

// Situation returns what seat n knows on this street: its hole cards and
// the community cards turned so far; false between rounds or for a seat
// not in play.
func (t *Table) Situation(n int) (Situation, bool) {
	if t.street == NoStreet || n < 0 || n >= table.Seats || !t.seats[n].inPlay || t.seats[n].folded {
		return Situation{}, false
	}
	return t.seats[n].view, true
}

// setStreet moves the round on to street p (NoStreet after the last), for
// the table and in every seat's view.
func (t *Table) setStreet(p Street) {
	t.street = p
	for n := range t.seats {
		t.seats[n].view.Street = p
	}
}
