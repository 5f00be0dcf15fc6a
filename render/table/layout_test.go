package table_test

import (
	"slices"
	"strings"
	"testing"

	"felt/render/anim"
	"felt/render/box"
	"felt/render/ebitentest"
	"felt/render/geom"
	"felt/render/layout"
	tbl "felt/render/table"
	"felt/render/tabletest"

	"github.com/hajimehoshi/ebiten/v2"
)

// duelRound plays High Card Duel's scripted round of seed 5 on s (the person's 5 on the Ante,
// the Play made 1x): the person's score 31 beats the dealer's 26, a won round. phase, when
// not nil, is told the table at rest after each step: "betting", "deciding" and "settled".
func duelRound(t *testing.T, s *tbl.Scene, phase func(name string)) {
	t.Helper()
	for _, c := range []struct{ name, arg, phase string }{
		{"chip", "5", ""}, {"bet", "ante", "betting"}, {"deal", "", "deciding"}, {"play", "1", "settled"},
	} {
		tabletest.Act(t, s, c.name, c.arg)
		if c.phase != "" && phase != nil {
			tabletest.Settle(t, s, nil, 20000)
			phase(c.phase)
		}
	}
}

// TestLayout lays the duel's round out at each phase on every screen of tabletest.Screens
// and on the phones on their sides (tabletest.Side: settled, the person's tag met its
// hand's name there), with no display: nothing placed covers what it must not, no word runs off the felt or is
// set too small (tabletest.Layout), and the settled table places each kind of piece: the
// dealer's and every seat's cards, the circles and the printing on their rims (not on a
// phone, where it is too small to read), the game's name printed, the furniture, the hands' names and table-mates' names, the controls, the
// result line and the banner of the won round.
func TestLayout(t *testing.T) {
	s, _ := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Instant})
	tabletest.Layout(t, s, "empty", append(tabletest.Screens, tabletest.Side...), nil)
	duelRound(t, s, func(phase string) {
		tabletest.Layout(t, s, phase, append(tabletest.Screens, tabletest.Side...), nil)
		if phase != "settled" {
			return
		}
		// The dealer's hand and the person's are named, and a table-mate's where it won.
		named := 2
		for _, m := range duelMates {
			if s.Inspect().SeatShown(m.seat).Results[0].Result.Wins() {
				named++
			}
		}
		for _, sc := range tabletest.Screens {
			boxes := tabletest.PlanOn(t, s, sc)
			for _, want := range []struct {
				what string
				n    int
				is   func(b box.Box) bool
			}{
				{"cards", 4 * duelCards, func(b box.Box) bool { return b.Kind == box.Card }},
				{"circles", 2 * 6, func(b box.Box) bool { return b.Kind == box.Ring }},
				{"game's name", 1, func(b box.Box) bool { return b.Kind == box.Print && b.Name == "HIGH CARD DUEL" }},
				{"furniture", 3, func(b box.Box) bool { return b.Kind == box.Board }},
				{"hands' names", named, func(b box.Box) bool { return b.Kind == box.Label && strings.HasPrefix(b.Name, "Score ") }},
				{"table-mates' names", 2, func(b box.Box) bool { return b.Kind == box.Label && (b.Name == "Rosa" || b.Name == "Walt") }},
				{"DEAL", 1, func(b box.Box) bool { return b.Kind == box.Control && b.Name == "DEAL" }},
				{"chip rack", 1, func(b box.Box) bool { return b.Kind == box.Control && b.Name == "rack" }},
				{"banner", 1, func(b box.Box) bool { return b.Kind == box.Banner }},
			} {
				if n := count(boxes, want.is); n < want.n {
					t.Errorf("%s: %d %s placed, want %d", sc.Name, n, want.what, want.n)
				}
			}
			// The circles' names round their rims, too small to read on a phone, are not
			// printed there.
			letters, want := count(boxes, func(b box.Box) bool {
				return b.Kind == box.Print && b.Owner == duelPerson && len(b.Name) == 1
			}), len("ANTEPLAY")
			if sc.View().Phone() {
				want = 0
			}
			if letters != want {
				t.Errorf("%s: %d letters round the person's circles printed, want %d", sc.Name, letters, want)
			}
		}
	})
	tabletest.Celebrated(t, s, "settled", tabletest.Screens, nil)
	// The banner announces the win in the result line's place: the line, which says the
	// same in full, is placed once the banner leaves.
	result := func(b box.Box) bool { return b.Kind == box.Label && b.Owner == box.Table && b.Name == "WIN +10" }
	for _, sc := range tabletest.Screens {
		if n := count(tabletest.PlanOn(t, s, sc), result); n != 0 {
			t.Errorf("%s: the result line is placed under the banner", sc.Name)
		}
	}
	for range 240 {
		if err := s.Update(); err != nil {
			t.Fatal(err)
		}
	}
	for _, sc := range tabletest.Screens {
		boxes := tabletest.PlanOn(t, s, sc)
		if n := count(boxes, result); n != 1 {
			t.Errorf("%s: %d result lines placed once the banner left, want 1", sc.Name, n)
		}
		if n := count(boxes, func(b box.Box) bool { return b.Kind == box.Banner }); n != 0 {
			t.Errorf("%s: the banner stands after its time", sc.Name)
		}
	}
}

// count counts the boxes is says yes to.
func count(boxes []box.Box, is func(b box.Box) bool) int {
	n := 0
	for _, b := range boxes {
		if is(b) {
			n++
		}
	}
	return n
}

