package crisscross

import (
	"fmt"

	"felt/game/money"
	"felt/game/table"
)

// The betting actions of a Player seat, between rounds. Each is one
// action: it checks the seat's wagers as a whole against the rules and
// then moves the chips, all of them or, when anything is refused, none.
// The rules: the two antes are equal (a chip on either ante spot goes on
// both); a side wager (Five Card Bonus, Bonus Spin, Bonus Spin Xtreme)
// needs the antes, and taking the antes off takes the side wagers with
// them; each wager within its limit (Bonus Spin and Xtreme at one of
// their amounts); and the seat's credits cover its wagers and the three
// street bets at 1x, so that it can play its hand to the end. After a
// round is done, a betting action opens the next round.

// mayBet checks that seat n holds a Player and the table takes bets.
func (t *Table) mayBet(n int) error {
	if t.err != nil {
		return t.err
	}
	if uint(n) >= table.Seats || t.street != NoStreet || t.seats[n].who != Player {
		return t.notPlayer(n)
	}
	return nil
}

// notPlayer is why mayBet refuses seat n, out of line: the check itself
// is three comparisons.
func (t *Table) notPlayer(n int) error {
	s, err := t.seatOf(n)
	switch {
	case err != nil:
		return err
	case t.street != NoStreet:
		return ErrNoMoreBets
	case s.who == Mate:
		return fmt.Errorf("%w: seat %d", ErrMateBets, n)
	}
	return fmt.Errorf("%w: seat %d has no player", ErrSeat, n)
}

// check validates seat n's wagers b as a whole: the rules and the limits
// (unless rules is false, for wagers checked before), and that its
// credits, with cur, its wagers on the felt now, cover them and three 1x
// street bets.
func (t *Table) check(n int, b, cur *wagers, rules bool) error {
	if rules {
		if err := t.rules(b); err != nil {
			return err
		}
	}
	have := t.ledger.Balance(n) + cur.total()
	if need := b.total() + 3*b[AnteAcross]; need > have {
		return fmt.Errorf("%w: %v of wagers and %v kept for the three street bets, %v available", table.ErrCredits, b.total(), 3*b[AnteAcross], have)
	}
	return nil
}

// rules checks wagers b against the rules of the layout and the limits.
func (t *Table) rules(b *wagers) error {
	for w := range NumWagers {
		a := b[w]
		switch {
		case a == 0:
			continue
		case a < 0:
			return fmt.Errorf("%s: %w: %v", WagerName(w), table.ErrAmount, a)
		case !PreDeal(w):
			return fmt.Errorf("%w: %s", ErrNotBetting, WagerName(w))
		case Side(w) && (b[AnteAcross] == 0 || b[AnteDown] == 0):
			return fmt.Errorf("%w: %s of %v without them", ErrNeedsAnte, WagerName(w), a)
		}
		if err := t.limit(w).Check(a); err != nil {
			return fmt.Errorf("%s: %w", WagerName(w), err)
		}
	}
	if b[AnteAcross] != b[AnteDown] {
		return fmt.Errorf("%w: %v and %v", ErrAntes, b[AnteAcross], b[AnteDown])
	}
	return nil
}

// setBets validates seat n's new wagers and, if they pass, opens the next
// round when the last is done, moves the chips and reports each spot that
// changed (BetPlaced, Amount the spot's new total).
func (t *Table) setBets(n int, next *wagers) error {
	cur := t.current(n)
	return t.place(n, next, &cur, true)
}

// place is setBets from cur, the wagers up now, checking the rules of
// the layout only when rules is set (Rebet of wagers checked when they
// were made skips them).
func (t *Table) place(n int, next, cur *wagers, rules bool) error {
	if err := t.check(n, next, cur, rules); err != nil {
		return err
	}
	t.begin() // a round done has no wagers on the felt (current)
	if *cur == (wagers{}) {
		// All at once onto an empty layout, as a Rebet or a first bet.
		t.fail(t.ledger.StakeAll(n, next[:]))
	} else {
		// Take chips back first, so that the credits cover the new ones.
		for w := range NumWagers {
			if d := cur[w] - next[w]; d > 0 {
				t.fail(t.ledger.Unstake(n, w, d))
			}
		}
		for w := range NumWagers {
			if d := next[w] - cur[w]; d > 0 {
				t.fail(t.ledger.Stake(n, w, d))
			}
		}
	}
	if t.log.Recording() {
		for w := range NumWagers {
			if next[w] != cur[w] {
				ev := t.log.Next()
				ev.Kind, ev.Seat, ev.Wager, ev.Amount = table.BetPlaced, int8(n), w, next[w]
			}
		}
	}
	return t.err
}

