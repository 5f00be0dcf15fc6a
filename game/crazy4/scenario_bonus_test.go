package crazy4

import (
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
)

func TestFourAcesWithTwoProgressiveBettors(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 3))
	play(t, tb, spec{
		bets: map[int]table.Bets{0: bets(5, Progressive, 1), 1: bets(5, QueensUp, 5, Progressive, 1), 2: bets(5)},
		hands: map[int]string{
			0: "Ac Ad Ah As 2c",
			1: "7c 6s 4h 3s 2h", // folds, keeps the Envy Bonus
			2: "Kd Qd 9c 8c 6h",
		},
		dealer: "Kc Js 9s 6d 3c",
	})
	// Pays 2: 100% of a meter seeded at 1,000, plus 25% of the two wagers.
	want(t, tb, 0, Progressive, table.JackpotPay, cr(1000)+50-cr(1))
	want(t, tb, 0, SuperBonus, table.Won, cr(1000))
	want(t, tb, 0, Play, table.Won, cr(15))
	wantExtra(t, tb, 0, Progressive, 0) // never for one's own hand
	want(t, tb, 1, Progressive, table.Folded, -cr(1))
	wantExtra(t, tb, 1, Progressive, cr(100)) // four aces, $100 per $1
	if e := paid(tb, 1, Progressive, table.EnvyPay); len(e) != 1 || e[0].Index != 0 {
		t.Errorf("envy events %+v", e)
	}
	want(t, tb, 2, Ante, table.Won, cr(5))
	if m := lastMeter(tb, Progressive); m != cr(1000) {
		t.Errorf("meter after the jackpot %v, want the reset 1,000", m)
	}
	// The round's last meter event reports the meter as the linked tables'
	// round left it.
	var final money.Amount
	for _, e := range tb.Events() {
		if e.Kind == table.MeterChanged && e.Wager == Progressive && e.Index == 0 {
			final = e.Amount
		}
	}
	if m := tb.ProgressiveMeter().Meter(0); final != m {
		t.Errorf("the last meter event says %v, the meter stands at %v", final, m)
	}
	// The meter's reset is funded by the house through the ledger.
	seeded := false
	for _, e := range tb.Ledger().Entries() {
		seeded = seeded || (e.Reason == table.Seed && e.Amount == cr(1000))
	}
	if !seeded {
		t.Error("no reseed in the ledger")
	}
}

func TestTwoJackpotsInOneRound(t *testing.T) {
	cfg := mates(NoPerson, 3)
	cfg.Progressive = ProgressiveConfig{Kind: FiveCard, Unit: cr(1)}
	tb := newTable(t, cfg)
	play(t, tb, spec{
		bets: map[int]table.Bets{0: bets(5, Progressive, 1), 1: bets(5, Progressive, 1), 2: bets(5, Progressive, 1)},
		hands: map[int]string{
			0: "9h Th Jh Qh Kh", // straight flush: 10% of the meter
			1: "As Ks Qs Js Ts", // royal flush: 100% of the meter
			2: "2c 3d 4h 7s 9c", // folds
		},
		dealer: "Ac Kd 8d 5c 3s",
	})
	// Seat 1 is paid first (settled from the dealer's right): the meter at
	// 10,000 plus 20% of three wagers; seat 0 gets 10% of the reset meter
	// (seed 003 Appendix A).
	want(t, tb, 1, Progressive, table.JackpotPay, cr(10000)+60-cr(1))
	want(t, tb, 0, Progressive, table.JackpotPay, cr(1000)-cr(1))
	// Five-Card Envy Bonuses, $1,000 for a royal and $300 for a straight
	// flush, to every other progressive bettor, folded or not.
	wantExtra(t, tb, 0, Progressive, cr(1000))
	wantExtra(t, tb, 1, Progressive, cr(300))
	wantExtra(t, tb, 2, Progressive, cr(1300))
	want(t, tb, 0, SuperBonus, table.Won, cr(75))
	want(t, tb, 1, SuperBonus, table.Won, cr(75))
}

