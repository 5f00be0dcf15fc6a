package crazy4

import (
	"errors"
	"testing"

	"felt/game/cards"
	"felt/game/table"
)

func TestBetRules(t *testing.T) {
	cfg := personOnly()
	cfg.BuyIn = cr(100)
	tb := newTable(t, cfg)
	p := tb.Person()

	// A side bet needs the Ante; the Play wager is not placed by Bet.
	refused(t, tb, ErrNeedsAnte, func() error { return tb.Bet(p, QueensUp, cr(5)) })
	refused(t, tb, ErrPlayWager, func() error { return tb.Bet(p, Play, cr(5)) })
	refused(t, tb, ErrWager, func() error { return tb.Bet(p, NumWagers, cr(5)) })
	refused(t, tb, ErrNotYours, func() error { return tb.Bet(0, Ante, cr(5)) })
	refused(t, tb, table.ErrAmount, func() error { return tb.Bet(p, Ante, -1) })
	// Limits (004: Ante 2 to 10).
	refused(t, tb, table.ErrUnderMin, func() error { return tb.Bet(p, Ante, cr(1)) })
	refused(t, tb, table.ErrOverMax, func() error { return tb.Bet(p, Ante, cr(11)) })
	refused(t, tb, table.ErrAmountStep, func() error { return tb.Bet(p, Ante, cr(5)+50) })

	// The Ante places the Super Bonus too.
	must(t, tb.Bet(p, Ante, cr(5)))
	if b := tb.Bets(p); b[Ante] != cr(5) || b[SuperBonus] != cr(5) || tb.Balance(p) != cr(90) {
		t.Fatalf("after the Ante: %v, credits %v", b, tb.Balance(p))
	}
	n := 0
	for _, e := range tb.Events() {
		if e.Kind == table.BetPlaced {
			n++
		}
	}
	if n != 2 {
		t.Errorf("%d BetPlaced events for the Ante and Super Bonus", n)
	}
	refused(t, tb, ErrUnequal, func() error { return tb.Bet(p, SuperBonus, cr(6)) })
	must(t, tb.Bet(p, SuperBonus, cr(5))) // the same amount: no change
	// Progressive wagers take exactly the table's unit.
	refused(t, tb, table.ErrAmountStep, func() error { return tb.Bet(p, Progressive, cr(2)) })
	must(t, tb.Bet(p, Progressive, cr(1)))
	// The 6 Card Bonus needs an equal Queens Up.
	refused(t, tb, ErrSixCard, func() error { return tb.Bet(p, SixCard, cr(5)) })
	must(t, tb.Bet(p, QueensUp, cr(4)))
	refused(t, tb, ErrSixCard, func() error { return tb.Bet(p, SixCard, cr(5)) })
	must(t, tb.Bet(p, SixCard, cr(4)))
	refused(t, tb, ErrSixCard, func() error { return tb.Bet(p, QueensUp, cr(5)) })
	// The Ante cannot go while side bets stay.
	refused(t, tb, ErrNeedsAnte, func() error { return tb.Bet(p, Ante, 0) })
	must(t, tb.Bet(p, CoverAll, cr(10)))
	must(t, tb.Bet(p, BadBeat, cr(10)))
	must(t, tb.Bet(p, Ante, cr(10)))
	if tb.Balance(p) != cr(51) {
		t.Fatalf("credits %v", tb.Balance(p))
	}
	must(t, tb.Clear(p))
	if tb.Balance(p) != cr(100) || tb.Bets(p) != (table.Bets{}) {
		t.Fatal("Clear did not return everything")
	}
	checkRound(t, tb)
}