// TestLayoutFindsCollision puts a label of the game's over the dealer's cards on purpose: the
// layout's checks find it on every screen, so that TestLayout's silence means something.
func TestLayoutFindsCollision(t *testing.T) {
	s, f := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Instant})
	duelRound(t, s, nil)
	for _, sc := range tabletest.Screens {
		f.stamp = nil
		tabletest.PlanOn(t, s, sc) // the places of this screen's layout
		g := s.Stage().Layout()
		f.stamp = &geom.Point{X: g.Dealer[1].X, Y: g.Dealer[1].Y}
		boxes := tabletest.PlanOn(t, s, sc)
		found := false
		for _, fault := range tabletest.Faults(boxes, sc.View(), s.Person()) {
			found = found || strings.Contains(fault, `"STAMP"`) && strings.Contains(fault, "dealer card")
		}
		if !found {
			t.Errorf("%s: a label over the dealer's cards is not found", sc.Name)
		}
	}
}

// TestPlaceFree checks the one free-place search a game's word uses (Scene.PlaceFree): the
// first of its places that is free, the next where the first is taken (a dealer's card), and
// where every place is taken, a free place round them, near.
func TestPlaceFree(t *testing.T) {
	s, f := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Instant})
	sc := tabletest.Screens[0]
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	tabletest.Act(t, s, "deal", "")
	g := s.Stage().Layout()
	card := [2]float64{g.Dealer[1].X, g.Dealer[1].Y}
	free := [2]float64{g.Dealer[2].X + 170, g.Dealer[2].Y}
	mark := func(places ...[2]float64) box.Box {
		t.Helper()
		f.mark = places
		boxes := tabletest.PlanOn(t, s, sc)
		for _, c := range box.Clashes(boxes, layout.Rect{X: -1e4, Y: -1e4, W: 2e4, H: 2e4}, 1) {
			if c.Box.Name == "MARK" || c.Other.Name == "MARK" {
				t.Errorf("the mark placed at %v: %s", places, c)
			}
		}
		i := slices.IndexFunc(boxes, func(b box.Box) bool { return b.Name == "MARK" })
		if i < 0 {
			t.Fatalf("no mark placed at %v", places)
		}
		return boxes[i]
	}
	at := func(b box.Box, p [2]float64) bool {
		x, y := b.Rect.Center()
		return abs(x-p[0]) < 1 && abs(y-p[1]) < 5 // the box is the type's, the place the pill's
	}
	if b := mark(free, card); !at(b, free) {
		t.Errorf("the first place free: the mark is at %s, want its centre at %v", b, free)
	}
	if b := mark(card, free); !at(b, free) {
		t.Errorf("the first place on a card: the mark is at %s, want its centre at the second place %v", b, free)
	}
	// The only place at the last card's edge: the mark is moved aside, off it, near.
	edge := [2]float64{g.Dealer[2].X + g.DealerW/2, g.Dealer[2].Y}
	b := mark(edge)
	if at(b, edge) {
		t.Errorf("the only place on a card: the mark stays there (%s)", b)
	}
	if x, y := b.Rect.Center(); abs(x-edge[0]) > 2*b.Rect.W || abs(y-edge[1]) > 3*b.Rect.H {
		t.Errorf("the only place on a card: the mark went far, to %s", b)
	}
}

func abs(x float64) float64 { return max(x, -x) }

// TestDrawOnlyPaints paints each phase of the duel's round on a landscape screen and the 9:16
// phone: painting leaves the plan as the layout pass made it, and the table laid out again
// after the paint is the same (Draw changes nothing). It needs a display. (Two screens: the
// software renderer paints a screen's felt slowly, and every screen's plan is checked without
// a display by TestLayout.)
func TestDrawOnlyPaints(t *testing.T) {
	ebitentest.Need(t)
	s, _ := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Instant})
	duelRound(t, s, func(phase string) {
		for _, sc := range []tabletest.Screen{tabletest.Screens[0], tabletest.Screens[4]} {
			planned := s.Inspect().Plan(sc.View())
			tabletest.PaintOn(t, s, sc, planned, func(tabletest.Screen, *ebiten.Image) {})
			if again := s.Inspect().Plan(sc.View()); !slices.Equal(again, planned) {
				t.Errorf("%s, %s: laid out again after the paint, %d boxes; %d before", phase, sc.Name, len(again), len(planned))
			}
		}
	})
}

// TestDrawUnplannedScreen draws the table on a screen it was not laid out for: Draw paints
// nothing there and leaves the plan as it was (the layout step is SetView's, before Update),
// and the next SetView lays the table out for that screen. It needs a display.
func TestDrawUnplannedScreen(t *testing.T) {
	ebitentest.Need(t)
	s, _ := newDuelTable(t, tbl.Options{Seed: 5, Speed: anim.Instant})
	planned, other := tabletest.Screens[0], tabletest.Screens[4]
	s.SetView(planned.View())
	tabletest.Act(t, s, "chip", "5")
	tabletest.Act(t, s, "bet", "ante")
	if err := s.Update(); err != nil {
		t.Fatal(err)
	}
	before := s.Inspect().Drawn()
	img := other.Image()
	defer img.Deallocate()
	s.Draw(img, other.View())
	b := img.Bounds()
	if _, _, _, a := img.At(b.Dx()/2, b.Dy()/2).RGBA(); a != 0 {
		t.Errorf("Draw on %s, a screen not laid out, painted the frame", other.Name)
	}
	if after := s.Inspect().Drawn(); !slices.Equal(after, before) {
		t.Errorf("Draw on %s, a screen not laid out, changed the plan: %d boxes, %d before", other.Name, len(after), len(before))
	}
	s.SetView(other.View())
	if laid := s.Inspect().Drawn(); slices.Equal(laid, before) {
		t.Errorf("SetView(%s) left the plan of %s", other.Name, planned.Name)
	}
}
