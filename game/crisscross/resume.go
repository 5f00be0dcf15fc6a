package crisscross

import (
	"encoding/binary"
	"errors"
	"fmt"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/record"
	"felt/game/table"
)

// The round in play, saved within the table (save.go), little-endian:
//
//	magic "FCCR", version uint16
//	the fingerprint of the table's rules uint32
//	the ledger as it stands: each seat's bank, the house, the meters, the
//	    cage: int64
//	street uint8, turn int8, next seat to ask uint8, cross cards face up
//	    uint8 (a bit per Position), the cross: 5 × uint8
//	the round's seed uint64, cards the shoe dealt uint8, draws from its
//	    stream since uint32
//	per seat: in play (bit 0) and folded (bit 1) uint8, hole cards 2 ×
//	    uint8, its wagers: NumWagers × int64 (those on the felt before the
//	    deal, those made after it)
//	the round's events: count uint32, then each: Kind, Seat, Wager,
//	    Index, Card, Up, Action, Result uint8, Value uint32, Amount, Pay
//	    int64
//	CRC-32 (IEEE) of all the bytes of this record before it: uint32
//
// The ledger's wagers are rebuilt from the seats' wagers: each staked,
// the progressive ones collected, a folded seat's lost; the result must be
// the ledger as saved. The shoe is shuffled from the seed again, deals as
// many cards and makes as many draws: its stream goes on as it would have.
const (
	roundMagic   = "FCCR"
	roundVersion = 1
	maxEvents    = 4096
	maxDraws     = 1 << 16
)

// errRound is why a saved round cannot go on.
var errRound = errors.New("the saved round cannot go on")

// appendRound appends the record of the round in play to b.
func (t *Table) appendRound(b []byte) []byte {
	le := binary.LittleEndian
	start := len(b)
	b = record.AppendHead(b, roundMagic, roundVersion)
	b = le.AppendUint32(b, t.ruleSum)
	bal := t.ledger.Balances()
	for _, a := range bal.Bank {
		b = le.AppendUint64(b, uint64(a))
	}
	for _, a := range [3]money.Amount{bal.House, bal.Meters, bal.Cage} {
		b = le.AppendUint64(b, uint64(a))
	}
	b = append(b, byte(t.street), byte(int8(t.turn)), byte(t.next), t.shown)
	for _, c := range t.cross {
		b = append(b, byte(c))
	}
	b = le.AppendUint64(b, uint64(t.seed))
	b = append(b, t.dealt)
	b = le.AppendUint32(b, t.draws)
	for n := range t.seats {
		s := &t.seats[n]
		flags := byte(0)
		if s.inPlay {
			flags |= 1
		}
		if s.folded {
			flags |= 2
		}
		b = append(b, flags, byte(s.view.Hole[0]), byte(s.view.Hole[1]))
		spots := s.stake
		if t.street == NoStreet {
			for w := range NumWagers {
				spots[w] = t.ledger.OnFelt(n, w)
			}
		}
		for _, a := range spots {
			b = le.AppendUint64(b, uint64(a))
		}
	}
	evs := t.log.Events()
	b = le.AppendUint32(b, uint32(len(evs)))
	for i := range evs {
		e := &evs[i]
		up := byte(0)
		if e.Up {
			up = 1
		}
		b = append(b, byte(e.Kind), byte(e.Seat), byte(e.Wager), e.Index, byte(e.Card), up, byte(e.Action), byte(e.Result))
		b = le.AppendUint32(b, e.Value)
		b = le.AppendUint64(b, uint64(e.Amount))
		b = le.AppendUint64(b, uint64(e.Pay))
	}
	return record.AppendChecksum(b, start)
}

// savedRound is a decoded round in play.
type savedRound struct {
	bal    table.Balances
	street Street
	turn   int
	next   int
	shown  uint8
	cross  [CrossSize]cards.Card
	seed   cards.Seed
	dealt  uint8
	draws  uint32
	flags  [table.Seats]uint8
	hole   [table.Seats][2]cards.Card
	spots  [table.Seats]wagers
	events []table.Event
}

