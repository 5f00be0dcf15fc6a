package geom

import (
	"math"
	"testing"

	"felt/game/table"
	"felt/render/layout"
)

// TestStretch checks that a stretch keeps what lies above From, moves what lies below To
// by Extra and what lies between in proportion, and moves a seat whole by its anchor.
func TestStretch(t *testing.T) {
	st := Stretch{From: 100, To: 300, Extra: 50}
	for _, c := range []struct{ y, want float64 }{{50, 50}, {100, 100}, {200, 225}, {300, 350}, {400, 450}} {
		if got := st.Y(c.y); got != c.want {
			t.Errorf("Y(%v) = %v, want %v", c.y, got, c.want)
		}
	}
	g := NewPlaces(layout.Portrait)
	g.Seats[0] = Seat{X: 10, Y: 200, S: 1, Name: Point{Y: 400}}
	g.Seats[0].Spots[0] = Circle{X: 10, Y: 150, R: 20}
	h := g.H
	st.Places(&g)
	sg := g.Seats[0]
	if sg.Y != 225 || sg.Spots[0].Y != 175 || sg.Name.Y != 425 {
		t.Errorf("seat moved to %v, its circle to %v, its name to %v; want 225, 175, 425 (by its anchor's 25)", sg.Y, sg.Spots[0].Y, sg.Name.Y)
	}
	if g.H != h+50 || g.Tall != 50 {
		t.Errorf("design %v tall (Tall %v), want %v (50)", g.H, g.Tall, h+50)
	}
}

// TestSeatsOn checks the seats' anchors: the person's the front seat given, the seats
// before it on the right of the arc, the others on the left, nearest the person lowest;
// with no person, six on the arc with none in front.
func TestSeatsOn(t *testing.T) {
	arc := Arc(640, 200, 500, 400)
	front := Seat{X: 640, Y: 660, S: 1, Front: true}
	seats := SeatsOn(2, arc, [3]float64{28, 49, 70}, 0.5, front)
	if seats[2] != front {
		t.Errorf("the person's seat is %+v, want the front seat given", seats[2])
	}
	for n, sg := range seats {
		if n == 2 {
			continue
		}
		if sg.Front || sg.S != 0.5 {
			t.Errorf("seat %d: front %v, size %v; want a table-mate's at 0.5", n, sg.Front, sg.S)
		}
		if right := sg.X > 640; right != (n < 2) {
			t.Errorf("seat %d at x %v: seats before the person's go right of it, the others left", n, sg.X)
		}
	}
	if !(seats[1].Y > seats[0].Y && seats[3].Y > seats[4].Y && seats[4].Y > seats[5].Y) {
		t.Errorf("the nearer a table-mate to the person, the lower: %v %v | %v %v %v", seats[0].Y, seats[1].Y, seats[3].Y, seats[4].Y, seats[5].Y)
	}
	none := SeatsOn(-1, arc, [3]float64{28, 49, 70}, 0.5, front)
	for n, sg := range none {
		if sg.Front {
			t.Errorf("with no person seat %d is in front", n)
		}
	}
	if none[0].X <= 640 || none[5].X >= 640 {
		t.Errorf("with no person the seats run from right (%v) to left (%v)", none[0].X, none[5].X)
	}
}

// TestPlaceSpots checks that a seat's circles are the game's drawing at the seat's size.
func TestPlaceSpots(t *testing.T) {
	sg := Seat{X: 100, Y: 200, S: 0.5}
	sg.PlaceSpots([]Circle{{X: -40, Y: 20, R: 30}})
	if got, want := sg.Spots[0], (Circle{X: 80, Y: 210, R: 15}); got != want {
		t.Errorf("circle at %+v, want %+v", got, want)
	}
}

// TestHitSpot checks a tap on the circles: the nearest circle whose area (at least a
// finger's, layout.MinTouch across) holds it, among the wagers offered.
func TestHitSpot(t *testing.T) {
	var g Places
	g.Seats[1].Spots[0] = Circle{X: 100, Y: 100, R: 30}
	g.Seats[1].Spots[1] = Circle{X: 150, Y: 100, R: 10}
	all := func(table.Wager) bool { return true }
	for _, c := range []struct {
		x, y    float64
		offered func(table.Wager) bool
		want    table.Wager
		ok      bool
	}{
		{100, 100, all, 0, true},
		{170, 100, all, 1, true}, // outside its 10 but within MinTouch/2
		{128, 100, all, 1, true}, // in both, nearer the small one
		{128, 100, func(w table.Wager) bool { return w == 0 }, 0, true},
		{300, 300, all, 0, false},
	} {
		w, ok := g.HitSpot(1, c.offered, c.x, c.y)
		if w != c.want || ok != c.ok {
			t.Errorf("HitSpot(%v, %v) = %v, %v; want %v, %v", c.x, c.y, w, ok, c.want, c.ok)
		}
	}
	if _, ok := g.HitSpot(table.Seats, all, 100, 100); ok {
		t.Error("a seat past the table's hit a circle")
	}
}

// TestPlaceTall checks a tall phone's foot: the buttons a finger's size inside the design,
// the rack above them, and the design made the whole extra height taller.
func TestPlaceTall(t *testing.T) {
	for _, tall := range []float64{layout.PhoneTall, 278} {
		g := NewPlaces(layout.Portrait)
		Stretch{From: 300, To: 800, Extra: Spare(tall)}.Places(&g)
		g.PlaceTall(tall)
		if !g.Wide || g.Touch == 0 || g.Buttons.H != g.Touch {
			t.Errorf("tall %v: wide %v, touch %v, buttons %v high", tall, g.Wide, g.Touch, g.Buttons.H)
		}
		if g.Tall != tall || g.H != layout.PortraitHeight+tall {
			t.Errorf("tall %v: the design %v tall (Tall %v)", tall, g.H, g.Tall)
		}
		if g.Buttons.Y+g.Buttons.H > g.H || g.Rack.Y+g.Rack.H > g.Buttons.Y {
			t.Errorf("tall %v: rack %v over buttons %v inside %v", tall, g.Rack, g.Buttons, g.H)
		}
	}
	g := NewPlaces(layout.Landscape)
	g.PlaceTall(layout.PhoneTall)
	if g.Wide {
		t.Error("a landscape table took a tall phone's foot")
	}
}

// TestPlaceSide checks a phone on its side's rows: the chips' and FOLD's at the left of the
// person's circles, the buttons at their right, every target a finger's size.
func TestPlaceSide(t *testing.T) {
	g := NewPlaces(layout.Landscape)
	g.Seats[2] = Seat{X: 640, Y: 660, S: 1, Front: true}
	g.Seats[2].PlaceSpots([]Circle{{X: -40, Y: 0, R: 30}, {X: 40, Y: 0, R: 30}})
	g.PlaceSide()
	left, right := 640.0-70, 640.0+70
	if !g.Side || !g.Wide {
		t.Fatalf("side %v, wide %v", g.Side, g.Wide)
	}
	if g.Left.X+g.Left.W > left || g.Rack.X+g.Rack.W > left {
		t.Errorf("the left rows %v and %v reach the circles at %v", g.Left, g.Rack, left)
	}
	if g.Buttons.X < right {
		t.Errorf("the buttons %v reach the circles ending at %v", g.Buttons, right)
	}
	for _, r := range []layout.Rect{g.Left, g.Above, g.Buttons, g.Compact[CompactSettings], g.Compact[CompactLobby]} {
		if math.Min(r.W, r.H) < g.Touch {
			t.Errorf("%v is under a finger's %v", r, g.Touch)
		}
	}
}