// link makes the wagers linked to w follow it in b: the antes are equal,
// and the side wagers go with them.
func link(w table.Wager, b *wagers) {
	if w == AnteAcross || w == AnteDown {
		b[AnteAcross], b[AnteDown] = b[w], b[w]
		if b[w] == 0 {
			b[FiveCardBonus], b[BonusSpin], b[Xtreme] = 0, 0, 0
		}
	}
}

// Bet sets a Player's wager on spot w to amount (0 takes it down), with
// the wagers linked to it: either ante sets both, and antes of 0 take the
// side wagers down. A wager already at amount gives table.ErrNoChange.
func (t *Table) Bet(n int, w table.Wager, amount money.Amount) error {
	if err := t.mayBet(n); err != nil {
		return err
	}
	if w >= NumWagers {
		return fmt.Errorf("%w: %d", table.ErrWagerSpot, w)
	}
	cur := t.current(n)
	next := cur
	next[w] = amount
	link(w, &next)
	if next == cur {
		return fmt.Errorf("%w: the %s is already at %v", table.ErrNoChange, WagerName(w), amount)
	}
	return t.setBets(n, &next)
}

// BetAntes sets both antes of a Player to amount (0 takes them down, and
// the side wagers with them).
func (t *Table) BetAntes(n int, amount money.Amount) error { return t.Bet(n, AnteAcross, amount) }

// Place puts a chip of value chip on spot w of a Player's seat, as a
// player at the table does, and the wagers linked to the spot follow it,
// as one action:
//
//   - a chip on either ante goes on both;
//   - a first chip below the table minimum is raised to it;
//   - Bonus Spin and Bonus Spin Xtreme, which take set amounts
//     (Limit.Exact: 1 or 5; 1, 2 or 5), go to the next of them, whatever
//     the chip: each click raises the wager one step;
//   - a side wager needs the antes (ErrNeedsAnte).
//
// The result is checked as a whole (limits, linked wagers, credits); a
// spot already as the chip would leave it gives table.ErrNoChange.
func (t *Table) Place(seat int, w table.Wager, chip money.Amount) error {
	return t.chip(seat, w, chip, false)
}

// Take takes a chip of value chip back from spot w of a Player's seat,
// with the wagers linked to it, as one action: the antes come down
// together, and taking them off takes the side wagers with them; a wager
// of set amounts goes down to the next of them (off below the least). A
// take that would leave less than the table minimum leaves the minimum,
// and from the minimum takes the wager off. An empty spot gives
// table.ErrNoStake.
func (t *Table) Take(seat int, w table.Wager, chip money.Amount) error {
	return t.chip(seat, w, chip, true)
}

// chip is Place, or Take when take is set.
func (t *Table) chip(n int, w table.Wager, chip money.Amount, take bool) error {
	if err := t.mayBet(n); err != nil {
		return err
	}
	switch {
	case w >= NumWagers:
		return fmt.Errorf("%w: %d", table.ErrWagerSpot, w)
	case !PreDeal(w):
		return fmt.Errorf("%w: %s", ErrNotBetting, WagerName(w))
	case !t.Offered(w):
		return fmt.Errorf("%s: %w", WagerName(w), table.ErrNotOffered)
	case chip <= 0:
		return fmt.Errorf("%w: a chip of %v", table.ErrAmount, chip)
	}
	cur := t.current(n)
	next, l := cur, t.limit(w)
	switch {
	case take && cur[w] == 0:
		return fmt.Errorf("%w: no chips on the %s", table.ErrNoStake, WagerName(w))
	case len(l.Exact) > 0:
		next[w] = exactStep(l.Exact, cur[w], take)
	case take:
		next[w] = cur[w] - chip
		if next[w] < l.Min {
			next[w] = 0
			if cur[w] > l.Min {
				next[w] = l.Min
			}
		}
	default:
		next[w] = cur[w] + chip
		if cur[w] == 0 && next[w] < l.Min {
			next[w] = l.Min
		}
	}
	link(w, &next)
	if next == cur {
		return fmt.Errorf("%w: the %s is already at %v", table.ErrNoChange, WagerName(w), cur[w])
	}
	return t.setBets(n, &next)
}

