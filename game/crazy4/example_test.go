package crazy4_test

import (
	"fmt"

	"felt/game/cards"
	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/table"
)

// A round as the front end drives it: wagers, the deal, the person's
// decision, then the events to play back and the result line.
func Example() {
	tb, err := crazy4.NewTable(crazy4.Default(), hand.New())
	if err != nil {
		panic(err)
	}
	me := tb.Person()
	if err := tb.Bet(me, crazy4.Ante, tb.Limit(crazy4.Ante).Min); err != nil { // places the Super Bonus too
		panic(err)
	}
	if err := tb.Bet(me, crazy4.SuperBonus, 1); err != nil {
		fmt.Println("refused:", err)
	}
	if err := tb.Deal(42); err != nil {
		panic(err)
	}
	for tb.Phase() == crazy4.Deciding && tb.Turn() == me {
		v := tb.Value(me)
		a := table.Fold
		if tb.Legal(me).Has(table.Bet1x) && v.HighOrBetter(cards.King) {
			a = table.Bet1x
		}
		if err := tb.Decide(me, a); err != nil {
			panic(err)
		}
	}
	settled := 0
	for _, e := range tb.Events() {
		if e.Kind == table.Settled {
			settled++
		}
	}
	r := tb.Result(me)
	fmt.Println(tb.Phase(), settled > 0, r.Staked() > 0)
	// Output:
	// refused: the Ante and Super Bonus must be equal (seed 000 §6(d)(1)): the Ante is 2, so the Super Bonus must be too; set the Ante to change both
	// done true true
}
