package crisscross

import (
	"testing"

	cc "felt/game/crisscross"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// findSpin returns a session seed whose round number rounds, with the bets betAll places and
// 1x on every street in each, spins the wheel of wager and which, and that spin's event.
func findSpin(t *testing.T, rounds int, wager table.Wager, which uint32) (uint64, table.Event) {
	t.Helper()
	p := New(nil)
	eval := hand.New()
	for seed := uint64(1); seed < 20000; seed++ {
		g, err := p.Open(nil, seed, eval)
		if err != nil {
			t.Fatal(err)
		}
		c := g.(*cc.Table)
		me := c.Person()
		for range rounds {
			for _, w := range []table.Wager{cc.AnteAcross, cc.FiveCardBonus, cc.BonusSpin, cc.Xtreme} {
				if err := c.Place(me, w, money.Credits(5)); err != nil {
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
		}
		for _, e := range c.Events() {
			if e.Kind == table.WheelSpun && e.Wager == wager && e.Value == which {
				return seed, e
			}
		}
	}
	t.Fatalf("no seed spins wheel %d of wager %d", which, wager)
	return 0, table.Event{}
}

// TestWheelsLand finds a Bonus Spin and a Bonus Spin Xtreme spin by seed and watches each
// round at normal speed: the wheel comes forward, the table waits while it spins, and it
// lands on the segment the core chose. Pictures of the spin are left in out/desktop.
func TestWheelsLand(t *testing.T) {
	for _, c := range []struct {
		name   string
		wager  table.Wager
		which  uint32
		wheel  string
		w, h   int
		orient string
	}{
		{"bonus-spin", cc.BonusSpin, cc.OwnWheel, "Bonus Spin", 1280, 800, "landscape"},
		{"hot-spot", cc.Xtreme, cc.OwnWheel, "Hot Spot", 720, 1280, "portrait"},
	} {
		seed, ev := findSpin(t, 1, c.wager, c.which)
		t.Logf("%s: seed %d, seat %d, segment %d", c.name, seed, ev.Seat, ev.Index)
		s, p := newScene(t, seeded(seed, anim.Normal))
		// The scene is drawn at the start (for its orientation) and for the pictures only:
		// the playback does not need frames, and the tests' renderer is slow.
		big := ebitentest.Target(c.w, c.h)
		tabletest.Frame(t, s, big)
		betAll(t, s)
		tabletest.Act(t, s, "deal", "")
		seen, landed, mid := false, false, false
		spun := 0 // ticks the wheel has been seen
		for i := range 60000 {
			if err := s.Update(); err != nil {
				t.Fatal(err)
			}
			if i%2 != 0 && !seen {
				continue
			}
			st := tabletest.State(t, s)
			if st.Phase == "deciding" && st.Turn == st.Seat && !st.Animating {
				tabletest.Act(t, s, "play", "1")
				continue
			}
			if w := st.Wheel; w != nil && w.Wheel == c.wheel && int(st.Round) == 1 && !landed {
				seen = true
				spun++
				if w.Segment != int(ev.Index) {
					t.Fatalf("%s: the table shows segment %d, the core chose %d", c.name, w.Segment, ev.Index)
				}
				if !st.Animating {
					t.Fatalf("%s: the table is idle while the wheel spins", c.name)
				}
				if !mid && spun > 100 && p.spin.wheels[p.spin.front].Spinning() {
					mid = true
					tabletest.Frame(t, s, big)
					writePNG(t, big, c.orient+"-8-"+c.name+"-spinning")
				}
				if w.Landed {
					landed = true
					tabletest.Frame(t, s, big)
					writePNG(t, big, c.orient+"-9-"+c.name+"-landed")
				}
			}
			if st.Phase == "done" && !st.Animating {
				break
			}
		}
		if err := p.spin.errWheel(); err != nil {
			t.Fatal(err)
		}
		if !seen || !landed || !mid {
			t.Fatalf("%s: wheel seen %v, spinning %v, landed %v", c.name, seen, mid, landed)
		}
		checkCredits(t, s, c.name)
		tabletest.Frame(t, s, big)
		writePNG(t, big, c.orient+"-10-"+c.name+"-paid")
	}
}

// TestCalmWheel turns calm motion on: the wheel lands on the core's segment after a short
// turn, not a long spin.
func TestCalmWheel(t *testing.T) {
	seed, ev := findSpin(t, 1, cc.BonusSpin, cc.OwnWheel)
	s, p := newScene(t, seeded(seed, anim.Normal))
	screen := ebitentest.Target(320, 200)
	tabletest.Frame(t, s, screen)
	tabletest.Act(t, s, "motion", "on")
	betAll(t, s)
	tabletest.Act(t, s, "deal", "")
	seen := 0
	for i := range 30000 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		if i%10 == 0 {
			draw(s, screen)
		}
		st := tabletest.State(t, s)
		if st.Phase == "deciding" && st.Turn == st.Seat && !st.Animating {
			tabletest.Act(t, s, "play", "1")
			continue
		}
		if w := st.Wheel; w != nil {
			if w.Landed {
				if w.Segment != int(ev.Index) {
					t.Fatalf("landed on %d, the core chose %d", w.Segment, ev.Index)
				}
				break
			}
			seen++
		}
	}
	if err := p.spin.errWheel(); err != nil {
		t.Fatal(err)
	}
	if seen == 0 || seen > tEnter+90 {
		t.Fatalf("the calm wheel turned for %d ticks", seen)
	}
}

// TestSkipLandsTheWheel skips the playback while the wheel spins: it lands at once on the
// core's segment, goes back, and the round ends with the credits agreeing.
func TestSkipLandsTheWheel(t *testing.T) {
	seed, ev := findSpin(t, 1, cc.BonusSpin, cc.OwnWheel)
	s, p := newScene(t, seeded(seed, anim.Normal))
	screen := ebitentest.Target(320, 200)
	tabletest.Frame(t, s, screen)
	betAll(t, s)
	tabletest.Act(t, s, "deal", "")
	for range 30000 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		st := tabletest.State(t, s)
		if st.Phase == "deciding" && st.Turn == st.Seat && !st.Animating {
			tabletest.Act(t, s, "play", "1")
			continue
		}
		if st.Wheel != nil && p.spin.wheels[p.spin.front].Spinning() && p.spin.wheels[p.spin.front].Angle() > 1 {
			break
		}
	}
	tabletest.Act(t, s, "skip", "")
	st := tabletest.State(t, s)
	if st.Wheel == nil || !st.Wheel.Landed {
		t.Fatalf("after a skip the round's last spin is %+v", st.Wheel)
	}
	if seg, done := p.spin.wheels[spinWheel].Landed(); !done || seg != int(ev.Index) {
		t.Fatalf("after a skip the Bonus Spin wheel stands on %d (landed %v); the core chose %d", seg, done, ev.Index)
	}
	if st.Animating || p.spin.wheels[p.spin.front].Presence() != 0 {
		t.Fatalf("after a skip: animating %v, the wheel in front by %v", st.Animating, p.spin.wheels[p.spin.front].Presence())
	}
	checkCredits(t, s, "skipped spin")
}

// TestWheelsPrepared checks that a table at rest paints the wheels of its wagers ahead of
// their showing (Pace.Prepare, which the app calls while nothing moves), one a call, for
// the screen it was last drawn on; and that a table without the Xtreme paints only the
// Bonus Spin wheel.
func TestWheelsPrepared(t *testing.T) {
	s, p := newScene(t, seeded(5, anim.Normal))
	if s.Pace().Prepare() {
		t.Error("a table never drawn prepares its wheels, for no screen")
	}
	for _, sc := range tabletest.Screens[:1] {
		img := sc.Image()
		tabletest.DrawOn(t, s, img, sc)
		v := sc.View()
		calls := 1
		for s.Pace().Prepare() {
			calls++
		}
		if calls != numWheels {
			t.Errorf("%s: %d calls prepared the wheels, want %d (one a call)", sc.Name, calls, numWheels)
		}
		_, _, r, _ := wheelPlace(v)
		for k, w := range p.spin.wheels {
			if w == nil || !w.Painted(v, r) {
				t.Errorf("%s: the %s wheel is not painted", sc.Name, wheelNames[k])
			}
		}
		img.Deallocate()
	}
	cfg := DefaultConfig()
	cfg.Xtreme = table.Limit{}
	p = New(&cfg)
	s = tabletest.New(t, p, seeded(5, anim.Normal))
	tabletest.Frame(t, s, ebitentest.Target(1280, 800))
	for s.Pace().Prepare() {
	}
	if p.spin.wheels[spinWheel] == nil || p.spin.wheels[hotSpotWheel] != nil || p.spin.wheels[communityWheel] != nil {
		t.Errorf("a table without the Xtreme prepared the wheels %v", p.spin.wheels)
	}
}

// TestSpinPace spins every wheel of the table to each of its segments, from where the last
// spin stopped, at normal speed: each spin's moment (the wheel coming forward, the spin, its
// prize read) keeps within 6 s (docs/pace.md) and lands on the segment asked for.
func TestSpinPace(t *testing.T) {
	s, p := newScene(t, seeded(5, anim.Normal))
	const limit = 6 * anim.TPS
	for k := range numWheels {
		w, err := p.spinnerOf(s.Stage(), k)
		if err != nil {
			t.Fatal(err)
		}
		now := int64(0)
		for seg := range w.Segments() {
			ticks, err := w.Spin(now, seg, uint64(seg*31+k), anim.Normal, false)
			if err != nil {
				t.Fatal(err)
			}
			if d := tEnter + ticks + tLinger; d > limit {
				t.Errorf("%s wheel, segment %d: the spin's moment takes %d ticks, over %d", wheelNames[k], seg, d, limit)
			}
			now += int64(ticks)
			w.Update(now)
			if got, done := w.Landed(); !done || got != seg {
				t.Errorf("%s wheel, segment %d: landed on %d (done %v)", wheelNames[k], seg, got, done)
			}
		}
	}
}
