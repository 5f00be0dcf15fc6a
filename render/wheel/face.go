package wheel

import (
	"math"
	"strconv"

	"felt/game/money"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// The turning disc: the segments in their colours with their amounts, the brass lines
// between them, the band round them with a peg at every line. Segment i is centred at i
// steps clockwise from the top, as game/wheel orders them.

// stacked returns what a segment prints, a character under another from the rim in: the
// amount's digits without separators ("2500"), or JACKPOT.
func stacked(sym symbol) string {
	if sym.jackpot {
		return "JACKPOT"
	}
	return strconv.FormatInt(int64(sym.amount/money.Credit), 10)
}

// symbol is a segment's prize as the face prints it.
type symbol struct {
	jackpot bool
	amount  money.Amount
}

func (s *Spinner) symbolOf(i int) symbol {
	return symbol{jackpot: s.segs[i].sym.Jackpot, amount: s.segs[i].sym.Amount}
}

// A stack of characters runs from the band in towards the hub, each upright in its
// segment, each a little smaller than the one above it as the segment narrows: a
// character's ink is grow times the square root of its radius tall (radii in outer
// radii), with gap times its height between it and the next.
const (
	stackTop = bandIn - 0.035 // where the first character's ink starts
	stackEnd = hubR + 0.03    // where the last must end
	stackGap = 0.24
	maxGrow  = 0.2
	fillW    = 0.74 // the share of the segment's width a character may fill
)

// stackGrow returns the largest grow (up to maxGrow) at which text fits its segment: every
// character within the segment's width, the last one clear of the hub. Radii are fractions
// of the outer radius.
func stackGrow(t *typeface, text string, step float64) float64 {
	lo, hi := 0.02, maxGrow
	if fits(t, text, step, hi) {
		return hi
	}
	for range 30 {
		mid := (lo + hi) / 2
		if fits(t, text, step, mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// fits reports whether text fits its segment at grow g.
func fits(t *typeface, text string, step, g float64) bool {
	top, bottom := stackTop, stackTop
	for _, r := range text {
		b := t.measure(string(glyphOf(r)))
		h := inkHeight(g, top)
		centre := top - h/2
		bottom = centre - h/2
		w := h * b.w() / max(b.h(), 1e-9) * zeroScale(t, r)
		if w > fillW*2*bottom*math.Sin(step/2) {
			return false
		}
		top = bottom - stackGap*h
	}
	return bottom >= stackEnd
}

// inkHeight returns the height of a character whose ink starts at radius top: grow times
// the square root of its centre's radius.
func inkHeight(grow, top float64) float64 {
	h := grow * math.Sqrt(top)
	for range 6 {
		h = grow * math.Sqrt(max(top-h/2, 0))
	}
	return h
}

// glyphOf returns the glyph a character is printed with. The Go fonts slash their zero
// (to tell it from O in code); a wheel's figures read better with a plain oval, so a zero
// is printed as the capital O narrowed to the zero's width (zeroScale).
func glyphOf(r rune) rune {
	if r == '0' {
		return 'O'
	}
	return r
}

// zeroScale returns how much glyphOf's glyph for r is narrowed: the zero's ink width over
// the O's for a zero, 1 for anything else.
func zeroScale(t *typeface, r rune) float64 {
	if r != '0' {
		return 1
	}
	z, o := t.measure("0"), t.measure("O")
	return z.w() / max(o.w(), 1e-9) * o.h() / max(z.h(), 1e-9)
}

// paintFace paints the turning disc for outer radius R.
func (s *Spinner) paintFace(p *pen, t *typeface, R float64) *ebiten.Image {
	fr := faceR * R
	size := 2*int(math.Ceil(fr)) + 4
	c := float64(size) / 2
	img := ebiten.NewImage(size, size)
	st := &s.style
	n := len(s.segs)

	// The band, and the segments over it.
	p.circle(c, c, fr)
	p.fill(img, st.band, 1)
	for i := range s.segs {
		a := float64(i) * s.step
		p.sector(c, c, 0, bandIn*R, a-s.step/2, a+s.step/2)
		p.fill(img, s.segs[i].tone.fill, 1)
	}
	// The print darkens a little towards the rim, as a dish does under a lamp.
	shading := radial(size, size, c, c, 0, bandIn*R+1, func(d, _ float64) shade {
		u := d / (bandIn * R)
		return shade{0, 0, 0, 0.28*math.Pow(max(0, u-0.55)/0.45, 2) + 0.1*math.Pow(max(0, 0.45-u)/0.45, 2)}
	})
	img.DrawImage(shading, nil)
	shading.Deallocate()

	// Lines between the segments and round them.
	lw := max(1.2, 0.0075*R)
	for i := range n {
		p.spoke(c, c, hubR*R*0.9, bandIn*R, (float64(i)+0.5)*s.step, lw)
	}
	p.ring(c, c, bandIn*R-lw/2, bandIn*R+lw/2)
	p.fill(img, st.divider, 1)
	// A fine line at the band's outer edge catches the light.
	p.ring(c, c, fr-max(1, 0.006*R), fr)
	p.fill(img, st.divider, 0.55)

	// The pegs, on the lines.
	for i := range n {
		x, y := at(c, c, pegRing*R, (float64(i)+0.5)*s.step)
		p.circle(x+0.15*pegSize*R, y+0.25*pegSize*R, pegSize*R) // its shadow on the band
		p.fill(img, 0x000000, 0.45)
		p.circle(x, y, pegSize*R)
		p.fill(img, st.pegRim, 1)
		p.circle(x, y, 0.78*pegSize*R)
		p.fill(img, st.peg, 1)
		p.circle(x-0.2*pegSize*R, y-0.2*pegSize*R, 0.32*pegSize*R)
		p.fill(img, 0xFFFFFF, 0.7)
	}

	// The amounts: one grow for all the fixed amounts of the wheel, so they read alike, and
	// the jackpot's own.
	grow, jackGrow := maxGrow, maxGrow
	for i := range s.segs {
		sym := s.symbolOf(i)
		g := stackGrow(t, stacked(sym), s.step)
		if sym.jackpot {
			jackGrow = min(jackGrow, g)
		} else {
			grow = min(grow, g)
		}
	}
	for i := range s.segs {
		sym := s.symbolOf(i)
		g := grow
		if sym.jackpot {
			g = jackGrow
		}
		a := float64(i) * s.step
		text := stacked(sym)
		// A soft shadow under the ink, then the ink.
		s.stack(p, t, text, c, c, R, a, g, 0.006*R)
		p.fill(img, 0x000000, 0.35)
		s.stack(p, t, text, c, c, R, a, g, 0)
		p.fill(img, s.segs[i].tone.ink, 1)
	}
	return img
}

// stack adds text to the pen's path down the segment centred at angle a, at grow g,
// dropped by drop pixels (for its shadow).
func (s *Spinner) stack(p *pen, t *typeface, text string, cx, cy, R, a, g, drop float64) {
	top := stackTop
	for _, r := range text {
		h := inkHeight(g, top)
		centre := top - h/2
		x, y := at(cx, cy, centre*R, a)
		t.centredX(&p.path, string(glyphOf(r)), x, y+drop, h*R, zeroScale(t, r), a)
		top = centre - h/2 - stackGap*h
	}
}

// paintWedge paints one segment's shape, white, as it stands at the top, for the landed
// segment's light; it returns the image and where its corner lies from the wheel's centre.
func (s *Spinner) paintWedge(p *pen, R float64) (*ebiten.Image, float64, float64) {
	half := s.step / 2
	ro, ri := bandIn*R, hubR*R
	x0 := -(ro+0.01*R)*math.Sin(min(half, math.Pi/2)) - 0.01*R
	y0 := -ro - 0.01*R
	w := int(math.Ceil(-2*x0)) + 4
	bottom := -ri * math.Cos(min(half, math.Pi/2))
	if half > math.Pi/2 {
		bottom = ro
	}
	h := int(math.Ceil(bottom-y0)) + 4
	img := ebiten.NewImage(w, h)
	ox, oy := math.Floor(x0)-2, math.Floor(y0)-2
	// A faint light over the segment and a bright line round it.
	cx, cy := -ox, -oy
	p.sector(cx, cy, ri, ro, -half, half)
	p.fill(img, paint.Color(0xFFFFFF), 0.3)
	lw := max(2, 0.014*R)
	p.sector(cx, cy, ro-lw, ro+lw/2, -half, half)
	p.sector(cx, cy, ri, ri+lw, -half, half)
	p.spoke(cx, cy, ri, ro+lw/2, -half, lw)
	p.spoke(cx, cy, ri, ro+lw/2, half, lw)
	p.fill(img, paint.Color(0xFFFFFF), 1)
	return img, ox, oy
}
