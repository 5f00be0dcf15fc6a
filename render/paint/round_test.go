package paint

import (
	"image"
	"math"
	"testing"

	"felt/render/ebitentest"
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// coverage paints white shapes on a transparent image of side n and returns each pixel's
// alpha, 0 to 1.
func coverage(n int, paint func(dst *ebiten.Image)) []float64 {
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, n, n), &ebiten.NewImageOptions{Unmanaged: true})
	defer img.Deallocate()
	paint(img)
	px := make([]byte, 4*n*n)
	img.ReadPixels(px)
	a := make([]float64, n*n)
	for i := range a {
		a[i] = float64(px[4*i+3]) / 255
	}
	return a
}

// TestRoundShapesMatchTheirPaths holds each round shape drawn by the shader against the same
// shape's path filled by vector.FillPath with anti-aliasing: the same pixels covered, to
// within the edge's anti-aliasing, and the same area.
func TestRoundShapesMatchTheirPaths(t *testing.T) {
	const n = 96
	white := Color(0xFFFFFF)
	cases := []struct {
		name  string
		shape func(b *Brush, dst *ebiten.Image)
		path  func(p *vector.Path)
	}{
		{"circle", func(b *Brush, dst *ebiten.Image) { b.Circle(dst, 48.3, 47.6, 30.5, white, 1) },
			func(p *vector.Path) { p.Arc(48.3, 47.6, 30.5, 0, 2*math.Pi, vector.Clockwise) }},
		{"ring", func(b *Brush, dst *ebiten.Image) { b.Ring(dst, 48, 48, 30, 6, white, 1) },
			func(p *vector.Path) {
				p.Arc(48, 48, 33, 0, 2*math.Pi, vector.Clockwise)
				p.Close()
				p.MoveTo(48+27, 48)
				p.Arc(48, 48, 27, 0, -2*math.Pi, vector.CounterClockwise)
			}},
		{"short arc", func(b *Brush, dst *ebiten.Image) { b.Arc(dst, 48, 48, 30, 0.3, 1.9, 8, white, 1) },
			func(p *vector.Path) {
				p.Arc(48, 48, 34, 0.3, 1.9, vector.Clockwise)
				p.Arc(48, 48, 26, 1.9, 0.3, vector.CounterClockwise)
			}},
		{"long arc", func(b *Brush, dst *ebiten.Image) { b.Arc(dst, 48, 48, 30, -0.5, 4, 8, white, 1) },
			func(p *vector.Path) {
				p.Arc(48, 48, 34, -0.5, 4, vector.Clockwise)
				p.Arc(48, 48, 26, 4, -0.5, vector.CounterClockwise)
			}},
		{"round rect", func(b *Brush, dst *ebiten.Image) {
			b.RoundRect(dst, layout.Rect{X: 10.5, Y: 20, W: 70, H: 41.5}, 12, white, 1)
		}, func(p *vector.Path) { roundRectPath(p, 10.5, 20, 80.5, 61.5, 12) }},
		{"round frame", func(b *Brush, dst *ebiten.Image) {
			b.RoundFrame(dst, layout.Rect{X: 10, Y: 20, W: 70, H: 40}, 10, 4, white, 1)
		}, func(p *vector.Path) {
			roundRectPath(p, 8, 18, 82, 62, 12)
			p.Close()
			p.MoveTo(20, 22)
			p.ArcTo(12, 22, 12, 30, 8)
			p.LineTo(12, 50)
			p.ArcTo(12, 58, 20, 58, 8)
			p.LineTo(70, 58)
			p.ArcTo(78, 58, 78, 50, 8)
			p.LineTo(78, 30)
			p.ArcTo(78, 22, 70, 22, 8)
		}},
		{"line", func(b *Brush, dst *ebiten.Image) { b.Line(dst, 15, 20, 80, 70, 7, white, 1) },
			func(p *vector.Path) {
				a := math.Atan2(50, 65)
				p.Arc(15, 20, 3.5, float32(a+math.Pi/2), float32(a+3*math.Pi/2), vector.Clockwise)
				p.Arc(80, 70, 3.5, float32(a-math.Pi/2), float32(a+math.Pi/2), vector.Clockwise)
			}},
		{"bar", func(b *Brush, dst *ebiten.Image) { b.Bar(dst, 15, 20, 80, 70, 7, white, 1) },
			func(p *vector.Path) {
				a := math.Atan2(50, 65)
				dx, dy := float32(3.5*math.Sin(a)), float32(-3.5*math.Cos(a))
				p.MoveTo(15+dx, 20+dy)
				p.LineTo(80+dx, 70+dy)
				p.LineTo(80-dx, 70-dy)
				p.LineTo(15-dx, 20-dy)
			}},
		{"wide sector", func(b *Brush, dst *ebiten.Image) { b.Arc(dst, 48, 48, 25, -2.1, -1.3, 40, white, 1) },
			func(p *vector.Path) {
				p.Arc(48, 48, 45, -2.1, -1.3, vector.Clockwise)
				p.Arc(48, 48, 5, -1.3, -2.1, vector.CounterClockwise)
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ebitentest.Need(t)
			var b Brush
			got := coverage(n, func(dst *ebiten.Image) { c.shape(&b, dst) })
			want := coverage(n, func(dst *ebiten.Image) {
				var p vector.Path
				c.path(&p)
				p.Close()
				vector.FillPath(dst, &p, nil, &vector.DrawPathOptions{AntiAlias: true})
			})
			var area, wantArea, worst float64
			for i := range got {
				area += got[i]
				wantArea += want[i]
				worst = math.Max(worst, math.Abs(got[i]-want[i]))
			}
			if wantArea < 100 {
				t.Fatalf("the path covers %.0f pixels: the case is wrong", wantArea)
			}
			if math.Abs(area-wantArea) > 0.01*wantArea || worst > 0.3 {
				t.Errorf("the shape covers %.1f pixels, its path %.1f; the most a pixel differs is %.2f", area, wantArea, worst)
			}
		})
	}
}

