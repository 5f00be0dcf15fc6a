package crisscross

import (
	"fmt"
	"testing"

	cc "felt/game/crisscross"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/store"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestReplayFromLog plays two rounds live, the second with a Bonus Spin, then replays the
// second's recorded events alone into a fresh scene: the same hands, community cards, wheel
// and results. (The first round's events would not do: they begin with the person's buy-in
// at the table's opening, which the fresh table has made already.)
func TestReplayFromLog(t *testing.T) {
	screen := ebitentest.Target(640, 400)
	seed, _ := findSpin(t, 2, cc.BonusSpin, cc.OwnWheel)
	live, _ := newScene(t, seeded(seed, anim.Fast))
	tabletest.Frame(t, live, screen)
	for range 2 {
		betAll(t, live)
		tabletest.Act(t, live, "deal", "")
		playStreets(t, live, screen, always1)
		tabletest.Settle(t, live, screen, 30000)
	}
	log := append([]table.Event(nil), live.Core().Events()...)

	replay, _ := newScene(t, tbl.Options{Seed: seed, Speed: anim.Fast, Log: log})
	tabletest.Frame(t, replay, screen)
	tabletest.Settle(t, replay, screen, 30000)
	a := tabletest.State(t, live)
	tabletest.SameRound(t, a, tabletest.State(t, replay))
	if a.Wheel == nil || !a.Wheel.Landed {
		t.Errorf("the round's wheel: %+v", a.Wheel)
	}
	if msg := replay.Hook().Act("deal", ""); msg == "" {
		t.Error("a replay took a command that changes the round")
	}
}

// TestDemoPlays lets the self-playing demonstration play rounds at instant speed: it bets,
// deals and decides by the optimal strategy, and the credits agree.
func TestDemoPlays(t *testing.T) {
	s, _ := newScene(t, tbl.Options{Demo: true, Speed: anim.Instant, Entropy: 4242})
	screen := ebitentest.Target(320, 200)
	for i := range 3000 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
		if i%100 == 0 {
			draw(s, screen)
		}
	}
	st := tabletest.State(t, s)
	if st.Round < 5 {
		t.Fatalf("the demonstration played %d rounds", st.Round)
	}
	if st.Mismatches != 0 {
		t.Fatalf("%d mismatches", st.Mismatches)
	}
}

// TestResumeMidRound saves the table in the middle of a round (after the deal, on the Down
// street) and opens it again from the store: the round goes on where it was, with the same
// cards, and plays to an end whose credits agree.
func TestResumeMidRound(t *testing.T) {
	st0 := &store.Memory{}
	screen := ebitentest.Target(320, 200)
	a, _ := newScene(t, tbl.Options{Speed: anim.Instant, Entropy: 555, Store: st0})
	tabletest.Frame(t, a, screen)
	betAll(t, a)
	tabletest.Act(t, a, "deal", "")
	tabletest.Act(t, a, "play", "2")
	tabletest.Frame(t, a, screen) // the table saves when the playback rests
	before := tabletest.State(t, a)
	if before.Street != "down" {
		t.Fatalf("on the %q street, not down", before.Street)
	}
	if err := a.Keeping().Save(); err != nil {
		t.Fatal(err)
	}

	b, _ := newScene(t, tbl.Options{Speed: anim.Instant, Entropy: 556, Store: st0})
	tabletest.Frame(t, b, screen)
	after := tabletest.State(t, b)
	for _, c := range []struct {
		name string
		x, y any
	}{
		{"round", before.Round, after.Round}, {"street", before.Street, after.Street}, {"cards", before.Cards, after.Cards},
		{"community", before.Community, after.Community}, {"hands", before.Hands, after.Hands}, {"credits", before.Credits, after.Credits},
		{"bets", before.Bets, after.Bets},
	} {
		if fmt.Sprint(c.x) != fmt.Sprint(c.y) {
			t.Errorf("%s: saved %v, resumed %v", c.name, c.x, c.y)
		}
	}
	playStreets(t, b, nil, always1)
	tabletest.Settle(t, b, screen, 30000)
	checkCredits(t, b, "resumed round")
}
