package meter

import (
	"math/rand/v2"

	"felt/game/money"
)

// System is a progressive system: one or more meters (levels) fed by one
// progressive wager, at our table and at the virtual linked tables. It is
// not safe for concurrent use.
type System struct {
	cfg    Config
	p      params
	st     state
	events []Event
}

// state is everything that changes, and everything a saved record holds.
// It is a plain value: restoring decodes into a copy and swaps it in.
type state struct {
	now         Time
	wagered     money.Amount // every progressive wager, ours and the linked tables'
	wageredOurs money.Amount
	acc         int64 // the linked tables' next wager, in 1/ticksPerMinute of a wager
	until       int64 // linked wagers up to and including the next linked hit; 0 when none can hit
	rng         rand.ChaCha8
	lv          [MaxLevels]levelState
	hist        history
}

// levelState is one meter's amounts and running totals.
type levelState struct {
	meter, reserve money.Amount
	carryM, carryR int64 // millionths of a cent owed to the meter and the reserve
	contributed    money.Amount
	seeded         money.Amount
	paid, paidOurs money.Amount
	hits           int64
}

// Level is a snapshot of one meter of a system, with its configuration
// scaled to the system's unit.
type Level struct {
	Name                 string
	Seed, Reset, Ceiling money.Amount // scaled to the unit; Ceiling 0 for none
	Rate, ReserveRate    PPM

	Meter   money.Amount // what the players see
	Reserve money.Amount // the hidden reserve that funds resets
	Carry   int64        // millionths of a cent contributed, not yet a whole cent (meter and reserve)

	Contributed money.Amount // whole cents the wagers have put into the meter and reserve
	Seeded      money.Amount // what the house has put in: the initial seed and reset shortfalls
	Paid        money.Amount // paid to winners here and elsewhere
	PaidOurs    money.Amount // the part of Paid won at our table
	Hits        int64        // hits paid off this meter
}

// New builds a system from cfg (see the presets), with its meters at their
// seeds, and the linked tables' random stream seeded from seed.
func New(cfg Config, seed [32]byte) (*System, error) {
	p, err := compile(cfg)
	if err != nil {
		return nil, err
	}
	s := &System{cfg: cfg.clone(), p: p, events: make([]Event, 0, 8*MaxLevels)}
	s.st.now = Time{Round: 1}
	for i := range p.n {
		s.st.lv[i].meter = p.lv[i].seed
		s.st.lv[i].seeded = p.lv[i].seed
	}
	s.st.rng.Seed(seed)
	if p.weight > 0 {
		s.st.until = geometric(&s.st.rng, p.gapC)
	}
	return s, nil
}

// clone returns c with slices of its own.
func (c Config) clone() Config {
	c.Levels = append([]LevelConfig(nil), c.Levels...)
	c.Outcomes = append([]Outcome(nil), c.Outcomes...)
	return c
}

// Config returns the configuration the system was built from.
func (s *System) Config() Config { return s.cfg.clone() }

// Levels returns the number of meters.
func (s *System) Levels() int { return s.p.n }

// Unit returns the progressive wager the system is scaled for.
func (s *System) Unit() money.Amount { return s.p.unit }

// Meter returns the amount on meter level, 0 when there is no such level.
func (s *System) Meter(level int) money.Amount {
	if level < 0 || level >= s.p.n {
		return 0
	}
	return s.st.lv[level].meter
}

// Level returns a snapshot of meter level, and whether there is one.
func (s *System) Level(level int) (Level, bool) {
	if level < 0 || level >= s.p.n {
		return Level{}, false
	}
	lp, ls := &s.p.lv[level], &s.st.lv[level]
	return Level{
		Name: s.cfg.Levels[level].Name, Seed: lp.seed, Reset: lp.reset, Ceiling: lp.ceiling,
		Rate: lp.rate, ReserveRate: lp.reserve,
		Meter: ls.meter, Reserve: ls.reserve, Carry: ls.carryM + ls.carryR,
		Contributed: ls.contributed, Seeded: ls.seeded, Paid: ls.paid, PaidOurs: ls.paidOurs, Hits: ls.hits,
	}, true
}

// Totals returns the sums over the levels of Contributed (what the wagers
// have put into the meters and reserves) and Seeded (what the house has
// put in), in whole cents: what a table moves through its ledger, read
// without building a Level for each meter.
func (s *System) Totals() (contributed, seeded money.Amount) {
	for i := range s.p.n {
		contributed += s.st.lv[i].contributed
		seeded += s.st.lv[i].seeded
	}
	return contributed, seeded
}

// Funds returns a level's Contributed and Seeded (see Level) without
// building the whole Level; zeros when there is no such level.
func (s *System) Funds(level int) (contributed, seeded money.Amount) {
	if level < 0 || level >= s.p.n {
		return 0, 0
	}
	return s.st.lv[level].contributed, s.st.lv[level].seeded
}

// Wagered returns the progressive wagers that have fed the system: all of
// them, and those placed at our table.
func (s *System) Wagered() (all, ours money.Amount) { return s.st.wagered, s.st.wageredOurs }

// Now returns the game time: ticks counted by Advance, and the round in
// progress.
func (s *System) Now() Time { return s.st.now }

// History appends the latest hits (at most MaxHits), oldest first, to dst.
func (s *System) History(dst []Hit) []Hit { return s.st.hist.appendTo(dst) }

// Recent returns the i-th latest hit remembered (0 the latest), and false when there is none:
// History without a slice, for a caller that looks for the hits since one it knows.
func (s *System) Recent(i int) (Hit, bool) {
	h := &s.st.hist
	if i < 0 || i >= h.n {
		return Hit{}, false
	}
	return h.at(h.n - 1 - i), true
}

// Events returns what the last call that changes the system did, in order.
// The slice is reused by the next such call (Contribute, Pay, PaySplit,
// Advance, EndRound, UnmarshalBinary); a call that fails reports nothing.
func (s *System) Events() []Event { return s.events }

// emit records e.
func (s *System) emit(e Event) { s.events = append(s.events, e) }

// begin starts a call that may change the system.
func (s *System) begin() { s.events = s.events[:0] }
