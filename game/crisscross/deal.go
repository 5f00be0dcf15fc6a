package crisscross

import (
	"fmt"
	"slices"

	"felt/game/cards"
	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
)

// Deal calls "no more bets" and deals a round from seed: the table-mates
// place their wagers by habit, the progressive wagers are collected and
// feed the meters, the five community cards are dealt face down in the
// cross, then two cards to each seat with the antes up, one at a time
// clockwise from the dealer's left (001 ch.8 D). Play goes on to the first
// Player seat that must decide, or to the end of the round when no Player
// is in it. A seat whose antes differ, or with a side wager and no antes,
// stops the deal with an error and nothing changes.
func (t *Table) Deal(seed cards.Seed) error {
	if t.phase != Betting {
		return ErrRound
	}
	var inPlay [table.Seats]bool // a table-mate always antes (mateBets)
	dealt := 0                   // seats in play
	for n := range t.seats {
		s := &t.seats[n]
		switch s.who {
		case Mate:
			inPlay[n] = true
		case Player:
			a, d := t.ledger.OnFelt(n, AnteAcross), t.ledger.OnFelt(n, AnteDown)
			switch {
			case a != d:
				return fmt.Errorf("seat %d: %w", n, ErrAntes)
			case a == 0 && t.sideUp(n):
				return fmt.Errorf("seat %d: %w", n, ErrNeedsAnte)
			}
			inPlay[n] = a > 0
		}
		if inPlay[n] {
			dealt++
		}
	}
	if dealt == 0 {
		return ErrNoBets
	}
	t.begin()
	t.round++
	t.cross, t.shown = [CrossSize]cards.Card{}, 0
	back := cards.BackFor(t.round)
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Amount, ev.Card = table.RoundStart, table.Dealer, money.Amount(t.round&0xFFFF_FFFF), cards.Card(back)
	}
	// The cards come off the shoe first: the draws the table-mates' habits
	// make follow them in the shoe's stream.
	var deck [CrossSize + 2*table.Seats]cards.Card
	taken := t.draw(seed, deck[:CrossSize+2*dealt])
	for n := range t.seats {
		s := &t.seats[n]
		s.clearRound()
		s.inPlay = inPlay[n]
		if s.who == Mate {
			t.mateBets(n)
		}
	}
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat = table.NoMoreBets, table.Dealer
	}
	t.coinIn()
	t.dealCards(taken)
	t.street(AcrossStreet)
	t.next, t.turn = 0, -1
	t.advance()
	return nil
}

// coinIn notes the wagers of the seats in play, remembers them for Rebet, and
// collects the progressive wagers into the meters. Each system is fed the
// table's wagers together (credited to the first seat that made one):
// the meters carry fractions of a cent, so one sum feeds them exactly as
// the wagers one by one would.
func (t *Table) coinIn() {
	var fed [2]money.Amount
	var from [2]int
	for n := range t.seats {
		s := &t.seats[n]
		if !s.inPlay {
			continue
		}
		if s.who == Player { // a table-mate's are set as it bets (mateBets)
			for w := range NumWagers {
				s.stake[w] = t.ledger.OnFelt(n, w)
			}
		}
		s.ante = s.stake[AnteAcross]
		s.last, s.lastOK = s.stake, s.who == Player
		for i, w := range [2]table.Wager{BonusSpin, Xtreme} {
			if a := s.stake[w]; a > 0 {
				_ = t.ledger.CollectStake(n, w)
				if fed[i] == 0 {
					from[i] = n
				}
				fed[i] += a
			}
		}
	}
	for i, w := range [2]table.Wager{BonusSpin, Xtreme} {
		if fed[i] > 0 {
			t.contribute(i, fed[i], from[i])
			if t.log.Recording() {
				ev := t.log.Next()
				ev.Kind, ev.Seat, ev.Wager, ev.Amount = table.MeterChanged, table.Dealer, w, t.meters[i].Meter(0)
			}
		}
	}
}

// contribute feeds meter system i with wagers from seat n, and moves what the
// meter and its reserve took from the house to the meters in the ledger.
func (t *Table) contribute(i int, wager money.Amount, n int) {
	m := t.meters[i]
	before, _ := m.Funds(0)
	if m.Contribute(wager, meter.Seat(n+1)) != nil {
		return // only beyond meter.MaxTotal: the meter keeps what it has
	}
	after, _ := m.Funds(0)
	if d := after - before; d > 0 {
		_ = t.ledger.FundMeters(d, table.Contribute)
	}
}

// draw shuffles the shoe from seed and takes the round's cards into deck,
// as many as it holds: the cross, then two for each seat in play. It
// returns deck.
func (t *Table) draw(seed cards.Seed, deck []cards.Card) []cards.Card {
	t.shoe.Shuffle(seed)
	t.take(deck)
	return deck
}

