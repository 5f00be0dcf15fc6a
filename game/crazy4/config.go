package crazy4

import (
	"fmt"

	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
)

// ProgressiveKind says which progressive wager a table offers. A table
// offers at most one: each is the progressive wagering device in front of
// a seat (seed 000 §6(d)(3), (4); §13), and a seat has one.
type ProgressiveKind uint8

// The progressive wagers.
const (
	// NoProgressive: the table offers none.
	NoProgressive ProgressiveKind = iota
	// FourCard is the Four-Card Progressive on the best four cards, paid
	// by a Pays 1, 2 or 3 table (seed 000 §11(d), 002, 003).
	FourCard
	// FiveCard is the Five-Card Progressive on the five cards (000 §11(e)).
	FiveCard
	// MultiLink is a Multi Game Link progressive on the five cards (000
	// §13(f)).
	MultiLink
)

var progressiveNames = [...]string{"none", "Four-Card Progressive", "Five-Card Progressive", "Multi Game Link"}

// String names the kind.
func (k ProgressiveKind) String() string {
	if int(k) >= len(progressiveNames) {
		return "?"
	}
	return progressiveNames[k]
}

// ProgressiveConfig configures the table's progressive wager.
type ProgressiveConfig struct {
	Kind ProgressiveKind
	// Table names the pay table: "pays1", "pays2" or "pays3" for FourCard;
	// "PTMGL01", "PTMGL02", "PTMGL04", "PTMGLML01", "PTMGLML02" or
	// "PTMGLML03" for MultiLink; empty for FiveCard.
	Table string
	// Unit is the wager, 1 or 5 credits: the only amount the spot takes.
	// The meters' seeds, the "for 1" pays and the Envy Bonuses scale with
	// it (000 §13(f), 003).
	Unit money.Amount
}

// HandBonusConfig configures the Five Card Hand Bonus (seed 000 §11(f)), on the
// player's hand, the dealer's, or both. It has a meter of its own.
type HandBonusConfig struct {
	Offered bool
	// Unit is the wager, 1 or 5 credits; the meter scales with it.
	Unit money.Amount
	// MagicCard and LuckyBonus turn on the two extra pays (§11(f)(3)).
	MagicCard, LuckyBonus bool
	// Hands says which hands the bonus is offered on (§11(f)(1), (2)): "" (or
	// HandsBoth) the player's own hand and the dealer's, HandsPlayer or
	// HandsDealer one of them.
	Hands string `json:",omitempty"`
}

// The hands of the Five Card Hand Bonus (HandBonusConfig.Hands).
const (
	HandsBoth   = "both"
	HandsPlayer = "player"
	HandsDealer = "dealer"
)

// onPlayer and onDealer report whether the bonus is offered on each hand.
func (h HandBonusConfig) onPlayer() bool { return h.Offered && h.Hands != HandsDealer }
func (h HandBonusConfig) onDealer() bool { return h.Offered && h.Hands != HandsPlayer }

// NoPerson is Config.Person for a table of table-mates only: the
// self-playing demonstration.
const NoPerson = -1

// Config is a table: the wagers it offers with their pay tables and limits,
// the progressive meters, and who sits where. The zero value is not a
// table; start from Default.
type Config struct {
	// Ante is the limit of the Ante, and so of the Super Bonus, which
	// must equal it.
	Ante table.Limit
	// QueensUp names the Queens Up pay table, "A" to "D" (000 §11(c); C4P-09
	// to C4P-12 of 002), or is empty when the table does not offer it.
	QueensUp      string
	QueensUpLimit table.Limit
	Progressive   ProgressiveConfig
	HandBonus     HandBonusConfig
	// BadBeat names the Bad Beat pay table of 002, "1" or "2", or is empty.
	BadBeat      string
	BadBeatLimit table.Limit
	// SixCard is the limit of the 6 Card Bonus of 004 (Max 0: not offered).
	// It needs Queens Up: a 6 Card Bonus wager equals the seat's Queens Up.
	SixCard table.Limit
	// CoverAll is the limit of the Cover All bonus (000 §12; Max 0: not
	// offered).
	CoverAll table.Limit

	// Person is the person's seat, 0 to 5, or NoPerson.
	Person int
	// BuyIn is the free-play credits the person gets when they sit down
	// and each time they run out.
	BuyIn money.Amount
	// Mates is the number of table-mates, who take the other seats from
	// the dealer's left.
	Mates int
	// Roster is the cast the table-mates come from, in order; nil for
	// table.Roster().
	Roster []table.Mate
	// Seed seeds the linked tables of the meters when a table is made.
	Seed uint64
}

