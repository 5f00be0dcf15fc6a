package table

import (
	"math"

	"felt/game/table"
	"felt/render/layout"
)

// Point is a position in design units.
type Point struct{ X, Y float64 }

// Circle is a betting circle: its centre and radius in design units.
type Circle struct{ X, Y, R float64 }

// Seat is where one seat's things lie on the table, in design units.
type Seat struct {
	X, Y, S float64 // the anchor and the size (1 the person's seat at full size)
	Cards   [MaxCards]Point
	CardW   float64
	Angle   [MaxCards]float64 // the cards' tilt, a fan for table-mates
	Spots   [table.MaxWagers]Circle
	Name    Point // the player's name and credits
	Hand    Point // the hand's name, under the cards
	Tag     Point // a short note: FOLD, PLAY 2x, ENVY +10
	Home    Point // where the seat's chips go when they leave the felt
	Front   bool  // the person's seat, in front
}

// MaxCards is the most cards a seat, the dealer or the community holds.
const MaxCards = 5

// Places is a table's layout for one orientation, in design units: where every shared
// piece lies. A game's table fills it in (its layout as data); the machinery puts cards,
// chips, labels and controls where it says.
type Places struct {
	O          layout.Orientation
	W, H       float64
	Seats      [table.Seats]Seat
	Dealer     [MaxCards]Point // the dealer's cards
	DealerW    float64
	Community  [MaxCards]Point // community cards (the Criss Cross), or the 6 Card Bonus card at 0
	CommunityW float64
	Aside      Point // a card the table draws aside (the Magic Card)
	DealerHand Point // the dealer's hand name and the line under it
	Shoe       Point // where cards leave the shoe
	Discard    Point // the discard rack
	Tray       layout.Rect
	Meter      layout.Rect
	Result     layout.Rect // the result line
	Message    Point       // errors and table news
	Banner     Point       // a celebration's banner
	Rack       layout.Rect // the chip rack
	ChipD      float64
	Credits    Point
	Buttons    layout.Rect   // the action buttons' area
	Settings   []layout.Rect // the settings buttons
}

// ChipD returns the diameter of a chip on a seat of size s.
func ChipD(s float64) float64 { return 40 * s }

// HitSpot returns the wager of seat whose circle holds the point x, y (design units), with
// taps taken from at least layout.MinTouch across, among the wagers offered says yes to.
func (g *Places) HitSpot(seat int, offered func(table.Wager) bool, x, y float64) (table.Wager, bool) {
	if seat < 0 || seat >= table.Seats {
		return 0, false
	}
	best, bestD := table.Wager(0), math.Inf(1)
	for w, c := range g.Seats[seat].Spots {
		if c.R == 0 || !offered(table.Wager(w)) {
			continue
		}
		d := math.Hypot(x-c.X, y-c.Y)
		r := math.Max(c.R, layout.MinTouch/2)
		if d <= r && d < bestD {
			best, bestD = table.Wager(w), d
		}
	}
	return best, !math.IsInf(bestD, 1)
}

// Row lays buttons of the given widths out in r from the left, 6 units apart.
func Row(r layout.Rect, widths ...float64) []layout.Rect {
	out := make([]layout.Rect, 0, len(widths))
	x := r.X
	for _, w := range widths {
		out = append(out, layout.Rect{X: x, Y: r.Y, W: w, H: r.H})
		x += w + 6
	}
	return out
}
