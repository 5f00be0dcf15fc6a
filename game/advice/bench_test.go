package advice_test

import (
	"testing"

	"felt/game/advice"
	"felt/game/cards"
	"felt/game/strategy"
	"felt/internal/cputime"
)

// Each benchmark advises one decision per iteration: what a hint, the
// trainer or the drill asks for once per decision. They report the CPU time
// of a decision (cpu-ns/decision) beside the wall time: the machine is shared.

func BenchmarkCrazy4(b *testing.B) {
	_, _, a := fix(b)
	h := [5]cards.Card(parse(b, "Kc Qd 8h 4s 2c"))
	cputime.Loop(b, "decision", 1, func() {
		if _, err := a.Crazy4(h); err != nil {
			b.Fatal(err)
		}
	})
}

func BenchmarkAcross(b *testing.B) {
	_, _, a := fix(b)
	hole := [2]cards.Card(parse(b, "Kc 7d"))
	cputime.Loop(b, "decision", 1, func() {
		if _, err := a.Across(hole); err != nil {
			b.Fatal(err)
		}
	})
}

func BenchmarkDown(b *testing.B) {
	_, _, a := fix(b)
	hole, lr := [2]cards.Card(parse(b, "Kc 7d")), [2]cards.Card(parse(b, "Kd 2s"))
	cputime.Loop(b, "decision", 1, func() {
		if _, err := a.Down(hole, lr, strategy.Bet1x); err != nil {
			b.Fatal(err)
		}
	})
}

func BenchmarkMiddle(b *testing.B) {
	_, _, a := fix(b)
	hole, lr, tb := [2]cards.Card(parse(b, "Kc 7d")), [2]cards.Card(parse(b, "Kd 2s")), [2]cards.Card(parse(b, "9h 3s"))
	cputime.Loop(b, "decision", 1, func() {
		if _, err := a.Middle(hole, lr, tb, strategy.Bet1x, strategy.Bet1x); err != nil {
			b.Fatal(err)
		}
	})
}

func BenchmarkNew(b *testing.B) {
	e, o, _ := fix(b)
	cputime.Loop(b, "advisor", 1, func() {
		if _, err := advice.New(e, o); err != nil {
			b.Fatal(err)
		}
	})
}
