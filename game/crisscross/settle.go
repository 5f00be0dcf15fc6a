package crisscross

import (
	"math"

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
	// The Across and Down lines' community cards, summed once for every
	// seat's hands.
	e := t.eval
	middle := e.CardSum(t.cross[Middle])
	across := middle.Add(e.CardSum(t.cross[Left])).Add(e.CardSum(t.cross[Right]))
	down := middle.Add(e.CardSum(t.cross[Top])).Add(e.CardSum(t.cross[Bottom]))
	if t.cfg.Bonus.Offered() {
		cross := across.Add(e.CardSum(t.cross[Top])).Add(e.CardSum(t.cross[Bottom]))
		community := &t.pays[fivePays][paytable.ClassOf5(e.FiveSum(cross))]
		for _, n := range order {
			if s := &t.seats[n]; s.stake[FiveCardBonus] > 0 {
				room := uncapped
				t.settleOdds(n, s, FiveCardBonus, community, &room)
			}
		}
	}
	for _, n := range order {
		s := &t.seats[n]
		if !s.inPlay || s.folded {
			continue
		}
		if t.log.Recording() {
			for i, c := range s.view.Hole {
				ev := t.log.Next()
				ev.Kind, ev.Seat, ev.Index, ev.Card, ev.Up = table.CardShown, int8(n), uint8(i), c, true
			}
		}
		hole := e.CardSum(s.view.Hole[0]).Add(e.CardSum(s.view.Hole[1]))
		s.across, s.down = e.FiveSum(hole.Add(across)), e.FiveSum(hole.Add(down))
		s.ranked = true
		if t.log.Recording() {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Wager, ev.Value = table.HandRanked, int8(n), AcrossBet, uint32(s.across)
			ev = t.log.Next()
			ev.Kind, ev.Seat, ev.Wager, ev.Value = table.HandRanked, int8(n), DownBet, uint32(s.down)
		}
		t.settleMain(n, s)
		t.settleSpin(n, s)
		t.settleXtreme(n, s)
	}
	t.endMeters()
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Amount = table.RoundEnd, table.Dealer, money.Amount(t.round&0xFFFF_FFFF)
	}
	t.ended = true
}

// settleMain settles seat n's antes and street bets as Showdown does, by
// the pay tables looked up once, with the aggregate payout cap (001 ch.12
// B): their wins together are at most Cap.
func (t *Table) settleMain(n int, s *seat) {
	ca, cd := paytable.ClassOf5(s.across), paytable.ClassOf5(s.down)
	ante, main := &t.pays[antePays], &t.pays[mainPays]
	room := t.cap
	t.settleOdds(n, s, AnteAcross, &ante[ca], &room)
	t.settleOdds(n, s, AnteDown, &ante[cd], &room)
	t.settleOdds(n, s, AcrossBet, &main[ca], &room)
	t.settleOdds(n, s, DownBet, &main[cd], &room)
	t.settleOdds(n, s, MiddleBet, &main[max(ca, cd)], &room)
}

// uncapped is the room of a win no payout limit holds.
const uncapped = money.Amount(math.MaxInt64)

// settleOdds settles seat n's fixed-odds wager w on the felt by its
// outcome. A win takes from room, what is left of the payout limit: a win
// the limit cuts is settled as table.Capped, its stake returned with what
// is left of the limit.
func (t *Table) settleOdds(n int, s *seat, w table.Wager, o *Outcome, room *money.Amount) {
	switch o.Result {
	case table.Won:
		win := payOn(o.Odds, s.stake[w])
		pay := min(win, *room)
		*room -= pay
		_ = t.ledger.SettleWin(n, w, pay)
		r := table.Won
		if pay < win {
			r = table.Capped
		}
		t.record(n, s, w, r, pay)
	case table.Pushed:
		_ = t.ledger.SettlePush(n, w)
		t.record(n, s, w, table.Pushed, 0)
	default:
		t.lose(n, s, w, table.Lost)
	}
}

// lose settles seat n's wager w as lost (table.Lost, or table.Folded).
func (t *Table) lose(n int, s *seat, w table.Wager, r table.Result) {
	lost, _ := t.ledger.SettleLose(n, w)
	t.record(n, s, w, r, -lost)
}

// payOn is o.Pay(stake), without the division for the "n to 1" odds that
// nearly every line pays.
func payOn(o money.Odds, stake money.Amount) money.Amount {
	if o.Den == 1 {
		return stake * money.Amount(o.Num)
	}
	return o.Pay(stake)
}
