package history

import (
	"testing"

	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/history"
	"felt/game/money"
)

// TestStatsCountEachWager: the statistics count each wager made. The Five Card Hand Bonus
// on the person's hand and on the dealer's are two wagers a round, so five rounds of both
// are ten made; the main game's Ante, Super Bonus and Play are one bet, five rounds five.
func TestStatsCountEachWager(t *testing.T) {
	core, err := crazy4.NewTable(crazy4.Default(), hand.New())
	if err != nil {
		t.Fatal(err)
	}
	var tot history.Totals
	five := money.Credits(5)
	tot.Wagers[crazy4.Ante] = history.WagerTotals{Made: 5, Hit: 2, Staked: 5 * five}
	tot.Wagers[crazy4.SuperBonus] = history.WagerTotals{Made: 5, Hit: 1, Staked: 5 * five}
	tot.Wagers[crazy4.Play] = history.WagerTotals{Made: 3, Hit: 2, Staked: 3 * five}
	tot.Wagers[crazy4.HandBonus] = history.WagerTotals{Made: 5, Hit: 1, Staked: money.Credits(5)}
	tot.Wagers[crazy4.DealerBonus] = history.WagerTotals{Made: 5, Hit: 2, Staked: money.Credits(5)}
	want := map[string][2]int64{"Main game (Ante, Super Bonus, Play)": {5, 2}, "Five Card Hand Bonus": {10, 3}}
	for _, gr := range groups(core) {
		w, ok := want[gr.title]
		if !ok {
			continue
		}
		delete(want, gr.title)
		if st := gr.stat(&tot); st.Made != w[0] || st.Hit != w[1] {
			t.Errorf("%s: %d made, %d hit; want %d and %d", gr.title, st.Made, st.Hit, w[0], w[1])
		}
	}
	if len(want) > 0 {
		t.Errorf("no lines %v", want)
	}
}
