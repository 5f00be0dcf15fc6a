package table

import (
	"fmt"
	"math/bits"

	"felt/game/money"
)

// bit is wager w's bit in a seat's masks. The caller has checked that w
// is a spot: the modulo spares the shift its test for a count past 15.
func bit(w Wager) uint16 { return 1 << (w % MaxWagers) }

// isOpen reports whether seat's wager w is staked and not settled, ready
// to settle. It inlines; the error of a wager that is not is built out of
// line (openErr).
func (l *Ledger) isOpen(seat int, w Wager) bool {
	return uint(seat) < Seats && w < MaxWagers && (l.staked[seat]&^l.settled[seat])&bit(w) != 0
}

// settle marks an open wager settled.
func (l *Ledger) settle(seat int, w Wager) { l.settled[seat] |= bit(w) }

//go:noinline
func (l *Ledger) openErr(seat int, w Wager) error {
	if err := checkSpot(seat, w); err != nil {
		return err
	}
	if l.staked[seat]&(1<<w) == 0 {
		return fmt.Errorf("%w: seat %d spot %d", ErrNoStake, seat, w)
	}
	return fmt.Errorf("%w: seat %d spot %d", ErrSettled, seat, w)
}

// CollectStake moves a wager from the felt to the house at coin-in, as the
// dealer does with progressive wagers. The wager stays open until settled.
func (l *Ledger) CollectStake(seat int, w Wager) error {
	if !l.isOpen(seat, w) {
		return l.openErr(seat, w)
	}
	sp := &l.spots[seat][w]
	a := sp.felt
	if a == 0 {
		return nil
	}
	sp.felt, sp.collected = 0, sp.collected+a
	l.house += a
	l.record(seat, w, Collect, Felt, House, a)
	return nil
}

// SettleLose settles a wager as lost: what is on the felt goes to the house.
// It returns the amount lost.
func (l *Ledger) SettleLose(seat int, w Wager) (money.Amount, error) {
	if !l.isOpen(seat, w) {
		return 0, l.openErr(seat, w)
	}
	sp := &l.spots[seat][w]
	a := sp.felt
	sp.felt = 0
	l.settle(seat, w)
	if a > 0 {
		l.house += a
		l.record(seat, w, Lose, Felt, House, a)
	}
	return a + sp.collected, nil
}

// SettleLoseAll settles a seat's wagers ws as lost, in that order, as a
// SettleLose for each does: all of them or, when any is not open or is
// named twice, none. A seat's losing wagers go in one call.
func (l *Ledger) SettleLoseAll(seat int, ws []Wager) error {
	if uint(seat) >= Seats {
		return seatErr(seat)
	}
	open := l.staked[seat] &^ l.settled[seat]
	var m uint16
	for _, w := range ws {
		if w >= MaxWagers || (open&^m)&bit(w) == 0 {
			if m&bit(w) != 0 {
				return fmt.Errorf("%w: seat %d spot %d named twice", ErrSettled, seat, w)
			}
			return l.openErr(seat, w)
		}
		m |= bit(w)
	}
	l.settled[seat] |= m
	sp := &l.spots[seat]
	for _, w := range ws {
		a := sp[w%MaxWagers].felt
		sp[w%MaxWagers].felt = 0
		l.house += a
		if a > 0 {
			l.record(seat, w, Lose, Felt, House, a)
		}
	}
	return nil
}

// SettlePush settles a wager as a push: the stake goes back to the bank.
func (l *Ledger) SettlePush(seat int, w Wager) error {
	if !l.isOpen(seat, w) {
		return l.openErr(seat, w)
	}
	l.returnStake(seat, w, Push)
	return nil
}

// returnStake settles seat's wager w by moving what stands on the felt back to its bank,
// recorded with reason r.
func (l *Ledger) returnStake(seat int, w Wager, r Reason) {
	sp := &l.spots[seat][w]
	a := sp.felt
	sp.felt = 0
	l.settle(seat, w)
	if a > 0 {
		l.bank[seat] += a
		l.record(seat, w, r, Felt, Bank, a)
	}
}

