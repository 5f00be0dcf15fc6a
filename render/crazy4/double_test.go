package crazy4

import (
	"strings"
	"testing"

	"felt/game/money"
	"felt/render/credits"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestDoubleSaysWhatItLeft doubles bets with a progressive on: what can double doubles (the
// core decides), and the table says what it left and why; with nothing that doubles, it
// says so and changes nothing.
func TestDoubleSaysWhatItLeft(t *testing.T) {
	s := newScene(t, tbl.Options{Seed: 5})
	tabletest.Act(t, s, "chip", "5")
	for _, c := range []string{"ante", "queens", "progressive"} {
		tabletest.Act(t, s, "bet", c)
	}
	tabletest.Act(t, s, "double", "")
	st := tabletest.State(t, s)
	if st.Bets["ante"] != cr(10) || st.Bets["queensUp"] != cr(10) || st.Bets["progressive"] != cr(1) {
		t.Fatalf("doubled: %v", st.Bets)
	}
	if want := "Doubled; left as it was: Progressive 1 (it takes only 1)."; st.Message != want {
		t.Errorf("message %q, want %q", st.Message, want)
	}
	if h := strings.Join(s.Hook().Heard(), "\n"); !strings.Contains(h, st.Message) {
		t.Errorf("the narration does not tell %q:\n%s", st.Message, h)
	}
	// Up to a maximum: the Queens Up (100 at most) stops doubling before the Ante (500).
	for range 3 {
		tabletest.Act(t, s, "double", "")
	}
	st = tabletest.State(t, s)
	if st.Bets["ante"] != cr(80) || st.Bets["queensUp"] != cr(80) {
		t.Fatalf("doubled three times more: %v", st.Bets)
	}
	tabletest.Act(t, s, "double", "")
	st = tabletest.State(t, s)
	if st.Bets["ante"] != cr(160) || st.Bets["superBonus"] != cr(160) || st.Bets["queensUp"] != cr(80) {
		t.Fatalf("doubled with the Queens Up at 80: %v", st.Bets)
	}
	if want := "Doubled; left as they were: Queens Up 80 (its maximum is 100), Progressive 1 (it takes only 1)."; st.Message != want {
		t.Errorf("message %q, want %q", st.Message, want)
	}
}

// cr is n credits as the hook's state gives them.
func cr(n int64) credits.Amount { return credits.Amount(money.Credits(n)) }
