package crazy4

import (
	"felt/game/hand"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

// settleSixCard shows the communal card once every seat's other wagers
// are settled and settles the 6 Card Bonus wagers from the dealer's right
// (004). A seat that folded still has its wager in action: its cards,
// tucked under the bonus circle, are shown now.
func (t *Table) settleSixCard() {
	if !t.shared {
		return
	}
	rec := t.log.Recording()
	if rec {
		*t.log.Next() = table.Event{Kind: table.CardShown, Seat: table.Community, Card: t.communal, Up: true}
	}
	for _, s := range table.SettleOrder() {
		if !t.has(s, SixCard) {
			continue
		}
		if t.seats[s].folded && t.seats[s].who != Person {
			t.show(s)
		}
		v := t.seats[s].six
		t.ranked(s, SixCard)
		o := outcome{res: table.Lost, line: t.sixCardL[paytable.ClassOf5(v)], value: uint32(v)}
		if o.line >= 0 {
			o.res = table.Won
			o.win = payOn(t.sixCard.Lines[o.line].Pay.Odds, t.seats[s].stake[SixCard])
			if o.win > paytable.SixCardCap {
				o.res, o.win = table.Capped, paytable.SixCardCap
			}
		}
		t.apply(s, SixCard, &o)
	}
}

// settleCoverAll settles the Cover All wagers once every player's wagers
// are settled (seed 000 §12(j)). The bet wins on the highest four-card
// hand at the table, the dealer's included, when it is three of a kind or
// better, at the pays for the number of players in the round; a folded
// hand is mucked and does not count. A seat that folded still has its
// Cover All in action.
func (t *Table) settleCoverAll() {
	best, holder, players, any := t.dealer4, table.Dealer, 0, false
	for _, s := range table.SettleOrder() {
		st := &t.seats[s]
		if !st.inPlay {
			continue
		}
		players++
		any = any || t.has(s, CoverAll)
		if !st.folded && st.four > best {
			best, holder = st.four, s
		}
	}
	if !any {
		return
	}
	t.ranked(holder, CoverAll)
	if t.log.Recording() {
		// The pays depend on the number of players: the event says it, for the table to
		// show the column of the pay table that settles the bet.
		e := &t.log.Events()[t.log.Len()-1]
		e.Amount = money.Amount(players)
	}
	pt := &t.coverAll[players]
	i := t.coverAllL[players][paytable.ClassOf4(best)]
	for _, s := range table.SettleOrder() {
		if t.has(s, CoverAll) {
			var o outcome
			t.fixed4(&o, s, CoverAll, pt, i, uint32(best))
			t.apply(s, CoverAll, &o)
		}
	}
}

// envy returns the Envy Bonus per credit of progressive wager that seat s's
// hand earns the other progressive bettors; 0 for none. A folded hand is
// mucked and earns nothing.
func (t *Table) envy(s int) money.Amount {
	st := &t.seats[s]
	if !st.inPlay || st.folded {
		return 0
	}
	switch t.cfg.Progressive.Kind {
	case FourCard:
		if i := t.prog4L[st.class4]; i >= 0 {
			return t.prog4.Lines[i].Envy
		}
	case FiveCard, MultiLink:
		if i := t.prog5L[st.class5]; i >= 0 {
			return t.prog5.Lines[i].Envy
		}
	}
	return 0
}

// payEnvy pays the Envy Bonuses at the end of the round (003 §10(c)): each
// progressive bettor, folded or not, from the dealer's right, gets the
// Envy Bonus of every other player's qualifying hand, scaled by its wager;
// never for its own hand or the dealer's. The event's Index is the seat
// whose hand earned it.
func (t *Table) payEnvy() {
	if t.prog == nil {
		return
	}
	var per [table.Seats]money.Amount
	anyone := false
	for s := range t.seats {
		per[s] = t.envy(s)
		anyone = anyone || per[s] > 0
	}
	if !anyone {
		return
	}
	order := table.SettleOrder()
	for _, s := range order {
		wager := t.seats[s].stake[Progressive]
		if wager == 0 {
			continue
		}
		for _, o := range order {
			if o == s || per[o] == 0 {
				continue
			}
			a := per[o] * wager / money.Credit
			t.fail(t.ledger.PayExtra(s, Progressive, a, table.House, table.Envy))
			if t.log.Recording() {
				*t.log.Next() = table.Event{Kind: table.Paid, Seat: int8(s), Wager: Progressive, Result: table.EnvyPay, Amount: a, Index: uint8(o)}
			}
			t.results[s].Wagers[Progressive].Extra += a
		}
	}
}

// six returns a seat's 6 Card Bonus hand: the best five of its five cards
// and the communal card.
func (t *Table) six(s int) hand.Five {
	v, _ := t.eval.SixOf(&t.seats[s].cards, t.communal)
	return v
}