func TestMultiLinkLevels(t *testing.T) {
	cfg := mates(NoPerson, 2)
	cfg.Progressive = ProgressiveConfig{Kind: MultiLink, Table: "PTMGLML02", Unit: cr(5)}
	tb := newTable(t, cfg)
	play(t, tb, spec{
		bets: map[int]table.Bets{0: bets(5, Progressive, 5), 1: bets(5, Progressive, 5)},
		hands: map[int]string{
			0: "9h 9c 9d 9s Kh", // four of a kind: 100% of the Minor
			1: "4c 5c 6c 7c 8c", // straight flush: 100% of the Major
		},
		dealer: "Ac Kd 8d 5h 3s",
	})
	// The meters are seeded for $1 and scaled to the $5 wager (000 §13(f)):
	// Minor 250 × 5, Major 1,000 × 5, plus their rates of two $5 wagers.
	want(t, tb, 1, Progressive, table.JackpotPay, cr(5000)+40-cr(5))
	want(t, tb, 0, Progressive, table.JackpotPay, cr(1250)+60-cr(5))
	wantExtra(t, tb, 0, Progressive, cr(1500)) // $300 per $1 for the straight flush
	wantExtra(t, tb, 1, Progressive, 0)        // four of a kind earns no Envy Bonus here
}

func TestDealerHandJackpotSplit(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 3))
	play(t, tb, spec{
		bets: map[int]table.Bets{0: bets(5, DealerBonus, 1), 1: bets(5, DealerBonus, 1), 2: bets(5, DealerBonus, 1, HandBonus, 1)},
		acts: map[int]table.Action{2: table.Fold},
		hands: map[int]string{
			0: "2c 2d 5s 8c 9d",
			1: "3c 3d 6s 7c Td",
			2: "4c 5d 7d 9s Jc",
		},
		dealer: "Ah Kh Qh Jh Th",
		magic:  "Ah",
		lucky:  ptr(table.Dealer),
	})
	// The meter, 10,000 plus 40% of four wagers (10,001.60), split three
	// ways (000 §11(f)(2)); the odd cents to the first seats settled, from
	// the dealer's right.
	want(t, tb, 2, DealerBonus, table.JackpotPay, cr(3333)+87-cr(1))
	want(t, tb, 1, DealerBonus, table.JackpotPay, cr(3333)+87-cr(1))
	want(t, tb, 0, DealerBonus, table.JackpotPay, cr(3333)+86-cr(1))
	// The Magic Card is in the dealer's hand and the Lucky position is the
	// dealer's: 20 for 1 and 5 for 1 on each winning dealer-hand wager.
	for s := range 3 {
		wantExtra(t, tb, s, DealerBonus, cr(25))
	}
	// The fold lost seat 2's bonus on its own hand, not on the dealer's.
	want(t, tb, 2, HandBonus, table.Folded, -cr(1))
	if m := lastMeter(tb, HandBonus); m != cr(10000) {
		t.Errorf("the meter after the split %v, want its reset, 10,000", m)
	}
	resets := 0
	for _, e := range tb.Events() {
		if e.Kind == table.MeterChanged && e.Wager == HandBonus {
			resets++
		}
	}
	if resets != 5 { // at the round's start, at coin-in, as the settlement begins, after the split, and as the linked tables end their round
		t.Errorf("%d meter events", resets)
	}
	// The split's reset is marked as a jackpot's and comes before the parts are settled,
	// for a display to hold it while it counts each part off.
	reset, first := -1, -1
	for i, e := range tb.Events() {
		switch {
		case e.Kind == table.MeterChanged && e.Result == table.JackpotPay:
			if e.Wager != HandBonus || e.Amount != cr(10000) || reset >= 0 {
				t.Errorf("event %d: %+v", i, e)
			}
			reset = i
		case e.Kind == table.Settled && e.Wager == DealerBonus && first < 0:
			first = i
		}
	}
	if reset < 0 || first < 0 || reset > first {
		t.Errorf("the jackpot's reset is event %d, the first part's settlement event %d", reset, first)
	}
}

