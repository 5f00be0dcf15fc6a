package crazy4

import (
	"felt/render/hook"
	"math"
	"strings"
	"testing"

	"felt/game/advice"
	"felt/game/cards"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/strategy"
	"felt/render/anim"
	"felt/render/coach"
	"felt/render/ebitentest"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// dealUntil deals rounds (5 on the Ante, playing 1x) until the person's decision satisfies
// ok, and returns the state then.
func dealUntil(t *testing.T, s *tbl.Scene, ok func(st hook.State) bool) hook.State {
	t.Helper()
	tabletest.Act(t, s, "chip", "5")
	for range 200 {
		st := tabletest.State(t, s)
		if tabletest.DealNext(t, s, st, "ante") {
			continue
		}
		if ok(st) {
			return st
		}
		if st.Advice != nil && st.Advice.Best == "fold" {
			tabletest.Act(t, s, "fold", "")
		} else if st.Advice != nil {
			tabletest.Act(t, s, "play", strings.TrimSuffix(st.Advice.Best, "x"))
		} else {
			tabletest.Act(t, s, "play", "1")
		}
	}
	t.Fatal("no such decision in 200 rounds")
	return hook.State{}
}

// TestAdvice checks the advisor at the table: while the person decides, the hook's state
// holds the advice, whose options are the legal decisions with the exact values of
// game/advice for the cards on show and whose best is the optimal strategy's; the hint
// shows on request (act('hint'), HINT, the ? key) and at every decision with the hints
// setting, and it changes the picture.
func TestAdvice(t *testing.T) {
	s := newScene(t, tbl.Options{Speed: anim.Instant, Seed: 5})
	if st := tabletest.State(t, s); st.Advice != nil {
		t.Fatalf("advice before the deal: %+v", st.Advice)
	}
	if msg := s.Hook().Act("hint", ""); msg == "" {
		t.Error("a hint with no decision awaited was not refused")
	}
	a, o := tabletest.Advisor(t, hand.New())
	st := dealUntil(t, s, func(hook.State) bool { return true })
	if st.Advice == nil || st.Advice.Shown {
		t.Fatalf("advice %+v while deciding, shown before asked", st.Advice)
	}
	cs, err := cards.ParseList(strings.Join(st.Cards, " "))
	if err != nil || len(cs) != 5 {
		t.Fatalf("cards %v: %v", st.Cards, err)
	}
	want, err := a.Crazy4([5]cards.Card(cs))
	if err != nil {
		t.Fatal(err)
	}
	best, _ := o.Crazy4([5]cards.Card(cs))
	if st.Advice.Best != advice.Action(best).String() && !(best == strategy.Fold && st.Advice.Best == "fold") {
		t.Errorf("best %q, the optimal strategy %v", st.Advice.Best, best)
	}
	if len(st.Advice.Options) != len(want.Options) || len(st.Advice.Options) != len(st.Legal) {
		t.Fatalf("options %+v, legal %v, advice %+v", st.Advice.Options, st.Legal, want.Options)
	}
	for i, op := range st.Advice.Options {
		w := want.Options[i]
		if math.Abs(op.EV-want.EV(w.Decision)) > 1e-12 {
			t.Errorf("%s worth %v, the advisor says %v", op.Action, op.EV, want.EV(w.Decision))
		}
	}
	if st.Advice.Why == "" || st.Advice.Street != "play" {
		t.Errorf("street %q, reason %q", st.Advice.Street, st.Advice.Why)
	}

	screen := ebitentest.Target(1280, 800)
	tabletest.Frame(t, s, screen)
	before := tabletest.Picture(s, screen)
	tabletest.Act(t, s, "hint", "")
	if !tabletest.State(t, s).Advice.Shown {
		t.Error("act('hint') did not show the hint")
	}
	tabletest.Frame(t, s, screen)
	if tabletest.Differs(before, tabletest.Picture(s, screen), 1280) == 0 {
		t.Error("the hint changed nothing on the screen")
	}
	if _, ok := st.Targets["hint"]; !ok {
		t.Errorf("no HINT button among the targets %v", st.Targets)
	}
	tabletest.Act(t, s, "hint", "off")
	if tabletest.State(t, s).Advice.Shown {
		t.Error("hint off left it shown")
	}
	// The hints setting shows it at every decision.
	tabletest.Act(t, s, "hints", "on")
	if !tabletest.State(t, s).Advice.Shown {
		t.Error("the hints setting does not show the hint")
	}
	tabletest.Act(t, s, "play", "1")
	if st := tabletest.State(t, s); st.Advice != nil {
		t.Errorf("advice after the decision: %+v", st.Advice)
	}
}

// TestTrainer checks the trainer: with it on, a decision that costs more than the threshold
// is stopped with a warning that says its cost, and nothing changes; the same decision
// again is made. The session's report grades every decision and adds up what the mistakes
// cost in credits.
func TestTrainer(t *testing.T) {
	st0 := &store.Memory{}
	s := newScene(t, tbl.Options{Speed: anim.Instant, Seed: 11, Store: st0})
	tabletest.Act(t, s, "trainer", "0.05")
	// The trainer is a setting: a new scene on the same store has it.
	if tr := tabletest.State(t, newScene(t, tbl.Options{Speed: anim.Instant, Store: st0})).Trainer; !tr.On || tr.Threshold != 0.05 {
		t.Errorf("a new table has the trainer %+v", tr)
	}
	tabletest.Act(t, s, "trainer", "off")
	tabletest.Act(t, s, "trainer", "on")
	fresh := newScene(t, tbl.Options{Speed: anim.Instant})
	if tr := tabletest.State(t, fresh).Trainer; tr.On {
		t.Errorf("a table of its own has the trainer on: %+v", tr)
	}
	tabletest.Act(t, fresh, "trainer", "on")
	if tr := tabletest.State(t, fresh).Trainer; tr.Threshold != coach.DefaultThreshold {
		t.Errorf("the trainer on starts at %v antes, want %v", tr.Threshold, coach.DefaultThreshold)
	}
	// On again, it keeps the threshold chosen; a new table's starts at the default.
	if st := tabletest.State(t, s); !st.Trainer.On || st.Trainer.Threshold != 0.05 {
		t.Fatalf("trainer %+v", st.Trainer)
	}
	for _, bad := range []string{"maybe", "-1", "NaN", "11"} {
		if msg := s.Hook().Act("trainer", bad); !strings.Contains(strings.ToLower(msg), "bad argument") {
			t.Errorf("trainer %q: %q", bad, msg)
		}
	}
	// A hand worth playing, folded: the costly mistake.
	st := dealUntil(t, s, func(st hook.State) bool {
		return st.Advice != nil && st.Advice.Best != "fold" && st.Advice.Options[1].EV-st.Advice.Options[0].EV > 0.1
	})
	cost := st.Advice.Options[1].EV - st.Advice.Options[0].EV
	credits, round := st.Credits, st.Round
	msg := s.Hook().Act("fold", "")
	if !strings.Contains(msg, "costs") || !strings.Contains(msg, "again") {
		t.Fatalf("the costly fold was not stopped: %q", msg)
	}
	st = tabletest.State(t, s)
	if st.Phase != "deciding" || st.Credits != credits || st.Round != round {
		t.Fatalf("the warning changed the round: %s, %v credits", st.Phase, st.Credits)
	}
	if !strings.Contains(st.Trainer.Warning, "costs") || st.Advice == nil || !st.Advice.Shown {
		t.Errorf("warning %q, advice %+v", st.Trainer.Warning, st.Advice)
	}
	tabletest.Act(t, s, "fold", "") // the player goes ahead
	st = tabletest.State(t, s)
	if st.Phase == "deciding" && st.Round == round {
		t.Fatal("the fold asked twice was not made")
	}
	r := st.Trainer.Report
	if r.Decisions < 1 || r.Mistakes != 1 || len(r.Worst) != 1 || r.Worst[0].Made != "fold" {
		t.Fatalf("report %+v", r)
	}
	// Its cost in credits is the cost in antes times the ante (5).
	if got, want := float64(r.Lost), math.Round(cost*float64(5*money.Credit)); got != want {
		t.Errorf("the fold cost %v credits, want %v", got, want)
	}
	if r.Grade == "" || r.Grade == "-" || r.Best+r.Mistakes != r.Decisions {
		t.Errorf("grade %q, %d best, %d mistakes of %d", r.Grade, r.Best, r.Mistakes, r.Decisions)
	}
	// The best decision goes through at once.
	st = dealUntil(t, s, func(st hook.State) bool { return st.Advice != nil })
	best := st.Advice.Best
	if best == "fold" {
		tabletest.Act(t, s, "fold", "")
	} else {
		tabletest.Act(t, s, "play", strings.TrimSuffix(best, "x"))
	}
	if r2 := tabletest.State(t, s).Trainer.Report; r2.Best != r.Best+1 || r2.Mistakes != 1 {
		t.Errorf("after the best decision: %+v", r2)
	}
	// Off, nothing is stopped.
	tabletest.Act(t, s, "trainer", "off")
	dealUntil(t, s, func(st hook.State) bool {
		return st.Advice != nil && st.Advice.Best != "fold" && st.Advice.Options[1].EV-st.Advice.Options[0].EV > 0.1
	})
	tabletest.Act(t, s, "fold", "")
}
