package table

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"felt/game/cards"
	"felt/game/money"
)

func TestOrders(t *testing.T) {
	d, s := DealOrder(), SettleOrder()
	for i := range Seats {
		if d[i] != s[Seats-1-i] {
			t.Fatal("settle order is not the deal order reversed")
		}
	}
}

func TestLedgerRound(t *testing.T) {
	var l Ledger
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(l.BuyIn(2, money.Credits(100)))
	must(l.Stake(2, 0, money.Credits(5)))
	must(l.Stake(2, 1, money.Credits(5)))
	must(l.Stake(2, 2, money.Credits(1)))
	must(l.CollectStake(2, 2))
	if l.Balance(2) != money.Credits(89) || l.OnFelt(2, 2) != 0 || l.Staked(2, 2) != money.Credits(1) {
		t.Fatalf("after staking: bank %v", l.Balance(2))
	}
	must(l.SettleWin(2, 0, money.Credits(5)))
	must(l.SettlePush(2, 1))
	lost, err := l.SettleLose(2, 2)
	must(err)
	if lost != money.Credits(1) {
		t.Errorf("lost %v", lost)
	}
	if l.Balance(2) != money.Credits(104) || l.House() != -money.Credits(4) {
		t.Errorf("bank %v house %v", l.Balance(2), l.House())
	}
	if err := l.SettlePush(2, 1); !errors.Is(err, ErrSettled) {
		t.Errorf("second settlement: %v", err)
	}
	if _, err := l.SettleLose(2, 5); !errors.Is(err, ErrNoStake) {
		t.Errorf("settling an empty spot: %v", err)
	}
	if l.Total() != 0 {
		t.Errorf("total %v", l.Total())
	}
	must(l.NewRound())
	if len(l.Entries()) != 0 || l.IsStaked(2, 0) {
		t.Error("NewRound kept the round")
	}
}

func TestLedgerRejectsChangeNothing(t *testing.T) {
	var l Ledger
	_ = l.BuyIn(0, money.Credits(10))
	_ = l.Stake(0, 0, money.Credits(5))
	before := l
	before.entries = append([]Entry(nil), l.entries...)
	checks := []struct {
		err  error
		want error
	}{
		{l.Stake(0, 1, money.Credits(6)), ErrCredits},
		{l.Stake(0, 1, 0), ErrAmount},
		{l.Stake(6, 1, 1), ErrSeat},
		{l.Stake(0, MaxWagers, 1), ErrWagerSpot},
		{l.Unstake(0, 0, money.Credits(6)), ErrNoStake},
		{l.SettlePush(0, 3), ErrNoStake},
		{l.BuyIn(0, -1), ErrAmount},
		{l.CashOut(0), ErrOpen},
		{l.NewRound(), ErrOpen},
		{l.PayExtra(0, 0, 5, Bank, Envy), ErrWagerSpot},
		{l.PayExtra(0, 0, 0, House, Envy), ErrAmount},
		{l.FundMeters(0, Seed), ErrAmount},
		{l.StakeAll(0, []money.Amount{0, money.Credits(3), money.Credits(3)}), ErrCredits},
		{l.StakeAll(0, []money.Amount{0, 1, -1}), ErrAmount},
		{l.StakeAll(6, []money.Amount{1}), ErrSeat},
		{l.StakeAll(0, make([]money.Amount, MaxWagers+1)), ErrWagerSpot},
	}
	for i, c := range checks {
		if !errors.Is(c.err, c.want) {
			t.Errorf("check %d: %v, want %v", i, c.err, c.want)
		}
	}
	if l.bank != before.bank || l.spots != before.spots || l.staked != before.staked || l.settled != before.settled || l.house != before.house || len(l.entries) != len(before.entries) {
		t.Error("a rejected call changed the ledger")
	}
}

