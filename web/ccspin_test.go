//go:build !js

package web_test

import (
	"felt/render/hook"
	"image"
	"strings"
	"testing"
	"time"

	cc "felt/game/crisscross"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/credits"
	"felt/render/crisscross"
	tbl "felt/render/table"
)

// sensors are the circles of the prize wheels' wagers.
var sensors = map[table.Wager]string{cc.BonusSpin: "bonusSpin", cc.Xtreme: "xtreme"}

// findCCSpin searches session seeds, with the rules core in this process, for a first round
// in which the person's wager w spins its own wheel (the Bonus Spin wheel, or the Xtreme's
// Hot Spot wheel), no table-mate spins it, and no wheel spins twice: the table the page
// opens (render/crisscross's plug, its DefaultConfig, the session's seed), the antes and w
// placed as bet's clicks place them (Place with the chip of 5, the sensor until it stands at
// 5), the round dealt from render/table.RoundSeed, and 1x on each street, as watchSpin
// clicks; at most one wheel spins after the person's (watchSpin sees the last one once it
// hurries the settlement on). Of the first few dozen such seeds it takes the one whose
// playback comes soonest from the person's last decision to the spin (the fewest events
// between, a wheel spun before it counting as many), to keep the wait at normal speed short.
// It returns the seed, the person's bets, and every wheel spun in the round, in order.
func findCCSpin(t *testing.T, w table.Wager, from uint64) (uint64, table.Bets, []table.Event) {
	t.Helper()
	eval := hand.New()
	var best struct {
		seed   uint64
		bets   table.Bets
		spins  []table.Event
		before int // events from the person's last decision to the spin
	}
	found := 0
	for seed := from; seed < from+5000 && found < 30; seed++ {
		g, err := crisscross.New(nil).Open(nil, seed, eval)
		if err != nil {
			t.Fatal(err)
		}
		core := g.(*cc.Table)
		me := core.Person()
		chip := money.Credits(5)
		if err := core.Place(me, cc.AnteAcross, chip); err != nil {
			t.Fatal(err)
		}
		for range 3 {
			if err := core.Place(me, w, chip); err != nil {
				t.Fatal(err)
			}
			if core.OnSpot(me, w) == chip {
				break
			}
		}
		bets := core.Bets(me)
		if bets[w] != chip || bets[cc.AnteDown] != chip {
			t.Fatalf("the core's bets: %v", bets)
		}
		if err := core.Deal(tbl.RoundSeed(seed, core.Round())); err != nil {
			t.Fatal(err)
		}
		for core.Phase() == table.Deciding {
			if err := core.Decide(me, table.Bet1x); err != nil {
				t.Fatal(err)
			}
		}
		var spins []table.Event
		mine, theirs, before, decided, after := 0, 0, 0, 0, 0
		names := map[string]bool{}
		for i, e := range core.Events() {
			if e.Kind == table.Decided && int(e.Seat) == me {
				decided = i
			}
			if e.Kind != table.WheelSpun {
				continue
			}
			switch {
			case mine > 0:
				after++
			case len(spins) > 0:
				before += 40 // a whole spin at normal speed first
			}
			if names[ccWheelName(e)] {
				theirs++ // a wheel spun twice: the state tells the spins of a wheel apart by their order alone
			}
			names[ccWheelName(e)] = true
			spins = append(spins, e)
			if e.Wager == w && e.Value == cc.OwnWheel {
				if int(e.Seat) == me {
					mine++
					before += i - decided
				} else {
					theirs++
				}
			}
		}
		if mine != 1 || theirs != 0 || after > 1 {
			continue
		}
		if found++; found == 1 || before < best.before {
			best.seed, best.bets, best.spins, best.before = seed, bets, spins, before
		}
	}
	if found == 0 {
		t.Fatalf("no seed spins the person's wheel of wager %d", w)
	}
	return best.seed, best.bets, best.spins
}

// ccWheelName names the wheel of a WheelSpun event as the state does.
func ccWheelName(e table.Event) string {
	switch {
	case e.Wager == cc.BonusSpin:
		return "Bonus Spin"
	case e.Value == cc.CommunityWheel:
		return "Community Prize"
	}
	return "Hot Spot"
}

