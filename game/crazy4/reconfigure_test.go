package crazy4

import (
	"errors"
	"testing"

	"felt/game/cards"
	"felt/game/table"
)

// fewBets is a table of the Ante, Queens Up A and the Four-Card Progressive Pays 1 only, with
// five table-mates.
func fewBets() Config {
	c := Default()
	c.QueensUp, c.Progressive.Table = "A", "pays1"
	c.HandBonus = HandBonusConfig{}
	c.BadBeat, c.BadBeatLimit = "", table.Limit{}
	c.SixCard, c.CoverAll = table.Limit{}, table.Limit{}
	c.Mates = 5
	return c
}

// TestReconfigure: between rounds the table takes new settings and keeps the credits, the
// round counter, the meters that are the same, and what the ledger holds; the new wagers
// are taken and played; the table-mates come and go with their credits.
func TestReconfigure(t *testing.T) {
	tb := newTable(t, fewBets())
	p := tb.Person()
	must(t, tb.Place(p, Ante, cr(5)))
	must(t, tb.Place(p, QueensUp, cr(5)))
	must(t, tb.Place(p, Progressive, cr(1)))
	must(t, tb.Deal(cards.Seed(1)))
	for tb.Phase() == Deciding {
		must(t, tb.Decide(tb.Turn(), table.Bet1x))
	}
	checkRound(t, tb)
	// In a round, or with chips on the felt, the settings wait.
	must(t, tb.Place(p, Ante, cr(5)))
	refused(t, tb, ErrPhase, func() error { _, err := tb.Reconfigure(Default()); return err })
	must(t, tb.Clear(p))
	// A configuration no table can be: the table's error, and nothing changed.
	bad := Default()
	bad.QueensUp, bad.QueensUpLimit = "", table.Limit{}
	refused(t, tb, ErrConfig, func() error { _, err := tb.Reconfigure(bad); return err })

	credits, round, meter := tb.Balance(p), tb.Round(), tb.Meter(0).Meter(0)
	var mateCredits int64
	for s := range tb.seats {
		if tb.seats[s].who == Mate {
			mateCredits += int64(tb.Balance(s))
		}
	}
	wide := Default()
	wide.Progressive.Table = "pays1"
	wide.Mates = 2
	n, err := tb.Reconfigure(wide)
	must(t, err)
	checkRound(t, n)
	if n.Balance(p) != credits || n.Round() != round-1 || n.Person() != p || n.Phase() != Done {
		t.Errorf("after the change: credits %v round %d seat %d phase %v, want %v, %d, %d, done", n.Balance(p), n.Round(), n.Person(), n.Phase(), credits, round-1, p)
	}
	if n.Meter(0).Meter(0) != meter {
		t.Errorf("the same progressive's meter went from %v to %v", meter, n.Meter(0).Meter(0))
	}
	seated, left := 0, 0
	for _, e := range n.Events() {
		if e.Kind == table.SeatLeft {
			left++
		}
	}
	for s := range n.seats {
		if n.seats[s].who == Mate {
			seated++
		}
	}
	if seated != 2 || left != 3 {
		t.Errorf("%d table-mates seated, %d left; want 2 and 3", seated, left)
	}
	for _, w := range []table.Wager{HandBonus, DealerBonus, BadBeat, SixCard, CoverAll} {
		if !n.Offered(w) {
			t.Errorf("the new table does not offer %s", WagerName(w))
		}
	}
	// The last wagers go again where the new table takes them; the round opened reports the
	// seats as they are.
	must(t, n.Rebet(p))
	states := 0
	for _, e := range n.Events() {
		if e.Kind == table.SeatState {
			states++
		}
	}
	if n.Round() != round || states != 3 {
		t.Errorf("the round opened after the change: %d, %d seats reported; want %d and 3", n.Round(), states, round)
	}
	if b := n.Bets(p); b[Ante] != cr(5) || b[QueensUp] != cr(5) || b[Progressive] != cr(1) {
		t.Errorf("rebet after the change: %v", b)
	}
	must(t, n.Place(p, HandBonus, cr(1)))
	must(t, n.Place(p, CoverAll, cr(1)))
	must(t, n.Deal(cards.Seed(2)))
	for n.Phase() == Deciding {
		must(t, n.Decide(n.Turn(), table.Bet1x))
	}
	checkRound(t, n)
	if n.Round() != round {
		t.Errorf("round %d after the round open for bets was played, want %d", n.Round(), round)
	}

	// Another progressive starts its own meter at the seed; a save of the new table
	// restores with its settings.
	other := wide
	other.Progressive.Table = "pays3"
	m, err := n.Reconfigure(other)
	must(t, err)
	if m.Config().Progressive.Table != "pays3" || m.Meter(0).Config().Levels[0].Seed != m.Meter(0).Meter(0) {
		t.Errorf("a new progressive: %+v at %v", m.Config().Progressive, m.Meter(0).Meter(0))
	}
	data, err := m.MarshalBinary()
	must(t, err)
	r, err := Restore(data, testEval)
	must(t, err)
	if r.Config().Progressive.Table != "pays3" || r.Balance(p) != m.Balance(p) || r.Round() != m.Round() {
		t.Errorf("restored: %+v, credits %v", r.Config().Progressive, r.Balance(p))
	}
	if err := m.Err(); err != nil && !errors.Is(err, table.ErrBroken) {
		t.Fatal(err)
	}
	_ = mateCredits
}

