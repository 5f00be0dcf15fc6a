package crazy4

import (
	"fmt"

	"felt/game/money"
	"felt/game/table"
)

// Place puts a chip of value chip on spot w of the person's seat, as a
// player at the table does, and the bets linked to the spot follow it, as
// one action (all of it or nothing):
//
//   - the Super Bonus is the Ante's twin: a chip on either goes on the
//     Ante, and the Super Bonus follows it;
//   - a chip on the 6 Card Bonus sets it to the Queens Up (ErrSixCard
//     without one), and a change of the Queens Up moves a 6 Card Bonus on
//     it along;
//   - a wager of set amounts (Limit.Exact: the progressive and the Five
//     Card Hand Bonus wagers) goes to the next of them, whatever the chip:
//     on, for a wager of one amount;
//   - a first chip below the table minimum is raised to it.
//
// The result is checked as Bet checks it (limits, linked bets, credits);
// a spot already as the chip would leave it gives table.ErrNoChange.
func (t *Table) Place(seat int, w table.Wager, chip money.Amount) error {
	return t.chip(seat, w, chip, false)
}

// Take takes a chip of value chip back from spot w of the person's seat,
// with the bets linked to it, as one action: the Super Bonus is the
// Ante's, and taking the Ante off takes every side bet with it (they need
// it); a 6 Card Bonus comes off whole, and follows the Queens Up; a wager
// of set amounts goes down to the next of them (off, for a wager of one
// amount). A take that would leave less than the table minimum leaves the
// minimum, and from the minimum takes the wager off. An empty spot gives
// table.ErrNoStake.
func (t *Table) Take(seat int, w table.Wager, chip money.Amount) error {
	return t.chip(seat, w, chip, true)
}

// chip is Place, or Take when take is set.
func (t *Table) chip(seat int, w table.Wager, chip money.Amount, take bool) error {
	if err := t.mayBet(seat); err != nil {
		return err
	}
	switch {
	case w >= NumWagers:
		return fmt.Errorf("%w: %d", ErrWager, w)
	case w == Play:
		return ErrPlayWager
	case !t.Offered(w):
		return fmt.Errorf("%s: %w", WagerName(w), table.ErrNotOffered)
	case chip <= 0:
		return fmt.Errorf("%w: a chip of %v", table.ErrAmount, chip)
	}
	if w == SuperBonus {
		w = Ante
	}
	cur := t.current(seat)
	next, l := cur, &t.limits[w]
	switch {
	case take && cur[w] == 0:
		return fmt.Errorf("%w: no chips on the %s", table.ErrNoStake, WagerName(w))
	case w == SixCard && take:
		next[w] = 0
	case w == SixCard:
		if cur[QueensUp] == 0 {
			return fmt.Errorf("%w: place a Queens Up first", ErrSixCard)
		}
		next[w] = cur[QueensUp]
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
	return t.setBets(seat, next)
}

// link makes the wagers linked to w follow it: the Super Bonus is the
// Ante, the side bets go with the Ante, and a 6 Card Bonus equals the
// Queens Up.
func link(w table.Wager, b *stakes) {
	switch w {
	case Ante:
		b[SuperBonus] = b[Ante]
		if b[Ante] == 0 {
			*b = stakes{}
		}
	case QueensUp:
		if b[SixCard] != 0 {
			b[SixCard] = b[QueensUp]
		}
	}
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

// Double doubles every wager of the person's seat that can be doubled, as
// one action: all of them or, if any rule refuses the result, none. A
// wager whose double is over its table maximum stays as it is, and so
// does one of set amounts (Limit.Exact, such as the progressive) unless
// twice it is one of them. With nothing to double it gives
// table.ErrNoChange.
func (t *Table) Double(seat int) error {
	if err := t.mayBet(seat); err != nil {
		return err
	}
	cur := t.current(seat)
	next := cur
	for w, a := range cur {
		next[w] = doubled(&t.limits[w], a)
	}
	if next == cur {
		return fmt.Errorf("%w: no wagers to double", table.ErrNoChange)
	}
	return t.setBets(seat, next)
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
