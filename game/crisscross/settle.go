package crisscross

import (
	"math"

	"felt/game/hand"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

// settle names the hands and settles the round when the middle card
// turns. First each Player still in has its final Across and Down hands
// named, and the five community cards theirs when a Five Card Bonus is up
// (HandRanked, Seat table.Community). Then from the dealer's right (001
// ch.11 H, I): every Five Card Bonus; then each seat still in has its hole
// cards turned (a table-mate's) and its hands named, and its antes and
// street bets paid, the win held to the aggregate payout cap; then its
// Bonus Spin and Bonus Spin Xtreme, with the wheels and the Community
// Pays to the other bettors. Last, the meters' linked tables play their
// share of the round.
func (t *Table) settle() {
	rec := t.log.Recording()
	order := table.SettleOrder()
	t.meterAt(true)
	// The Across and Down lines' community cards, summed once for every
	// seat's hands.
	e := t.eval
	middle := e.CardSum(t.cross[Middle])
	across := middle.Add(e.CardSum(t.cross[Left])).Add(e.CardSum(t.cross[Right]))
	down := middle.Add(e.CardSum(t.cross[Top])).Add(e.CardSum(t.cross[Bottom]))
	for _, n := range table.DealOrder() {
		if s := &t.seats[n]; s.who == Player && s.inPlay && !s.folded {
			t.rank(n, s, across, down, rec)
		}
	}
	if t.cfg.Bonus.Offered() {
		cross := across.Add(e.CardSum(t.cross[Top])).Add(e.CardSum(t.cross[Bottom]))
		five := e.FiveSum(cross)
		bet := false
		for n := range t.seats {
			bet = bet || t.seats[n].stake[FiveCardBonus] > 0
		}
		if bet {
			if rec {
				t.ranked(table.Community, FiveCardBonus, five, CrossCards, true)
			}
			community := &t.pays[fivePays][paytable.ClassOf5(five)]
			for _, n := range order {
				if s := &t.seats[n]; s.stake[FiveCardBonus] > 0 {
					room := uncapped
					t.settleOdds(n, s, FiveCardBonus, community, &room, five)
				}
			}
		}
	}
	for _, n := range order {
		s := &t.seats[n]
		if !s.inPlay || s.folded {
			continue
		}
		if !s.ranked {
			if rec {
				t.showHole(n)
			}
			t.rank(n, s, across, down, rec)
		}
		t.settleMain(n, s)
		t.settleSpin(n, s)
		t.settleXtreme(n, s)
	}
	t.endMeters()
	if rec {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Amount = table.RoundEnd, table.Dealer, money.Amount(t.round&0xFFFF_FFFF)
	}
	t.ended = true
}

// rank names seat n's Across and Down hands, from the lines' community
// cards summed.
func (t *Table) rank(n int, s *seat, across, down hand.Sum, rec bool) {
	e := t.eval
	hole := e.CardSum(s.view.Hole[0]).Add(e.CardSum(s.view.Hole[1]))
	s.across, s.down = e.FiveSum(hole.Add(across)), e.FiveSum(hole.Add(down))
	s.ranked = true
	if rec {
		t.ranked(n, AcrossBet, s.across, AcrossCards, true)
		t.ranked(n, DownBet, s.down, DownCards, true)
	}
}

// settleMain settles seat n's antes and street bets as Showdown does, by
// the pay tables looked up once, with the aggregate payout cap (001 ch.12
// B): their wins together are at most Cap.
func (t *Table) settleMain(n int, s *seat) {
	ca, cd := paytable.ClassOf5(s.across), paytable.ClassOf5(s.down)
	ante, main := &t.pays[antePays], &t.pays[mainPays]
	room := t.cap
	t.settleOdds(n, s, AnteAcross, &ante[ca], &room, s.across)
	t.settleOdds(n, s, AnteDown, &ante[cd], &room, s.down)
	t.settleOdds(n, s, AcrossBet, &main[ca], &room, s.across)
	t.settleOdds(n, s, DownBet, &main[cd], &room, s.down)
	t.settleOdds(n, s, MiddleBet, &main[max(ca, cd)], &room, max(s.across, s.down))
}

// uncapped is the room of a win no payout limit holds.
const uncapped = money.Amount(math.MaxInt64)

// settleOdds settles seat n's fixed-odds wager w on the felt by its
// outcome, on hand v. A win takes from room, what is left of the payout
// limit: a win the limit cuts is settled as table.Capped, its stake
// returned with what is left of the limit.
func (t *Table) settleOdds(n int, s *seat, w table.Wager, o *Outcome, room *money.Amount, v hand.Five) {
	switch o.Result {
	case table.Won:
		win := payOn(o.Odds, s.stake[w])
		pay := min(win, *room)
		*room -= pay
		t.fail(t.ledger.SettleWin(n, w, pay))
		r := table.Won
		if pay < win {
			r = table.Capped
		}
		t.record(n, s, w, r, pay, pay, v)
	case table.Pushed:
		t.fail(t.ledger.SettlePush(n, w))
		t.record(n, s, w, table.Pushed, 0, 0, v)
	default:
		lost, err := t.ledger.SettleLose(n, w)
		t.fail(err)
		t.record(n, s, w, table.Lost, -lost, 0, v)
	}
}

// lose settles seat n's wager w as lost (table.Lost, or table.Folded).
func (t *Table) lose(n int, s *seat, w table.Wager, r table.Result) {
	lost, err := t.ledger.SettleLose(n, w)
	t.fail(err)
	t.record(n, s, w, r, -lost, 0, 0)
}

// record notes how seat n's wager w was settled, on hand v, and reports
// it; s is the seat.
func (t *Table) record(n int, s *seat, w table.Wager, r table.Result, net, pay money.Amount, v hand.Five) {
	s.results[w] = Settlement{Result: r, Net: net, Pay: pay}
	if t.log.Recording() {
		t.settled(n, w, v)
	}
}

// settled reports how seat n's wager w was settled (Settled: Result,
// Amount the net, Pay the gross pay, Value the hand it was settled on;
// for the Middle bet Index is the wager whose hand paid it, AcrossBet or
// DownBet, the Across hand when they tie), out of line so that record
// inlines.
//
//go:noinline
func (t *Table) settled(n int, w table.Wager, v hand.Five) {
	s := &t.seats[n]
	r := s.results[w]
	ev := t.log.Next()
	ev.Kind, ev.Seat, ev.Wager, ev.Result, ev.Amount, ev.Pay, ev.Value = table.Settled, int8(n), w, r.Result, r.Net, r.Pay, uint32(v)
	if w == MiddleBet && s.ranked {
		ev.Index = uint8(AcrossBet)
		if s.down > s.across {
			ev.Index = uint8(DownBet)
		}
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