// TestJackpotResetFollowsItsPay checks that a seat's own jackpot's reset is marked as a
// jackpot's and follows its Settled event.
func TestJackpotResetFollowsItsPay(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 1))
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(5, HandBonus, 1)},
		hands:  map[int]string{0: "Ah Kh Qh Jh Th"},
		dealer: "Kd Qc 7s 4d 2d",
	})
	want(t, tb, 0, HandBonus, table.JackpotPay, tb.Result(0).Wagers[HandBonus].Net)
	paidAt, reset := -1, -1
	for i, e := range tb.Events() {
		switch {
		case e.Kind == table.Settled && e.Wager == HandBonus && e.Result == table.JackpotPay:
			paidAt = i
		case e.Kind == table.MeterChanged && e.Result == table.JackpotPay:
			reset = i
		}
	}
	if paidAt < 0 || reset != paidAt+1 {
		t.Errorf("the jackpot is settled at event %d, its reset at %d", paidAt, reset)
	}
}

func TestHandBonusMagicAndLucky(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 3))
	play(t, tb, spec{
		bets: map[int]table.Bets{0: bets(5, HandBonus, 1), 1: bets(5, HandBonus, 1), 2: bets(5, HandBonus, 1)},
		hands: map[int]string{
			0: "2h 5h 9h Jh 3h", // a flush, holding the Magic Card, in the Lucky seat
			1: "8c 8d 8h 8s Kc", // four of a kind, no Magic Card
			2: "5c 5d 9d Tc Js", // no bonus hand: the Magic Card would not pay
		},
		dealer: "Kd Qc 7s 4d 2d",
		magic:  "5h",
		lucky:  ptr(0),
	})
	want(t, tb, 0, HandBonus, table.Won, cr(49)) // 50 for 1
	wantExtra(t, tb, 0, HandBonus, cr(25))       // Magic Card 20 for 1, Lucky Bonus 5 for 1
	if len(paid(tb, 0, HandBonus, table.MagicPay)) != 1 || len(paid(tb, 0, HandBonus, table.LuckyPay)) != 1 {
		t.Error("Magic Card and Lucky Bonus events")
	}
	want(t, tb, 1, HandBonus, table.Won, cr(499)) // 500 for 1
	wantExtra(t, tb, 1, HandBonus, 0)
	want(t, tb, 2, HandBonus, table.Lost, -cr(1))
	wantExtra(t, tb, 2, HandBonus, 0)
	c, ok := tb.MagicCard()
	l, ok2 := tb.LuckySeat()
	if !ok || !ok2 || c.String() != "5h" || l != 0 {
		t.Errorf("draws %v %v %v %v", c, ok, l, ok2)
	}
}

func TestMagicAndLuckyDrawsAreFair(t *testing.T) {
	cfg := mates(NoPerson, 2)
	tb := newTable(t, cfg)
	var cardsSeen [52]int
	var lucky [4]int // seat 0, seat 1, the dealer
	for i := range 5200 {
		rigBets(tb, 0, bets(2, HandBonus, 1))
		must(t, tb.Deal(cards.Seed(1000+i)))
		c, ok := tb.MagicCard()
		l, _ := tb.LuckySeat()
		if !ok {
			t.Fatal("no draw")
		}
		cardsSeen[c]++
		lucky[l+1]++
	}
	for c, n := range cardsSeen {
		if n < 50 || n > 160 {
			t.Errorf("Magic Card %d drawn %d times in 5,200", c, n)
		}
	}
	for i, n := range lucky[:3] {
		if n < 1500 || n > 1970 {
			t.Errorf("Lucky position %d drawn %d times in 5,200", i-1, n)
		}
	}
}

func TestCoverAllOnePlayer(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 1))
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(5, CoverAll, 2)},
		hands:  map[int]string{0: "7c 7d 7h 2s 4c"},
		dealer: "Kc Qd 9s 5h 3d",
	})
	want(t, tb, 0, CoverAll, table.Won, cr(26)) // three of a kind, one player: 13 to 1
	for _, e := range tb.Events() {
		if e.Kind == table.HandRanked && e.Wager == CoverAll && e.Amount != 1 {
			t.Errorf("the Cover All hand's event says %d players, want 1", e.Amount)
		}
	}
}