// exactStep returns where a wager of set amounts goes from a: to the
// least of them above a, or, going down, to the greatest below a (0 below
// the least). At the top it stays at a.
func exactStep(amounts []money.Amount, a money.Amount, down bool) money.Amount {
	to := money.Amount(0)
	if !down {
		to = a
	}
	for _, x := range amounts {
		switch {
		case down && x < a && x > to:
			to = x
		case !down && x > a && (to == a || x < to):
			to = x
		}
	}
	return to
}

// SetBets sets all of a Player's wagers at once, as one action: all of
// them or, if any rule refuses them, none (an undo is SetBets with the
// wagers as they were). The street bets and the spots past NumWagers must
// be 0; wagers equal to those on the felt give table.ErrNoChange.
func (t *Table) SetBets(seat int, b table.Bets) error {
	if err := t.mayBet(seat); err != nil {
		return err
	}
	var next wagers
	for w, a := range b {
		if w >= int(NumWagers) {
			if a != 0 {
				return fmt.Errorf("%w: %d", table.ErrWagerSpot, w)
			}
			continue
		}
		next[w] = a
	}
	if next == t.current(seat) {
		return fmt.Errorf("%w: those are the wagers on the felt", table.ErrNoChange)
	}
	return t.setBets(seat, &next)
}

// Double doubles every wager of a Player's seat that can be doubled, as
// one action: all of them or, if any rule refuses the result (a limit,
// the credits), none. A wager whose double is over its table maximum
// stays as it is, and so does one of set amounts (Bonus Spin, Xtreme)
// unless twice it is one of them (an Xtreme of 1 goes to 2).
// With nothing to double it gives table.ErrNoChange.
func (t *Table) Double(seat int) error {
	if err := t.mayBet(seat); err != nil {
		return err
	}
	cur := t.current(seat)
	next := cur
	for w := range NumWagers {
		next[w] = doubled(t.limit(w), cur[w])
	}
	if next == cur {
		return fmt.Errorf("%w: no wagers to double", table.ErrNoChange)
	}
	return t.setBets(seat, &next)
}

// doubled returns a wager doubled, under its limit l: one whose double is
// over the table maximum stays, and one of set amounts stays unless twice
// it is one of them.
func doubled(l *table.Limit, a money.Amount) money.Amount {
	if len(l.Exact) == 0 {
		if 2*a > l.Max {
			return a
		}
		return 2 * a
	}
	for _, x := range l.Exact {
		if x == 2*a {
			return x
		}
	}
	return a
}

// Rebet places the wagers the Player made in the last round dealt, in
// place of those up now, as one action. With no wagers from a last round,
// or those already on the felt, it gives table.ErrNoChange.
func (t *Table) Rebet(n int) error {
	if err := t.mayBet(n); err != nil {
		return err
	}
	s := &t.seats[n]
	cur := t.current(n)
	switch {
	case s.last.total() == 0:
		return fmt.Errorf("%w: no wagers from a last round", table.ErrNoChange)
	case s.last == cur:
		return fmt.Errorf("%w: the last round's wagers are on the felt", table.ErrNoChange)
	}
	next := s.last
	// Wagers this table took last round pass its rules again; those of a
	// saved table are checked.
	return t.place(n, &next, &cur, !s.lastOK)
}

// Clear takes back every wager of a Player's seat before the deal
// (table.ErrNoChange when there are none).
func (t *Table) Clear(n int) error {
	if err := t.mayBet(n); err != nil {
		return err
	}
	if cur := t.current(n); cur.total() == 0 {
		return fmt.Errorf("%w: no wagers to take back", table.ErrNoChange)
	}
	return t.setBets(n, &wagers{})
}
