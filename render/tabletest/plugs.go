package tabletest

import (
	"strings"
	"testing"

	"felt/game/advice"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/odds/sheet"
	"felt/game/strategy"
	"felt/render/box"
	"felt/render/help"
	"felt/render/hook"
	"felt/render/table"
)

// Advisor makes the strategy advisor the tables use (game/advice over the math sheet's
// exact strategy, with the evaluator e), and that strategy, for a test to hold the table's
// advice against.
func Advisor(t testing.TB, e *hand.Evaluator) (*advice.Advisor, *strategy.Optimal) {
	t.Helper()
	o, err := strategy.NewOptimal(e)
	if err != nil {
		t.Fatal(err)
	}
	a, err := advice.New(e, o)
	if err != nil {
		t.Fatal(err)
	}
	return a, o
}

// DealNext starts the next round when the table, whose state is st, awaits no decision:
// it bets the chip in hand on the ante when nothing is on it (ante names the ante's spot in
// st.Bets), deals, and reports true. It does nothing and reports false while the person
// decides.
func DealNext(t testing.TB, s *table.Scene, st hook.State, ante string) bool {
	t.Helper()
	if st.Phase == "deciding" {
		return false
	}
	if st.Bets[ante] == 0 {
		Act(t, s, "bet", "ante")
	}
	Act(t, s, "deal", "")
	return true
}

// CheckPays fails the test where a pay tables' page (its text, txt) lacks the return or
// the hit frequency of one of keys' figures, or the title of any of the game's figures on
// the math sheet.
func CheckPays(t testing.TB, txt string, game string, keys ...sheet.Key) {
	t.Helper()
	for _, k := range keys {
		f, ok := sheet.Find(k)
		if !ok {
			t.Fatalf("no figure %v", k)
		}
		if !strings.Contains(txt, help.Percent(f.Return)) || !strings.Contains(txt, help.Percent(f.HitFrequency)) {
			t.Errorf("the pay tables lack %s's return %s or hit frequency %s", f.Title, help.Percent(f.Return), help.Percent(f.HitFrequency))
		}
	}
	for i := range sheet.Len() {
		if f := sheet.At(i); f.Game == game && !strings.Contains(txt, f.Title) {
			t.Errorf("the pay tables do not list %s", f.Title)
		}
	}
}

// CheckCredits fails the test (where says where) unless the round is done and still, and
// the person's credits shown are those of the state and of the core, with no mismatch.
func CheckCredits(t testing.TB, where string, s *table.Scene) hook.State {
	t.Helper()
	st := State(t, s)
	if st.Phase != "done" || st.Animating {
		t.Fatalf("%s: phase %s, animating %v", where, st.Phase, st.Animating)
	}
	bal := s.Core().Balance(s.Person())
	if st.CreditsShown != st.Credits || money.Amount(st.Credits) != bal || st.Mismatches != 0 {
		t.Errorf("%s: credits shown %v, state %v, core %v, %d mismatches", where, money.Amount(st.CreditsShown),
			money.Amount(st.Credits), bal, st.Mismatches)
	}
	return st
}

// SeatLabels counts the labels the last frame placed on the seats.
func SeatLabels(s *table.Scene) int {
	n := 0
	for _, b := range s.Inspect().Drawn() {
		if b.Kind == box.Label && b.Owner < box.Dealer {
			n++
		}
	}
	return n
}
