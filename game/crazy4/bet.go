package crazy4

import (
	"fmt"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

// openRound ends the round that is done and opens the next for bets.
func (t *Table) openRound() {
	t.fail(t.ledger.NewRound())
	t.log.Reset()
	t.round++
	t.phase, t.turn = Betting, -1
	t.dealt, t.shared, t.drawn, t.lucky = false, false, false, table.Dealer
	t.dealer, t.dealer4, t.dealer5 = [5]cards.Card{}, 0, 0
	for s := range t.seats {
		st := &t.seats[s]
		st.inPlay, st.folded, st.part, st.stake, st.open = false, false, 0, Bets{}, 0
	}
	if t.log.Recording() {
		*t.log.Next() = table.Event{Kind: table.RoundStart, Seat: table.Dealer, Amount: money.Amount(t.round), Card: cards.Card(t.Back())}
	}
}

// current returns a seat's wagers as the betting rules see them: none once
// the round is done, since the next round starts with an empty layout.
func (t *Table) current(seat int) Bets {
	if t.phase == Done {
		return Bets{}
	}
	return t.Bets(seat)
}

// Bet sets the person's wager on a spot to amount (0 takes it back) before
// the deal. The Ante sets the Super Bonus to the same amount, as the two
// must be equal; a Super Bonus of another amount than the Ante is refused.
// Every rule is checked (ErrUnequal, ErrNeedsAnte, ErrSixCard, the
// wager's Limit, the credits, ErrNoMoreBets) and a refused wager changes
// nothing. The chips move from the person's credits to the felt at once;
// the seat must keep enough for a 1x Play wager. A bet after a round is
// done opens the next round.
func (t *Table) Bet(seat int, w table.Wager, amount money.Amount) error {
	if err := t.mayBet(seat); err != nil {
		return err
	}
	if w >= NumWagers {
		return fmt.Errorf("%w: %d", ErrWager, w)
	}
	if w == Play {
		return ErrPlayWager
	}
	if amount < 0 {
		return fmt.Errorf("%w: %v", table.ErrAmount, amount)
	}
	next := t.current(seat)
	if w == SuperBonus && amount != next[Ante] {
		return fmt.Errorf("%w: the Ante is %v, so the Super Bonus must be too; set the Ante to change both", ErrUnequal, next[Ante])
	}
	next[w] = amount
	if w == Ante {
		next[SuperBonus] = amount
	}
	return t.setBets(seat, next)
}

// Clear takes back all of the person's wagers before the deal.
func (t *Table) Clear(seat int) error {
	if err := t.mayBet(seat); err != nil {
		return err
	}
	return t.setBets(seat, Bets{})
}

// Repeat places the person's wagers of the last round dealt again, as one
// action: all of them or, if any rule refuses them, none.
func (t *Table) Repeat(seat int) error {
	if err := t.mayBet(seat); err != nil {
		return err
	}
	return t.setBets(seat, t.seats[seat].last)
}

// Last returns a seat's wagers of the last round dealt (what Repeat places).
func (t *Table) Last(seat int) Bets {
	if !valid(seat) {
		return Bets{}
	}
	return t.seats[seat].last
}

// mayBet checks that the person can bet from seat now.
func (t *Table) mayBet(seat int) error {
	if !valid(seat) || seat != t.cfg.Person {
		return fmt.Errorf("%w: seat %d", ErrNotYours, seat)
	}
	if t.phase == Deciding {
		return ErrNoMoreBets
	}
	return nil
}

// check validates a seat's wagers as a whole against the rules and the
// limits, and that its credits cover them (with what is on the felt now)
// and a 1x Play wager.
func (t *Table) check(seat int, b *Bets) error {
	if b[Ante] != b[SuperBonus] {
		return fmt.Errorf("%w: Ante %v, Super Bonus %v", ErrUnequal, b[Ante], b[SuperBonus])
	}
	if b[Play] != 0 {
		return ErrPlayWager
	}
	for w, a := range b {
		switch {
		case a < 0:
			return fmt.Errorf("%s: %w: %v", WagerName(table.Wager(w)), table.ErrAmount, a)
		case a == 0:
			continue
		case Side(table.Wager(w)) && b[Ante] == 0:
			return fmt.Errorf("%w: %s of %v without an Ante", ErrNeedsAnte, WagerName(table.Wager(w)), a)
		}
		if err := t.limits[w].Check(a); err != nil {
			return fmt.Errorf("%s: %w", WagerName(table.Wager(w)), err)
		}
	}
	if b[SixCard] != 0 && b[SixCard] != b[QueensUp] {
		return fmt.Errorf("%w: 6 Card Bonus %v, Queens Up %v", ErrSixCard, b[SixCard], b[QueensUp])
	}
	cur := t.current(seat)
	have := t.ledger.Balance(seat) + cur.Total()
	if need := b.Total() + b[Ante]; need > have {
		return fmt.Errorf("%w: %v of wagers and %v kept for the Play wager, %v available", table.ErrCredits, b.Total(), b[Ante], have)
	}
	return nil
}

// setBets validates a seat's new wagers and, if they pass, moves the chips
// and reports each spot that changed.
func (t *Table) setBets(seat int, next Bets) error {
	if err := t.check(seat, &next); err != nil {
		return err
	}
	if t.phase == Done {
		t.openRound()
	}
	cur := t.Bets(seat)
	// Take chips back first, so that the credits cover the new ones.
	for w := range next {
		if d := cur[w] - next[w]; d > 0 {
			t.fail(t.ledger.Unstake(seat, table.Wager(w), d))
		}
	}
	for w := range next {
		if d := next[w] - cur[w]; d > 0 {
			t.fail(t.ledger.Stake(seat, table.Wager(w), d))
		}
		if next[w] != cur[w] {
			*t.log.Next() = table.Event{Kind: table.BetPlaced, Seat: int8(seat), Wager: table.Wager(w), Amount: next[w]}
		}
	}
	return nil
}

// BuyIn gives the person the configured free-play credits when they have
// run out: when their credits, with their wagers on the felt, do not cover
// a minimum Ante, Super Bonus and Play wager. Otherwise it returns
// ErrNotBroke. After a round is done it opens the next one, whose events
// report the buy-in.
func (t *Table) BuyIn() error {
	p := t.cfg.Person
	if p == NoPerson {
		return fmt.Errorf("%w: nobody sits at this table", ErrNotYours)
	}
	if t.phase == Deciding {
		return fmt.Errorf("%w: buy in between rounds", ErrPhase)
	}
	cur := t.current(p)
	if have := t.ledger.Balance(p) + cur.Total(); have >= 3*t.cfg.Ante.Min {
		return fmt.Errorf("%w: %v left", ErrNotBroke, have)
	}
	if t.phase == Done {
		t.openRound()
	}
	t.buyIn(p, t.cfg.BuyIn)
	return nil
}

// buyIn gives a seat free-play credits and reports it.
func (t *Table) buyIn(seat int, a money.Amount) {
	t.fail(t.ledger.BuyIn(seat, a))
	*t.log.Next() = table.Event{Kind: table.BoughtIn, Seat: int8(seat), Amount: a}
}
