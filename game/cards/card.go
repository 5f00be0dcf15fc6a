// Package cards holds playing cards, their ranks and suits, and the shoe
// that shuffles and deals one deck from a seed.
package cards

import (
	"errors"
	"fmt"
	"strings"
)

// Rank is a card's rank, Two (0) up to Ace (12).
type Rank uint8

// The ranks in order, lowest first; the ace ranks high.
const (
	Two Rank = iota
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

// NumRanks is the number of ranks in a deck.
const NumRanks = 13

// Suit is a card's suit. All suits are equal in rank.
type Suit uint8

// The four suits.
const (
	Clubs Suit = iota
	Diamonds
	Hearts
	Spades
)

// NumSuits is the number of suits in a deck.
const NumSuits = 4

// Card is one of the 52 cards of a deck, numbered rank*4 + suit, so that
// cards sort by rank and a card fits in a byte.
type Card uint8

// DeckSize is the number of cards in one deck.
const DeckSize = 52

// New returns the card of rank r and suit s.
func New(r Rank, s Suit) Card { return Card(r)<<2 | Card(s) }

// Rank returns c's rank.
func (c Card) Rank() Rank { return Rank(c >> 2) }

// Suit returns c's suit.
func (c Card) Suit() Suit { return Suit(c & 3) }

// Valid reports whether c is one of the 52 cards.
func (c Card) Valid() bool { return c < DeckSize }

const rankChars = "23456789TJQKA"
const suitChars = "cdhs"

// Char returns the rank's one-letter name: '2'..'9', 'T', 'J', 'Q', 'K', 'A'.
func (r Rank) Char() byte {
	if r >= NumRanks {
		return '?'
	}
	return rankChars[r]
}

var rankNames = [NumRanks]string{"Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King", "Ace"}
var rankPlurals = [NumRanks]string{"Twos", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens", "Jacks", "Queens", "Kings", "Aces"}

// Name returns the rank's word: "Two" ... "Ace".
func (r Rank) Name() string {
	if r >= NumRanks {
		return "?"
	}
	return rankNames[r]
}

// Plural returns the rank's plural word: "Twos" ... "Aces", "Sixes".
func (r Rank) Plural() string {
	if r >= NumRanks {
		return "?"
	}
	return rankPlurals[r]
}

// String returns the rank's one-letter name.
func (r Rank) String() string { return string(r.Char()) }

// Char returns the suit's one-letter name: 'c', 'd', 'h', 's'.
func (s Suit) Char() byte {
	if s >= NumSuits {
		return '?'
	}
	return suitChars[s]
}

// String returns the suit's one-letter name.
func (s Suit) String() string { return string(s.Char()) }

// Symbol returns the suit's symbol: ♣ ♦ ♥ ♠.
func (s Suit) Symbol() string {
	switch s {
	case Clubs:
		return "♣"
	case Diamonds:
		return "♦"
	case Hearts:
		return "♥"
	case Spades:
		return "♠"
	}
	return "?"
}

// Red reports whether the suit is printed red in a two-colour deck.
func (s Suit) Red() bool { return s == Diamonds || s == Hearts }

// String returns the card's two-letter name, rank then suit: "As", "Td", "7h".
func (c Card) String() string {
	if !c.Valid() {
		return "??"
	}
	return string([]byte{c.Rank().Char(), c.Suit().Char()})
}

// ErrBadCard is wrapped by every error about text that does not name a card.
var ErrBadCard = errors.New("not a card")

// Parse reads a card's two-letter name, rank then suit ("As", "Td", "7h").
// It accepts either case and "10" for the ten.
func Parse(s string) (Card, error) {
	t := s
	if len(t) == 3 && t[:2] == "10" {
		t = "T" + t[2:]
	}
	if len(t) != 2 {
		return 0, fmt.Errorf("%w: %q is not a rank and a suit", ErrBadCard, s)
	}
	r := strings.IndexByte(rankChars, upper(t[0]))
	if r < 0 {
		return 0, fmt.Errorf("%w: %q has no rank %q (want one of %s)", ErrBadCard, s, t[0], rankChars)
	}
	u := strings.IndexByte(suitChars, lower(t[1]))
	if u < 0 {
		return 0, fmt.Errorf("%w: %q has no suit %q (want one of %s)", ErrBadCard, s, t[1], suitChars)
	}
	return New(Rank(r), Suit(u)), nil
}

// ErrDuplicate is returned when a list of cards names one card twice.
var ErrDuplicate = errors.New("card named twice")

// ParseList reads cards separated by spaces or commas ("As Kd 7h") and
// checks that no card is named twice.
func ParseList(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	out := make([]Card, 0, len(fields))
	var seen uint64
	for _, f := range fields {
		c, err := Parse(f)
		if err != nil {
			return nil, err
		}
		if seen&(1<<c) != 0 {
			return nil, fmt.Errorf("%w: %s", ErrDuplicate, c)
		}
		seen |= 1 << c
		out = append(out, c)
	}
	return out, nil
}

// MustParseList is ParseList for tests and tables written in code; it
// panics on bad text, which is a programming error there.
func MustParseList(s string) []Card {
	cs, err := ParseList(s)
	if err != nil {
		panic(err)
	}
	return cs
}

// Join prints cards separated by spaces.
func Join(cs []Card) string {
	var b strings.Builder
	for i, c := range cs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.String())
	}
	return b.String()
}

func upper(b byte) byte {
	if 'a' <= b && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

func lower(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b - 'A' + 'a'
	}
	return b
}
