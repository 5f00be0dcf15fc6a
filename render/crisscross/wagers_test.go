package crisscross

import (
	"fmt"
	"strings"
	"testing"

	cc "felt/game/crisscross"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	gwheel "felt/game/wheel"
	"felt/render/anim"
	"felt/render/ebitentest"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// paytableConfig is the default table with Bonus Spin paytable spin (and its Community
// Pay), Bonus Spin Xtreme paytable xtreme, and the Five Card Bonus on or off.
func paytableConfig(spin gwheel.BonusSpin, xtreme gwheel.Xtreme, fiveCard bool) cc.Config {
	c := DefaultConfig()
	c.SpinTable, c.XtremeTable = spin, xtreme
	c.Spin = table.Limit{Min: spin.Wagers[0], Max: spin.Wagers[len(spin.Wagers)-1], Exact: spin.Wagers}
	c.Xtreme = table.Limit{Min: xtreme.Wagers[0], Max: xtreme.Wagers[len(xtreme.Wagers)-1], Exact: xtreme.Wagers}
	if !fiveCard {
		c.Bonus = table.Limit{}
	}
	return c
}

// paytableConfigs pairs each Bonus Spin paytable, A to D, with the Xtreme paytables, A to
// I, in turn, the Five Card Bonus on every other table.
func paytableConfigs() []cc.Config {
	spins, xtremes := gwheel.BonusSpinPaytables(), gwheel.XtremePaytables()
	var out []cc.Config
	for i, x := range xtremes {
		out = append(out, paytableConfig(spins[i%len(spins)], x, i%2 == 0))
	}
	return out
}

// betEvery bets 5 on the antes, the Five Card Bonus when offered, and the largest amount
// each wheel takes (the Jackpot pays only on it).
func betEvery(t testing.TB, s *tbl.Scene, cfg cc.Config) {
	t.Helper()
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	if cfg.Bonus.Offered() {
		tabletest.Act(t, s, "bet", "fiveCard")
	}
	for _, w := range []struct {
		name string
		l    table.Limit
	}{{"bonusSpin", cfg.Spin}, {"xtreme", cfg.Xtreme}} {
		tabletest.Act(t, s, "chip", w.l.Max.String())
		tabletest.Act(t, s, "bet", w.name)
	}
}

// spinsOf finds a session whose first round, with betEvery's bets and 1x on each street,
// spins the wheel of wager w (which: cc.OwnWheel or cc.CommunityWheel) for the person.
func spinsOf(t *testing.T, cfg cc.Config, w table.Wager, which uint32) uint64 {
	t.Helper()
	p := New(&cfg)
	eval := hand.New()
	for seed := uint64(1); seed < 30000; seed++ {
		g, err := p.Open(nil, seed, eval)
		if err != nil {
			t.Fatal(err)
		}
		c := g.(*cc.Table)
		me := c.Person()
		place := func(x table.Wager, a money.Amount) {
			if err := c.Place(me, x, a); err != nil {
				t.Fatal(err)
			}
		}
		place(cc.AnteAcross, money.Credits(5))
		if cfg.Bonus.Offered() {
			place(cc.FiveCardBonus, money.Credits(5))
		}
		place(cc.BonusSpin, cfg.Spin.Max)
		place(cc.Xtreme, cfg.Xtreme.Max)
		if err := c.Deal(tbl.RoundSeed(seed, c.Round())); err != nil {
			t.Fatal(err)
		}
		for c.Phase() == table.Deciding {
			if err := c.Decide(me, table.Bet1x); err != nil {
				t.Fatal(err)
			}
		}
		for _, e := range c.Events() {
			if e.Kind == table.WheelSpun && int(e.Seat) == me && e.Wager == w && e.Value == which {
				return seed
			}
		}
	}
	t.Fatalf("no session spins the person's wheel %d of wager %d", which, w)
	return 0
}

// TestEveryPaytableSettles plays, at tables of each Bonus Spin and Bonus Spin Xtreme
// paytable, with and without the Five Card Bonus, a round in which the person spins the
// Bonus Spin wheel, one in which they spin the Hot Spot wheel and one in which they spin the
// Community Prize wheel, and checks that the wheel shown is the table's and lands on the
// segment the core drew with its prize, and that the table shows each seat's results and the
// person's credits as the core has them. A table without the Five Card Bonus prints no
// circle for it and refuses a bet on it.
func TestEveryPaytableSettles(t *testing.T) {
	for _, cfg := range paytableConfigs() {
		name := fmt.Sprintf("spin-%s-xtreme-%s-five-%v", cfg.SpinTable.Name, cfg.XtremeTable.Name, cfg.Bonus.Offered())
		t.Run(name, func(t *testing.T) {
			for _, spin := range []struct {
				w     table.Wager
				which uint32
				wheel string
			}{{cc.BonusSpin, cc.OwnWheel, "Bonus Spin"}, {cc.Xtreme, cc.OwnWheel, "Hot Spot"}, {cc.Xtreme, cc.CommunityWheel, "Community Prize"}} {
				seed := spinsOf(t, cfg, spin.w, spin.which)
				where := fmt.Sprintf("%s, session %d (%s)", name, seed, spin.wheel)
				p := New(&cfg)
				s := tabletest.New(t, p, tbl.Options{Seed: seed, Speed: anim.Instant})
				if !cfg.Bonus.Offered() {
					if msg := s.Hook().Act("bet", "fiveCard"); msg == "" {
						t.Errorf("%s: a bet on the Five Card Bonus, which the table does not offer, was taken", where)
					}
				}
				betEvery(t, s, cfg)
				tabletest.Act(t, s, "deal", "")
				for i := 0; i < 3 && s.Core().Phase() == table.Deciding; i++ {
					tabletest.Act(t, s, "play", "1")
				}
				checkWheels(t, where, s, p)
				checkResults(t, where, s)
			}
		})
	}
}

// checkWheels fails the test where the last wheel the round spun is not shown landed on the
// core's segment, with its prize, on the wheel of the table's paytable.
func checkWheels(t *testing.T, where string, s *tbl.Scene, p *Table) {
	t.Helper()
	var last table.Event
	for _, e := range s.Core().Events() {
		if e.Kind == table.WheelSpun {
			last = e
		}
	}
	st := tabletest.State(t, s)
	k := kindOf(last.Wager, last.Value)
	if st.Wheel == nil || k == noWheel {
		t.Fatalf("%s: the state shows no wheel (%+v) for the spin %+v", where, st.Wheel, last)
	}
	want := p.wheelData(k)
	cfg := core(s).Config()
	tables := map[int]*gwheel.Wheel{spinWheel: &cfg.SpinTable.Wheel, hotSpotWheel: &cfg.XtremeTable.HotSpot, communityWheel: &cfg.XtremeTable.Community}
	if fmt.Sprint(want.Segments) != fmt.Sprint(tables[k].Segments) {
		t.Errorf("%s: the %s wheel shown is not the table's paytable's", where, wheelNames[k])
	}
	if st.Wheel.Wheel != wheelNames[k] || st.Wheel.Segment != int(last.Index) || !st.Wheel.Landed ||
		st.Wheel.Prize != want.Segments[last.Index].Symbol.String() {
		t.Errorf("%s: the wheel shown %+v, the core spun %s to segment %d (%v)", where, *st.Wheel, wheelNames[k], last.Index, want.Segments[last.Index].Symbol)
	}
	if err := p.spin.errWheel(); err != nil {
		t.Errorf("%s: %v", where, err)
	}
}

// checkResults fails the test where the table shows a seat's results, or the person's
// credits, otherwise than the core has them.
func checkResults(t *testing.T, where string, s *tbl.Scene) {
	t.Helper()
	c := core(s)
	tabletest.CheckCredits(t, where, s)
	var extra [table.Seats][cc.NumWagers]money.Amount
	for _, e := range c.Events() {
		if e.Kind == table.Paid && seatOK(int(e.Seat)) && e.Wager < cc.NumWagers {
			extra[e.Seat][e.Wager] += e.Amount
		}
	}
	for n := range table.Seats {
		shown := s.Inspect().SeatShown(n).Results
		for w := range cc.NumWagers {
			r := c.Result(n, w)
			if r.Result == table.NoResult {
				continue
			}
			g := shown[w]
			if !g.Done || g.Result != r.Result || g.Net != r.Net || g.Extra != extra[n][w] {
				t.Errorf("%s: seat %d's %s shown %v %v (+%v), the core's %v %v (+%v)", where, n, c.WagerName(w),
					g.Result, g.Net, g.Extra, r.Result, r.Net, extra[n][w])
			}
		}
	}
}

// TestSignsShowThePaytables checks that the sign of a table of each paytable names its Bonus
// Spin and Xtreme paytables and lists its wheels' segments, and lists the Five Card Bonus
// only where the table offers it; and leaves a picture of each sign in out/desktop/wagers/.
func TestSignsShowThePaytables(t *testing.T) {
	dir := tabletest.OutDir(t, "wagers")
	screen := ebitentest.Target(1280, 800)
	for i, cfg := range paytableConfigs() {
		p := New(&cfg)
		s := tabletest.New(t, p, tbl.Options{Seed: 1, Speed: anim.Instant})
		left, right := p.signTables(s.Stage())
		var titles []string
		for _, sec := range append(left, right...) {
			titles = append(titles, sec.Title)
		}
		all := strings.Join(titles, " | ")
		for _, want := range []string{"BONUS SPIN WHEEL, PAYTABLE " + cfg.SpinTable.Name, "XTREME HOT SPOT WHEEL, PAYTABLE " + cfg.XtremeTable.Name} {
			if !strings.Contains(all, want) {
				t.Errorf("spin %s, xtreme %s: the sign's tables %q lack %q", cfg.SpinTable.Name, cfg.XtremeTable.Name, all, want)
			}
		}
		if got := strings.Contains(all, "5 CARD BONUS"); got != cfg.Bonus.Offered() {
			t.Errorf("spin %s, xtreme %s: the sign lists the Five Card Bonus: %v, the table offers it: %v", cfg.SpinTable.Name, cfg.XtremeTable.Name, got, cfg.Bonus.Offered())
		}
		if i < 4 {
			tabletest.Act(t, s, "help", "on")
			tabletest.Frame(t, s, screen)
			px := tabletest.Picture(s, screen)
			tabletest.WritePixels(t, px, 1280, 800, dir, fmt.Sprintf("crisscross-sign-spin-%s-xtreme-%s", cfg.SpinTable.Name, cfg.XtremeTable.Name))
		}
	}
}
