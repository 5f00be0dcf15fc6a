package box

import (
	"slices"
	"testing"

	"felt/render/layout"
)

func TestMustNotMeetIsSymmetric(t *testing.T) {
	for a := Label; a <= Chips; a++ {
		for b := Label; b <= Chips; b++ {
			if MustNotMeet(a, b) != MustNotMeet(b, a) {
				t.Errorf("%s and %s: not symmetric", a, b)
			}
			if (a == Chips || b == Chips) && MustNotMeet(a, b) {
				t.Errorf("chips clash with a %s", b)
			}
		}
		if a != Chips && !MustNotMeet(Label, a) {
			t.Errorf("a label may cover a %s", a)
		}
	}
	// The banner covers no word, card, printing, board or control: a win is announced in a
	// place of its own.
	if MustNotMeet(Card, Card) || MustNotMeet(Pill, Ring) || !MustNotMeet(Banner, Card) || !MustNotMeet(Banner, Print) ||
		!MustNotMeet(Banner, Control) || !MustNotMeet(Banner, Label) || !MustNotMeet(Banner, Board) || MustNotMeet(Banner, Ring) {
		t.Error("the rules changed")
	}
}

func TestMeetRound(t *testing.T) {
	c := Box{Round: true, Rect: layout.Rect{X: 0, Y: 0, W: 10, H: 10}}
	corner := Box{Rect: layout.Rect{X: 9, Y: 9, W: 5, H: 5}} // in the square, outside the circle
	side := Box{Rect: layout.Rect{X: 8, Y: 4, W: 5, H: 2}}
	if Meet(c, corner, 0) || Meet(corner, c, 0) {
		t.Error("a box in the square's corner meets the circle")
	}
	if !Meet(c, side, 0) || !Meet(side, c, 0) {
		t.Error("a box over the circle's side does not meet it")
	}
	if Meet(c, side, 3) {
		t.Error("slack ignored")
	}
}

func TestClashes(t *testing.T) {
	felt := layout.Rect{X: 0, Y: 0, W: 100, H: 100}
	boxes := []Box{
		{Kind: Card, Rect: layout.Rect{X: 10, Y: 10, W: 20, H: 28}},
		{Kind: Card, Rect: layout.Rect{X: 20, Y: 10, W: 20, H: 28}},               // cards may overlap
		{Kind: Label, Name: "hand", Rect: layout.Rect{X: 15, Y: 30, W: 30, H: 6}}, // over the cards
		{Kind: Label, Name: "off", Rect: layout.Rect{X: 90, Y: 90, W: 30, H: 6}},
		{Kind: Board, Group: 7, Rect: layout.Rect{X: 60, Y: -20, W: 30, H: 20}},
		{Kind: Label, Group: 7, Name: "meter", Rect: layout.Rect{X: 62, Y: -15, W: 20, H: 6}}, // on its board
	}
	got := Clashes(boxes, felt, 1)
	var s []string
	for _, c := range got {
		s = append(s, c.String())
	}
	if len(got) != 3 {
		t.Fatalf("want 3 clashes (the label over two cards, one off the felt), got %d:\n%v", len(got), s)
	}
	if !got[0].Off && !slices.ContainsFunc(got, func(c Clash) bool { return c.Off && c.Box.Name == "off" }) {
		t.Errorf("the label off the felt is not found: %v", s)
	}
}

func TestSet(t *testing.T) {
	var s Set
	s.AddPrint(Box{Kind: Print, Rect: layout.Rect{X: 0, Y: 0, W: 10, H: 10}})
	s.Add(Box{Kind: Card, Owner: 2, Rect: layout.Rect{X: 20, Y: 0, W: 10, H: 10}})
	s.Add(Box{Kind: Label, Rect: layout.Rect{}}) // empty: not placed
	if len(s.Pieces()) != 1 || len(s.All(nil)) != 2 {
		t.Fatalf("pieces %d, all %d", len(s.Pieces()), len(s.All(nil)))
	}
	if !s.Covers(layout.Rect{X: 5, Y: 5, W: 10, H: 2}) || !s.Covers(layout.Rect{X: 25, Y: 5, W: 2, H: 2}) {
		t.Error("a word over the printing or a card is not covering")
	}
	if s.Covers(layout.Rect{X: 40, Y: 0, W: 5, H: 5}) {
		t.Error("a word clear of everything covers")
	}
	if r, ok := s.Union(func(b Box) bool { return b.Owner == 2 }); !ok || r != (layout.Rect{X: 20, Y: 0, W: 10, H: 10}) {
		t.Errorf("Union = %v %v", r, ok)
	}
	if !s.Any(layout.Rect{X: 22, Y: 2, W: 2, H: 2}, 0, func(b Box) bool { return b.Kind == Card }) {
		t.Error("Any misses the card")
	}
	s.Reset()
	if len(s.Pieces()) != 0 || len(s.Printed()) != 1 {
		t.Error("Reset must empty the pieces only")
	}
	s.Reprint()
	if len(s.Printed()) != 0 {
		t.Error("Reprint must empty the printing")
	}
}

func TestFirstAndRound(t *testing.T) {
	if i, ok := First(4, func(i int) bool { return i >= 2 }); !ok || i != 2 {
		t.Errorf("First = %d %v", i, ok)
	}
	if _, ok := First(3, func(int) bool { return false }); ok {
		t.Error("First found a place where none is free")
	}
	// Only a place two steps down is free: ring 1 fails, ring 2 finds it, after ring 2's
	// "up" of the same place.
	var tried [][3]float64
	i, mx, my, ok := Round(2, 2, 10, 5, func(i int, mx, my float64) bool {
		tried = append(tried, [3]float64{float64(i), mx, my})
		return i == 1 && mx == 0 && my == 10
	})
	if !ok || i != 1 || mx != 0 || my != 10 {
		t.Fatalf("Round = %d %v %v %v", i, mx, my, ok)
	}
	if tried[0] != [3]float64{0, 0, -5} || len(tried) != 16+8+2 {
		t.Errorf("Round's order: first %v, %d tries", tried[0], len(tried))
	}
}

func TestWrap(t *testing.T) {
	width := func(s string) float64 { return float64(len(s)) }
	if got := Words("one two three four", 9, width); !slices.Equal(got, []string{"one two", "three", "four"}) {
		t.Errorf("Words = %q", got)
	}
	if got := Words("   ", 9, width); got != nil {
		t.Errorf("no words: %q", got)
	}
	if got := Wrap([]string{"Ante +5", "Play +10", "averyveryverylongpart"}, " · ", 20, width); !slices.Equal(got, []string{"Ante +5 · Play +10", "averyveryverylongpart"}) {
		t.Errorf("Wrap = %q", got)
	}
}
