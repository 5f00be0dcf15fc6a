package crisscross

import (
	"felt/game/cards"
	"felt/game/hand"
	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
)

// Deal calls "no more bets" and deals a round from seed: the table-mates
// see to their credits and place their wagers by habit, the progressive
// wagers are collected and feed the meters, the five community cards are
// dealt face down in the cross, then two cards to each seat with the
// antes up, one at a time clockwise from the dealer's left (001 ch.8 D);
// each Player's cards are turned up for them and their hand named. Play
// goes on to the first Player seat that must decide, or to the end of the
// round when no Player is in it. After a round is done, Deal opens the
// next one first (a Player then has no wagers up and sits it out).
func (t *Table) Deal(seed cards.Seed) error {
	if t.err != nil {
		return t.err
	}
	if t.street != NoStreet {
		return ErrRound
	}
	var inPlay [table.Seats]bool // a table-mate always antes (mateBets)
	dealt := 0                   // seats in play
	for n := range t.seats {
		switch t.seats[n].who {
		case Mate:
			inPlay[n] = true
		case Player:
			// The betting actions keep a Player's wagers legal: equal
			// antes, side wagers only with them.
			inPlay[n] = !t.ended && t.ledger.OnFelt(n, AnteAcross) > 0
		}
		if inPlay[n] {
			dealt++
		}
	}
	if dealt == 0 {
		return ErrNoBets
	}
	t.begin()
	t.script.Rewind()
	for n := range t.seats {
		if t.seats[n].who == Mate {
			t.bankroll(n)
		}
	}
	// The cards come off the shoe first: the draws the table-mates' habits
	// make follow them in the shoe's stream.
	t.seed, t.draws = seed, 0
	t.stackNow, t.stackNext = t.stackNext, nil
	var deck [CrossSize + 2*table.Seats]cards.Card
	var taken []cards.Card
	if t.stackNow != nil {
		taken = t.drawStacked(seed, deck[:CrossSize+2*dealt], &inPlay)
	} else {
		taken = t.draw(seed, deck[:CrossSize+2*dealt])
	}
	for n := range t.seats {
		s := &t.seats[n]
		s.inPlay = inPlay[n]
		if s.who == Mate {
			t.mateBets(n)
		}
	}
	if t.log.Recording() {
		ev := t.log.Next()
		// A stacked round says so (Up): scripted play.
		ev.Kind, ev.Seat, ev.Amount, ev.Up = table.NoMoreBets, table.Dealer, money.Amount(seed), t.stackNow != nil
	}
	t.coinIn()
	t.dealCards(taken)
	t.setStreet(AcrossStreet)
	t.next, t.turn = 0, -1
	t.advance()
	return t.err
}

// coinIn notes the wagers of the seats in play, remembers them for Rebet,
// and collects the progressive wagers (Collected) into the meters
// (MeterChanged). Each system is fed the table's wagers together
// (credited to the first seat that made one): the meters carry fractions
// of a cent, so one sum feeds them exactly as the wagers one by one would.
func (t *Table) coinIn() {
	var fed [2]money.Amount
	var from [2]int
	rec := t.log.Recording()
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
				t.fail(t.ledger.CollectStake(n, w))
				if rec {
					ev := t.log.Next()
					ev.Kind, ev.Seat, ev.Wager, ev.Amount = table.Collected, int8(n), w, a
				}
				if fed[i] == 0 {
					from[i] = n
				}
				fed[i] += a
			}
		}
	}
	for i := range fed {
		if fed[i] > 0 {
			t.contribute(i, fed[i], from[i])
			t.meterChanged(i, table.Dealer, table.NoResult)
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
		t.fail(t.ledger.FundMeters(d, table.Contribute))
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
// seat in play, one at a time, all face down; then each Player's two
// cards are turned up for them, and their hand named on both lines (the
// hole cards, the hand so far).
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
	if !rec {
		return
	}
	for _, n := range order {
		if s := &t.seats[n]; s.inPlay && s.who == Player {
			t.showHole(n)
			h := Partial(s.view.Hole[0], s.view.Hole[1])
			t.ranked(n, AcrossBet, h, HoleCards, false)
			t.ranked(n, DownBet, h, HoleCards, false)
		}
	}
}

// showHole turns seat n's hole cards face up (CardShown).
func (t *Table) showHole(n int) {
	for i, c := range t.seats[n].view.Hole {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Index, ev.Card, ev.Up = table.CardShown, int8(n), uint8(i), c, true
	}
}

// ranked reports a hand named (HandRanked): seat n's (or the community
// cards', table.Community) for wager w, its value, the cards it uses (a
// bit each: HoleCards, CardBit) and whether it is a complete five-card
// hand (Up) or a line still forming (a Partial).
func (t *Table) ranked(n int, w table.Wager, v hand.Five, used uint8, complete bool) {
	ev := t.log.Next()
	ev.Kind, ev.Seat, ev.Wager, ev.Value, ev.Index, ev.Up = table.HandRanked, int8(n), w, uint32(v), used, complete
}

// take deals the next len(dst) cards: from the stacked deck while a test
// has stacked one, else from the shoe (17 cards at most are dealt from 52).
func (t *Table) take(dst []cards.Card) {
	k := 0
	for ; k < len(dst) && len(t.stack) > 0; k++ {
		dst[k], t.stack = t.stack[0], t.stack[1:]
	}
	t.dealt = uint8(len(dst) - k)
	t.fail(t.shoe.Take(dst[k:]))
}
