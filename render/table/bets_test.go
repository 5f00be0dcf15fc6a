package table_test

import (
	"strings"
	"testing"

	"felt/game/money"
	"felt/render/anim"
	"felt/render/credits"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestBetting plays the person's betting commands at the duel: each bet says the circle and
// what it holds, UNDO steps back through the bets one change at a time, DOUBLE and CLEAR act
// on the Ante, a refusal names what the table has (the rack's chips, the circles), DEAL wants
// an Ante, and REBET places the last round's bets again; the legal commands follow. It needs
// no display.
func TestBetting(t *testing.T) {
	s, _ := newDuelTable(t, tbl.Options{Seed: 9, Speed: anim.Instant})
	tabletest.NoticeSeen(t, s)
	ante := func() money.Amount { return money.Amount(tabletest.State(t, s).Bets["ante"]) }
	refused := func(name, arg, says string) {
		t.Helper()
		if msg := s.Hook().Act(name, arg); !strings.Contains(msg, says) {
			t.Errorf("%s %q: %q, want it to say %q", name, arg, msg, says)
		}
	}
	refused("deal", "", "place an Ante first")
	refused("undo", "", "no bet to undo")
	refused("chip", "7", "the rack has 1, 5, 25, 100")
	refused("bet", "nowhere", "want ante, play")
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	if st := tabletest.State(t, s); st.Message != "Ante 5" || st.Chip != credits.Amount(money.Credits(5)) {
		t.Errorf("after a bet: message %q, chip %v", st.Message, st.Chip)
	}
	tabletest.Act(t, s, "chip", "25")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "double", "")
	if a := ante(); a != money.Credits(60) {
		t.Fatalf("5 + 25, doubled: the Ante is %v", a)
	}
	if legal := strings.Join(tabletest.State(t, s).Legal, " "); legal != "chip bet unbet clear double undo deal" {
		t.Errorf("legal with bets on: %q", legal)
	}
	for _, want := range []int64{30, 5, 0} {
		tabletest.Act(t, s, "undo", "")
		if a := ante(); a != money.Credits(want) {
			t.Errorf("undo: the Ante is %v, want %d", a, want)
		}
	}
	refused("clear", "", "no bets on the table")
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "unbet", "ante")
	if a := ante(); a != money.Credits(5) {
		t.Fatalf("5, 5 and one taken back: the Ante is %v", a)
	}
	tabletest.Act(t, s, "deal", "")
	tabletest.Act(t, s, "play", "1")
	tabletest.Settle(t, s, nil, 20000)
	if legal := strings.Join(tabletest.State(t, s).Legal, " "); !strings.Contains(legal, "rebet") || strings.Contains(legal, "undo") {
		t.Errorf("legal after a round: %q", legal)
	}
	tabletest.Act(t, s, "rebet", "")
	if a := ante(); a != money.Credits(5) {
		t.Errorf("rebet: the Ante is %v, want the last round's 5", a)
	}
}
