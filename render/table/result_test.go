package table

import (
	"testing"

	"felt/game/money"
	"felt/game/table"
)

// TestResultForms checks the result line's shorter forms of a round of nine wagers (Criss
// Cross Poker's seed 33, one with an extra pay): the short one keeps the wagers that paid
// and sums up the rest, the summed up one counts them by how they ended; where none paid
// the short form is not made (its "8 more −47" said less than "8 lost −47"); a voided
// round has no summed up form.
func TestResultForms(t *testing.T) {
	c := money.Credits
	type end struct {
		name       string
		net, extra money.Amount
	}
	forms := func(es []end, voided bool) (short, summed string) {
		var parts []string
		var ends []WagerResult
		for _, e := range es {
			parts = append(parts, e.name)
			ends = append(ends, WagerResult{Result: table.Won, Net: e.net, Extra: e.extra})
		}
		return shortResult(parts, ends, voided), summedResult(ends, voided)
	}
	mixed := []end{{"5 Card Bonus −5", -c(5), 0}, {"Ante Across +5", c(5), 0}, {"Ante Down −5", -c(5), 0},
		{"Across +5", c(5), 0}, {"Down −5", -c(5), 0}, {"Middle +5", c(5), 0}, {"Bonus Spin −1", -c(1), 0},
		{"Xtreme −1, COMMUNITY +1.40", -c(1), c(14) / 10}, {"Push push", 0, 0}}
	short, summed := forms(mixed, false)
	if want := "Ante Across +5  ·  Across +5  ·  Middle +5  ·  Xtreme −1, COMMUNITY +1.40  ·  5 more −16"; short != want {
		t.Errorf("short form %q, want %q", short, want)
	}
	if want := "4 won +15.40  ·  1 even  ·  4 lost −16"; summed != want {
		t.Errorf("summed up form %q, want %q", summed, want)
	}
	lost := []end{{"A −5", -c(5), 0}, {"B −5", -c(5), 0}, {"C −5", -c(5), 0}}
	if short, summed := forms(lost, false); short != "" || summed != "3 lost −15" {
		t.Errorf("none paid: short form %q, summed up %q; want none and \"3 lost −15\"", short, summed)
	}
	if _, summed := forms(mixed, true); summed != "" {
		t.Errorf("a voided round summed up: %q", summed)
	}
}
