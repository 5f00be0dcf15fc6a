package app

import (
	"encoding/json"
	"testing"

	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"
)

// TestDrillAndTrainerPages opens the strategy drill and the trainer's page over a round in
// play: the drill deals a question from its seed, takes an answer, scores it and shows its
// values, deals the next one, and asks a Criss Cross question of a street; the trainer's
// page turns the table's trainer on; back at the table the round is where it was.
func TestDrillAndTrainerPages(t *testing.T) {
	a, err := open(Options{NoSplash: true, Store: &store.Memory{}, Game: "crazy4", Speed: anim.Instant, SpeedSet: true})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebitentest.Target(1280, 800)
	run(t, a, screen, 3)
	act(t, a, "bet", "ante", "")
	act(t, a, "deal", "", "")
	run(t, a, screen, 3)
	before := readState(t, a)

	type drill struct {
		Screen string `json:"screen"`
		Drill  struct {
			Game, Street, Best, Why string
			Cards, Legal            []string
			Answered                bool
			Options                 []struct {
				Action string  `json:"action"`
				EV     float64 `json:"ev"`
			}
			Right, Asked int
		} `json:"drill"`
	}
	read := func() drill {
		t.Helper()
		var d drill
		if err := json.Unmarshal([]byte(a.State()), &d); err != nil {
			t.Fatal(err)
		}
		return d
	}
	act(t, a, "screen", "drill", "")
	act(t, a, "seed", "42", "")
	run(t, a, screen, 2)
	d := read()
	if d.Screen != "drill" || d.Drill.Game != "crazy4" || len(d.Drill.Cards) != 5 || d.Drill.Answered {
		t.Fatalf("the drill: %+v", d)
	}
	first := d.Drill.Cards
	act(t, a, "press", d.Drill.Legal[0], "")
	run(t, a, screen, 1)
	d = read()
	if !d.Drill.Answered || d.Drill.Asked != 1 || len(d.Drill.Options) != len(d.Drill.Legal) || d.Drill.Why == "" {
		t.Fatalf("after an answer: %+v", d.Drill)
	}
	if (d.Drill.Right == 1) != (d.Drill.Best == d.Drill.Legal[0]) {
		t.Errorf("answered %s, best %s, %d right", d.Drill.Legal[0], d.Drill.Best, d.Drill.Right)
	}
	act(t, a, "press", "next", "")
	if d = read(); d.Drill.Answered || d.Drill.Asked != 1 {
		t.Errorf("the next question: %+v", d.Drill)
	}
	// The same seed deals the same first question.
	act(t, a, "seed", "42", "")
	if d = read(); len(d.Drill.Cards) != 5 || d.Drill.Cards[0] != first[0] || d.Drill.Cards[4] != first[4] {
		t.Errorf("seed 42 again dealt %v, first %v", d.Drill.Cards, first)
	}
	act(t, a, "set", "game=crisscross", "")
	act(t, a, "set", "street=down", "")
	run(t, a, screen, 1)
	if d = read(); d.Drill.Game != "crisscross" || d.Drill.Street != "down" || len(d.Drill.Cards) != 2 || len(d.Drill.Legal) != 4 {
		t.Errorf("a Down question: %+v", d.Drill)
	}
	act(t, a, "back", "", "")

	act(t, a, "screen", "trainer", "")
	act(t, a, "set", "trainer=on", "")
	run(t, a, screen, 2)
	var tr struct {
		Screen  string `json:"screen"`
		Trainer struct {
			On        bool    `json:"on"`
			Threshold float64 `json:"threshold"`
		} `json:"trainer"`
	}
	if err := json.Unmarshal([]byte(a.State()), &tr); err != nil {
		t.Fatal(err)
	}
	if tr.Screen != "trainer" || !tr.Trainer.On || tr.Trainer.Threshold != 0.02 {
		t.Errorf("the trainer's page: %+v", tr)
	}
	act(t, a, "back", "", "")
	run(t, a, screen, 2)
	after := readState(t, a)
	if after.Screen != "" || after.Phase != before.Phase || after.Round != before.Round || after.Credits != before.Credits {
		t.Errorf("back at the table: %+v, was %+v", after, before)
	}
}
