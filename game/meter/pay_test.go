package meter

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"felt/game/money"
)

func TestFullHitPaysMeterAndResets(t *testing.T) {
	s := mustNew(t, quiet(Pays2()), 1)
	for range 1000 {
		must(t, s.Contribute(money.Credits(1), Seat(3)))
	}
	if got, want := s.Meter(0), money.Credits(1250); got != want {
		t.Fatalf("meter after 1,000 $1 wagers = %v, want %v", got, want)
	}
	paid := mustPay(t, s, 0, Whole, Seat(2))
	if paid != money.Credits(1250) || s.Meter(0) != money.Credits(1000) {
		t.Fatalf("paid %v, meter %v; want 1,250 and a reset to 1,000", paid, s.Meter(0))
	}
	want := []Event{
		{Kind: HitOurs, Level: 0, Amount: money.Credits(1250), Meter: 0, Share: Whole, Source: Seat(2), Time: Time{Round: 1}},
		{Kind: Reset, Level: 0, Amount: money.Credits(1000), Meter: money.Credits(1000), Time: Time{Round: 1}},
	}
	if !slices.Equal(s.Events(), want) {
		t.Fatalf("events %+v\nwant %+v", s.Events(), want)
	}
	l, _ := s.Level(0)
	if l.Seeded != money.Credits(2000) || l.Paid != paid || l.PaidOurs != paid || l.Hits != 1 {
		t.Fatalf("totals %+v", l)
	}
	if h := s.History(nil); len(h) != 1 || h[0] != (Hit{Level: 0, Share: Whole, Amount: paid, Source: Seat(2), Time: Time{Round: 1}}) {
		t.Fatalf("history %+v", h)
	}
	checkBooks(t, s)
}

func TestTenthHitTakesTenthOffMeter(t *testing.T) {
	cases := []struct {
		wager      money.Amount // contributed at 20% before the hit
		paid, left money.Amount
	}{
		{0, money.Credits(1000), money.Credits(9000)},
		{3, 100_000, 900_000 + 0}, // 0.6 cent carried: the meter is still 10,000
		{5, 100_000, 900_001},     // 10,000.01: 10% is 1,000.001, paid 1,000.00
		{money.Credits(17_285), money.Credits(1_345) + 70, money.Credits(12_111) + 30}, // 13,457 × 10% = 1,345.70
	}
	for _, c := range cases {
		s := mustNew(t, quiet(FiveCardProgressive()), 1)
		if c.wager > 0 {
			must(t, s.Contribute(c.wager, Seat(1)))
		}
		before := s.Meter(0)
		paid := mustPay(t, s, 0, Tenth, Seat(1))
		if paid != c.paid || s.Meter(0) != c.left || paid+s.Meter(0) != before {
			t.Errorf("meter %v: 10%% paid %v leaving %v, want %v leaving %v", before, paid, s.Meter(0), c.paid, c.left)
		}
		if len(s.Events()) != 1 || s.Events()[0].Kind != HitOurs {
			t.Errorf("a 10%% hit reports %+v, want one hit and no reset", s.Events())
		}
		checkBooks(t, s)
	}
}

// Seed 003 Appendix A: hits in one round are paid one after another, each
// from the meter as the one before left it.
func TestTwoJackpotsInOneRound(t *testing.T) {
	t.Run("two 100% hits", func(t *testing.T) {
		s := mustNew(t, quiet(Pays2()), 1)
		must(t, s.Contribute(money.Credits(52_000), Seat(1))) // + $13,000
		first := mustPay(t, s, 0, Whole, Seat(1))
		second := mustPay(t, s, 0, Whole, Seat(4))
		if first != money.Credits(14_000) || second != money.Credits(1_000) || s.Meter(0) != money.Credits(1_000) {
			t.Fatalf("paid %v then %v, meter %v; want 14,000, then the reset 1,000, meter 1,000", first, second, s.Meter(0))
		}
		l, _ := s.Level(0)
		if l.Seeded != money.Credits(3_000) {
			t.Fatalf("house funded %v, want the seed and two resets, 3,000", l.Seeded)
		}
		checkBooks(t, s)
	})
	t.Run("10% then 100%", func(t *testing.T) {
		s := mustNew(t, quiet(FiveCardProgressive()), 1)
		must(t, s.Contribute(money.Credits(10_000), Seat(2))) // + $2,000: 12,000
		sf := mustPay(t, s, 0, Tenth, Seat(2))
		royal := mustPay(t, s, 0, Whole, Seat(5))
		if sf != money.Credits(1_200) || royal != money.Credits(10_800) || s.Meter(0) != money.Credits(10_000) {
			t.Fatalf("paid %v then %v, meter %v; want 1,200, then 10,800, meter 10,000", sf, royal, s.Meter(0))
		}
		checkBooks(t, s)
	})
	t.Run("100% then 10%", func(t *testing.T) {
		s := mustNew(t, quiet(FiveCardProgressive()), 1)
		must(t, s.Contribute(money.Credits(10_000), Seat(2)))
		royal := mustPay(t, s, 0, Whole, Seat(2))
		sf := mustPay(t, s, 0, Tenth, Seat(5))
		if royal != money.Credits(12_000) || sf != money.Credits(1_000) || s.Meter(0) != money.Credits(9_000) {
			t.Fatalf("paid %v then %v, meter %v; want 12,000, then 10%% of the reset meter, 1,000", royal, sf, s.Meter(0))
		}
		checkBooks(t, s)
	})
}