// Default is a table that offers every wager: the limits of seed 004
// (Ante, Super Bonus and Queens Up 2 to 10, the 6 Card Bonus likewise),
// Queens Up paytable C (004's), the Four-Card Progressive Pays 2 at 1
// credit, the Five Card Hand Bonus with Magic Card and Lucky Bonus, Bad
// Beat paytable 1 and Cover All at 1 to 10, the person in seat 2 with 500
// credits and three table-mates.
func Default() Config {
	two := table.Limit{Min: money.Credits(2), Max: money.Credits(10), Step: money.Credits(1)}
	one := table.Limit{Min: money.Credits(1), Max: money.Credits(10), Step: money.Credits(1)}
	return Config{
		Ante:          two,
		QueensUp:      "C",
		QueensUpLimit: two,
		Progressive:   ProgressiveConfig{Kind: FourCard, Table: "pays2", Unit: money.Credits(1)},
		HandBonus:     HandBonusConfig{Offered: true, Unit: money.Credits(1), MagicCard: true, LuckyBonus: true},
		BadBeat:       "1",
		BadBeatLimit:  one,
		SixCard:       two,
		CoverAll:      one,
		Person:        2,
		BuyIn:         money.Credits(500),
		Mates:         3,
		Seed:          1,
	}
}

// maxLimit bounds every amount a configuration names, so that no sum of a
// round's wagers and pays can overflow.
const maxLimit = 1_000_000 * money.Credit

// roster returns the cast the table-mates come from.
func (c *Config) roster() []table.Mate {
	if c.Roster == nil {
		return table.Roster()
	}
	return c.Roster
}

// clone returns c with slices of its own.
func (c Config) clone() Config {
	c.Roster = append([]table.Mate(nil), c.Roster...)
	for _, l := range []*table.Limit{&c.Ante, &c.QueensUpLimit, &c.BadBeatLimit, &c.SixCard, &c.CoverAll} {
		l.Exact = append([]money.Amount(nil), l.Exact...)
	}
	return c
}

// checkLimit validates a wager's limit: when offered, a positive minimum
// no larger than the maximum, and exact amounts within them.
func checkLimit(name string, l table.Limit) error {
	if !l.Offered() {
		if l.Max < 0 {
			return fmt.Errorf("%w: %s limit %v", ErrConfig, name, l.Max)
		}
		return nil
	}
	if l.Min <= 0 || l.Min > l.Max || l.Max > maxLimit || l.Step < 0 || l.Step > l.Max {
		return fmt.Errorf("%w: %s limits %v to %v (step %v)", ErrConfig, name, l.Min, l.Max, l.Step)
	}
	for _, x := range l.Exact {
		if x < l.Min || x > l.Max {
			return fmt.Errorf("%w: %s amount %v outside %v to %v", ErrConfig, name, x, l.Min, l.Max)
		}
	}
	if len(l.Exact) == 0 && l.Check(l.Min) != nil {
		return fmt.Errorf("%w: %s minimum %v is not a legal wager", ErrConfig, name, l.Min)
	}
	return nil
}

// checkUnit validates the wager of a metered bet: 1 or 5 credits, the
// amounts the documents list.
func checkUnit(name string, u money.Amount) error {
	if u != money.Credits(1) && u != money.Credits(5) {
		return fmt.Errorf("%w: %s wager %v (want 1 or 5)", ErrConfig, name, u)
	}
	return nil
}

