package table

import (
	"errors"
	"fmt"

	"felt/game/money"
)

// Wager names a betting spot of a seat. Each game numbers its own wagers
// from 0; a seat has at most MaxWagers of them.
type Wager uint8

// MaxWagers is the number of wager spots a seat can have.
const MaxWagers = 16

// Account is where credits are: a seat's bank, a seat's wager on the felt,
// the house's tray, the progressive meters, or the cage that hands out
// free-play credits.
type Account uint8

// The accounts of the ledger.
const (
	Bank Account = iota
	Felt
	House
	Meters
	Cage
)

var accountNames = [...]string{"bank", "felt", "house", "meters", "cage"}

// String names the account.
func (a Account) String() string {
	if int(a) >= len(accountNames) {
		return "?"
	}
	return accountNames[a]
}

// Reason says why credits moved.
type Reason uint8

// The reasons for a movement.
const (
	Stake      Reason = iota // bank to felt: a chip placed
	Unstake                  // felt to bank: a chip taken back before "no more bets"
	Collect                  // felt to house: a progressive wager taken at coin-in
	Lose                     // felt to house: a losing wager
	Push                     // felt to bank: the stake returned on a push
	Win                      // house to bank: winnings, and felt to bank: the stake returned with them
	Jackpot                  // meters to bank: a share of a progressive meter
	Envy                     // house to bank: an Envy Bonus or Community Pay
	Contribute               // house to meters: the meters' share of progressive wagers
	Seed                     // house to meters: the house funds a meter's reseed
	Refund                   // felt or house to bank: a void round's wagers returned
	BuyIn                    // cage to bank: free-play credits
	CashOut                  // bank to cage: a table-mate leaves with their credits
	Bonus                    // house to bank: an extra pay on a winning wager (a Magic Card or Lucky Bonus)
)

var reasonNames = [...]string{"stake", "unstake", "collect", "lose", "push", "win", "jackpot", "envy", "contribute", "seed", "refund", "buy-in", "cash-out", "bonus"}

// String names the reason.
func (r Reason) String() string {
	if int(r) >= len(reasonNames) {
		return "?"
	}
	return reasonNames[r]
}

// Entry is one movement of credits.
type Entry struct {
	Seat     int8 // 0-5, or -1 for a movement of no seat's (meter funding)
	Wager    Wager
	Reason   Reason
	From, To Account
	Amount   money.Amount
}

// Errors of the ledger. A call that fails moves nothing.
var (
	ErrCredits   = errors.New("not enough credits")
	ErrSeat      = errors.New("no such seat")
	ErrWagerSpot = errors.New("no such wager spot")
	ErrAmount    = errors.New("amount must be positive")
	ErrSettled   = errors.New("wager already settled")
	ErrNoStake   = errors.New("no wager on that spot")
	ErrOpen      = errors.New("wagers still open")
)

// spot is the ledger's record of one wager of one seat in the round;
// whether it is staked and whether it is settled are bits of the ledger's
// masks, so that a round's end checks six words rather than 96 spots.
type spot struct {
	felt      money.Amount // on the felt now
	collected money.Amount // taken by the house at coin-in, refundable if the round is void
}

// Ledger records every movement of credits at the table, keeps every
// account's balance, and sees to it that each wager is settled exactly
// once. Credits are conserved by construction: every entry moves an amount
// from one account to another. The zero Ledger is empty and ready, with
// its journal on; it does not allocate once its entry list has grown to a
// round's size.
//
// The journal (Entries) is for the front end, replays and audits. A
// simulation that does not read it turns it off with SetJournal(false):
// every balance then moves through the same calls and the same checks,
// and each wager is still settled exactly once, but no entry is kept.
type Ledger struct {
	bank    [Seats]money.Amount
	spots   [Seats][MaxWagers]spot
	staked  [Seats]uint16 // bit w: the seat made wager w this round
	settled [Seats]uint16 // bit w: wager w is settled
	house   money.Amount
	meters  money.Amount
	cage    money.Amount
	entries []Entry
	quiet   bool // the journal is off
}

// spotErr is the error of a seat or wager spot out of range. It is out of
// line so that the checks of the hot paths inline to two comparisons.
//
//go:noinline
func spotErr(seat int, w Wager) error {
	if err := checkSeat(seat); err != nil {
		return err
	}
	return fmt.Errorf("%w: %d", ErrWagerSpot, w)
}

