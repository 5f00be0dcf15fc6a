package printing

import (
	"math"
	"testing"

	"felt/game/table"
	"felt/render/box"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// game prints a word of its own, large or small.
type game struct{ size float64 }

func (g game) Paint(p *Printer, dst *ebiten.Image, v layout.View) {
	x, y := v.ToDevice(640, 300)
	p.Tracked(v, "OWN WORD", fonts.Bold, g.size, x, y, 0, text.AlignCenter, paint.Brass, 1, box.Table, 0)
}

// felt paints nothing: Measure never paints.
type felt struct{}

func (felt) Paint(*ebiten.Image, layout.View) {}

// measured returns the boxes a dry walk of a two-seat table notes on the screen v: the
// person at seat 1 with a ring named "ANTE" and a sensor named "BONUS", seat 0 a
// table-mate's, the other seats empty.
func measured(t *testing.T, v layout.View, meter bool, own float64) []box.Box {
	t.Helper()
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	g := geom.NewPlaces(v.Orientation)
	g.Meter = layout.Rect{X: 440, Y: 4, W: 400, H: 66}
	g.Seats[0] = geom.Seat{X: 300, Y: 500, S: 0.5}
	g.Seats[1] = geom.Seat{X: 640, Y: 620, S: 1, Front: true}
	for n := range 2 {
		g.Seats[n].PlaceSpots([]geom.Circle{{X: -40, R: 30}, {X: 40, R: 20}})
	}
	tb := Table{Places: &g, Fonts: fs, Felt: felt{}, Game: game{own}, Meter: meter, Person: 1,
		Rings: []Ring{{Wager: 0, Printed: "ANTE", Look: geom.Plain}, {Wager: 1, Printed: "BONUS", Look: geom.Sensor}}}
	for n := 2; n < table.Seats; n++ {
		tb.Empty[n] = true
	}
	var p Printer
	var set box.Set
	p.Measure(v, tb, &set)
	return set.Printed()
}

func count(bs []box.Box, keep func(box.Box) bool) int {
	n := 0
	for _, b := range bs {
		if keep(b) {
			n++
		}
	}
	return n
}

// TestMeasure checks a dry walk of the printing: a ring for each circle of each seat in its
// group, the names printed on the person's circles only, the meter's panel only where the
// table has a meter, and the game's own word.
func TestMeasure(t *testing.T) {
	v := layout.Fit(1280, 800, 1)
	bs := measured(t, v, true, 20)
	if n := count(bs, func(b box.Box) bool { return b.Kind == box.Ring }); n != 4 {
		t.Errorf("%d rings printed, want 4 (two circles of two seats)", n)
	}
	wager := map[string]table.Wager{"ANTE": 0, "BONUS": 1}
	for _, b := range bs {
		if b.Kind == box.Ring && b.Group != geom.CircleGroup(b.Owner, wager[b.Name]) {
			t.Errorf("ring %q of seat %d in group %d", b.Name, b.Owner, b.Group)
		}
	}
	named := func(seat int) int {
		return count(bs, func(b box.Box) bool { return b.Kind == box.Print && b.Owner == seat })
	}
	if named(1) == 0 || named(0) != 0 {
		t.Errorf("%d words printed on the person's circles, %d on a table-mate's: want some, none", named(1), named(0))
	}
	if n := count(bs, func(b box.Box) bool { return b.Name == "BONUS" && b.Kind == box.Print }); n != 1 {
		t.Errorf("the sensor's name printed %d times, want once under it", n)
	}
	if n := count(bs, func(b box.Box) bool { return b.Name == "OWN WORD" }); n != 1 {
		t.Errorf("the game's own word printed %d times, want 1", n)
	}
	meters := func(bs []box.Box) int { return count(bs, func(b box.Box) bool { return b.Name == "meter" }) }
	if meters(bs) != 1 || meters(measured(t, v, false, 20)) != 0 {
		t.Error("the meter's panel is printed where, and only where, the table has a meter")
	}
	for _, name := range []string{"tray", "discard", "shoe"} {
		if n := count(bs, func(b box.Box) bool { return b.Name == name }); n != 1 {
			t.Errorf("the %s printed %d times, want 1", name, n)
		}
	}
}

// TestLegible checks that on a phone a word under layout.MinText CSS pixels is not printed,
// and that elsewhere it is.
func TestLegible(t *testing.T) {
	phone := layout.Fit(390, 844, 3)
	small := 8.0 // design units: under 11 CSS pixels on this phone
	if phone.CSS(small) >= layout.MinText {
		t.Fatalf("%v design units are %v CSS pixels on the phone", small, phone.CSS(small))
	}
	own := func(v layout.View, size float64) int {
		return count(measured(t, v, false, size), func(b box.Box) bool { return b.Name == "OWN WORD" })
	}
	if n := own(phone, small); n != 0 {
		t.Errorf("a word of %v CSS pixels printed on a phone", phone.CSS(small))
	}
	big := layout.MinText * 1.2 / phone.CSS(1)
	if n := own(phone, big); n != 1 {
		t.Errorf("a word of %v CSS pixels not printed on a phone", phone.CSS(big))
	}
	if n := own(layout.Fit(1280, 800, 1), small); n != 1 {
		t.Error("a small word not printed on a desktop's screen")
	}
}

// TestWrap checks that the sign's lines are cut at words, none wider than the width.
func TestWrap(t *testing.T) {
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	face := fs.Face(fonts.Regular, 11)
	s := "The dealer qualifies with King high or better; a player's hand beats it or loses."
	w := paint.TrackedWidth("The dealer qualifies", face, 0) + 1
	lines := Wrap(s, face, w)
	if len(lines) < 3 {
		t.Fatalf("%q wrapped in %d lines", s, len(lines))
	}
	for _, l := range lines {
		if paint.TrackedWidth(l, face, 0) > w {
			t.Errorf("line %q wider than %v", l, w)
		}
	}
}

// TestPhoneMeterName checks a meter's name on a phone: at layout.MinText CSS pixels, its
// baseline under the panel's top by more than the pad; none on a desktop's screen.
func TestPhoneMeterName(t *testing.T) {
	fs, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	phone := layout.Fit(390, 844, 3)
	size, base, ok := PhoneMeterName(fs, phone)
	if !ok || math.Abs(phone.CSS(size)-layout.MinText) > 1e-9 || phone.CSS(base) <= MeterEdge {
		t.Errorf("on a phone: size %v (%v CSS px), base %v, ok %v", size, phone.CSS(size), base, ok)
	}
	if _, _, ok := PhoneMeterName(fs, layout.Fit(1280, 800, 1)); ok {
		t.Error("a desktop's meter panel shows only its name")
	}
}