func TestVoidReturnsEverything(t *testing.T) {
	var l Ledger
	_ = l.BuyIn(1, money.Credits(50))
	_ = l.Stake(1, 0, money.Credits(10))
	_ = l.Stake(1, 4, money.Credits(5))
	_ = l.CollectStake(1, 4)
	l.Void()
	if l.Balance(1) != money.Credits(50) || l.House() != 0 {
		t.Fatalf("after void: bank %v house %v", l.Balance(1), l.House())
	}
	if err := l.NewRound(); err != nil {
		t.Fatal(err)
	}
}

// TestConservation throws random legal and illegal operations at a ledger
// and checks that the total never moves and nothing is settled twice, with
// the journal on and off.
func TestConservation(t *testing.T) {
	t.Run("journal", func(t *testing.T) { conservation(t, true) })
	t.Run("no journal", func(t *testing.T) { conservation(t, false) })
}

func conservation(t *testing.T, journal bool) {
	r := rand.New(rand.NewPCG(1, 2))
	var l Ledger
	l.SetJournal(journal)
	settled := map[[2]int]int{}
	for step := range 200000 {
		seat, w := r.IntN(Seats+1), Wager(r.IntN(5))
		a := money.Amount(r.IntN(2000) - 100)
		switch r.IntN(11) {
		case 0:
			_ = l.BuyIn(seat, a)
		case 1, 2:
			_ = l.Stake(seat, w, a)
		case 3:
			_ = l.Unstake(seat, w, a)
		case 4:
			_ = l.CollectStake(seat, w)
		case 5:
			if _, err := l.SettleLose(seat, w); err == nil {
				settled[[2]int{seat, int(w)}]++
			}
		case 6:
			if l.SettlePush(seat, w) == nil {
				settled[[2]int{seat, int(w)}]++
			}
		case 7:
			if l.SettleWin(seat, w, a) == nil {
				settled[[2]int{seat, int(w)}]++
			}
		case 8:
			_ = l.PayExtra(seat, w, a, Meters, Jackpot)
			_ = l.FundMeters(a, Contribute)
		case 9:
			if r.IntN(20) == 0 {
				l.Void()
			}
		case 10:
			if l.NewRound() == nil {
				clear(settled)
			}
		}
		if l.Total() != 0 {
			t.Fatalf("step %d: total %v", step, l.Total())
		}
		for k, n := range settled {
			if n > 1 {
				t.Fatalf("step %d: seat %d wager %d settled %d times", step, k[0], k[1], n)
			}
		}
		for _, e := range l.Entries() {
			if e.Amount <= 0 || e.From == e.To {
				t.Fatalf("entry %+v", e)
			}
		}
		if !journal && len(l.Entries()) != 0 {
			t.Fatalf("step %d: %d entries with the journal off", step, len(l.Entries()))
		}
	}
}

// TestJournalOff plays the same random operations on a ledger with its
// journal and one without: every call returns the same error, every
// balance and spot is the same, and only the entries differ.
func TestJournalOff(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var on, off Ledger
	off.SetJournal(false)
	if !on.Journal() || off.Journal() {
		t.Fatal("Journal")
	}
	for step := range 100000 {
		seat, w := r.IntN(Seats+1)-r.IntN(2), Wager(r.IntN(MaxWagers+1))
		a := money.Amount(r.IntN(2000) - 100)
		op, void := r.IntN(12), r.IntN(20) == 0
		do := func(l *Ledger) (money.Amount, error) {
			switch op {
			case 0:
				return 0, l.BuyIn(seat, a)
			case 1, 2:
				return 0, l.Stake(seat, w, a)
			case 3:
				return 0, l.Unstake(seat, w, a)
			case 4:
				return 0, l.CollectStake(seat, w)
			case 5:
				return l.SettleLose(seat, w)
			case 6:
				return 0, l.SettlePush(seat, w)
			case 7:
				return 0, l.SettleWin(seat, w, a)
			case 8:
				return 0, l.SettleJackpot(seat, w, a)
			case 9:
				return 0, errors.Join(l.PayExtra(seat, w, a, House, Envy), l.FundMeters(a, Contribute))
			case 10:
				if void {
					l.Void()
				}
				return 0, l.CashOut(seat)
			}
			return 0, l.NewRound()
		}
		a1, e1 := do(&on)
		a2, e2 := do(&off)
		if a1 != a2 || fmt.Sprint(e1) != fmt.Sprint(e2) {
			t.Fatalf("step %d op %d: %v %v with the journal, %v %v without", step, op, a1, e1, a2, e2)
		}
		if on.Balances() != off.Balances() || on.VoidedBalances() != off.VoidedBalances() || on.spots != off.spots ||
			on.staked != off.staked || on.settled != off.settled {
			t.Fatalf("step %d op %d: the ledgers differ", step, op)
		}
		if len(off.Entries()) != 0 {
			t.Fatalf("step %d: entries without the journal", step)
		}
	}
	on.SetJournal(false)
	if len(on.Entries()) != 0 {
		t.Fatal("turning the journal off kept the entries")
	}
}

