package layout

import "testing"

func TestRectOps(t *testing.T) {
	a := Rect{X: 0, Y: 0, W: 10, H: 10}
	b := Rect{X: 5, Y: 5, W: 10, H: 10}
	c := Rect{X: 10, Y: 0, W: 5, H: 5} // touches a's right edge
	if !a.Meets(b) || !b.Meets(a) {
		t.Error("overlapping rectangles do not meet")
	}
	if a.Meets(c) || c.Meets(a) {
		t.Error("rectangles that only touch meet")
	}
	if got := a.Intersect(b); got != (Rect{X: 5, Y: 5, W: 5, H: 5}) {
		t.Errorf("Intersect = %v", got)
	}
	if got := a.Intersect(c); got != (Rect{}) {
		t.Errorf("Intersect of touching = %v", got)
	}
	if got := a.Union(b); got != (Rect{X: 0, Y: 0, W: 15, H: 15}) {
		t.Errorf("Union = %v", got)
	}
	if got := (Rect{}).Union(b); got != b {
		t.Errorf("empty Union = %v", got)
	}
	if !a.Inset(2).Within(a, 0) || a.Within(a.Inset(2), 1) || !a.Within(a.Inset(2), 2) {
		t.Error("Within")
	}
	if got := a.Move(3, -1); got != (Rect{X: 3, Y: -1, W: 10, H: 10}) {
		t.Errorf("Move = %v", got)
	}
}
