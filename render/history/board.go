package history

import (
	"math"
	"strconv"
	"strings"

	"felt/game/money"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/menu"
	"felt/render/paint"
	"felt/render/sprite"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// The statistics in the table's world: the session's figures on dark tiles as the table's
// own credits and total bet are printed (brass captions, Go Mono figures), the total wagered
// as a stack of the table's chips, the decisions as bars, and each wager's return as a bar
// beside the math sheet's mark.

// Colours of the boards.
const (
	tileBack paint.Color = 0x0A3A26
	tileEdge paint.Color = 0x2F6B4F
	figure   paint.Color = 0xF2E8CF
)

// pens are what the statistics' pictures draw with: the table's fonts and chips, a brush and
// the chart's vertices, kept between frames so that a frame allocates nothing.
type pens struct {
	fs    *fonts.Set
	art   *sprite.Art
	b     paint.Brush
	white *ebiten.Image   // a white pixel, for the chart's ground
	verts []ebiten.Vertex // the chart's ground
	idx   []uint16
}

// pensOf returns a page's pens, kept in *keep, made with the fonts of the table under the
// page; nil when none is open.
func pensOf(h menu.Host, keep **pens) *pens {
	if *keep == nil {
		if sc := h.Table(); sc != nil {
			*keep = &pens{fs: sc.Fonts(), art: sprite.New(sc.Fonts())}
		}
	}
	return *keep
}

// tile draws a captioned figure on a dark tile r: the caption in brass capitals over it,
// the figure in Go Mono, in c.
func (p *pens) tile(dst *ebiten.Image, r layout.Rect, k float64, caption, fig string, c paint.Color) {
	p.b.RoundRect(dst, r, 8*k, tileBack, 1)
	p.b.RoundFrame(dst, r, 8*k, 1*k, tileEdge, 1)
	p.b.Tracked(dst, caption, p.fs.Face(fonts.Bold, 12*k), r.X+12*k, r.Y+20*k, 1.2*k, text.AlignStart, paint.Brass, 1)
	p.b.Text(dst, fig, p.fs.Face(fonts.Mono, 26*k), r.X+12*k, r.Y+r.H-14*k, text.AlignStart, c, 1)
}

// words are the statistics' figures as the pictures print them, made once a build so that
// a frame formats nothing.
type words struct {
	rounds, wagered, net, biggest string
	decisions                     [4]string
	hi, lo, last, lastRound       string // the chart's: its scale's ends, the last amount, the last round
}

// wordsOf prints the figures of f.
func wordsOf(f *Figures) *words {
	w := &words{rounds: strconv.FormatInt(f.Rounds, 10), wagered: plain(f.Wagered), net: amount(f.Net), biggest: amount(f.Biggest)}
	for i, n := range f.Decisions {
		w.decisions[i] = strconv.FormatInt(n, 10)
	}
	if n := len(f.Chart); n > 0 {
		lo, hi := chartScale(f.Chart)
		w.hi, w.lo, w.last = plain(hi), plain(lo), plain(f.Chart[n-1])
		w.lastRound = "round " + strconv.Itoa(n)
	}
	return w
}

// boardHeight is the height of the figures' board, units.
const boardHeight = 2*72 + 10

// drawBoard draws the session's figures in r: rounds, the total wagered (beside its stack
// of chips), the net and the biggest win, as four tiles in two rows.
func (p *pens) drawBoard(dst *ebiten.Image, r layout.Rect, k float64, f *Figures, ws *words) {
	gap := 10 * k
	w, h := (r.W-gap)/2, (r.H-gap)/2
	at := func(i int) layout.Rect {
		return layout.Rect{X: r.X + float64(i%2)*(w+gap), Y: r.Y + float64(i/2)*(h+gap), W: w, H: h}
	}
	netC := figure
	switch {
	case f.Net > 0:
		netC = chartUp
	case f.Net < 0:
		netC = chartDown
	}
	p.tile(dst, at(0), k, "ROUNDS", ws.rounds, figure)
	wr := at(1)
	p.tile(dst, wr, k, "TOTAL WAGERED", ws.wagered, figure)
	if f.Wagered > 0 {
		p.art.SetDevice(k)
		d := math.Min(34*k, wr.H*0.5)
		p.art.DrawStack(dst, &sprite.StackOp{X: wr.X + wr.W - d*0.8, Y: wr.Y + wr.H - 10*k, D: d, Alpha: 1,
			Amount: money.Amount(f.Wagered * float64(money.Credit)), MaxChips: 6})
	}
	p.tile(dst, at(2), k, "NET", ws.net, netC)
	p.tile(dst, at(3), k, "BIGGEST WIN", ws.biggest, chartUp)
}

// barsHeight is the height of the decisions' bars, units.
const barsHeight = 118

// decisionNames name the decisions' bars.
var decisionNames = [4]string{"FOLD", "1x", "2x", "3x"}

// drawDecisions draws the decisions made, fold, 1x, 2x and 3x, as four bars in r, each with
// its count over it.
func (p *pens) drawDecisions(dst *ebiten.Image, r layout.Rect, k float64, d [4]int64, ws *words) {
	p.b.RoundRect(dst, r, 8*k, tileBack, 1)
	p.b.RoundFrame(dst, r, 8*k, 1*k, tileEdge, 1)
	top := int64(1)
	for _, n := range d {
		top = max(top, n)
	}
	label := p.fs.Face(fonts.Bold, 13*k)
	num := p.fs.Face(fonts.Mono, 15*k)
	slot := (r.W - 24*k) / 4
	base := r.Y + r.H - 26*k
	tall := r.H - 62*k
	for i, n := range d {
		cx := r.X + 12*k + slot*(float64(i)+0.5)
		bw := math.Min(slot*0.5, 56*k)
		bh := math.Max(2*k, tall*float64(n)/float64(top))
		c := paint.Brass
		if i == 0 {
			c = chartDown
		}
		p.b.RoundRect(dst, layout.Rect{X: cx - bw/2, Y: base - bh, W: bw, H: bh}, 3*k, c, 0.9)
		p.b.Text(dst, ws.decisions[i], num, cx, base-bh-6*k, text.AlignCenter, figure, 1)
		p.b.Tracked(dst, decisionNames[i], label, cx, base+18*k, 0.8*k, text.AlignCenter, paint.Brass, 1)
	}
}

// returnRow is a wager's line in the returns' chart, units.
const returnRow = 30

// returnsHeight is the height of the returns' chart for n wagers, units.
func returnsHeight(n int) float64 { return float64(n)*returnRow + 34 }

// returnTop is the highest return the chart's scale shows: 150%.
const returnTop = 1.5

// drawReturns draws each wager's return as a bar (brass at or over the sheet's, coral
// under it; none for a wager not made) on a scale of 0 to 150%, with the math sheet's
// return as a mark (a band for a range) and a faint line at 100%, in r.
func (p *pens) drawReturns(dst *ebiten.Image, r layout.Rect, k float64, ws []WagerStat) {
	p.b.RoundRect(dst, r, 8*k, tileBack, 1)
	p.b.RoundFrame(dst, r, 8*k, 1*k, tileEdge, 1)
	name := p.fs.Face(fonts.Regular, 14*k)
	small := p.fs.Face(fonts.Regular, 12*k)
	nameW := math.Min(r.W*0.4, 190*k)
	x0 := r.X + 12*k + nameW
	x1 := r.X + r.W - 14*k
	xOf := func(ret float64) float64 { return x0 + (x1-x0)*math.Min(ret, returnTop)/returnTop }
	for i, ret := range [...]float64{0.5, 1, 1.5} {
		x := xOf(ret)
		p.b.Line(dst, x, r.Y+10*k, x, r.Y+r.H-24*k, 1*k, tileEdge, 1)
		p.b.Text(dst, [...]string{"50%", "100%", "150%"}[i], small, x, r.Y+r.H-8*k, text.AlignCenter, noteInk, 1)
	}
	for i, w := range ws {
		cy := r.Y + 10*k + returnRow*k*(float64(i)+0.5)
		p.b.Text(dst, shortTitle(w.Title), name, r.X+12*k, cy+5*k, text.AlignStart, paint.Ink, 1)
		if w.Made > 0 {
			c := paint.Brass
			if w.Sheet > 0 && w.Return < w.Sheet {
				c = chartDown
			}
			p.b.RoundRect(dst, layout.Rect{X: x0, Y: cy - 6*k, W: math.Max(2*k, xOf(w.Return)-x0), H: 12 * k}, 3*k, c, 0.95)
		}
		if w.Sheet > 0 {
			lo, hi := xOf(w.Sheet), xOf(w.SheetHi)
			p.b.RoundRect(dst, layout.Rect{X: lo - 1.5*k, Y: cy - 11*k, W: hi - lo + 3*k, H: 22 * k}, 1.5*k, figure, 0.85)
		}
	}
}

// noteInk is the colour of the charts' small print.
const noteInk paint.Color = 0xD9CBA6

// shortTitle is a line's title without its particulars: "Progressive (long run)" is
// "Progressive".
func shortTitle(t string) string {
	if i := strings.Index(t, " ("); i > 0 {
		return t[:i]
	}
	return t
}
