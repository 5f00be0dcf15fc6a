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
// and the round in play. It answers table.Game, what a front end needs of
// a rules core. It is not safe for concurrent use.
//
// A round opens for bets (Phase Betting), when the table is made and then
// at the first action after the last round is done: Player seats place
// their wagers (Place, Take, SetBets, Double, Rebet, Clear). Deal calls
// "no more bets" and deals; then on each street (Street) every seat still
// in decides, a Player seat by Decide when Turn names it (Phase Deciding),
// a table-mate by itself; after the Middle street the round settles at
// once (Phase Done) and its results stay readable until the next action.
// Every step reports what happened as events (Events).
type Table struct {
	cfg     Config
	roster  []table.Mate
	eval    *hand.Evaluator
	cap     money.Amount
	strat   Strategy // Config.Optimal; nil when Simple plays for it
	ruleSum uint32   // the fingerprint of the rules (Config.fingerprint)
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
	err    error         // the first internal inconsistency met (Err)
	script *table.Script // the table-mates' wagers and decisions and the spins of a recorded round (script.go)
	// stackNext stacks the next round's shoe, stackNow the round in play or last dealt:
	// scripted play (stack.go).
	stackNext, stackNow *table.Stack

	person   int // the person's seat, or NoPerson
	nextMate int // the roster character who sits down next
	round    uint64
	street   Street
	ended    bool // the last round is settled or void (Phase Done)
	turn     int  // the seat asked to decide, or -1
	next     int  // the next seat to ask on this street
	cross    [CrossSize]cards.Card
	shown    uint8 // bit p: cross position p face up
	seats    [table.Seats]seat
	// What a round saved mid-way needs to go on with the shoe's stream as
	// it was: the round's seed, the cards the shoe dealt and the draws
	// made from its stream since (all of them IntN(1,000,000) until the
	// settlement, which no save interrupts).
	seed  cards.Seed
	dealt uint8
	draws uint32

	// stack, when set, is the order the next deal takes its cards in
	// instead of the shoe's: the cross, then the seats' cards. Tests stack
	// the deck through it; nothing else sets it.
	stack []cards.Card
}

// seat is one seat's occupant and round.
type seat struct {
	who    Occupant
	mate   int    // a table-mate's place in the roster
	rebuys int    // a table-mate's buy-ins since it sat down
	habits habits // a table-mate's wagers

	inPlay, folded, ranked bool
	ante                   money.Amount
	stake                  wagers // this round's wagers as made
	// view is what the seat knows (Situation): its hole cards, the street
	// and the cards of the cross turned so far. It is kept as the cards
	// are dealt and turned, so that Situation copies it whole: built when
	// asked, byte by byte, it is copied in words, which waits for the bytes
	// just stored (a store-forwarding stall).
	view         Situation
	across, down hand.Five
	results      [NumWagers]Settlement
	last         wagers // the wagers of the last round dealt, for Rebet
	// lastOK says that a Player's last wagers passed the rules when they
	// were made, so that Rebet need not check them again; it is false for
	// wagers loaded from a save.
	lastOK bool
}

// wagers are the amounts on a seat's spots.
type wagers [NumWagers]money.Amount

// total returns the sum of the wagers.
func (w *wagers) total() money.Amount {
	var t money.Amount
	for _, a := range w {
		t += a
	}
	return t
}

// wide returns the wagers as a front end reads them.
func (w *wagers) wide() table.Bets {
	var b table.Bets
	copy(b[:], w[:])
	return b
}

// clearRound forgets the seat's last round but for its wagers (for
// Rebet): all but who sits there, its character, buy-ins, habits, last
// and lastOK are zero after it. It clears field by field, which costs a sixth of
// copying the seat back from a literal (TestClearRound checks that it
// misses none).
func (s *seat) clearRound() {
	s.inPlay, s.folded, s.ranked = false, false, false
	s.ante = 0
	s.stake = wagers{}
	s.view = Situation{}
	s.across, s.down = 0, 0
	s.results = [NumWagers]Settlement{}
}