// TestHandBonusHands: the Five Card Hand Bonus on the player's hand, the dealer's or both;
// a table of one takes no wager on the other, plays its own, and saves which it is.
func TestHandBonusHands(t *testing.T) {
	for _, c := range []struct {
		hands          string
		player, dealer bool
	}{{"", true, true}, {HandsBoth, true, true}, {HandsPlayer, true, false}, {HandsDealer, false, true}} {
		cfg := Default()
		cfg.HandBonus.Hands = c.hands
		tb := newTable(t, cfg)
		if tb.Offered(HandBonus) != c.player || tb.Offered(DealerBonus) != c.dealer {
			t.Errorf("%q: offers the player's %v, the dealer's %v", c.hands, tb.Offered(HandBonus), tb.Offered(DealerBonus))
		}
		p := tb.Person()
		must(t, tb.Place(p, Ante, cr(2)))
		for _, w := range []table.Wager{HandBonus, DealerBonus} {
			err := tb.Place(p, w, cr(1))
			if want := tb.Offered(w); (err == nil) != want {
				t.Errorf("%q: a bet on %s: %v", c.hands, WagerName(w), err)
			}
		}
		must(t, tb.Deal(cards.Seed(7)))
		for tb.Phase() == Deciding {
			must(t, tb.Decide(tb.Turn(), table.Bet1x))
		}
		checkRound(t, tb)
		data, err := tb.MarshalBinary()
		must(t, err)
		r, err := Restore(data, testEval)
		must(t, err)
		if r.Config().HandBonus.Hands != c.hands || r.Offered(DealerBonus) != c.dealer {
			t.Errorf("%q: restored as %q", c.hands, r.Config().HandBonus.Hands)
		}
	}
	bad := Default()
	bad.HandBonus.Hands = "table"
	if _, err := NewTable(bad, testEval); !errors.Is(err, ErrConfig) {
		t.Errorf("a bonus on the table's hand: %v", err)
	}
}

// TestReconfigureNewTable: a table of no round yet takes new settings, and its save reads.
func TestReconfigureNewTable(t *testing.T) {
	tb := newTable(t, fewBets())
	n, err := tb.Reconfigure(Default())
	must(t, err)
	data, err := n.MarshalBinary()
	must(t, err)
	r, err := Restore(data, testEval)
	must(t, err)
	if r.Round() != 1 || r.Phase() != Done || !r.Offered(CoverAll) {
		t.Errorf("restored: round %d %v, Cover All %v", r.Round(), r.Phase(), r.Offered(CoverAll))
	}
}
