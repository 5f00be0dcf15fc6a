package crazy4

import (
	"encoding/binary"
	"fmt"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/meter"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

// Phase is where a table is in its round: the phases of every table.
type Phase = table.Phase

// The phases of a round. The table-mates decide at once, so Deciding waits
// for the person alone.
const (
	Betting  = table.Betting
	Deciding = table.Deciding
	Done     = table.Done
)

// Occupant says who sits in a seat.
type Occupant uint8

// The occupants.
const (
	Empty Occupant = iota
	Person
	Mate
)

var occupantNames = [...]string{"empty", "person", "table-mate"}

// String names the occupant.
func (o Occupant) String() string {
	if int(o) >= len(occupantNames) {
		return "?"
	}
	return occupantNames[o]
}

// seat is one player position and what it holds this round.
type seat struct {
	who    Occupant
	mate   int // the character's place in the roster
	rebuys int // buy-ins since the character sat down
	inPlay bool
	folded bool
	cards  [5]cards.Card
	four   hand.Four
	five   hand.Five
	class4 paytable.Class4 // the classes of four and five, for the pay tables
	class5 paytable.Class5
	six    hand.Five    // the 6 Card Bonus hand, ranked at the deal when wagered
	sixOut uint8        // the card the 6 Card Bonus hand leaves out (5: the communal card)
	last   stakes       // the wagers of the last round dealt, for Rebet
	stake  stakes       // the wagers of the round in play, Play included
	plan   stakes       // a table-mate's wager on each spot it takes by habit
	open   uint16       // the wagers of the round not yet settled, a bit each
	part   money.Amount // the seat's share of a dealer-hand jackpot
}

// rig replaces the shoe and the table's draws with given cards, for the
// scenario tests: the deck in the order dealt, the Magic Card and the
// Lucky Bonus position; and, for the seats that have them, the table-mates'
// wagers and decisions.
type rig struct {
	deck  []cards.Card
	magic cards.Card
	lucky int
	bets  [table.Seats]*stakes
	acts  [table.Seats]table.Action
}

// Table is a Crazy 4 Poker table: six seats and a dealer, the wagers its
// configuration offers, the ledger every credit moves through, the
// progressive meters, and the round in progress. It reports what happens
// as events (Events). It is not safe for concurrent use.
type Table struct {
	cfg     Config
	roster  []table.Mate
	eval    *hand.Evaluator
	simple  Simple
	optimal Strategy

	super, queens, badBeat, prog4 paytable.Table[paytable.Class4]
	prog5, handBonus, sixCard     paytable.Table[paytable.Class5]
	coverAll                      [table.Seats + 1]paytable.Table[paytable.Class4]
	limits                        [NumWagers]table.Limit

	// The pay tables' lines by class of hand.
	superL, queensL, badBeatL, prog4L lines
	prog5L, handBonusL, sixCardL      lines
	coverAllL                         [table.Seats + 1]lines

	ledger table.Ledger
	log    table.Log
	shoe   cards.Shoe
	rng    table.Rand
	prog   *meter.System // the progressive's meters; nil when none is offered
	bonus  *meter.System // the Five Card Hand Bonus meter; nil when not offered

	phase     Phase
	round     uint64
	turn      int
	nextMate  int
	seats     [table.Seats]seat
	dealer    [5]cards.Card
	dealer4   hand.Four
	dealer5   hand.Five
	dealerC4  paytable.Class4
	dealerC5  paytable.Class5
	communal  cards.Card
	shared    bool // a communal card is out
	dealt     bool // the round's cards are out
	magic     cards.Card
	lucky     int
	drawn     bool       // the Magic Card and Lucky Bonus position are drawn
	splitPaid bool       // the dealer-hand jackpot of the round is paid out
	seed      cards.Seed // the round's seed: its shoe and table stream
	draws     uint32     // draws from the table stream since the deal, for a resumed round
	results   [table.Seats]SeatResult
	sources   []meter.Source
	parts     []money.Amount
	err       error // the first internal inconsistency met (Err)
	rig       *rig
	script    *table.Script // the table-mates' wagers and decisions of a recorded round (script.go)
	scripted  *table.Stack  // the next round's stacked shoe, scripted play (stack.go)
	// stackedName names the stack of the round in play or last dealt ("": none).
	stackedName string
}

// NewTable sets up a table from cfg, with its meters at their seeds, the
// person and the table-mates seated with their buy-ins, and the first
// round open for bets. eval ranks the hands; share one among tables.
func NewTable(cfg Config, eval *hand.Evaluator) (*Table, error) {
	t, err := build(cfg, eval)
	if err != nil {
		return nil, err
	}
	if t.cfg.Person != NoPerson {
		t.seats[t.cfg.Person].who = Person
	}
	t.openRound()
	for _, m := range [2]*meter.System{t.prog, t.bonus} {
		if m != nil {
			t.fail(t.ledger.FundMeters(seeded(m), table.Seed))
		}
	}
	if t.cfg.Person != NoPerson {
		t.buyIn(t.cfg.Person, t.cfg.BuyIn)
	}
	s := 0
	for range t.cfg.Mates {
		for t.seats[s].who != Empty {
			s++
		}
		t.seat(s, t.nextMate)
	}
	return t, nil
}

// build makes a table from cfg with nobody seated and no round open.
func build(cfg Config, eval *hand.Evaluator) (*Table, error) {
	if eval == nil {
		return nil, fmt.Errorf("%w: no hand evaluator", ErrConfig)
	}
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	t := &Table{cfg: cfg.clone(), eval: eval, simple: NewSimple(eval), turn: -1, lucky: table.Dealer}
	t.roster = t.cfg.roster()
	t.optimal = t.simple
	t.super = paytable.SuperBonus()
	t.sources = make([]meter.Source, 0, table.Seats)
	t.parts = make([]money.Amount, 0, table.Seats)
	var err error
	c := &t.cfg
	t.limits[Ante], t.limits[SuperBonus] = c.Ante, c.Ante
	if c.QueensUp != "" {
		if t.queens, err = paytable.QueensUp(c.QueensUp); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrConfig, err)
		}
		t.limits[QueensUp] = c.QueensUpLimit
	}
	if c.BadBeat != "" {
		if t.badBeat, err = paytable.BadBeat(c.BadBeat); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrConfig, err)
		}
		t.limits[BadBeat] = c.BadBeatLimit
	}
	t.limits[SixCard], t.sixCard = c.SixCard, paytable.SixCardBonus()
	t.limits[CoverAll] = c.CoverAll
	for n := 1; n <= table.Seats; n++ {
		t.coverAll[n], _ = paytable.CoverAll(n)
	}
	if err := t.buildMeters(); err != nil {
		return nil, err
	}
	t.superL, t.queensL, t.badBeatL, t.prog4L = linesOf(t.super), linesOf(t.queens), linesOf(t.badBeat), linesOf(t.prog4)
	t.prog5L, t.handBonusL, t.sixCardL = linesOf(t.prog5), linesOf(t.handBonus), linesOf(t.sixCard)
	for n := range t.coverAll {
		t.coverAllL[n] = linesOf(t.coverAll[n])
	}
	return t, nil
}

