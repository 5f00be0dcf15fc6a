package crisscross

import (
	"fmt"

	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
	"felt/game/wheel"
)

// A Table answers what a table front end needs of a game's core.
var _ table.Game = (*Table)(nil)

// Name returns the game's short name, "crisscross".
func (t *Table) Name() string { return "crisscross" }

// Phase returns where the round stands: Betting before the deal,
// Deciding on every street (Street says which), Done once it is settled
// or void, until the next action opens the next round.
func (t *Table) Phase() table.Phase {
	switch {
	case t.street != NoStreet:
		return table.Deciding
	case t.ended:
		return table.Done
	}
	return table.Betting
}

// Turn returns the Player seat whose decision is awaited, or -1.
// Table-mates decide at once, so Turn never names one.
func (t *Table) Turn() int { return t.turn }

// Person returns the person's seat (Config.Person), or NoPerson (-1) when
// nobody sits there.
func (t *Table) Person() int {
	if t.person == NoPerson || t.seats[t.person].who != Player {
		return NoPerson
	}
	return t.person
}

// Wagers returns the number of wager spots of a seat, NumWagers.
func (t *Table) Wagers() int { return int(NumWagers) }

// WagerName names a wager spot for a person (the package's WagerName).
func (t *Table) WagerName(w table.Wager) string { return WagerName(w) }

// Offered reports whether the table takes a wager: the antes and the
// street bets always, the side wagers as configured.
func (t *Table) Offered(w table.Wager) bool {
	return w == AcrossBet || w == DownBet || w == MiddleBet || t.Limit(w).Offered()
}

// Limit returns the table limit of a wager placed before the deal; the
// street bets have none of their own (they are 1x to 3x the ante), nor a
// wager the table does not offer. Bonus Spin and Bonus Spin Xtreme take
// only the amounts of Limit.Exact.
func (t *Table) Limit(w table.Wager) table.Limit {
	switch w {
	case AnteAcross, AnteDown:
		return t.cfg.Ante
	case FiveCardBonus:
		return t.cfg.Bonus
	case BonusSpin:
		return t.cfg.Spin
	case Xtreme:
		return t.cfg.Xtreme
	}
	return table.Limit{}
}

// limit is Limit without the copy, for the checks.
func (t *Table) limit(w table.Wager) *table.Limit {
	switch w {
	case AnteAcross, AnteDown:
		return &t.cfg.Ante
	case FiveCardBonus:
		return &t.cfg.Bonus
	case BonusSpin:
		return &t.cfg.Spin
	case Xtreme:
		return &t.cfg.Xtreme
	}
	return &noLimit
}

// noLimit is the limit of the wagers placed on their streets.
var noLimit table.Limit

// Bets returns a seat's wagers of the round in play that are not settled:
// before the deal those on the felt; during the round those made and
// still in action (a fold settles them); none once the round is done,
// since the next round starts with an empty layout.
func (t *Table) Bets(seat int) table.Bets {
	b := t.current(seat)
	return b.wide()
}

// current is Bets as the betting rules read it.
func (t *Table) current(n int) wagers {
	var b wagers
	switch {
	case t.ended || uint(n) >= table.Seats:
		return b
	case t.street == NoStreet: // nothing is settled or collected yet
		for w := range b {
			b[w] = t.ledger.OnFelt(n, table.Wager(w))
		}
		return b
	}
	for w := range b {
		if !t.ledger.Settled(n, table.Wager(w)) {
			b[w] = t.ledger.Staked(n, table.Wager(w))
		}
	}
	return b
}

// Last returns a seat's wagers of the last round dealt: what Rebet places.
func (t *Table) Last(seat int) table.Bets {
	if uint(seat) >= table.Seats {
		return table.Bets{}
	}
	return t.seats[seat].last.wide()
}

// Covers reports whether a seat's credits, with its wagers in action,
// cover a minimum round: the two antes at the table minimum and the three
// street bets at 1x (a player must be able to make the street bets; the
// betting actions keep that much back). When a Player's do not, BuyIn
// gives free-play credits.
func (t *Table) Covers(seat int) bool {
	if uint(seat) >= table.Seats {
		return false
	}
	b := t.current(seat)
	return t.ledger.Balance(seat)+b.total() >= minRound*t.cfg.Ante.Min
}