// resume goes on with the saved round of sv at t, freshly built and
// seated from sv: it rebuilds the ledger, the seats' round, the shoe's
// stream and the events. An error means the round cannot go on; t is then
// to be voided (void).
func (t *Table) resume(sv *saved) error {
	rd, err := t.readRound(sv.round2)
	if err != nil {
		return err
	}
	if err := t.checkRound(rd); err != nil {
		return fmt.Errorf("%w: %w", errRound, err)
	}
	if err := t.rebuildLedger(sv, rd); err != nil {
		return fmt.Errorf("%w: %w", errRound, err)
	}
	t.street, t.turn, t.next, t.shown, t.cross = rd.street, rd.turn, rd.next, rd.shown, rd.cross
	t.seed, t.dealt, t.draws, t.ended = rd.seed, rd.dealt, rd.draws, false
	for n := range t.seats {
		s := &t.seats[n]
		s.clearRound()
		if rd.street == NoStreet || rd.flags[n]&1 == 0 {
			continue
		}
		s.inPlay, s.folded, s.stake, s.ante = true, rd.flags[n]&2 != 0, rd.spots[n], rd.spots[n][AnteAcross]
		s.view = Situation{Street: rd.street, Hole: rd.hole[n], Shown: rd.shown}
		for p := range Position(CrossSize) {
			if rd.shown&(1<<p) != 0 {
				s.view.Cross[p] = rd.cross[p]
			}
		}
		if s.folded {
			for w, a := range s.stake {
				if a > 0 && table.Wager(w) != FiveCardBonus {
					s.results[w] = Settlement{Result: table.Folded, Net: -a}
				}
			}
		}
	}
	if rd.street != NoStreet {
		t.shoe.Shuffle(rd.seed)
		var deck [CrossSize + 2*table.Seats]cards.Card
		t.fail(t.shoe.Take(deck[:rd.dealt]))
		for range rd.draws {
			t.shoe.IntN(1_000_000)
		}
	}
	t.log.Reset()
	if t.log.Recording() {
		for i := range rd.events {
			*t.log.Next() = rd.events[i]
		}
	}
	return nil
}

// readRound parses the record of a round in play.
func (t *Table) readRound(data []byte) (*savedRound, error) {
	r, err := record.Open(data, roundMagic, roundVersion)
	if err != nil {
		return nil, err
	}
	if r.Uint32() != t.ruleSum {
		return nil, fmt.Errorf("%w: a table of other rules", errRound)
	}
	rd := &savedRound{}
	for n := range rd.bal.Bank {
		rd.bal.Bank[n] = amount(&r)
	}
	rd.bal.House, rd.bal.Meters, rd.bal.Cage = amount(&r), amount(&r), amount(&r)
	rd.street, rd.turn, rd.next, rd.shown = Street(r.Byte()), int(int8(r.Byte())), int(r.Byte()), r.Byte()
	for p := range rd.cross {
		rd.cross[p] = cards.Card(r.Byte())
	}
	rd.seed, rd.dealt, rd.draws = cards.Seed(r.Uint64()), r.Byte(), r.Uint32()
	for n := range rd.flags {
		rd.flags[n], rd.hole[n][0], rd.hole[n][1] = r.Byte(), cards.Card(r.Byte()), cards.Card(r.Byte())
		for w := range rd.spots[n] {
			rd.spots[n][w] = amount(&r)
		}
	}
	count := r.Uint32()
	if count > maxEvents {
		return nil, fmt.Errorf("%w: %d events", errRound, count)
	}
	rd.events = make([]table.Event, 0, count)
	for range count {
		var e table.Event
		e.Kind, e.Seat, e.Wager, e.Index = table.Kind(r.Byte()), int8(r.Byte()), table.Wager(r.Byte()), r.Byte()
		e.Card, e.Up, e.Action, e.Result = cards.Card(r.Byte()), r.Byte() == 1, table.Action(r.Byte()), table.Result(r.Byte())
		e.Value, e.Amount, e.Pay = r.Uint32(), money.Amount(r.Int64()), money.Amount(r.Int64())
		if e.Kind.String() == "?" || e.Result.String() == "?" || e.Action.String() == "?" || e.Seat < table.Community || e.Seat >= table.Seats {
			r.Fail(fmt.Errorf("%w: event %+v", errRound, e))
		}
		rd.events = append(rd.events, e)
	}
	if err := r.End(); err != nil {
		return nil, err
	}
	return rd, nil
}

// shownAt are the community cards face up on each street.
var shownAt = [...]uint8{
	AcrossStreet: 0,
	DownStreet:   1<<Left | 1<<Right,
	MiddleStreet: 1<<Left | 1<<Right | 1<<Top | 1<<Bottom,
}

