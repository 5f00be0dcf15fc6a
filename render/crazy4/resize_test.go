package crazy4

import (
	"image/color"
	"strings"
	"testing"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/ebitentest"
	"felt/render/felt"
	"felt/render/layout"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestLayoutsAndResize draws a round in landscape, turns the screen to portrait mid-round and
// back, and checks that everything lies on the screen, the cards and chips follow the turn,
// the buttons are large enough to touch, and the felt and the rail show.
func TestLayoutsAndResize(t *testing.T) {
	s := newScene(t, seeded(9, anim.Instant, nil))
	// Half-size screens: reading pixels back waits for the software renderer of the tests.
	land := ebitentest.Target(640, 400)
	port := ebitentest.Target(360, 640)
	tabletest.Frame(t, s, land)
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	tabletest.Frame(t, s, land)
	p := s.Person()
	checkButtons := func(o layout.Orientation) {
		t.Helper()
		g := s.Stage().Layout()
		shown := 0
		for _, b := range s.Inspect().TableShown().Buttons {
			if !b.Shown {
				continue
			}
			shown++
			r := b.Rect
			if r.X < 0 || r.Y < 0 || r.X+r.W > g.W || r.Y+r.H > g.H {
				t.Errorf("%v: button %q lies off the screen at %+v", o, b.Title, r)
			}
			if strings.HasPrefix(b.Command, "play") || b.Command == "fold" || b.Command == "deal" {
				if r.H < layout.MinTouch-1 || r.W < layout.MinTouch-1 {
					t.Errorf("%v: button %q is %vx%v, under the 44 of a touch target", o, b.Title, r.W, r.H)
				}
			}
		}
		if shown == 0 {
			t.Errorf("%v: no button shown", o)
		}
	}
	checkButtons(layout.Landscape)
	tabletest.Frame(t, s, port)
	if st := tabletest.State(t, s); st.Orientation != "portrait" || s.Stage().Layout().O != layout.Portrait {
		t.Fatal("the table did not turn to portrait")
	}
	checkButtons(layout.Portrait)
	for _, g := range []geometry{newGeometry(layout.Landscape, 2), newGeometry(layout.Portrait, 2)} {
		for n, sg := range g.Seats {
			for _, c := range sg.Cards {
				if c.X < 0 || c.X > g.W || c.Y < 0 || c.Y > g.H {
					t.Errorf("%v: seat %d has a card off the screen at %v", g.O, n, c)
				}
			}
			for w, c := range sg.Spots {
				if c.R == 0 {
					continue
				}
				if c.X-c.R < felt.RailWidth || c.X+c.R > g.W-felt.RailWidth || c.Y+c.R > g.H-felt.RailWidth {
					t.Errorf("%v: seat %d's %s circle is off the felt", g.O, n, crazy4.WagerName(table.Wager(w)))
				}
			}
		}
	}
	// After the turn the person's cards and chips lie at the portrait places.
	for k := range 5 {
		c, x, y, _, _ := s.Stage().CardAt(p, k)
		cx, cy := c.Pos.At(s.Stage().Now())
		if cx != x || cy != y || cx < 0 || cx > layout.PortraitWidth || cy < 0 || cy > layout.PortraitHeight {
			t.Errorf("after the turn card %d is at %v, %v; its place is %v, %v", k, cx, cy, x, y)
		}
	}
	if sv := s.Inspect().SeatShown(p); sv.Stakes[crazy4.Ante] == 0 || sv.Stakes[crazy4.QueensUp] == 0 {
		t.Errorf("after the turn the felt shows the stakes %v", sv.Stakes)
	}
	// The picture in portrait: the felt under the cards, the rail at the edge, cards shown.
	if c := rgba(port, 180, 300); !(int(c.G) > int(c.R)+30) {
		t.Errorf("the middle of the portrait table is %v, want felt", c)
	}
	tabletest.Act(t, s, "fold", "")
	tabletest.Frame(t, s, port)
	tabletest.Frame(t, s, land)
	if s.Stage().Layout().O != layout.Landscape {
		t.Fatal("the table did not turn back to landscape")
	}
	// The felt left of the middle of the table (the labels of a small window are set large
	// enough to read and fill its middle), the leather of the rail.
	if c := rgba(land, 130, 125); !(int(c.G) > int(c.R)+30) {
		t.Errorf("the middle of the table is %v, want felt", c)
	}
	if c := rgba(land, 3, 200); !(c.R > c.G && c.G > c.B) {
		t.Errorf("the rail is %v, want leather", c)
	}
	if st := tabletest.State(t, s); st.Mismatches != 0 || st.CreditsShown != st.Credits {
		t.Errorf("after the turns: shown %v, core %v", money.Amount(st.CreditsShown), money.Amount(st.Credits))
	}
}

func rgba(img *ebiten.Image, x, y int) color.RGBA {
	return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
}

// TestSpeedAndSkip checks the speed setting and that a key during an animation completes it.
func TestSpeedAndSkip(t *testing.T) {
	s := newScene(t, seeded(13, anim.Slow, nil))
	screen := ebitentest.Target(640, 400)
	tabletest.Frame(t, s, screen)
	bet(t, s)
	tabletest.Act(t, s, "deal", "")
	tabletest.Frame(t, s, screen)
	if !tabletest.State(t, s).Animating {
		t.Fatal("not animating at slow speed")
	}
	press(t, s, screen, ebiten.KeyQ) // any key (Q bets on Queens Up between rounds)
	if tabletest.State(t, s).Animating {
		t.Error("a key during the animation should complete it")
	}
	if b := core(s).Bets(s.Person()); b[crazy4.QueensUp] != money.Credits(5) {
		t.Errorf("the key that skipped also bet: %v", b)
	}
	tabletest.Act(t, s, "speed", "")
	if st := tabletest.State(t, s); st.Speed != "normal" {
		t.Errorf("speed after slow: %v", st.Speed)
	}
	press(t, s, screen, ebiten.KeyS)
	if st := tabletest.State(t, s); st.Speed != "fast" {
		t.Errorf("the S key after normal: %v", st.Speed)
	}
	tabletest.Act(t, s, "speed", "instant")
	tabletest.Act(t, s, "fold", "")
	if tabletest.State(t, s).Animating {
		t.Error("instant speed should not animate")
	}
}
