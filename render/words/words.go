// Package words is what the table says in words to a person who cannot see it: the
// narration the web page's live region hears (the cards dealt, the person's hand, the table's
// decisions, the dealer's hand, each of the person's wagers settled, a meter's jackpot) and
// the names of cards, seats, decisions and wagers it is told in. A Narrator tells the events
// as the playback plays them, reading the table only as the playback shows it (Table), never
// the live core, so it says what the picture says when it says it.
package words

import (
	"strconv"
	"strings"

	"felt/game/cards"
	"felt/game/table"
	"felt/render/credits"
)

// maxHeard is how many lines wait to be taken at most: older ones are dropped.
const maxHeard = 64

// Table is what the narration reads of the table as the playback shows it.
type Table interface {
	// Person is the person's seat, or -1.
	Person() int
	// Mate names the table-mate in seat n as the table shows them ("" for none).
	Mate(n int) string
	// FaceUp returns the cards face up at a seat (table.Dealer: the dealer's).
	FaceUp(seat int) []cards.Card
	// Choices are the decisions the person may make now.
	Choices() []table.Action
	// Decision names a decision ("FOLD", "PLAY 2x"); Verb is the decision's bet ("PLAY").
	Decision(a table.Action) string
	Verb() string
	// Title names a wager ("Queens Up"); HandName names a ranked hand of an event.
	Title(w table.Wager) string
	HandName(e table.Event) (name string, good bool)
}

// Narrator tells a table's events in words, and keeps the lines until they are taken.
type Narrator struct {
	t     Table
	heard []string // lines not yet taken
	// The round's story so far, to tell the person's cards and the dealer's at once.
	dealtSaid bool
	hand      string // the person's hand as last named
}

// New makes the narrator of a table.
func New(t Table) *Narrator { return &Narrator{t: t} }

// Hear adds a line to the narration.
func (n *Narrator) Hear(t string) {
	t = strings.TrimSpace(t)
	if t == "" {
		return
	}
	if len(n.heard) >= maxHeard {
		n.heard = append(n.heard[:0], n.heard[len(n.heard)-maxHeard+1:]...)
	}
	n.heard = append(n.heard, t)
}

// Take returns the lines told since the last call, oldest first, and forgets them.
func (n *Narrator) Take() []string {
	out := n.heard
	n.heard = nil
	return out
}

// Hand is the person's hand as the narration last named it ("" before it is named).
func (n *Narrator) Hand() string { return n.hand }

// Card names a card for the ear: "Queen of Hearts".
func Card(c cards.Card) string {
	if !c.Valid() {
		return "a card"
	}
	return c.Rank().Name() + " of " + suitWords[c.Suit()]
}

var suitWords = [cards.NumSuits]string{"Clubs", "Diamonds", "Hearts", "Spades"}

// Cards names cards, joined by commas.
func Cards(cs []cards.Card) string {
	parts := make([]string, len(cs))
	for k, c := range cs {
		parts[k] = Card(c)
	}
	return strings.Join(parts, ", ")
}

// Seat names a seat for the ear: "You", or "Seat 3, Ann".
func (n *Narrator) Seat(seat int) string {
	if seat == n.t.Person() {
		return "You"
	}
	t := "Seat " + strconv.Itoa(seat+1)
	if name := n.t.Mate(seat); name != "" {
		t += ", " + name
	}
	return t
}

// seatOK reports whether n is a seat's number (not the dealer's or the community's).
func seatOK(n int) bool { return n >= 0 && n < table.Seats }

