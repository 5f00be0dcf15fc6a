package table

import (
	"felt/game/cards"
	"felt/game/money"
)

// Kind says what an event reports.
type Kind uint8

// The kinds of event of both games. Each game uses those its rules need.
const (
	RoundStart   Kind = iota // a round begins; Amount is the round number's low bits, Card the deck's back
	BetPlaced                // a wager placed or changed: Seat, Wager, Amount (the spot's new total)
	NoMoreBets               // "no more bets": the wagers are locked; Amount holds the bits of the round's cards.Seed
	CardDealt                // a card to Seat (or Dealer, or Community at Index): Card, Up
	CardShown                // a face-down card turned up: Seat, Index, Card
	Turn                     // Seat is asked to decide: Wager is the decision's spot, Index a table-mate's think time (ticks at normal speed)
	Decided                  // Seat decided: Wager (the spot), Action, Amount (the wager added; 0 for a fold)
	HandRanked               // Seat's hand named: Value (a hand.Four, or a hand.Five when Up), Wager the hand it is for, Index the cards it uses (a bit per card, as the game numbers a seat's cards)
	Qualified                // the dealer's hand: Result is Win when it qualifies, Push when not
	Settled                  // a wager settled: Seat, Wager, Result, Amount (net to the seat, + or -), Pay (the chips paid beside the wager; its stake stays unless lost)
	Paid                     // an extra pay: Seat, Wager, Amount, Result (the kind of pay), Index the seat whose hand caused it (Envy)
	MeterChanged             // a progressive meter changed: Value (the meter system, as Game.MeterOf), Index (level), Amount (the meter now); Up marks the meters as the round's settlement begins
	WheelSpun                // a prize wheel landed: Seat, Index (segment)
	Voided                   // the round is void; every wager returned
	RoundEnd                 // the round is over
	SeatTaken                // a table-mate sits down: Seat, Index (their place in the roster), Amount (their credits)
	SeatLeft                 // a table-mate leaves: Seat, Index (their place in the roster), Amount (the credits they take)
	BoughtIn                 // Seat bought free-play credits: Amount
	MagicDrawn               // the table drew the Magic Card: Card
	LuckyDrawn               // the table drew the Lucky Bonus position: Seat (a seat or Dealer)
	Collected                // the dealer took a wager into the tray when the bets were locked: Seat, Wager, Amount
	SeatState                // at a round's start, a seat as it stands: Seat, Index (its place in the roster; 255 for the person), Amount (its credits)
)

var kindNames = [...]string{"round-start", "bet", "no-more-bets", "card", "show", "turn", "decided", "hand",
	"qualified", "settled", "paid", "meter", "wheel", "void", "round-end", "seat-taken", "seat-left", "bought-in",
	"magic-card", "lucky-seat", "collected", "seat-state"}

// String names the kind.
func (k Kind) String() string {
	if int(k) >= len(kindNames) {
		return "?"
	}
	return kindNames[k]
}

// Result is the outcome of a settled wager, or the kind of an extra pay.
type Result uint8

// The results.
const (
	NoResult Result = iota
	Won
	Lost
	Pushed
	Folded   // lost by a fold
	EnvyPay  // an Envy Bonus or a Community Pay
	MagicPay // a Magic Card bonus
	LuckyPay // a Lucky Bonus
	JackpotPay
	Capped // won, but the pay was cut to a cap
	// CommunityPay is a prize wheel's pay to the other bettors of the
	// wheel when one seat spins it (Criss Cross Poker's Community Pay and
	// Community Prize): Paid, Index the seat that spun.
	CommunityPay
)

var resultNames = [...]string{"", "win", "lose", "push", "fold", "envy", "magic card", "lucky bonus", "jackpot", "capped", "community pay"}

// Wins reports whether a settled wager's result pays it: won, a jackpot, or won with its pay
// cut to a cap.
func (r Result) Wins() bool { return r == Won || r == JackpotPay || r == Capped }

// String names the result.
func (r Result) String() string {
	if int(r) >= len(resultNames) {
		return "?"
	}
	return resultNames[r]
}

// Action is a decision a seat makes.
type Action uint8

// The actions.
const (
	NoAction Action = iota
	Fold
	Bet1x
	Bet2x
	Bet3x
)

var actionNames = [...]string{"", "fold", "1x", "2x", "3x"}

// String names the action.
func (a Action) String() string {
	if int(a) >= len(actionNames) {
		return "?"
	}
	return actionNames[a]
}

// Multiple returns how many antes a betting action wagers (0 for a fold).
func (a Action) Multiple() int64 {
	switch a {
	case Bet1x:
		return 1
	case Bet2x:
		return 2
	case Bet3x:
		return 3
	}
	return 0
}

