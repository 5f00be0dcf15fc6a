package crazy4

import (
	"math/bits"

	"felt/game/hand"
	"felt/game/meter"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

// outcome is how a wager is to be settled: lost, pushed, or won with a pay
// from the house (fixed odds), from a meter, or from a dealer-hand jackpot
// split among its bettors.
type outcome struct {
	win   money.Amount  // the house's pay on a fixed-odds win, beyond the stake on the felt
	meter *meter.System // the system a percentage pay comes from; nil for a fixed pay
	share meter.PPM
	level int
	value uint32
	line  int8 // the pay table line, -1 for none
	res   table.Result
	split bool // the seat's part of a dealer-hand jackpot
	// dealers is true when the hand settled on is the dealer's (a Bad Beat on the dealer's
	// losing hand).
	dealers bool
}

// lines gives, for each class of hand, the line of a pay table that pays
// it (-1 for none): Find, looked up once when the table is built.
type lines [16]int8

// linesOf looks up every class of hand in pt.
func linesOf[C ~uint8](pt paytable.Table[C]) lines {
	var l lines
	for c := range l {
		l[c] = int8(pt.Find(C(c)))
	}
	return l
}

// payOn is o.Pay(stake), without the division for the "n to 1" and "n
// for 1" odds that nearly every line pays.
func payOn(o money.Odds, stake money.Amount) money.Amount {
	if o.Den == 1 {
		return stake * money.Amount(o.Num)
	}
	return o.Pay(stake)
}

// settle shows the round down and settles every wager, in the order of the
// documents: the folded seats' forfeits; the dealer's hand; each seat from
// the dealer's right with its Play, Ante, Queens Up and Super Bonus (the
// losing ones taken first, then the others paid), then its progressive and
// bonus wagers; the 6 Card Bonus once the communal card is shown; Cover
// All; and the Envy Bonuses at the end of the round.
func (t *Table) settle() {
	rec := t.log.Recording()
	order := table.SettleOrder()
	t.meterAt(true)
	fold := outcome{res: table.Folded, line: -1}
	for _, s := range order {
		if st := &t.seats[s]; st.inPlay && st.folded {
			var ws [6]table.Wager
			n := 0
			for _, w := range forfeited() {
				if t.has(s, w) {
					ws[n] = w
					n++
				}
			}
			t.fail(t.ledger.SettleLoseAll(s, ws[:n]))
			for _, w := range ws[:n] {
				t.lost(s, w, &fold)
			}
		}
	}
	q := table.Pushed
	if DealerQualifies(t.dealer4) {
		q = table.Won
	}
	if rec {
		for i, c := range t.dealer {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Index, ev.Card, ev.Up = table.CardShown, table.Dealer, uint8(i), c, true
		}
		t.ranked(table.Dealer, Ante)
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Result, ev.Value = table.Qualified, table.Dealer, q, uint32(t.dealer4)
	}
	t.splitPaid = false
	for _, s := range order {
		st := &t.seats[s]
		if !st.inPlay {
			continue
		}
		if !st.folded {
			if rec {
				if st.who != Person {
					t.show(s)
				}
				t.ranked(s, Ante)
			}
			t.settleMain(s)
		}
		t.settleBonus(s)
	}
	t.settleSixCard()
	t.settleCoverAll()
	t.payEnvy()
	for _, m := range [2]*meter.System{t.prog, t.bonus} {
		if m != nil {
			// The linked tables play their round too: the meters move.
			t.fail(m.EndRound())
			t.meterChanged(m)
		}
	}
	if rec {
		*t.log.Next() = table.Event{Kind: table.RoundEnd, Seat: table.Dealer}
	}
	t.phase = Done
}

// settleMain settles a seat's Play, Ante, Queens Up and Super Bonus, as
// Showdown does. The outcomes are filled in place: built and returned as
// values, they cost a copy each, and a stall when the copy reads back in
// wide words what was just written in narrow ones.
func (t *Table) settleMain(s int) {
	st := &t.seats[s]
	ante, play, qualifies := vsDealer(st.four, t.dealer4)
	v := uint32(st.four)
	var os [4]outcome
	t.vs(&os[0], s, Play, play, v)
	t.vs(&os[1], s, Ante, ante, v)
	t.fixed4(&os[2], s, QueensUp, &t.queens, t.queensL[st.class4], v)
	if i := t.superL[st.class4]; i >= 0 {
		t.fixed4(&os[3], s, SuperBonus, &t.super, i, v)
	} else {
		os[3].res, os[3].line, os[3].value = superBelow(qualifies, st.four, t.dealer4).Result, -1, v
	}
	t.pay(s, mainOrder(), &os)
}

// settleBonus settles a seat's progressive and bonus wagers: all of them
// for a seat that played, the Five Card Hand Bonus on the dealer's hand
// alone for one that folded.
func (t *Table) settleBonus(s int) {
	st := &t.seats[s]
	var os [4]outcome
	for i := range os {
		os[i].line = -1
	}
	if !st.folded {
		if t.has(s, Progressive) {
			t.progressive(&os[0], s)
		}
		if t.has(s, HandBonus) {
			t.fiveCard(&os[1], s, HandBonus, st.five, st.class5)
		}
		if t.has(s, BadBeat) {
			t.badBeatOutcome(&os[3], s)
		}
	}
	if t.has(s, DealerBonus) {
		t.fiveCard(&os[2], s, DealerBonus, t.dealer5, t.dealerC5)
		os[2].split = os[2].meter != nil
	}
	t.pay(s, bonusOrder(), &os)
}

// pay settles a seat's wagers of one group, in paying order: the losing
// ones taken first, then the others paid (seed 004 "Paying Out").
func (t *Table) pay(s int, order [4]table.Wager, os *[4]outcome) {
	open := t.seats[s].open
	var lost [4]table.Wager
	var at [4]uint8 // lost[k] is order[at[k]]
	n := 0
	var rest uint8 // bit i: order[i] is open and not lost
	for i, w := range order {
		if open&(1<<(w%16)) == 0 {
			continue
		}
		if os[i].res == table.Lost || os[i].res == table.Folded {
			lost[n], at[n] = w, uint8(i)
			n++
		} else {
			rest |= 1 << i
		}
	}
	if n > 0 {
		t.fail(t.ledger.SettleLoseAll(s, lost[:n]))
		for k, w := range lost[:n] {
			t.lost(s, w, &os[at[k]%4])
		}
	}
	// apply closes the wager it settles and no other.
	for ; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros8(rest) % 4
		t.apply(s, order[i], &os[i])
	}
}