func TestCoverAllSixPlayers(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 6))
	b := map[int]table.Bets{}
	for s := range 6 {
		b[s] = bets(2, CoverAll, 1)
	}
	play(t, tb, spec{
		bets: b,
		acts: map[int]table.Action{0: table.Fold}, // a straight flush, folded: mucked
		hands: map[int]string{
			0: "9h Th Jh Qh 2c", 1: "Ac Ad 3c 4d 6s", 2: "Kd Ks 7c 8d 2h",
			3: "2d 3h 6c 9c Js", 4: "4h 6d 8c Tc Qs", 5: "3s 4s 7d 8h As",
		},
		dealer: "5c 5d 5h 5s Kc",
	})
	// The highest hand is the dealer's four of a kind: 25 to 1 at six
	// players, to every Cover All bettor, the one who folded included.
	for s := range 6 {
		want(t, tb, s, CoverAll, table.Won, cr(25))
	}
	var holder table.Event
	for _, e := range tb.Events() {
		if e.Kind == table.HandRanked && e.Wager == CoverAll {
			holder = e
		}
	}
	if holder.Seat != table.Dealer {
		t.Errorf("Cover All holder %d", holder.Seat)
	}
	if holder.Amount != 6 {
		t.Errorf("the Cover All hand's event says %d players, want 6", holder.Amount)
	}
}

func TestCoverAllRoyalAndFourAces(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 2))
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(2, CoverAll, 1), 1: bets(2, CoverAll, 1)},
		hands:  map[int]string{0: "Ac Kc Qc Jc 2d", 1: "9d 9h 4s 6c 8h"},
		dealer: "7c 7d 7h Ks 3s",
	})
	want(t, tb, 0, CoverAll, table.Won, cr(150)) // "Royal Flush" A-K-Q-J suited, two players
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(2, CoverAll, 1), 1: bets(2, CoverAll, 1)},
		hands:  map[int]string{0: "Ac Ad Ah As 2d", 1: "9d 9h 4s 6c 8h"},
		dealer: "7c 7d 7h Ks 3s",
	})
	want(t, tb, 1, CoverAll, table.Won, cr(250)) // four aces, two players
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(2, CoverAll, 1), 1: bets(2, CoverAll, 1)},
		hands:  map[int]string{0: "Ac Kd Th 4s 2d", 1: "9d 9h 4d 6c 8h"},
		dealer: "7c 7d Jh Ks 3s",
	})
	want(t, tb, 1, CoverAll, table.Lost, -cr(1)) // nothing above a pair at the table
}

