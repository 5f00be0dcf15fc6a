package crisscross

import (
	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
	"felt/game/wheel"
)

// settleSpin settles seat n's Bonus Spin wager (001 ch.12 D). A pocket
// pair spins the wheel on any wager the paytable takes, 1 or 5, and is
// paid the symbol it lands on in proportion to the wager (a fifth of the
// amount on 1); the Jackpot pays from the meter, as it stands when the
// seat is paid, on the 5-credit wager only, and nothing on 1. Every other
// Bonus Spin bettor, folded or not, then gets the Community Pay of that
// symbol for their own wager, whatever the spinner wagered. Without a
// pair the wager loses and earns the others nothing.
func (t *Table) settleSpin(n int, s *seat) {
	stake := s.stake[BonusSpin]
	if stake == 0 {
		return
	}
	if s.view.Hole[0].Rank() != s.view.Hole[1].Rank() {
		t.lose(n, s, BonusSpin, table.Lost)
		return
	}
	bs := &t.cfg.SpinTable
	segs := len(bs.Wheel.Segments)
	seg := t.stackNow.Spin(n, BonusSpin, OwnWheel, t.script.Spin(bs.Wheel.Spin(&t.shoe), segs), segs)
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Wager, ev.Index, ev.Value = table.WheelSpun, int8(n), BonusSpin, uint8(seg), OwnWheel
	}
	t.payWheel(n, s, BonusSpin, spinMeter, &bs.Wheel, seg, stake)
	sym := bs.Wheel.Segments[seg].Symbol
	for _, m := range table.SettleOrder() {
		if m == n {
			continue
		}
		if pay := bs.Community.Pay(sym, t.seats[m].stake[BonusSpin]); pay > 0 {
			t.payCommunity(m, BonusSpin, pay, n)
		}
	}
}

// settleXtreme settles seat n's Bonus Spin Xtreme wager (001 ch.12 E).
// When the better of the seat's Across and Down hands qualifies, it spins
// the Hot Spot wheel and is paid the symbol in proportion to its wager
// (the Jackpot, from the meter, on the largest wager only); then the
// Community Prize wheel spins once and every other Xtreme bettor, folded
// or not, is paid its symbol in proportion to their own wager.
func (t *Table) settleXtreme(n int, s *seat) {
	stake := s.stake[Xtreme]
	if stake == 0 {
		return
	}
	x := &t.cfg.XtremeTable
	if !x.Qualifier.Admits(max(s.across, s.down)) {
		t.lose(n, s, Xtreme, table.Lost)
		return
	}
	hot := len(x.HotSpot.Segments)
	seg := t.stackNow.Spin(n, Xtreme, OwnWheel, t.script.Spin(x.HotSpot.Spin(&t.shoe), hot), hot)
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Wager, ev.Index, ev.Value = table.WheelSpun, int8(n), Xtreme, uint8(seg), OwnWheel
	}
	t.payWheel(n, s, Xtreme, xtremeMeter, &x.HotSpot, seg, stake)
	others := false
	for m := range t.seats {
		others = others || m != n && t.seats[m].stake[Xtreme] > 0
	}
	if !others {
		return
	}
	cw := len(x.Community.Segments)
	seg = t.stackNow.Spin(n, Xtreme, CommunityWheel, t.script.Spin(x.Community.Spin(&t.shoe), cw), cw)
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Wager, ev.Index, ev.Value = table.WheelSpun, int8(n), Xtreme, uint8(seg), CommunityWheel
	}
	for _, m := range table.SettleOrder() {
		if m == n || t.seats[m].stake[Xtreme] == 0 {
			continue
		}
		if pay, _ := x.Community.Pay(seg, t.seats[m].stake[Xtreme]); pay > 0 {
			t.payCommunity(m, Xtreme, pay, n)
		}
	}
}

// payWheel settles seat n's collected wager w on the segment its wheel
// landed on: a fixed amount from the house, the Jackpot from meter system
// i (table.JackpotPay), nothing for a Jackpot on a smaller wager.
func (t *Table) payWheel(n int, s *seat, w table.Wager, i int, wh *wheel.Wheel, seg int, stake money.Amount) {
	pay, jack := wh.Pay(seg, stake)
	if jack {
		pay = t.payJackpot(n, i)
		if pay > 0 {
			t.fail(t.ledger.SettleJackpot(n, w, pay))
			t.record(n, s, w, table.JackpotPay, pay-stake, pay, 0)
			return
		}
	}
	if pay <= 0 {
		t.lose(n, s, w, table.Lost)
		return
	}
	t.fail(t.ledger.SettleWin(n, w, pay))
	t.record(n, s, w, table.Won, pay-stake, pay, 0)
}

// payJackpot pays seat n 100% of meter system i and returns the amount;
// the house funds the reset the reserve cannot. The meter's reset is
// reported (MeterChanged, Seat n, Result table.JackpotPay).
func (t *Table) payJackpot(n int, i int) money.Amount {
	m := t.meters[i]
	_, before := m.Funds(0)
	pay, err := m.Pay(0, meter.Whole, meter.Seat(n+1))
	if err != nil {
		return 0 // only beyond meter.MaxTotal
	}
	_, after := m.Funds(0)
	if d := after - before; d > 0 {
		t.fail(t.ledger.FundMeters(d, table.Seed))
	}
	t.meterChanged(i, int8(n), table.JackpotPay)
	return pay
}

// payCommunity pays seat m a Community Pay (or Community Prize) of the
// spin of seat from (Paid: Result table.CommunityPay, Index from).
func (t *Table) payCommunity(m int, w table.Wager, pay money.Amount, from int) {
	t.fail(t.ledger.PayExtra(m, w, pay, table.House, table.Envy))
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Wager, ev.Result, ev.Index, ev.Amount = table.Paid, int8(m), w, table.CommunityPay, uint8(from), pay
	}
}

// endMeters ends the round for the meters: the linked tables place their
// wagers of the round, and may hit (MeterChanged when a meter moved).
func (t *Table) endMeters() {
	for i, m := range t.meters {
		before := m.Meter(0)
		if m.EndRound() == nil && m.Meter(0) != before {
			t.meterChanged(i, table.Dealer, table.NoResult)
		}
	}
}
