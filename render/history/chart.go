package history

import (
	"image"
	"image/color"
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Colours of the chart.
const (
	chartBack paint.Color = 0x07301F
	chartGrid paint.Color = 0x2F6B4F
	chartUp   paint.Color = 0xE6C878
	chartDown paint.Color = 0xFFAB91
)

// drawChart draws the credits after each round as a line over a dark felt panel framed in
// brass, in r (device pixels, k of them a menu unit): faint lines at the quarters of the
// range, the first round's level dashed, the ground under the line shaded in brass, the line
// brass above the start and coral below it, the last round as a chip-like dot; the scale's
// ends (chartScale) and the last amount at the side, the first and last rounds' numbers
// under it.
func (p *pens) drawChart(dst *ebiten.Image, r layout.Rect, k float64, ys []float64, ws *words) {
	b := &p.b
	b.RoundRect(dst, r, 8*k, chartBack, 1)
	b.RoundFrame(dst, r, 8*k, 1*k, paint.Brass, 0.45)
	if len(ys) == 0 {
		return
	}
	lo, hi := chartScale(ys)
	pad := 12 * k
	label := 64 * k
	in := layout.Rect{X: r.X + pad, Y: r.Y + pad, W: r.W - 2*pad - label, H: r.H - 2*pad - 16*k}
	x := func(i int) float64 {
		if len(ys) == 1 {
			return in.X + in.W/2
		}
		return in.X + in.W*float64(i)/float64(len(ys)-1)
	}
	y := func(v float64) float64 { return in.Y + in.H*(hi-v)/(hi-lo) }
	for q := range 5 {
		yy := in.Y + in.H*float64(q)/4
		b.Line(dst, in.X, yy, in.X+in.W, yy, 1*k, chartGrid, 0.45)
	}
	// The ground under the line, down to the chart's foot: a strip of triangles.
	if len(ys) > 1 {
		p.ground(dst, ys, x, y, in.Y+in.H, chartUp, 0.12)
	}
	// The start's level, dashed.
	y0 := y(ys[0])
	for xx := in.X; xx < in.X+in.W; xx += 10 * k {
		b.Line(dst, xx, y0, min(xx+5*k, in.X+in.W), y0, 1.2*k, noteInk, 0.6)
	}
	for i := 1; i < len(ys); i++ {
		c := chartUp
		if ys[i] < ys[0] {
			c = chartDown
		}
		b.Line(dst, x(i-1), y(ys[i-1]), x(i), y(ys[i]), 2.4*k, c, 1)
	}
	last := len(ys) - 1
	lx, ly := x(last), y(ys[last])
	b.Circle(dst, lx, ly, 6*k, paint.Brass, 1)
	b.Circle(dst, lx, ly, 3.5*k, chartBack, 1)
	face := p.fs.Face(fonts.Mono, 13*k)
	tx := r.X + r.W - pad
	b.Text(dst, ws.hi, face, tx, in.Y+10*k, text.AlignEnd, paint.Ink, 0.85)
	b.Text(dst, ws.lo, face, tx, in.Y+in.H, text.AlignEnd, paint.Ink, 0.85)
	// The last amount beside its point, unless it would meet the scale's ends' labels.
	if ty := ly + 5*k; ty > in.Y+26*k && ty < in.Y+in.H-16*k {
		b.Text(dst, ws.last, face, tx, ty, text.AlignEnd, chartUp, 1)
	}
	small := p.fs.Face(fonts.Regular, 12*k)
	b.Text(dst, "round 1", small, in.X, r.Y+r.H-9*k, text.AlignStart, noteInk, 1)
	if last > 0 {
		b.Text(dst, ws.lastRound, small, in.X+in.W, r.Y+r.H-9*k, text.AlignEnd, noteInk, 1)
	}
}

// ground fills the ground under the line through the points (x(i), y(ys[i])) down to base
// with c at alpha: two triangles a segment, drawn at once from vertices kept between frames
// (Brush.Polygon's path allocated at each frame).
func (p *pens) ground(dst *ebiten.Image, ys []float64, x func(int) float64, y func(float64) float64, base float64, c paint.Color, alpha float32) {
	if p.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		p.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	f := c.Floats()
	v := p.verts[:0]
	for i := range ys {
		px, py := float32(x(i)), float32(y(ys[i]))
		for _, vy := range [2]float32{py, float32(base)} {
			v = append(v, ebiten.Vertex{DstX: px, DstY: vy, SrcX: 1, SrcY: 1,
				ColorR: f[0], ColorG: f[1], ColorB: f[2], ColorA: alpha})
		}
	}
	ix := p.idx[:0]
	for i := range len(ys) - 1 {
		a := uint16(2 * i)
		ix = append(ix, a, a+1, a+2, a+1, a+3, a+2)
	}
	p.verts, p.idx = v, ix
	dst.DrawTriangles(v, ix, p.white, nil)
}

// chartSpan is the least range, credits, the chart's scale spans: a round or two at a table
// of 5-credit antes moves the credits by a few credits, which a taller scale would flatten
// and a narrower one would label with the same figure at both ends.
const chartSpan = 20

// chartScale returns the ends of the chart's scale for the amounts ys: round figures (a
// step of 1, 2 or 5 times a power of ten, a quarter of the range) just beyond the lowest and
// the highest, at least chartSpan apart, so that its side labels are distinct and its
// quarters fall on round amounts.
func chartScale(ys []float64) (lo, hi float64) {
	lo, hi = minOf(ys), maxOf(ys)
	if span := hi - lo; span < chartSpan {
		mid := (lo + hi) / 2
		lo, hi = mid-chartSpan/2, mid+chartSpan/2
	}
	step := niceStep((hi - lo) / 4)
	lo, hi = math.Floor(lo/step)*step, math.Ceil(hi/step)*step
	if lo >= minOf(ys) {
		lo -= step
	}
	if hi <= maxOf(ys) {
		hi += step
	}
	return lo, hi
}

// niceStep returns the least of 1, 2 and 5 times a power of ten that is x or more (x > 0).
func niceStep(x float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(x)))
	for _, m := range [...]float64{1, 2, 5} {
		if m*p >= x {
			return m * p
		}
	}
	return 10 * p
}