func TestMultiLevel(t *testing.T) {
	s := mustNew(t, quiet(PTMGLML02()), 1)
	must(t, s.Contribute(money.Credits(100), Seat(1)))
	want := []money.Amount{money.Credits(10_008), money.Credits(1_004), money.Credits(256)}
	for i, w := range want {
		if s.Meter(i) != w {
			t.Fatalf("level %d = %v, want %v", i, s.Meter(i), w)
		}
	}
	if ev := s.Events(); len(ev) != 3 || ev[0].Level != 0 || ev[2].Level != 2 || ev[2].Amount != money.Credits(6) {
		t.Fatalf("one wager reports %+v, want a contribution to each level", ev)
	}
	// Four of a kind at seat 2 and a straight flush at seat 5 in one round.
	if paid := mustPay(t, s, 2, Whole, Seat(2)); paid != money.Credits(256) {
		t.Fatalf("Minor paid %v", paid)
	}
	if paid := mustPay(t, s, 1, Whole, Seat(5)); paid != money.Credits(1_004) {
		t.Fatalf("Major paid %v", paid)
	}
	want = []money.Amount{money.Credits(10_008), money.Credits(1_000), money.Credits(250)}
	for i, w := range want {
		if s.Meter(i) != w {
			t.Fatalf("after the hits level %d = %v, want %v", i, s.Meter(i), w)
		}
	}
	if l, _ := s.Level(0); l.Hits != 0 || l.Paid != 0 {
		t.Fatalf("the Mega was touched: %+v", l)
	}
	checkBooks(t, s)
}

func TestReserveFundsResets(t *testing.T) {
	s := mustNew(t, quiet(Pays3()), 1)
	must(t, s.Contribute(money.Credits(10_000), Seat(1))) // meter +2,500, reserve +500
	l, _ := s.Level(0)
	if l.Meter != money.Credits(3_500) || l.Reserve != money.Credits(500) {
		t.Fatalf("meter %v reserve %v, want 3,500 and 500", l.Meter, l.Reserve)
	}
	mustPay(t, s, 0, Whole, Seat(1))
	l, _ = s.Level(0)
	if l.Meter != money.Credits(1_000) || l.Reserve != 0 || l.Seeded != money.Credits(1_500) {
		t.Fatalf("after a reset with a short reserve: %+v; want the house to add 500", l)
	}
	must(t, s.Contribute(money.Credits(40_000), Seat(1))) // reserve +2,000
	mustPay(t, s, 0, Whole, Seat(1))
	l, _ = s.Level(0)
	if l.Reserve != money.Credits(1_000) || l.Seeded != money.Credits(1_500) {
		t.Fatalf("after a reset the reserve covers: %+v; want reserve 1,000 and no more from the house", l)
	}
	checkBooks(t, s)
}

func TestCeilingSendsExcessToReserve(t *testing.T) {
	c := quiet(Pays2())
	c.Levels[0].Ceiling = money.Credits(1_100)
	s := mustNew(t, c, 1)
	must(t, s.Contribute(money.Credits(1_000), Seat(1))) // +250 would make 1,250
	l, _ := s.Level(0)
	if l.Meter != money.Credits(1_100) || l.Reserve != money.Credits(150) {
		t.Fatalf("meter %v reserve %v, want 1,100 and 150", l.Meter, l.Reserve)
	}
	if ev := s.Events(); len(ev) != 1 || ev[0].Amount != money.Credits(100) {
		t.Fatalf("events %+v, want the 100 the meter got", ev)
	}
	must(t, s.Contribute(money.Credits(4), Seat(1)))
	if ev := s.Events(); len(ev) != 0 {
		t.Fatalf("a meter at its ceiling reports %+v", ev)
	}
	mustPay(t, s, 0, Whole, Seat(1))
	l, _ = s.Level(0)
	if l.Meter != money.Credits(1_000) || l.Reserve != 0 || l.Seeded != money.Credits(1_000+849) {
		t.Fatalf("after the reset %+v; want the reserve's 151 used first", l)
	}
	checkBooks(t, s)
}