func checkSeat(seat int) error {
	if uint(seat) >= Seats {
		return seatErr(seat)
	}
	return nil
}

//go:noinline
func seatErr(seat int) error { return fmt.Errorf("%w: %d", ErrSeat, seat) }

func checkSpot(seat int, w Wager) error {
	if uint(seat) >= Seats || w >= MaxWagers {
		return spotErr(seat, w)
	}
	return nil
}

// record appends an entry, unless the journal is off. It fills the entry
// in place: an Entry value built field by field and then copied costs a
// store-forwarding stall (about 10 ns) on some processors, as the bytes
// written one by one are read back as a word.
func (l *Ledger) record(seat int, w Wager, r Reason, from, to Account, a money.Amount) {
	if !l.quiet {
		l.add(seat, w, r, from, to, a)
	}
}

// add is record's append, out of line so that record inlines: with the
// journal off it costs a test.
//
//go:noinline
func (l *Ledger) add(seat int, w Wager, r Reason, from, to Account, a money.Amount) {
	n := len(l.entries)
	if n == cap(l.entries) {
		l.grow()
	}
	l.entries = l.entries[:n+1]
	e := &l.entries[n]
	e.Seat, e.Wager, e.Reason, e.From, e.To, e.Amount = int8(seat), w, r, from, to, a
}

// grow makes room for more entries, out of line: once a round's worth of
// entries is allocated it is never called again.
//
//go:noinline
func (l *Ledger) grow() {
	l.entries = append(l.entries, Entry{})[:len(l.entries)]
}

// SetJournal turns the journal of entries on (the default) or off. Off,
// the ledger forgets the entries it has and records none until it is
// turned on again; balances, checks and settlement are the same either way.
func (l *Ledger) SetJournal(on bool) {
	l.quiet = !on
	if !on {
		l.entries = l.entries[:0]
	}
}

// Journal reports whether the ledger records its entries.
func (l *Ledger) Journal() bool { return !l.quiet }

// Entries returns the movements since the ledger was made or last
// cleared. The slice is reused: copy it to keep it.
func (l *Ledger) Entries() []Entry { return l.entries }

// ClearEntries forgets the recorded movements, keeping the balances.
func (l *Ledger) ClearEntries() { l.entries = l.entries[:0] }

// Balance returns a seat's credits in its bank.
func (l *Ledger) Balance(seat int) money.Amount {
	if uint(seat) >= Seats {
		return 0
	}
	return l.bank[seat]
}

// OnFelt returns what a seat has on a wager spot.
func (l *Ledger) OnFelt(seat int, w Wager) money.Amount {
	if uint(seat) >= Seats || w >= MaxWagers {
		return 0
	}
	return l.spots[seat][w].felt
}

// Staked returns the amount a seat wagered on a spot this round, whether it
// is on the felt or was collected at coin-in.
func (l *Ledger) Staked(seat int, w Wager) money.Amount {
	if uint(seat) >= Seats || w >= MaxWagers {
		return 0
	}
	s := l.spots[seat][w]
	return s.felt + s.collected
}

// SeatFelt returns all a seat has on the felt and collected this round.
func (l *Ledger) SeatFelt(seat int) money.Amount {
	if uint(seat) >= Seats {
		return 0
	}
	var t money.Amount
	for w := range l.spots[seat] {
		t += l.spots[seat][w].felt + l.spots[seat][w].collected
	}
	return t
}

// Settled reports whether a seat's wager has been settled this round.
func (l *Ledger) Settled(seat int, w Wager) bool {
	return uint(seat) < Seats && w < MaxWagers && l.settled[seat]&bit(w) != 0
}

// IsStaked reports whether a seat made a wager on a spot this round.
func (l *Ledger) IsStaked(seat int, w Wager) bool {
	return uint(seat) < Seats && w < MaxWagers && l.staked[seat]&bit(w) != 0
}

// House returns the house's balance: what it has won less what it paid.
func (l *Ledger) House() money.Amount { return l.house }

// MeterBalance returns what the ledger has moved into the progressive
// meters less what they paid out.
func (l *Ledger) MeterBalance() money.Amount { return l.meters }

