package crazy4

import (
	"fmt"
	"testing"

	"felt/game/crazy4"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/render/tabletest"
)

// This file's test runs last (files run in the order of their names): its large screens slow
// down the tests' software renderer for whatever runs after them.

// shot is a picture of the screen: its pixels and width.
type shot struct {
	px []byte
	w  int
	v  layout.View
}

// box is the rectangle of device pixels around a point of the design, w by h design units.
func (p shot) box(x, y, w, h float64) layout.Rect {
	return p.v.Rect(layout.Rect{X: x - w/2, Y: y - h/2, W: w, H: h})
}

// colours counts the distinct colours in r (up to 1000): a plain patch of felt has a few,
// a card face or a chip many.
func (p shot) colours(r layout.Rect) int {
	seen := map[[3]byte]bool{}
	p.each(r, func(i int) {
		if len(seen) < 1000 {
			seen[[3]byte{p.px[i] &^ 3, p.px[i+1] &^ 3, p.px[i+2] &^ 3}] = true
		}
	})
	return len(seen)
}

// changed returns the share of the pixels of r that differ between two pictures.
func (p shot) changed(q shot, r layout.Rect) float64 {
	n, all := 0, 0
	p.each(r, func(i int) {
		all++
		for k := range 3 {
			if d := int(p.px[i+k]) - int(q.px[i+k]); d > 8 || d < -8 {
				n++
				return
			}
		}
	})
	if all == 0 {
		return 0
	}
	return float64(n) / float64(all)
}

// brightness returns the mean of the pixels' brightest channel in r, 0 to 255.
func (p shot) brightness(r layout.Rect) float64 {
	sum, all := 0, 0
	p.each(r, func(i int) {
		sum += int(max(p.px[i], p.px[i+1], p.px[i+2]))
		all++
	})
	return float64(sum) / float64(max(all, 1))
}

// brass counts the brass-coloured pixels of r.
func (p shot) brass(r layout.Rect) int {
	n := 0
	p.each(r, func(i int) {
		if c := p.px[i : i+3]; c[0] > 150 && c[1] > 110 && c[2] < 120 && c[0] > c[2]+60 {
			n++
		}
	})
	return n
}

func (p shot) each(r layout.Rect, f func(i int)) {
	h := len(p.px) / 4 / p.w
	for y := max(0, int(r.Y)); y < min(h, int(r.Y+r.H)); y++ {
		for x := max(0, int(r.X)); x < min(p.w, int(r.X+r.W)); x++ {
			f(4 * (y*p.w + x))
		}
	}
}

// TestScreens draws each phase of a round in both orientations and at twice the density,
// leaves the pictures in out/desktop/ to look at, and checks each for what must be seen:
// the chips on the circles once bet, the cards where they were dealt, the dealer's hand
// turned over and the result line after the round, the sign over the table.
func TestScreens(t *testing.T) {
	for _, sz := range []struct {
		name string
		w, h int
	}{{"landscape", 1280, 800}, {"portrait", 720, 1280}, {"landscape@2x", 2560, 1600}} {
		s := newScene(t, seeded(5, anim.Instant, nil))
		screen := ebitentest.Target(sz.w, sz.h)
		v := layout.Fit(float64(sz.w), float64(sz.h), 1)
		shots := map[string]shot{}
		save := func(phase string) shot {
			tabletest.Frame(t, s, screen)
			p := shot{px: tabletest.Picture(s, screen), w: sz.w, v: v}
			shots[phase] = p
			if sz.name != "landscape@2x" || phase == "3-decision" {
				// One picture at 2x: reading back large screens is slow here.
				writePNG(t, sz.name+"-"+phase+".png", p.px, sz.w, sz.h)
			}
			return p
		}
		fail := func(format string, args ...any) {
			t.Helper()
			t.Errorf("%s: %s", sz.name, fmt.Sprintf(format, args...))
		}
		empty := save("1-empty")
		g := s.Layout()
		me := g.Seats[s.Person()]

		bet(t, s)
		bets := save("2-bets")
		for _, w := range []table.Wager{crazy4.Ante, crazy4.SuperBonus, crazy4.QueensUp, crazy4.Progressive} {
			c := me.Spots[w]
			if r := bets.box(c.X, c.Y, c.R*1.4, c.R*1.4); bets.changed(empty, r) < 0.3 || bets.colours(r) < 12 {
				fail("no chips to see on the %s circle", crazy4.WagerName(w))
			}
		}
		if c := me.Spots[crazy4.Play]; bets.changed(empty, bets.box(c.X, c.Y, c.R, c.R)) > 0.05 {
			fail("something lies on the Play circle before the decision")
		}

		tabletest.Act(t, s, "deal", "")
		dec := save("3-decision")
		cardBox := func(p shot, x, y, w float64) layout.Rect { return p.box(x, y, w*0.7, w) }
		for k, c := range me.Cards {
			if r := cardBox(dec, c.X, c.Y, me.CardW); dec.changed(bets, r) < 0.5 || dec.colours(r) < 8 {
				fail("the person's card %d is not to be seen", k)
			}
		}
		for k, c := range g.Dealer {
			if r := cardBox(dec, c.X, c.Y, g.DealerW); dec.changed(bets, r) < 0.5 {
				fail("the dealer's card %d is not to be seen", k)
			}
		}
		for n := range table.Seats {
			if n == s.Person() || !core(s).InPlay(n) {
				continue
			}
			sg := g.Seats[n]
			if c := sg.Cards[2]; dec.changed(bets, cardBox(dec, c.X, c.Y, sg.CardW)) < 0.5 {
				fail("seat %d's cards are not to be seen", n)
			}
		}
		if r := dec.v.Rect(g.Buttons); dec.changed(bets, r) < 0.05 {
			fail("the decision's buttons did not replace the betting buttons")
		}

		tabletest.Act(t, s, "play", "1")
		done := save("4-settled")
		for k, c := range g.Dealer {
			// The dealer's hand arranged: the cards it uses together, the odd one aside.
			cd, x, y, _, _ := s.CardAt(table.Dealer, k)
			if cd.Flip.At(s.Now()) != 1 {
				fail("the dealer's card %d is not face up", k)
			}
			if r := cardBox(done, x, y, g.DealerW); done.colours(r) < 8 {
				fail("the dealer's card %d (at %v) shows no face", k, c)
			}
		}
		if r := done.v.Rect(g.Result); done.changed(dec, r) < 0.05 {
			fail("no result line after the round")
		}

		tabletest.Act(t, s, "help", "on")
		help := save("5-help")
		sign := help.v.Rect(tbl.SignRect(v))
		if b := help.brightness(sign); b > 90 {
			fail("the sign is not dark behind its lettering (brightness %.0f)", b)
		}
		title := help.v.Rect(layout.Rect{X: tbl.SignRect(v).X, Y: tbl.SignRect(v).Y + 20, W: tbl.SignRect(v).W, H: 30})
		if help.brass(title) < 50 {
			fail("no brass title at the top of the sign")
		}
		if help.colours(sign) < 20 {
			fail("the sign is blank")
		}
		screen.Deallocate()
	}
}