// Before tells an event as the playback plays it, before the pieces move.
func (n *Narrator) Before(e table.Event) {
	seat, me := int(e.Seat), n.t.Person()
	switch e.Kind {
	case table.RoundStart:
		n.dealtSaid, n.hand = false, ""
	case table.CardDealt:
		if !n.dealtSaid {
			n.dealtSaid = true
			n.Hear("Cards dealt.")
		}
	case table.Decided:
		if !seatOK(seat) {
			return
		}
		t := n.Seat(seat) + ": " + n.t.Decision(e.Action)
		if e.Amount > 0 {
			t += ", " + e.Amount.String()
		}
		n.Hear(t + ".")
	case table.Qualified:
		if e.Result == table.Won {
			n.Hear("The dealer qualifies.")
		} else {
			n.Hear("The dealer does not qualify.")
		}
	case table.Settled:
		if seat == me {
			n.Hear(n.Wager(e))
		} else if e.Result == table.JackpotPay && seatOK(seat) {
			n.Hear(n.Seat(seat) + " hits the JACKPOT " + credits.Signed(e.Amount) + ".")
		}
	case table.Paid:
		if seat == me {
			n.Hear(Extra(e.Result) + " " + credits.Signed(e.Amount) + ".")
		}
	}
}

// After tells what an event showed, once it has been played: the cards turned, the hands
// named.
func (n *Narrator) After(e table.Event) {
	seat, me := int(e.Seat), n.t.Person()
	switch e.Kind {
	case table.CardShown:
		if seat == table.Community {
			n.Hear("Community card: " + Card(e.Card) + ".")
		}
	case table.Turn:
		if seat == me {
			n.Hear(n.turn(e))
		}
	case table.HandRanked:
		name, _ := n.t.HandName(e)
		switch {
		case seat == table.Dealer:
			n.Hear("Dealer's cards: " + Cards(n.t.FaceUp(table.Dealer)) + ". Dealer's hand: " + name + ".")
		case seat == table.Community:
			n.Hear("The five community cards: " + name + ".")
		case seat == me:
			what := "Your hand"
			if e.Wager != 0 {
				what = "Your " + n.t.Title(e.Wager) + " hand"
			}
			n.hand = name
			n.Hear(what + ": " + name + ".")
		}
	}
}

// turn tells the person their decision is awaited: their cards and what they may do.
func (n *Narrator) turn(e table.Event) string {
	var b strings.Builder
	if cs := n.t.FaceUp(n.t.Person()); len(cs) > 0 {
		b.WriteString("Your cards: " + Cards(cs) + ". ")
	}
	b.WriteString("Your decision")
	if t := n.t.Title(e.Wager); e.Wager != 0 && e.Wager < table.MaxWagers && !strings.EqualFold(t, n.t.Verb()) {
		b.WriteString(" on the " + t) // a street of Criss Cross Poker
	}
	b.WriteString(": ")
	b.WriteString(n.Choices())
	b.WriteString(".")
	return b.String()
}

// Choices lists the decisions the person may make now, with their keys: "FOLD (key F),
// PLAY 1x (key 1) or PLAY 3x (key 3)".
func (n *Narrator) Choices() string {
	acts := n.t.Choices()
	parts := make([]string, 0, len(acts))
	for _, a := range acts {
		k := "F"
		if a != table.Fold {
			k = strconv.Itoa(int(a.Multiple()))
		}
		parts = append(parts, n.t.Decision(a)+" (key "+k+")")
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

// Wager tells how one of the person's wagers ended: "Ante wins +10.", "Queens Up loses −5.",
// "Progressive JACKPOT +5,005.90."
func (n *Narrator) Wager(e table.Event) string {
	name := n.t.Title(e.Wager)
	switch e.Result {
	case table.Lost:
		return name + " loses " + credits.Signed(e.Amount) + "."
	case table.Folded:
		return name + " folded " + credits.Signed(e.Amount) + "."
	case table.Pushed:
		return name + " pushes."
	case table.NoResult:
		return name + " returned."
	case table.JackpotPay:
		return name + " JACKPOT " + credits.Signed(e.Amount) + "."
	case table.Capped:
		return name + " wins " + credits.Signed(e.Amount) + ", the pay cut to the cap."
	}
	return name + " wins " + credits.Signed(e.Amount) + "."
}

// Extra names an extra pay as the seat's tag and the result line name it.
func Extra(r table.Result) string {
	switch r {
	case table.EnvyPay:
		return "ENVY"
	case table.MagicPay:
		return "MAGIC CARD"
	case table.LuckyPay:
		return "LUCKY BONUS"
	case table.CommunityPay:
		return "COMMUNITY"
	}
	return "BONUS"
}
