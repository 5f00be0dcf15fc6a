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
			v := s.SeatShown(n)
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
