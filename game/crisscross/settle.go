package crisscross

import (
	"felt/game/cards"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

// settle settles the round from the dealer's right (001 ch.11 H, I): every
// Five Card Bonus first; then each seat still in has its hole cards turned,
// its Across and Down hands named, and its antes and street bets paid, the
// win held to the aggregate payout cap; then its Bonus Spin and Bonus Spin
// Xtreme, with the wheels and the Community Pays to the other bettors.
// Last, the meters' linked tables play their share of the round.
func (t *Table) settle() {
	order := table.SettleOrder()
	if t.cfg.Bonus.Offered() {
		community := &t.pays[fivePays][paytable.ClassOf5(t.eval.Five(&t.cross))]
		for _, n := range order {
			if stake := t.seats[n].stake[FiveCardBonus]; stake > 0 {
				t.settleOdds(n, FiveCardBonus, community, stake)
			}
		}
	}
	for _, n := range order {
		s := &t.seats[n]
		if !s.inPlay || s.folded {
			continue
		}
		for i, c := range s.hole {
			if t.log.Recording() {
				*t.log.Next() = table.Event{Kind: table.CardShown, Seat: int8(n), Index: uint8(i), Card: c, Up: true}
			}
		}
		h0, h1 := s.hole[0], s.hole[1]
		across := [5]cards.Card{h0, h1, t.cross[Left], t.cross[Middle], t.cross[Right]}
		down := [5]cards.Card{h0, h1, t.cross[Top], t.cross[Middle], t.cross[Bottom]}
		s.across, s.down = t.eval.Five(&across), t.eval.Five(&down)
		s.ranked = true
		if t.log.Recording() {
			*t.log.Next() = table.Event{Kind: table.HandRanked, Seat: int8(n), Wager: AcrossBet, Value: uint32(s.across)}
		}
		if t.log.Recording() {
			*t.log.Next() = table.Event{Kind: table.HandRanked, Seat: int8(n), Wager: DownBet, Value: uint32(s.down)}
		}
		t.settleMain(n)
		t.settleSpin(n)
		t.settleXtreme(n)
	}
	t.endMeters()
	if t.log.Recording() {
		*t.log.Next() = table.Event{Kind: table.RoundEnd, Seat: table.Dealer, Amount: money.Amount(t.round & 0xFFFF_FFFF)}
	}
	t.ended = true
}

// settleMain settles a seat's antes and street bets as Showdown does, by
// the pay tables looked up once, with the aggregate payout cap (001 ch.12
// B): their wins together are at most Cap. A win the cap cuts is settled
// as table.Capped, its stake returned with what is left of the cap.
func (t *Table) settleMain(n int) {
	s := &t.seats[n]
	ca, cd := paytable.ClassOf5(s.across), paytable.ClassOf5(s.down)
	ante, main := &t.pays[antePays], &t.pays[mainPays]
	o := [5]*Outcome{&ante[ca], &ante[cd], &main[ca], &main[cd], &main[max(ca, cd)]}
	room := t.cap
	for i, w := range [5]table.Wager{AnteAcross, AnteDown, AcrossBet, DownBet, MiddleBet} {
		stake := s.stake[w]
		if o[i].Result != table.Won {
			t.settleOdds(n, w, o[i], stake)
			continue
		}
		win := payOn(o[i].Odds, stake)
		pay := min(win, room)
		room -= pay
		_ = t.ledger.SettleWin(n, w, pay)
		r := table.Won
		if pay < win {
			r = table.Capped
		}
		t.record(n, w, r, pay)
	}
}

// payOn is o.Pay(stake), without the division for the "n to 1" odds that
// nearly every line pays.
func payOn(o money.Odds, stake money.Amount) money.Amount {
	if o.Den == 1 {
		return stake * money.Amount(o.Num)
	}
	return o.Pay(stake)
}

// settleOdds settles a fixed-odds wager on the felt by its outcome.
func (t *Table) settleOdds(n int, w table.Wager, o *Outcome, stake money.Amount) {
	switch o.Result {
	case table.Won:
		win := payOn(o.Odds, stake)
		_ = t.ledger.SettleWin(n, w, win)
		t.record(n, w, table.Won, win)
	case table.Pushed:
		_ = t.ledger.SettlePush(n, w)
		t.record(n, w, table.Pushed, 0)
	default:
		lost, _ := t.ledger.SettleLose(n, w)
		t.record(n, w, table.Lost, -lost)
	}
}
