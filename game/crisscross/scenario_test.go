package crisscross

import (
	"errors"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
)

var mainWagers = []table.Wager{AnteAcross, AnteDown, AcrossBet, DownBet, MiddleBet}

// The settlement rules of 001 ch.11 I(3), dealt at a table.
func TestSettlementRules(t *testing.T) {
	cases := []struct {
		name, cross, hole string
		want              string       // results of the antes and the three bets
		net               money.Amount // the seat's net on them, ante 10 and 1x bets
	}{
		// cross: top left middle right bottom
		{"Across push, Down lose: Middle push", "2h 8h 5s Kc Jd", "8c 3d", "push lose push lose push", cr(-20)},
		{"Down push, Across lose: Middle push", "Th 2h 7s Kc 3d", "Tc 4d", "lose push lose push push", cr(-20)},
		{"both lose: Middle loses", "3h 2h 6s 9c 8d", "Ac Kd", "lose lose lose lose lose", cr(-50)},
		{"both push: Middle pushes", "6h 6d 2s Kc 3d", "6c 9d", "push push push push push", 0},
		{"better hand pays the Middle: trips across, jacks down", "9h Jh 4s 2c 2d", "Jc Jd", "win win win win win", cr(10 + 10 + 30 + 10 + 30)},
		{"Across wins, Down loses: Middle on the Across hand", "3h Ah 7s As 8d", "Kc 2d", "win lose win lose win", cr(10)},   // +10 -10 +10 -10 +10,
		{"two pair: even money on the ante, 2 to 1 on the bets", "Qh Jh 2s 7c Kd", "Jc 2d", "win lose win lose win", cr(30)}, // +10 -10 +20 -10 +20,
	}
	for _, c := range cases {
		tb := newTable(t, 3)
		must(t, tb.BetAntes(3, cr(10)))
		stack(t, tb, c.cross, c.hole)
		must(t, tb.Deal(1))
		play(t, tb, nil)
		if got := results(tb, 3, mainWagers...); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
		var net money.Amount
		for _, w := range mainWagers {
			net += tb.Result(3, w).Net
		}
		if net != c.net || tb.Balance(3) != cr(10_000)+c.net {
			t.Errorf("%s: net %v, balance %v; want %v", c.name, net, tb.Balance(3), c.net)
		}
		checkBooks(t, tb)
	}
}

// A fold on each street forfeits what is wagered so far; the Five Card
// Bonus stays in action and is paid after the fold.
func TestFoldOnEveryStreet(t *testing.T) {
	tb := newTable(t, 0, 1, 2, 4)
	for _, n := range []int{0, 1, 2, 4} {
		must(t, tb.BetAntes(n, cr(10)))
		must(t, tb.Bet(n, FiveCardBonus, cr(5)))
		must(t, tb.Bet(n, BonusSpin, cr(1)))
	}
	// Three nines in the cross: the Five Card Bonus pays 4 to 1.
	stack(t, tb, "9h 9d 9s 2c 5d", "Ac 3d", "Kc 4d", "Qc 6d", "Jc 7d")
	must(t, tb.Deal(7))
	f := table.Fold
	play(t, tb, map[int][3]table.Action{0: {f}, 1: {0, f}, 2: {0, 0, f}})
	want := map[int]string{
		0: "fold fold   ",
		1: "fold fold fold  ",
		2: "fold fold fold fold ",
		4: "push push push push push", // a pair of nines on each line
	}
	for n, w := range want {
		got := ""
		for _, x := range mainWagers {
			if r := tb.Result(n, x).Result; r != table.NoResult {
				got += r.String()
			}
			got += " "
		}
		if got[:len(got)-1] != w {
			t.Errorf("seat %d: %q, want %q", n, got[:len(got)-1], w)
		}
		if r := tb.Result(n, FiveCardBonus); r.Result != table.Won || r.Net != cr(20) {
			t.Errorf("seat %d: Five Card Bonus %+v", n, r)
		}
		if r := tb.Result(n, BonusSpin).Result; n != 4 && r != table.Folded || n == 4 && r != table.Lost {
			t.Errorf("seat %d: Bonus Spin %v", n, r)
		}
	}
	for n, lost := range map[int]int64{0: 20, 1: 30, 2: 40} {
		if got := tb.Balance(n); got != cr(10_000-lost+20-1) {
			t.Errorf("seat %d: balance %v", n, got)
		}
	}
	// A folded seat is not asked again and its hand is not named after
	// its fold.
	var folded [table.Seats]bool
	for _, e := range tb.Events() {
		if e.Kind == table.Turn && (e.Seat == 0 && e.Wager != AcrossBet || e.Seat == 1 && e.Wager == MiddleBet) {
			t.Errorf("folded seat asked: %+v", e)
		}
		if e.Kind == table.Decided && e.Action == table.Fold {
			folded[e.Seat] = true
		}
		if e.Kind == table.HandRanked && e.Seat >= 0 && folded[e.Seat] {
			t.Errorf("folded hand named: %+v", e)
		}
	}
	checkBooks(t, tb)
}

