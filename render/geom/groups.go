package geom

import (
	"felt/game/table"
	"felt/render/box"
)

// The groups of the table's parts: a box placed in the plan belongs to an owner (a seat,
// the dealer, the table) and a group, a part of that owner whose boxes may meet one another
// (a circle, its rim's name and its chips; a meter's panel and its words). Owners' groups
// never meet.

// Group numbers: a part of an owner.
const (
	partCards = 1 + iota
	partCircle
	partCommunity = partCircle + table.MaxWagers
	partAside     = partCommunity + MaxCards
	partName      = partAside + 1
	partMeter     = partName + 1
	partHand      = partMeter + 4
	partResult    = partHand + 1
	partNews      = partResult + 1
	partOwn       = partNews + 1
)

// LineGroup is where the groups of printed lines begin, past every owner's parts.
const LineGroup = 1 << 20

// GroupOf returns the group of part of owner: owners' groups never meet.
func GroupOf(owner, part int) int { return 1 + owner*64 + part }

// CardsGroup is the group of a seat's (or the dealer's) cards.
func CardsGroup(owner int) int { return GroupOf(owner, partCards) }

// CircleGroup is the group of a seat's circle of wager w: the circle, its rim name, its
// chips.
func CircleGroup(seat int, w table.Wager) int { return GroupOf(seat, partCircle+int(w)) }

// PlaceGroup is the group of community card k's place: the card and the word printed
// under it.
func PlaceGroup(k int) int { return GroupOf(box.Dealer, partCommunity+k) }

// AsideGroup is the group of the card drawn aside and its place.
func AsideGroup() int { return GroupOf(box.Dealer, partAside) }

// MeterGroup is the group of meter k's panel and its words.
func MeterGroup(k int) int { return GroupOf(box.Table, partMeter+k) }

// ResultGroup is the group of the result line: the table's word for a round's result, which
// the banner stands for in the banner's band while it stands.
func ResultGroup() int { return GroupOf(box.Table, partResult) }

// NewsGroup is the group of the line of news, which may take the result line's place.
func NewsGroup() int { return GroupOf(box.Table, partNews) }

// HandGroup is the group of the name of a seat's hand.
func HandGroup(seat int) int { return GroupOf(seat, partHand) }

// OwnGroup is a group a game makes for its own pieces: part 0, 1, 2...
func OwnGroup(owner, part int) int { return GroupOf(owner, partOwn+part) }

// NameGroup is the group of table-mate seat's name and credits.
func NameGroup(seat int) int { return GroupOf(seat, partName) }
