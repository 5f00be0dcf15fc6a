package crisscross

import (
	"errors"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/table"
	"felt/game/wheel"
)

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
			if e.Result != table.CommunityPay || e.Index != 0 || e.Wager != BonusSpin {
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
	cfg := bare()
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
	meter := tb.Jackpot(BonusSpin)
	play(t, tb, map[int][3]table.Action{3: {table.Fold}})
	paid := map[int]money.Amount{}
	for _, e := range count(tb, table.Paid) {
		if e.Result != table.CommunityPay || e.Index != 0 || e.Wager != BonusSpin {
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
				} else if won := map[bool]table.Result{false: table.Won, true: table.JackpotPay}[jack]; r.Result != won || r.Net != want-stake || r.Pay != want {
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
		before := tb.Jackpot(BonusSpin)
		play(t, tb, nil)
		spins := count(tb, table.WheelSpun)
		if len(spins) != 1 || !bs.Wheel.Segments[spins[0].Index].Symbol.Jackpot {
			t.Fatalf("%s: spins %+v", bs.Title, spins)
		}
		if r := tb.Result(0, BonusSpin); r.Result != table.Lost || r.Net != -cr(1) {
			t.Errorf("%s: Jackpot on 1: %+v", bs.Title, r)
		}
		if tb.Jackpot(BonusSpin) < before || before < bs.Meter.Levels[0].Seed {
			t.Errorf("%s: meter %v, before %v", bs.Title, tb.Jackpot(BonusSpin), before)
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
		if _, err := NewTable(cfg, sharedEval()); err != nil {
			t.Errorf("%s: %v", bs.Title, err)
		}
		if got := cfg.Spin.Exact; len(got) != 2 || got[0] != cr(1) || got[1] != cr(5) {
			t.Errorf("%s: limit %v", bs.Title, got)
		}
		bad := cfg
		bad.Spin = exact([]money.Amount{cr(1), cr(2)})
		if _, err := NewTable(bad, sharedEval()); !errors.Is(err, ErrConfig) {
			t.Errorf("%s with a limit of 2: %v", bs.Title, err)
		}
		bad = cfg
		bad.SpinTable.Wagers = []money.Amount{cr(1), cr(5), cr(10)}
		bad.Spin = exact(bad.SpinTable.Wagers)
		if _, err := NewTable(bad, sharedEval()); !errors.Is(err, ErrConfig) {
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
	if r := tb.Result(0, BonusSpin); r.Result != table.JackpotPay || r.Net != cr(995) || r.Pay != cr(1_000) {
		t.Errorf("jackpot %+v", r)
	}
	if tb.Jackpot(BonusSpin) != cr(1_000) || tb.ledger.MeterBalance() != -cr(0) {
		t.Errorf("meter %v, ledger meters %v", tb.Jackpot(BonusSpin), tb.ledger.MeterBalance())
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
	before := tb.Jackpot(Xtreme)
	play(t, tb, nil)
	if r := tb.Result(0, Xtreme); r.Result != table.Lost || r.Net != -cr(2) {
		t.Errorf("jackpot on 2: %+v", r)
	}
	if tb.Jackpot(Xtreme) < before {
		t.Error("the meter paid a 2-credit wager")
	}
	checkBooks(t, tb)
}
