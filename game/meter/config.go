package meter

import (
	"encoding/binary"
	"fmt"

	"felt/game/digest"
	"felt/game/money"
)

// Limits on a configuration and on the amounts a system keeps. They are far
// beyond anything the game needs and make every sum and product exact.
const (
	MaxLevels          = 4                           // levels in one system (Mega/Major/Minor uses three)
	MaxWager           = 1_000_000 * money.Credit    // largest progressive wager or unit
	MaxSeed            = 100_000_000 * money.Credit  // largest seed, reset or ceiling once scaled
	MaxTotal           = money.Amount(1 << 60)       // largest amount or running total kept
	MaxTables          = 1_000                       // linked tables
	MaxWagersPerMinute = 600                         // wagers a linked table places per minute
	MaxPerRound        = 100_000                     // wagers the linked tables place per round of ours
	MaxOf              = int64(1 << 40)              // denominator of the hit chances (keeps their draws within 1e-5)
	MaxTicks           = int64(1 << 40)              // ticks one Advance may count
	ticksPerMinute     = int64(60 * TicksPerSecond)  // the Link rates are per minute
	maxSplit           = MaxSeat                     // winners one split can have
	fingerprintVersion = "felt/game/meter config v1" // salt of the fingerprint
)

// LevelConfig is one meter of a system. The amounts are those the rule
// documents list, for a wager of Config.Base; a system scales them to its
// Unit.
type LevelConfig struct {
	Name    string       // what the front end calls it: "Jackpot", "Mega", "Major", "Minor"
	Seed    money.Amount // the initial amount
	Reset   money.Amount // the amount after a 100% hit (the documents' "reset amount")
	Rate    PPM          // rate of progression: the share of each wager the meter gets
	Reserve PPM          // reserve rate: the share of each wager set aside to fund resets
	Ceiling money.Amount // the most the meter shows, 0 for no ceiling
}

// Outcome is a hand that pays off a meter, as the linked tables see it:
// with Weight chances in Config.Of, a linked wager pays Share of meter Level.
// A system's outcomes exclude one another (one hand per wager).
type Outcome struct {
	Name   string // the hand, for the front end: "four aces", "royal flush"
	Level  int
	Share  PPM
	Weight int64
}

// Link is the traffic of the virtual linked tables.
type Link struct {
	Tables          int // tables linked to ours; hits elsewhere name one of them
	WagersPerMinute int // progressive wagers each of them places per minute of game time
	PerRound        int // wagers they place together for each round of ours (EndRound)
}

// Config describes a progressive system: its levels, the wager they are
// scaled for and the linked tables that feed it. The presets are Configs.
type Config struct {
	Name     string
	Base     money.Amount  // the wager the levels' amounts are listed for ($1 in most documents)
	Unit     money.Amount  // our table's progressive wager: amounts scale by Unit/Base
	Levels   []LevelConfig // one or more meters fed by one wager
	Outcomes []Outcome     // the linked tables' hands that hit the meters
	Of       int64         // the denominator of the outcomes' weights
	Link     Link
}

// DefaultLink is the linked tables the presets use: 24 tables placing 5
// progressive wagers a minute each (2 a second: a $1 meter at 25% climbs 50
// cents a second while a player watches) and 24 more for each of our rounds,
// so the meter still moves when rounds are played fast. At 1 in 54,145 a
// linked jackpot comes every few hours of play: rare, but it happens.
func DefaultLink() Link { return Link{Tables: 24, WagersPerMinute: 5, PerRound: 24} }

// WithUnit returns c for a progressive wager of unit: the levels' amounts
// then scale by unit/Base, as seed 000 §13(f) says.
func (c Config) WithUnit(unit money.Amount) Config {
	c.Unit = unit
	return c
}

// ClimbPerMinute is how much the linked tables add to meter level per
// minute of game time (rounded down), from their wagers per tick alone; 0
// when c is not a valid configuration or has no such level.
func (c Config) ClimbPerMinute(level int) money.Amount {
	if _, err := compile(c); err != nil || level < 0 || level >= len(c.Levels) {
		return 0
	}
	wagers := money.Amount(c.Link.Tables) * money.Amount(c.Link.WagersPerMinute)
	return sharePPM(wagers*c.Unit, c.Levels[level].Rate)
}

// levelParams is a level's configuration scaled to the system's unit.
type levelParams struct {
	seed, reset, ceiling money.Amount
	rate, reserve        PPM
}

// params is a validated configuration in the form the system uses.
type params struct {
	n        int
	unit     money.Amount
	lv       [MaxLevels]levelParams
	outcomes []Outcome
	weight   int64  // the outcomes' weights together
	gapC     uint64 // -log2(1 - weight/Of) in fixed point; 0 when every wager hits
	perTick  int64  // linked wagers per tick, in 1/ticksPerMinute of a wager
	perRound int64
	tables   int64
	maxReset money.Amount
	print    [8]byte // fingerprint of what a saved record must match
}

