package sprite

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/vector"
)

// The art is rasterized on the CPU, once per size, by golang.org/x/image/vector: it computes
// each pixel's exact covered area, so edges and small type are anti-aliased as well as they
// can be, the result is the same on every machine (the golden test can check pixels), and a
// card face costs about a millisecond where ebiten's GPU path filling took tens of them under
// software GL. The GPU then only copies the cached images.

// path is a recorded outline: sub-paths of lines and Bézier curves, filled by the non-zero
// rule (sub-paths wound the same way add up to their union; one wound the other way cuts a
// hole).
type path struct {
	segs []seg
}

type segOp uint8

const (
	opMove segOp = iota
	opLine
	opQuad
	opCubic
	opClose
)

type seg struct {
	op segOp
	p  [3][2]float64
}

func (p *path) reset() { p.segs = p.segs[:0] }
func (p *path) MoveTo(x, y float64) {
	p.segs = append(p.segs, seg{op: opMove, p: [3][2]float64{{x, y}}})
}
func (p *path) LineTo(x, y float64) {
	p.segs = append(p.segs, seg{op: opLine, p: [3][2]float64{{x, y}}})
}
func (p *path) QuadTo(x1, y1, x, y float64) {
	p.segs = append(p.segs, seg{op: opQuad, p: [3][2]float64{{x1, y1}, {x, y}}})
}
func (p *path) CubicTo(x1, y1, x2, y2, x, y float64) {
	p.segs = append(p.segs, seg{op: opCubic, p: [3][2]float64{{x1, y1}, {x2, y2}, {x, y}}})
}
func (p *path) Close() { p.segs = append(p.segs, seg{op: opClose}) }

// add appends src mapped through g.
func (p *path) add(src *path, g *ebiten.GeoM) {
	for _, s := range src.segs {
		for i := range s.p {
			s.p[i][0], s.p[i][1] = g.Apply(s.p[i][0], s.p[i][1])
		}
		p.segs = append(p.segs, s)
	}
}

// points returns how many points each kind of segment carries.
func (o segOp) points() int {
	switch o {
	case opMove, opLine:
		return 1
	case opQuad:
		return 2
	case opCubic:
		return 3
	}
	return 0
}

// bounds returns the box of all points, control points included.
func (p *path) bounds() (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, s := range p.segs {
		for _, q := range s.p[:s.op.points()] {
			x0, y0 = min(x0, q[0]), min(y0, q[1])
			x1, y1 = max(x1, q[0]), max(y1, q[1])
		}
	}
	return
}

// stroke appends the outline of a line of width w drawn along src: every straight piece a
// rectangle, every joint and end a disc, all wound the same way so they fill as one.
func (p *path) stroke(src *path, w float64) {
	hw := w / 2
	var x, y, sx, sy float64
	piece := func(nx, ny float64) {
		dx, dy := nx-x, ny-y
		l := math.Hypot(dx, dy)
		if l > 1e-9 {
			ox, oy := -dy/l*hw, dx/l*hw
			quad(p, x+ox, y+oy, nx+ox, ny+oy, nx-ox, ny-oy, x-ox, y-oy)
		}
		x, y = nx, ny
		disc(p, x, y, hw)
	}
	for _, s := range src.segs {
		switch s.op {
		case opMove:
			x, y = s.p[0][0], s.p[0][1]
			sx, sy = x, y
			disc(p, x, y, hw)
		case opLine:
			piece(s.p[0][0], s.p[0][1])
		case opQuad:
			x0, y0 := x, y
			const n = 12
			for i := 1; i <= n; i++ {
				t := float64(i) / n
				u := 1 - t
				piece(u*u*x0+2*u*t*s.p[0][0]+t*t*s.p[1][0], u*u*y0+2*u*t*s.p[0][1]+t*t*s.p[1][1])
			}
		case opCubic:
			x0, y0 := x, y
			const n = 16
			for i := 1; i <= n; i++ {
				t := float64(i) / n
				u := 1 - t
				a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
				piece(a*x0+b*s.p[0][0]+c*s.p[1][0]+d*s.p[2][0], a*y0+b*s.p[0][1]+c*s.p[1][1]+d*s.p[2][1])
			}
		case opClose:
			piece(sx, sy)
		}
	}
}

