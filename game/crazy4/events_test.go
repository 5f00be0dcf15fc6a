package crazy4

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
)

// standing is what a round's events must start from: each seat's credits
// and each meter level, as they stood when the round opened.
type standing struct {
	bank   [table.Seats]money.Amount
	who    [table.Seats]Occupant
	index  [table.Seats]uint8 // the roster place, or table.PersonIndex
	meters [][]money.Amount
}

func standingOf(tb *Table) standing {
	var st standing
	for s := range table.Seats {
		st.bank[s], st.who[s], st.index[s] = tb.Balance(s), tb.Occupant(s), uint8(tb.seats[s].mate)
		if st.who[s] == Person {
			st.index[s] = table.PersonIndex
		}
	}
	for k := range tb.Meters() {
		m := tb.Meter(k)
		var lv []money.Amount
		for i := range m.Levels() {
			lv = append(lv, m.Meter(i))
		}
		st.meters = append(st.meters, lv)
	}
	return st
}

// TestEventsCarryThePlayback plays many seeded rounds at a busy table, the
// person betting and deciding among five table-mates who make every
// wager, and checks that each round's events hold what playback needs
// without asking the table: the snapshot at the start, the seed, the
// wagers collected, the cards each hand uses, the think times, each pay,
// and enough to follow every seat's credits and every meter to the end.
func TestEventsCarryThePlayback(t *testing.T) {
	cfg := everyWager()
	cfg.Person, cfg.Mates, cfg.BuyIn = 2, 5, cr(100_000)
	tb := newTable(t, cfg)
	p := tb.Person()
	r := rand.New(rand.NewPCG(12, 12))
	strat := NewSimple(testEval)
	n := 400
	if testing.Short() {
		n = 80
	}
	for i := range n {
		// The first round opened with the table, before anyone sat down;
		// the others open with the person's wagers.
		st, opened := standingOf(tb), tb.Phase() == Done
		b := bets(int64(2+r.IntN(9)), QueensUp, 2+r.IntN(9), Progressive, 1, HandBonus, 1, DealerBonus, 1, BadBeat, 1+r.IntN(10), CoverAll, 1+r.IntN(10))
		b[SixCard] = b[QueensUp]
		for w := QueensUp; w < NumWagers; w++ {
			if r.IntN(3) == 0 {
				b[w] = 0
			}
		}
		if b[QueensUp] == 0 {
			b[SixCard] = 0
		}
		must(t, tb.SetBets(p, b))
		seed := cards.Seed(r.Uint64())
		must(t, tb.Deal(seed))
		if tb.Phase() == Deciding {
			must(t, tb.Decide(p, strat.Play(tb.Cards(p), tb.Value(p))))
		}
		checkRound(t, tb)
		if opened {
			checkSnapshot(t, tb, &st)
		}
		checkDeal(t, tb, seed)
		checkRanked(t, tb)
		checkPays(t, tb)
		followCredits(t, tb)
		if t.Failed() {
			t.Fatalf("round %d\n%s", i, dump(tb))
		}
	}
}

// checkSnapshot checks the events right after RoundStart: a SeatState for
// each occupied seat, then each meter level, as they stood.
func checkSnapshot(t *testing.T, tb *Table, st *standing) {
	ev := tb.Events()
	if ev[0].Kind != table.RoundStart || ev[0].Amount != money.Amount(tb.Round()) {
		t.Fatalf("the round starts with %v", ev[0])
	}
	k := 1
	for s := range table.Seats {
		if st.who[s] == Empty {
			continue
		}
		e := ev[k]
		k++
		if e.Kind != table.SeatState || int(e.Seat) != s || e.Amount != st.bank[s] || e.Index != st.index[s] {
			t.Errorf("seat %d at the start: %+v, want its credits %v and roster place %d", s, e, st.bank[s], st.index[s])
		}
	}
	for sys, lv := range st.meters {
		for i, a := range lv {
			e := ev[k]
			k++
			if e.Kind != table.MeterChanged || int(e.Value) != sys || int(e.Index) != i || e.Amount != a {
				t.Errorf("meter %d level %d at the start: %+v, want %v", sys, i, e, a)
			}
		}
	}
	if ev[k].Kind == table.SeatState || ev[k].Kind == table.MeterChanged {
		t.Errorf("more of the snapshot than the table holds: %+v", ev[k])
	}
}

// checkDeal checks "no more bets": the seed, then the wagers the house
// collects, and the Turn events' think times.
func checkDeal(t *testing.T, tb *Table, seed cards.Seed) {
	ev := tb.Events()
	k := 0
	for ev[k].Kind != table.NoMoreBets {
		k++
	}
	if ev[k].Amount != money.Amount(seed) {
		t.Errorf("no more bets with %v, the seed is %v", ev[k].Amount, money.Amount(seed))
	}
	got := map[[2]int]money.Amount{}
	for k++; ev[k].Kind == table.Collected; k++ {
		got[[2]int{int(ev[k].Seat), int(ev[k].Wager)}] = ev[k].Amount
	}
	want := map[[2]int]money.Amount{}
	for s := range table.Seats {
		for _, w := range [3]table.Wager{Progressive, HandBonus, DealerBonus} {
			if a := tb.Result(s).Wagers[w].Staked; a > 0 && Collected(w) {
				want[[2]int{s, int(w)}] = a
			}
		}
	}
	if len(got) != len(want) {
		t.Errorf("collected %v, want %v", got, want)
	}
	for key, a := range want {
		if got[key] != a {
			t.Errorf("seat %d %s collected %v, want %v", key[0], WagerName(table.Wager(key[1])), got[key], a)
		}
	}
	for _, e := range ev {
		if e.Kind != table.Turn {
			continue
		}
		want := uint8(0)
		if m, ok := tb.Mate(int(e.Seat)); ok {
			want = uint8(min(m.Think, 255))
		}
		if e.Index != want || e.Wager != Play {
			t.Errorf("seat %d's turn: think %d on %s, want %d", e.Seat, e.Index, WagerName(e.Wager), want)
		}
	}
}