func TestPaySplitIsExactToTheCent(t *testing.T) {
	cases := []struct {
		wager money.Amount // at 40%
		share PPM
		seats []Source
		parts []money.Amount
	}{
		// 10,000.01: 1,000,001 cents in three, the odd cents to the first seats.
		{3, Whole, []Source{Seat(6), Seat(2), Seat(4)}, []money.Amount{333_334, 333_334, 333_333}},
		// 10% of 10,000.01 is 1,000.00 (rounded down): 33,334 + 33,333 + 33,333.
		{3, Tenth, []Source{Seat(1), Seat(2), Seat(3)}, []money.Amount{33_334, 33_333, 33_333}},
		{0, Whole, []Source{Seat(1)}, []money.Amount{money.Credits(10_000)}},
		{0, Whole, []Source{Seat(1), Seat(2), Seat(3), Seat(4), Seat(5), Seat(6), Seat(7)},
			[]money.Amount{142_858, 142_857, 142_857, 142_857, 142_857, 142_857, 142_857}},
	}
	for _, c := range cases {
		s := mustNew(t, quiet(FiveCardHandBonus()), 1)
		if c.wager > 0 {
			must(t, s.Contribute(c.wager, Seat(1)))
		}
		before := s.Meter(0)
		buf := make([]money.Amount, 0, 8)
		parts, err := s.PaySplit(buf, 0, c.share, c.seats)
		must(t, err)
		if !slices.Equal(parts, c.parts) {
			t.Errorf("split of %v of %v: %v, want %v", c.share, before, parts, c.parts)
		}
		var sum money.Amount
		for _, p := range parts {
			sum += p
		}
		if sum != sharePPM(before, c.share) {
			t.Errorf("parts add up to %v, not the pay %v", sum, sharePPM(before, c.share))
		}
		ev := s.Events()
		hits := 0
		for i, e := range ev {
			if e.Kind == HitOurs {
				if e.Source != c.seats[hits] || e.Amount != c.parts[hits] {
					t.Errorf("event %d: %+v", i, e)
				}
				hits++
			}
		}
		resets := len(ev) - hits
		if hits != len(c.seats) || (c.share == Whole) != (resets == 1) || resets > 1 {
			t.Errorf("events %+v: want a hit per seat and one reset for 100%%", ev)
		}
		if c.share == Whole && s.Meter(0) != money.Credits(10_000) {
			t.Errorf("meter after a split jackpot %v, want the reset 10,000", s.Meter(0))
		}
		if l, _ := s.Level(0); l.Hits != int64(len(c.seats)) || len(s.History(nil)) != len(c.seats) {
			t.Errorf("hits recorded %d, history %d", l.Hits, len(s.History(nil)))
		}
		checkBooks(t, s)
	}
}

func TestBadActionsChangeNothing(t *testing.T) {
	s := mustNew(t, quiet(PTMGLML02()), 1)
	must(t, s.Contribute(money.Credits(7), Seat(1)))
	cases := []struct {
		name string
		do   func() error
		want error
	}{
		{"wager 0", func() error { return s.Contribute(0, Seat(1)) }, ErrWager},
		{"negative wager", func() error { return s.Contribute(-100, Seat(1)) }, ErrWager},
		{"huge wager", func() error { return s.Contribute(MaxWager+1, Seat(1)) }, ErrWager},
		{"wager from no seat", func() error { return s.Contribute(100, Linked) }, ErrSource},
		{"wager from a linked table", func() error { return s.Contribute(100, Table(2)) }, ErrSource},
		{"wager from seat 100", func() error { return s.Contribute(100, Seat(MaxSeat+1)) }, ErrSource},
		{"pay level -1", func() error { _, err := s.Pay(-1, Whole, Seat(1)); return err }, ErrLevel},
		{"pay level 3 of 3", func() error { _, err := s.Pay(3, Whole, Seat(1)); return err }, ErrLevel},
		{"pay 0%", func() error { _, err := s.Pay(0, 0, Seat(1)); return err }, ErrShare},
		{"pay -10%", func() error { _, err := s.Pay(0, -Tenth, Seat(1)); return err }, ErrShare},
		{"pay 100.0001%", func() error { _, err := s.Pay(0, Whole+1, Seat(1)); return err }, ErrShare},
		{"pay a linked table", func() error { _, err := s.Pay(0, Whole, Table(1)); return err }, ErrSource},
		{"split among none", func() error { _, err := s.PaySplit(nil, 0, Whole, nil); return err }, ErrSource},
		{"split with a seat twice", func() error {
			_, err := s.PaySplit(nil, 0, Whole, []Source{Seat(1), Seat(2), Seat(1)})
			return err
		}, ErrSource},
		{"split with seat 0", func() error { _, err := s.PaySplit(nil, 0, Whole, []Source{Seat(1), Seat(0)}); return err }, ErrSource},
		{"split a bad share", func() error { _, err := s.PaySplit(nil, 0, 2*Whole, []Source{Seat(1)}); return err }, ErrShare},
		{"split a bad level", func() error { _, err := s.PaySplit(nil, 9, Whole, []Source{Seat(1)}); return err }, ErrLevel},
		{"negative ticks", func() error { return s.Advance(-1) }, ErrTicks},
		{"too many ticks", func() error { return s.Advance(MaxTicks + 1) }, ErrTicks},
	}
	for _, c := range cases {
		must(t, s.Contribute(1, Seat(1))) // leave some events behind
		before := save(t, s)
		err := c.do()
		if !errors.Is(err, c.want) {
			t.Errorf("%s: error %v, want %v", c.name, err, c.want)
		}
		if after := save(t, s); !bytes.Equal(before, after) {
			t.Errorf("%s: the failed call changed the system", c.name)
		}
		if len(s.Events()) != 0 {
			t.Errorf("%s: the failed call reports %+v", c.name, s.Events())
		}
	}
}