func TestLimit(t *testing.T) {
	l := Limit{Min: money.Credits(2), Max: money.Credits(10)}
	for a, want := range map[money.Amount]error{money.Credits(1): ErrUnderMin, money.Credits(11): ErrOverMax, money.Credits(5): nil} {
		if err := l.Check(a); !errors.Is(err, want) && !(err == nil && want == nil) {
			t.Errorf("Check(%v) = %v, want %v", a, err, want)
		}
	}
	if err := (Limit{}).Check(1); !errors.Is(err, ErrNotOffered) {
		t.Error(err)
	}
	p := Limit{Min: money.Credits(1), Max: money.Credits(5), Exact: []money.Amount{money.Credits(1), money.Credits(2), money.Credits(5)}}
	if err := p.Check(money.Credits(3)); !errors.Is(err, ErrAmountStep) || err.Error() != "not an amount this wager takes: 3 (this wager takes 1, 2 or 5)" {
		t.Errorf("exact: %v", err)
	}
	s := Limit{Min: money.Credits(1), Max: money.Credits(100), Step: money.Credits(1)}
	if err := s.Check(150); !errors.Is(err, ErrAmountStep) {
		t.Errorf("step: %v", err)
	}
}

func TestLog(t *testing.T) {
	var l Log
	l.Add(Event{Kind: RoundStart})
	l.Add(Event{Kind: CardDealt, Card: cards.New(cards.Ace, cards.Spades)})
	if l.Len() != 2 || len(l.Since(1)) != 1 || l.Since(3) != nil {
		t.Fatal("log")
	}
	l.Reset()
	if l.Len() != 0 {
		t.Fatal("reset")
	}
	if CardDealt.String() != "card" || Won.String() != "win" || Bet3x.Multiple() != 3 || Fold.Multiple() != 0 {
		t.Fatal("names")
	}
}

func TestRand(t *testing.T) {
	a, b := NewRand(7, "mates"), NewRand(7, "mates")
	c := NewRand(7, "magic")
	if a.Uint64() != b.Uint64() {
		t.Fatal("same seed and purpose differ")
	}
	if a.Uint64() == c.Uint64() {
		t.Fatal("purposes share a stream")
	}
	n := 0
	for range 100000 {
		if a.Chance(250_000) {
			n++
		}
	}
	if n < 24000 || n > 26000 {
		t.Fatalf("Chance(25%%) came up %d times in 100,000", n)
	}
	if a.IntN(0) != 0 {
		t.Fatal("IntN(0)")
	}
}

func TestRoster(t *testing.T) {
	names := map[string]bool{}
	for _, m := range Roster() {
		if names[m.Name] || m.Units < 1 || m.BuyIn < 10*m.Units || m.Think <= 0 {
			t.Errorf("mate %+v", m)
		}
		names[m.Name] = true
	}
	if len(names) < Seats {
		t.Error("not enough mates to fill a table")
	}
	if (Mate{Units: 3}).Stake(money.Credits(5)) != money.Credits(15) {
		t.Error("stake")
	}
}

