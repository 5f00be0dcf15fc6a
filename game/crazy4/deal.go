package crazy4

import (
	"fmt"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

// tablePurpose names the round's table stream: the table-mates' habits and
// hunches. It is separate from the shoe, so a seed deals the same cards
// whatever the table-mates draw; it is seeded only in a round that draws
// from it.
const tablePurpose = "felt/crazy4 table"

// Deal announces "no more bets" and deals the round from seed: the
// table-mates place their wagers by habit, the progressive and Five Card
// Hand Bonus wagers are taken and fed to the meters, and five cards go to
// each seat with an Ante and to the dealer, one at a time from the
// dealer's left, then the communal card if a 6 Card Bonus is in play. The
// table draws the Magic Card and the Lucky Bonus position from the shoe's
// stream after the cards, so the cards do not depend on them. Then the seats
// decide in turn: table-mates at once, the person when Decide is called.
// If the person has no Ante they sit the round out. The same table, seed
// and decisions always give the same round.
func (t *Table) Deal(seed cards.Seed) error {
	if t.err != nil {
		return t.err
	}
	if t.phase == Deciding {
		return fmt.Errorf("%w: the cards are already out", ErrPhase)
	}
	if p := t.cfg.Person; t.cfg.Mates == 0 && (p == NoPerson || t.current(p)[Ante] == 0) {
		return ErrNoPlayers
	}
	if t.phase == Done {
		t.openRound()
	}
	t.rng.Reseed(seed, tablePurpose)
	t.seed, t.draws = seed, 0
	for s := range t.seats {
		st := &t.seats[s]
		switch st.who {
		case Mate:
			t.bankroll(s)
			t.mateBets(s, &st.stake)
			if t.rig != nil && t.rig.bets[s] != nil {
				st.stake = *t.rig.bets[s]
			}
			if t.script != nil {
				copy(st.stake[:], t.script.Bets[s][:])
			}
			t.placeMate(s, &st.stake)
		case Person:
			st.stake = t.staked(s)
		}
	}
	for s := range t.seats {
		st := &t.seats[s]
		// Seat by seat: the compiler clears a seat's result with vector
		// stores, all six with a string instruction slower to start.
		t.results[s] = SeatResult{}
		st.inPlay = st.stake[Ante] > 0
		if st.inPlay {
			st.last = st.stake
			st.open = st.stake.spots()
		}
	}
	t.stackedName = ""
	if t.scripted != nil {
		t.stackedName = t.scripted.Name
	}
	if t.log.Recording() {
		// A stacked round says so (Up): scripted play.
		*t.log.Next() = table.Event{Kind: table.NoMoreBets, Seat: table.Dealer, Amount: money.Amount(seed), Up: t.scripted != nil}
	}
	t.coinIn()
	t.dealCards(seed)
	t.draw()
	t.scripted = nil
	t.phase, t.turn, t.dealt = Deciding, 0, true
	t.advance()
	return t.err
}

// dealCards deals five cards to each seat in play and the dealer, one at a
// time clockwise from the dealer's left, and the communal card when a 6
// Card Bonus is in play; then ranks the hands and shows the person theirs.
func (t *Table) dealCards(seed cards.Seed) {
	rec := t.log.Recording()
	n := 5
	for s := range t.seats {
		if t.seats[s].inPlay {
			n += 5
		}
	}
	for s := range t.seats {
		if t.has(s, SixCard) {
			t.shared = true
			n++
			break
		}
	}
	var deck [5*(table.Seats+1) + 1]cards.Card
	t.take(seed, deck[:n])
	k := 0
	for i := range uint8(5) {
		for s := range t.seats {
			if t.seats[s].inPlay {
				c := deck[k]
				k++
				t.seats[s].cards[i] = c
				if rec {
					ev := t.log.Next()
					ev.Kind, ev.Seat, ev.Index, ev.Card = table.CardDealt, int8(s), i, c
				}
			}
		}
		c := deck[k]
		k++
		t.dealer[i] = c
		if rec {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Index, ev.Card = table.CardDealt, table.Dealer, i, c
		}
	}
	if t.shared {
		t.communal = deck[k]
		if rec {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Card = table.CardDealt, table.Community, t.communal
		}
	}
	for s := range t.seats {
		if st := &t.seats[s]; st.inPlay {
			st.four, st.five = t.eval.FourFive(&st.cards)
			st.class4, st.class5 = paytable.ClassOf4(st.four), paytable.ClassOf5(st.five)
			if t.shared && st.stake[SixCard] > 0 {
				v, out := t.eval.SixOf(&st.cards, t.communal)
				st.six, st.sixOut = v, uint8(out)
			}
		}
	}
	t.dealer4, t.dealer5 = t.eval.FourFive(&t.dealer)
	t.dealerC4, t.dealerC5 = paytable.ClassOf4(t.dealer4), paytable.ClassOf5(t.dealer5)
	if p := t.cfg.Person; p != NoPerson && t.seats[p].inPlay {
		t.show(p)
		t.ranked(p, Ante)
	}
}

// take fills dst with the round's cards in the order dealt: from the shoe
// shuffled from seed (stacked by scripted play, stack.go), or from the rigged deck of a
// scenario test.
func (t *Table) take(seed cards.Seed, dst []cards.Card) {
	if t.scripted != nil {
		t.takeStacked(seed, dst)
		return
	}
	if !t.rigged() {
		t.shoe.Shuffle(seed)
		t.fail(t.shoe.Take(dst))
		return
	}
	if copy(dst, t.rig.deck) < len(dst) {
		t.fail(fmt.Errorf("the rigged deck has only %d cards", len(t.rig.deck)))
	}
}

// show turns a seat's five cards face up.
func (t *Table) show(s int) {
	if !t.log.Recording() {
		return
	}
	for i, c := range t.seats[s].cards {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Index, ev.Card, ev.Up = table.CardShown, int8(s), uint8(i), c, true
	}
}

// draw draws the Magic Card from a full virtual deck and the Lucky Bonus
// position among the seats in play and the dealer, when a Five Card Hand
// Bonus wager is in play (seed 000 §1). It draws from the shoe's stream,
// after the round's cards: one seeding of ChaCha8 serves both.
func (t *Table) draw() {
	hb := t.cfg.HandBonus
	if !hb.Offered || !(hb.MagicCard || hb.LuckyBonus) {
		return
	}
	n, any := 0, false
	for s := range t.seats {
		if t.seats[s].inPlay {
			n++
			any = any || t.has(s, HandBonus) || t.has(s, DealerBonus)
		}
	}
	if !any {
		return
	}
	if t.rigged() {
		t.magic, t.lucky = t.rig.magic, t.rig.lucky
	} else {
		t.magic = cards.Card(t.shoe.IntN(cards.DeckSize))
		i := t.shoe.IntN(n + 1)
		t.lucky = table.Dealer
		for s := range t.seats {
			if t.seats[s].inPlay {
				if i == 0 {
					t.lucky = s
					break
				}
				i--
			}
		}
	}
	t.drawn = true
	if !t.log.Recording() {
		return
	}
	if hb.MagicCard {
		*t.log.Next() = table.Event{Kind: table.MagicDrawn, Seat: table.Dealer, Card: t.magic, Up: true}
	}
	if hb.LuckyBonus {
		*t.log.Next() = table.Event{Kind: table.LuckyDrawn, Seat: int8(t.lucky)}
	}
}

// rigged reports whether a scenario test has stacked the deck.
func (t *Table) rigged() bool { return t.rig != nil && t.rig.deck != nil }

// ranked reports the hand of seat s (or of the dealer, table.Dealer) for
// wager w: its value and the cards it uses, a bit per card as dealt, bit 5
// the communal card (HandRanked). The 6 Card Bonus hand is a hand.Five
// (Up), the others the best four of five. It does nothing when the log
// does not record (and inlines to that test).
func (t *Table) ranked(s int, w table.Wager) {
	if t.log.Recording() {
		t.rank(s, w)
	}
}

// rank is ranked when the log records.
func (t *Table) rank(s int, w table.Wager) {
	var v uint32
	var used uint8
	switch {
	case s == table.Dealer:
		_, used = t.eval.FourUsed(&t.dealer)
		v = uint32(t.dealer4)
	case w == SixCard:
		v, used = uint32(t.seats[s].six), 0x3f&^(1<<t.seats[s].sixOut)
	default:
		_, used = t.eval.FourUsed(&t.seats[s].cards)
		v = uint32(t.seats[s].four)
	}
	e := t.log.Next()
	e.Kind, e.Seat, e.Wager, e.Value, e.Index, e.Up = table.HandRanked, int8(s), w, v, used, w == SixCard
}
