package crisscross

import (
	"fmt"

	"felt/game/money"
	"felt/game/table"
)

// player checks that seat n holds a player and the table takes bets.
func (t *Table) player(n int) (*seat, error) {
	if uint(n) >= table.Seats || t.phase != Betting || t.seats[n].who != Player {
		return nil, t.notPlayer(n)
	}
	return &t.seats[n], nil
}

// notPlayer is why player refuses seat n, out of line: the check itself
// is three comparisons.
func (t *Table) notPlayer(n int) error {
	s, err := t.seatOf(n)
	switch {
	case err != nil:
		return err
	case t.phase != Betting:
		return ErrNoMoreBets
	case s.who == Mate:
		return fmt.Errorf("%w: seat %d", ErrMateBets, n)
	}
	return fmt.Errorf("%w: seat %d is empty", ErrSeat, n)
}

// check validates amount (0 takes the wager down) for wager w.
func (t *Table) check(w table.Wager, amount money.Amount) error {
	switch w {
	case AnteAcross, AnteDown, FiveCardBonus, BonusSpin, Xtreme:
	default:
		return fmt.Errorf("%w: %s", ErrNotBetting, WagerName(w))
	}
	if amount < 0 {
		return fmt.Errorf("%s: %w", WagerName(w), table.ErrAmount)
	}
	if amount == 0 {
		return nil
	}
	if err := t.Limit(w).Check(amount); err != nil {
		return fmt.Errorf("%s: %w", WagerName(w), err)
	}
	return nil
}

// sideUp reports whether seat n has a side wager up.
func (t *Table) sideUp(n int) bool {
	return t.ledger.OnFelt(n, FiveCardBonus) > 0 || t.ledger.OnFelt(n, BonusSpin) > 0 || t.ledger.OnFelt(n, Xtreme) > 0
}

// Bet sets a player's wager on spot w to amount (0 takes it down) before
// the deal: an ante, the Five Card Bonus, Bonus Spin or Bonus Spin Xtreme.
// The two antes must be equal when the cards are dealt; BetAntes sets
// both. A side wager needs the antes up, and the antes stay while a side
// wager is up.
func (t *Table) Bet(n int, w table.Wager, amount money.Amount) error {
	if _, err := t.player(n); err != nil {
		return err
	}
	if err := t.check(w, amount); err != nil {
		return err
	}
	if w >= FiveCardBonus && amount > 0 && (t.ledger.OnFelt(n, AnteAcross) == 0 || t.ledger.OnFelt(n, AnteDown) == 0) {
		return ErrNeedsAnte
	}
	if w < FiveCardBonus && amount == 0 && t.sideUp(n) {
		return fmt.Errorf("%w: take the side wagers down first", ErrNeedsAnte)
	}
	if need := amount - t.ledger.OnFelt(n, w); need > t.ledger.Balance(n) {
		return fmt.Errorf("%w: %v more wanted, %v left", table.ErrCredits, need, t.ledger.Balance(n))
	}
	t.begin()
	t.setSpot(n, w, amount)
	return nil
}

// BetAntes sets both antes of a player to amount (0 takes them down).
func (t *Table) BetAntes(n int, amount money.Amount) error {
	if _, err := t.player(n); err != nil {
		return err
	}
	if err := t.check(AnteAcross, amount); err != nil {
		return err
	}
	if amount == 0 && t.sideUp(n) {
		return fmt.Errorf("%w: take the side wagers down first", ErrNeedsAnte)
	}
	need := 2*amount - t.ledger.OnFelt(n, AnteAcross) - t.ledger.OnFelt(n, AnteDown)
	if need > t.ledger.Balance(n) {
		return fmt.Errorf("%w: %v more wanted, %v left", table.ErrCredits, need, t.ledger.Balance(n))
	}
	t.begin()
	// Take down first, so that the credits freed pay for the other ante.
	for _, w := range [2]table.Wager{AnteAcross, AnteDown} {
		if amount < t.ledger.OnFelt(n, w) {
			t.setSpot(n, w, amount)
		}
	}
	t.setSpot(n, AnteAcross, amount)
	t.setSpot(n, AnteDown, amount)
	return nil
}

// Clear takes down all of a player's wagers before the deal.
func (t *Table) Clear(n int) error {
	if _, err := t.player(n); err != nil {
		return err
	}
	t.begin()
	t.takeDown(n)
	return nil
}

// Rebet places the wagers the player made in the last round dealt, in
// place of those up now.
func (t *Table) Rebet(n int) error {
	s, err := t.player(n)
	if err != nil {
		return err
	}
	if !s.lastOK {
		for w := range NumWagers {
			if a := s.last[w]; a > 0 {
				if err := t.check(w, a); err != nil {
					return err
				}
			}
		}
	}
	// Only the wagers before the deal are in last (check took any other
	// out) or on the felt between rounds.
	var want, up money.Amount
	var on [len(preDeal)]money.Amount
	lower := false // some spot holds more than last
	for i, w := range preDeal {
		a := s.last[w]
		on[i] = t.ledger.OnFelt(n, w)
		want += a
		up += on[i]
		lower = lower || a < on[i]
	}
	if want == 0 {
		return ErrNoBets
	}
	if want > up+t.ledger.Balance(n) {
		return fmt.Errorf("%w: %v wanted, %v left", table.ErrCredits, want, up+t.ledger.Balance(n))
	}
	t.begin()
	if lower { // take down first, so that the credits freed pay for the rest
		for _, w := range preDeal {
			if s.last[w] < t.ledger.OnFelt(n, w) {
				t.setSpot(n, w, s.last[w])
			}
		}
	}
	for i, w := range preDeal {
		// After the take-down the spot holds the lesser of the two.
		t.moveSpot(n, w, min(on[i], s.last[w]), s.last[w])
	}
	return nil
}

// preDeal are the wagers made before the deal.
var preDeal = [...]table.Wager{AnteAcross, AnteDown, FiveCardBonus, BonusSpin, Xtreme}

// takeDown returns every wager of seat n on the felt to its bank.
func (t *Table) takeDown(n int) {
	for w := range NumWagers {
		t.setSpot(n, w, 0)
	}
}

// setSpot moves credits so that spot w of seat n holds amount, which the
// caller has checked the seat can afford, and reports the change.
func (t *Table) setSpot(n int, w table.Wager, amount money.Amount) {
	t.moveSpot(n, w, t.ledger.OnFelt(n, w), amount)
}

// moveSpot is setSpot for spot w of seat n, which holds cur.
func (t *Table) moveSpot(n int, w table.Wager, cur, amount money.Amount) {
	switch {
	case amount > cur:
		_ = t.ledger.Stake(n, w, amount-cur)
	case amount < cur:
		_ = t.ledger.Unstake(n, w, cur-amount)
	default:
		return
	}
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Wager, ev.Amount = table.BetPlaced, int8(n), w, amount
	}
}
