package table

import (
	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/render/audio"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/timeline"
)

// Stage is what a plug is given in place of the whole Scene: the playback's clock and the
// table, read. Where the plug moves pieces (Event, RoundStart, Finish) it is given a Mover,
// where it places them (Place) a Placer: each a Stage and a few things more.
type Stage interface {
	// The playback's clock: the tick now, a normal-speed duration at the speed setting,
	// calm motion.
	Now() int64
	Ticks(n int) int
	Reduced() bool

	// The table: the rules core (between rounds only, never during playback), the
	// person's seat, whether a wager is offered and its limit in words, whether the
	// table-mates are shown, the places of the table and a seat's, a card of the table
	// (its resting place and width), the fonts.
	Core() table.Game
	Person() int
	Offered(w table.Wager) bool
	LimitText(w table.Wager) string
	MatesShown() bool
	Layout() *geom.Places
	SeatPlace(n int) *geom.Seat
	CardAt(seat int, i int) (c *Card, x, y, w, angle float64)
	Aside() (c *Card, x, y, w float64)
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
	SetDealerHand(name string)
	SetDealerLine(t string, good bool, beside string)
	SetQualified(q bool)
	Say(t string)
	Sfx(k audio.Sound)
}

// stage is the pieces on the table and their playback's state: the seats' cards, stacks,
// tags and hands' names, the dealer's and the community's cards, the chips in flight, the
// line of news, the result line and the banner, the credits as the table shows them, the
// round as the playback has reached it, and the timeline that plays the core's events onto
// them. It is the Mover a plug moves pieces with. It reads the rest of the table (the core,
// the plug, the places, the settings) through its Scene.
type stage struct {
	sc *Scene

	tl      timeline.Timeline
	back    cards.Back
	seats   [table.Seats]seat
	dealer  dealer
	credits money.Amount // the person's credits as the table shows them
	jackpot jackpot
	pending bool // the round's end waits for the playback's end

	resultOn bool
	phase    table.Phase // the phase as the playback has reached it
	turn     int         // the seat whose decision the playback shows awaited, or -1
	round    uint64      // the round the playback shows
	dealt    bool        // the playback has dealt this round's cards
	voided   bool        // the round played back was void

	msg    message
	linked linkedNews // the hits at linked tables told (linked.go)
	result resultLine
	banner banner

	flyers      [4]stack // chips flying from the rack to a circle
	flyer       int
	mateCredits [table.Seats]money.Amount // table-mates' credits as the table shows them
}

// The stage is a Mover.
var _ Mover = (*stage)(nil)

// Core returns the rules core, for a plug to read between rounds (never during playback).
func (s *stage) Core() table.Game { return s.sc.core }

// Person returns the person's seat, or -1.
func (s *stage) Person() int { return s.sc.person }

// Fonts returns the table's fonts.
func (s *stage) Fonts() *fonts.Set { return s.sc.fonts }

// MatesShown reports whether the table-mates are shown.
func (s *stage) MatesShown() bool { return s.sc.MatesShown() }

// LimitText returns a wager's limits at this table in words: "5 to 100", or the amounts it
// takes.
func (s *stage) LimitText(w table.Wager) string {
	l := s.sc.core.Limit(w)
	if len(l.Exact) > 0 {
		return ExactText(l.Exact)
	}
	return l.Min.String() + " to " + l.Max.String()
}

// Stage returns the table as a plug reads it: for tests that check what the playback shows.
func (s *Scene) Stage() Stage { return &s.stage }
