package crazy4

import (
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/tabletest"
)

// TestMateSixCardTag plays rounds at a table whose table-mates bet the 6 Card Bonus: a
// table-mate's seat is tagged "6 CARD: ..." only where the wager won ("6 CARD: Ace high" sat
// on losing hands), and some table-mate's winning one is tagged.
func TestMateSixCardTag(t *testing.T) {
	s := newScene(t, seeded(8, anim.Instant, nil))
	bets, tagged := 0, 0
	for r := 0; r < 40 && (bets < 12 || tagged == 0); r++ {
		playOne(t, s)
		tabletest.Settle(t, s, nil, 5000)
		for n := range table.Seats {
			if n == s.Person() {
				continue
			}
			v := s.Inspect().SeatShown(n)
			if v.Staked[crazy4.SixCard] == 0 {
				continue
			}
			bets++
			res := v.Results[crazy4.SixCard].Result
			win := won(res)
			if strings.HasPrefix(v.Tag, "6 CARD") && !win {
				t.Errorf("round %d: seat %d's 6 Card Bonus ends %v, and the seat is tagged %q", r+1, n, res, v.Tag)
			}
			if win && res != table.JackpotPay && !strings.HasPrefix(v.Tag, "6 CARD") {
				t.Errorf("round %d: seat %d's 6 Card Bonus wins, and the seat is tagged %q", r+1, n, v.Tag)
			}
			if win {
				tagged++
			}
		}
	}
	if bets < 12 || tagged == 0 {
		t.Fatalf("the table-mates bet the 6 Card Bonus %d times and won %d", bets, tagged)
	}
}

// TestMateHandOnWin plays rounds with table-mates: a table-mate's hand is named under its
// cards only where the core settled a wager on that hand as won (the Ante, the Play, the
// Super Bonus, the Queens Up, the Bad Beat), and always there.
func TestMateHandOnWin(t *testing.T) {
	s := newPlanned(t, seeded(8, anim.Instant, nil))
	onHand := []table.Wager{crazy4.Ante, crazy4.Play, crazy4.SuperBonus, crazy4.QueensUp, crazy4.BadBeat}
	named, hidden := 0, 0
	for r := 0; r < 12; r++ {
		playOne(t, s)
		tabletest.Settle(t, s, nil, 5000)
		for n := range table.Seats {
			v := s.Inspect().SeatShown(n)
			if n == s.Person() || v.Staked[crazy4.Ante] == 0 {
				continue
			}
			won := false
			for _, w := range onHand {
				won = won || v.Results[w].Done && v.Results[w].Result.Wins()
			}
			shown := v.Hand != "" && v.HandAlpha > 0
			switch {
			case shown && !won:
				t.Errorf("round %d: seat %d's hand won nothing, and it is named %q", r+1, n, v.Hand)
			case won && !shown:
				t.Errorf("round %d: seat %d's hand won, and it is not named", r+1, n)
			case won:
				named++
			default:
				hidden++
			}
		}
	}
	if named == 0 || hidden == 0 {
		t.Fatalf("the table-mates' hands won %d times and lost %d: the rounds do not try both", named, hidden)
	}
}
