package crisscross

import (
	"testing"

	cc "felt/game/crisscross"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/credits"
	"felt/render/ebitentest"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// jackpotConfig is the default table with wheels that land on the Jackpot nearly always.
func jackpotConfig() cc.Config {
	c := DefaultConfig()
	for i := range c.SpinTable.Wheel.Segments {
		if c.SpinTable.Wheel.Segments[i].Symbol.Jackpot {
			c.SpinTable.Wheel.Segments[i].Weight = 1_000_000
		}
	}
	for i := range c.XtremeTable.HotSpot.Segments {
		if c.XtremeTable.HotSpot.Segments[i].Symbol.Jackpot {
			c.XtremeTable.HotSpot.Segments[i].Weight = 1_000_000
		}
	}
	return c
}

// maxWheels bets the antes and the largest wager on both wheels, the only one the Jackpot
// pays.
var maxWheels = []table.Wager{cc.AnteAcross, cc.BonusSpin, cc.BonusSpin, cc.Xtreme, cc.Xtreme, cc.Xtreme}

// findJackpot returns a session seed whose first round, with maxWheels bet and 1x on every
// street, pays the person the Jackpot of wager w.
func findJackpot(t *testing.T, cfg cc.Config, w table.Wager) uint64 {
	t.Helper()
	p := New(&cfg)
	eval := hand.New()
	for seed := uint64(1); seed < 20000; seed++ {
		g, err := p.Open(nil, seed, eval)
		if err != nil {
			t.Fatal(err)
		}
		c := g.(*cc.Table)
		me := c.Person()
		for _, x := range maxWheels {
			if err := c.Place(me, x, money.Credits(5)); err != nil {
				t.Fatal(err)
			}
		}
		if err := c.Deal(tbl.RoundSeed(seed, c.Round())); err != nil {
			t.Fatal(err)
		}
		for c.Phase() == table.Deciding {
			if err := c.Decide(me, table.Bet1x); err != nil {
				t.Fatal(err)
			}
		}
		for _, e := range c.Events() {
			if e.Kind == table.Settled && int(e.Seat) == me && e.Wager == w && e.Result == table.JackpotPay {
				return seed
			}
		}
	}
	t.Fatalf("no seed pays the person the jackpot of wager %d", w)
	return 0
}

// TestJackpotsCountOffTheMeters watches a Bonus Spin Jackpot (the machinery's meter) and a
// Bonus Spin Xtreme Jackpot (the plug's) paid to the person at normal speed: the pay counts
// down off its meter, which then shows the reset, and the credits agree at the end.
func TestJackpotsCountOffTheMeters(t *testing.T) {
	cfg := jackpotConfig()
	for _, w := range []table.Wager{cc.BonusSpin, cc.Xtreme} {
		seed := findJackpot(t, cfg, w)
		p := New(&cfg)
		s := tabletest.New(t, p, tbl.Options{Seed: seed, Speed: anim.Normal})
		screen := ebitentest.Target(640, 400)
		tabletest.Frame(t, s, screen)
		me := s.Person()
		for _, x := range maxWheels {
			if err := s.Core().Place(me, x, money.Credits(5)); err != nil {
				t.Fatal(err)
			}
		}
		tabletest.Act(t, s, "deal", "")
		start := tabletest.State(t, s).MeterShown
		if w == cc.Xtreme {
			start = credits.Amount(s.Inspect().Meter2())
		}
		low := start
		for i := range 40000 {
			if err := s.Update(); err != nil {
				t.Fatal(err)
			}
			if i%10 == 0 {
				draw(s, screen)
			}
			if i%3 != 0 {
				continue
			}
			st := tabletest.State(t, s)
			shown := st.MeterShown
			if w == cc.Xtreme {
				shown = credits.Amount(s.Inspect().Meter2())
			}
			low = min(low, shown)
			if st.Phase == "deciding" && st.Turn == st.Seat && !st.Animating {
				tabletest.Act(t, s, "play", "1")
				continue
			}
			if st.Phase == "done" && !st.Animating {
				break
			}
		}
		if low > start/2 {
			t.Errorf("wager %d: the meter shown went from %v no lower than %v: the jackpot did not count off it", w, start, low)
		}
		checkCredits(t, s, "jackpot")
		st := tabletest.State(t, s)
		for _, x := range st.Results.Wagers {
			if (w == cc.BonusSpin && x.Wager == "bonusSpin") || (w == cc.Xtreme && x.Wager == "xtreme") {
				if x.Result != "jackpot" {
					t.Errorf("wager %d ended %+v", w, x)
				}
			}
		}
	}
}
