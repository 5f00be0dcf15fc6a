package table

import (
	"felt/game/cards"
	"felt/game/table"
	"felt/render/audio"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"
	"felt/render/widget"
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
	Layout() *Places
	SeatPlace(n int) *Seat
	CardAt(seat int, i int) (c *Card, x, y, w, angle float64)
	Fonts() *fonts.Set
}

// Mover is a Stage with the shared pieces an event moves: a movement the playback waits for,
// a seat's beat, cards dealt and set aside, a seat's cards lifted, the seats' tags, the
// dealer's hand and line, the dealer's qualifying, a line of news, a sound.
type Mover interface {
	Stage
	For(n int)
	Beat(seat, n int) int
	Aside() (c *Card, x, y, w float64)
	Deal(c *Card, card cards.Card, x, y, w, angle float64, up bool)
	LiftCards(seat int, mask uint8)
	SetTag(seat int, t string, good bool)
	SetDealerHand(name string)
	SetDealerLine(t string, good bool, beside string)
	SetQualified(q bool)
	Say(t string)
	Sfx(k audio.Sound)
}

// Placer is a Stage with placing on the plan of the next frame: a label where it goes or
// where it is clear of what the pass placed before it, a table-mate's mark, places by the
// dealer, lights, a veil, a part that paints itself, a sound (a wheel's pegs as it turns).
type Placer interface {
	Stage
	PlaceLabel(v layout.View, l *widget.Label, x, y float64, align text.Align, alpha float32, owner, group int)
	LabelBox(v layout.View, l *widget.Label, owner int, x, y float64, align text.Align) layout.Rect
	PlaceFree(v layout.View, l *widget.Label, owner int, alpha float32, places ...[2]float64)
	PlaceMateMark(v layout.View, l *widget.Label, seat int, alpha float32)
	DealerPlaces(v layout.View, l *widget.Label) (places [7][2]float64, n int)
	Clear(v layout.View, l *widget.Label, owner int, x, y float64, span layout.Rect) float64
	CardSpan(v layout.View, n int) (layout.Rect, bool)
	Glow(v layout.View, x, y, r float64, c paint.Color, alpha float32)
	Disc(v layout.View, x, y, r float64, c paint.Color, alpha float32)
	Veil(v layout.View, alpha float32)
	PaintWith(p Painter)
	Sfx(k audio.Sound)
}

// The Scene is a Mover and a Placer.
var (
	_ Mover  = (*Scene)(nil)
	_ Placer = (*Scene)(nil)
)
