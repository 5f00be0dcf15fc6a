package coach

import (
	"errors"
	"testing"
	"time"

	"felt/game/advice"
	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
	"felt/render/keep"
)

// none is the advisor of a game that has none.
func none() *advice.Advisor { return nil }

// saved is the trainer's setting as the settings keep it.
func saved(c *Coach) float64 {
	var st keep.Settings
	c.Put(&st)
	return st.Trainer
}

func TestTrain(t *testing.T) {
	c := New(none, table.Action.String)
	if saved(c) != 0 {
		t.Fatalf("a new coach's trainer is on: %v", saved(c))
	}
	if err := c.Train("on"); err != nil || saved(c) != DefaultThreshold {
		t.Fatalf("on: %v, threshold %v", err, saved(c))
	}
	if err := c.Train("0"); err != nil || saved(c) <= 0 {
		t.Fatalf("a threshold of 0 is kept as off: %v, %v", err, saved(c))
	}
	for _, bad := range []string{"11", "-1", "NaN", "maybe"} {
		if err := c.Train(bad); !errors.Is(err, command.ErrArg) {
			t.Errorf("trainer %q: %v", bad, err)
		}
	}
	if err := c.Train("off"); err != nil || saved(c) != 0 {
		t.Fatalf("off: %v, %v", err, saved(c))
	}
	d := New(none, table.Action.String)
	d.Take(keep.Settings{Trainer: 0.5})
	if saved(d) != 0.5 || d.Trainer(0).Threshold != 0.5 || !d.Trainer(0).On {
		t.Fatalf("restored at 0.5: %+v", d.Trainer(0))
	}
	d.Take(keep.Settings{Trainer: MaxThreshold + 1})
	if saved(d) != 0.5 {
		t.Fatalf("a threshold over the largest was restored: %v", saved(d))
	}
}

func TestReport(t *testing.T) {
	c := New(none, table.Action.String)
	if r := c.Report(); r.Grade != "-" || r.Decisions != 0 {
		t.Fatalf("no decisions: %+v", r)
	}
	for i, cost := range []float64{0, 0, 0, 0.5, 0.0005, 2} {
		c.Graded(Graded{Round: uint64(i), Cost: cost, Lost: 0})
	}
	r := c.Report()
	if r.Decisions != 6 || r.Best != 4 || r.Mistakes != 2 || r.Cost != 2.5 || r.Grade != "D" || len(r.Worst) != 2 {
		t.Fatalf("report %+v", r)
	}
	if _, ok := c.Advice(nil, 0); ok {
		t.Fatal("advice with no decision awaited")
	}
	if err := c.Hint(nil, 0, ""); err != ErrNoDecision {
		t.Fatalf("a hint with no decision: %v", err)
	}
}

func TestReminder(t *testing.T) {
	var r Reminder
	t0 := time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)
	r.Start(t0, money.Credits(1000))
	if r.Due(t0.Add(5 * time.Hour)) {
		t.Fatal("a reminder is due with none set")
	}
	if said, err := r.Set("30", t0); err != nil || said != "A reminder of the time played and the net credits every 30 minutes." {
		t.Fatalf("set 30: %q, %v", said, err)
	}
	r.Bought(money.Credits(1000))
	if r.Due(t0.Add(29 * time.Minute)) {
		t.Fatal("due before its time")
	}
	at := t0.Add(65 * time.Minute)
	if !r.Due(at) {
		t.Fatal("not due after its time")
	}
	if got, want := r.Tell(at, money.Credits(1880)), "You have played for 1 hour 5 minutes. This session: −120 credits. Free play: credits have no cash value."; got != want {
		t.Fatalf("told %q, want %q", got, want)
	}
	if r.Due(at) || !r.Due(t0.Add(90*time.Minute)) {
		t.Fatal("the next reminder is not at the next half hour of play")
	}
	if said, _ := r.Set("", at); said != "A reminder of the time played and the net credits every 1 hour." || r.Every() != 60 {
		t.Fatalf("the next choice after 30: %q (%d)", said, r.Every())
	}
	if _, err := r.Set("1441", at); !errors.Is(err, command.ErrArg) {
		t.Fatalf("a reminder over a day: %v", err)
	}
	if said, _ := r.Set("off", at); said != "No reminder of the time played." || r.Due(at.Add(48*time.Hour)) {
		t.Fatalf("off: %q", said)
	}
}

// TestReminderKept: the time between reminders is kept with the settings and taken back
// when it is one a player may choose.
func TestReminderKept(t *testing.T) {
	var r, back Reminder
	if _, err := r.Set("30", time.Now()); err != nil {
		t.Fatal(err)
	}
	var st keep.Settings
	r.Put(&st)
	back.Take(st)
	if st.Reminder != 30 || back.Every() != 30 {
		t.Fatalf("kept %d, taken back %d; want 30", st.Reminder, back.Every())
	}
	back.Take(keep.Settings{Reminder: MaxReminder + 1})
	if back.Every() != 30 {
		t.Fatalf("a time past the longest was taken: %d", back.Every())
	}
}

// TestWords: the hint's head names the best decision, or the trainer's warning with what the
// decision warned of costs; the values name every option with its sign; the hint shows at
// rest on a decision awaited, with the setting on or the hint asked for.
func TestWords(t *testing.T) {
	c := New(none, table.Action.String)
	const k = 1<<63 | 7
	c.key, c.ok = k, true
	c.a = Advice{Best: table.Bet1x, Why: "A pair plays.", Options: []Option{{Action: table.Fold, EV: -1}, {Action: table.Bet1x, EV: 0.25}}}
	w, ok := c.Words(nil, k)
	want := Words{Head: "HINT  ·  " + table.Bet1x.String(), Why: "A pair plays.",
		Values: table.Fold.String() + " −1.000     " + table.Bet1x.String() + " +0.250  antes"}
	if !ok || w != want {
		t.Fatalf("words %+v, want %+v", w, want)
	}
	c.train.warned, c.train.warnedFor = k, table.Fold
	if w, _ := c.Words(nil, k); !w.Warning || w.Head != "TRAINER  ·  "+table.Fold.String()+" COSTS 1.250 ANTE  ·  BEST: "+table.Bet1x.String() {
		t.Fatalf("warned: %+v", w)
	}
	if _, ok := c.Words(nil, 0); ok {
		t.Fatal("words with no decision awaited")
	}
	if c.Shows(k, false, false) || !c.Shows(k, true, false) || c.Shows(k, true, true) || c.Shows(0, true, false) {
		t.Fatal("shown when it should not be, or not when it should")
	}
	c.asked = k
	if !c.Shows(k, false, false) {
		t.Fatal("the hint asked for is not shown")
	}
}