func TestBetsAfterNoMoreBets(t *testing.T) {
	tb := newTable(t, personOnly())
	p := tb.Person()
	must(t, tb.Bet(p, Ante, cr(5)))
	stack(t, tb, map[int]string{p: "7c 6s 4h 3s 2h"}, "Kc Js 9s 6d 3c", "", "", 99)
	must(t, tb.Deal(1))
	if tb.Phase() != Deciding || tb.Turn() != p {
		t.Fatalf("phase %v turn %d", tb.Phase(), tb.Turn())
	}
	refused(t, tb, ErrNoMoreBets, func() error { return tb.Bet(p, QueensUp, cr(5)) })
	refused(t, tb, ErrNoMoreBets, func() error { return tb.Bet(p, Ante, cr(6)) })
	refused(t, tb, ErrNoMoreBets, func() error { return tb.Clear(p) })
	refused(t, tb, ErrNoMoreBets, func() error { return tb.Rebet(p) })
	refused(t, tb, ErrPhase, func() error { return tb.Deal(2) })
	refused(t, tb, ErrPhase, func() error { return tb.BuyIn(tb.Person()) })
	// A 3x or 2x Play wager without a pair of aces.
	refused(t, tb, ErrRaise, func() error { return tb.Decide(p, table.Bet3x) })
	refused(t, tb, ErrRaise, func() error { return tb.Decide(p, table.Bet2x) })
	refused(t, tb, ErrAction, func() error { return tb.Decide(p, table.NoAction) })
	refused(t, tb, ErrAction, func() error { return tb.Decide(p, table.Action(9)) })
	refused(t, tb, ErrNotYours, func() error { return tb.Decide(0, table.Fold) })
	if l := tb.Legal(p); !l.Has(table.Fold) || !l.Has(table.Bet1x) || l.Has(table.Bet2x) || l.Has(table.Bet3x) {
		t.Errorf("legal %v", l.Append(nil))
	}
	must(t, tb.Decide(p, table.Bet1x))
	refused(t, tb, ErrTurn, func() error { return tb.Decide(p, table.Bet1x) })
	if tb.Phase() != Done || tb.Legal(p) != 0 {
		t.Fatal("the round did not end")
	}
	refused(t, tb, ErrPhase, func() error { return tb.Void() })
	checkRound(t, tb)
}

func TestRaiseWithAces(t *testing.T) {
	tb := newTable(t, personOnly())
	p := tb.Person()
	must(t, tb.Bet(p, Ante, cr(5)))
	stack(t, tb, map[int]string{p: "Ac Ad 4h 3s 2h"}, "Kc Js 9s 6d 3c", "", "", 99)
	must(t, tb.Deal(1))
	l := tb.Legal(p)
	if got := l.Append(nil); len(got) != 4 {
		t.Fatalf("legal %v", got)
	}
	must(t, tb.Decide(p, table.Bet2x)) // legal, if never optimal
	want(t, tb, p, Play, table.Won, cr(10))
}

func TestPlayWagerNeedsCredits(t *testing.T) {
	cfg := personOnly()
	cfg.BuyIn = cr(30)
	tb := newTable(t, cfg)
	p := tb.Person()
	must(t, tb.Bet(p, Ante, cr(10)))
	if tb.Balance(p) != cr(10) {
		t.Fatal(tb.Balance(p))
	}
	stack(t, tb, map[int]string{p: "Ac Ad 4h 3s 2h"}, "Kc Js 9s 6d 3c", "", "", 99)
	must(t, tb.Deal(1))
	if l := tb.Legal(p); l.Has(table.Bet2x) || !l.Has(table.Bet1x) {
		t.Errorf("legal with 10 credits left: %v", l.Append(nil))
	}
	refused(t, tb, table.ErrCredits, func() error { return tb.Decide(p, table.Bet3x) })
	must(t, tb.Decide(p, table.Bet1x))
}

func TestRebetAndBuyIn(t *testing.T) {
	cfg := personOnly()
	cfg.BuyIn = cr(20)
	tb := newTable(t, cfg)
	p := tb.Person()
	refused(t, tb, ErrNotBroke, func() error { return tb.BuyIn(tb.Person()) })
	must(t, tb.Bet(p, Ante, cr(5)))
	must(t, tb.Bet(p, QueensUp, cr(2)))
	stack(t, tb, map[int]string{p: "Jc Jd 4h 3s 2h"}, "Ac As 9s 6d 3c", "", "", 99)
	must(t, tb.Deal(1))
	must(t, tb.Decide(p, table.Bet1x)) // loses 15 of 20; the Queens Up loses too
	if tb.Balance(p) != cr(3) || tb.Last(p)[QueensUp] != cr(2) {
		t.Fatalf("credits %v last %v", tb.Balance(p), tb.Last(p))
	}
	refused(t, tb, table.ErrCredits, func() error { return tb.Rebet(p) })
	must(t, tb.BuyIn(tb.Person())) // 3 credits do not cover a minimum Ante, Super Bonus and Play
	must(t, tb.Rebet(p))
	refused(t, tb, ErrNotBroke, func() error { return tb.BuyIn(tb.Person()) })
}

