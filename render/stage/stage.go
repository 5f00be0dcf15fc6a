// Package stage is the pieces on the table and their moves: the seats' cards, chips, tags and
// hands' names, the dealer's and the community's cards, the chips in flight and the credits
// as the table shows them, on the timeline that plays the core's events onto them (Pieces).
// A game's table moves them through a Mover and reads the table through a Stage; the table
// machinery (render/table) gives the pieces what they read of it (a Host), plays the events
// with their moves, and places them on the plan of the next frame. It imports nothing of
// render/table.
package stage

import (
	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/audio"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/timeline"
)

// Stage is what a plug is given in place of the whole table (render/table's Scene): the
// playback's clock and the table, read. Where the plug moves pieces (an Actor's Event,
// RoundStart, Finish) it is given a Mover, where it places them (Place) render/table's Placer: each a
// Stage and a few things more.
type Stage interface {
	// The playback's clock: the tick now, a normal-speed duration at the speed setting,
	// calm motion.
	Now() int64
	Ticks(n int) int
	Reduced() bool

	// The table, read (Facts), a seat's places, a card of the table (its resting place and
	// width).
	Facts
	SeatPlace(n int) *geom.Seat
	CardAt(seat int, i int) (c *Card, x, y, w, angle float64)
	Aside() (c *Card, x, y, w float64)
}

// Facts are the table as the stage and the pieces read it: shared by Stage and Host.
type Facts interface {
	// Core is the rules core, for a plug to read between rounds (never during playback).
	Core() table.Game
	// Person is the person's seat, or -1.
	Person() int
	// Offered reports whether the table offers a wager.
	Offered(w table.Wager) bool
	// LimitText is a wager's limits at this table in words: "5 to 100", or the amounts it
	// takes.
	LimitText(w table.Wager) string
	// MatesShown reports whether the table-mates are shown.
	MatesShown() bool
	// Layout is the places in use.
	Layout() *geom.Places
	// Fonts are the table's fonts.
	Fonts() *fonts.Set
}

// Mover is a Stage with the shared pieces an event moves: a movement the playback waits for,
// a seat's beat, cards dealt, a seat's cards lifted, the seats' tags, the
// dealer's hand and line, the dealer's qualifying, a line of news, a sound.
type Mover interface {
	Stage
	For(n int)
	Beat(seat, n int) int
	Deal(c *Card, card cards.Card, x, y, w, angle float64, up bool)
	LiftCards(seat int, mask uint8)
	SetTag(seat int, t string, good bool)
	SetTagPhone(seat int, t string, good bool)
	SetDealerHand(name string)
	SetDealerLine(t string, good bool, beside string)
	SetQualified(q bool)
	Say(t string)
	Sfx(k audio.Sound)
}

// Actor is a game's table with moving parts of its own (render/table's Plug may implement
// it; the machinery asks with a type assertion): Crazy 4 Poker's hands named on the felt,
// Criss Cross Poker's cross and prize wheels. A plug without it leaves every event to the
// machinery and has nothing of its own to clear, finish or wait for.
type Actor interface {
	// Event plays an event the machinery leaves to the game (or plays first): a ranked
	// hand, the dealer's qualifying, a Magic Card, a wheel. It returns how long the next
	// event waits and whether it took the event; an event it does not take, the machinery
	// plays.
	Event(s Mover, e table.Event) (wait int, ok bool)
	// RoundStart clears the game's own pieces at the start of a round.
	RoundStart(s Mover)
	// Finish ends the game's own movements at once (a skip).
	Finish(s Mover)
	// Busy reports whether the game's own pieces are still moving (a wheel spinning).
	Busy(s Stage) bool
}

// Pieces are the pieces on the table and their playback's state: the seats' cards, stacks,
// tags and hands' names, the dealer's and the community's cards, the chips in flight, the
// credits as the table shows them, the round as the playback has reached it, and the
// timeline that plays the core's events onto them. They are the Mover a plug moves pieces
// with. They read the rest of the table (the core, the places, the settings) through their
// Host.
type Pieces struct {
	Host

	Timeline timeline.Timeline
	Back     cards.Back
	Seats    [table.Seats]Seat
	Dealer   Dealer
	Credits  money.Amount // the person's credits as the table shows them
	Jackpot  Jackpot
	Pending  bool // the round's end waits for the playback's end

	Phase  table.Phase // the phase as the playback has reached it
	Turn   int         // the seat whose decision the playback shows awaited, or -1
	Round  uint64      // the round the playback shows
	Dealt  bool        // the playback has dealt this round's cards
	Voided bool        // the round played back was void

	Flyers      [4]Stack // chips flying from the rack to a circle
	Flyer       int
	MateCredits [table.Seats]money.Amount // table-mates' credits as the table shows them
}

// The pieces are a Mover.
var _ Mover = (*Pieces)(nil)

// Host is what the pieces need of the table: the table as a plug reads it, calm motion, a
// sound, a line of news said, and the settings the moves read.
type Host interface {
	Facts
	// Reduced reports whether calm motion is on.
	Reduced() bool
	// Sfx plays a sound unless the table is muted.
	Sfx(k audio.Sound)
	// Say shows a line of news for about three seconds.
	Say(t string)
	// KeepsCards reports whether a seat with wager w still in play keeps its cards on the
	// felt after a fold (Settings.KeepsCards).
	KeepsCards(w table.Wager) bool
	// MainWager is the wager whose circle a table-mate's chips all stand on: the game's
	// first spot's.
	MainWager() table.Wager
}

// SeatOK reports whether n is a seat.
func SeatOK(n int) bool { return n >= 0 && n < table.Seats }
