package wheel

import (
	"math"

	"felt/render/layout"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// pen paints the caches: round shapes, bars and panels with paint's Brush (one quad each,
// covered by its distance to the edge), the lettering and the few curved outlines on the
// CPU (ink.go), and smooth radial shading computed a pixel at a time. It allocates freely;
// it runs once per cached image. Nothing goes through ebiten's vector.FillPath: its
// anti-aliasing queues some 40 vertices a segment of a path, and ebiten's command queue
// keeps the most vertices a frame queued as its capacity (a wheel's pegs, lights and
// lettering filled as paths held 70 MB for good).
type pen struct {
	path  ink // the outlines to fill (fill), laid over their part before the next shape
	brush paint.Brush
}

// fill fills the pen's outlines in c and starts new ones.
func (p *pen) fill(dst *ebiten.Image, c paint.Color, alpha float32) {
	p.path.fill(dst, c, alpha)
}

// done lays what the pen filled over its part: call it when the painting is done.
func (p *pen) done() { p.path.lay() }

// clock turns an angle clockwise from the top into paint's angle, clockwise from the right.
func clock(a float64) float64 { return a - math.Pi/2 }

// at returns the point at radius r and angle a (clockwise from the top) about x, y.
func at(x, y, r, a float64) (float64, float64) {
	s, c := math.Sincos(a)
	return x + r*s, y - r*c
}

// circle fills a circle in c.
func (p *pen) circle(dst *ebiten.Image, x, y, r float64, c paint.Color, alpha float32) {
	p.path.lay()
	p.brush.Circle(dst, x, y, r, c, alpha)
}

// ring fills a ring from radius ri to ro in c.
func (p *pen) ring(dst *ebiten.Image, x, y, ri, ro float64, c paint.Color, alpha float32) {
	p.path.lay()
	p.brush.Ring(dst, x, y, (ri+ro)/2, ro-ri, c, alpha)
}

// sector fills the part of a ring from radius ri to ro between angles a0 and a1 (clockwise
// from the top, a0 < a1), its ends cut along the radii, in c.
func (p *pen) sector(dst *ebiten.Image, x, y, ri, ro, a0, a1 float64, c paint.Color, alpha float32) {
	p.path.lay()
	p.brush.Arc(dst, x, y, (ri+ro)/2, clock(a0), clock(a1), ro-ri, c, alpha)
}

// spoke fills a line of width w along the radius at angle a, from ri to ro, in c.
func (p *pen) spoke(dst *ebiten.Image, x, y, ri, ro, a, w float64, c paint.Color, alpha float32) {
	x0, y0 := at(x, y, ri, a)
	x1, y1 := at(x, y, ro, a)
	p.path.lay()
	p.brush.Bar(dst, x0, y0, x1, y1, w, c, alpha)
}

// rrect fills a rectangle with corners rounded to rad in c.
func (p *pen) rrect(dst *ebiten.Image, x, y, w, h, rad float64, c paint.Color, alpha float32) {
	p.path.lay()
	p.brush.RoundRect(dst, layout.Rect{X: x, Y: y, W: w, H: h}, max(0, rad), c, alpha)
}

// shade is a pixel's colour and opacity (straight, not premultiplied), each 0 to 1.
type shade struct{ r, g, b, a float64 }

// radial paints dst (a part's place on the sheet) a pixel at a time: f colours each pixel
// from its distance d to cx, cy (from dst's corner) and its angle a (clockwise from the
// top); f's opacity is multiplied by the pixel's coverage of the ring from ri to ro
// (anti-aliased; ri 0 for a disc). It replaces dst's pixels.
func radial(dst *ebiten.Image, cx, cy, ri, ro float64, f func(d, a float64) shade) {
	b := dst.Bounds()
	w, h := b.Dx(), b.Dy()
	pix := make([]byte, 4*w*h)
	for y := range h {
		for x := range w {
			dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy
			d := math.Hypot(dx, dy)
			cov := clamp01(ro-d+0.5) * clamp01(d-ri+0.5)
			if ri <= 0 {
				cov = clamp01(ro - d + 0.5)
			}
			if cov <= 0 {
				continue
			}
			s := f(d, math.Atan2(dx, -dy))
			a := clamp01(s.a) * cov
			i := 4 * (y*w + x)
			pix[i+0] = uint8(math.Round(255 * clamp01(s.r) * a))
			pix[i+1] = uint8(math.Round(255 * clamp01(s.g) * a))
			pix[i+2] = uint8(math.Round(255 * clamp01(s.b) * a))
			pix[i+3] = uint8(math.Round(255 * a))
		}
	}
	dst.WritePixels(pix)
}

// corner returns where dst (a sub-image of the sheet) starts: painting on it is done in
// the sheet's coordinates.
func corner(dst *ebiten.Image) (float64, float64) {
	m := dst.Bounds().Min
	return float64(m.X), float64(m.Y)
}

// side returns dst's width as a float.
func side(dst *ebiten.Image) float64 { return float64(dst.Bounds().Dx()) }

// rgb returns c as a shade of opacity a.
func rgb(c paint.Color, a float64) shade {
	f := c.Floats()
	return shade{float64(f[0]), float64(f[1]), float64(f[2]), a}
}

// blend returns the shade t of the way from c to d.
func blend(c, d shade, t float64) shade {
	t = clamp01(t)
	return shade{c.r + (d.r-c.r)*t, c.g + (d.g-c.g)*t, c.b + (d.b-c.b)*t, c.a + (d.a-c.a)*t}
}

func clamp01(x float64) float64 {
	if !(x > 0) {
		return 0
	}
	return min(x, 1)
}

// light is how much of the lamp over the table a surface facing angle a (clockwise from the
// top) catches: 1 facing the upper left, 0 facing away.
func light(a float64) float64 {
	return 0.5 + 0.5*math.Cos(a+math.Pi/4)
}
