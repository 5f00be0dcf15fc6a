package outline_test

import (
	"math"
	"testing"

	"felt/render/fonts"
	"felt/render/outline"

	"github.com/hajimehoshi/ebiten/v2"
)

// rec records the points an outline passes through.
type rec struct {
	n              int
	x0, y0, x1, y1 float64
	open           bool
	unclosed       int
}

func (r *rec) pt(x, y float64) {
	if r.n == 0 {
		r.x0, r.y0, r.x1, r.y1 = x, y, x, y
	}
	r.n++
	r.x0, r.y0, r.x1, r.y1 = min(r.x0, x), min(r.y0, y), max(r.x1, x), max(r.y1, y)
}
func (r *rec) MoveTo(x, y float64) {
	if r.open {
		r.unclosed++
	}
	r.open = true
	r.pt(x, y)
}
func (r *rec) LineTo(x, y float64)                  { r.pt(x, y) }
func (r *rec) QuadTo(x1, y1, x, y float64)          { r.pt(x, y) }
func (r *rec) CubicTo(x1, y1, x2, y2, x, y float64) { r.pt(x, y) }
func (r *rec) Close()                               { r.open = false }

// TestInkAndOutlines checks the ink box against the outlines drawn: text with no ink has
// none, tracking moves the advance and the last letter's ink by exactly the tracking between
// letters, and the outlines of a word, mapped to pixels, end where its ink box says, every
// sub-path closed.
func TestInkAndOutlines(t *testing.T) {
	set, err := fonts.Load()
	if err != nil {
		t.Fatal(err)
	}
	f := outline.New(set.Font(fonts.Bold))
	if b := f.Measure("  ", 0); b.W() != 0 || b.H() != 0 || b.Advance <= 0 {
		t.Errorf("spaces: %+v, want no ink and an advance", b)
	}
	plain, tracked := f.Measure("ACE", 0), f.Measure("ACE", 0.1)
	if d := tracked.Advance - plain.Advance; math.Abs(d-0.2) > 1e-9 {
		t.Errorf("tracking 0.1 between 3 letters moved the advance by %v, want 0.2", d)
	}
	if d := tracked.X1 - plain.X1; math.Abs(d-0.2) > 1e-9 {
		t.Errorf("tracking moved the last letter's ink by %v, want 0.2", d)
	}
	if plain.H() < 0.6 || plain.H() > 0.8 || math.Abs(plain.Y1) > 0.03 {
		t.Errorf("capitals' ink %+v: want about 0.7 em tall, on the baseline (round letters overshoot it a little)", plain)
	}
	var g ebiten.GeoM
	g.Scale(100, 100)
	g.Translate(10, 200)
	var r rec
	f.Append(&r, "ACE", 0, &g)
	if r.n == 0 || r.open || r.unclosed != 0 {
		t.Fatalf("outlines: %d points, left open %v, %d sub-paths not closed", r.n, r.open, r.unclosed)
	}
	for _, c := range [][2]float64{{r.x0, 10 + 100*plain.X0}, {r.x1, 10 + 100*plain.X1}, {r.y0, 200 + 100*plain.Y0}, {r.y1, 200 + 100*plain.Y1}} {
		// On-curve points bound the ink closely; control points of curves may lie outside.
		if math.Abs(c[0]-c[1]) > 1.5 {
			t.Errorf("outlines span %v..%v x %v..%v; the ink box says %+v", r.x0, r.x1, r.y0, r.y1, plain)
			break
		}
	}
}
