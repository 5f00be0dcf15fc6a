package crazy4

import (
	"math"
	"strings"

	"felt/game/crazy4"
	"felt/game/money"
	"felt/game/paytable"
	"felt/game/table"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Colours of the printing and the dealer's furniture.
const (
	shade     paint.Color = 0x06301E // the darker green inside a circle
	wood      paint.Color = 0x2A1A10 // the tray and the discard rack
	woodLight paint.Color = 0x4A3020
	lens      paint.Color = 0x2A0A06 // an unlit progressive sensor
)

// Circle names as printed around the rim.
var printedNames = [crazy4.NumWagers]string{
	crazy4.Ante:        "ANTE",
	crazy4.SuperBonus:  "SUPER BONUS",
	crazy4.Play:        "PLAY",
	crazy4.QueensUp:    "QUEENS UP",
	crazy4.Progressive: "PROGRESSIVE",
	crazy4.HandBonus:   "5 CARD BONUS",
	crazy4.DealerBonus: "DEALER 5 CARD",
	crazy4.BadBeat:     "BAD BEAT",
	crazy4.SixCard:     "6 CARD BONUS",
	crazy4.CoverAll:    "COVER ALL",
}

// printer paints the table and everything printed on it, for a paint.Layer: it changes only
// when the screen does.
type printer struct {
	s     *Scene
	brush paint.Brush
	// txt takes the lettering, which is laid over the shapes at the end: drawing text on
	// the layer between shapes would make Ebitengine render the shapes batched so far each
	// time, which is slow in a browser's software WebGL.
	txt *ebiten.Image
	// stamps are shapes printed many times, rendered once per Paint: a seat's circles, the
	// tray's chips. Each vector shape costs a browser's software WebGL dearly.
	stamps map[stampKey]*ebiten.Image
	op     ebiten.DrawImageOptions
}

// stampKey names a stamp: what it is, its size in device pixels, and its colour.
type stampKey struct {
	kind  int
	size  float64
	color paint.Color
}

// stamp draws the stamp of key centred at x, y (device pixels), rendering it with render
// the first time. render draws centred in an image of side side.
func (p *printer) stamp(dst *ebiten.Image, key stampKey, side, x, y float64, alpha float32, render func(img *ebiten.Image, c float64)) {
	img, ok := p.stamps[key]
	if !ok {
		n := int(math.Ceil(side)) + 2
		img = ebiten.NewImage(n, n)
		render(img, float64(n)/2)
		p.stamps[key] = img
	}
	n := float64(img.Bounds().Dx())
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(math.Round(x-n/2), math.Round(y-n/2))
	p.op.ColorScale.Reset()
	p.op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, &p.op)
}

// Paint implements paint.Painter.
func (p *printer) Paint(dst *ebiten.Image, v layout.View) {
	s := p.s
	s.table.Paint(dst, v)
	b := dst.Bounds()
	p.txt = ebiten.NewImage(b.Dx(), b.Dy())
	p.stamps = make(map[stampKey]*ebiten.Image)
	defer func() {
		dst.DrawImage(p.txt, nil)
		p.txt.Deallocate()
		p.txt = nil
		for _, img := range p.stamps {
			img.Deallocate()
		}
		p.stamps = nil
	}()
	g := &s.geom
	p.furniture(dst, v, g)
	p.arcs(dst, v, g)
	p.paytables(dst, v, g)
	for n := range table.Seats {
		if s.core.Occupant(n) == crazy4.Empty && n != s.core.Person() {
			// An empty place still has its circles printed, fainter.
			p.seat(dst, v, &g.Seats[n], 0.45)
			continue
		}
		p.seat(dst, v, &g.Seats[n], 1)
	}
}

// face returns a face of style at size design units for view v.
func (p *printer) face(v layout.View, style fonts.Style, size float64) text.Face {
	return p.s.fonts.Face(style, v.Len(size))
}

