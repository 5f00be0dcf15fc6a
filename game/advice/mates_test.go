package advice_test

import (
	"testing"

	"felt/game/advice"
	"felt/game/cards"
	"felt/game/crisscross"
	"felt/game/strategy"
	"felt/game/table"
)

// At a Criss Cross Poker table whose table-mates' best play is the advisor's (advice.Mate),
// the core has each table-mate decide by its style: those of the Optimal style make the
// advisor's best decision on every street, those of the Simple style the published simple
// rules (strategy.SimpleAcross, SimpleDown, SimpleMiddle), which the help prints. Every
// decision of 400 rounds of five table-mates is checked against the advisor's.
func TestCrissCrossMatesPlayTheAdvisor(t *testing.T) {
	_, _, a := fix(t)
	cfg := crisscross.DefaultConfig()
	cfg.Person, cfg.Mates, cfg.Optimal = crisscross.NoPerson, 5, advice.Mate{A: a}
	cfg.Roster = nil
	for i, s := range []table.Style{table.Optimal, table.Simple, table.Optimal, table.Simple, table.Optimal} {
		cfg.Roster = append(cfg.Roster, table.Mate{Name: string(rune('A' + i)), Units: 1, BuyIn: 1_000_000, Style: s, Think: 1})
	}
	tb, err := crisscross.NewTable(cfg, fixture.e)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[table.Style]int{}
	for r := range 400 {
		if err := tb.Deal(cards.Seed(r + 1)); err != nil {
			t.Fatal(err)
		}
		bets := map[int][]strategy.Decision{}
		for _, e := range tb.Events() {
			if e.Kind != table.Decided {
				continue
			}
			n := int(e.Seat)
			_, m := tb.Occupant(n)
			hole, _ := tb.Hole(n)
			card := func(p crisscross.Position) cards.Card {
				c, ok := tb.Cross(p)
				if !ok {
					t.Fatalf("round %d: seat %d decided with card %d face down", r, n, p)
				}
				return c
			}
			made := advice.Decision(e.Action)
			prior := bets[n]
			var simple strategy.Decision
			var ad advice.Advice
			switch len(prior) {
			case 0:
				simple = strategy.SimpleAcross(hole)
				ad, err = a.Across(hole)
			case 1:
				lr := [2]cards.Card{card(crisscross.Left), card(crisscross.Right)}
				simple = strategy.SimpleDown(hole, lr)
				ad, err = a.Down(hole, lr, prior[0])
			default:
				lr := [2]cards.Card{card(crisscross.Left), card(crisscross.Right)}
				tb2 := [2]cards.Card{card(crisscross.Top), card(crisscross.Bottom)}
				simple = strategy.SimpleMiddle(hole, lr, tb2)
				ad, err = a.Middle(hole, lr, tb2, prior[0], prior[1])
			}
			if err != nil {
				t.Fatal(err)
			}
			want := ad.Best
			if m.Style == table.Simple {
				want = simple
			}
			if made != want {
				t.Fatalf("round %d: %s (%v) made %v on street %d with %v, want %v (advisor's best %v, simple %v)",
					r, m.Name, m.Style, made, len(prior), hole, want, ad.Best, simple)
			}
			seen[m.Style]++
			bets[n] = append(prior, made)
		}
	}
	t.Logf("decisions checked: %v", seen)
	if seen[table.Optimal] < 1000 || seen[table.Simple] < 700 {
		t.Errorf("decisions checked: %v", seen)
	}
}