// SettleWin settles a winning wager: the stake on the felt goes back to the
// bank and the house pays win from its tray. For a "for 1" pay on a
// collected wager there is no stake left to return and win is the whole pay.
func (l *Ledger) SettleWin(seat int, w Wager, win money.Amount) error {
	return l.settlePaid(seat, w, win, House, Win)
}

// SettleJackpot settles a winning wager paid from the progressive meters:
// like SettleWin, but the pay comes from the meters.
func (l *Ledger) SettleJackpot(seat int, w Wager, pay money.Amount) error {
	return l.settlePaid(seat, w, pay, Meters, Jackpot)
}

func (l *Ledger) settlePaid(seat int, w Wager, pay money.Amount, from Account, r Reason) error {
	if !l.isOpen(seat, w) {
		return l.openErr(seat, w)
	}
	if pay < 0 {
		return ErrAmount
	}
	l.returnStake(seat, w, Win)
	l.pay(seat, w, pay, from, r)
	return nil
}

func (l *Ledger) pay(seat int, w Wager, a money.Amount, from Account, r Reason) {
	if a == 0 {
		return
	}
	switch from {
	case Meters:
		l.meters -= a
	default:
		l.house -= a
	}
	l.bank[seat] += a
	l.record(seat, w, r, from, Bank, a)
}

// PayExtra pays a seat an amount that settles no wager: an Envy Bonus or a
// Community Pay (from the house), a Magic Card or Lucky Bonus, or a share
// of a meter (from the meters). w names the wager that earned it.
func (l *Ledger) PayExtra(seat int, w Wager, a money.Amount, from Account, r Reason) error {
	if uint(seat) >= Seats || w >= MaxWagers {
		return spotErr(seat, w)
	}
	if a <= 0 {
		return ErrAmount
	}
	if from != House && from != Meters {
		return fmt.Errorf("%w: pays come from the house or the meters, not the %v", ErrWagerSpot, from)
	}
	l.pay(seat, w, a, from, r)
	return nil
}

// FundMeters moves credits from the house into the meters: the meters'
// share of progressive wagers, or the house's funding of a reseed.
func (l *Ledger) FundMeters(a money.Amount, r Reason) error {
	if a <= 0 {
		return ErrAmount
	}
	l.house -= a
	l.meters += a
	l.record(-1, 0, r, House, Meters, a)
	return nil
}

// Void returns every wager of the round to its seat, as the rules require
// for a round that cannot finish: stakes on the felt, and wagers the house
// collected at coin-in. Wagers already settled stay settled.
func (l *Ledger) Void() {
	for s := range Seats {
		for w := range Wager(MaxWagers) {
			sp := &l.spots[s][w]
			if (l.staked[s]&^l.settled[s])&(1<<w) == 0 {
				continue
			}
			if sp.felt > 0 {
				l.bank[s] += sp.felt
				l.record(s, w, Refund, Felt, Bank, sp.felt)
			}
			if sp.collected > 0 {
				l.house -= sp.collected
				l.bank[s] += sp.collected
				l.record(s, w, Refund, House, Bank, sp.collected)
			}
			sp.felt, sp.collected = 0, 0
			l.settle(s, w)
		}
	}
}

// Unsettled returns the first staked wager not yet settled, and whether
// there is one: at the end of a round there must be none.
func (l *Ledger) Unsettled() (seat int, w Wager, ok bool) {
	for s := range Seats {
		if open := l.staked[s] &^ l.settled[s]; open != 0 {
			return s, Wager(bits.TrailingZeros16(open)), true
		}
	}
	return 0, 0, false
}

// NewRound forgets the round's wager spots, which must all be settled, and
// the recorded entries; balances carry over.
func (l *Ledger) NewRound() error {
	if s, w, ok := l.Unsettled(); ok {
		return fmt.Errorf("%w: seat %d spot %d", ErrOpen, s, w)
	}
	l.clearRound()
	return nil
}

// clearRound forgets the round's wager spots and entries.
func (l *Ledger) clearRound() {
	l.spots = [Seats][MaxWagers]spot{}
	l.staked, l.settled = [Seats]uint16{}, [Seats]uint16{}
	l.entries = l.entries[:0]
}
