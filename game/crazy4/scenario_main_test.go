package crazy4

import (
	"testing"

	"felt/game/table"
)

// The scenario tests deal hand-picked cards and check each line of the
// settlement rules of seeds 000 §10-13, 002, 003 and 004.

func TestDealerDoesNotQualify(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 2))
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(5), 1: bets(5)},
		acts:   map[int]table.Action{1: table.Bet1x},
		hands:  map[int]string{0: "9c 9d 4h 3s 2c", 1: "2h 5h 9h Jh 3c"},
		dealer: "Qc Jd 8s 5s 3d",
	})
	// 000 §10(c)(3)(i): the Ante pushes, the Play wins 1 to 1, the Super
	// Bonus is returned below a straight and paid on one or better.
	want(t, tb, 0, Ante, table.Pushed, 0)
	want(t, tb, 0, Play, table.Won, cr(5))
	want(t, tb, 0, SuperBonus, table.Pushed, 0)
	want(t, tb, 1, Ante, table.Pushed, 0)
	want(t, tb, 1, Play, table.Won, cr(5))
	want(t, tb, 1, SuperBonus, table.Won, cr(7)+50) // a flush, 3 to 2
	var q table.Event
	for _, e := range tb.Events() {
		if e.Kind == table.Qualified {
			q = e
		}
	}
	if q.Result != table.Pushed {
		t.Errorf("Qualified event %+v", q)
	}
}

func TestPlayerBeatsQualifyingDealer(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 2))
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(5), 1: bets(5)},
		acts:   map[int]table.Action{1: table.Bet3x},
		hands:  map[int]string{0: "9c 9d 4h 3s 2c", 1: "Ac Ad 4d 6s 8c"},
		dealer: "Kc Jd 8h 5s 3d",
	})
	want(t, tb, 0, Ante, table.Won, cr(5))
	want(t, tb, 0, Play, table.Won, cr(5))
	want(t, tb, 0, SuperBonus, table.Pushed, 0) // below a straight, player wins: push
	want(t, tb, 1, Play, table.Won, cr(15))     // 3x with a pair of aces
	want(t, tb, 1, Ante, table.Won, cr(5))
}

func TestPlayerLosesBelowStraight(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 1))
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(5)},
		acts:   map[int]table.Action{0: table.Bet1x},
		hands:  map[int]string{0: "Kc Qd 4h 3s 2c"},
		dealer: "8c 8d 7h 5s 3d",
	})
	want(t, tb, 0, Ante, table.Lost, -cr(5))
	want(t, tb, 0, Play, table.Lost, -cr(5))
	want(t, tb, 0, SuperBonus, table.Lost, -cr(5))
}

func TestStraightLosesButSuperBonusPays(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 1))
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(5)},
		acts:   map[int]table.Action{0: table.Bet1x},
		hands:  map[int]string{0: "9c Td Jh Qs 2c"},
		dealer: "4c 4d 4h 8s 3d",
	})
	want(t, tb, 0, Ante, table.Lost, -cr(5))
	want(t, tb, 0, Play, table.Lost, -cr(5))
	// 000 §10(c)(3)(ii)(a), 002: paid 1 to 1 and the wager stays.
	want(t, tb, 0, SuperBonus, table.Won, cr(5))
	for _, e := range tb.Ledger().Entries() {
		if e.Wager == SuperBonus && e.Reason == table.Lose {
			t.Error("the Super Bonus stake was taken")
		}
	}
}

func TestTies(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 1))
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(5)},
		hands:  map[int]string{0: "Ac Kd 9h 5s 2c"},
		dealer: "As Kh 9d 5c 3d",
	})
	want(t, tb, 0, Ante, table.Pushed, 0)
	want(t, tb, 0, Play, table.Pushed, 0)
	want(t, tb, 0, SuperBonus, table.Pushed, 0)

	// A tie on a straight: Ante and Play push, the Super Bonus pays.
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(5)},
		acts:   map[int]table.Action{0: table.Bet1x},
		hands:  map[int]string{0: "9c Td Jh Qs 2c"},
		dealer: "9d Th Js Qc 3h",
	})
	want(t, tb, 0, Ante, table.Pushed, 0)
	want(t, tb, 0, Play, table.Pushed, 0)
	want(t, tb, 0, SuperBonus, table.Won, cr(5))
}

