package crazy4

import (
	"strings"
	"testing"

	"felt/game/cards"
	"felt/game/money"
	"felt/render/anim"
	"felt/render/credits"
	tbl "felt/render/table"
	"felt/render/tabletest"
	narration "felt/render/words"
)

// TestNarration plays a round and reads what the live region hears: the deal, the person's
// cards and hand at their decision, the table-mates' decisions, the dealer's hand, each of
// the person's wagers, the round's result and the credits, in the order the table shows
// them; then the read command tells the table as it stands.
func TestNarration(t *testing.T) {
	s := newScene(t, tbl.Options{Seed: 7, Speed: anim.Normal})
	s.Hook().Heard()
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	tabletest.Settle(t, s, nil, 5000)
	before := strings.Join(s.Hook().Heard(), "\n")
	st := tabletest.State(t, s)
	if st.Phase != "deciding" || st.Turn != st.Seat {
		t.Fatalf("phase %s, turn %d: want the person's decision", st.Phase, st.Turn)
	}
	for _, want := range []string{"Cards dealt.", "Your cards: ", "Your decision: FOLD (key F)", "Your hand: " + st.Hand + "."} {
		if !strings.Contains(before, want) {
			t.Errorf("before the decision, no %q in:\n%s", want, before)
		}
	}
	for _, c := range st.Cards {
		if !strings.Contains(before, words(t, c)) {
			t.Errorf("the person's card %s (%s) is not told:\n%s", c, words(t, c), before)
		}
	}
	tabletest.Act(t, s, "play", "1")
	tabletest.Settle(t, s, nil, 20000)
	after := strings.Join(s.Hook().Heard(), "\n")
	st = tabletest.State(t, s)
	if st.Results == nil || st.Dealer == nil {
		t.Fatalf("no results or dealer after the round: %+v", st)
	}
	want := []string{"You: PLAY 1x, 25.", "Dealer's hand: " + st.Dealer.Hand + ".", "Round over: ", "Credits: " + creditsText(st.CreditsShown) + "."}
	if st.Dealer.Qualifies {
		want = append(want, "The dealer qualifies.")
	} else {
		want = append(want, "The dealer does not qualify.")
	}
	for _, w := range st.Results.Wagers {
		want = append(want, titleOf(w.Wager))
	}
	for _, m := range st.Mates {
		if !strings.Contains(before+after, m.Name+": ") {
			t.Errorf("table-mate %s's decision is not told:\n%s\n%s", m.Name, before, after)
		}
	}
	last := -1
	for i, w := range want {
		k := strings.Index(after, w)
		if k < 0 {
			t.Errorf("after the decision, no %q in:\n%s", w, after)
		}
		if i < 2 && k < last {
			t.Errorf("%q is told before what comes first:\n%s", w, after)
		}
		if i < 2 {
			last = k
		}
	}
	if strings.Contains(after, "<") {
		t.Errorf("the narration holds markup:\n%s", after)
	}

	tabletest.Act(t, s, "read", "")
	read := strings.Join(s.Hook().Heard(), "\n")
	for _, w := range []string{"Your cards: ", "Your hand: " + st.Hand, "Credits: " + creditsText(st.CreditsShown), "Space deals"} {
		if !strings.Contains(read, w) {
			t.Errorf("read: no %q in %q", w, read)
		}
	}
	// Before a round, the read tells the bets on the felt and what to do.
	s2 := newScene(t, tbl.Options{Seed: 8})
	bet(t, s2)
	tabletest.Settle(t, s2, nil, 1000)
	s2.Hook().Heard()
	tabletest.Act(t, s2, "read", "")
	read = strings.Join(s2.Hook().Heard(), "\n")
	for _, w := range []string{"Bets: Ante 25, Queens Up 5, Super Bonus 25, Progressive 1; total 56.", "Credits: 944.", "Space deals."} {
		if !strings.Contains(read, w) {
			t.Errorf("read before the deal: no %q in %q", w, read)
		}
	}
	// A refusal is heard too.
	if msg := s2.Hook().Act("fold", ""); msg == "" {
		t.Fatal("a fold before the deal was taken")
	}
	if h := strings.Join(s2.Hook().Heard(), "\n"); h != "No decision to make now: place your bets, then deal (Space)" {
		t.Errorf("the refusal of a fold is not heard: %q", h)
	}
}

// words names a card of the hook ("Qh") as the narration does.
func words(t *testing.T, name string) string {
	t.Helper()
	c, err := cards.Parse(name)
	if err != nil {
		t.Fatal(err)
	}
	return narration.Card(c)
}

// creditsText prints credits as the table does.
func creditsText(c credits.Amount) string { return money.Amount(c).String() }

// titleOf is the result line's name of a wager of the hook's state.
func titleOf(name string) string {
	for _, sp := range New(nil).Spots() {
		if sp.Name == name {
			return New(nil).Title(sp.Wager) + " "
		}
	}
	return name
}
