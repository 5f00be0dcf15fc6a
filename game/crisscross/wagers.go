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

// Phase is where the round stands.
type Phase uint8

// The phases. Between rounds the table takes bets; each street asks every
// seat still in for its bet on that street.
const (
	Betting Phase = iota
	AcrossStreet
	DownStreet
	MiddleStreet
)

var phaseNames = [...]string{"betting", "across", "down", "middle"}

// String names the phase.
func (p Phase) String() string {
	if int(p) >= len(phaseNames) {
		return "?"
	}
	return phaseNames[p]
}

// Wager returns the street bet a street asks for (AcrossBet, DownBet or
// MiddleBet), and false for Betting.
func (p Phase) Wager() (table.Wager, bool) {
	switch p {
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

// The occupants. A Player is played through Bet and Decide (the person, or
// anyone a test or a hot-seat front end drives); a Mate bets and decides by
// itself.
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

// Actions is a set of decisions, a bit per table.Action.
type Actions uint8

// Has reports whether a is in the set.
func (s Actions) Has(a table.Action) bool { return a < 8 && s&(1<<a) != 0 }

// with returns the set with a added.
func (s Actions) with(a table.Action) Actions { return s | 1<<a }

// Wheel events: WheelSpun's Value says which wheel landed.
const (
	// OwnWheel is the spinner's own wheel: the Bonus Spin wheel or the Hot
	// Spot wheel.
	OwnWheel = 0
	// CommunityWheel is the Bonus Spin Xtreme Community Prize wheel.
	CommunityWheel = 1
)
