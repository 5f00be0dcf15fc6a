package crazy4

import (
	"fmt"
	"testing"

	"felt/game/crazy4"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/tabletest"
)

// This file's test runs last (files run in the order of their names): its large screens slow
// down the tests' software renderer for whatever runs after them.

// TestScreens draws each phase of a round in both orientations, leaves the pictures in
// out/desktop/ to look at (tabletest.Pictures), and checks each for what must be seen of Crazy
// 4 Poker's own: the chips on its circles once bet (the Super Bonus's going down with the
// Ante) and none on the Play circle before the decision, and after the round the dealer's hand
// arranged (the cards it uses together, the odd one aside), face up. (What the machinery must
// show of any game, the cards dealt, the decision's buttons, the result line and the sign, is
// render/table's TestScreens; every piece placed at twice the density, TestLayout's
// landscape@2x.)
func TestScreens(t *testing.T) {
	for _, sz := range []struct {
		name string
		w, h int
	}{{"landscape", 1280, 800}, {"portrait", 720, 1280}} {
		s := newScene(t, seeded(5, anim.Instant, nil))
		screen := ebitentest.Target(sz.w, sz.h)
		save := func(phase string) tabletest.Shot {
			p := tabletest.TakeShot(t, s, screen)
			writePNG(t, sz.name+"-"+phase+".png", p.Px, sz.w, sz.h)
			return p
		}
		fail := func(format string, args ...any) {
			t.Helper()
			t.Errorf("%s: %s", sz.name, fmt.Sprintf(format, args...))
		}
		empty := save("1-empty")
		g := s.Stage().Layout()
		me := g.Seats[s.Person()]

		bet(t, s)
		bets := save("2-bets")
		for _, w := range []table.Wager{crazy4.Ante, crazy4.SuperBonus, crazy4.QueensUp, crazy4.Progressive} {
			c := me.Spots[w]
			if r := bets.Box(c.X, c.Y, c.R*1.4, c.R*1.4); bets.Changed(empty, r) < 0.3 || bets.Colours(r) < 12 {
				fail("no chips to see on the %s circle", crazy4.WagerName(w))
			}
		}
		if c := me.Spots[crazy4.Play]; bets.Changed(empty, bets.Box(c.X, c.Y, c.R, c.R)) > 0.05 {
			fail("something lies on the Play circle before the decision")
		}

		tabletest.Act(t, s, "deal", "")
		save("3-decision")

		tabletest.Act(t, s, "play", "1")
		done := save("4-settled")
		for k, c := range g.Dealer {
			// The dealer's hand arranged: the cards it uses together, the odd one aside.
			cd, x, y, _, _ := s.Stage().CardAt(table.Dealer, k)
			if cd.Flip.At(s.Stage().Now()) != 1 {
				fail("the dealer's card %d is not face up", k)
			}
			if r := done.Box(x, y, g.DealerW*0.7, g.DealerW); done.Colours(r) < 8 {
				fail("the dealer's card %d (at %v) shows no face", k, c)
			}
		}

		tabletest.Act(t, s, "help", "on")
		save("5-help")
		screen.Deallocate()
	}
}
