package crisscross

import "felt/game/table"

// The wager spots of a seat, in the order the ledger numbers them.
const (
	// AnteAcross and AnteDown are the two equal antes (001 ch.7 E(1)).
	AnteAcross table.Wager = iota
	AnteDown
	// AcrossBet, DownBet and MiddleBet are the street bets, 1x to 3x one
	// ante, made on the Across, Down and Middle streets.
	AcrossBet
	DownBet
	MiddleBet
	// FiveCardBonus plays on the five community cards (ch.12 C).
	FiveCardBonus
	// BonusSpin is the Bonus Spin Progressive wager, 1 or 5 (ch.12 D).
	BonusSpin
	// Xtreme is the Bonus Spin Xtreme wager, 1, 2 or 5 (ch.12 E).
	Xtreme
	// NumWagers is the number of wager spots.
	NumWagers
)

var wagerNames = [...]string{"Ante Across", "Ante Down", "Across", "Down", "Middle", "Five Card Bonus", "Bonus Spin", "Bonus Spin Xtreme"}

// WagerName names a wager spot: "Ante Across", "Bonus Spin".
func WagerName(w table.Wager) string {
	if int(w) >= len(wagerNames) {
		return "?"
	}
	return wagerNames[w]
}

// Side reports whether w is a side wager: one that needs the antes
// (the Five Card Bonus, Bonus Spin and Bonus Spin Xtreme).
func Side(w table.Wager) bool { return w == FiveCardBonus || w == BonusSpin || w == Xtreme }

// PreDeal reports whether w is placed before the deal: the antes and the
// side wagers. The street bets are made with Decide.
func PreDeal(w table.Wager) bool { return w < AcrossBet || Side(w) }

// Position is a place in the cross of community cards. CardDealt and
// CardShown events of the community cards carry it in Index.
type Position uint8

// The five places of the cross. The Across line is Left, Middle, Right;
// the Down line Top, Middle, Bottom.
const (
	Top Position = iota
	Left
	Middle
	Right
	Bottom
	// CrossSize is the number of community cards.
	CrossSize = 5
)

var positionNames = [...]string{"top", "left", "middle", "right", "bottom"}

// String names the position.
func (p Position) String() string {
	if int(p) >= len(positionNames) {
		return "?"
	}
	return positionNames[p]
}

// The cards a HandRanked event's Index names, a bit each: bits 0 and 1 the
// seat's two hole cards, bit 2+p the community card at Position p.
const (
	// HoleCards are the two hole cards.
	HoleCards uint8 = 1<<0 | 1<<1
	// CrossCards are the five community cards: the Five Card Bonus hand.
	CrossCards uint8 = 0x1f << 2
	// AcrossCards are the cards of the Across hand: the hole cards and the
	// Left, Middle and Right community cards.
	AcrossCards = HoleCards | 1<<(2+uint8(Left)) | 1<<(2+uint8(Middle)) | 1<<(2+uint8(Right))
	// DownCards are the cards of the Down hand: the hole cards and the
	// Top, Middle and Bottom community cards.
	DownCards = HoleCards | 1<<(2+uint8(Top)) | 1<<(2+uint8(Middle)) | 1<<(2+uint8(Bottom))
)

// CardBit is the bit of community card p in a HandRanked event's Index.
func CardBit(p Position) uint8 { return 1 << (2 + p%CrossSize) }

// Street is the street of a round in play: each asks every seat still in
// for its bet on that street. Between rounds there is none.
type Street uint8

// The streets.
const (
	NoStreet Street = iota
	AcrossStreet
	DownStreet
	MiddleStreet
)

var streetNames = [...]string{"none", "across", "down", "middle"}

// String names the street.
func (s Street) String() string {
	if int(s) >= len(streetNames) {
		return "?"
	}
	return streetNames[s]
}

// Wager returns the street bet a street asks for (AcrossBet, DownBet or
// MiddleBet), and false for NoStreet.
func (s Street) Wager() (table.Wager, bool) {
	switch s {
	case AcrossStreet:
		return AcrossBet, true
	case DownStreet:
		return DownBet, true
	case MiddleStreet:
		return MiddleBet, true
	}
	return 0, false
}

// Occupant says who sits in a seat.
type Occupant uint8

// The occupants. A Player is played through the betting actions and
// Decide: the person (Config.Person), or anyone a test or a hot-seat front
// end drives (SeatPlayer); a Mate bets and decides by itself.
const (
	Empty Occupant = iota
	Player
	Mate
)

var occupantNames = [...]string{"empty", "player", "mate"}

// String names the occupant.
func (o Occupant) String() string {
	if int(o) >= len(occupantNames) {
		return "?"
	}
	return occupantNames[o]
}

// Wheel events: WheelSpun's Value says which wheel landed. With the
// event's Wager it names the wheel: BonusSpin and OwnWheel the Bonus Spin
// wheel; Xtreme and OwnWheel the Hot Spot wheel; Xtreme and CommunityWheel
// the Community Prize wheel (Table.Wheel returns it).
const (
	// OwnWheel is the spinner's own wheel: the Bonus Spin wheel or the Hot
	// Spot wheel.
	OwnWheel = 0
	// CommunityWheel is the Bonus Spin Xtreme Community Prize wheel.
	CommunityWheel = 1
)