func TestBadBeatLines(t *testing.T) {
	cases := []struct {
		name, table, player, dealer string
		net                         int64
	}{
		{"four of a kind beaten", "1", "2c 2d 2h 2s 9c", "3c 3d 3h 3s Kc", 25000},
		{"straight flush beaten", "1", "5h 6h 7h 8h Kc", "9c 9d 9h 9s 2c", 10000},
		{"three of a kind beaten", "1", "4c 4d 4h Ks 2d", "9c Tc Jc Qc 3h", 200},
		{"flush beaten", "1", "2h 5h 9h Jh 3c", "7c 7d 7s Ks 2s", 50},
		{"straight beaten", "1", "5c 6d 7h 8s Kd", "2c 9c Jc Kc 3d", 30},
		{"two pair beaten", "1", "4c 4d 9h 9s 2c", "Qc Qd 3h 3s 5d", 20},
		{"dealer's two pair beaten", "1", "8c 8d 8h Ks 3c", "5c 5d 7h 7s 2d", 20},
		{"dealer's straight flush beaten", "1", "Ac Ad Ah As 2d", "5h 6h 7h 8h Kc", 10000},
		{"tie", "1", "5c 6d 7h 8s 2c", "5d 6c 7s 8h 3h", -1},
		{"one pair beaten", "1", "Ac Ad 7h 8s 2c", "Kc Kd Ks 8h 3h", -1},
		{"dealer's pair beaten", "1", "Ac Ad 7h 8s 2c", "Kc Kd 5s 8h 3h", -1},
		{"four of a kind beaten, table 2", "2", "2c 2d 2h 2s 9c", "3c 3d 3h 3s Kc", 1000},
		{"straight flush beaten, table 2", "2", "5h 6h 7h 8h Kc", "9c 9d 9h 9s 2c", 1000},
		{"three of a kind beaten, table 2", "2", "4c 4d 4h Ks 2d", "9c Tc Jc Qc 3h", 500},
		{"flush beaten, table 2", "2", "2h 5h 9h Jh 3c", "7c 7d 7s Ks 2s", 50},
		{"straight beaten, table 2", "2", "5c 6d 7h 8s Kd", "2c 9c Jc Kc 3d", 20},
		{"two pair beaten, table 2", "2", "4c 4d 9h 9s 2c", "Qc Qd 3h 3s 5d", 15},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := mates(NoPerson, 1)
			cfg.BadBeat = c.table
			tb := newTable(t, cfg)
			play(t, tb, spec{
				bets:   map[int]table.Bets{0: bets(2, BadBeat, 1)},
				acts:   map[int]table.Action{0: table.Bet1x},
				hands:  map[int]string{0: c.player},
				dealer: c.dealer,
			})
			if c.net < 0 {
				want(t, tb, 0, BadBeat, table.Lost, -cr(1))
			} else {
				want(t, tb, 0, BadBeat, table.Won, cr(c.net))
				// The event says whose losing hand it pays on.
				dealers := strings.HasPrefix(c.name, "dealer's")
				for _, e := range tb.Events() {
					if e.Kind == table.Settled && e.Wager == BadBeat && e.Up != dealers {
						t.Errorf("the Bad Beat's event says the dealer's hand (Up) is %v, want %v", e.Up, dealers)
					}
				}
			}
		})
	}
	// A fold has no showdown: the Bad Beat loses with it.
	tb := newTable(t, mates(NoPerson, 1))
	play(t, tb, spec{
		bets:   map[int]table.Bets{0: bets(2, BadBeat, 1)},
		acts:   map[int]table.Action{0: table.Fold},
		hands:  map[int]string{0: "4c 4d 9h 9s 2c"},
		dealer: "Qc Qd 3h 3s 5d",
	})
	want(t, tb, 0, BadBeat, table.Folded, -cr(1))
}

func TestSixCardBonus(t *testing.T) {
	tb := newTable(t, mates(NoPerson, 3))
	play(t, tb, spec{
		bets: map[int]table.Bets{
			0: bets(10, QueensUp, 10, SixCard, 10),
			1: bets(2, QueensUp, 2, SixCard, 2),
			2: bets(2, QueensUp, 2, SixCard, 2),
		},
		acts: map[int]table.Action{1: table.Fold},
		hands: map[int]string{
			0: "As Ks Qs Js 2d", // with the Ts, a royal flush: 1,000 × 10, cut to 3,000
			1: "Tc Td Th 2h 3c", // folded, and four tens with the Ts: 50 to 1
			2: "4c 6d 8h 9c Kd", // nothing
		},
		dealer:   "7c 7d 5s 5h 3d",
		communal: "Ts",
	})
	want(t, tb, 0, SixCard, table.Capped, cr(3000))
	want(t, tb, 1, SixCard, table.Won, cr(100))
	want(t, tb, 1, QueensUp, table.Folded, -cr(2))
	want(t, tb, 2, SixCard, table.Lost, -cr(2))
	// The communal card is dealt after the hands, face down, and shown
	// after the other wagers are settled (004).
	var dealt, shown, lastMain, firstSix = -1, -1, -1, -1
	for i, e := range tb.Events() {
		switch {
		case e.Kind == table.CardDealt && e.Seat == table.Community:
			dealt = i
			if e.Up {
				t.Error("communal card dealt face up")
			}
		case e.Kind == table.CardShown && e.Seat == table.Community:
			shown = i
		case e.Kind == table.Settled && e.Wager == SixCard && firstSix < 0:
			firstSix = i
		case e.Kind == table.Settled && e.Wager != SixCard && e.Wager != CoverAll:
			lastMain = i
		}
	}
	if dealt < 0 || !(lastMain < shown && shown < firstSix) {
		t.Errorf("communal card dealt at %d, shown at %d; last other wager at %d, first 6 Card Bonus at %d", dealt, shown, lastMain, firstSix)
	}
	if c, ok := tb.Communal(); !ok || c.String() != "Ts" {
		t.Error("Communal")
	}
	if v, ok := tb.SixValue(0); !ok || v.Name() != "Royal Flush" {
		t.Errorf("SixValue %v", v)
	}
}

