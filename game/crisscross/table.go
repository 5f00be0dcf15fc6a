package crisscross

import (
	"fmt"
	"slices"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/meter"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

// Table is a Criss Cross Poker table: six seats, the shoe, the ledger every
// credit moves through, the two progressive systems of the prize wheels,
// and the round in progress. It is not safe for concurrent use.
//
// A round goes: Bet (and BetAntes, Clear, Rebet) while Phase is Betting;
// Deal; then on each street Decide for every Player seat when Turn names
// it (table-mates decide by themselves); after the Middle street the round
// settles at once and the table takes bets again. Every step reports what
// happened as events (Events).
type Table struct {
	cfg   Config
	eval  *hand.Evaluator
	cap   money.Amount
	strat Strategy // Config.Optimal; nil when Heuristic plays for it
	// pays are the main, ante and Five Card Bonus pay tables' outcomes by
	// hand class, looked up once.
	pays [3][paytable.RoyalFlush5 + 1]Outcome

	ledger table.Ledger
	// log's events are filled in place field by field (ev := log.Next();
	// ev.Kind, ev.Seat = ...): a composite literal stored through the
	// pointer is built on the stack and copied in 16-byte words, which
	// waits for the bytes just stored (a store-forwarding stall).
	log table.Log
	// shoe deals the cards, and then, from its stream, makes the round's
	// other draws: the table-mates' habits and hunches and the wheels'
	// spins. The cards a seed deals depend on nothing else.
	shoe   cards.Shoe
	meters [2]*meter.System
	mseed  [32]byte

	round uint64
	phase Phase
	ended bool // the last round is over; its events and entries are kept until the next action
	turn  int  // the seat asked to decide, or -1
	next  int  // the next seat to ask on this street
	cross [CrossSize]cards.Card
	shown uint8 // bit p: cross position p face up
	seats [table.Seats]seat

	// stack, when set, is the order the next deal takes its cards in
	// instead of the shoe's: the cross, then the seats' cards. Tests stack
	// the deck through it; nothing else sets it.
	stack []cards.Card
}

// seat is one seat's occupant and round.
type seat struct {
	who    Occupant
	mate   table.Mate
	habits habits // a table-mate's wagers

	inPlay, folded, ranked bool
	ante                   money.Amount
	stake                  [NumWagers]money.Amount // this round's wagers as made
	// view is what the seat knows (Situation): its hole cards, the street
	// and the cards of the cross turned so far. It is kept as the cards
	// are dealt and turned, so that Situation copies it whole: built when
	// asked, byte by byte, it is copied in words, which waits for the bytes
	// just stored (a store-forwarding stall).
	view         Situation
	across, down hand.Five
	results      [NumWagers]Settlement
	last         [NumWagers]money.Amount // the wagers of the last round dealt, for Rebet
	// lastOK says that last passed the limits' checks when it was bet
	// (Bet, BetAntes, Rebet), so that Rebet need not check it again; it is
	// false for wagers loaded from a save.
	lastOK bool
}

// clearRound forgets the seat's last round but for its wagers (for
// Rebet): all but who sits there, its habits, last and lastOK are zero
// after it. It clears field by field, which costs a sixth of copying the
// seat back from a literal (TestClearRound checks that it misses none).
func (s *seat) clearRound() {
	s.inPlay, s.folded, s.ranked = false, false, false
	s.ante = 0
	s.stake = [NumWagers]money.Amount{}
	s.view = Situation{}
	s.across, s.down = 0, 0
	s.results = [NumWagers]Settlement{}
}

// Settlement is how a wager of the last round ended: Result (table.Won,
// Lost, Pushed, Folded, or Capped when the aggregate payout limit cut the
// win) and Net, the seat's profit or loss on it. Extra pays (Community
// Pays) are not in Net: they come as Paid events.
type Settlement struct {
	Result table.Result
	Net    money.Amount
}

// meter systems by index.
const (
	spinMeter = iota
	xtremeMeter
)

// NewTable builds a table from cfg with every seat empty, sharing eval.
// meterSeed seeds the progressive systems' linked tables.
func NewTable(cfg Config, eval *hand.Evaluator, meterSeed [32]byte) (*Table, error) {
	if eval == nil {
		return nil, fmt.Errorf("%w: no hand evaluator", ErrConfig)
	}
	cap, err := cfg.validate()
	if err != nil {
		return nil, err
	}
	cfg.Ante.Exact, cfg.Bonus.Exact = nil, slices.Clone(cfg.Bonus.Exact)
	cfg.Spin.Exact, cfg.Xtreme.Exact = slices.Clone(cfg.Spin.Exact), slices.Clone(cfg.Xtreme.Exact)
	t := &Table{cfg: cfg, eval: eval, cap: cap, turn: -1, mseed: meterSeed}
	for i, pt := range [3]paytable.Table[paytable.Class5]{cfg.Main, cfg.Antes, cfg.FiveCard} {
		t.pays[i] = byClass(pt)
	}
	if _, ok := cfg.Optimal.(Heuristic); !ok {
		t.strat = cfg.Optimal
	}
	if t.meters, err = newMeters(&t.cfg, meterSeed); err != nil {
		return nil, err
	}
	t.shoe.Shuffle(0)
	return t, nil
}

// The pay tables in Table.pays.
const (
	mainPays = iota
	antePays
	fivePays
)

// byClass settles a wager of each hand class by pay table pt.
func byClass(pt paytable.Table[paytable.Class5]) [paytable.RoyalFlush5 + 1]Outcome {
	var o [paytable.RoyalFlush5 + 1]Outcome
	for c := range o {
		o[c] = Outcome{Result: table.Lost}
		l, ok := pt.Lookup(paytable.Class5(c))
		switch {
		case !ok:
		case l.Pay.Kind == paytable.Push:
			o[c] = Outcome{Result: table.Pushed}
		default:
			o[c] = Outcome{Result: table.Won, Odds: l.Pay.Odds}
		}
	}
	return o
}

// newMeters builds the two progressive systems of cfg.
func newMeters(cfg *Config, seed [32]byte) ([2]*meter.System, error) {
	var ms [2]*meter.System
	var err error
	if ms[spinMeter], err = meter.New(cfg.SpinTable.Meter, seed); err != nil {
		return ms, fmt.Errorf("%w: %v", ErrConfig, err)
	}
	seed[31] ^= 1
	if ms[xtremeMeter], err = meter.New(cfg.XtremeTable.Meter, seed); err != nil {
		return ms, fmt.Errorf("%w: %v", ErrConfig, err)
	}
	return ms, nil
}

// Config returns the table's configuration. Its pay tables and wheels are
// the table's own: read them, do not modify them.
func (t *Table) Config() Config {
	c := t.cfg
	c.Bonus.Exact, c.Spin.Exact, c.Xtreme.Exact = slices.Clone(c.Bonus.Exact), slices.Clone(c.Spin.Exact), slices.Clone(c.Xtreme.Exact)
	return c
}

// Cap returns the aggregate payout limit: the most a seat's antes and
// street bets together win in one round (001 ch.12 B).
func (t *Table) Cap() money.Amount { return t.cap }

// Phase returns where the round stands.
func (t *Table) Phase() Phase { return t.phase }

// Round returns the number of rounds dealt.
func (t *Table) Round() uint64 { return t.round }

// Events returns what happened since the round began (the first bet of
// the round or its deal) up to now; after a round ends they stay until the
// next action of the next round. The slice is reused: copy it to keep it.
func (t *Table) Events() []table.Event { return t.log.Events() }

// Entries returns the ledger's movements of credits over the same span as
// Events. The slice is reused.
func (t *Table) Entries() []table.Entry { return t.ledger.Entries() }

// Balance returns the credits in a seat's bank (not on the felt).
func (t *Table) Balance(seat int) money.Amount { return t.ledger.Balance(seat) }

// OnSpot returns what a seat has wagered on a spot and not yet had
// settled: on the felt, or collected at the deal (the progressive wagers).
func (t *Table) OnSpot(seat int, w table.Wager) money.Amount {
	if t.ledger.Settled(seat, w) {
		return 0
	}
	return t.ledger.Staked(seat, w)
}

// Total returns the sum of every account of the ledger, which never
// changes (0 for a table built by NewTable).
func (t *Table) Total() money.Amount { return t.ledger.Total() }

// Limit returns the table limit of a wager placed before the deal; the
// street bets' limits follow from the ante (1x to 3x).
func (t *Table) Limit(w table.Wager) table.Limit {
	switch w {
	case AnteAcross, AnteDown:
		return t.cfg.Ante
	case FiveCardBonus:
		return t.cfg.Bonus
	case BonusSpin:
		return t.cfg.Spin
	case Xtreme:
		return t.cfg.Xtreme
	}
	return table.Limit{}
}

// Occupant returns who sits in a seat, and the table-mate if it is one.
func (t *Table) Occupant(seat int) (Occupant, table.Mate) {
	if seat < 0 || seat >= table.Seats {
		return Empty, table.Mate{}
	}
	return t.seats[seat].who, t.seats[seat].mate
}

// InPlay reports whether a seat was dealt into the round (and has not
// folded, in the second result).
func (t *Table) InPlay(seat int) (dealt, live bool) {
	if seat < 0 || seat >= table.Seats {
		return false, false
	}
	s := &t.seats[seat]
	return s.inPlay, s.inPlay && !s.folded
}

// Hole returns a seat's two hole cards this round, and whether it has any.
func (t *Table) Hole(seat int) ([2]cards.Card, bool) {
	if seat < 0 || seat >= table.Seats || !t.seats[seat].inPlay {
		return [2]cards.Card{}, false
	}
	return t.seats[seat].view.Hole, true
}

// Cross returns the community card at p, and whether it is face up.
func (t *Table) Cross(p Position) (cards.Card, bool) {
	if p >= CrossSize || t.shown&(1<<p) == 0 {
		return 0, false
	}
	return t.cross[p], true
}

// Hands returns a seat's Across and Down hands, once they have been named
// at settlement.
func (t *Table) Hands(seat int) (across, down hand.Five, ok bool) {
	if seat < 0 || seat >= table.Seats || !t.seats[seat].ranked {
		return 0, 0, false
	}
	s := &t.seats[seat]
	return s.across, s.down, true
}

// Result returns how a seat's wager of the last round was settled; the
// zero Settlement when it was not (yet).
func (t *Table) Result(seat int, w table.Wager) Settlement {
	if seat < 0 || seat >= table.Seats || w >= NumWagers {
		return Settlement{}
	}
	return t.seats[seat].results[w]
}

// Turn returns the seat asked to decide, if any.
func (t *Table) Turn() (int, bool) { return t.turn, t.turn >= 0 }

// Meter returns the jackpot meter of the Bonus Spin or the Bonus Spin
// Xtreme wager, as it stands.
func (t *Table) Meter(w table.Wager) money.Amount {
	switch w {
	case BonusSpin:
		return t.meters[spinMeter].Meter(0)
	case Xtreme:
		return t.meters[xtremeMeter].Meter(0)
	}
	return 0
}

// Advance lets game time pass for the progressive meters' linked tables
// (call it with 1 from each ebiten Update).
func (t *Table) Advance(ticks int64) error {
	for _, m := range t.meters {
		if err := m.Advance(ticks); err != nil {
			return err
		}
	}
	return nil
}

// SetRecording turns on (the default) or off the record of the rounds:
// the events (Events) and the ledger's journal (Entries). A simulation that
// reads neither turns it off: every round is then dealt, decided and
// settled exactly as with it on, through the same ledger calls, and gives
// the same results and balances, but keeps no events and no entries. The
// hot paths build an event only when it is kept. It takes effect at once;
// turning it off forgets what was kept.
func (t *Table) SetRecording(on bool) {
	t.log.SetRecording(on)
	t.ledger.SetJournal(on)
}

// Recording reports whether the table keeps its events and the ledger's
// entries.
func (t *Table) Recording() bool { return t.log.Recording() }

// begin starts a new round's span of events and entries after a round
// ended.
func (t *Table) begin() {
	if !t.ended {
		return
	}
	t.ended = false
	t.log.Reset()
	_ = t.ledger.NewRound() // every wager of an ended round is settled
}