// quad adds the quadrilateral a, b, c, d, wound clockwise on screen whichever way it is given.
func quad(p *path, ax, ay, bx, by, cx, cy, dx, dy float64) {
	// The shoelace sign: positive is clockwise with y pointing down.
	if (bx-ax)*(cy-ay)-(by-ay)*(cx-ax) < 0 {
		bx, by, dx, dy = dx, dy, bx, by
	}
	p.MoveTo(ax, ay)
	p.LineTo(bx, by)
	p.LineTo(cx, cy)
	p.LineTo(dx, dy)
	p.Close()
}

// disc adds a small clockwise disc, as a polygon fine enough for a stroke's joints.
func disc(p *path, x, y, r float64) {
	if r < 0.2 {
		return
	}
	ellipse(p, x, y, r, r, false)
}

// canvas is an RGBA image being painted, and the rasterizer that paints it.
type canvas struct {
	img *image.RGBA
	r   vector.Rasterizer
	u   image.Uniform
}

func newCanvas(w, h int) *canvas {
	return &canvas{img: image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))}
}

// fill paints the inside of p in c at opacity alpha, over what is there, and empties p.
func (cv *canvas) fill(p *path, c paint.Color, alpha float64) {
	if r := cv.box(p); !r.Empty() {
		cv.rasterize(p, r, draw.Over)
		cv.u.C = premul(c, alpha)
		cv.r.Draw(cv.img, r, &cv.u, image.Point{})
	}
	p.reset()
}

// fillImage paints src inside p, and empties p: the pixel of src at (x, y) lands on
// (x - sp.X, y - sp.Y) of the canvas.
func (cv *canvas) fillImage(p *path, src image.Image, sp image.Point) {
	if r := cv.box(p); !r.Empty() {
		cv.rasterize(p, r, draw.Over)
		cv.r.Draw(cv.img, r, src, r.Min.Add(sp))
	}
	p.reset()
}

// box returns the pixels p may touch.
func (cv *canvas) box(p *path) image.Rectangle {
	if len(p.segs) == 0 {
		return image.Rectangle{}
	}
	x0, y0, x1, y1 := p.bounds()
	return image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1))).Intersect(cv.img.Bounds())
}

// rasterize loads p into the rasterizer, which then covers r of the canvas.
func (cv *canvas) rasterize(p *path, r image.Rectangle, op draw.Op) {
	cv.r.Reset(r.Dx(), r.Dy())
	cv.r.DrawOp = op
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	f := func(x, y float64) (float32, float32) { return float32(x - ox), float32(y - oy) }
	open := false
	for _, s := range p.segs {
		switch s.op {
		case opMove:
			if open {
				cv.r.ClosePath()
			}
			cv.r.MoveTo(f(s.p[0][0], s.p[0][1]))
			open = true
		case opLine:
			cv.r.LineTo(f(s.p[0][0], s.p[0][1]))
		case opQuad:
			ax, ay := f(s.p[0][0], s.p[0][1])
			bx, by := f(s.p[1][0], s.p[1][1])
			cv.r.QuadTo(ax, ay, bx, by)
		case opCubic:
			ax, ay := f(s.p[0][0], s.p[0][1])
			bx, by := f(s.p[1][0], s.p[1][1])
			cx, cy := f(s.p[2][0], s.p[2][1])
			cv.r.CubeTo(ax, ay, bx, by, cx, cy)
		case opClose:
			if open {
				cv.r.ClosePath()
				open = false
			}
		}
	}
	if open {
		cv.r.ClosePath()
	}
}

// premul returns c at opacity alpha as a premultiplied colour.
func premul(c paint.Color, alpha float64) color.RGBA64 {
	r, g, b := c.Bytes()
	a := clamp01(alpha)
	f := func(v uint8) uint16 { return uint16(math.Round(float64(v) * 257 * a)) }
	return color.RGBA64{R: f(r), G: f(g), B: f(b), A: uint16(math.Round(0xffff * a))}
}

// image uploads the canvas.
func (cv *canvas) image() *ebiten.Image {
	return ebiten.NewImageFromImage(cv.img)
}