// furniture paints the dealer's side: the meter's panel, the chip tray, the shoe, the discard
// rack and the marked places for cards.
func (p *printer) furniture(dst *ebiten.Image, v layout.View, g *geometry) {
	b := &p.brush
	// The meter's panel, dark, with a brass bezel; the odometer is drawn over it each frame.
	m := v.Rect(g.Meter)
	b.RoundRect(dst, layout.Rect{X: m.X + v.Len(2), Y: m.Y + v.Len(4), W: m.W, H: m.H}, v.Len(10), paint.Night, 0.6)
	b.RoundRect(dst, m, v.Len(10), paint.Brass, 1)
	b.RoundRect(dst, m.Inset(v.Len(2)), v.Len(8), 0x140B07, 1)
	if title, pays, ok := p.s.meterTexts(); ok {
		tf := p.face(v, fonts.Bold, 9.5)
		size := 8.0
		pf := p.face(v, fonts.Medium, size)
		b.Tracked(p.txt, title, tf, m.X+m.W/2, m.Y+v.Len(14), v.Len(2), text.AlignCenter, paint.Brass, 1)
		for size > 5 && paint.TrackedWidth(pays, pf, v.Len(0.3)) > m.W-v.Len(20) {
			size -= 0.25
			pf = p.face(v, fonts.Medium, size)
		}
		b.Tracked(p.txt, pays, pf, m.X+m.W/2, m.Y+m.H-v.Len(6), v.Len(0.3), text.AlignCenter, paint.Ink, 0.75)
	}

	// The chip tray: a recessed wooden box with rows of chips.
	t := v.Rect(g.Tray)
	b.RoundRect(dst, t.Inset(-v.Len(3)), v.Len(6), woodLight, 1)
	b.RoundRect(dst, t, v.Len(4), wood, 1)
	cols := [...]paint.Color{0xEEEEEE, 0xC62828, 0x2E7D32, 0x222222, 0x6A1B9A, 0xEF6C00, 0x2E7D32, 0xC62828, 0xEEEEEE}
	cw := t.W / float64(len(cols))
	cr := cw * 0.36
	for i, c := range cols {
		x := t.X + cw*(float64(i)+0.5)
		for k := range 3 {
			y := t.Y + t.H*(0.25+0.25*float64(k))
			p.stamp(dst, stampKey{kind: 100, size: cr, color: c}, 2*cr+2, x, y, 0.9, func(img *ebiten.Image, m float64) {
				b.Circle(img, m, m, cr, c, 1)
				b.Ring(img, m, m, cr, v.Len(0.8), paint.Night, 0.5)
			})
		}
	}

	// The discard rack: a dark box.
	d := g.Discard
	r := v.Rect(layout.Rect{X: d.X - 34, Y: d.Y - 26, W: 68, H: 52})
	b.RoundRect(dst, r.Inset(-v.Len(2)), v.Len(6), woodLight, 1)
	b.RoundRect(dst, r, v.Len(5), wood, 1)
	b.RoundFrame(dst, r.Inset(v.Len(5)), v.Len(3), v.Len(1), paint.Brass, 0.35)

	// The shoe, angled toward the dealer's hand; a card shows at its mouth each frame.
	sh := g.Shoe
	xy := []float64{}
	for _, q := range [][2]float64{{-30, -30}, {40, -30}, {46, 26}, {-40, 26}} {
		x, y := v.ToDevice(sh.X+q[0], sh.Y+q[1])
		xy = append(xy, x, y)
	}
	b.Polygon(dst, xy, 0x1A120D, 1)
	b.RoundFrame(dst, v.Rect(layout.Rect{X: sh.X - 26, Y: sh.Y - 26, W: 66, H: 48}), v.Len(4), v.Len(1.2), paint.Brass, 0.5)

	// The chip rack's tray, under the person's chips.
	if p.s.person != crazy4.NoPerson {
		r := v.Rect(g.Rack)
		b.RoundRect(dst, r.Inset(-v.Len(4)), v.Len(12), 0x120C08, 0.55)
	}

	// The dealer's places.
	for _, c := range g.Dealer {
		p.cardPlace(dst, v, c, g.DealerW, 0.25)
	}
	label := p.face(v, fonts.Bold, 8.5)
	if p.s.core.Offered(crazy4.SixCard) {
		p.cardPlace(dst, v, g.Communal, g.DealerW*0.9, 0.45)
		x, y := v.ToDevice(g.Communal.X, g.Communal.Y+g.DealerW*0.9*0.7+12)
		b.Tracked(p.txt, "6 CARD BONUS", label, x, y, v.Len(1), text.AlignCenter, paint.Brass, 0.8)
	}
	if hb := p.s.core.Config().HandBonus; hb.Offered && hb.MagicCard {
		p.cardPlace(dst, v, g.Magic, g.DealerW*0.9, 0.45)
		x, y := v.ToDevice(g.Magic.X, g.Magic.Y+g.DealerW*0.9*0.7+12)
		b.Tracked(p.txt, "MAGIC CARD", label, x, y, v.Len(1), text.AlignCenter, paint.Brass, 0.8)
	}
}

