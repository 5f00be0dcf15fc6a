package crazy4

import (
	"felt/game/meter"
	"felt/game/money"
	"felt/game/table"
)

// The meters and the ledger. The progressive and Five Card Hand Bonus
// wagers are taken by the house at coin-in (ledger Collect); the meters'
// share of them moves from the house to the meters (Contribute), and a
// meter's reset after a 100% hit, where its reserve falls short, is funded
// by the house (Seed). A percentage pay moves from the meters to the
// winner (Jackpot). So the ledger's Meters account is what this table has
// put into the meters less what it has won from them; it can go below
// zero, as the linked tables feed the meters too. Their wagers and
// jackpots, which Advance and the end of each round bring, are the linked
// tables' money and do not pass through this table's ledger.

// coinIn takes the progressive and Five Card Hand Bonus wagers of the seats
// in play (seed 000 §7(b), §13(b)) and feeds each meter system once with
// their sum, which gives the meters exactly what seat-by-seat feeding would
// (the meters carry fractions of a cent). The meter's own record names the
// first contributing seat as the source. The meters' share moves through
// the ledger once per system. Each wager taken is reported (Collected),
// before the meters.
func (t *Table) coinIn() {
	var fed [2]money.Amount
	var from [2]int
	rec := t.log.Recording()
	for s := range t.seats {
		if !t.seats[s].inPlay {
			continue
		}
		for _, w := range [3]table.Wager{Progressive, HandBonus, DealerBonus} {
			a := t.seats[s].stake[w]
			if a == 0 {
				continue
			}
			t.fail(t.ledger.CollectStake(s, w))
			if rec {
				e := t.log.Next()
				e.Kind, e.Seat, e.Wager, e.Amount = table.Collected, int8(s), w, a
			}
			i := 0
			if w != Progressive {
				i = 1
			}
			if fed[i] == 0 {
				from[i] = s
			}
			fed[i] += a
		}
	}
	for i, m := range [2]*meter.System{t.prog, t.bonus} {
		if fed[i] == 0 {
			continue
		}
		before := contributed(m)
		t.fail(m.Contribute(fed[i], meter.Seat(from[i]+1)))
		if d := contributed(m) - before; d > 0 {
			t.fail(t.ledger.FundMeters(d, table.Contribute))
		}
		t.meterChanged(m)
	}
}

// payMeter pays seat s its share of a meter level as it stands, with the
// house funding what the reserve lacks for the reset, and returns the pay.
// The ledger's side of the pay is the wager's settlement.
func (t *Table) payMeter(m *meter.System, level int, share meter.PPM, s int) money.Amount {
	before := seeded(m)
	a, err := m.Pay(level, share, meter.Seat(s+1))
	t.fail(err)
	if d := seeded(m) - before; d > 0 {
		t.fail(t.ledger.FundMeters(d, table.Seed))
	}
	return a
}

// split pays a dealer-hand jackpot once, in equal parts to every seat that
// bet on the dealer's hand (seed 000 §11(f)(2)), and keeps each seat's part
// for its settlement.
func (t *Table) split(level int, share meter.PPM) {
	t.sources = t.sources[:0]
	for _, s := range table.SettleOrder() {
		if t.has(s, DealerBonus) {
			t.sources = append(t.sources, meter.Seat(s+1))
		}
	}
	before := seeded(t.bonus)
	var err error
	t.parts, err = t.bonus.PaySplit(t.parts[:0], level, share, t.sources)
	t.fail(err)
	if d := seeded(t.bonus) - before; d > 0 {
		t.fail(t.ledger.FundMeters(d, table.Seed))
	}
	for i, src := range t.sources {
		if n, ok := src.Seat(); ok && i < len(t.parts) {
			t.seats[n-1].part = t.parts[i]
		}
	}
	t.jackpotReset(t.bonus)
}

// meterChanged reports each level of a meter system as it stands: the
// event's Value is the system as MeterOf numbers it, its Wager the wager
// that names it (Progressive or HandBonus).
func (t *Table) meterChanged(m *meter.System) { t.meterEvents(m, table.NoResult) }

// jackpotReset reports a meter system after a jackpot was paid off it: the
// events of meterChanged, with Result JackpotPay, so that a display holds
// the reset until the jackpot is counted off. The reset of a jackpot split
// among the bettors on the dealer's hand comes before their Settled events,
// that of a seat's own jackpot after its Settled event.
func (t *Table) jackpotReset(m *meter.System) { t.meterEvents(m, table.JackpotPay) }

// meterEvents reports each level of a meter system, with result r.
func (t *Table) meterEvents(m *meter.System, r table.Result) {
	if !t.log.Recording() {
		return
	}
	w := Progressive
	if m == t.bonus {
		w = HandBonus
	}
	k := uint32(t.system(m))
	for i := range m.Levels() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Wager, ev.Index, ev.Amount, ev.Value = table.MeterChanged, table.Dealer, w, uint8(i), m.Meter(i), k
		ev.Result = r
	}
}

// contributed returns what the wagers have put into a system's meters and
// reserves, in whole cents.
func contributed(m *meter.System) money.Amount {
	c, _ := m.Totals()
	return c
}

// seeded returns what the house has put into a system's meters.
func seeded(m *meter.System) money.Amount {
	_, s := m.Totals()
	return s
}

// meterAt reports each meter system as it stands at the round's start, or as its settlement
// begins (the linked tables may have moved the meters since the coin-in), so that a round's
// events hold the meters its jackpots are paid from. A scripted round (a round code) first
// sets them as the recorded round had them (table.Script.Meters), the house funding what
// they gain.
func (t *Table) meterAt(settle bool) {
	for _, m := range [2]*meter.System{t.prog, t.bonus} {
		if m == nil {
			continue
		}
		if t.script != nil {
			d, err := t.script.SetMeters(m, uint32(t.system(m)), settle)
			t.fail(err)
			if d > 0 {
				t.fail(t.ledger.FundMeters(d, table.Seed))
			}
		}
		if t.log.Recording() {
			n := t.log.Len()
			t.meterChanged(m)
			markSettle(t.log.Events()[n:], settle)
		}
	}
}

// markSettle marks a meter system's MeterChanged events as the ones reported as the
// round's settlement begins (Up).
func markSettle(events []table.Event, settle bool) {
	for i := range events {
		events[i].Up = settle
	}
}
