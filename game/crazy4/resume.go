package crazy4

import (
	"encoding/binary"
	"errors"
	"fmt"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/record"
	"felt/game/table"
)

// The round in play, saved within the table (save.go), little-endian:
//
//	magic "FC4R", version uint16 (the edition of the rules it was played by)
//	the ledger as it stands: each seat's bank, the house, the meters, the
//	    cage: int64
//	phase uint8, turn int8
//	the round's seed uint64, draws from the table stream since the deal
//	    uint32
//	the dealer's five cards, the communal card: uint8 each; flags uint8
//	    (bit 0 a communal card is out, bit 1 the Magic Card and the Lucky
//	    Bonus position are drawn), the Magic Card uint8, the Lucky Bonus
//	    position int8
//	per seat: in play (bit 0) and folded (bit 1) uint8, its five cards
//	    uint8 each, its wagers: NumWagers × int64 (on the felt before the
//	    deal; after it, everything staked, the Play wager included)
//	the round's events: count uint32, then each: Kind, Seat, Wager,
//	    Index, Card, Up, Action, Result uint8, Value uint32, Amount, Pay
//	    int64
//	CRC-32 (IEEE) of all the bytes of this record before it: uint32
//
// The ledger's wagers are rebuilt from the seats' wagers: each staked,
// those taken at coin-in collected; the result must be the ledger as
// saved. The hands are ranked again from the cards. The shoe is shuffled
// from the seed again and deals as many cards (and draws the Magic Card
// and the Lucky Bonus position again), and the table stream makes as many
// draws: the rest of the round comes out as it would have.
const (
	roundMagic = "FC4R"
	// rulesEdition numbers the rules a round is played by: raise it when
	// a change to the rules or the pay tables would settle a saved round
	// otherwise than the game that dealt it. A round of another edition
	// is void.
	rulesEdition = 1
	maxEvents    = 4096
	maxDraws     = 1 << 16
)

// errRound is why a saved round cannot go on.
var errRound = errors.New("the saved round cannot go on")