// compile validates c and returns its parameters.
func compile(c Config) (params, error) {
	var p params
	bad := func(format string, a ...any) (params, error) {
		return params{}, fmt.Errorf("%w: %s: %s", ErrConfig, c.Name, fmt.Sprintf(format, a...))
	}
	if c.Base < 1 || c.Base > MaxWager || c.Unit < 1 || c.Unit > MaxWager {
		return bad("base %d and unit %d must be 1 to %d cents", c.Base, c.Unit, MaxWager)
	}
	if len(c.Levels) < 1 || len(c.Levels) > MaxLevels {
		return bad("%d levels, want 1 to %d", len(c.Levels), MaxLevels)
	}
	p.n, p.unit = len(c.Levels), c.Unit
	var rates PPM
	for i, l := range c.Levels {
		if l.Rate < 0 || l.Reserve < 0 || l.Rate > Whole || l.Reserve > Whole {
			return bad("level %d: rates %v and %v out of range", i, l.Rate, l.Reserve)
		}
		rates += l.Rate + l.Reserve
		lp := levelParams{rate: l.Rate, reserve: l.Reserve}
		for _, a := range []struct {
			v   money.Amount
			out *money.Amount
		}{{l.Seed, &lp.seed}, {l.Reset, &lp.reset}, {l.Ceiling, &lp.ceiling}} {
			if a.v < 0 || a.v > MaxSeed {
				return bad("level %d: amount %d out of range", i, a.v)
			}
			scaled := a.v * c.Unit // both ≤ 10^10: exact in int64
			if scaled%c.Base != 0 || scaled/c.Base > MaxSeed {
				return bad("level %d: amount %v does not scale exactly to a %v wager", i, a.v, c.Unit)
			}
			*a.out = scaled / c.Base
		}
		if lp.ceiling != 0 && (lp.ceiling < lp.seed || lp.ceiling < lp.reset) {
			return bad("level %d: ceiling below the seed or reset", i)
		}
		p.lv[i] = lp
		p.maxReset = max(p.maxReset, lp.reset)
	}
	if rates > Whole {
		return bad("rates add up to %v, over 100%%", rates)
	}
	if c.Of < 0 || c.Of > MaxOf {
		return bad("denominator %d out of range", c.Of)
	}
	for _, o := range c.Outcomes {
		if o.Level < 0 || o.Level >= p.n || o.Share <= 0 || o.Share > Whole || o.Weight < 1 {
			return bad("outcome %q: level %d, share %v, weight %d", o.Name, o.Level, o.Share, o.Weight)
		}
		p.weight += o.Weight
		if p.weight > c.Of {
			return bad("outcomes' weights add up to more than %d", c.Of)
		}
	}
	p.outcomes = append([]Outcome(nil), c.Outcomes...)
	if p.weight > 0 && p.weight < c.Of {
		p.gapC = log2fix(uint64(c.Of)) - log2fix(uint64(c.Of-p.weight))
	}
	l := c.Link
	if l.Tables < 0 || l.Tables > MaxTables || l.WagersPerMinute < 0 || l.WagersPerMinute > MaxWagersPerMinute ||
		l.PerRound < 0 || l.PerRound > MaxPerRound {
		return bad("link %+v out of range", l)
	}
	if l.Tables == 0 && (l.WagersPerMinute != 0 || l.PerRound != 0) {
		return bad("linked wagers without linked tables")
	}
	p.tables, p.perTick, p.perRound = int64(l.Tables), int64(l.Tables)*int64(l.WagersPerMinute), int64(l.PerRound)
	p.print = fingerprint(&p, c.Of)
	return p, nil
}

// fingerprint digests what a saved state depends on: the unit, the scaled
// levels and the hit chances. The names and the linked tables' traffic are
// left out, so they can change between versions without losing the meters.
func fingerprint(p *params, of int64) [8]byte {
	b := []byte(fingerprintVersion)
	put := func(v int64) { b = binary.LittleEndian.AppendUint64(b, uint64(v)) }
	put(int64(p.unit))
	put(int64(p.n))
	for _, l := range p.lv[:p.n] {
		put(int64(l.seed))
		put(int64(l.reset))
		put(int64(l.ceiling))
		put(int64(l.rate))
		put(int64(l.reserve))
	}
	put(of)
	put(int64(len(p.outcomes)))
	for _, o := range p.outcomes {
		put(int64(o.Level))
		put(int64(o.Share))
		put(o.Weight)
	}
	sum := digest.Sum256(b)
	return [8]byte(sum[:8])
}