// checkRound checks that a saved round is one a table could reach: before
// the deal, Player seats' wagers the betting rules allow; after it, a
// Player's turn on a street, the cards distinct, each seat's wagers and
// decisions those of its streets.
func (t *Table) checkRound(rd *savedRound) error {
	if rd.street == NoStreet {
		if rd.turn != -1 || rd.next != 0 || rd.shown != 0 || rd.dealt != 0 || rd.draws != 0 {
			return errors.New("a round before the deal with a turn or cards")
		}
		for n := range t.seats {
			if rd.flags[n] != 0 || rd.hole[n] != [2]cards.Card{} || rd.spots[n] != (wagers{}) && t.seats[n].who != Player {
				return fmt.Errorf("seat %d: cards or wagers before the deal", n)
			}
		}
		return nil
	}
	if rd.street > MiddleStreet || rd.shown != shownAt[rd.street] || rd.dealt > CrossSize+2*table.Seats || rd.draws > maxDraws {
		return fmt.Errorf("street %v with cards %b, %d dealt, %d draws", rd.street, rd.shown, rd.dealt, rd.draws)
	}
	if rd.turn < 0 || rd.turn >= table.Seats || rd.next != rd.turn || t.seats[rd.turn].who != Player || rd.flags[rd.turn] != 1 {
		return fmt.Errorf("turn %d, next %d", rd.turn, rd.next)
	}
	var seen cards.Set
	use := func(c cards.Card) bool {
		if c >= cards.DeckSize || seen&cards.SetOf(c) != 0 {
			return false
		}
		seen |= cards.SetOf(c)
		return true
	}
	for _, c := range rd.cross {
		if !use(c) {
			return fmt.Errorf("cross card %d", c)
		}
	}
	for n := range t.seats {
		if err := t.checkSeat(rd, n, use); err != nil {
			return fmt.Errorf("seat %d: %w", n, err)
		}
	}
	return nil
}

// checkSeat checks seat n of a saved round after the deal.
func (t *Table) checkSeat(rd *savedRound, n int, use func(cards.Card) bool) error {
	who, f, b := t.seats[n].who, rd.flags[n], &rd.spots[n]
	if f == 0 {
		if who == Mate || *b != (wagers{}) || rd.hole[n] != [2]cards.Card{} {
			return errors.New("wagers, cards or a table-mate out of play")
		}
		return nil
	}
	if f > 3 || who == Empty || !use(rd.hole[n][0]) || !use(rd.hole[n][1]) {
		return fmt.Errorf("flags %d, %v, cards %v", f, who, rd.hole[n])
	}
	ante := b[AnteAcross]
	if ante <= 0 || b[AnteDown] != ante {
		return fmt.Errorf("antes %v and %v", ante, b[AnteDown])
	}
	for w, a := range b {
		if PreDeal(table.Wager(w)) && a > 0 && t.limit(table.Wager(w)).Check(a) != nil {
			return fmt.Errorf("%s of %v", WagerName(table.Wager(w)), a)
		}
	}
	// The street bets: 1x to 3x the ante on each street decided, in
	// order; a folded seat's stop at the street it folded on.
	folded, bets := f&2 != 0, 0
	decided := 0
	for k, w := range [3]table.Wager{AcrossBet, DownBet, MiddleBet} {
		street := Street(k + 1)
		if street < rd.street || street == rd.street && n < rd.turn {
			decided++
		}
		switch a := b[w]; {
		case a == 0:
		case bets == k && k < decided && a%ante == 0 && a/ante <= 3:
			bets++
		default:
			return fmt.Errorf("%s of %v", WagerName(w), a)
		}
	}
	if folded && bets >= decided || !folded && bets != decided {
		return fmt.Errorf("%d street bets of %d decided (folded %v)", bets, decided, folded)
	}
	return nil
}

// rebuildLedger sets the ledger to the saved round's: at the void's
// balances, with the wagers in play staked again (those before the deal
// on the felt; after it the progressive ones collected and a folded
// seat's lost). It must come out as the ledger saved.
func (t *Table) rebuildLedger(sv *saved, rd *savedRound) error {
	bal := sv.bal
	if rd.street != NoStreet {
		for n := range t.seats {
			if rd.flags[n]&2 == 0 {
				continue
			}
			for w, a := range rd.spots[n] {
				if table.Wager(w) != FiveCardBonus {
					bal.Bank[n] += a
					bal.House -= a
				}
			}
		}
	}
	if err := t.ledger.Restore(bal); err != nil {
		return err
	}
	for n := range t.seats {
		b := &rd.spots[n]
		if *b == (wagers{}) {
			continue
		}
		if rd.street == NoStreet {
			if err := t.check(n, b, &wagers{}, true); err != nil {
				return err
			}
		}
		if err := t.ledger.StakeAll(n, b[:]); err != nil {
			return err
		}
		if rd.street == NoStreet {
			continue
		}
		for _, w := range [2]table.Wager{BonusSpin, Xtreme} {
			if b[w] > 0 {
				if err := t.ledger.CollectStake(n, w); err != nil {
					return err
				}
			}
		}
		if rd.flags[n]&2 != 0 {
			for w, a := range b {
				if a > 0 && table.Wager(w) != FiveCardBonus {
					if _, err := t.ledger.SettleLose(n, table.Wager(w)); err != nil {
						return err
					}
				}
			}
		}
	}
	if got := t.ledger.Balances(); got != rd.bal {
		return errors.New("the wagers do not add up to the ledger saved")
	}
	t.ledger.ClearEntries()
	return nil
}
