package crisscross

import (
	"felt/render/hook"
	"math"
	"strings"
	"testing"

	"felt/game/advice"
	"felt/game/cards"
	"felt/game/hand"
	"felt/game/strategy"
	"felt/render/anim"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestAdvice checks the advisor at the Criss Cross table: on each street the hook's state
// holds the advice for the cards on show, with the bets made before, and its values are
// game/advice's; the trainer stops a costly fold on a street and lets it through the second
// time.
func TestAdvice(t *testing.T) {
	s, _ := newScene(t, tbl.Options{Speed: anim.Instant, Seed: 3})
	a, _ := tabletest.Advisor(t, hand.New())
	pair := func(st hook.State, i, j int) [2]cards.Card {
		c1, err1 := cards.Parse(st.Community[i])
		c2, err2 := cards.Parse(st.Community[j])
		if err1 != nil || err2 != nil {
			t.Fatalf("community %v", st.Community)
		}
		return [2]cards.Card{c1, c2}
	}
	tabletest.Act(t, s, "chip", "5")
	streets := map[string]bool{}
	for round := 0; round < 40 && len(streets) < 3; round++ {
		st := tabletest.State(t, s)
		tabletest.DealNext(t, s, st, "anteAcross")
		var made [2]strategy.Decision
		for k := 0; k < 3; k++ {
			st = tabletest.State(t, s)
			if st.Phase != "deciding" || st.Advice == nil {
				break
			}
			hole, err := cards.ParseList(strings.Join(st.Cards[:2], " "))
			if err != nil {
				t.Fatal(err)
			}
			var want advice.Advice
			switch st.Street {
			case "across":
				want, err = a.Across([2]cards.Card(hole))
			case "down":
				// The community cards in cross order: top, left, middle, right, bottom.
				want, err = a.Down([2]cards.Card(hole), pair(st, 1, 3), made[0])
			case "middle":
				want, err = a.Middle([2]cards.Card(hole), pair(st, 1, 3), pair(st, 0, 4), made[0], made[1])
			}
			if err != nil {
				t.Fatal(err)
			}
			streets[st.Street] = true
			if st.Advice.Street != st.Street || len(st.Advice.Options) != 4 || st.Advice.Best != advice.Action(want.Best).String() && !(want.Best == strategy.Fold && st.Advice.Best == "fold") {
				t.Fatalf("%s: advice %+v, want best %v", st.Street, st.Advice, want.Best)
			}
			for i, op := range st.Advice.Options {
				if math.Abs(op.EV-want.EV(want.Options[i].Decision)) > 1e-12 {
					t.Fatalf("%s: %s worth %v, the advisor says %v", st.Street, op.Action, op.EV, want.EV(want.Options[i].Decision))
				}
			}
			if want.Best == strategy.Fold {
				tabletest.Act(t, s, "fold", "")
				break
			}
			if k < 2 {
				made[k] = want.Best
			}
			tabletest.Act(t, s, "play", strings.TrimSuffix(st.Advice.Best, "x"))
		}
	}
	if len(streets) != 3 {
		t.Errorf("advised on %v only", streets)
	}
	// The trainer: a fold on the Across street of a hand worth betting.
	tabletest.Act(t, s, "trainer", "0.5")
	for range 40 {
		st := tabletest.State(t, s)
		if tabletest.DealNext(t, s, st, "anteAcross") {
			continue
		}
		if st.Advice == nil {
			t.Fatal("no advice while deciding")
		}
		best := math.Inf(-1)
		for _, op := range st.Advice.Options {
			best = max(best, op.EV)
		}
		if cost := best - st.Advice.Options[0].EV; cost <= 0.5 {
			tabletest.Act(t, s, "fold", "")
			continue
		}
		msg := s.Hook().Act("fold", "")
		if !strings.Contains(msg, "costs") {
			t.Fatalf("a costly fold was not stopped: %q", msg)
		}
		tabletest.Act(t, s, "fold", "")
		if r := tabletest.State(t, s).Trainer.Report; r.Mistakes != 1 || r.Worst[0].Street != st.Street {
			t.Errorf("report %+v", r)
		}
		return
	}
	t.Fatal("no hand worth betting in 40 rounds")
}
