package crisscross

import (
	"testing"

	"felt/game/cards"
	"felt/game/table"
	"felt/game/wheel"
)

// TestReconfigure: between rounds the table takes new settings and keeps the credits, the
// round counter and the meters that are the same; the table-mates come and go with their
// credits; a round plays at the new table; a save of it restores at its configuration.
func TestReconfigure(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Mates = 5
	tb, err := NewTable(cfg, sharedEval())
	must(t, err)
	p := tb.Person()
	must(t, tb.Place(p, AnteAcross, cr(5)))
	must(t, tb.Place(p, BonusSpin, cr(5)))
	must(t, tb.Deal(cards.Seed(3)))
	if _, err := tb.Reconfigure(DefaultConfig()); err == nil {
		t.Fatal("the table took new settings in a round")
	}
	play(t, tb, nil)
	checkBooks(t, tb)
	must(t, tb.Place(p, AnteAcross, cr(5)))
	if _, err := tb.Reconfigure(DefaultConfig()); err == nil {
		t.Fatal("the table took new settings with wagers on the felt")
	}
	must(t, tb.Clear(p))
	bad := DefaultConfig()
	bad.Ante.Min = 0
	if _, err := tb.Reconfigure(bad); err == nil {
		t.Fatal("a bad configuration was taken")
	}

	credits, round, spin, last := tb.Balance(p), tb.Round(), tb.Meter(0).Meter(0), tb.Last(p)
	next := DefaultConfig()
	next.Mates = 1
	x := wheel.XtremeC()
	next.XtremeTable, next.Xtreme = x, exact(x.Wagers)
	n, err := tb.Reconfigure(next)
	must(t, err)
	checkBooks(t, n)
	if n.Balance(p) != credits || n.Round() != round-1 || n.Meter(0).Meter(0) != spin || n.Phase() != table.Done {
		t.Errorf("after the change: credits %v round %d spin meter %v phase %v; want %v %d %v done", n.Balance(p), n.Round(), n.Meter(0).Meter(0), n.Phase(), credits, round-1, spin)
	}
	if n.Config().XtremeTable.Name != "C" {
		t.Errorf("Xtreme paytable %q", n.Config().XtremeTable.Name)
	}
	mates := 0
	for s := range n.seats {
		if n.seats[s].who == Mate {
			mates++
		}
	}
	if mates != 1 || len(count(n, table.SeatLeft)) != 4 {
		t.Errorf("%d table-mates, %d left; want 1 and 4", mates, len(count(n, table.SeatLeft)))
	}
	must(t, n.Rebet(p))
	if n.Round() != round || len(count(n, table.SeatState)) != 2 {
		t.Errorf("the round opened after the change: %d, %d seats reported; want %d and 2", n.Round(), len(count(n, table.SeatState)), round)
	}
	if b := n.Bets(p); b != last || b[BonusSpin] == 0 {
		t.Errorf("rebet after the change: %v, want %v", b, last)
	}
	must(t, n.Place(p, Xtreme, cr(1)))
	must(t, n.Deal(cards.Seed(4)))
	play(t, n, nil)
	checkBooks(t, n)

	data, err := n.MarshalBinary()
	must(t, err)
	r, err := NewTable(next, sharedEval())
	must(t, err)
	must(t, r.UnmarshalBinary(data))
	if r.Balance(p) != n.Balance(p) || r.Round() != n.Round() {
		t.Errorf("restored: credits %v round %d; want %v %d", r.Balance(p), r.Round(), n.Balance(p), n.Round())
	}
}

// TestReconfigureNewTable: a table of no round yet takes new settings, and its save reads.
func TestReconfigureNewTable(t *testing.T) {
	tb, err := NewTable(DefaultConfig(), sharedEval())
	must(t, err)
	next := DefaultConfig()
	next.Bonus = table.Limit{}
	n, err := tb.Reconfigure(next)
	must(t, err)
	data, err := n.MarshalBinary()
	must(t, err)
	r, err := NewTable(next, sharedEval())
	must(t, err)
	must(t, r.UnmarshalBinary(data))
	if r.Round() != 1 || r.Phase() != table.Done || r.Offered(FiveCardBonus) {
		t.Errorf("restored: round %d %v, Five Card Bonus %v", r.Round(), r.Phase(), r.Offered(FiveCardBonus))
	}
}