// Settlement is how a wager of the last round ended: Result (table.Won,
// Lost, Pushed, Folded, JackpotPay when a wheel's Jackpot paid it, or
// Capped when the aggregate payout limit cut the win), Net, the seat's
// profit or loss on it, and Pay, the chips the dealer paid beside it (its
// gross win; 0 when it lost, pushed or folded). Extra pays (Community
// Pays) are not in them: they come as Paid events.
type Settlement struct {
	Result table.Result
	Net    money.Amount
	Pay    money.Amount
}

// meter systems by index.
const (
	spinMeter = iota
	xtremeMeter
)

// NewTable makes a table from cfg, sharing eval: its meters at their
// seeds, the person seated with the buy-in and the table-mates with
// theirs, and the first round open for bets. The events report the
// round's start, the person's buy-in and each table-mate sitting down.
func NewTable(cfg Config, eval *hand.Evaluator) (*Table, error) {
	if eval == nil {
		return nil, fmt.Errorf("%w: no hand evaluator", ErrConfig)
	}
	cap, err := cfg.validate()
	if err != nil {
		return nil, err
	}
	cfg.Ante.Exact, cfg.Bonus.Exact = nil, slices.Clone(cfg.Bonus.Exact)
	cfg.Spin.Exact, cfg.Xtreme.Exact = slices.Clone(cfg.Spin.Exact), slices.Clone(cfg.Xtreme.Exact)
	cfg.Roster = slices.Clone(cfg.Roster)
	t := &Table{cfg: cfg, eval: eval, cap: cap, turn: -1, person: cfg.Person}
	t.roster = t.cfg.roster()
	t.ruleSum = t.cfg.fingerprint()
	for i, pt := range [3]paytable.Table[paytable.Class5]{cfg.Main, cfg.Antes, cfg.FiveCard} {
		t.pays[i] = byClass(pt)
	}
	if _, ok := cfg.Optimal.(Simple); !ok {
		t.strat = cfg.Optimal
	}
	if t.meters, err = newMeters(&t.cfg); err != nil {
		return nil, err
	}
	t.shoe.Shuffle(0)
	t.openRound()
	if p := t.person; p != NoPerson {
		t.seats[p].who = Player
		t.buyIn(p, t.cfg.BuyIn)
	}
	n := 0
	for range t.cfg.Mates {
		for t.seats[n].who != Empty {
			n++
		}
		t.seatMate(n, t.nextMate)
	}
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

// newMeters builds the two progressive systems of cfg, their linked tables
// seeded from cfg.Seed.
func newMeters(cfg *Config) ([2]*meter.System, error) {
	var ms [2]*meter.System
	var err error
	seed := meterKey(cfg.Seed)
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
	c.Roster = slices.Clone(c.Roster)
	return c
}

// Roster returns the cast the table-mates come from: SeatTaken, SeatLeft
// and SeatState events name a character by its place in it.
func (t *Table) Roster() []table.Mate { return slices.Clone(t.roster) }

// Cap returns the aggregate payout limit: the most a seat's antes and
// street bets together win in one round (001 ch.12 B).
func (t *Table) Cap() money.Amount { return t.cap }

// Round returns the number of the round in play, or last played, from 1.
func (t *Table) Round() uint64 { return t.round }

// Street returns the street of the round in play, NoStreet between rounds.
func (t *Table) Street() Street { return t.street }

// Back returns the colour of the deck this round is dealt from: the two
// decks alternate round by round (001 ch.3 B).
func (t *Table) Back() cards.Back { return cards.BackFor(t.round) }

// Events returns what happened since the round in play (or last played)
// opened, from its RoundStart; after a round ends they stay until the
// next action opens the next. The slice is reused: copy it to keep it.
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

// Occupant returns who sits in a seat, and the table-mate if it is one.
func (t *Table) Occupant(seat int) (Occupant, table.Mate) {
	if seat < 0 || seat >= table.Seats {
		return Empty, table.Mate{}
	}
	s := &t.seats[seat]
	if s.who != Mate {
		return s.who, table.Mate{}
	}
	return s.who, t.roster[s.mate]
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

// Hands returns a seat's Across and Down hands, once they are named: when
// the middle card turns.
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

// Advance lets game time pass for the progressive meters' linked tables
// (call it with 1 from each ebiten Update).
func (t *Table) Advance(ticks int64) error {
	if t.err != nil {
		return t.err
	}
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

// fail notes an internal inconsistency: a ledger or meter call that the
// table's own checks should have made impossible (Err).
func (t *Table) fail(err error) {
	if err != nil && t.err == nil {
		t.failed(err)
	}
}

// failed records the first failure, out of line so that fail inlines.
//
//go:noinline
func (t *Table) failed(err error) { t.err = fmt.Errorf("%w: %w", table.ErrBroken, err) }

// Err returns the first internal inconsistency the table met: a ledger or
// meter call that failed although the table's own checks should have made
// it impossible. A failed call moves nothing, so the credits stay
// conserved; the action it happened in goes on as far as it can and
// returns the error, and from then on every action (the betting actions,
// Deal, Decide, BuyIn, the seating calls, Advance) returns it and changes
// nothing. It matches table.ErrBroken and the ledger's or meter's error.
func (t *Table) Err() error { return t.err }

// begin opens the next round for the action about to be taken, when the
// last one is done.
func (t *Table) begin() {
	if t.ended {
		t.openRound()
	}
}

// openRound ends the round that is done and opens the next: its events
// start with RoundStart and the table as it stands (snapshot), its
// ledger entries afresh.
func (t *Table) openRound() {
	t.ended = false
	t.log.Reset()
	t.fail(t.ledger.NewRound()) // every wager of an ended round is settled
	t.round++
	t.cross, t.shown, t.street, t.turn, t.next = [CrossSize]cards.Card{}, 0, NoStreet, -1, 0
	t.seed, t.dealt, t.draws = 0, 0, 0
	for n := range t.seats {
		t.seats[n].clearRound()
	}
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Amount, ev.Card = table.RoundStart, table.Dealer, money.Amount(t.round&0xFFFF_FFFF), cards.Card(t.Back())
		t.snapshot()
	}
}

// snapshot reports the table as it stands at a round's start, so that the
// round's events replay into a fresh scene: each occupied seat's credits
// (SeatState: Index the character's place in the roster, or
// table.PersonIndex for a Player seat), then each meter level (MeterChanged).
func (t *Table) snapshot() {
	t.log.AddSeats(&t.ledger, t.sitter)
	t.meterAt(false)
}

// sitter is the table's table.Sitter: who sits at seat n.
func (t *Table) sitter(n int) (uint8, bool) {
	s := &t.seats[n]
	return table.SitterOf(s.who != Empty, s.who == Mate, s.mate)
}

// AppendSeats implements table.Seating: who sits where now.
func (t *Table) AppendSeats(dst []table.Event) []table.Event {
	return table.SeatStates(dst, &t.ledger, t.sitter)
}

// meterAt reports each meter system as it stands at the round's start, or as its settlement
// begins (the linked tables may have moved the meters since the coin-in), so that a round's
// events hold the meters its jackpots are paid from. A scripted round (a round code) first
// sets them as the recorded round had them (table.Script.Meters), the house funding what
// they gain.
func (t *Table) meterAt(settle bool) {
	for i, m := range t.meters {
		if t.script != nil && t.offersMeter(i) {
			d, err := t.script.SetMeters(m, uint32(t.system(i)), settle)
			t.fail(err)
			if d > 0 {
				t.fail(t.ledger.FundMeters(d, table.Seed))
			}
		}
		n := t.log.Len()
		t.meterChanged(i, table.Dealer, table.NoResult)
		if settle {
			for k := range t.log.Events()[n:] {
				t.log.Events()[n+k].Up = true
			}
		}
	}
}
