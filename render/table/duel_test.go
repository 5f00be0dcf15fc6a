package table_test

import (
	"errors"

	"felt/game/cards"
	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
)

// duel is the stub core of the machinery's tests: High Card Duel, a game made up for them.
// The person (seat 2) and two table-mates (seats 1 and 4, the roster's first two) put an
// Ante down; each seat and the dealer get three cards; a seat folds (losing its Ante) or
// plays 1x (its Play, equal to its Ante); the higher sum of ranks wins both wagers even
// money, an equal sum pushes; where the table has a big score (big), a win at that score or
// more pays the Ante 10 to 1. The table-mates always play. It owns its rules, as a core
// does: the machinery only plays its events back.
type duel struct {
	ledger table.Ledger
	log    table.Log
	round  uint64
	phase  table.Phase
	turn   int
	shoe   cards.Shoe
	hands  [table.Seats][duelCards]cards.Card
	dealer [duelCards]cards.Card
	last   [table.Seats]table.Bets
	big    uint32
}

// The duel's wagers, its cards a hand, its seats and its limits.
const (
	duelAnte table.Wager = iota
	duelPlay
	duelWagers
)

const (
	duelCards  = 3
	duelPerson = 2
)

// duelMates are the table-mates' seats and their places in the roster.
var duelMates = [...]struct{ seat, roster int }{{1, 0}, {4, 1}}

var duelLimit = table.Limit{Min: money.Credits(5), Max: money.Credits(100), Step: money.Credits(1)}

// Errors of the duel's own.
var (
	errDuelSeat    = errors.New("duel: that seat does not bet by command")
	errDuelPlay    = errors.New("duel: the Play goes down with a decision")
	errDuelCards   = errors.New("duel: the cards are out")
	errDuelNoAnte  = errors.New("duel: no Ante on the felt")
	errDuelTurn    = errors.New("duel: not that seat's turn")
	errDuelCovered = errors.New("duel: the credits cover a round")
	errDuelSaved   = errors.New("duel: a test's table is not saved")
)

// newDuel opens a table of big score big (0: none): the person bought in, the table-mates
// sitting down.
func newDuel(big uint32) *duel {
	d := &duel{turn: -1, big: big}
	d.startRound()
	d.ledger.BuyIn(duelPerson, money.Credits(1000))
	d.log.Add(table.Event{Kind: table.BoughtIn, Seat: duelPerson, Amount: money.Credits(1000)})
	for _, m := range duelMates {
		a := money.Credits(500)
		d.ledger.BuyIn(m.seat, a)
		d.log.Add(table.Event{Kind: table.SeatTaken, Seat: int8(m.seat), Index: uint8(m.roster), Amount: a})
	}
	return d
}

// startRound opens round d.round+1: its RoundStart and who sits where.
func (d *duel) startRound() {
	d.ledger.NewRound()
	d.log.Reset()
	d.round++
	d.phase, d.turn = table.Betting, -1
	d.log.Add(table.Event{Kind: table.RoundStart, Seat: table.Dealer, Amount: money.Amount(d.round), Card: cards.Card(cards.BackFor(d.round))})
	d.log.AddSeats(&d.ledger, func(n int) (uint8, bool) {
		for _, m := range duelMates {
			if m.seat == n {
				return table.SitterOf(true, true, m.roster)
			}
		}
		return table.SitterOf(n == duelPerson, false, 0)
	})
}

func (d *duel) Name() string                   { return "duel" }
func (d *duel) Round() uint64                  { return d.round }
func (d *duel) Phase() table.Phase             { return d.phase }
func (d *duel) Turn() int                      { return d.turn }
func (d *duel) Person() int                    { return duelPerson }
func (d *duel) Wagers() int                    { return int(duelWagers) }
func (d *duel) Offered(w table.Wager) bool     { return w < duelWagers }
func (d *duel) Last(seat int) table.Bets       { return d.last[seat] }
func (d *duel) Balance(seat int) money.Amount  { return d.ledger.Balance(seat) }
func (d *duel) Meters() int                    { return 0 }
func (d *duel) Meter(int) *meter.System        { return nil }
func (d *duel) MeterOf(table.Wager) int        { return table.NoMeter }
func (d *duel) Events() []table.Event          { return d.log.Events() }
func (d *duel) Advance(int64) error            { return nil }
func (d *duel) Err() error                     { return nil }
func (d *duel) MarshalBinary() ([]byte, error) { return nil, errDuelSaved }
func (d *duel) Covers(seat int) bool {
	return d.ledger.Balance(seat)+d.ledger.SeatFelt(seat) >= 2*duelLimit.Min
}
func (d *duel) WagerName(w table.Wager) string { return [...]string{"Ante", "Play"}[w%duelWagers] }