// BuyIn gives the Player in seat the configured free-play credits
// (Config.BuyIn) when they have run out (Covers is false); otherwise it
// returns ErrNotBroke. Between rounds only; after a round is done it
// opens the next one, whose events report the buy-in (BoughtIn).
func (t *Table) BuyIn(seat int) error {
	if t.err != nil {
		return t.err
	}
	s, err := t.seatOf(seat)
	switch {
	case err != nil:
		return err
	case s.who != Player:
		return fmt.Errorf("%w: seat %d has no player", ErrSeat, seat)
	case t.street != NoStreet:
		return fmt.Errorf("%w: buy in between rounds", ErrRound)
	case t.cfg.BuyIn <= 0:
		return fmt.Errorf("%w: this table gives no free-play credits", ErrNotBroke)
	case t.Covers(seat):
		b := t.current(seat)
		return fmt.Errorf("%w: %v left", ErrNotBroke, t.ledger.Balance(seat)+b.total())
	}
	t.begin()
	t.buyIn(seat, t.cfg.BuyIn)
	return t.err
}

// buyIn gives a seat free-play credits and reports it (BoughtIn).
func (t *Table) buyIn(n int, a money.Amount) {
	t.fail(t.ledger.BuyIn(n, a))
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Amount = table.BoughtIn, int8(n), a
	}
}

// Meters returns the number of meter systems the table shows: the Bonus
// Spin's, when it offers the wager, and the Bonus Spin Xtreme's, when it
// offers that, numbered in that order from 0 (MeterOf).
func (t *Table) Meters() int {
	n := 0
	for i := range t.meters {
		if t.offersMeter(i) {
			n++
		}
	}
	return n
}

// offersMeter reports whether the table offers the wager of meter system i.
func (t *Table) offersMeter(i int) bool {
	if i == spinMeter {
		return t.cfg.Spin.Offered()
	}
	return t.cfg.Xtreme.Offered()
}

// Meter returns meter system k (0 to Meters()-1), to read; nil for another
// k. Time passes through Advance.
func (t *Table) Meter(k int) *meter.System {
	for i, m := range t.meters {
		if !t.offersMeter(i) {
			continue
		}
		if k == 0 {
			return m
		}
		k--
	}
	return nil
}

// MeterOf returns the meter system a wager feeds, as Meter numbers it:
// the Bonus Spin's for BonusSpin, the Xtreme's for Xtreme; table.NoMeter
// for the others, or when the table does not offer the wager.
func (t *Table) MeterOf(w table.Wager) int {
	switch {
	case w == BonusSpin && t.offersMeter(spinMeter):
		return 0
	case w == Xtreme && t.offersMeter(xtremeMeter):
		return t.system(xtremeMeter)
	}
	return table.NoMeter
}

// system returns the number MeterOf gives meter system i.
func (t *Table) system(i int) int {
	if i == xtremeMeter && t.offersMeter(spinMeter) {
		return 1
	}
	return 0
}

// Jackpot returns the top meter of the Bonus Spin or the Bonus Spin
// Xtreme wager as it stands (0 for another wager).
func (t *Table) Jackpot(w table.Wager) money.Amount {
	switch w {
	case BonusSpin:
		return t.meters[spinMeter].Meter(0)
	case Xtreme:
		return t.meters[xtremeMeter].Meter(0)
	}
	return 0
}

// meterChanged reports each level of meter system i as it stands, when
// the table offers its wager: Value the system as MeterOf numbers it,
// Index the level, Wager the wager that feeds it, Seat and Result as
// given (a seat paid a Jackpot and table.JackpotPay, or the dealer).
func (t *Table) meterChanged(i int, seat int8, r table.Result) {
	if !t.log.Recording() || !t.offersMeter(i) {
		return
	}
	m, w, k := t.meters[i], BonusSpin, uint32(t.system(i))
	if i == xtremeMeter {
		w = Xtreme
	}
	for l := range m.Levels() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Wager, ev.Index, ev.Value, ev.Result, ev.Amount = table.MeterChanged, seat, w, uint8(l), k, r, m.Meter(l)
	}
}

// Wheel returns the prize wheel a WheelSpun event names by its Wager and
// Value: the Bonus Spin wheel (BonusSpin, OwnWheel), the Hot Spot wheel
// (Xtreme, OwnWheel) or the Community Prize wheel (Xtreme,
// CommunityWheel); nil for anything else. Its segments are the table's
// own: read them, do not modify them.
func (t *Table) Wheel(w table.Wager, which uint32) *wheel.Wheel {
	switch {
	case w == BonusSpin && which == OwnWheel:
		return &t.cfg.SpinTable.Wheel
	case w == Xtreme && which == OwnWheel:
		return &t.cfg.XtremeTable.HotSpot
	case w == Xtreme && which == CommunityWheel:
		return &t.cfg.XtremeTable.Community
	}
	return nil
}
