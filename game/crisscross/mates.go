package crisscross

import (
	"slices"

	"felt/game/money"
	"felt/game/table"
)

// Table-mates. Each sits down with its BuyIn in minimum antes (at least
// two rounds of its largest: antes and three 3x street bets). Before each
// deal a mate whose credits do not cover its antes and three 3x street
// bets buys in once more; the next time it runs low it leaves and the
// next character of the roster who is not seated takes the seat. Its
// wagers follow its habits, drawn from the round's stream after the
// cards: the antes of its Units in minimum antes, the Five Card Bonus with
// its SideBets chance, Bonus Spin and Bonus Spin Xtreme each with its
// Jackpots chance, a bigger one for a bigger bettor; each side wager only
// as far as its credits cover it beside the antes and street bets.

// seatMate puts roster character m in empty seat n with its buy-in, and
// reports it (SeatTaken: Index m, Amount the credits).
func (t *Table) seatMate(n, m int) {
	s := &t.seats[n]
	s.clearRound()
	s.who, s.mate, s.rebuys, s.habits, s.last, s.lastOK = Mate, m, 0, t.habitsOf(&t.roster[m]), wagers{}, false
	a := t.mateBuyIn(m)
	if t.log.Recording() {
		ev := t.log.Next()
		ev.Kind, ev.Seat, ev.Index, ev.Amount = table.SeatTaken, int8(n), uint8(m), a
	}
	t.fail(t.ledger.BuyIn(n, a))
	t.nextMate = t.following(m)
}

// following returns the roster character after m who is not seated; m
// itself when everyone else is.
func (t *Table) following(m int) int {
	n := len(t.roster)
	for k := 1; k <= n; k++ {
		if c := (m + k) % n; !t.seated(c) {
			return c
		}
	}
	return m
}

// seated reports whether roster character m sits at the table.
func (t *Table) seated(m int) bool {
	for n := range t.seats {
		if t.seats[n].who == Mate && t.seats[n].mate == m {
			return true
		}
	}
	return false
}

// mateNeed is what a table-mate keeps for a round: its antes and three
// 3x street bets.
func mateNeed(h *habits) money.Amount { return 11 * h.ante }

// mateBuyIn returns what roster character m sits down (and buys in
// again) with: its BuyIn in minimum antes, and at least two rounds of its
// antes and 3x street bets.
func (t *Table) mateBuyIn(m int) money.Amount {
	h := t.habitsOf(&t.roster[m])
	return max(money.Amount(t.roster[m].BuyIn)*t.cfg.Ante.Min, 2*mateNeed(&h))
}

// bankroll sees that the mate in seat n covers its round: it buys in once
// more (BoughtIn), or leaves (SeatLeft) for the next character
// (SeatTaken).
func (t *Table) bankroll(n int) {
	s := &t.seats[n]
	if t.ledger.Balance(n) >= mateNeed(&s.habits) {
		return
	}
	if s.rebuys < 1 {
		s.rebuys++
		t.buyIn(n, t.mateBuyIn(s.mate))
		return
	}
	leaving := s.mate
	t.leave(n)
	next := t.nextMate
	if next == leaving || t.seated(next) {
		next = t.following(leaving)
	}
	t.seatMate(n, next)
}

// mateBets places the wagers of the mate in seat n by its habits, with
// one ledger call, and reports them; they are its round's wagers (stake).
func (t *Table) mateBets(n int) {
	s := &t.seats[n]
	m, h, b := &t.roster[s.mate], &s.habits, &s.stake
	*b = wagers{}
	b[AnteAcross], b[AnteDown] = h.ante, h.ante
	budget := t.ledger.Balance(n) - mateNeed(h)
	if a := h.bonus; t.cfg.Bonus.Offered() && a <= budget && (t.stackNow.Joins(n, FiveCardBonus) || t.chance(m.SideBets)) {
		b[FiveCardBonus], budget = a, budget-a
	}
	if a := h.spin; t.cfg.Spin.Offered() && a <= budget && (t.stackNow.Joins(n, BonusSpin) || t.chance(m.Jackpots)) {
		b[BonusSpin], budget = a, budget-a
	}
	if a := h.xtreme; t.cfg.Xtreme.Offered() && a <= budget && (t.stackNow.Joins(n, Xtreme) || t.chance(m.Jackpots)) {
		b[Xtreme] = a
	}
	if t.script != nil {
		copy(b[:], t.script.Bets[n][:])
	}
	t.fail(t.ledger.StakeAll(n, b[:]))
	if !t.log.Recording() {
		return
	}
	for w, a := range b {
		if a > 0 {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Wager, ev.Amount = table.BetPlaced, int8(n), table.Wager(w), a
		}
	}
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
		ante:   fitStep(&t.cfg.Ante, min(max(money.Amount(m.Units)*t.cfg.Ante.Min, t.cfg.Ante.Min), t.cfg.Ante.Max)),
		bonus:  fitStep(&t.cfg.Bonus, min(max(money.Amount(m.Units)*t.cfg.Bonus.Min, t.cfg.Bonus.Min), t.cfg.Bonus.Max)),
		spin:   pick(t.cfg.Spin.Exact, money.Credits(map1or5(m.Units))),
		xtreme: pick(t.cfg.Xtreme.Exact, money.Credits(map125(m.Units))),
	}
}

// fitStep returns a, a multiple of the limit's Step (down, but not below
// the minimum, which validate checked is a legal wager).
func fitStep(l *table.Limit, a money.Amount) money.Amount {
	if l.Step > 0 {
		a -= a % l.Step
	}
	return max(a, l.Min)
}

// chance draws true with ppm parts per million, drawing nothing when the
// answer is sure: that test inlines.
func (t *Table) chance(ppm uint32) bool {
	if ppm-1 >= 1_000_000-1 {
		return ppm != 0 // 0 never, 1,000,000 or more always
	}
	t.draws++
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