func (d *duel) Limit(w table.Wager) table.Limit {
	if w >= duelWagers {
		return table.Limit{}
	}
	return duelLimit
}

func (d *duel) Legal(seat int) table.Actions {
	if seat != d.turn {
		return 0
	}
	return table.Actions(0).With(table.Fold).With(table.Bet1x)
}

func (d *duel) Bets(seat int) (b table.Bets) {
	if d.phase == table.Done {
		return b
	}
	for w := range duelWagers {
		b[w] = d.ledger.OnFelt(seat, w)
	}
	return b
}

// setAnte sets the person's Ante to a (0: none), as one betting action; it opens the next
// round first when the last is done.
func (d *duel) setAnte(seat int, a money.Amount) error {
	switch {
	case seat != duelPerson:
		return errDuelSeat
	case d.phase == table.Deciding:
		return errDuelCards
	case a != 0:
		if err := duelLimit.Check(a); err != nil {
			return err
		}
	}
	cur := d.ledger.OnFelt(seat, duelAnte)
	if d.phase == table.Done {
		cur = 0
	}
	if a == cur {
		return table.ErrNoChange
	}
	if a > cur && a-cur > d.ledger.Balance(seat) {
		return table.ErrCredits
	}
	if d.phase == table.Done {
		d.startRound()
	}
	if a > cur {
		d.ledger.Stake(seat, duelAnte, a-cur)
	} else {
		d.ledger.Unstake(seat, duelAnte, cur-a)
	}
	d.log.Add(table.Event{Kind: table.BetPlaced, Seat: int8(seat), Wager: duelAnte, Amount: a})
	return nil
}

// ante is the person's Ante as the betting actions see it.
func (d *duel) ante() money.Amount {
	if d.phase == table.Done {
		return 0
	}
	return d.ledger.OnFelt(duelPerson, duelAnte)
}

func (d *duel) Place(seat int, w table.Wager, chip money.Amount) error {
	if w != duelAnte {
		return errDuelPlay
	}
	a := d.ante() + chip
	if a < duelLimit.Min {
		a = duelLimit.Min
	}
	return d.setAnte(seat, a)
}

func (d *duel) Take(seat int, w table.Wager, chip money.Amount) error {
	if w != duelAnte {
		return errDuelPlay
	}
	a := d.ante()
	if a == 0 {
		return table.ErrNoStake
	}
	switch {
	case a-chip >= duelLimit.Min:
		return d.setAnte(seat, a-chip)
	case a > duelLimit.Min:
		return d.setAnte(seat, duelLimit.Min)
	}
	return d.setAnte(seat, 0)
}

func (d *duel) SetBets(seat int, b table.Bets) error { return d.setAnte(seat, b[duelAnte]) }
func (d *duel) Double(seat int) error                { return d.setAnte(seat, 2*d.ante()) }
func (d *duel) Clear(seat int) error                 { return d.setAnte(seat, 0) }

func (d *duel) Rebet(seat int) error {
	if d.ante() != 0 {
		return table.ErrNoChange
	}
	return d.setAnte(seat, d.last[seat][duelAnte])
}

func (d *duel) BuyIn(seat int) error {
	if seat != duelPerson {
		return errDuelSeat
	}
	if d.Covers(seat) {
		return errDuelCovered
	}
	if d.phase == table.Done {
		d.startRound()
	}
	d.ledger.BuyIn(seat, money.Credits(1000))
	d.log.Add(table.Event{Kind: table.BoughtIn, Seat: int8(seat), Amount: money.Credits(1000)})
	return nil
}

// Deal locks the wagers, has the table-mates bet, deals three cards to each seat and the
// dealer, shows the person's and asks the seats to decide.
func (d *duel) Deal(seed cards.Seed) error {
	if d.ante() == 0 {
		return errDuelNoAnte
	}
	for i, m := range duelMates {
		a := money.Credits(5 * int64(i+1))
		d.ledger.Stake(m.seat, duelAnte, a)
		d.log.Add(table.Event{Kind: table.BetPlaced, Seat: int8(m.seat), Wager: duelAnte, Amount: a})
	}
	for n := range table.Seats {
		d.last[n] = d.Bets(n)
	}
	d.log.Add(table.Event{Kind: table.NoMoreBets, Seat: table.Dealer, Amount: money.Amount(seed)})
	d.shoe.Shuffle(seed)
	for i := range duelCards {
		for _, n := range d.seated() {
			d.hands[n][i], _ = d.shoe.Draw()
			d.log.Add(table.Event{Kind: table.CardDealt, Seat: int8(n), Index: uint8(i), Card: d.hands[n][i]})
		}
		d.dealer[i], _ = d.shoe.Draw()
		d.log.Add(table.Event{Kind: table.CardDealt, Seat: table.Dealer, Index: uint8(i), Card: d.dealer[i]})
	}
	d.show(duelPerson)
	d.phase = table.Deciding
	d.ask(0)
	return nil
}