// Event is one thing that happened in a round, small and self-contained so
// that a round's events fit in a reused slice without allocating. The front
// end plays them back as animation; tests and replays read them too.
type Event struct {
	Kind   Kind
	Seat   int8 // 0-5, Dealer or Community
	Wager  Wager
	Index  uint8 // a card's place in its hand, a meter level, a wheel segment, a pay line
	Card   cards.Card
	Up     bool
	Action Action
	Result Result
	Value  uint32 // a hand value (hand.Four or hand.Five, as the game says), a meter system
	Amount money.Amount
	Pay    money.Amount // Settled: the chips the dealer pays beside the wager
}

// PersonIndex is the roster place a SeatState event gives for the person.
const PersonIndex = 255

// Log is a round's events in order. The zero Log is ready and records;
// it reuses its storage from round to round.
//
// The events are for the front end, replays, hand histories and tests. A
// simulation that reads none of them turns recording off with
// SetRecording(false): Add and Next then keep nothing (Next hands out a
// scratch event to fill and forget), so the round does the same work for
// its outcome without storing its story.
type Log struct {
	events  []Event
	scratch Event // what Next hands out when the log does not record
	off     bool  // the log does not record
}

// SetRecording turns recording on (the default) or off. Turning it off
// forgets the events kept so far.
func (l *Log) SetRecording(on bool) {
	l.off = !on
	if !on {
		l.events = l.events[:0]
	}
}

// Recording reports whether the log keeps the events added to it.
func (l *Log) Recording() bool { return !l.off }

// Add appends an event; it does nothing when the log does not record.
func (l *Log) Add(e Event) {
	if l.off {
		return
	}
	l.events = append(l.events, e)
}

// Next appends a zero event and returns it, for the caller to fill in
// place. It does what Add does, faster on a hot path: an Event value built
// field by field and then copied costs a store-forwarding stall (about
// 10 ns an event) on some processors. So does *log.Next() = Event{...}
// when the literal has fields computed at run time (the compiler builds it
// on the stack and copies it); on a hot path, set the fields one by one:
// e := log.Next(); e.Kind, e.Seat = ... The pointer is good until the next
// event is added. When the log does not record, Next returns a scratch
// event that is not kept.
func (l *Log) Next() *Event {
	if l.off {
		return &l.scratch
	}
	n := len(l.events)
	if n == cap(l.events) {
		l.grow()
	}
	l.events = l.events[:n+1]
	e := &l.events[n]
	*e = Event{}
	return e
}

// grow makes room for more events, out of line: once a round's worth is
// allocated it is not called again.
//
//go:noinline
func (l *Log) grow() {
	l.events = append(l.events, Event{})[:len(l.events)]
}

// Events returns the events so far. The slice is reused: copy it to keep it.
func (l *Log) Events() []Event { return l.events }

// Since returns the events after the first n, for a caller that read n.
func (l *Log) Since(n int) []Event {
	if n < 0 || n > len(l.events) {
		return nil
	}
	return l.events[n:]
}

// Len returns the number of events.
func (l *Log) Len() int { return len(l.events) }

// Reset forgets the events, keeping the storage.
func (l *Log) Reset() { l.events = l.events[:0] }

// Seating is a table that tells who sits where now, as a round's start reports it (a
// SeatState event for each seat taken: Index the roster place, or PersonIndex; Amount the
// credits off the felt). A table restored between rounds has no events; a front end that
// opens it shows its seats from these.
type Seating interface {
	AppendSeats(dst []Event) []Event
}

// Sitter tells who sits at seat n, for its SeatState event: whether the seat is taken, and
// its Index (the table-mate's place in the roster, or PersonIndex).
type Sitter func(n int) (index uint8, taken bool)

// SitterOf returns the Index of a seat taken, for a Sitter: the roster place of a
// table-mate (mate), or PersonIndex.
func SitterOf(taken, mate bool, place int) (uint8, bool) {
	switch {
	case !taken:
		return 0, false
	case mate:
		return uint8(place), true
	}
	return PersonIndex, true
}

// SeatStates appends to dst the SeatState event of each seat taken, in the order of the
// seats, who telling who sits there and l the credits: a Seating table's AppendSeats, and a
// round's start (Log.AddSeats).
func SeatStates(dst []Event, l *Ledger, who Sitter) []Event {
	for n := range Seats {
		if i, ok := who(n); ok {
			dst = append(dst, Event{Kind: SeatState, Seat: int8(n), Index: i, Amount: l.Balance(n)})
		}
	}
	return dst
}

// AddSeats adds the SeatState event of each seat taken (SeatStates); it does nothing when
// the log does not record.
func (l *Log) AddSeats(ledger *Ledger, who Sitter) {
	if !l.off {
		l.events = SeatStates(l.events, ledger, who)
	}
}
