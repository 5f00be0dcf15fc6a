package wheel

import (
	"math"
	"slices"
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
func stackGrow(t typeface, text string, step float64) float64 {
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
func fits(t typeface, text string, step, g float64) bool {
	top, bottom := stackTop, stackTop
	for _, r := range text {
		b := t.measure(string(glyphOf(r)))
		h := inkHeight(g, top)
		centre := top - h/2
		bottom = centre - h/2
		w := h * b.W() / max(b.H(), 1e-9) * zeroScale(t, r)
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
func zeroScale(t typeface, r rune) float64 {
	if r != '0' {
		return 1
	}
	z, o := t.measure("0"), t.measure("O")
	return z.W() / max(o.W(), 1e-9) * o.H() / max(z.H(), 1e-9)
}

// paintFace paints the turning disc for outer radius R (on a part discSize(faceR·R)
// across).
func (s *Spinner) paintFace(p *pen, t typeface, img *ebiten.Image, R float64) {
	fr := faceR * R
	st := &s.style
	n := len(s.segs)
	band, seg := rgb(st.band, 1), make([]shade, n)
	for i := range s.segs {
		seg[i] = rgb(s.segs[i].tone.fill, 1)
	}
	// The band and the segments, whose print darkens a little towards the rim, as a dish
	// does under a lamp, computed a pixel at a time: anti-aliased where two segments meet
	// (by the pixel's distance to the line between them) and at the band.
	radial(img, side(img)/2, side(img)/2, 0, fr, func(d, a float64) shade {
		x := a/s.step + 0.5 // the lines between segments at whole x
		i := int(math.Floor(x))
		f := x - float64(i)
		// The pixel's distance to the nearer line, in pixels, and the segment across it.
		near, other := f*s.step*d, i-1
		if 1-f < f {
			near, other = (1-f)*s.step*d, i+1
		}
		c := blend(seg[((other%n)+n)%n], seg[((i%n)+n)%n], 0.5+near)
		c = blend(c, rgb(0x000000, 1), dish(d/(bandIn*R)))
		return blend(c, band, d-bandIn*R+0.5)
	})
	ox, oy := corner(img)
	cx, cy := ox+side(img)/2, oy+side(img)/2

	// Lines between the segments and round them.
	lw := max(1.2, 0.0075*R)
	for i := range n {
		p.spoke(img, cx, cy, hubR*R*0.9, bandIn*R, (float64(i)+0.5)*s.step, lw, st.divider, 1)
	}
	p.ring(img, cx, cy, bandIn*R-lw/2, bandIn*R+lw/2, st.divider, 1)
	// A fine line at the band's outer edge catches the light.
	p.ring(img, cx, cy, fr-max(1, 0.006*R), fr, st.divider, 0.55)

	// The pegs, on the lines: each a shadow on the band, a dark rim, the metal, a glint.
	for _, layer := range [...]struct {
		dx, dy, size float64
		col          paint.Color
		alpha        float32
	}{
		{0.15, 0.25, 1, 0x000000, 0.45},
		{0, 0, 1, st.pegRim, 1},
		{0, 0, 0.78, st.peg, 1},
		{-0.2, -0.2, 0.32, 0xFFFFFF, 0.7},
	} {
		for i := range n {
			x, y := at(cx, cy, pegRing*R, (float64(i)+0.5)*s.step)
			p.circle(img, x+layer.dx*pegSize*R, y+layer.dy*pegSize*R, layer.size*pegSize*R, layer.col, layer.alpha)
		}
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
	// A soft shadow under the ink, then the ink, a colour at a time.
	figures := func(drop float64, ink func(paint.Color) bool) {
		for i := range s.segs {
			if !ink(s.segs[i].tone.ink) {
				continue
			}
			sym := s.symbolOf(i)
			g := grow
			if sym.jackpot {
				g = jackGrow
			}
			s.stack(p, t, stacked(sym), cx, cy, R, float64(i)*s.step, g, drop)
		}
	}
	figures(0.006*R, func(paint.Color) bool { return true })
	p.fill(img, 0x000000, 0.35)
	for _, col := range s.colours(func(t tone) paint.Color { return t.ink }) {
		figures(0, func(ink paint.Color) bool { return ink == col })
		p.fill(img, col, 1)
	}
}

// colours returns the distinct colours of the segments' tones that of picks, in order.
func (s *Spinner) colours(of func(tone) paint.Color) []paint.Color {
	var cs []paint.Color
	for _, g := range s.segs {
		if c := of(g.tone); !slices.Contains(cs, c) {
			cs = append(cs, c)
		}
	}
	return cs
}

// stack adds text to the pen's path down the segment centred at angle a, at grow g,
// dropped by drop pixels (for its shadow).
func (s *Spinner) stack(p *pen, t typeface, text string, cx, cy, R, a, g, drop float64) {
	top := stackTop
	for _, r := range text {
		h := inkHeight(g, top)
		centre := top - h/2
		x, y := at(cx, cy, centre*R, a)
		t.centredX(&p.path, string(glyphOf(r)), x, y+drop, h*R, zeroScale(t, r), a)
		top = centre - h/2 - stackGap*h
	}
}

// dish is how dark the print is at u of the way from the centre to the band: a little
// towards the hub, more towards the rim.
func dish(u float64) float64 {
	return 0.28*math.Pow(max(0, u-0.55)/0.45, 2) + 0.1*math.Pow(max(0, 0.45-u)/0.45, 2)
}

// wedgeBox returns the wedge parts' size for outer radius R, and where their corner lies
// from the wheel's centre when the segment stands at the top.
func (s *Spinner) wedgeBox(R float64) (w, h int, ox, oy float64) {
	half := min(s.step/2, math.Pi/2)
	ro, ri := bandIn*R, hubR*R
	x0 := -(ro+0.01*R)*math.Sin(half) - 0.01*R
	y0 := -ro - 0.01*R
	bottom := -ri * math.Cos(half)
	if s.step/2 > math.Pi/2 {
		bottom = ro
	}
	ox, oy = math.Floor(x0)-2, math.Floor(y0)-2
	return int(math.Ceil(-2*ox)) + 1, int(math.Ceil(bottom-oy)) + 3, ox, oy
}

// paintWedges paints one segment's shape, white, as it stands at the top, twice: filled,
// and as a line round it (on parts of wedgeBox's size). When the wheel lands the filled
// shape darkens the other segments and lights the landed one a little, and the line rings
// it.
func (s *Spinner) paintWedges(p *pen, fill, line *ebiten.Image, R float64) {
	half := s.step / 2
	ro, ri := bandIn*R, hubR*R
	_, _, ox, oy := s.wedgeBox(R)
	x, y := corner(fill)
	white := paint.Color(0xFFFFFF)
	p.sector(fill, x-ox, y-oy, ri, ro, -half, half, white, 1)
	x, y = corner(line)
	cx, cy := x-ox, y-oy
	lw := max(2, 0.014*R)
	p.sector(line, cx, cy, ro-lw, ro+lw/2, -half, half, white, 1)
	p.sector(line, cx, cy, ri, ri+lw, -half, half, white, 1)
	p.spoke(line, cx, cy, ri, ro+lw/2, -half, lw, white, 1)
	p.spoke(line, cx, cy, ri, ro+lw/2, half, lw, white, 1)
}