// The aggregate payout cap: a royal flush across and a straight flush
// down at 25 an ante and 3x would win 82,550; the cap holds the win to
// 50,000 and the last wager paid is cut.
func TestCap(t *testing.T) {
	tb := newTable(t, 0)
	if tb.Cap() != cr(50_000) {
		t.Fatalf("cap %v", tb.Cap())
	}
	topUp(t, tb, 0, cr(1_000))
	must(t, tb.BetAntes(0, cr(25)))
	stack(t, tb, "9s As Qs Ks 8s", "Js Ts")
	must(t, tb.Deal(3))
	three := table.Bet3x
	play(t, tb, map[int][3]table.Action{0: {three, three, three}})
	if got := results(tb, 0, mainWagers...); got != "win win win win capped" {
		t.Fatalf("results %s", got)
	}
	var won money.Amount
	for _, w := range mainWagers {
		won += tb.Result(0, w).Net
	}
	if won != cr(50_000) || tb.Result(0, MiddleBet).Net != cr(4_950) {
		t.Errorf("won %v, middle %v", won, tb.Result(0, MiddleBet).Net)
	}
	if tb.Balance(0) != cr(11_000+50_000) {
		t.Errorf("balance %v", tb.Balance(0))
	}
	across, down, _ := tb.Hands(0)
	if across.Name() != "Royal Flush" || down.Name() != "Straight Flush, Queen high" {
		t.Errorf("hands %v / %v", across, down)
	}
	checkBooks(t, tb)
	// At a minimum ante of 25, the most a round can win is over 50,000.
	cfg := bare()
	cfg.Ante.Min = cr(25)
	tb2, err := NewTable(cfg, sharedEval())
	must(t, err)
	if tb2.Cap() != cr(25*3302) {
		t.Errorf("cap at a minimum of 25: %v", tb2.Cap())
	}
}

// The deal: no more bets, the cross face down first, then two cards to each
// seat in play one at a time from the dealer's left; the streets turn the
// left and right, top and bottom, middle cards.
func TestDealOrder(t *testing.T) {
	tb := newTable(t, 1, 4)
	must(t, tb.BetAntes(1, cr(5)))
	must(t, tb.BetAntes(4, cr(5)))
	must(t, tb.Deal(11))
	var got []string
	for _, e := range tb.Events() {
		switch e.Kind {
		case table.CardDealt:
			got = append(got, "deal"+string('0'+rune(e.Seat+2))+string('0'+rune(e.Index)))
		case table.CardShown:
			if e.Seat == table.Community {
				got = append(got, Position(e.Index).String())
			}
		case table.NoMoreBets, table.RoundStart:
			got = append(got, e.Kind.String())
		}
	}
	want := "round-start no-more-bets deal00 deal01 deal02 deal03 deal04 deal30 deal60 deal31 deal61"
	if s := join(got); s != want {
		t.Fatalf("%s\nwant %s", s, want)
	}
	play(t, tb, nil)
	got = got[:0]
	for _, e := range tb.Events() {
		if e.Kind == table.CardShown && e.Seat == table.Community {
			got = append(got, Position(e.Index).String())
		}
	}
	if s := join(got); s != "left right top bottom middle" {
		t.Fatalf("reveals %s", s)
	}
}