// seated are the seats in the round, in the order of the deal.
func (d *duel) seated() []int { return []int{duelMates[0].seat, duelPerson, duelMates[1].seat} }

// show turns a seat's cards up and names its hand.
func (d *duel) show(n int) {
	for i, c := range d.hands[n] {
		d.log.Add(table.Event{Kind: table.CardShown, Seat: int8(n), Index: uint8(i), Card: c, Up: true})
	}
	d.log.Add(table.Event{Kind: table.HandRanked, Seat: int8(n), Wager: duelAnte, Value: score(d.hands[n]), Index: 1<<duelCards - 1})
}

// score is a hand's sum of ranks, a Two counting 2 and an Ace 14.
func score(h [duelCards]cards.Card) uint32 {
	var s uint32
	for _, c := range h {
		s += uint32(c.Rank()) + 2
	}
	return s
}

// ask has the seats from the from'th of the deal decide in turn, the table-mates at once,
// until the person's turn; after the last it settles the round.
func (d *duel) ask(from int) {
	for _, n := range d.seated()[from:] {
		d.log.Add(table.Event{Kind: table.Turn, Seat: int8(n), Wager: duelPlay, Index: 30})
		if n == duelPerson {
			d.turn = n
			return
		}
		d.play(n, table.Bet1x)
	}
	d.settle()
}

// play makes seat n's decision.
func (d *duel) play(n int, a table.Action) {
	ante := d.ledger.OnFelt(n, duelAnte)
	e := table.Event{Kind: table.Decided, Seat: int8(n), Wager: duelPlay, Action: a}
	if a == table.Fold {
		d.log.Add(e)
		d.ledger.SettleLose(n, duelAnte)
		d.log.Add(table.Event{Kind: table.Settled, Seat: int8(n), Wager: duelAnte, Result: table.Folded, Amount: -ante})
		return
	}
	d.ledger.Stake(n, duelPlay, ante)
	e.Amount = ante
	d.log.Add(e)
}

func (d *duel) Decide(seat int, a table.Action) error {
	if d.phase != table.Deciding || seat != d.turn {
		return errDuelTurn
	}
	if !d.Legal(seat).Has(a) {
		return table.ErrNoChange
	}
	d.turn = -1
	d.play(seat, a)
	d.ask(2)
	return nil
}

// settle shows the dealer's hand and settles each seat still in, from the dealer's right.
func (d *duel) settle() {
	for i, c := range d.dealer {
		d.log.Add(table.Event{Kind: table.CardShown, Seat: table.Dealer, Index: uint8(i), Card: c, Up: true})
	}
	dealer := score(d.dealer)
	d.log.Add(table.Event{Kind: table.HandRanked, Seat: table.Dealer, Value: dealer, Index: 1<<duelCards - 1})
	for _, n := range table.SettleOrder() {
		if !d.ledger.IsStaked(n, duelPlay) {
			continue
		}
		if n != duelPerson {
			d.show(n)
		}
		mine := score(d.hands[n])
		for _, w := range []table.Wager{duelPlay, duelAnte} {
			a := d.ledger.OnFelt(n, w)
			e := table.Event{Kind: table.Settled, Seat: int8(n), Wager: w, Value: mine}
			switch {
			case mine > dealer:
				win := a
				if w == duelAnte && d.big > 0 && mine >= d.big {
					win = 10 * a
				}
				d.ledger.SettleWin(n, w, win)
				e.Result, e.Amount, e.Pay = table.Won, win, win
			case mine == dealer:
				d.ledger.SettlePush(n, w)
				e.Result = table.Pushed
			default:
				d.ledger.SettleLose(n, w)
				e.Result, e.Amount = table.Lost, -a
			}
			d.log.Add(e)
		}
	}
	d.log.Add(table.Event{Kind: table.RoundEnd, Seat: table.Dealer})
	d.phase = table.Done
}