// watchSpin plays the round of a seed findCCSpin found, by clicks, at normal speed: the bets
// the core made (checked before the deal), deal, 1x on each street. Then it watches the
// settlement until the wheel named wheel lands, on the segment the core chose, with a
// screenshot while it spins and one once it has landed. Every wheel the round spins shows
// the core's segment.
func (c *ccTable) watchSpin(w table.Wager, wheel string, core table.Bets, spins []table.Event) {
	c.t.Helper()
	spot := sensors[w]
	before := c.state().Credits
	st := c.bet(spot)
	for _, x := range []struct {
		name  string
		wager table.Wager
	}{{"anteAcross", cc.AnteAcross}, {"anteDown", cc.AnteDown}, {spot, w}} {
		if st.Bets[x.name] != credits.Amount(core[x.wager]) {
			c.t.Fatalf("the clicks bet %s on %s, the core that chose the seed %s", creditsText(st.Bets[x.name]), x.name, creditsText(credits.Amount(core[x.wager])))
		}
	}
	c.click("deal")
	for i := range streets {
		c.decision(i)
		c.click("play 1")
	}
	c.logLap("the bets, the deal and three decisions, hurried")
	want := map[string]int{} // the core's segment of each wheel spun
	var mine table.Event
	for _, e := range spins {
		name := ccWheelName(e)
		want[name] = int(e.Index)
		if name == wheel {
			mine = e
		}
	}
	cfg := crisscross.DefaultConfig()
	prize := cfg.SpinTable.Wheel.Segments[mine.Index].Symbol.String()
	if w == cc.Xtreme {
		prize = cfg.XtremeTable.HotSpot.Segments[mine.Index].Symbol.String()
	}

	seen := map[string]int{}    // the segment of each wheel the table spun
	var first, landed time.Time // when the wheel watched came, and landed
	var spinning, still image.Image
	deadline := time.Now().Add(3 * time.Minute)
	note := func(ws *hook.WheelState) {
		if ws == nil {
			return
		}
		if seg, ok := want[ws.Wheel]; !ok || seg != ws.Segment {
			c.t.Fatalf("the table spins the %s wheel to segment %d; the core spun %v", ws.Wheel, ws.Segment, spins)
		}
		seen[ws.Wheel] = ws.Segment
	}
	for {
		st := c.state()
		if ws := st.Wheel; ws != nil {
			note(ws)
			if ws.Wheel == wheel {
				if first.IsZero() {
					first = time.Now()
					deadline = first.Add(3 * time.Minute) // as long again for the spin itself
				}
				switch {
				case !ws.Landed && spinning == nil && time.Since(first) > time.Second:
					spinning = c.shot("08-"+slug(wheel)+"-spinning", false)
					if ws := c.state().Wheel; ws == nil || ws.Landed {
						c.t.Errorf("the %s wheel landed %v after it came: too soon to see it spin", wheel, time.Since(first))
					}
				case ws.Landed && landed.IsZero():
					landed = time.Now()
					if ws.Prize != prize {
						c.t.Errorf("the %s wheel landed on %q, the core's segment %d is %q", wheel, ws.Prize, mine.Index, prize)
					}
					still = c.shot("09-"+slug(wheel)+"-landed", false)
				}
			}
		}
		if st.Phase == "done" && !st.Animating {
			break
		}
		if still != nil {
			// The wheel watched has landed: hurry the rest of the settlement on. The wheel
			// spun after it, if any (findCCSpin allows one), is the one the table holds at
			// the end.
			note(c.skipUntil("the settlement", func(s hook.State) bool { return s.Phase == "done" && !s.Animating }).Wheel)
			break
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("the round with the %s spin never ended: phase %s, wheel %+v", wheel, st.Phase, st.Wheel)
		}
		time.Sleep(100 * time.Millisecond)
	}
	if landed.IsZero() || spinning == nil {
		c.t.Fatalf("the %s wheel: seen spinning %v, landed %v (wheels seen %v, the core spun %v)", wheel, spinning != nil, !landed.IsZero(), seen, spins)
	}
	for name, seg := range want {
		if got, ok := seen[name]; !ok || got != seg {
			c.t.Errorf("the core spun the %s wheel to %d; the table showed %v", name, seg, seen)
		}
	}
	c.t.Logf("%s: the %s wheel landed on segment %d (%s) %v after it came forward", c.name, wheel, mine.Index, prize, landed.Sub(first).Round(100*time.Millisecond))
	if d := landed.Sub(first); d < 2*time.Second {
		c.t.Errorf("the %s wheel spun for only %v at normal speed", wheel, d)
	}
	st = c.settled(before)
	c.logLap("the settlement with the " + wheel + " spin")
	if r := results(st)[spot]; r.Result == "lose" || r.Result == "" {
		c.t.Errorf("the %s wager that spun ended %+v", spot, r)
	}
	after := c.shot("10-"+slug(wheel)+"-paid", true)
	// The wheel over the table, turned between the two pictures, gone at the end.
	x, y, r := 640.0, 388.0, 268.0
	if c.name == "portrait" {
		x, y, r = 360, 660, 300
	}
	if d := c.differ(spinning, still, x, y, r*0.8); d < 0.2 {
		c.t.Errorf("the %s wheel looks the same spinning and landed (%.0f%% differs)", wheel, 100*d)
	}
	if d := c.differ(still, after, x, y, r*0.9); d < 0.5 {
		c.t.Errorf("the landed %s wheel differs from the table without it in only %.0f%% of its disc", wheel, 100*d)
	}
}

func slug(s string) string {
	return strings.ToLower(strings.ReplaceAll(s, " ", "-"))
}

// noErrors fails the test for what the page wrote to its console as errors.