// cardPlace prints the outline of a card's place.
func (p *printer) cardPlace(dst *ebiten.Image, v layout.View, c point, w, alpha float64) {
	h := w * 1.4
	r := v.Rect(layout.Rect{X: c.X - w/2 - 3, Y: c.Y - h/2 - 3, W: w + 6, H: h + 6})
	p.brush.RoundFrame(dst, r, v.Len(6), v.Len(1.2), paint.Ink, float32(alpha))
}

// arcs prints the game's name arched below the dealer, the qualifying rule and the limits.
func (p *printer) arcs(dst *ebiten.Image, v layout.View, g *geometry) {
	b := &p.brush
	cx, cy := v.ToDevice(g.ArcX, g.ArcY)
	r := v.Len(g.ArcR)
	name := p.face(v, fonts.Bold, 34)
	b.ArcText(p.txt, "CRAZY 4 POKER", name, cx, cy+v.Len(1.5), r, v.Len(7), paint.Under, paint.Night, 0.3)
	b.ArcText(p.txt, "CRAZY 4 POKER", name, cx, cy, r, v.Len(7), paint.Under, paint.Brass, 1)
	rule := p.face(v, fonts.Bold, 13)
	b.ArcText(p.txt, "DEALER QUALIFIES WITH KING HIGH OR BETTER", rule, cx, cy, r+v.Len(24), v.Len(2.2), paint.Under, paint.Ink, 0.9)
	small := p.face(v, fonts.Medium, 10.5)
	b.ArcText(p.txt, p.s.limitsLine(), small, cx, cy, r+v.Len(44), v.Len(1.2), paint.Under, paint.Ink, 0.7)
	// Brass rules either side of the name.
	half := paint.TrackedWidth("CRAZY 4 POKER", name, v.Len(7))/2/r + 0.025
	rr := r - v.Len(12)
	b.Arc(dst, cx, cy, rr, math.Pi/2+half, math.Pi/2+half+0.16, v.Len(1.4), paint.Brass, 0.7)
	b.Arc(dst, cx, cy, rr, math.Pi/2-half-0.16, math.Pi/2-half, v.Len(1.4), paint.Brass, 0.7)
}

