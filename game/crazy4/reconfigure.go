package crazy4

import (
	"fmt"

	"felt/game/meter"
	"felt/game/table"
)

// Reconfigure returns a table of cfg that goes on from t between rounds: the table settings
// a player changes take effect so, never in a round. The new table keeps the ledger (the
// person's credits and the table-mates' who stay: nothing is given or taken), the round
// counter, the shoe's and the table's streams, the table-mates' strategy, and each meter
// system whose configuration is unchanged, with its level (a progressive that changes pay
// table or kind starts a new meter at its seed). The person keeps their seat and the
// session's seed (the linked tables). Table-mates beyond cfg.Mates leave, the last seated
// first, with their credits (SeatLeft); new ones sit down with their buy-ins (SeatTaken).
// The person's last wagers (for Rebet) keep those the new table takes. The new table is
// between rounds (Done): its next action opens the round (the same number when t had a round
// open for bets and nothing on the felt).
//
// A round in play, or wagers on the felt, give ErrPhase: clear them first. A configuration
// no table can be built from gives its error (ErrConfig) and t is unchanged. On success t
// must not be used any more.
func (t *Table) Reconfigure(cfg Config) (*Table, error) {
	if t.err != nil {
		return nil, t.err
	}
	if t.phase == Deciding {
		return nil, fmt.Errorf("%w: change the table between rounds", ErrPhase)
	}
	for s := range t.seats {
		if t.phase == Betting && t.Bets(s).Total() != 0 {
			return nil, fmt.Errorf("%w: take the wagers off the felt first", ErrPhase)
		}
	}
	cfg.Person, cfg.Seed = t.cfg.Person, t.cfg.Seed
	n, err := build(cfg, t.eval)
	if err != nil {
		return nil, err
	}
	n.ledger = t.ledger
	n.ledger.ClearEntries()
	n.log.SetRecording(t.log.Recording())
	n.shoe, n.rng = t.shoe, t.rng
	n.optimal = t.optimal
	// The meters that are the same system go on; the others start at their seeds.
	fresh := [2]bool{true, true}
	if n.prog != nil && t.prog != nil && sameMeter(t.cfg.Progressive, n.cfg.Progressive) {
		n.prog, fresh[0] = t.prog, false
	}
	if n.bonus != nil && t.bonus != nil && t.cfg.HandBonus.Unit == n.cfg.HandBonus.Unit {
		n.bonus, fresh[1] = t.bonus, false
	}
	// The round counter: a round open for bets stays the same round.
	n.round = t.round
	if t.phase == Betting {
		n.round--
	}
	n.openRound()
	for i, m := range [2]*meter.System{n.prog, n.bonus} {
		if m != nil && fresh[i] {
			n.fail(n.ledger.FundMeters(seeded(m), table.Seed))
		}
	}
	// The seats: the person's, with the last wagers the new table takes; the table-mates
	// who stay.
	n.nextMate = t.nextMate
	if n.nextMate >= len(n.roster) {
		n.nextMate = 0
	}
	if p := cfg.Person; p != NoPerson {
		n.seats[p].who = Person
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
			n.seats[s].who, n.seats[s].mate, n.seats[s].rebuys = Mate, st.mate, st.rebuys
			n.seats[s].plan, n.seats[s].last = n.plan(st.mate), n.takes(st.last)
			continue
		}
		a := n.ledger.Balance(s)
		n.fail(n.ledger.CashOut(s))
		*n.log.Next() = table.Event{Kind: table.SeatLeft, Seat: int8(s), Index: uint8(st.mate), Amount: a}
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
			n.seat(s, next)
			kept++
		}
	}
	if n.err != nil {
		return nil, n.err
	}
	// The new table stands between rounds, as a table restored between rounds does: the
	// next bet opens the next round and reports the seats as they are (SeatState), which a
	// front end shows.
	n.phase, n.round = Done, max(n.round-1, 1)
	return n, nil
}

// sameMeter reports whether two progressive configurations are the same meter system.
func sameMeter(a, b ProgressiveConfig) bool {
	return a.Kind == b.Kind && a.Table == b.Table && a.Unit == b.Unit
}

// takes returns the wagers of a round that this table takes as they are: the others are
// left out, and every side bet with the Ante when the Ante is not taken.
func (t *Table) takes(last stakes) stakes {
	var out stakes
	for w, a := range last {
		if a == 0 || w >= int(NumWagers) {
			continue
		}
		if t.limits[w].Offered() && t.limits[w].Check(a) == nil {
			out[w] = a
		}
	}
	if out[Ante] == 0 || out[SuperBonus] != out[Ante] || (out[SixCard] != 0 && out[SixCard] != out[QueensUp]) {
		if out[Ante] == 0 {
			return stakes{}
		}
		out[SuperBonus] = out[Ante]
		if out[SixCard] != out[QueensUp] {
			out[SixCard] = 0
		}
	}
	out[Play] = 0
	return out
}
