// Package box is the placement engine of the table: a Box is one thing a layout pass placed
// (what it is, whose, its rectangle in design units, its type size); a Set holds the boxes
// placed so far and tells whether a new rectangle meets what it must not; First and Round
// are the one free-place search that every word which must find room uses; Wrap is the one
// word-wrap; Clashes holds a finished layout to the rules of what may cover what. It draws
// nothing and needs no GPU.
package box

import (
	"fmt"
	"math"

	"felt/game/cards"
	"felt/game/table"
	"felt/render/layout"
)

// Kind is what a box holds.
type Kind uint8

// The kinds of what is placed.
const (
	// Label is a word set on the felt during play: a hand's name, a tag, the dealer's
	// lines, a table-mate's name and credits, the message, the result line.
	Label Kind = iota
	// Card is a card on the table.
	Card
	// Ring is a betting circle (Box.Round: the rectangle is the circle's square).
	Ring
	// Print is a word printed on the felt.
	Print
	// Board is a printed box or a piece of furniture: a pay table, a meter's panel, the
	// tray, the shoe, the discard rack.
	Board
	// Control is a button or the chip rack.
	Control
	// Pill is the amount in a pill over a stack of chips on a circle: it may lie over its
	// circle and the felt's printing, as the chips do, but not over another pill, a word
	// set during play or a control.
	Pill
	// Banner is the celebration of a won round: it must not stand over a word, a card, the
	// printing, a board or a control.
	Banner
	// Chips is a pile of chips on the felt (its amount is a Pill): it lies on its circle
	// and clashes with nothing; it is recorded so that a check can count a seat's piles.
	Chips
)

// String names a kind.
func (k Kind) String() string {
	return [...]string{"label", "card", "circle", "print", "board", "control", "pill", "banner", "chips"}[k]
}

// Owners of what is placed beyond the seats (0 to table.Seats-1).
const (
	// Dealer is the dealer's side: its cards, the community cards, their labels.
	Dealer = table.Seats
	// Table is the rest: the printing, the result line, the controls.
	Table = table.Seats + 1
)

// Box is one thing placed: what it is, whose, a name for messages, its rectangle in design
// units, and for text its type size in design units.
type Box struct {
	Kind  Kind
	Owner int
	// Group joins boxes that belong together and may overlap: a circle and the name on its
	// rim, a hand's cards, a card's place and its printed word. 0 joins nothing.
	Group int
	Name  string
	Rect  layout.Rect
	Card  cards.Card // the card, for a card
	Round bool       // the box is the square of a circle
	Size  float64    // the type size of text, design units; 0 for no text
	// Spills says that a button's title, at its least size, is wider than the button.
	Spills bool
}

// String describes a box for a test's message.
func (b Box) String() string {
	who := "table"
	switch {
	case b.Owner < table.Seats:
		who = fmt.Sprintf("seat %d", b.Owner)
	case b.Owner == Dealer:
		who = "dealer"
	}
	name := b.Name
	if b.Kind == Card {
		name = b.Card.String()
	}
	return fmt.Sprintf("%s %s %q at %.0f,%.0f %.0fx%.0f", who, b.Kind, name, b.Rect.X, b.Rect.Y, b.Rect.W, b.Rect.H)
}

// MustNotMeet says whether things of kinds a and b must not be placed over each other: a
// label over anything, printing over printing, a circle or a card, a card over a circle,
// a pill over a pill or a control, the banner over a word set on the felt, a card, the
// felt's printed words, a board or a control (a win is announced in a place of its own: it
// stood on Criss Cross Poker's pay table); a pile of
// chips clashes with nothing.
func MustNotMeet(a, b Kind) bool {
	if a == Chips || b == Chips {
		return false
	}
	if a > b {
		a, b = b, a
	}
	if b == Banner {
		return a == Label || a == Card || a == Print || a == Board || a == Control
	}
	switch a {
	case Label:
		return true
	case Card:
		return b == Ring || b == Print || b == Board || b == Control
	case Ring:
		return b == Ring || b == Print || b == Board || b == Control
	case Print:
		return b == Print || b == Board || b == Control
	case Control, Pill:
		return b == Pill
	}
	return false
}

// Meet reports whether two boxes overlap by more than slack design units: a circle's by
// its round shape.
func Meet(a, b Box, slack float64) bool {
	ar, br := a.Rect.Inset(slack/2), b.Rect.Inset(slack/2)
	if !ar.Meets(br) {
		return false
	}
	switch {
	case a.Round && b.Round:
		ax, ay := ar.Center()
		bx, by := br.Center()
		return math.Hypot(ax-bx, ay-by) < ar.W/2+br.W/2
	case a.Round:
		return CircleMeets(ar, br)
	case b.Round:
		return CircleMeets(br, ar)
	}
	return true
}

// CircleMeets reports whether the circle in square c meets rectangle r.
func CircleMeets(c, r layout.Rect) bool {
	cx, cy := c.Center()
	nx := math.Max(r.X, math.Min(cx, r.X+r.W))
	ny := math.Max(r.Y, math.Min(cy, r.Y+r.H))
	return math.Hypot(cx-nx, cy-ny) < c.W/2
}