// roundRectPath adds the rectangle from x0, y0 to x1, y1 with corners of radius k, clockwise.
func roundRectPath(p *vector.Path, x0, y0, x1, y1, k float32) {
	p.MoveTo(x0+k, y0)
	p.LineTo(x1-k, y0)
	p.ArcTo(x1, y0, x1, y0+k, k)
	p.LineTo(x1, y1-k)
	p.ArcTo(x1, y1, x1-k, y1, k)
	p.LineTo(x0+k, y1)
	p.ArcTo(x0, y1, x0, y1-k, k)
	p.LineTo(x0, y0+k)
	p.ArcTo(x0, y0, x0+k, y0, k)
}

// TestRoundShapeColor checks a shape's colour and alpha inside it, and nothing outside it
// (the quad's margin stays clear).
func TestRoundShapeColor(t *testing.T) {
	ebitentest.Need(t)
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, 40, 40), &ebiten.NewImageOptions{Unmanaged: true})
	defer img.Deallocate()
	var b Brush
	b.Circle(img, 20, 20, 10, Brass, 0.5)
	in := img.At(20, 20)
	want := ebiten.NewImage(1, 1)
	var op ebiten.DrawImageOptions
	op.ColorScale = Brass.Scale(0.5)
	white := ebiten.NewImage(1, 1)
	white.Fill(Color(0xFFFFFF))
	want.DrawImage(white, &op)
	r1, g1, b1, a1 := in.RGBA()
	r2, g2, b2, a2 := want.At(0, 0).RGBA()
	near := func(x, y uint32) bool { return x+0x200 >= y && y+0x200 >= x }
	if !near(r1, r2) || !near(g1, g2) || !near(b1, b2) || !near(a1, a2) {
		t.Errorf("the circle's inside is %v, want Brass at half alpha %v", in, want.At(0, 0))
	}
	for _, p := range [][2]int{{20, 8}, {8, 20}, {28, 28}, {0, 0}} {
		if _, _, _, a := img.At(p[0], p[1]).RGBA(); a != 0 {
			t.Errorf("pixel %v outside the circle is painted", p)
		}
	}
}