func TestBalancesRestore(t *testing.T) {
	var l Ledger
	_ = l.BuyIn(1, money.Credits(50))
	_ = l.Stake(1, 0, money.Credits(10))
	_ = l.Stake(1, 4, money.Credits(5))
	_ = l.CollectStake(1, 4)
	_ = l.FundMeters(money.Credits(1), Contribute)
	v := l.VoidedBalances()
	if v.Bank[1] != money.Credits(50) || v.House != -money.Credits(1) || v.Sum() != 0 {
		t.Fatalf("voided balances %+v", v)
	}
	if b := l.Balances(); b.Bank[1] != money.Credits(35) || b.House != money.Credits(4) {
		t.Fatalf("balances %+v", b)
	}
	var r Ledger
	if err := r.Restore(v); err != nil {
		t.Fatal(err)
	}
	if r.Balances() != v || r.Total() != 0 || len(r.Entries()) != 0 || r.IsStaked(1, 0) {
		t.Fatal("restore")
	}
	bad := v
	bad.House++
	if err := r.Restore(bad); !errors.Is(err, ErrBalances) || r.Balances() != v {
		t.Fatalf("restore of balances that do not add up: %v", err)
	}
	bad = v
	bad.Bank[2], bad.Cage = -1, bad.Cage+1
	if err := r.Restore(bad); !errors.Is(err, ErrBalances) {
		t.Fatalf("restore of a negative bank: %v", err)
	}
	if Bonus.String() != "bonus" || LuckyDrawn.String() != "lucky-seat" || SeatTaken.String() != "seat-taken" {
		t.Fatal("names")
	}
}

func TestLogOff(t *testing.T) {
	var l Log
	l.Add(Event{Kind: RoundStart})
	l.SetRecording(false)
	if l.Recording() || l.Len() != 0 {
		t.Fatal("SetRecording(false) kept the events")
	}
	l.Add(Event{Kind: CardDealt})
	*l.Next() = Event{Kind: Settled, Amount: 5}
	if l.Len() != 0 || len(l.Events()) != 0 || l.Since(0) == nil || len(l.Since(0)) != 0 {
		t.Fatal("a log that does not record kept events")
	}
	l.SetRecording(true)
	*l.Next() = Event{Kind: Settled, Amount: 5}
	if !l.Recording() || l.Len() != 1 || l.Events()[0].Amount != 5 {
		t.Fatal("recording again")
	}
}

func TestLogNext(t *testing.T) {
	var l Log
	l.Add(Event{Kind: RoundStart, Amount: 7})
	*l.Next() = Event{Kind: CardDealt, Seat: 3}
	l.Reset()
	e := l.Next()
	if e.Kind != 0 || e.Amount != 0 || l.Len() != 1 {
		t.Fatalf("Next after Reset gave %+v", *e)
	}
	*e = Event{Kind: Settled, Amount: 5}
	if l.Events()[0].Kind != Settled || l.Events()[0].Amount != 5 {
		t.Fatal("Next")
	}
}

func BenchmarkLogNext(b *testing.B) {
	var l Log
	for b.Loop() {
		l.Reset()
		for i := range 200 {
			*l.Next() = Event{Kind: Settled, Seat: int8(i & 7), Amount: 5}
		}
	}
}

func BenchmarkLogAdd(b *testing.B) {
	var l Log
	for b.Loop() {
		l.Reset()
		for i := range 200 {
			l.Add(Event{Kind: Settled, Seat: int8(i & 7), Amount: 5})
		}
	}
}

