package table

import (
	"errors"
	"fmt"

	"felt/game/cards"
)

// NoCard is a place of a Stack's deal order that the shuffled shoe fills.
const NoCard cards.Card = 255

// Stack is scripted play's one option (a showcase deal of render's attract and presenter
// play): it chooses the order of the next round's shoe, and where the core draws a prize
// wheel's segment, the segments it draws. Nothing else: the core deals the stacked cards
// where they fall in its ordinary dealing order, plays the round by its ordinary rules and
// reports what happened in its events, which mark the round as scripted (NoMoreBets with Up
// true). A core given one (Stacker) uses it for its next deal only.
//
// A place the stack leaves empty (a nil or short hand) takes the next card of the shoe
// shuffled from the round's seed, the stacked cards skipped.
type Stack struct {
	// Name names the showcase the stack makes (game/showcase), for the front end.
	Name string
	// Hands are the cards of each seat in play, in the order of its hand as dealt (Crazy 4
	// Poker's five cards, Criss Cross Poker's two hole cards).
	Hands [Seats][]cards.Card
	// Dealer are the dealer's cards (Crazy 4 Poker).
	Dealer []cards.Card
	// Community are the community cards: Criss Cross Poker's cross (top, left, middle,
	// right, bottom), Crazy 4 Poker's communal 6 Card Bonus card.
	Community []cards.Card
	// Lands are the segments prize wheels land on, each for one seat's wager and wheel; a
	// wheel the stack names no segment for (or one it does not have) is drawn as always.
	Lands []Land
	// Join are wagers the table-mates make this round besides those of their habits, a
	// bit (1<<wager) each, seat by seat: each at the amount the core has the table-mate
	// wager on it, when the table offers it and the table-mate's credits cover it as its
	// habits require. The person's seat is ignored: the person bets as always.
	Join [Seats]uint16
}

// Joins reports whether the stack has the table-mate of seat make wager w.
func (st *Stack) Joins(seat int, w Wager) bool {
	return st != nil && seat >= 0 && seat < Seats && w < 16 && st.Join[seat]&(1<<w) != 0
}

// Stacker is a rules core that takes a Stack: both games' tables are.
type Stacker interface {
	// SetStack stacks the next round's shoe (nil: none); it is refused while a round is
	// dealt and not settled, and for a stack the game cannot deal.
	SetStack(st *Stack) error
	// Stacked is the name of the stack of the round in play or last dealt, "" for a
	// round dealt from its seed alone.
	Stacked() string
}

// ErrStack wraps every refusal of a stack.
var ErrStack = errors.New("the deal cannot be stacked so")

// Check checks the stack against a game that deals hand cards to each seat, dealer cards
// to the dealer and community community cards: the cards valid, none twice, no hand longer
// than the game deals.
func (st *Stack) Check(hand, dealer, community int) error {
	var seen cards.Set
	check := func(cs []cards.Card, most int, whose string) error {
		if len(cs) > most {
			return fmt.Errorf("%w: %d cards for %s, who is dealt %d", ErrStack, len(cs), whose, most)
		}
		for _, c := range cs {
			if !c.Valid() {
				return fmt.Errorf("%w: card %d for %s", ErrStack, c, whose)
			}
			if seen.Has(c) {
				return fmt.Errorf("%w: %v twice", ErrStack, c)
			}
			seen = seen.Add(c)
		}
		return nil
	}
	for s, h := range st.Hands {
		if err := check(h, hand, fmt.Sprintf("seat %d", s+1)); err != nil {
			return err
		}
	}
	if err := check(st.Dealer, dealer, "the dealer"); err != nil {
		return err
	}
	return check(st.Community, community, "the community")
}

// At returns the card the stack deals as card i of seat's hand (a seat, Dealer or
// Community), or NoCard. A nil stack stacks nothing.
func (st *Stack) At(seat, i int) cards.Card {
	if st == nil {
		return NoCard
	}
	var h []cards.Card
	switch {
	case seat == Dealer:
		h = st.Dealer
	case seat == Community:
		h = st.Community
	case seat >= 0 && seat < Seats:
		h = st.Hands[seat]
	}
	if i < 0 || i >= len(h) {
		return NoCard
	}
	return h[i]
}

// Land is where a prize wheel lands in a stacked round: the wheel (as the game numbers its
// wheels) that seat Seat's wager Wager spins lands on segment Segment.
type Land struct {
	Seat    int
	Wager   Wager
	Wheel   uint32
	Segment uint8
}

// Spin returns the segment the wheel which of seat's wager w lands on: the stack's, when it
// names one below n (the wheel's segments), or else drawn. A nil stack names none.
func (st *Stack) Spin(seat int, w Wager, which uint32, drawn, n int) int {
	if st == nil {
		return drawn
	}
	for _, l := range st.Lands {
		if l.Seat == seat && l.Wager == w && l.Wheel == which && int(l.Segment) < n {
			return int(l.Segment)
		}
	}
	return drawn
}

// Fill completes a stacked round's cards: dst holds them in the order dealt, NoCard at
// each place the shoe deals; those places take the shoe's cards in its order, skipping the
// cards stacked elsewhere in dst.
func Fill(dst []cards.Card, shoe *cards.Shoe) error {
	var stacked cards.Set
	for _, c := range dst {
		if c != NoCard {
			stacked = stacked.Add(c)
		}
	}
	for k := range dst {
		if dst[k] != NoCard {
			continue
		}
		for {
			c, err := shoe.Draw()
			if err != nil {
				return err
			}
			if !stacked.Has(c) {
				dst[k] = c
				break
			}
		}
	}
	return nil
}