// checkRanked checks that each HandRanked names the cards of its hand: the
// four BestFour picks, or the five of the 6 Card Bonus.
func checkRanked(t *testing.T, tb *Table) {
	for _, e := range tb.Events() {
		if e.Kind != table.HandRanked {
			continue
		}
		var h [5]cards.Card
		if e.Seat == table.Dealer {
			h = tb.DealerCards()
		} else {
			h = tb.Cards(int(e.Seat))
		}
		if e.Wager == SixCard {
			c, _ := tb.Communal()
			six := [6]cards.Card{h[0], h[1], h[2], h[3], h[4], c}
			var five [5]cards.Card
			n := 0
			for i := range six {
				if e.Index&(1<<i) != 0 && n < 5 {
					five[n] = six[i]
					n++
				}
			}
			v, _ := tb.SixValue(int(e.Seat))
			if !e.Up || bits.OnesCount8(e.Index) != 5 || e.Index>>6 != 0 || hand.Five(e.Value) != v || testEval.Five(&five) != v {
				t.Errorf("seat %d's 6 Card Bonus hand %v: cards %06b of %v", e.Seat, hand.Five(e.Value), e.Index, six)
			}
			continue
		}
		v, four := testEval.BestFour(&h)
		var got [4]cards.Card
		n := 0
		for i := range h {
			if e.Index&(1<<i) != 0 && n < 4 {
				got[n] = h[i]
				n++
			}
		}
		if e.Up || bits.OnesCount8(e.Index) != 4 || e.Index>>5 != 0 || got != four || hand.Four(e.Value) != v {
			t.Errorf("seat %d's hand for %s: %v, cards %05b of %v; BestFour %v %v", e.Seat, WagerName(e.Wager), hand.Four(e.Value), e.Index, h, v, four)
		}
	}
}

// checkPays checks each Settled event's Pay against the ledger's entries:
// the winnings and jackpots paid for the wager, beside its stake.
func checkPays(t *testing.T, tb *Table) {
	var paid [table.Seats][NumWagers]money.Amount
	for _, x := range tb.Ledger().Entries() {
		if x.To == table.Bank && (x.Reason == table.Win && x.From == table.House || x.Reason == table.Jackpot) {
			paid[x.Seat][x.Wager] += x.Amount
		}
	}
	for _, e := range tb.Events() {
		if e.Kind != table.Settled {
			continue
		}
		stake := tb.Result(int(e.Seat)).Wagers[e.Wager].Staked
		felt := stake
		if Collected(e.Wager) {
			felt = 0
		}
		back := stake + e.Amount
		if e.Pay != paid[e.Seat][e.Wager] || e.Pay < 0 {
			t.Errorf("seat %d %s (%v): Pay %v, the ledger paid %v", e.Seat, WagerName(e.Wager), e.Result, e.Pay, paid[e.Seat][e.Wager])
		}
		switch e.Result {
		case table.Won, table.Capped, table.JackpotPay:
			if e.Pay != back-felt {
				t.Errorf("seat %d %s: Pay %v, back %v with %v on the felt", e.Seat, WagerName(e.Wager), e.Pay, back, felt)
			}
		default:
			if e.Pay != 0 {
				t.Errorf("seat %d %s (%v): Pay %v", e.Seat, WagerName(e.Wager), e.Result, e.Pay)
			}
		}
	}
}

// followCredits follows each seat's credits and each meter through the
// round's events from the snapshot at its start, and checks that they end
// where the table's do.
func followCredits(t *testing.T, tb *Table) {
	var bank [table.Seats]money.Amount
	var spot [table.Seats][NumWagers]money.Amount
	meters := map[[2]int]money.Amount{}
	for _, e := range tb.Events() {
		s := int(e.Seat)
		switch e.Kind {
		case table.SeatState, table.SeatTaken:
			bank[s] = e.Amount
		case table.SeatLeft:
			bank[s] = 0
		case table.BoughtIn, table.Paid, table.Voided:
			bank[s] += e.Amount
		case table.BetPlaced:
			bank[s] -= e.Amount - spot[s][e.Wager]
			spot[s][e.Wager] = e.Amount
		case table.Decided:
			bank[s] -= e.Amount
			spot[s][Play] = e.Amount
		case table.Settled:
			bank[s] += spot[s][e.Wager] + e.Amount
		case table.MeterChanged:
			meters[[2]int{int(e.Value), int(e.Index)}] = e.Amount
		}
	}
	for s := range table.Seats {
		if bank[s] != tb.Balance(s) {
			t.Errorf("seat %d: the events leave %v, the table %v", s, bank[s], tb.Balance(s))
		}
	}
	for k := range tb.Meters() {
		m := tb.Meter(k)
		for i := range m.Levels() {
			if a, ok := meters[[2]int{k, i}]; !ok || a != m.Meter(i) {
				t.Errorf("meter %d level %d: the events leave %v, the meter %v", k, i, a, m.Meter(i))
			}
		}
	}
}