// limitsLine is the table limits as printed: the Ante and each side bet offered.
func (s *Scene) limitsLine() string {
	parts := []string{"TABLE LIMITS"}
	add := func(name string, l table.Limit) {
		if !l.Offered() {
			return
		}
		if len(l.Exact) > 0 {
			parts = append(parts, name+" "+exactText(l.Exact))
			return
		}
		parts = append(parts, name+" "+l.Min.String()+" – "+l.Max.String())
	}
	add("ANTE = SUPER BONUS", s.core.Limit(crazy4.Ante))
	add("QUEENS UP", s.core.Limit(crazy4.QueensUp))
	add("6 CARD", s.core.Limit(crazy4.SixCard))
	add("PROGRESSIVE", s.core.Limit(crazy4.Progressive))
	add("5 CARD BONUS", s.core.Limit(crazy4.HandBonus))
	add("BAD BEAT", s.core.Limit(crazy4.BadBeat))
	add("COVER ALL", s.core.Limit(crazy4.CoverAll))
	return strings.Join(parts, "  ·  ")
}

func exactText(xs []money.Amount) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteString(" or ")
		}
		b.WriteString(x.String())
	}
	return b.String()
}

// paytables prints the Super Bonus and Queens Up pay tables on the felt, as real layouts do.
func (p *printer) paytables(dst *ebiten.Image, v layout.View, g *geometry) {
	p.paytable(dst, v, g.PayLeft, "SUPER BONUS", "PAYS WHATEVER THE DEALER HOLDS", lines4(paytable.SuperBonus()))
	if q, ok := p.s.queensUp(); ok {
		p.paytable(dst, v, g.PayRight, "QUEENS UP", "PAYS ON YOUR HAND ALONE", lines4(q))
	}
}

// payLine is one line of a printed pay table.
type payLine struct{ hand, pay string }

func lines4(t paytable.Table[paytable.Class4]) []payLine {
	out := make([]payLine, 0, len(t.Lines))
	for _, l := range t.Lines {
		out = append(out, payLine{strings.ToUpper(l.Hand), strings.ToUpper(l.Pay.String())})
	}
	return out
}

// paytable prints one pay table in a box: its title, a note, and the lines with the pays
// set flush right.
func (p *printer) paytable(dst *ebiten.Image, v layout.View, r layout.Rect, title, note string, lines []payLine) {
	b := &p.brush
	d := v.Rect(r)
	b.RoundFrame(dst, d, v.Len(10), v.Len(1.5), paint.Brass, 0.75)
	b.RoundFrame(dst, d.Inset(v.Len(4)), v.Len(7), v.Len(0.8), paint.Brass, 0.4)
	tf := p.face(v, fonts.Bold, 15)
	nf := p.face(v, fonts.Medium, 8)
	// The lines are set as large as the box allows, up to 10.5.
	size := 10.5
	lf := p.face(v, fonts.Medium, size)
	for size > 6 {
		widest := 0.0
		for _, l := range lines {
			widest = max(widest, paint.TrackedWidth(l.hand+"  "+l.pay, lf, v.Len(0.6)))
		}
		if widest <= d.W-v.Len(28) {
			break
		}
		size -= 0.25
		lf = p.face(v, fonts.Medium, size)
	}
	for ns := 8.0; ns > 5 && paint.TrackedWidth(note, nf, v.Len(1)) > d.W-v.Len(16); {
		ns -= 0.25
		nf = p.face(v, fonts.Medium, ns)
	}
	x0, x1 := d.X+v.Len(14), d.X+d.W-v.Len(14)
	y := d.Y + v.Len(24)
	b.Tracked(p.txt, title, tf, d.X+d.W/2, y, v.Len(3), text.AlignCenter, paint.Brass, 1)
	y += v.Len(13)
	b.Tracked(p.txt, note, nf, d.X+d.W/2, y, v.Len(1), text.AlignCenter, paint.Ink, 0.65)
	step := (r.H - 50) / float64(max(len(lines), 1))
	step = math.Min(step, 17)
	y += v.Len(step + 2)
	for _, l := range lines {
		b.Tracked(p.txt, l.hand, lf, x0, y, v.Len(0.6), text.AlignStart, paint.Ink, 0.9)
		b.Tracked(p.txt, l.pay, lf, x1, y, v.Len(0.6), text.AlignEnd, paint.Brass, 1)
		y += v.Len(step)
	}
}