// The outcomes below are filled in place into a zero outcome.

// lose makes o a lost wager on a hand of value v.
func (o *outcome) lose(v uint32) { o.res, o.line, o.value = table.Lost, -1, v }

// vs is the outcome of a wager against the dealer, from Showdown.
func (t *Table) vs(o *outcome, s int, w table.Wager, r Outcome, v uint32) {
	o.res, o.line, o.value = r.Result, -1, v
	if r.Result == table.Won {
		o.win = payOn(r.Odds, t.seats[s].stake[w])
	}
}

// fixed4 is the outcome of a fixed-odds wager on a four-card hand paid by
// line i of pt (-1: lost).
func (t *Table) fixed4(o *outcome, s int, w table.Wager, pt *paytable.Table[paytable.Class4], i int8, v uint32) {
	if i < 0 {
		o.lose(v)
		return
	}
	o.res, o.win, o.line, o.value = table.Won, payOn(pt.Lines[i].Pay.Odds, t.seats[s].stake[w]), i, v
}

// line5 is the outcome of a "for 1" or percentage wager on a five-card
// hand v of class c, paid by pt (its lines by class in l), from the system
// m for a percentage line.
func (t *Table) line5(o *outcome, s int, w table.Wager, pt *paytable.Table[paytable.Class5], l *lines, m *meter.System, v hand.Five, c paytable.Class5) {
	i := l[c]
	if i < 0 {
		o.lose(uint32(v))
		return
	}
	t.linePay(o, s, w, &pt.Lines[i].Pay, m, i, uint32(v))
}

// linePay is the outcome of a won wager on a pay line.
func (t *Table) linePay(o *outcome, s int, w table.Wager, p *paytable.Pay, m *meter.System, i int8, v uint32) {
	o.line, o.value = i, v
	if p.Kind == paytable.Meter {
		o.res, o.meter, o.level, o.share = table.JackpotPay, m, p.Level, meter.PPM(p.Percent)*meter.Percent
		return
	}
	o.res, o.win = table.Won, payOn(p.Odds, t.seats[s].stake[w])
}

// progressive is the outcome of a seat's progressive wager: on its best
// four cards (Four-Card) or its five cards (Five-Card, Multi Game Link).
func (t *Table) progressive(o *outcome, s int) {
	st := &t.seats[s]
	switch t.cfg.Progressive.Kind {
	case FourCard:
		i := t.prog4L[st.class4]
		if i < 0 {
			o.lose(uint32(st.four))
			return
		}
		t.linePay(o, s, Progressive, &t.prog4.Lines[i].Pay, t.prog, i, uint32(st.four))
	case FiveCard, MultiLink:
		t.line5(o, s, Progressive, &t.prog5, &t.prog5L, t.prog, st.five, st.class5)
	default:
		o.lose(0)
	}
}

// fiveCard is the outcome of a Five Card Hand Bonus wager on a hand v of
// class c.
func (t *Table) fiveCard(o *outcome, s int, w table.Wager, v hand.Five, c paytable.Class5) {
	if !t.cfg.HandBonus.Offered {
		o.lose(0)
		return
	}
	t.line5(o, s, w, &t.handBonus, &t.handBonusL, t.bonus, v, c)
}