func join(s []string) string {
	out := ""
	for i, x := range s {
		if i > 0 {
			out += " "
		}
		out += x
	}
	return out
}

// Bets are checked with errors that name the rule.
func TestBetErrors(t *testing.T) {
	tb := newTable(t, 0)
	must(t, tb.SeatMate(1, 0))
	cases := []struct {
		err  error
		want error
	}{
		{tb.Bet(0, FiveCardBonus, cr(5)), ErrNeedsAnte},
		{tb.Bet(0, AnteAcross, cr(4)), table.ErrUnderMin},
		{tb.Bet(0, AnteAcross, cr(501)), table.ErrOverMax},
		{tb.Bet(0, AnteAcross, 550), table.ErrAmountStep},
		{tb.Bet(0, AcrossBet, cr(5)), ErrNotBetting},
		{tb.Bet(1, AnteAcross, cr(5)), ErrMateBets},
		{tb.Bet(2, AnteAcross, cr(5)), ErrSeat},
		{tb.Place(0, AcrossBet, cr(5)), ErrNotBetting},
		{tb.Take(0, AnteAcross, cr(5)), table.ErrNoStake},
		{tb.Clear(0), table.ErrNoChange},
		{tb.Rebet(0), table.ErrNoChange},
		{tb.Double(0), table.ErrNoChange},
		{tb.SetBets(0, table.Bets{AnteAcross: cr(5), AnteDown: cr(6)}), ErrAntes},
		{tb.SetBets(0, table.Bets{AnteAcross: cr(5), AnteDown: cr(5), MiddleBet: cr(5)}), ErrNotBetting},
		{tb.SetBets(0, table.Bets{AnteAcross: cr(5), AnteDown: cr(5), 12: cr(5)}), table.ErrWagerSpot},
		{tb.BuyIn(0), ErrNotBroke},
		{tb.BuyIn(1), ErrSeat},
		{tb.Bet(7, AnteAcross, cr(5)), ErrSeat},
		{tb.Bet(0, AnteAcross, -1), table.ErrAmount},
		{tb.Decide(0, table.Bet1x), ErrNotYourTurn},
	}
	for i, c := range cases {
		if !errors.Is(c.err, c.want) {
			t.Errorf("case %d: %v, want %v", i, c.err, c.want)
		}
	}
	must(t, tb.BetAntes(0, cr(5)))
	for _, c := range []struct {
		err  error
		want error
		text string
	}{
		{tb.Bet(0, BonusSpin, cr(2)), table.ErrAmountStep, "Bonus Spin: not an amount this wager takes: 2 (this wager takes 1 or 5)"},
		{tb.Bet(0, Xtreme, cr(3)), table.ErrAmountStep, "Bonus Spin Xtreme: not an amount this wager takes: 3 (this wager takes 1, 2 or 5)"},
		{tb.Bet(0, AnteAcross, cr(20_000)), table.ErrOverMax, ""},
		{tb.BetAntes(0, cr(6_000)), table.ErrOverMax, ""},
	} {
		if !errors.Is(c.err, c.want) || c.text != "" && c.err.Error() != c.text {
			t.Errorf("%v, want %v %q", c.err, c.want, c.text)
		}
	}
	// Either ante sets both; antes taken down take the side wagers with them.
	must(t, tb.Bet(0, AnteDown, cr(6)))
	if b := tb.Bets(0); b[AnteAcross] != cr(6) || b[AnteDown] != cr(6) {
		t.Errorf("antes %v", b)
	}
	must(t, tb.Bet(0, FiveCardBonus, cr(5)))
	must(t, tb.Bet(0, AnteAcross, 0))
	if b := tb.Bets(0); b.Total() != 0 || tb.Balance(0) != cr(10_000) {
		t.Errorf("antes down: %v, %v left", b, tb.Balance(0))
	}
	// The credits must cover the wagers and three 1x street bets.
	if err := tb.BetAntes(0, cr(2_000)); !errors.Is(err, table.ErrOverMax) {
		t.Errorf("antes over the maximum: %v", err)
	}
	poor := newTable(t)
	must(t, poor.SeatPlayer(0, cr(40)))
	if err := poor.BetAntes(0, cr(10)); !errors.Is(err, table.ErrCredits) || err.Error() != "not enough credits: 20 of wagers and 30 kept for the three street bets, 40 available" {
		t.Errorf("antes without the street bets: %v", err)
	}
	must(t, poor.BetAntes(0, cr(8)))
	must(t, tb.BetAntes(0, cr(5)))
	must(t, tb.Bet(0, FiveCardBonus, cr(5)))
	must(t, tb.Deal(1))
	if err := tb.Bet(0, FiveCardBonus, cr(1)); !errors.Is(err, ErrNoMoreBets) || err.Error() != "no more bets" {
		t.Errorf("bet after the deal: %v", err)
	}
	if err := tb.Deal(2); !errors.Is(err, ErrRound) {
		t.Errorf("deal twice: %v", err)
	}
	if err := tb.Decide(0, table.Action(9)); !errors.Is(err, ErrAction) {
		t.Errorf("bad action: %v", err)
	}
}

