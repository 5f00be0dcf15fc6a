package wheel

import (
	"math"

	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// pen paints the caches: vector shapes through ebiten/vector, and smooth radial shading
// computed a pixel at a time. It allocates freely; it runs once per cached image.
type pen struct {
	path vector.Path
	op   vector.DrawPathOptions
}

// fill fills the pen's path in c and starts a new one.
func (p *pen) fill(dst *ebiten.Image, c paint.Color, alpha float32) {
	p.op = vector.DrawPathOptions{AntiAlias: true, ColorScale: c.Scale(alpha)}
	vector.FillPath(dst, &p.path, &vector.FillOptions{FillRule: vector.FillRuleNonZero}, &p.op)
	p.path.Reset()
}

// clock turns an angle clockwise from the top into vector's angle, clockwise from the right.
func clock(a float64) float32 { return float32(a - math.Pi/2) }

// at returns the point at radius r and angle a (clockwise from the top) about x, y.
func at(x, y, r, a float64) (float64, float64) {
	s, c := math.Sincos(a)
	return x + r*s, y - r*c
}

// circle adds a circle.
func (p *pen) circle(x, y, r float64) {
	p.path.MoveTo(float32(x+r), float32(y))
	p.path.Arc(float32(x), float32(y), float32(r), 0, 2*math.Pi, vector.Clockwise)
	p.path.Close()
}

// ring adds a ring from radius ri to ro: the inner circle wound the other way cuts the hole.
func (p *pen) ring(x, y, ri, ro float64) {
	p.circle(x, y, ro)
	p.path.MoveTo(float32(x+ri), float32(y))
	p.path.Arc(float32(x), float32(y), float32(ri), 0, -2*math.Pi, vector.CounterClockwise)
	p.path.Close()
}

// sector adds the part of a ring from radius ri to ro between angles a0 and a1 (clockwise
// from the top, a0 < a1).
func (p *pen) sector(x, y, ri, ro, a0, a1 float64) {
	sx, sy := at(x, y, ro, a0)
	p.path.MoveTo(float32(sx), float32(sy))
	p.path.Arc(float32(x), float32(y), float32(ro), clock(a0), clock(a1), vector.Clockwise)
	if ri > 0 {
		p.path.Arc(float32(x), float32(y), float32(ri), clock(a1), clock(a0), vector.CounterClockwise)
	} else {
		p.path.LineTo(float32(x), float32(y))
	}
	p.path.Close()
}

// spoke adds a line of width w along the radius at angle a, from ri to ro.
func (p *pen) spoke(x, y, ri, ro, a, w float64) {
	s, c := math.Sincos(a)
	nx, ny := c*w/2, s*w/2 // across the spoke
	x0, y0 := at(x, y, ri, a)
	x1, y1 := at(x, y, ro, a)
	p.path.MoveTo(float32(x0-nx), float32(y0-ny))
	p.path.LineTo(float32(x1-nx), float32(y1-ny))
	p.path.LineTo(float32(x1+nx), float32(y1+ny))
	p.path.LineTo(float32(x0+nx), float32(y0+ny))
	p.path.Close()
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

// rrect adds a rectangle with corners rounded to rad.
func (p *pen) rrect(x, y, w, h, rad float64) {
	rad = max(0, min(rad, w/2, h/2))
	x0, y0, x1, y1, k := float32(x), float32(y), float32(x+w), float32(y+h), float32(rad)
	p.path.MoveTo(x0+k, y0)
	p.path.LineTo(x1-k, y0)
	p.path.ArcTo(x1, y0, x1, y0+k, k)
	p.path.LineTo(x1, y1-k)
	p.path.ArcTo(x1, y1, x1-k, y1, k)
	p.path.LineTo(x0+k, y1)
	p.path.ArcTo(x0, y1, x0, y1-k, k)
	p.path.LineTo(x0, y0+k)
	p.path.ArcTo(x0, y0, x0+k, y0, k)
	p.path.Close()
}