// validate checks everything of c but the pay tables' names, which
// compile resolves.
func (c *Config) validate() error {
	if !c.Ante.Offered() {
		return fmt.Errorf("%w: the table must take an Ante", ErrConfig)
	}
	for _, l := range []struct {
		name string
		l    table.Limit
	}{{"Ante", c.Ante}, {"Queens Up", c.QueensUpLimit}, {"Bad Beat", c.BadBeatLimit}, {"6 Card Bonus", c.SixCard}, {"Cover All", c.CoverAll}} {
		if err := checkLimit(l.name, l.l); err != nil {
			return err
		}
	}
	if c.QueensUp != "" && !c.QueensUpLimit.Offered() {
		return fmt.Errorf("%w: Queens Up paytable %s without limits", ErrConfig, c.QueensUp)
	}
	if c.BadBeat != "" && !c.BadBeatLimit.Offered() {
		return fmt.Errorf("%w: Bad Beat paytable %s without limits", ErrConfig, c.BadBeat)
	}
	if c.SixCard.Offered() && c.QueensUp == "" {
		return fmt.Errorf("%w: the 6 Card Bonus needs a table that offers Queens Up (004)", ErrConfig)
	}
	if c.Progressive.Kind > MultiLink {
		return fmt.Errorf("%w: progressive kind %d", ErrConfig, c.Progressive.Kind)
	}
	if c.Progressive.Kind != NoProgressive {
		if err := checkUnit("progressive", c.Progressive.Unit); err != nil {
			return err
		}
	}
	if c.HandBonus.Offered {
		if err := checkUnit("Five Card Hand Bonus", c.HandBonus.Unit); err != nil {
			return err
		}
	}
	switch c.HandBonus.Hands {
	case "", HandsBoth, HandsPlayer, HandsDealer:
	default:
		return fmt.Errorf("%w: Five Card Hand Bonus on %q (want both, player or dealer)", ErrConfig, c.HandBonus.Hands)
	}
	free := table.Seats
	switch {
	case c.Person == NoPerson:
	case c.Person < 0 || c.Person >= table.Seats:
		return fmt.Errorf("%w: person in seat %d", ErrConfig, c.Person)
	case c.BuyIn < c.Ante.Min*3 || c.BuyIn > maxLimit*100:
		return fmt.Errorf("%w: buy-in %v (want at least three minimum antes)", ErrConfig, c.BuyIn)
	default:
		free--
	}
	if c.Mates < 0 || c.Mates > free {
		return fmt.Errorf("%w: %d table-mates for %d free seats", ErrConfig, c.Mates, free)
	}
	r := c.roster()
	if len(r) < c.Mates || len(r) > 255 {
		return fmt.Errorf("%w: %d characters in the roster for %d table-mates", ErrConfig, len(r), c.Mates)
	}
	for i, m := range r {
		if m.Units < 1 || m.Units > 1000 || m.BuyIn < 1 || m.BuyIn > 1_000_000 || m.Style > table.Hunch ||
			m.SideBets > 1_000_000 || m.Jackpots > 1_000_000 || m.Hunch > 1_000_000 {
			return fmt.Errorf("%w: roster character %d (%s)", ErrConfig, i, m.Name)
		}
	}
	return nil
}

// progressiveMeter returns the meter preset of a progressive pay table.
func progressiveMeter(p ProgressiveConfig) (meter.Config, error) {
	presets := map[string]func() meter.Config{
		"pays1": meter.Pays1, "pays2": meter.Pays2, "pays3": meter.Pays3,
		"PTMGL01": meter.PTMGL01, "PTMGL02": meter.PTMGL02, "PTMGL04": meter.PTMGL04,
		"PTMGLML01": meter.PTMGLML01, "PTMGLML02": meter.PTMGLML02, "PTMGLML03": meter.PTMGLML03,
	}
	if p.Kind == FiveCard {
		return meter.FiveCardProgressive().WithUnit(p.Unit), nil
	}
	f, ok := presets[p.Table]
	if !ok {
		return meter.Config{}, fmt.Errorf("%w: no meter for progressive paytable %q", ErrConfig, p.Table)
	}
	return f().WithUnit(p.Unit), nil
}

// offers reports whether a table of this configuration takes a wager.
func (c *Config) offers(w table.Wager) bool {
	switch w {
	case Ante, SuperBonus, Play:
		return true
	case QueensUp:
		return c.QueensUp != ""
	case Progressive:
		return c.Progressive.Kind != NoProgressive
	case HandBonus:
		return c.HandBonus.onPlayer()
	case DealerBonus:
		return c.HandBonus.onDealer()
	case BadBeat:
		return c.BadBeat != ""
	case SixCard:
		return c.SixCard.Offered()
	case CoverAll:
		return c.CoverAll.Offered()
	}
	return false
}
