package crisscross

import (
	"fmt"
	"reflect"
	"slices"

	"felt/game/paytable"
	"felt/game/table"
)

// Reconfigure returns a table of cfg that goes on from t between rounds: the table settings
// a player changes take effect so, never in a round. The new table keeps the ledger (the
// person's credits and the table-mates' who stay: nothing is given or taken), the round
// counter, the shoe, the strategy (when cfg names none), and each meter whose configuration
// is unchanged, with its level (another paytable's meter starts at its seed). The person
// keeps their seat and the session's seed. Table-mates beyond cfg.Mates leave with their
// credits (SeatLeft), the last seated first; new ones sit down with their buy-ins
// (SeatTaken). The person's last wagers (for Rebet) keep those the new table takes. The new
// table is between rounds (Done): its next action opens the round (the same number when t
// had a round open for bets and nothing on the felt).
//
// A round in play, or wagers on the felt, give ErrRound: clear them first. A configuration
// no table can be built from gives its error (ErrConfig) and t is unchanged. On success t
// must not be used any more.
func (t *Table) Reconfigure(cfg Config) (*Table, error) {
	if t.err != nil {
		return nil, t.err
	}
	switch t.Phase() {
	case table.Deciding:
		return nil, fmt.Errorf("%w: change the table between rounds", ErrRound)
	case table.Betting:
		for s := range t.seats {
			if t.Bets(s).Total() != 0 {
				return nil, fmt.Errorf("%w: take the wagers off the felt first", ErrRound)
			}
		}
	}
	cfg.Person, cfg.Seed = t.person, t.cfg.Seed
	if cfg.Optimal == nil {
		cfg.Optimal = t.cfg.Optimal
	}
	cap, err := cfg.validate()
	if err != nil {
		return nil, err
	}
	cfg.Ante.Exact, cfg.Bonus.Exact = nil, slices.Clone(cfg.Bonus.Exact)
	cfg.Spin.Exact, cfg.Xtreme.Exact = slices.Clone(cfg.Spin.Exact), slices.Clone(cfg.Xtreme.Exact)
	cfg.Roster = slices.Clone(cfg.Roster)
	n := &Table{cfg: cfg, eval: t.eval, cap: cap, turn: -1, person: cfg.Person}
	n.roster = n.cfg.roster()
	n.ruleSum = n.cfg.fingerprint()
	for i, pt := range [3]paytable.Table[paytable.Class5]{cfg.Main, cfg.Antes, cfg.FiveCard} {
		n.pays[i] = byClass(pt)
	}
	if _, ok := cfg.Optimal.(Simple); !ok {
		n.strat = cfg.Optimal
	}
	if n.meters, err = newMeters(&n.cfg); err != nil {
		return nil, err
	}
	if reflect.DeepEqual(t.cfg.SpinTable.Meter, n.cfg.SpinTable.Meter) {
		n.meters[spinMeter] = t.meters[spinMeter]
	}
	if reflect.DeepEqual(t.cfg.XtremeTable.Meter, n.cfg.XtremeTable.Meter) {
		n.meters[xtremeMeter] = t.meters[xtremeMeter]
	}
	n.ledger = t.ledger
	n.ledger.ClearEntries()
	n.log.SetRecording(t.log.Recording())
	n.shoe = t.shoe
	// The round counter: a round open for bets stays the same round.
	n.round = t.round
	if t.Phase() == table.Betting {
		n.round--
	}
	n.openRound()
	n.nextMate = t.nextMate
	if n.nextMate >= len(n.roster) {
		n.nextMate = 0
	}
	if p := n.person; p != NoPerson {
		n.seats[p].who = Player
		n.seats[p].last = n.takes(t.seats[p].last)
	}
	kept := 0
	for s := range t.seats {
		st := &t.seats[s]
		if st.who != Mate {
			continue
		}
		if kept < cfg.Mates && st.mate < len(n.roster) {
			kept++
			ns := &n.seats[s]
			ns.who, ns.mate, ns.rebuys, ns.habits = Mate, st.mate, st.rebuys, n.habitsOf(&n.roster[st.mate])
			continue
		}
		n.seats[s].who, n.seats[s].mate = Mate, st.mate
		n.leave(s)
	}
	for s := range n.seats {
		if kept >= cfg.Mates {
			break
		}
		if n.seats[s].who == Empty {
			next := n.nextMate
			if n.seated(next) {
				next = n.following(next)
			}
			n.seatMate(s, next)
			kept++
		}
	}
	if n.err != nil {
		return nil, n.err
	}
	// The new table stands between rounds, as a table restored between rounds does: the
	// next bet opens the next round and reports the seats as they are (SeatState), which a
	// front end shows.
	n.ended, n.round = true, max(n.round-1, 1)
	return n, nil
}

// takes returns the wagers of a round that this table takes as they are: the others are
// left out, and all of them when the antes are not taken.
func (t *Table) takes(last wagers) wagers {
	var out wagers
	for w, a := range last {
		if a != 0 && t.Limit(table.Wager(w)).Check(a) == nil {
			out[w] = a
		}
	}
	if out[AnteAcross] == 0 || out[AnteDown] != out[AnteAcross] {
		return wagers{}
	}
	out[AcrossBet], out[DownBet], out[MiddleBet] = 0, 0, 0
	return out
}
