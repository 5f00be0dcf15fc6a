package crazy4

import (
	"fmt"
	"testing"

	"felt/game/crazy4"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/layout"
	"felt/render/printing"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// TestEveryWagerScreens draws a table of every wager (the Five-Card Progressive, and so the 5
// Card Bonus's meter beside it) in landscape, portrait and on a tall phone, before the
// bets, with a chip on every circle, settled, and with the sign up; leaves the pictures in
// out/desktop/wagers/; and checks that every circle of the person's shows its chips, that
// the second meter's panel is printed in brass, that the Magic Card shows on its place, and
// that the sign is not blank.
func TestEveryWagerScreens(t *testing.T) {
	cfg := families()[4].cfg // a Multi Game Link with the Magic Card and the Lucky Bonus
	sr := newSearcher(t)
	seed := sr.find(t, families()[3].cfg, "won Five Card Hand Bonus", 5000)
	dir := tabletest.OutDir(t, "wagers")
	for _, sz := range []struct {
		name string
		w, h int
	}{{"landscape", 1280, 800}, {"portrait", 720, 1280}, {"phone", 390, 844}} {
		p := New(&cfg)
		s := tabletest.New(t, p, tbl.Options{Seed: seed, Speed: anim.Instant})
		screen := ebitentest.Target(sz.w, sz.h)
		v := tabletest.View(screen)
		snap := func(phase string) tabletest.Shot {
			tabletest.Frame(t, s, screen)
			px := tabletest.Picture(s, screen)
			tabletest.WritePixels(t, px, sz.w, sz.h, dir, "crazy4-"+sz.name+"-"+phase)
			return tabletest.Shot{Px: px, W: sz.w, V: v}
		}
		fail := func(format string, args ...any) {
			t.Helper()
			t.Errorf("%s: %s", sz.name, fmt.Sprintf(format, args...))
		}
		empty := snap("1-empty")
		if r := v.Rect(p.geom.Meter2); empty.Brass(r) < int(r.W/2) {
			fail("no brass frame around the 5 Card Bonus meter's panel (%d brass pixels)", empty.Brass(r))
		}
		for _, b := range everyBet {
			tabletest.Act(t, s, "chip", fmt.Sprint(b.chip))
			tabletest.Act(t, s, "bet", b.name)
		}
		bets := snap("2-bets")
		me := s.Stage().Layout().Seats[s.Person()]
		for w, c := range me.Spots {
			if c.R == 0 || !s.Stage().Offered(table.Wager(w)) || w == int(crazy4.Play) {
				continue
			}
			if r := bets.Box(c.X, c.Y, c.R*1.2, c.R*1.2); bets.Changed(empty, r) < 0.2 {
				fail("no chips to see on the %s circle", crazy4.WagerName(table.Wager(w)))
			}
		}
		tabletest.Act(t, s, "deal", "")
		if s.Core().Turn() == s.Person() {
			tabletest.Act(t, s, "play", "1")
		}
		done := snap("3-settled")
		if _, ok := core(s).MagicCard(); ok {
			g := s.Stage().Layout()
			if r := done.Box(g.Aside.X, g.Aside.Y, g.DealerW*0.6, g.DealerW*0.8); done.Changed(bets, r) < 0.3 {
				fail("the Magic Card is not to be seen on its place")
			}
		}
		tabletest.Act(t, s, "help", "on")
		help := snap("4-sign")
		if help.Colours(help.V.Rect(printing.SignRect(layout.Fit(float64(sz.w), float64(sz.h), 1)))) < 20 {
			fail("the sign is blank")
		}
		screen.Deallocate()
	}
}