func TestCreditsCoverThePlayWager(t *testing.T) {
	cfg := personOnly()
	cfg.BuyIn = cr(30)
	tb := newTable(t, cfg)
	p := tb.Person()
	must(t, tb.Bet(p, Ante, cr(10))) // 20 on the felt, 10 kept for the Play wager
	refused(t, tb, table.ErrCredits, func() error { return tb.Bet(p, QueensUp, cr(2)) })
	refused(t, tb, table.ErrCredits, func() error { return tb.Bet(p, Progressive, cr(1)) })
	must(t, tb.Bet(p, Ante, cr(8)))
	must(t, tb.Bet(p, QueensUp, cr(2)))
}

func TestBuyInWhenBroke(t *testing.T) {
	cfg := personOnly()
	cfg.BuyIn = cr(15)
	tb := newTable(t, cfg)
	p := tb.Person()
	must(t, tb.Bet(p, Ante, cr(5)))
	stack(t, tb, map[int]string{p: "Kc Kd 4h 3s 2h"}, "Ac As 9s 6d 3c", "", "", 99)
	must(t, tb.Deal(1))
	must(t, tb.Decide(p, table.Bet1x))
	if tb.Balance(p) != 0 {
		t.Fatal(tb.Balance(p))
	}
	refused(t, tb, ErrNoPlayers, func() error { return tb.Deal(2) })
	must(t, tb.BuyIn(tb.Person()))
	if tb.Balance(p) != cr(15) {
		t.Fatal(tb.Balance(p))
	}
	tb.rig = nil
	must(t, tb.Rebet(p))
	if tb.Bets(p)[Ante] != cr(5) {
		t.Fatal("Rebet")
	}
	checkRound(t, tb)
}

func TestSittingOut(t *testing.T) {
	tb := newTable(t, Default())
	p := tb.Person()
	must(t, tb.Deal(7)) // the person has no Ante: the mates play
	if tb.Phase() != Done || tb.InPlay(p) || !tb.InPlay(0) {
		t.Fatalf("phase %v, person in play %v", tb.Phase(), tb.InPlay(p))
	}
	for _, e := range tb.Events() {
		if int(e.Seat) == p && e.Kind != table.BoughtIn && e.Kind != table.SeatState {
			t.Fatalf("event for the person sitting out: %+v", e)
		}
	}
	checkRound(t, tb)
}

func TestDemoTable(t *testing.T) {
	cfg := Default()
	cfg.Person, cfg.Mates = NoPerson, 6
	tb := newTable(t, cfg)
	refused(t, tb, ErrNotYours, func() error { return tb.BuyIn(tb.Person()) })
	seen := map[table.Kind]bool{}
	left := 0
	for i := range 3000 {
		must(t, tb.Deal(cards.Seed(i)))
		checkRound(t, tb)
		for _, e := range tb.Events() {
			seen[e.Kind] = true
			if e.Kind == table.SeatLeft {
				left++
			}
		}
	}
	for _, k := range []table.Kind{table.SeatTaken, table.SeatLeft, table.BoughtIn, table.MagicDrawn, table.LuckyDrawn, table.Paid} {
		if !seen[k] {
			t.Errorf("no %v event in 3,000 rounds of the demonstration", k)
		}
	}
	if left == 0 {
		t.Error("no table-mate left")
	}
	chars := map[int]bool{}
	for s := range table.Seats {
		if tb.Occupant(s) != Mate {
			t.Fatalf("seat %d: %v", s, tb.Occupant(s))
		}
		m, _ := tb.Mate(s)
		for i, r := range table.Roster() {
			if r.Name == m.Name {
				if chars[i] {
					t.Fatalf("%s sits twice", m.Name)
				}
				chars[i] = true
			}
		}
	}
}

func TestNoPlayers(t *testing.T) {
	tb := newTable(t, personOnly())
	refused(t, tb, ErrNoPlayers, func() error { return tb.Deal(1) })
	refused(t, tb, ErrPhase, func() error { return tb.Void() })
	if !errors.Is(ErrNoPlayers, ErrNoPlayers) {
		t.Fatal()
	}
}