// A table without a player runs each round to the end by itself.
func TestMatesOnly(t *testing.T) {
	tb := newTable(t)
	if err := tb.Deal(1); !errors.Is(err, ErrNoBets) {
		t.Fatalf("empty table dealt: %v", err)
	}
	for i := range table.Seats {
		must(t, tb.SeatMate(i, i))
	}
	for r := range 2000 {
		must(t, tb.Deal(cards.Seed(r)))
		if tb.Phase() != table.Done {
			t.Fatal("a mates' round did not finish")
		}
		checkBooks(t, tb)
	}
	if tb.Round() != 2000 {
		t.Fatalf("round %d", tb.Round())
	}
}

// Rebet places the last round's wagers again; Clear takes them down.
func TestRebetAndClear(t *testing.T) {
	tb := newTable(t, 2)
	if err := tb.Rebet(2); !errors.Is(err, table.ErrNoChange) {
		t.Fatalf("rebet with no last round: %v", err)
	}
	must(t, tb.BetAntes(2, cr(20)))
	must(t, tb.Bet(2, Xtreme, cr(5)))
	must(t, tb.Deal(4))
	play(t, tb, map[int][3]table.Action{2: {table.Fold}})
	must(t, tb.Rebet(2))
	if tb.OnSpot(2, AnteAcross) != cr(20) || tb.OnSpot(2, AnteDown) != cr(20) || tb.OnSpot(2, Xtreme) != cr(5) || tb.OnSpot(2, AcrossBet) != 0 {
		t.Errorf("rebet spots %v %v %v", tb.OnSpot(2, AnteAcross), tb.OnSpot(2, Xtreme), tb.OnSpot(2, AcrossBet))
	}
	bal := tb.Balance(2)
	must(t, tb.Clear(2))
	if tb.Balance(2) != bal+cr(45) || tb.OnSpot(2, AnteAcross) != 0 {
		t.Errorf("clear: balance %v", tb.Balance(2))
	}
}

// The table's settlement, by pay tables looked up once, agrees with
// Showdown, the function the math sheet uses, over many random deals.
func TestSettlementMatchesShowdown(t *testing.T) {
	tb := newTable(t, 0)
	topUp(t, tb, 0, cr(1_000_000))
	cfg := tb.Config()
	for r := range 3000 {
		must(t, tb.BetAntes(0, cr(5)))
		must(t, tb.Deal(cards.Seed(r)))
		play(t, tb, map[int][3]table.Action{0: {table.Bet3x, table.Bet2x, table.Bet1x}})
		across, down, ok := tb.Hands(0)
		if !ok {
			t.Fatal("hands not named")
		}
		o := [5]Outcome{}
		o[0], o[1], o[2], o[3], o[4] = Showdown(cfg.Main, cfg.Antes, across, down)
		for i, w := range mainWagers {
			stake := []money.Amount{cr(5), cr(5), cr(15), cr(10), cr(5)}[i]
			if got := tb.Result(0, w); got.Result != o[i].Result || got.Net != o[i].Net(stake) {
				t.Fatalf("deal %d %s: %+v, Showdown %+v", r, WagerName(w), got, o[i])
			}
		}
	}
}
