package crazy4

import (
	"testing"

	"felt/game/cards"
	"felt/game/table"
)

func TestManyRounds(t *testing.T) {
	tb := newTable(t, Default())
	p := tb.Person()
	s := NewSimple(testEval)
	for i := range 3000 {
		b := bets(5, QueensUp, 5, SixCard, 5, Progressive, 1, HandBonus, 1, DealerBonus, 1, BadBeat, 1, CoverAll, 1)
		if tb.Balance(p) < cr(60) {
			if tb.BuyIn(tb.Person()) != nil {
				b = bets(2)
			}
		}
		for w, a := range b {
			if w != int(SuperBonus) && a > 0 {
				must(t, tb.Bet(p, table.Wager(w), a))
			}
		}
		checkRound(t, tb)
		must(t, tb.Deal(cards.Seed(i)))
		checkRound(t, tb)
		if tb.Phase() == Deciding {
			must(t, tb.Decide(p, tb.Legal(p).Best(s.Play(tb.Cards(p), tb.Value(p)))))
		}
		if tb.Phase() != Done {
			t.Fatalf("phase %v", tb.Phase())
		}
		checkRound(t, tb)
	}
}
