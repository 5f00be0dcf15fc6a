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
		st.inPlay, st.folded, st.part, st.stake, st.open = false, false, 0, stakes{}, 0
	}
	if t.log.Recording() {
		*t.log.Next() = table.Event{Kind: table.RoundStart, Seat: table.Dealer, Amount: money.Amount(t.round), Card: cards.Card(t.Back())}
		t.snapshot()
	}
}

// snapshot reports the table as it stands at a round's start, so that the
// round's events replay into a fresh scene: each occupied seat's credits
// (SeatState), then each meter system's levels (MeterChanged).
func (t *Table) snapshot() {
	t.log.AddSeats(&t.ledger, t.sitter)
	t.meterAt(false)
}

// sitter is the table's table.Sitter: who sits at seat n.
func (t *Table) sitter(n int) (uint8, bool) {
	s := &t.seats[n]
	return table.SitterOf(s.who != Empty, s.who == Mate, s.mate)
}

// AppendSeats implements table.Seating: who sits where now.
func (t *Table) AppendSeats(dst []table.Event) []table.Event {
	return table.SeatStates(dst, &t.ledger, t.sitter)
}

// current returns a seat's wagers as the betting rules see them: none once
// the round is done, since the next round starts with an empty layout.
func (t *Table) current(seat int) stakes {
	if t.phase == Done {
		return stakes{}
	}
	return t.staked(seat)
}

// staked returns a seat's wagers of the round as the ledger holds them: on
// the felt, or taken at coin-in.
func (t *Table) staked(seat int) stakes {
	var b stakes
	for w := range b {
		b[w] = t.ledger.Staked(seat, table.Wager(w))
	}
	return b
}

// Bet sets the person's wager on a spot to amount (0 takes it back) before
// the deal. The Ante sets the Super Bonus to the same amount, as the two
// must be equal; a Super Bonus of another amount than the Ante is refused.
// Every rule is checked (ErrUnequal, ErrNeedsAnte, ErrSixCard, the
// wager's Limit, the credits, ErrNoMoreBets) and a refused wager changes
// nothing. The chips move from the person's credits to the felt at once;
// the seat must keep enough for a 1x Play wager. A bet after a round is
// done opens the next round. Unlike Place, Bet moves no other wager than
// the Super Bonus with the Ante.
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

// SetBets sets all of the person's wagers at once, as one action: all of
// them or, if any rule refuses them (the rules of Bet, on the whole set),
// none. Undo is SetBets with the wagers as they were. The Play wager and
// the spots past NumWagers must be 0; wagers equal to those on the felt
// give table.ErrNoChange.
func (t *Table) SetBets(seat int, b table.Bets) error {
	if err := t.mayBet(seat); err != nil {
		return err
	}
	next, err := narrow(&b)
	if err != nil {
		return err
	}
	if next == t.current(seat) {
		return fmt.Errorf("%w: those are the wagers on the felt", table.ErrNoChange)
	}
	return t.setBets(seat, next)
}

// Clear takes back all of the person's wagers before the deal
// (table.ErrNoChange when there are none).
func (t *Table) Clear(seat int) error {
	if err := t.mayBet(seat); err != nil {
		return err
	}
	if cur := t.current(seat); cur.total() == 0 {
		return fmt.Errorf("%w: no wagers to take back", table.ErrNoChange)
	}
	return t.setBets(seat, stakes{})
}

// Rebet places the person's wagers of the last round dealt again, as one
// action: all of them or, if any rule refuses them, none. With no wagers
// from a last round, or those already on the felt, it gives
// table.ErrNoChange.
func (t *Table) Rebet(seat int) error {
	if err := t.mayBet(seat); err != nil {
		return err
	}
	last := t.seats[seat].last
	switch {
	case last.total() == 0:
		return fmt.Errorf("%w: no wagers from a last round", table.ErrNoChange)
	case last == t.current(seat):
		return fmt.Errorf("%w: the last round's wagers are on the felt", table.ErrNoChange)
	}
	return t.setBets(seat, last)
}

// Last returns a seat's wagers of the last round dealt (what Rebet places).
func (t *Table) Last(seat int) table.Bets {
	if !valid(seat) {
		return table.Bets{}
	}
	return t.seats[seat].last.wide()
}

// mayBet checks that the person can bet from seat now.
func (t *Table) mayBet(seat int) error {
	if t.err != nil {
		return t.err
	}
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
func (t *Table) check(seat int, b *stakes) error {
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
	have := t.ledger.Balance(seat) + cur.total()
	if need := b.total() + b[Ante]; need > have {
		return fmt.Errorf("%w: %v of wagers and %v kept for the Play wager, %v available", table.ErrCredits, b.total(), b[Ante], have)
	}
	return nil
}

// setBets validates a seat's new wagers and, if they pass, moves the chips
// and reports each spot that changed.
func (t *Table) setBets(seat int, next stakes) error {
	if err := t.check(seat, &next); err != nil {
		return err
	}
	if t.phase == Done {
		t.openRound()
	}
	cur := t.staked(seat)
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
	return t.err
}

// Covers reports whether a seat's credits, with its wagers on the felt,
// cover a minimum round: an Ante and Super Bonus at the table minimum and
// a 1x Play wager. When the person's do not, BuyIn gives them free-play
// credits.
func (t *Table) Covers(seat int) bool {
	if !valid(seat) {
		return false
	}
	cur := t.current(seat)
	return t.ledger.Balance(seat)+cur.total() >= 3*t.cfg.Ante.Min
}

// BuyIn gives the person in seat the configured free-play credits when
// they have run out (Covers is false); otherwise it returns ErrNotBroke.
// After a round is done it opens the next one, whose events report the
// buy-in.
func (t *Table) BuyIn(seat int) error {
	if t.err != nil {
		return t.err
	}
	if !valid(seat) || seat != t.cfg.Person {
		return fmt.Errorf("%w: seat %d", ErrNotYours, seat)
	}
	if t.phase == Deciding {
		return fmt.Errorf("%w: buy in between rounds", ErrPhase)
	}
	if t.Covers(seat) {
		cur := t.current(seat)
		return fmt.Errorf("%w: %v left", ErrNotBroke, t.ledger.Balance(seat)+cur.total())
	}
	if t.phase == Done {
		t.openRound()
	}
	t.buyIn(seat, t.cfg.BuyIn)
	return t.err
}

// buyIn gives a seat free-play credits and reports it.
func (t *Table) buyIn(seat int, a money.Amount) {
	t.fail(t.ledger.BuyIn(seat, a))
	*t.log.Next() = table.Event{Kind: table.BoughtIn, Seat: int8(seat), Amount: a}
}
