package crisscross

import (
	"errors"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/game/wheel"
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
	// A folded seat is not asked again and its hand is not named.
	for _, e := range tb.Events() {
		if e.Kind == table.Turn && (e.Seat == 0 && e.Wager != AcrossBet || e.Seat == 1 && e.Wager == MiddleBet) {
			t.Errorf("folded seat asked: %+v", e)
		}
		if e.Kind == table.HandRanked && e.Seat != 4 {
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
	must(t, tb.BuyIn(0, cr(1_000)))
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
	cfg := DefaultConfig()
	cfg.Ante.Min = cr(25)
	tb2, err := NewTable(cfg, sharedEval(), [32]byte{})
	must(t, err)
	if tb2.Cap() != cr(25*3302) {
		t.Errorf("cap at a minimum of 25: %v", tb2.Cap())
	}
}

// seedFor finds a deal seed whose stream's first spins of wheels ws, after
// a stacked deal, land on segments that pass ok.
func seedFor(t *testing.T, ok func(segs []int) bool, ws ...*wheel.Wheel) cards.Seed {
	t.Helper()
	for s := cards.Seed(1); s < 1_000_000; s++ {
		r := stackedStream(s)
		segs := make([]int, len(ws))
		for i, w := range ws {
			segs[i] = w.Spin(r)
		}
		if ok(segs) {
			return s
		}
	}
	t.Fatal("no seed found")
	return 0
}

// A Bonus Spin: seat 0's pocket pair under a 5-credit wager spins; the
// others' Bonus Spin wagers lose and are paid the Community Pay by their
// own wager; a seat without the wager gets nothing.
func TestBonusSpinWithCommunityPays(t *testing.T) {
	bs := wheel.BonusSpinA()
	for _, target := range []int64{25, 200, 500} {
		seed := seedFor(t, func(s []int) bool { return bs.Wheel.Segments[s[0]].Symbol.Amount == cr(target) }, &bs.Wheel)
		tb := newTable(t, 0, 1, 2, 3)
		antesAnd(t, tb, BonusSpin, map[int]int64{0: 5, 1: 5, 2: 1, 3: 0})
		stack(t, tb, "2h 5c 9s Kd 7h", "8c 8d", "Ac 3d", "Qc 4s", "Jh 6d")
		must(t, tb.Deal(seed))
		play(t, tb, nil)
		spins := count(tb, table.WheelSpun)
		if len(spins) != 1 || spins[0].Seat != 0 || spins[0].Wager != BonusSpin || bs.Wheel.Segments[spins[0].Index].Symbol.Amount != cr(target) {
			t.Fatalf("spins %+v", spins)
		}
		if r := tb.Result(0, BonusSpin); r.Result != table.Won || r.Net != cr(target-5) {
			t.Errorf("spinner: %+v", r)
		}
		c := bs.Community
		paid := map[int]money.Amount{}
		for _, e := range count(tb, table.Paid) {
			if e.Result != table.EnvyPay || e.Index != 0 || e.Wager != BonusSpin {
				t.Errorf("pay %+v", e)
			}
			paid[int(e.Seat)] += e.Amount
		}
		sym := wheel.Symbol{Amount: cr(target)}
		want := map[int]money.Amount{1: c.Pay(sym, cr(5)), 2: c.Pay(sym, cr(1))}
		if len(paid) != 2 || paid[1] != want[1] || paid[2] != want[2] {
			t.Errorf("$%d: community pays %v, want %v", target, paid, want)
		}
		for _, n := range []int{1, 2} {
			if tb.Result(n, BonusSpin).Result != table.Lost {
				t.Errorf("seat %d: %+v", n, tb.Result(n, BonusSpin))
			}
		}
		checkBooks(t, tb)
	}
}

// seedsBySegment returns, for each segment of w, a deal seed whose
// stream's first spin of w, after a stacked deal, lands on it.
func seedsBySegment(t *testing.T, w *wheel.Wheel) []cards.Seed {
	t.Helper()
	seeds := make([]cards.Seed, len(w.Segments))
	left := len(seeds)
	for s := cards.Seed(1); left > 0 && s < 1_000_000; s++ {
		if i := w.Spin(stackedStream(s)); seeds[i] == 0 {
			seeds[i] = s
			left--
		}
	}
	if left > 0 {
		t.Fatalf("%s: no seed for %d segments", w.Title, left)
	}
	return seeds
}

// spinConfig is the default table with Bonus Spin paytable bs, taking every
// wager it takes.
func spinConfig(bs wheel.BonusSpin) Config {
	cfg := DefaultConfig()
	cfg.SpinTable = bs
	cfg.Spin = exact(bs.Wagers)
	return cfg
}

// spinRound deals one round at a table of paytable bs: seat 0 holds a
// pocket pair under a Bonus Spin wager of spin; seat 1 wagers 5, seat 2
// wagers 1, seat 3 wagers 1 and folds on the Across street, seat 4 makes no
// Bonus Spin wager. It returns the table, the Community Pays by seat and
// the meter as it stood when the spin was settled.
func spinRound(t *testing.T, bs wheel.BonusSpin, spin int64, seed cards.Seed) (*Table, map[int]money.Amount, money.Amount) {
	t.Helper()
	tb := tableOf(t, spinConfig(bs), 0, 1, 2, 3, 4)
	antesAnd(t, tb, BonusSpin, map[int]int64{0: spin, 1: 5, 2: 1, 3: 1, 4: 0})
	stack(t, tb, "2h 5c 9s Kd 7h", "8c 8d", "Ac 3d", "Qc 4s", "Jh 6d", "Ts 3c")
	must(t, tb.Deal(seed))
	meter := tb.Meter(BonusSpin)
	play(t, tb, map[int][3]table.Action{3: {table.Fold}})
	paid := map[int]money.Amount{}
	for _, e := range count(tb, table.Paid) {
		if e.Result != table.EnvyPay || e.Index != 0 || e.Wager != BonusSpin {
			t.Errorf("pay %+v", e)
		}
		paid[int(e.Seat)] += e.Amount
	}
	var envy money.Amount
	for _, e := range tb.Entries() {
		if e.Reason == table.Envy && e.Wager == BonusSpin {
			envy += e.Amount
		}
	}
	var sum money.Amount
	for _, a := range paid {
		sum += a
	}
	if envy != sum {
		t.Errorf("ledger Community Pays %v, events %v", envy, sum)
	}
	checkBooks(t, tb)
	return tb, paid, meter
}

// Every segment of every Bonus Spin wheel, spun by a 1- or a 5-credit
// pocket pair, pays what wheel.Return counts: the spinner the symbol in
// proportion to the wager (the Jackpot from the meter on 5 only, nothing
// on 1), and each other bettor, folded or not, the Community Pay for their
// own wager, whatever the spinner wagered.
func TestSpinPaysAsTheReturnCounts(t *testing.T) {
	for _, bs := range wheel.BonusSpinPaytables() {
		seeds := seedsBySegment(t, &bs.Wheel)
		for seg, seed := range seeds {
			sym := bs.Wheel.Segments[seg].Symbol
			var pays [2]map[int]money.Amount
			for k, spin := range [2]int64{1, 5} {
				tb, paid, meter := spinRound(t, bs, spin, seed)
				pays[k] = paid
				spins := count(tb, table.WheelSpun)
				if len(spins) != 1 || spins[0].Seat != 0 || int(spins[0].Index) != seg || spins[0].Value != OwnWheel {
					t.Fatalf("%s segment %d on %d: spins %+v", bs.Title, seg, spin, spins)
				}
				stake := cr(spin)
				want, jack := bs.Wheel.Pay(seg, stake)
				if jack != (sym.Jackpot && spin == 5) || !sym.Jackpot && want != sym.Amount*stake/cr(5) {
					t.Fatalf("%s: Pay(%d, %v) = %v, %v", bs.Title, seg, stake, want, jack)
				}
				if jack {
					want = meter
				}
				r := tb.Result(0, BonusSpin)
				if sym.Jackpot && spin == 1 {
					if r.Result != table.Lost || r.Net != -stake {
						t.Errorf("%s: Jackpot on 1: %+v", bs.Title, r)
					}
				} else if r.Result != table.Won || r.Net != want-stake {
					t.Errorf("%s: %v on %d: %+v, want %v", bs.Title, sym, spin, r, want)
				}
				paidJackpot := false
				for _, e := range count(tb, table.MeterChanged) {
					if e.Result == table.JackpotPay {
						// Paid to the spinner, the meter set back to its reset.
						paidJackpot = e.Seat == 0 && e.Amount == bs.Meter.Levels[0].Reset
					}
				}
				if paidJackpot != jack || jack && meter < bs.Meter.Levels[0].Seed {
					t.Errorf("%s: %v on %d: meter %v, paid %v", bs.Title, sym, spin, meter, paidJackpot)
				}
				for n, w := range map[int]int64{1: 5, 2: 1, 3: 1, 4: 0} {
					if w == 0 {
						if paid[n] != 0 {
							t.Errorf("%s: seat %d without the wager paid %v", bs.Title, n, paid[n])
						}
						continue
					}
					if got, want := paid[n], bs.Community.Pay(sym, cr(w)); got != want {
						t.Errorf("%s: %v spun on %d pays seat %d (%d) %v, want %v", bs.Title, sym, spin, n, w, got, want)
					}
				}
			}
			if len(pays[0]) != len(pays[1]) {
				t.Errorf("%s: %v: Community Pays %v after a 1-credit spin, %v after a 5", bs.Title, sym, pays[0], pays[1])
			}
			for n, a := range pays[0] {
				if pays[1][n] != a {
					t.Errorf("%s: %v: Community Pays %v after a 1-credit spin, %v after a 5", bs.Title, sym, pays[0], pays[1])
				}
			}
		}
	}
}

// A 1-credit pocket pair spins: paid a fifth of the amount, and every other
// Bonus Spin bettor, the folded one too, gets the Community Pay by their
// own wager, as after a 5-credit spin.
func TestOneCreditSpinWithCommunityPays(t *testing.T) {
	bs := wheel.BonusSpinA()
	for _, target := range []int64{500, 200, 25, 18} {
		seed := seedFor(t, func(s []int) bool { return bs.Wheel.Segments[s[0]].Symbol.Amount == cr(target) }, &bs.Wheel)
		tb, paid, _ := spinRound(t, bs, 1, seed)
		spins := count(tb, table.WheelSpun)
		if len(spins) != 1 || spins[0].Seat != 0 || spins[0].Wager != BonusSpin {
			t.Fatalf("spins %+v", spins)
		}
		if r := tb.Result(0, BonusSpin); r.Result != table.Won || r.Net != cr(target)/5-cr(1) {
			t.Errorf("$%d on 1: %+v", target, r)
		}
		want := map[int]map[int]money.Amount{
			500: {1: cr(100), 2: cr(20), 3: cr(20)},
			200: {1: cr(50), 2: cr(10), 3: cr(10)},
			25:  {1: cr(15), 2: cr(3), 3: cr(3)},
			18:  {},
		}[int(target)]
		if len(paid) != len(want) {
			t.Errorf("$%d: community pays %v, want %v", target, paid, want)
		}
		for n, a := range want {
			if paid[n] != a {
				t.Errorf("$%d: community pays %v, want %v", target, paid, want)
			}
		}
		if tb.Result(3, BonusSpin).Result != table.Folded || tb.Result(1, BonusSpin).Result != table.Lost {
			t.Errorf("others: %+v %+v", tb.Result(3, BonusSpin), tb.Result(1, BonusSpin))
		}
		// The ledger pays the spinner the fifth, from the house.
		var won money.Amount
		for _, e := range tb.Entries() {
			if e.Seat == 0 && e.Wager == BonusSpin && e.Reason == table.Win {
				won += e.Amount
			}
		}
		if won != cr(target)/5 {
			t.Errorf("$%d on 1: ledger pays %v", target, won)
		}
	}
}

// A 1-credit pocket pair landing on the Jackpot wins nothing: the meter
// is not paid, and the others get no Community Pay (the Jackpot earns none).
// Paytable B's progressive meter keeps what it had.
func TestOneCreditJackpot(t *testing.T) {
	for _, bs := range []wheel.BonusSpin{wheel.BonusSpinA(), wheel.BonusSpinB()} {
		seed := seedFor(t, func(s []int) bool { return bs.Wheel.Segments[s[0]].Symbol.Jackpot }, &bs.Wheel)
		tb := tableOf(t, spinConfig(bs), 0, 1)
		antesAnd(t, tb, BonusSpin, map[int]int64{0: 1, 1: 5})
		stack(t, tb, "2h 5c 9s Kd 7h", "8c 8d", "Ac 3d")
		must(t, tb.Deal(seed))
		before := tb.Meter(BonusSpin)
		play(t, tb, nil)
		spins := count(tb, table.WheelSpun)
		if len(spins) != 1 || !bs.Wheel.Segments[spins[0].Index].Symbol.Jackpot {
			t.Fatalf("%s: spins %+v", bs.Title, spins)
		}
		if r := tb.Result(0, BonusSpin); r.Result != table.Lost || r.Net != -cr(1) {
			t.Errorf("%s: Jackpot on 1: %+v", bs.Title, r)
		}
		if tb.Meter(BonusSpin) < before || before < bs.Meter.Levels[0].Seed {
			t.Errorf("%s: meter %v, before %v", bs.Title, tb.Meter(BonusSpin), before)
		}
		for _, e := range count(tb, table.MeterChanged) {
			if e.Result == table.JackpotPay {
				t.Errorf("%s: the meter paid: %+v", bs.Title, e)
			}
		}
		for _, e := range tb.Entries() {
			if e.Wager == BonusSpin && (e.Reason == table.Envy || e.Reason == table.Jackpot || e.Reason == table.Win) {
				t.Errorf("%s: %+v", bs.Title, e)
			}
		}
		checkBooks(t, tb)
	}
}

// Paytables C and D take 1-credit wagers as well as 5: a 1-credit pocket
// pair spins their wheel and is paid a fifth of the amount ($2,500 pays
// 500); nothing else is taken.
func TestBonusSpinCAndDTakeOneCredit(t *testing.T) {
	for _, bs := range []wheel.BonusSpin{wheel.BonusSpinC(), wheel.BonusSpinD()} {
		tb := tableOf(t, spinConfig(bs), 0)
		must(t, tb.BetAntes(0, cr(10)))
		for _, a := range []int64{1, 5} {
			must(t, tb.Bet(0, BonusSpin, cr(a)))
		}
		for _, a := range []int64{2, 10} {
			if err := tb.Bet(0, BonusSpin, cr(a)); !errors.Is(err, table.ErrAmountStep) && !errors.Is(err, table.ErrAmount) {
				t.Errorf("%s takes %d: %v", bs.Title, a, err)
			}
		}
		seed := seedFor(t, func(s []int) bool { return bs.Wheel.Segments[s[0]].Symbol.Amount == cr(2_500) }, &bs.Wheel)
		tb, _, _ = spinRound(t, bs, 1, seed)
		if r := tb.Result(0, BonusSpin); r.Result != table.Won || r.Net != cr(499) {
			t.Errorf("%s: $2,500 on 1: %+v", bs.Title, r)
		}
		if len(count(tb, table.Paid)) != 0 {
			t.Errorf("%s: Community Pays on a wheel without their symbols", bs.Title)
		}
	}
}

// The Bonus Spin validation: every paytable A-D builds a table that takes
// 1 and 5; a limit the paytable does not take, or a paytable taking more
// than its wheel's Base, is refused.
func TestBonusSpinValidation(t *testing.T) {
	for _, bs := range wheel.BonusSpinPaytables() {
		cfg := spinConfig(bs)
		if _, err := NewTable(cfg, sharedEval(), [32]byte{}); err != nil {
			t.Errorf("%s: %v", bs.Title, err)
		}
		if got := cfg.Spin.Exact; len(got) != 2 || got[0] != cr(1) || got[1] != cr(5) {
			t.Errorf("%s: limit %v", bs.Title, got)
		}
		bad := cfg
		bad.Spin = exact([]money.Amount{cr(1), cr(2)})
		if _, err := NewTable(bad, sharedEval(), [32]byte{}); !errors.Is(err, ErrConfig) {
			t.Errorf("%s with a limit of 2: %v", bs.Title, err)
		}
		bad = cfg
		bad.SpinTable.Wagers = []money.Amount{cr(1), cr(5), cr(10)}
		bad.Spin = exact(bad.SpinTable.Wagers)
		if _, err := NewTable(bad, sharedEval(), [32]byte{}); !errors.Is(err, ErrConfig) {
			t.Errorf("%s taking 10: %v", bs.Title, err)
		}
	}
}

// Bonus Spin Xtreme: seat 0's three nines spin the Hot Spot wheel; one
// Community Prize spin pays the other Xtreme bettors by their wager.
func TestXtremeWithCommunityPrize(t *testing.T) {
	x := wheel.XtremeA()
	seed := cards.Seed(5)
	r := stackedStream(seed)
	hot, com := x.HotSpot.Spin(r), x.Community.Spin(r)
	tb := newTable(t, 0, 1, 2, 3)
	antesAnd(t, tb, Xtreme, map[int]int64{0: 2, 1: 2, 2: 5, 3: 0})
	stack(t, tb, "2h 5c 9s Kd 7h", "9c 9d", "Ac 3d", "Qc 4s", "Jh 6d")
	must(t, tb.Deal(seed))
	play(t, tb, nil)
	spins := count(tb, table.WheelSpun)
	if len(spins) != 2 || spins[0].Index != uint8(hot) || spins[0].Value != OwnWheel ||
		spins[1].Index != uint8(com) || spins[1].Value != CommunityWheel || spins[1].Seat != 0 {
		t.Fatalf("spins %+v", spins)
	}
	pay, _ := x.HotSpot.Pay(hot, cr(2))
	if r := tb.Result(0, Xtreme); pay > 0 && (r.Result != table.Won || r.Net != pay-cr(2)) {
		t.Errorf("spinner: %+v, want %v", r, pay)
	}
	c2, _ := x.Community.Pay(com, cr(2))
	c5, _ := x.Community.Pay(com, cr(5))
	paid := map[int]money.Amount{}
	for _, e := range count(tb, table.Paid) {
		paid[int(e.Seat)] += e.Amount
	}
	if len(paid) != 2 || paid[1] != c2 || paid[2] != c5 {
		t.Errorf("community prizes %v, want %v and %v", paid, c2, c5)
	}
	checkBooks(t, tb)
}

// The Jackpot: Bonus Spin A's fixed prize of 1,000 is paid from the meter,
// which the house sets back to 1,000; Bonus Spin Xtreme's Jackpot on a
// 2-credit wager pays nothing and leaves the meter.
func TestJackpots(t *testing.T) {
	bs, x := wheel.BonusSpinA(), wheel.XtremeA()
	isJack := func(w *wheel.Wheel) func([]int) bool {
		return func(s []int) bool { return w.Segments[s[0]].Symbol.Jackpot }
	}
	seed := seedFor(t, isJack(&bs.Wheel), &bs.Wheel)
	tb := newTable(t, 0)
	must(t, tb.BetAntes(0, cr(10)))
	must(t, tb.Bet(0, BonusSpin, cr(5)))
	stack(t, tb, "2h 5c 9s Kd 7h", "8c 8d")
	must(t, tb.Deal(seed))
	play(t, tb, nil)
	if r := tb.Result(0, BonusSpin); r.Result != table.Won || r.Net != cr(995) {
		t.Errorf("jackpot %+v", r)
	}
	if tb.Meter(BonusSpin) != cr(1_000) || tb.ledger.MeterBalance() != -cr(0) {
		t.Errorf("meter %v, ledger meters %v", tb.Meter(BonusSpin), tb.ledger.MeterBalance())
	}
	jp := false
	for _, e := range count(tb, table.MeterChanged) {
		jp = jp || e.Result == table.JackpotPay && e.Seat == 0
	}
	if !jp {
		t.Error("no jackpot meter event")
	}
	checkBooks(t, tb)

	seed = seedFor(t, isJack(&x.HotSpot), &x.HotSpot)
	tb = newTable(t, 0)
	must(t, tb.BetAntes(0, cr(10)))
	must(t, tb.Bet(0, Xtreme, cr(2)))
	stack(t, tb, "2h 5c 9s Kd 7h", "9c 9d")
	must(t, tb.Deal(seed))
	before := tb.Meter(Xtreme)
	play(t, tb, nil)
	if r := tb.Result(0, Xtreme); r.Result != table.Lost || r.Net != -cr(2) {
		t.Errorf("jackpot on 2: %+v", r)
	}
	if tb.Meter(Xtreme) < before {
		t.Error("the meter paid a 2-credit wager")
	}
	checkBooks(t, tb)
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
	must(t, tb.SeatMate(1, table.Roster()[0]))
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
	must(t, tb.Bet(0, AnteDown, cr(6)))
	if err := tb.Deal(1); !errors.Is(err, ErrAntes) || err.Error() != "seat 0: the Ante Across and Ante Down must be equal (001 ch.7 E(1))" {
		t.Errorf("unequal antes: %v", err)
	}
	must(t, tb.Bet(0, AnteDown, cr(5)))
	must(t, tb.Bet(0, FiveCardBonus, cr(5)))
	if err := tb.Bet(0, AnteAcross, 0); !errors.Is(err, ErrNeedsAnte) {
		t.Errorf("ante down under a side wager: %v", err)
	}
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
	for i, m := range table.Roster()[:table.Seats] {
		must(t, tb.SeatMate(i, m))
	}
	for r := range 2000 {
		must(t, tb.Deal(cards.Seed(r)))
		if tb.Phase() != Betting {
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
	if err := tb.Rebet(2); !errors.Is(err, ErrNoBets) {
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
	must(t, tb.BuyIn(0, cr(1_000_000)))
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

// Table-mates bet by habit: antes of Units minimums, the side wagers by
// their chances, a bigger wheel wager for a bigger bettor; a mate short of
// credits buys in again.
func TestMateHabits(t *testing.T) {
	tb := newTable(t)
	rosa := table.Mate{Name: "Rosa", Units: 2, BuyIn: 12, SideBets: 1_000_000, Jackpots: 1_000_000, Think: 10}
	walt := table.Mate{Name: "Walt", Units: 1, BuyIn: 100, Think: 10}
	must(t, tb.SeatMate(0, rosa))
	must(t, tb.SeatMate(5, walt))
	must(t, tb.Deal(1))
	want := map[table.Wager]money.Amount{AnteAcross: cr(10), AnteDown: cr(10), FiveCardBonus: cr(2), BonusSpin: cr(5), Xtreme: cr(2)}
	for w, a := range want {
		if got := tb.seats[0].stake[w]; got != a {
			t.Errorf("Rosa's %s: %v, want %v", WagerName(w), got, a)
		}
	}
	if tb.seats[5].stake[FiveCardBonus] != 0 || tb.seats[5].stake[AnteAcross] != cr(5) {
		t.Errorf("Walt's wagers %v", tb.seats[5].stake)
	}
	// Rosa sat down with 12 minimums (60): less than her antes and three
	// 3x bets, so she bought in again before betting (two buy-ins in the
	// round's entries: sitting down, and the top-up).
	buyIns := 0
	for _, e := range tb.Entries() {
		if e.Reason == table.BuyIn && e.Seat == 0 {
			buyIns++
		}
	}
	if buyIns != 2 {
		t.Errorf("%d buy-ins", buyIns)
	}
	checkBooks(t, tb)
}
