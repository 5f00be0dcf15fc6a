package table_test

import (
	"fmt"
	"testing"

	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/layout"
	"felt/render/printing"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// This file's test runs last (files run in the order of their names): its large screens slow
// down the tests' software renderer for whatever runs after them.

// TestScreens paints each phase of the duel's round in landscape and in portrait, and checks
// in the pictures what the machinery must show of any game: the chips on a circle once bet and
// none on the decision's circle before it, every seat's and the dealer's cards where they were
// dealt, the decision's buttons in place of the betting buttons, the dealer's cards face up
// and the result line after the round, and in landscape the pays-and-rules sign over the
// table, dark behind its brass title. It needs a display; it leaves the pictures in out/desktop/table/ where it
// keeps them (tabletest.Pictures). (A screen of 2560 by 1600 is read back too slowly for a
// test's seconds: every piece is placed on it in TestLayout's landscape@2x.)
func TestScreens(t *testing.T) {
	ebitentest.Need(t)
	for _, sz := range []struct {
		name string
		w, h int
	}{{"landscape", 1280, 800}, {"portrait", 720, 1280}} {
		s, _ := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Instant})
		screen := ebitentest.Target(sz.w, sz.h)
		save := func(phase string) tabletest.Shot {
			p := tabletest.TakeShot(t, s, screen)
			tabletest.WritePixels(t, p.Px, sz.w, sz.h, tabletest.OutDir(t, "table"), sz.name+"-"+phase)
			return p
		}
		fail := func(format string, args ...any) {
			t.Helper()
			t.Errorf("%s: %s", sz.name, fmt.Sprintf(format, args...))
		}
		empty := save("1-empty")
		g := s.Stage().Layout()
		me := g.Seats[duelPerson]

		tabletest.Act(t, s, "chip", "5")
		tabletest.Act(t, s, "bet", "ante")
		bets := save("2-bets")
		if c := me.Spots[duelAnte]; bets.Changed(empty, bets.Box(c.X, c.Y, c.R*1.4, c.R*1.4)) < 0.3 || bets.Colours(bets.Box(c.X, c.Y, c.R*1.4, c.R*1.4)) < 12 {
			fail("no chips to see on the Ante circle")
		}
		if c := me.Spots[duelPlay]; bets.Changed(empty, bets.Box(c.X, c.Y, c.R, c.R)) > 0.05 {
			fail("something lies on the Play circle before the decision")
		}

		tabletest.Act(t, s, "deal", "")
		dec := save("3-decision")
		cardBox := func(p tabletest.Shot, x, y, w float64) layout.Rect { return p.Box(x, y, w*0.7, w) }
		for k, c := range me.Cards[:duelCards] {
			if r := cardBox(dec, c.X, c.Y, me.CardW); dec.Changed(bets, r) < 0.5 || dec.Colours(r) < 8 {
				fail("the person's card %d is not to be seen", k)
			}
		}
		for k, c := range g.Dealer[:duelCards] {
			if r := cardBox(dec, c.X, c.Y, g.DealerW); dec.Changed(bets, r) < 0.5 {
				fail("the dealer's card %d is not to be seen", k)
			}
		}
		for _, m := range duelMates {
			sg := g.Seats[m.seat]
			if c := sg.Cards[1]; dec.Changed(bets, cardBox(dec, c.X, c.Y, sg.CardW)) < 0.5 {
				fail("seat %d's cards are not to be seen", m.seat)
			}
		}
		if r := dec.V.Rect(g.Buttons); dec.Changed(bets, r) < 0.05 {
			fail("the decision's buttons did not replace the betting buttons")
		}

		tabletest.Act(t, s, "play", "1")
		done := save("4-settled")
		for k := range duelCards {
			cd, x, y, _, _ := s.Stage().CardAt(table.Dealer, k)
			if cd.Flip.At(s.Stage().Now()) != 1 {
				fail("the dealer's card %d is not face up", k)
			}
			if r := cardBox(done, x, y, g.DealerW); done.Colours(r) < 8 {
				fail("the dealer's card %d shows no face", k)
			}
		}
		// The banner stands for the result line in its band while it stands.
		shown, what := g.Result, "result line"
		if s.Inspect().TableShown().Banner != "" {
			shown, what = g.Band, "banner"
		}
		if r := done.V.Rect(shown); done.Changed(dec, r) < 0.05 {
			fail("no %s after the round", what)
		}

		if sz.name == "portrait" {
			// An upright screen opens the pays and rules as a page of the app's
			// (render/app's TestPhoneSettingsRowAndPays): no sign over the table.
			screen.Deallocate()
			continue
		}
		tabletest.Act(t, s, "help", "on")
		help := save("5-help")
		sr := printing.SignRect(help.V)
		sign := help.V.Rect(sr)
		if b := help.Brightness(sign); b > 90 {
			fail("the sign is not dark behind its lettering (brightness %.0f)", b)
		}
		if help.Brass(help.V.Rect(layout.Rect{X: sr.X, Y: sr.Y + 20, W: sr.W, H: 30})) < 50 {
			fail("no brass title at the top of the sign")
		}
		if help.Colours(sign) < 20 {
			fail("the sign is blank")
		}
		screen.Deallocate()
	}
}