// seat prints one seat's circles, names around their rims, and the sign between the Ante
// and the Super Bonus.
func (p *printer) seat(dst *ebiten.Image, v layout.View, sg *seatGeom, alpha float32) {
	b := &p.brush
	core := p.s.core
	for w := range table.Wager(crazy4.NumWagers) {
		if !core.Offered(w) {
			continue
		}
		c := sg.Spots[w]
		x, y := v.ToDevice(c.X, c.Y)
		r := v.Len(c.R)
		key := stampKey{kind: int(w), size: math.Round(r * 4)}
		if w == crazy4.Progressive {
			// The progressive's sensor: a bezel and a lens that lights at coin-in.
			p.stamp(dst, key, 2*r+v.Len(4), x, y, alpha, func(img *ebiten.Image, m float64) {
				b.Circle(img, m, m+v.Len(1.5*sg.S), r, paint.Night, 0.35)
				b.Circle(img, m, m, r, 0x8E7A4A, 1)
				b.Circle(img, m, m, r*0.8, 0x3A3026, 1)
				b.Circle(img, m, m, r*0.62, lens, 1)
			})
			f := p.face(v, fonts.Bold, math.Max(6.5, 8*sg.S))
			b.Tracked(p.txt, "PROGRESSIVE", f, x, y+r+v.Len(9*sg.S+3), v.Len(0.5), text.AlignCenter, paint.Brass, 0.85*alpha)
			continue
		}
		ring, width := paint.Ink, 2.0
		switch w {
		case crazy4.QueensUp, crazy4.SixCard, crazy4.BadBeat, crazy4.HandBonus, crazy4.DealerBonus, crazy4.CoverAll:
			ring, width = paint.Brass, 1.8
		}
		lw := v.Len(width * math.Max(sg.S, 0.7))
		double := w != crazy4.Play && w != crazy4.Ante && w != crazy4.SuperBonus
		inner := r - v.Len(3.5*sg.S)
		p.stamp(dst, key, 2*r+lw+2, x, y, alpha, func(img *ebiten.Image, m float64) {
			b.Circle(img, m, m, r, shade, 0.45)
			b.Ring(img, m, m, r, lw, ring, 0.9)
			if double {
				b.Ring(img, m, m, inner, v.Len(0.8), ring, 0.5)
			}
		})
		size := math.Max(6.5, math.Min(9.5, c.R*0.3)*sg.S/math.Max(sg.S, 0.01))
		if !sg.Front {
			size = math.Max(6, c.R*0.34)
		}
		f := p.face(v, fonts.Bold, size)
		name := printedNames[w]
		track := v.Len(0.8)
		// The name runs along the bottom of the rim, where a stack of chips does not hide it.
		b.ArcText(p.txt, name, f, x, y, r-v.Len(size*0.35+2), track, paint.Under, ring, 0.95*alpha)
		if w == crazy4.Play && sg.Front {
			pf := p.face(v, fonts.Bold, 8)
			b.Tracked(p.txt, "1X – 3X", pf, x, y-r+v.Len(13), v.Len(0.8), text.AlignCenter, paint.Ink, 0.6*alpha)
		}
	}
	// "=" between the Ante and the Super Bonus: they are equal.
	a, s := sg.Spots[crazy4.Ante], sg.Spots[crazy4.SuperBonus]
	mx, my := v.ToDevice((a.X+s.X)/2, (a.Y+s.Y)/2)
	half, gap := v.Len(4*math.Max(sg.S, 0.6)), v.Len(2.2*math.Max(sg.S, 0.6))
	b.Line(dst, mx-half, my-gap, mx+half, my-gap, v.Len(1.6*math.Max(sg.S, 0.6)), paint.Ink, 0.9*alpha)
	b.Line(dst, mx-half, my+gap, mx+half, my+gap, v.Len(1.6*math.Max(sg.S, 0.6)), paint.Ink, 0.9*alpha)
}