func TestFourAcesSuperBonus(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 1))
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(2)},
		hands:  map[int]string{0: "Ac Ad Ah As 2c"},
		dealer: "Kc Kd 8h 5s 3d",
	})
	want(t, tb, 0, SuperBonus, table.Won, cr(400)) // 200 to 1
	want(t, tb, 0, Play, table.Won, cr(6))         // the simple strategy plays 3x
}

func TestQueensUp(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 3))
	play(t, tb, spec{
		bets: map[int]table.Bets{0: bets(5, QueensUp, 4), 1: bets(5, QueensUp, 4), 2: bets(5, QueensUp, 4)},
		hands: map[int]string{
			0: "Qc Qd 4h 3s 2c", // pair of queens: 1 to 1, though it loses to the dealer
			1: "Jc Jd 4d 6s 8c", // pair of jacks: loses
			2: "7c 7d 7h Ks 2d", // three of a kind: 8 to 1 on paytable C
		},
		dealer: "Kc Kd 8h 5s 3d",
	})
	want(t, tb, 0, QueensUp, table.Won, cr(4))
	want(t, tb, 0, Ante, table.Lost, -cr(5))
	want(t, tb, 1, QueensUp, table.Lost, -cr(4))
	want(t, tb, 2, QueensUp, table.Won, cr(32))
}

// TestPayingOrder checks seed 004's order: from the dealer's right, each
// seat's losing wagers are taken first (Play, Ante, Queens Up, Super
// Bonus), then its winning ones paid in the same order.
func TestPayingOrder(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 2))
	play(t, tb, spec{
		bets: map[int]table.Bets{0: bets(5, QueensUp, 5), 1: bets(5, QueensUp, 5)},
		acts: map[int]table.Action{0: table.Bet1x, 1: table.Bet1x},
		hands: map[int]string{
			0: "9c Td Jh Qs 2c", // a straight that loses: Play, Ante lose; Queens Up, Super Bonus win
			1: "Kc Qd 5h 6s 2d",
		},
		dealer: "4c 4d 4h 8s 3d",
	})
	var got []string
	for _, e := range tb.Events() {
		if e.Kind == table.Settled && e.Wager <= QueensUp {
			got = append(got, string(rune('0'+e.Seat))+" "+WagerName(e.Wager)+" "+e.Result.String())
		}
	}
	wantOrder := []string{
		"1 Play lose", "1 Ante lose", "1 Queens Up lose", "1 Super Bonus lose",
		"0 Play lose", "0 Ante lose", "0 Queens Up win", "0 Super Bonus win",
	}
	if len(got) != len(wantOrder) {
		t.Fatalf("settled %v", got)
	}
	for i := range got {
		if got[i] != wantOrder[i] {
			t.Fatalf("settled %v, want %v", got, wantOrder)
		}
	}
}

// TestFoldWithQueensUpAndProgressive: a fold forfeits the Ante, Super
// Bonus, Queens Up and progressive (000 §10(b)) but keeps the Envy Bonus.
func TestFoldWithQueensUpAndProgressive(t *testing.T) {
	tb := newTable(t, mates(2, 1))
	play(t, tb, spec{
		bets: map[int]table.Bets{
			0: bets(5, Progressive, 1),
			2: bets(5, QueensUp, 5, Progressive, 1, HandBonus, 1, DealerBonus, 1, BadBeat, 1, CoverAll, 1),
		},
		acts:   map[int]table.Action{2: table.Fold},
		hands:  map[int]string{0: "Kc Kd Kh Ks 2c", 2: "7c 5d 4h 3s 2h"},
		dealer: "Qc Js 9s 6d 3c",
	})
	p := 2
	for _, w := range []table.Wager{Ante, SuperBonus, QueensUp, Progressive, HandBonus, BadBeat} {
		want(t, tb, p, w, table.Folded, -tb.Result(p).Wagers[w].Staked)
	}
	// Still in action: the bonus on the dealer's hand (lost) and Cover All.
	want(t, tb, p, DealerBonus, table.Lost, -cr(1))
	want(t, tb, p, CoverAll, table.Won, cr(100)) // seat 0's four kings, two players: 100 to 1
	wantExtra(t, tb, p, Progressive, cr(25))     // the Envy Bonus for seat 0's four of a kind (Pays 2)
	if len(paid(tb, 0, Progressive, table.EnvyPay)) != 0 {
		t.Error("an Envy Bonus for one's own hand")
	}
	if !tb.Folded(p) || tb.Result(p).Wagers[Play].Staked != 0 {
		t.Error("fold")
	}
}