// dealCards deals the cards draw took: the cross, then two cards to each
// seat in play, one at a time.
func (t *Table) dealCards(deck []cards.Card) {
	rec := t.log.Recording()
	copy(t.cross[:], deck[:CrossSize])
	if rec {
		for p, c := range t.cross {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Index, ev.Card = table.CardDealt, table.Community, uint8(p), c
		}
	}
	k := CrossSize
	order := table.DealOrder()
	for i := range 2 {
		for _, n := range order {
			if s := &t.seats[n]; s.inPlay {
				c := deck[k]
				k++
				s.view.Hole[i] = c
				if rec {
					ev := t.log.Next()
					ev.Kind, ev.Seat, ev.Index, ev.Card = table.CardDealt, int8(n), uint8(i), c
				}
			}
		}
	}
}

// take deals the next len(dst) cards: from the stacked deck while a test
// has stacked one, else from the shoe (17 cards at most are dealt from 52).
func (t *Table) take(dst []cards.Card) {
	k := 0
	for ; k < len(dst) && len(t.stack) > 0; k++ {
		dst[k], t.stack = t.stack[0], t.stack[1:]
	}
	_ = t.shoe.Take(dst[k:])
}

// mateBets places a table-mate's wagers by habit: Units table minimums on
// each ante; the Five Card Bonus with its SideBets chance; Bonus Spin and
// Bonus Spin Xtreme each with its Jackpots chance, bigger for a bigger
// bettor. A mate short of credits for the antes and three 3x street bets
// buys in again first (free play).
func (t *Table) mateBets(n int) {
	s := &t.seats[n]
	m, h := &s.mate, &s.habits
	ante := h.ante
	bonus, spin, xtreme := money.Amount(0), money.Amount(0), money.Amount(0)
	if t.cfg.Bonus.Offered() && t.chance(m.SideBets) {
		bonus = h.bonus
	}
	if t.cfg.Spin.Offered() && t.chance(m.Jackpots) {
		spin = h.spin
	}
	if t.cfg.Xtreme.Offered() && t.chance(m.Jackpots) {
		xtreme = h.xtreme
	}
	need := 11*ante + bonus + spin + xtreme
	if bal := t.ledger.Balance(n); bal < need {
		_ = t.ledger.BuyIn(n, max(money.Amount(m.BuyIn)*t.cfg.Ante.Min, need-bal))
	}
	// A table-mate's spots are empty when it bets: no one bets for it
	// between rounds, and its last round's wagers are settled. What it
	// stakes is its round's wagers (coinIn).
	s.stake[AnteAcross], s.stake[AnteDown], s.stake[FiveCardBonus], s.stake[BonusSpin], s.stake[Xtreme] = ante, ante, bonus, spin, xtreme
	t.moveSpot(n, AnteAcross, 0, ante)
	t.moveSpot(n, AnteDown, 0, ante)
	t.moveSpot(n, FiveCardBonus, 0, bonus)
	t.moveSpot(n, BonusSpin, 0, spin)
	t.moveSpot(n, Xtreme, 0, xtreme)
}

// habits are the wagers of a table-mate when it makes them, worked out
// once when it sits down: its ante, Five Card Bonus, Bonus Spin and Bonus
// Spin Xtreme (see mateBets).
type habits struct {
	ante, bonus, spin, xtreme money.Amount
}

// habitsOf returns the wagers of table-mate m at this table.
func (t *Table) habitsOf(m *table.Mate) habits {
	return habits{
		ante:   min(max(money.Amount(m.Units)*t.cfg.Ante.Min, t.cfg.Ante.Min), t.cfg.Ante.Max),
		bonus:  min(max(money.Amount(m.Units)*t.cfg.Bonus.Min, t.cfg.Bonus.Min), t.cfg.Bonus.Max),
		spin:   pick(t.cfg.Spin.Exact, money.Credits(map1or5(m.Units))),
		xtreme: pick(t.cfg.Xtreme.Exact, money.Credits(map125(m.Units))),
	}
}

// chance draws true with ppm parts per million, drawing nothing when the
// answer is sure: that test inlines.
func (t *Table) chance(ppm uint32) bool {
	if ppm-1 >= 1_000_000-1 {
		return ppm != 0 // 0 never, 1,000,000 or more always
	}
	return t.shoe.IntN(1_000_000) < int(ppm)
}

// map1or5 is the Bonus Spin wager a mate of units likes: 5 for a bigger
// bettor, else 1.
func map1or5(units int64) int64 {
	if units >= 2 {
		return 5
	}
	return 1
}

// map125 is the Xtreme wager a mate of units likes.
func map125(units int64) int64 {
	switch {
	case units >= 4:
		return 5
	case units >= 2:
		return 2
	}
	return 1
}

// pick returns the largest allowed amount up to want, or the smallest
// allowed when none is that small.
func pick(allowed []money.Amount, want money.Amount) money.Amount {
	best := money.Amount(0)
	for _, a := range allowed {
		if a <= want && a > best {
			best = a
		}
	}
	if best == 0 && len(allowed) > 0 {
		best = slices.Min(allowed)
	}
	return best
}
