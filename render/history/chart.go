package history

import (
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/menu"
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

// drawChart draws the credits after each round as a line over a dark panel, in r (device
// pixels, k of them a menu unit): the first round's level as a dashed line, the lowest and
// highest amounts printed at the side, the line brass above the start and coral below it.
func drawChart(dst *ebiten.Image, r layout.Rect, k float64, ys []float64, h menu.Host) {
	var b paint.Brush
	b.RoundRect(dst, r, 6*k, chartBack, 1)
	if len(ys) == 0 {
		return
	}
	lo, hi := minOf(ys), maxOf(ys)
	if hi-lo < 1 {
		lo, hi = lo-1, hi+1
	}
	pad := 10 * k
	label := 64 * k
	in := layout.Rect{X: r.X + pad, Y: r.Y + pad, W: r.W - 2*pad - label, H: r.H - 2*pad}
	x := func(i int) float64 {
		if len(ys) == 1 {
			return in.X + in.W/2
		}
		return in.X + in.W*float64(i)/float64(len(ys)-1)
	}
	y := func(v float64) float64 { return in.Y + in.H*(hi-v)/(hi-lo) }
	// The start's level, dashed.
	y0 := y(ys[0])
	for xx := in.X; xx < in.X+in.W; xx += 10 * k {
		b.Line(dst, xx, y0, min(xx+5*k, in.X+in.W), y0, 1.2*k, chartGrid, 1)
	}
	for i := 1; i < len(ys); i++ {
		c := chartUp
		if ys[i] < ys[0] {
			c = chartDown
		}
		b.Line(dst, x(i-1), y(ys[i-1]), x(i), y(ys[i]), 2*k, c, 1)
	}
	last := len(ys) - 1
	b.Circle(dst, x(last), y(ys[last]), 3.5*k, chartUp, 1)
	if h == nil || h.Table() == nil {
		return
	}
	face := h.Table().Fonts().Face(fonts.Regular, 12*k)
	tx := r.X + r.W - pad
	b.Text(dst, plain(hi), face, tx, in.Y+10*k, text.AlignEnd, paint.Ink, 0.85)
	b.Text(dst, plain(lo), face, tx, in.Y+in.H, text.AlignEnd, paint.Ink, 0.85)
	// The last amount beside its point, unless it is the low or high printed already.
	if ly := y(ys[last]) + 5*k; ly > in.Y+24*k && ly < in.Y+in.H-14*k {
		b.Text(dst, plain(ys[last]), face, tx, ly, text.AlignEnd, chartUp, 1)
	}
}
