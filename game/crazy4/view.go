package crazy4

import (
	"fmt"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
)

// Config returns the table's configuration.
func (t *Table) Config() Config { return t.cfg.clone() }

// Phase returns where the round is.
func (t *Table) Phase() Phase { return t.phase }

// Round returns the number of the round in progress or last played, from 1.
func (t *Table) Round() uint64 { return t.round }

// Back returns the colour of the deck this round is dealt from: the two
// decks alternate round by round (seed 000 §2(b)).
func (t *Table) Back() cards.Back { return cards.BackFor(t.round) }

// Turn returns the seat whose decision is awaited, or -1.
func (t *Table) Turn() int { return t.turn }

// Person returns the person's seat, or NoPerson (-1).
func (t *Table) Person() int { return t.cfg.Person }

// Occupant returns who sits in a seat.
func (t *Table) Occupant(seat int) Occupant {
	if !valid(seat) {
		return Empty
	}
	return t.seats[seat].who
}

// Mate returns the table-mate in a seat, and whether there is one.
func (t *Table) Mate(seat int) (table.Mate, bool) {
	if !valid(seat) || t.seats[seat].who != Mate {
		return table.Mate{}, false
	}
	return t.roster[t.seats[seat].mate], true
}

// Balance returns a seat's credits off the felt.
func (t *Table) Balance(seat int) money.Amount { return t.ledger.Balance(seat) }

// Spot returns a seat's wager on a spot this round: on the felt, or taken
// at coin-in. It is 0 once the round is done.
func (t *Table) Spot(seat int, w table.Wager) money.Amount {
	if t.phase == Done || w >= NumWagers {
		return 0
	}
	return t.ledger.Staked(seat, w)
}

// Bets returns all of a seat's wagers this round (see Spot), in the first
// NumWagers places.
func (t *Table) Bets(seat int) table.Bets {
	b := t.current(seat)
	return b.wide()
}

// Limit returns a wager's table limits; a Limit that is not Offered for a
// wager the table does not take. The Super Bonus has the Ante's limits;
// the Play wager has none of its own (it is 1x to 3x the Ante).
func (t *Table) Limit(w table.Wager) table.Limit {
	if w >= NumWagers {
		return table.Limit{}
	}
	return t.limits[w]
}

// Offered reports whether the table takes a wager.
func (t *Table) Offered(w table.Wager) bool {
	return w == Play || t.Limit(w).Offered()
}

// Events returns the events of the round in progress or last played, from
// its RoundStart. The slice is reused: copy what must be kept.
func (t *Table) Events() []table.Event { return t.log.Events() }

// EventsSince returns the events after the first n, for a reader that has
// played n of them (nil when n is past the end, as after a new round
// began: check Round).
func (t *Table) EventsSince(n int) []table.Event { return t.log.Since(n) }

// SetRecording turns on (the default) or off the record of the rounds:
// the events (Events) and the ledger's journal of entries. A simulation
// that reads neither, such as the math sheet's or a fast-forwarded demo,
// turns it off: every round is then dealt, decided and settled exactly as
// with it on, through the same ledger calls, and gives the same results
// and balances, but keeps no events and no entries. It takes effect at
// once; turning it off forgets what was kept.
func (t *Table) SetRecording(on bool) {
	t.log.SetRecording(on)
	t.ledger.SetJournal(on)
}

// Recording reports whether the table keeps its events and the ledger's
// entries.
func (t *Table) Recording() bool { return t.log.Recording() }

// Ledger returns the table's ledger, to read: its balances and the round's
// entries. Credits move only by the table's actions.
func (t *Table) Ledger() *table.Ledger { return &t.ledger }

// InPlay reports whether a seat was dealt into the round.
func (t *Table) InPlay(seat int) bool { return valid(seat) && t.seats[seat].inPlay }

// Folded reports whether a seat folded this round.
func (t *Table) Folded(seat int) bool { return valid(seat) && t.seats[seat].folded }

// Cards returns a seat's five cards this round, in the order dealt.
func (t *Table) Cards(seat int) [5]cards.Card {
	if !t.InPlay(seat) {
		return [5]cards.Card{}
	}
	return t.seats[seat].cards
}

// Value returns a seat's hand this round: the best four of its five cards.
func (t *Table) Value(seat int) hand.Four {
	if !t.InPlay(seat) {
		return 0
	}
	return t.seats[seat].four
}

// FiveValue returns a seat's five cards as a five-card poker hand, the hand
// of the five-card wagers.
func (t *Table) FiveValue(seat int) hand.Five {
	if !t.InPlay(seat) {
		return 0
	}
	return t.seats[seat].five
}

// SixValue returns a seat's best five of its five cards and the communal
// card, the 6 Card Bonus hand, and whether there is a communal card.
func (t *Table) SixValue(seat int) (hand.Five, bool) {
	if !t.InPlay(seat) || !t.shared {
		return 0, false
	}
	return t.six(seat), true
}

// BestFour returns a seat's hand and the four cards that make it, so that
// the table can lift them.
func (t *Table) BestFour(seat int) (hand.Four, [4]cards.Card) {
	if !t.InPlay(seat) {
		return 0, [4]cards.Card{}
	}
	return t.eval.BestFour(&t.seats[seat].cards)
}

// Dealt reports whether the cards of the round are out.
func (t *Table) Dealt() bool { return t.dealt }

// DealerCards returns the dealer's five cards, in the order dealt.
func (t *Table) DealerCards() [5]cards.Card { return t.dealer }

// DealerValue returns the dealer's hand: the best four of five.
func (t *Table) DealerValue() hand.Four { return t.dealer4 }

// DealerBestFour returns the dealer's hand and the four cards that make it,
// for the dealer to arrange them (seed 000 §10(c)).
func (t *Table) DealerBestFour() (hand.Four, [4]cards.Card) { return t.eval.BestFour(&t.dealer) }

// Communal returns the 6 Card Bonus communal card, and whether one was
// dealt this round.
func (t *Table) Communal() (cards.Card, bool) { return t.communal, t.shared }

// MagicCard returns the Magic Card the table drew this round, and whether
// it drew one.
func (t *Table) MagicCard() (cards.Card, bool) { return t.magic, t.drawn && t.cfg.HandBonus.MagicCard }

// LuckySeat returns the Lucky Bonus position the table drew this round (a
// seat, or table.Dealer), and whether it drew one.
func (t *Table) LuckySeat() (int, bool) { return t.lucky, t.drawn && t.cfg.HandBonus.LuckyBonus }

// ProgressiveMeter returns the progressive's meters (nil when the table
// offers none), to read. Time passes through Advance.
func (t *Table) ProgressiveMeter() *meter.System { return t.prog }

// HandBonusMeter returns the Five Card Hand Bonus meter (nil when the table
// does not offer it), to read.
func (t *Table) HandBonusMeter() *meter.System { return t.bonus }

// Advance lets ticks of game time pass for the meters' linked tables (call
// it with 1 from each Update). Their wagers and jackpots are the linked
// tables' money and do not pass through this table's ledger.
func (t *Table) Advance(ticks int64) error {
	if t.err != nil {
		return t.err
	}
	if ticks < 0 || ticks > meter.MaxTicks {
		return fmt.Errorf("%w: %d ticks", meter.ErrTicks, ticks)
	}
	for _, m := range [2]*meter.System{t.prog, t.bonus} {
		if m != nil {
			if err := m.Advance(ticks); err != nil {
				return err
			}
		}
	}
	return nil
}

// valid reports whether n is a seat.
func valid(n int) bool { return n >= 0 && n < table.Seats }