func BenchmarkLedgerRound(b *testing.B) {
	var l Ledger
	_ = l.BuyIn(0, money.Credits(1)<<30)
	for b.Loop() {
		for w := range Wager(10) {
			_ = l.Stake(0, w, 100)
		}
		for w := range Wager(10) {
			_ = l.SettleWin(0, w, 100)
		}
		_ = l.NewRound()
	}
}

func TestOutcome(t *testing.T) {
	won := Outcome{Result: Won, Odds: money.To(3, 2)}
	if won.Net(money.Credits(2)) != money.Credits(3) {
		t.Error("3 to 2 net")
	}
	if n, d := won.Ratio(); n != 3 || d != 2 {
		t.Error("won ratio")
	}
	for _, r := range []Result{Lost, Folded} {
		o := Outcome{Result: r}
		if n, d := o.Ratio(); n != -1 || d != 1 || o.Net(5) != -5 {
			t.Errorf("%v ratio", r)
		}
	}
	push := Outcome{Result: Pushed}
	if n, d := push.Ratio(); n != 0 || d != 1 || push.Net(5) != 0 {
		t.Error("push ratio")
	}
}

// TestStakeAll checks that StakeAll does what a Stake for each positive
// amount does, and refuses a settled spot.
func TestStakeAll(t *testing.T) {
	var a, b Ledger
	for _, l := range []*Ledger{&a, &b} {
		_ = l.BuyIn(2, money.Credits(100))
		_ = l.Stake(2, 1, money.Credits(1))
	}
	amounts := []money.Amount{money.Credits(5), money.Credits(5), 0, money.Credits(1), 0, 7}
	if err := a.StakeAll(2, amounts); err != nil {
		t.Fatal(err)
	}
	for w, x := range amounts {
		if x > 0 {
			_ = b.Stake(2, Wager(w), x)
		}
	}
	if a.bank != b.bank || a.spots != b.spots || a.staked != b.staked || fmt.Sprint(a.entries) != fmt.Sprint(b.entries) {
		t.Errorf("StakeAll: %v, %v; Stakes: %v, %v", a.bank, a.entries, b.bank, b.entries)
	}
	_, _ = a.SettleLose(2, 3)
	if err := a.StakeAll(2, amounts); !errors.Is(err, ErrSettled) {
		t.Errorf("StakeAll on a settled spot: %v", err)
	}
}

// TestSettleLoseAll checks that SettleLoseAll does what a SettleLose for
// each wager does, in order, and settles none when one is not open.
func TestSettleLoseAll(t *testing.T) {
	var a, b Ledger
	for _, l := range []*Ledger{&a, &b} {
		_ = l.BuyIn(3, money.Credits(100))
		_ = l.StakeAll(3, []money.Amount{money.Credits(5), money.Credits(5), 0, money.Credits(2), money.Credits(1)})
		_ = l.CollectStake(3, 4)
	}
	ws := []Wager{3, 0, 4}
	if err := a.SettleLoseAll(3, ws); err != nil {
		t.Fatal(err)
	}
	for _, w := range ws {
		_, _ = b.SettleLose(3, w)
	}
	if a.house != b.house || a.spots != b.spots || a.settled != b.settled || fmt.Sprint(a.entries) != fmt.Sprint(b.entries) {
		t.Errorf("SettleLoseAll: %v, %v; SettleLoses: %v, %v", a.house, a.entries, b.house, b.entries)
	}
	before := a
	for _, bad := range [][]Wager{{1, 0}, {1, 2}, {1, 1}, {MaxWagers}} {
		if err := a.SettleLoseAll(3, bad); err == nil {
			t.Errorf("SettleLoseAll(%v) settled", bad)
		}
	}
	if err := a.SettleLoseAll(Seats, nil); !errors.Is(err, ErrSeat) {
		t.Errorf("SettleLoseAll on seat %d: %v", Seats, err)
	}
	if a.house != before.house || a.spots != before.spots || a.settled != before.settled || len(a.entries) != len(before.entries) {
		t.Error("a refused SettleLoseAll changed the ledger")
	}
}