// buildMeters resolves the progressive's pay table and makes the meters.
func (t *Table) buildMeters() error {
	c := &t.cfg
	var err error
	switch c.Progressive.Kind {
	case FourCard:
		t.prog4, err = paytable.Progressive4(c.Progressive.Table)
	case FiveCard:
		if c.Progressive.Table != "" {
			err = fmt.Errorf("%w: the Five-Card Progressive has one pay table, not %q", paytable.ErrUnknown, c.Progressive.Table)
		}
		t.prog5 = paytable.Progressive5()
	case MultiLink:
		t.prog5, err = paytable.MultiLink(c.Progressive.Table)
	}
	if err != nil {
		return fmt.Errorf("%w: %w", ErrConfig, err)
	}
	if c.Progressive.Kind != NoProgressive {
		mc, err := progressiveMeter(c.Progressive)
		if err != nil {
			return err
		}
		if t.prog, err = meter.New(mc, meterSeed(c.Seed, "progressive")); err != nil {
			return fmt.Errorf("%w: %w", ErrConfig, err)
		}
		t.limits[Progressive] = exactly(c.Progressive.Unit)
	}
	if c.HandBonus.Offered {
		t.handBonus = paytable.FiveCardHandBonus()
		mc := meter.FiveCardHandBonus().WithUnit(c.HandBonus.Unit)
		if t.bonus, err = meter.New(mc, meterSeed(c.Seed, "hand bonus")); err != nil {
			return fmt.Errorf("%w: %w", ErrConfig, err)
		}
		if c.HandBonus.onPlayer() {
			t.limits[HandBonus] = exactly(c.HandBonus.Unit)
		}
		if c.HandBonus.onDealer() {
			t.limits[DealerBonus] = exactly(c.HandBonus.Unit)
		}
	}
	return nil
}

// exactly is the limit of a wager that takes one amount only.
func exactly(a money.Amount) table.Limit {
	return table.Limit{Min: a, Max: a, Exact: []money.Amount{a}}
}

// meterSeed derives the key of a meter's linked tables from the table's seed.
func meterSeed(seed uint64, purpose string) [32]byte {
	var k [32]byte
	binary.LittleEndian.PutUint64(k[:], seed)
	copy(k[8:], "felt/crazy4 meter "+purpose)
	return k
}

// SetStrategy sets the strategy the table-mates of the Optimal style play
// (nil for the simple strategy, the default). The math sheet's exact
// optimal strategy plugs in here.
func (t *Table) SetStrategy(s Strategy) {
	if s == nil {
		s = t.simple
	}
	t.optimal = s
}

// fail notes an internal inconsistency: a ledger or meter call that the
// table's own checks should have made impossible. The first one stops the
// table (Err). It inlines to a test of err: the hot paths call it on
// every ledger call.
func (t *Table) fail(err error) {
	if err != nil {
		t.broke(err)
	}
}

// broke is fail's rare path, out of line.
//
//go:noinline
func (t *Table) broke(err error) {
	if t.err == nil {
		t.err = fmt.Errorf("%w: %w", table.ErrBroken, err)
	}
}

// Err returns the first internal inconsistency the table met: a ledger or
// meter call that failed although the table's own checks should have made
// it impossible. A failed call moves nothing, so the credits stay
// conserved; the action it happened in goes on as far as it can and
// returns the error, and from then on every action (the betting actions,
// Deal, Decide, BuyIn, Void, Advance) returns it and changes nothing. The
// error matches table.ErrBroken and the ledger's or meter's own error.
// MarshalBinary still saves the table, its round as void, and Restore
// brings it back whole.
func (t *Table) Err() error { return t.err }