// Cage returns the cage's balance: minus the free-play credits handed out.
func (l *Ledger) Cage() money.Amount { return l.cage }

// Total returns the sum of every account. It never changes: it is the
// conservation law the tests check.
func (l *Ledger) Total() money.Amount {
	t := l.house + l.meters + l.cage
	for s := range Seats {
		t += l.bank[s]
		for w := range MaxWagers {
			t += l.spots[s][w].felt
		}
	}
	return t
}

// BuyIn gives a seat free-play credits from the cage.
func (l *Ledger) BuyIn(seat int, a money.Amount) error {
	if err := checkSeat(seat); err != nil {
		return err
	}
	if a <= 0 {
		return ErrAmount
	}
	l.cage -= a
	l.bank[seat] += a
	l.record(seat, 0, BuyIn, Cage, Bank, a)
	return nil
}

// CashOut returns all of a seat's bank to the cage (a table-mate leaves).
func (l *Ledger) CashOut(seat int) error {
	if err := checkSeat(seat); err != nil {
		return err
	}
	if l.SeatFelt(seat) != 0 {
		return ErrOpen
	}
	a := l.bank[seat]
	if a == 0 {
		return nil
	}
	l.cage += a
	l.bank[seat] = 0
	l.record(seat, 0, CashOut, Bank, Cage, a)
	return nil
}

// Stake moves a chip from a seat's bank to a wager spot.
func (l *Ledger) Stake(seat int, w Wager, a money.Amount) error {
	if uint(seat) >= Seats || w >= MaxWagers {
		return spotErr(seat, w)
	}
	if a <= 0 {
		return ErrAmount
	}
	if l.settled[seat]&bit(w) != 0 {
		return ErrSettled
	}
	if a > l.bank[seat] {
		return creditsErr(a, l.bank[seat])
	}
	l.bank[seat] -= a
	l.spots[seat][w].felt += a
	l.staked[seat] |= bit(w)
	l.record(seat, w, Stake, Bank, Felt, a)
	return nil
}

// StakeAll stakes amounts[w] on each spot w of a seat that has a positive
// amount, in spot order, as that many Stake calls do; a zero amount is
// skipped. It stakes all of them or, when any would be refused (a
// negative amount, a settled spot, too few credits for the total), none.
// A table-mate's wagers go down in one call.
func (l *Ledger) StakeAll(seat int, amounts []money.Amount) error {
	if uint(seat) >= Seats || len(amounts) > MaxWagers {
		return spotErr(seat, Wager(len(amounts)))
	}
	var total money.Amount
	var mask uint16
	for w, a := range amounts {
		if a < 0 {
			return ErrAmount
		}
		if a > 0 {
			total += a
			mask |= bit(Wager(w))
		}
	}
	if l.settled[seat]&mask != 0 {
		return ErrSettled
	}
	if total > l.bank[seat] {
		return creditsErr(total, l.bank[seat])
	}
	l.bank[seat] -= total
	l.staked[seat] |= mask
	sp := &l.spots[seat]
	for w, a := range amounts {
		sp[w%MaxWagers].felt += a
	}
	if !l.quiet {
		for w, a := range amounts {
			if a > 0 {
				l.add(seat, Wager(w), Stake, Bank, Felt, a)
			}
		}
	}
	return nil
}

//go:noinline
func creditsErr(want, left money.Amount) error {
	return fmt.Errorf("%w: %v wanted, %v left", ErrCredits, want, left)
}

// Unstake takes an amount back from a spot to the bank, before the cards
// are dealt. A spot emptied this way is no longer a wager.
func (l *Ledger) Unstake(seat int, w Wager, a money.Amount) error {
	if uint(seat) >= Seats || w >= MaxWagers {
		return spotErr(seat, w)
	}
	sp := &l.spots[seat][w]
	if a <= 0 {
		return ErrAmount
	}
	if l.settled[seat]&bit(w) != 0 {
		return ErrSettled
	}
	if a > sp.felt {
		return fmt.Errorf("%w: %v to take back, %v on the spot", ErrNoStake, a, sp.felt)
	}
	sp.felt -= a
	l.bank[seat] += a
	if sp.felt == 0 && sp.collected == 0 {
		l.staked[seat] &^= bit(w)
	}
	l.record(seat, w, Unstake, Felt, Bank, a)
	return nil
}
