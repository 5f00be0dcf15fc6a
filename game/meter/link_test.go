package meter

import (
	"bytes"
	"errors"
	"slices"
	"testing"

	"felt/game/money"
)

func TestLinkedTablesClimbWhileWatching(t *testing.T) {
	s := mustNew(t, Pays2(), 1)
	start := s.Meter(0)
	seen := 0
	for range 60 * TicksPerSecond { // one minute of frames
		must(t, s.Advance(1))
		for _, e := range s.Events() {
			if e.Kind != Contribution || e.Source != Linked || e.Amount != 25 {
				t.Fatalf("unexpected event %+v", e)
			}
			seen++
		}
	}
	climb := s.Meter(0) - start
	if want := Pays2().ClimbPerMinute(0); climb != want || want != money.Credits(30) {
		t.Fatalf("a minute climbs %v, ClimbPerMinute says %v, want 30 (24 tables × 5 wagers × $0.25)", climb, want)
	}
	if seen != 120 || s.Now() != (Time{Tick: 3600, Round: 1}) {
		t.Fatalf("%d contributions, now %+v", seen, s.Now())
	}
	all, ours := s.Wagered()
	if all != money.Credits(120) || ours != 0 {
		t.Fatalf("wagered %v (ours %v), want 120 linked wagers of $1", all, ours)
	}
	checkBooks(t, s)
}

func TestPresetsClimbVisibly(t *testing.T) {
	for _, c := range Presets() {
		for i, l := range c.Levels {
			if l.Rate == 0 {
				continue // a fixed prize
			}
			// At least a cent a second on display.
			if got := c.ClimbPerMinute(i); got < 60 {
				t.Errorf("%s level %d climbs %v a minute", c.Name, i, got)
			}
		}
	}
}

func TestEndRoundFeedsAndCounts(t *testing.T) {
	s := mustNew(t, Pays2(), 1)
	must(t, s.EndRound())
	if s.Now().Round != 2 || s.Meter(0) != money.Credits(1_006) {
		t.Fatalf("after a round: now %+v, meter %v; want round 2 and 24 linked wagers (+$6)", s.Now(), s.Meter(0))
	}
	if ev := s.Events(); len(ev) != 1 || ev[0].Time != (Time{Round: 1}) || ev[0].Amount != 600 {
		t.Fatalf("events %+v, want one contribution stamped with the round that ended", ev)
	}
	must(t, s.Contribute(money.Credits(1), Seat(2)))
	if e := s.Events()[0]; e.Time.Round != 2 || e.Source != Seat(2) {
		t.Fatalf("our wager %+v", e)
	}
}

// hot is Pays2 with linked tables that hit every few hundred wagers.
func hot() Config {
	c := Pays2()
	c.Of = 500
	c.Outcomes = []Outcome{{Name: "often", Level: 0, Share: Whole, Weight: 1}}
	c.Link = Link{Tables: 10, WagersPerMinute: 60, PerRound: 100}
	return c
}

func TestLinkedHitsAreStampedAndRecorded(t *testing.T) {
	s := mustNew(t, hot(), 7)
	must(t, s.Advance(1))
	const ticks = 600 * TicksPerSecond // ten minutes: 6,000 wagers, about 12 hits
	must(t, s.Advance(ticks))
	var hits []Event
	prev := int64(1)
	for _, e := range s.Events() {
		if e.Time.Tick < prev || e.Time.Tick > 1+ticks || e.Time.Round != 1 {
			t.Fatalf("event %+v out of order or out of the call's ticks", e)
		}
		prev = e.Time.Tick
		if e.Kind == HitElsewhere {
			if tab, ok := e.Source.Table(); !ok || tab < 1 || tab > 10 || e.Share != Whole {
				t.Fatalf("hit %+v", e)
			}
			hits = append(hits, e)
		}
	}
	if len(hits) < 4 || len(hits) > 30 {
		t.Fatalf("%d linked hits in 6,000 wagers at 1 in 500", len(hits))
	}
	h := s.History(nil)
	if len(h) != len(hits) {
		t.Fatalf("history has %d hits, events %d", len(h), len(hits))
	}
	for i, e := range hits {
		if h[i] != (Hit{Level: e.Level, Share: e.Share, Amount: e.Amount, Source: e.Source, Time: e.Time}) {
			t.Fatalf("history %+v, event %+v", h[i], e)
		}
		if r, ok := s.Recent(len(h) - 1 - i); !ok || r != h[i] {
			t.Fatalf("Recent(%d) = %+v, %v; the history's %+v", len(h)-1-i, r, ok, h[i])
		}
		// Each hit pays the seed plus a quarter of the wagers since the last.
		if e.Amount < money.Credits(1_000) || (e.Amount-money.Credits(1_000))%25 != 0 && i > 0 {
			t.Fatalf("hit %d paid %v", i, e.Amount)
		}
	}
	checkBooks(t, s)
}

// The same seed and the same calls give the same stream, whatever the
// sizes of the Advance steps; another seed gives another.
func TestLinkedStreamIsDeterministic(t *testing.T) {
	run := func(seed uint64, step int64) ([]Hit, []byte) {
		s := mustNew(t, hot(), seed)
		for done := int64(0); done < 36_000; done += step {
			must(t, s.Advance(step))
		}
		return s.History(nil), save(t, s)
	}
	h1, b1 := run(3, 1)
	h2, b2 := run(3, 900)
	h3, _ := run(4, 1)
	if !slices.Equal(h1, h2) || !bytes.Equal(b1, b2) {
		t.Fatal("the stream depends on the Advance step")
	}
	if slices.Equal(h1, h3) {
		t.Fatal("two seeds gave the same hits")
	}
	if len(h1) < 5 {
		t.Fatalf("only %d hits", len(h1))
	}
}

// A restored system continues the stream the saved one would have had.
func TestRestoredSystemContinuesTheStream(t *testing.T) {
	a := mustNew(t, hot(), 5)
	must(t, a.Advance(10_000))
	must(t, a.Contribute(money.Credits(3), Seat(4)))
	b := mustNew(t, hot(), 99)
	must(t, b.UnmarshalBinary(save(t, a)))
	for range 50 {
		must(t, a.Advance(700))
		must(t, b.Advance(700))
		if !slices.Equal(a.Events(), b.Events()) {
			t.Fatal("the restored system took another course")
		}
		must(t, a.EndRound())
		must(t, b.EndRound())
		if !slices.Equal(a.Events(), b.Events()) {
			t.Fatal("the restored system took another course at the end of a round")
		}
	}
	if !bytes.Equal(save(t, a), save(t, b)) {
		t.Fatal("the states differ")
	}
}

func TestAdvanceThatWouldOverflowChangesNothing(t *testing.T) {
	c := Pays2().WithUnit(money.Credits(10_000))
	c.Link = Link{Tables: MaxTables, WagersPerMinute: MaxWagersPerMinute}
	s := mustNew(t, c, 1)
	before := save(t, s)
	if err := s.Advance(MaxTicks); !errors.Is(err, ErrOverflow) {
		t.Fatalf("Advance(MaxTicks) = %v, want ErrOverflow", err)
	}
	if !bytes.Equal(before, save(t, s)) || len(s.Events()) != 0 {
		t.Fatal("the failed Advance changed the system")
	}
	must(t, s.Advance(TicksPerSecond))
	checkBooks(t, s)
}
