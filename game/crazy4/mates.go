package crazy4

import (
	"felt/game/money"
	"felt/game/table"
)

// Table-mates. Each sits down with its BuyIn in table minimums. Before each
// deal a mate whose credits do not cover its Ante, Super Bonus and a 3x
// Play wager buys in once more; the next time it runs low it leaves and
// the next character of the roster who is not seated takes the seat. Its
// wagers follow its habits, drawn from the round's table stream: the Ante
// of its Units in minimum antes, and each side bet the table offers with
// the chance of its SideBets (Queens Up, 6 Card Bonus, Bad Beat, Cover All)
// or Jackpots (the progressive and the two Five Card Hand Bonus wagers).

// seat puts roster character m in an empty seat with its buy-in.
func (t *Table) seat(s, m int) {
	st := &t.seats[s]
	st.who, st.mate, st.rebuys, st.last, st.plan = Mate, m, 0, stakes{}, t.plan(m)
	a := t.mateBuyIn(m)
	*t.log.Next() = table.Event{Kind: table.SeatTaken, Seat: int8(s), Index: uint8(m), Amount: a}
	t.fail(t.ledger.BuyIn(s, a))
	t.nextMate = t.following(m)
}

// following returns the roster character after m who is not seated; m
// itself when everyone else is.
func (t *Table) following(m int) int {
	n := len(t.roster)
	for k := 1; k <= n; k++ {
		c := (m + k) % n
		if !t.seated(c) {
			return c
		}
	}
	return m
}

// seated reports whether roster character m sits at the table.
func (t *Table) seated(m int) bool {
	for s := range t.seats {
		if t.seats[s].who == Mate && t.seats[s].mate == m {
			return true
		}
	}
	return false
}

// mateStake returns the Ante of roster character m: its Units of minimum
// antes, fitted to the limits.
func (t *Table) mateStake(m int) money.Amount {
	return fit(t.limits[Ante], money.Amount(t.roster[m].Units)*t.cfg.Ante.Min)
}

// mateBuyIn returns what roster character m sits down with: its BuyIn in
// minimum antes, and at least enough for ten rounds of its Ante.
func (t *Table) mateBuyIn(m int) money.Amount {
	return max(money.Amount(t.roster[m].BuyIn)*t.cfg.Ante.Min, 10*t.mateStake(m))
}

// bankroll sees that the mate in seat s can cover its Ante, Super Bonus
// and a 3x Play wager: it buys in once more, or leaves for the next
// character.
func (t *Table) bankroll(s int) {
	st := &t.seats[s]
	if t.ledger.Balance(s) >= 5*st.plan[Ante] {
		return
	}
	if st.rebuys < 1 {
		st.rebuys++
		t.buyIn(s, t.mateBuyIn(st.mate))
		return
	}
	leaving := st.mate
	a := t.ledger.Balance(s)
	t.fail(t.ledger.CashOut(s))
	*t.log.Next() = table.Event{Kind: table.SeatLeft, Seat: int8(s), Index: uint8(leaving), Amount: a}
	st.who = Empty
	next := t.nextMate
	if next == leaving || t.seated(next) {
		next = t.following(leaving)
	}
	t.seat(s, next)
}

// plan returns what roster character m wagers on each spot it may take:
// its Ante (and Super Bonus); a Queens Up of the Ante and a 6 Card Bonus of
// that Queens Up; the progressive and Five Card Hand Bonus wagers; the
// minimum Bad Beat and Cover All. A wager the table does not take, or not
// at that amount, is 0.
func (t *Table) plan(m int) stakes {
	var p stakes
	ante := t.mateStake(m)
	p[Ante], p[SuperBonus] = ante, ante
	p[QueensUp] = fit(t.limits[QueensUp], ante)
	p[SixCard] = p[QueensUp]
	for _, w := range [4]table.Wager{Progressive, HandBonus, DealerBonus, BadBeat} {
		p[w] = t.limits[w].Min
	}
	p[CoverAll] = t.limits[CoverAll].Min
	for w, a := range p {
		if t.limits[w].Check(a) != nil {
			p[w] = 0
		}
	}
	if p[QueensUp] == 0 {
		p[SixCard] = 0
	}
	return p
}

// mateBets sets b to the wagers of the mate in seat s by its habits, each
// side bet as far as its credits cover it with a 3x Play wager; a side bet
// a stacked round joins (table.Stack.Join) is made without the habit's
// draw. b is filled in place.
func (t *Table) mateBets(s int, b *stakes) {
	st := &t.seats[s]
	m := &t.roster[st.mate]
	p := &st.plan
	*b = stakes{}
	b[Ante], b[SuperBonus] = p[Ante], p[SuperBonus]
	budget := t.ledger.Balance(s) - 5*p[Ante]
	for _, w := range [7]table.Wager{QueensUp, SixCard, Progressive, HandBonus, DealerBonus, BadBeat, CoverAll} {
		ppm := m.SideBets
		if Collected(w) {
			ppm = m.Jackpots
		}
		if a := p[w]; a > 0 && a <= budget && (w != SixCard || b[QueensUp] > 0) && (t.scripted.Joins(s, w) || t.chance(ppm)) {
			b[w] = a
			budget -= a
		}
	}
}

// chance returns true with probability ppm in a million, from the table
// stream; a sure or impossible habit draws nothing (a test that inlines).
func (t *Table) chance(ppm uint32) bool {
	if ppm-1 >= 1_000_000-1 {
		return ppm != 0 // 0 never, 1,000,000 or more always
	}
	t.draws++
	return t.rng.Chance(ppm)
}

// placeMate stakes a mate's wagers and reports them.
func (t *Table) placeMate(s int, b *stakes) {
	t.fail(t.ledger.StakeAll(s, b[:]))
	if !t.log.Recording() {
		return
	}
	for w, a := range b {
		if a > 0 {
			ev := t.log.Next()
			ev.Kind, ev.Seat, ev.Wager, ev.Amount = table.BetPlaced, int8(s), table.Wager(w), a
		}
	}
}

// mateDecides returns the decision of the mate in seat s by its style.
func (t *Table) mateDecides(s int) table.Action {
	st := &t.seats[s]
	m := &t.roster[st.mate]
	var a table.Action
	if m.Style == table.Optimal {
		a = t.optimal.Play(st.cards, st.four)
	} else {
		a = t.simple.Play(st.cards, st.four)
	}
	if m.Style == table.Hunch && nearLine(st.four) && t.chance(m.Hunch) {
		a = hunch(a)
	}
	if t.rig != nil && t.rig.acts[s] != table.NoAction {
		a = t.rig.acts[s]
	}
	if sa := t.script.Act(s, 0); sa != table.NoAction {
		a = sa
	}
	if legal := t.legal(s); !legal.Has(a) {
		a = legal.Best(a)
	}
	return a
}

// fit returns the legal amount of a limit nearest to want from below, or
// the smallest legal amount when want is under it.
func fit(l table.Limit, want money.Amount) money.Amount {
	if len(l.Exact) > 0 {
		best, least := money.Amount(0), l.Exact[0]
		for _, x := range l.Exact {
			if x <= want && x > best {
				best = x
			}
			least = min(least, x)
		}
		if best == 0 {
			return least
		}
		return best
	}
	a := min(max(want, l.Min), l.Max)
	if l.Step > 0 {
		a -= a % l.Step
	}
	if l.Check(a) != nil {
		return l.Min
	}
	return a
}