// TestEnvyScalesWithTheWager checks the claim that the documents' $5 Envy
// tables are five times the $1 ones (seed 000 §11(d)(5), (e)(5)), on a
// table taking $5 progressive wagers, with Envy Bonuses for several hands.
func TestEnvyScalesWithTheWager(t *testing.T) {
	five := map[string][]int64{ // the documents' $5 tables, top hand first
		"pays1": {500, 50, 25}, "pays2": {500, 125}, "pays3": {500, 125},
	}
	for name, want5 := range five {
		pt, err := paytable.Progressive4(name)
		must(t, err)
		var got []int64
		for _, l := range pt.Lines {
			if l.Envy > 0 {
				a := l.Envy * 5 // per credit × a wager of 5 credits
				got = append(got, int64(a/money.Credit))
			}
		}
		if len(got) != len(want5) {
			t.Fatalf("%s: envy lines %v", name, got)
		}
		for i := range got {
			if got[i] != want5[i] {
				t.Errorf("%s: $5 envy %v, the document says %v", name, got, want5)
			}
		}
	}
	if p := paytable.Progressive5(); p.Lines[0].Envy*5 != cr(5000) || p.Lines[1].Envy*5 != cr(1500) {
		t.Error("five-card $5 envy")
	}

	cfg := mates(NoPerson, 3)
	cfg.Progressive = ProgressiveConfig{Kind: FourCard, Table: "pays1", Unit: cr(5)}
	tb := newTable(t, cfg)
	play(t, tb, spec{
		bets: map[int]table.Bets{0: bets(5, Progressive, 5), 1: bets(5, Progressive, 5), 2: bets(5, Progressive, 5)},
		hands: map[int]string{
			0: "Kc Kd Kh Ks 2c", // four of a kind: 300 for 1, Envy $10 per $1
			1: "5h 6h 7h 8h Ac", // straight flush: 100 for 1, Envy $5 per $1
			2: "9c 7d 4s 3d 2h", // folds
		},
		dealer: "Qc Qd Qh Qs 3c", // the dealer's four of a kind earns no one an Envy Bonus
	})
	want(t, tb, 0, Progressive, table.Won, cr(1495))
	want(t, tb, 1, Progressive, table.Won, cr(495))
	want(t, tb, 2, Progressive, table.Folded, -cr(5))
	wantExtra(t, tb, 0, Progressive, cr(25))
	wantExtra(t, tb, 1, Progressive, cr(50))
	wantExtra(t, tb, 2, Progressive, cr(75))
}

// lastMeter returns the top level of a meter system as the settlement left
// it: the last MeterChanged event before the last wager settled or paid.
// (After it, at the end of the round, the linked tables play their round
// and the meters move again.)
func lastMeter(tb *Table, w table.Wager) money.Amount {
	var a, settled money.Amount
	for _, e := range tb.Events() {
		switch {
		case e.Kind == table.MeterChanged && e.Wager == w && e.Index == 0:
			a = e.Amount
		case e.Kind == table.Settled || e.Kind == table.Paid:
			settled = a
		}
	}
	return settled
}