// badBeatOutcome is the outcome of a seat's Bad Beat wager: it pays on the losing
// hand of the showdown, the seat's two pair or better beaten by the
// dealer's, or the dealer's two pair or better beaten by the seat's (002).
// A tie is no bad beat.
func (t *Table) badBeatOutcome(o *outcome, s int) {
	st := &t.seats[s]
	loser, c := st.four, st.class4
	if t.dealer4 < loser {
		loser, c = t.dealer4, t.dealerC4
	}
	if st.four == t.dealer4 || !loser.AtLeast(hand.TwoPair4) {
		o.lose(uint32(loser))
		return
	}
	t.fixed4(o, s, BadBeat, &t.badBeat, t.badBeatL[c], uint32(loser))
	o.dealers = loser == t.dealer4
}

// apply settles one wager through the ledger, reports it and notes it in
// the seat's result.
func (t *Table) apply(s int, w table.Wager, o *outcome) {
	st := &t.seats[s]
	stake, felt := st.stake[w], st.stake[w]
	if Collected(w) {
		felt = 0
	}
	st.open &^= 1 << (w % 16)
	var back, paid money.Amount
	switch o.res {
	case table.Lost, table.Folded:
		_, err := t.ledger.SettleLose(s, w)
		t.fail(err)
		t.lost(s, w, o)
		return
	case table.Pushed:
		t.fail(t.ledger.SettlePush(s, w))
		back = felt
	default:
		pay := o.win
		switch {
		case o.split:
			// The jackpot is paid off the meter once, when its first
			// bettor is settled, and split among them all.
			if !t.splitPaid {
				t.split(o.level, o.share)
				t.splitPaid = true
			}
			pay = t.seats[s].part
			t.fail(t.ledger.SettleJackpot(s, w, pay))
		case o.meter != nil:
			pay = t.payMeter(o.meter, o.level, o.share, s)
			t.fail(t.ledger.SettleJackpot(s, w, pay))
		default:
			t.fail(t.ledger.SettleWin(s, w, pay))
		}
		back, paid = felt+pay, pay
	}
	net := back - stake
	if t.log.Recording() {
		// Field by field: a composite literal with fields read through o
		// is built on the stack and copied, which stalls (see
		// table.Log.Next).
		e := t.log.Next()
		e.Kind, e.Seat, e.Wager, e.Result, e.Amount = table.Settled, int8(s), w, o.res, net
		e.Value, e.Index, e.Pay = o.value, uint8(o.line), paid
		e.Up = o.dealers
	}
	t.note(s, w, stake, o.res, net)
	if o.meter != nil && !o.split {
		t.jackpotReset(o.meter)
	}
	if w == HandBonus || w == DealerBonus {
		if o.res == table.Won || o.res == table.JackpotPay {
			t.extras(s, w, stake)
		}
	}
}

// lost reports a wager the ledger has settled as lost and notes it in the
// seat's result: apply's bookkeeping, for the losses settled together.
func (t *Table) lost(s int, w table.Wager, o *outcome) {
	st := &t.seats[s]
	stake := st.stake[w]
	st.open &^= 1 << (w % 16)
	if t.log.Recording() {
		e := t.log.Next()
		e.Kind, e.Seat, e.Wager, e.Result, e.Amount = table.Settled, int8(s), w, o.res, -stake
		e.Value, e.Index = o.value, uint8(o.line)
	}
	t.note(s, w, stake, o.res, -stake)
}

// extras pays the Magic Card and the Lucky Bonus on a winning Five Card
// Hand Bonus wager (seed 000 §1, §11(f)(3)): the Magic Card when it is
// among the hand's cards, the Lucky Bonus when the Lucky position is the
// hand's (the seat for its own hand, the dealer for the dealer's). By our
// reading they pay only on a hand that wins the Five Card Hand Bonus.
func (t *Table) extras(s int, w table.Wager, stake money.Amount) {
	if !t.drawn {
		return
	}
	h, pos := &t.seats[s].cards, s
	if w == DealerBonus {
		h, pos = &t.dealer, table.Dealer
	}
	hb := t.cfg.HandBonus
	if hb.MagicCard {
		for _, c := range h {
			if c == t.magic {
				t.extra(s, w, paytable.MagicCard().Pay(stake), table.MagicPay, table.Bonus)
				break
			}
		}
	}
	if hb.LuckyBonus && t.lucky == pos {
		t.extra(s, w, paytable.LuckyBonus().Pay(stake), table.LuckyPay, table.Bonus)
	}
}

// extra pays an amount beyond a wager's own pay, from the house, and
// reports it.
func (t *Table) extra(s int, w table.Wager, a money.Amount, r table.Result, why table.Reason) {
	if a <= 0 {
		return
	}
	t.fail(t.ledger.PayExtra(s, w, a, table.House, why))
	if t.log.Recording() {
		*t.log.Next() = table.Event{Kind: table.Paid, Seat: int8(s), Wager: w, Result: r, Amount: a}
	}
	t.results[s].Wagers[w].Extra += a
}

// has reports whether seat s has a wager on w in the round in play.
func (t *Table) has(s int, w table.Wager) bool { return t.seats[s].stake[w] > 0 }