// appendRound appends the record of the round in play to b.
func (t *Table) appendRound(b []byte) []byte {
	le := binary.LittleEndian
	start := len(b)
	b = record.AppendHead(b, roundMagic, rulesEdition)
	bal := t.ledger.Balances()
	for _, a := range bal.Bank {
		b = le.AppendUint64(b, uint64(a))
	}
	for _, a := range [3]money.Amount{bal.House, bal.Meters, bal.Cage} {
		b = le.AppendUint64(b, uint64(a))
	}
	b = append(b, byte(t.phase), byte(int8(t.turn)))
	// Before the deal, what the last round left (its seed, its cards) is
	// not saved: the round has none yet.
	dealt := t.phase == Deciding
	var seed cards.Seed
	var draws uint32
	var dealer [5]cards.Card
	var communal, magic cards.Card
	flags := byte(0)
	if dealt {
		seed, draws, dealer = t.seed, t.draws, t.dealer
		if t.shared {
			flags, communal = flags|1, t.communal
		}
		if t.drawn {
			flags, magic = flags|2, t.magic
		}
	}
	b = le.AppendUint64(b, uint64(seed))
	b = le.AppendUint32(b, draws)
	for _, c := range dealer {
		b = append(b, byte(c))
	}
	lucky := table.Dealer
	if flags&2 != 0 {
		lucky = t.lucky
	}
	b = append(b, byte(communal), flags, byte(magic), byte(int8(lucky)))
	for s := range t.seats {
		st := &t.seats[s]
		f := byte(0)
		var hand [5]cards.Card
		if dealt && st.inPlay {
			f, hand = 1, st.cards
			if st.folded {
				f |= 2
			}
		}
		b = append(b, f)
		for _, c := range hand {
			b = append(b, byte(c))
		}
		for w := range st.stake {
			b = le.AppendUint64(b, uint64(t.ledger.Staked(s, table.Wager(w))))
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
	bal      table.Balances
	phase    Phase
	turn     int
	seed     cards.Seed
	draws    uint32
	dealer   [5]cards.Card
	communal cards.Card
	shared   bool
	drawn    bool
	magic    cards.Card
	lucky    int
	flags    [table.Seats]uint8
	cards    [table.Seats][5]cards.Card
	stake    [table.Seats]stakes
	events   []table.Event
}

// resume goes on with a saved round at t, freshly loaded between rounds
// at the balances bal (those of a void of the round): it checks the round,
// rebuilds the ledger, the seats' round, the hands, the shoe and the
// table stream, and the events. An error means the round cannot go on;
// the caller then voids it (voidLoaded).
func (t *Table) resume(data []byte, bal *table.Balances) error {
	rd, err := readRound(data)
	if err != nil {
		return err
	}
	if err := t.checkRound(rd); err != nil {
		return fmt.Errorf("%w: %w", errRound, err)
	}
	if err := t.rebuildLedger(bal, rd); err != nil {
		return fmt.Errorf("%w: %w", errRound, err)
	}
	t.clearLoadedRound()
	t.phase, t.turn, t.seed, t.draws = rd.phase, rd.turn, rd.seed, rd.draws
	if rd.phase == Deciding {
		t.resumeDeal(rd)
	}
	t.log.Reset()
	if t.log.Recording() {
		for i := range rd.events {
			*t.log.Next() = rd.events[i]
		}
	}
	return nil
}

// resumeDeal sets up the cards, hands and streams of a saved round after
// its deal.
func (t *Table) resumeDeal(rd *savedRound) {
	t.dealt, t.dealer, t.communal, t.shared = true, rd.dealer, rd.communal, rd.shared
	t.drawn, t.magic, t.lucky = rd.drawn, rd.magic, rd.lucky
	players := 0
	for s := range t.seats {
		st := &t.seats[s]
		if rd.flags[s]&1 == 0 {
			continue
		}
		players++
		st.inPlay, st.folded, st.cards, st.stake = true, rd.flags[s]&2 != 0, rd.cards[s], rd.stake[s]
		st.open = st.stake.spots()
		st.four, st.five = t.eval.FourFive(&st.cards)
		st.class4, st.class5 = paytable.ClassOf4(st.four), paytable.ClassOf5(st.five)
		if t.shared && st.stake[SixCard] > 0 {
			v, out := t.eval.SixOf(&st.cards, t.communal)
			st.six, st.sixOut = v, uint8(out)
		}
	}
	t.dealer4, t.dealer5 = t.eval.FourFive(&t.dealer)
	t.dealerC4, t.dealerC5 = paytable.ClassOf4(t.dealer4), paytable.ClassOf5(t.dealer5)
	n := 5 * (players + 1)
	if t.shared {
		n++
	}
	// The shoe as the deal left it: the same cards taken, the same draws
	// made. Nothing in the rest of the round draws from it, but a table
	// resumed is the same table.
	t.shoe.Shuffle(rd.seed)
	var deck [5*(table.Seats+1) + 1]cards.Card
	t.fail(t.shoe.Take(deck[:n]))
	if t.drawn {
		t.shoe.IntN(cards.DeckSize)
		t.shoe.IntN(players + 1)
	}
	t.rng.Reseed(rd.seed, tablePurpose)
	for range rd.draws {
		t.rng.Chance(1)
	}
}

// clearLoadedRound forgets any round on the seats and at the dealer.
func (t *Table) clearLoadedRound() {
	t.dealt, t.shared, t.drawn, t.splitPaid, t.lucky = false, false, false, false, table.Dealer
	t.dealer, t.dealer4, t.dealer5, t.communal, t.magic = [5]cards.Card{}, 0, 0, 0, 0
	t.seed, t.draws = 0, 0
	t.results = [table.Seats]SeatResult{}
	for s := range t.seats {
		st := &t.seats[s]
		st.inPlay, st.folded, st.part, st.stake, st.open = false, false, 0, stakes{}, 0
		st.cards, st.four, st.five, st.six, st.sixOut = [5]cards.Card{}, 0, 0, 0, 0
	}
}

// readRound parses the record of a round in play.
func readRound(data []byte) (*savedRound, error) {
	r, err := record.Open(data, roundMagic, rulesEdition)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errRound, err)
	}
	rd := &savedRound{}
	for s := range rd.bal.Bank {
		rd.bal.Bank[s] = amount(&r)
	}
	rd.bal.House, rd.bal.Meters, rd.bal.Cage = amount(&r), amount(&r), amount(&r)
	rd.phase, rd.turn = Phase(r.Byte()), int(int8(r.Byte()))
	rd.seed, rd.draws = cards.Seed(r.Uint64()), r.Uint32()
	for i := range rd.dealer {
		rd.dealer[i] = cards.Card(r.Byte())
	}
	rd.communal = cards.Card(r.Byte())
	flags := r.Byte()
	rd.shared, rd.drawn = flags&1 != 0, flags&2 != 0
	rd.magic, rd.lucky = cards.Card(r.Byte()), int(int8(r.Byte()))
	if flags > 3 {
		r.Fail(fmt.Errorf("flags %b", flags))
	}
	for s := range rd.flags {
		rd.flags[s] = r.Byte()
		for i := range rd.cards[s] {
			rd.cards[s][i] = cards.Card(r.Byte())
		}
		for w := range rd.stake[s] {
			rd.stake[s][w] = amount(&r)
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
			r.Fail(fmt.Errorf("event %+v", e))
		}
		rd.events = append(rd.events, e)
	}
	if err := r.End(); err != nil {
		return nil, fmt.Errorf("%w: %w", errRound, err)
	}
	return rd, nil
}
