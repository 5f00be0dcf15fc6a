package crazy4

import (
	"math"
	"strings"

	"felt/game/crazy4"
	"felt/game/paytable"
	"felt/game/table"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
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

// Paint implements tbl.Plug: the meter's words, the places of the communal and the Magic
// Card, the game's name arched below the dealer, the pay tables and the seats' circles.
func (t *Table) Paint(p *tbl.Printer, dst *ebiten.Image, v layout.View) {
	s := p.Scene()
	g := &t.geom
	b := &p.Brush
	if title, pays, ok := t.meterTexts(s); ok {
		m := v.Rect(g.Meter)
		tf := p.Face(v, fonts.Bold, 9.5)
		size := 8.0
		pf := p.Face(v, fonts.Medium, size)
		b.Tracked(p.Txt, title, tf, m.X+m.W/2, m.Y+v.Len(14), v.Len(2), text.AlignCenter, paint.Brass, 1)
		for size > 5 && paint.TrackedWidth(pays, pf, v.Len(0.3)) > m.W-v.Len(20) {
			size -= 0.25
			pf = p.Face(v, fonts.Medium, size)
		}
		b.Tracked(p.Txt, pays, pf, m.X+m.W/2, m.Y+m.H-v.Len(6), v.Len(0.3), text.AlignCenter, paint.Ink, 0.75)
	}
	label := p.Face(v, fonts.Bold, 8.5)
	if s.Offered(crazy4.SixCard) {
		p.CardPlace(dst, v, g.Communal, g.DealerW*0.9, 0.45)
		x, y := v.ToDevice(g.Communal.X, g.Communal.Y+g.DealerW*0.9*0.7+12)
		b.Tracked(p.Txt, "6 CARD BONUS", label, x, y, v.Len(1), text.AlignCenter, paint.Brass, 0.8)
	}
	if hb := t.cfg.HandBonus; hb.Offered && hb.MagicCard {
		p.CardPlace(dst, v, g.Aside, g.DealerW*0.9, 0.45)
		x, y := v.ToDevice(g.Aside.X, g.Aside.Y+g.DealerW*0.9*0.7+12)
		b.Tracked(p.Txt, "MAGIC CARD", label, x, y, v.Len(1), text.AlignCenter, paint.Brass, 0.8)
	}
	t.arcs(p, dst, v, s)
	t.paytables(p, dst, v, s)
	c := core(s)
	for n := range table.Seats {
		if c != nil && c.Occupant(n) == crazy4.Empty && n != s.Person() {
			// An empty place still has its circles printed, fainter.
			t.seat(p, dst, v, s, &g.Seats[n], 0.45)
			continue
		}
		t.seat(p, dst, v, s, &g.Seats[n], 1)
	}
}

// arcs prints the game's name arched below the dealer, the qualifying rule and the limits.
func (t *Table) arcs(p *tbl.Printer, dst *ebiten.Image, v layout.View, s *tbl.Scene) {
	g := &t.geom
	b := &p.Brush
	cx, cy := v.ToDevice(g.ArcX, g.ArcY)
	r := v.Len(g.ArcR)
	name := p.Face(v, fonts.Bold, 34)
	b.ArcText(p.Txt, "CRAZY 4 POKER", name, cx, cy+v.Len(1.5), r, v.Len(7), paint.Under, paint.Night, 0.3)
	b.ArcText(p.Txt, "CRAZY 4 POKER", name, cx, cy, r, v.Len(7), paint.Under, paint.Brass, 1)
	rule := p.Face(v, fonts.Bold, 13)
	b.ArcText(p.Txt, "DEALER QUALIFIES WITH KING HIGH OR BETTER", rule, cx, cy, r+v.Len(24), v.Len(2.2), paint.Under, paint.Ink, 0.9)
	small := p.Face(v, fonts.Medium, 10.5)
	b.ArcText(p.Txt, limitsLine(s), small, cx, cy, r+v.Len(44), v.Len(1.2), paint.Under, paint.Ink, 0.7)
	// Brass rules either side of the name.
	half := paint.TrackedWidth("CRAZY 4 POKER", name, v.Len(7))/2/r + 0.025
	rr := r - v.Len(12)
	b.Arc(dst, cx, cy, rr, math.Pi/2+half, math.Pi/2+half+0.16, v.Len(1.4), paint.Brass, 0.7)
	b.Arc(dst, cx, cy, rr, math.Pi/2-half-0.16, math.Pi/2-half, v.Len(1.4), paint.Brass, 0.7)
}

// limitsLine is the table limits as printed: the Ante and each side bet offered.
func limitsLine(s *tbl.Scene) string {
	parts := []string{"TABLE LIMITS"}
	add := func(name string, l table.Limit) {
		if !l.Offered() {
			return
		}
		if len(l.Exact) > 0 {
			parts = append(parts, name+" "+tbl.ExactText(l.Exact))
			return
		}
		parts = append(parts, name+" "+l.Min.String()+" – "+l.Max.String())
	}
	add("ANTE = SUPER BONUS", s.Core().Limit(crazy4.Ante))
	add("QUEENS UP", s.Core().Limit(crazy4.QueensUp))
	add("6 CARD", s.Core().Limit(crazy4.SixCard))
	add("PROGRESSIVE", s.Core().Limit(crazy4.Progressive))
	add("5 CARD BONUS", s.Core().Limit(crazy4.HandBonus))
	add("BAD BEAT", s.Core().Limit(crazy4.BadBeat))
	add("COVER ALL", s.Core().Limit(crazy4.CoverAll))
	return strings.Join(parts, "  ·  ")
}

// paytables prints the Super Bonus and Queens Up pay tables on the felt, as real layouts do.
func (t *Table) paytables(p *tbl.Printer, dst *ebiten.Image, v layout.View, s *tbl.Scene) {
	g := &t.geom
	p.Paytable(dst, v, g.PayLeft, "SUPER BONUS", "PAYS WHATEVER THE DEALER HOLDS", lines4(paytable.SuperBonus()))
	if q, ok := t.queensUp(); ok {
		p.Paytable(dst, v, g.PayRight, "QUEENS UP", "PAYS ON YOUR HAND ALONE", lines4(q))
	}
}

// payLine is one line of a printed pay table.
func lines4(t paytable.Table[paytable.Class4]) []tbl.PayLine {
	out := make([]tbl.PayLine, 0, len(t.Lines))
	for _, l := range t.Lines {
		out = append(out, tbl.PayLine{Hand: strings.ToUpper(l.Hand), Pay: strings.ToUpper(l.Pay.String())})
	}
	return out
}

// paytable prints one pay table in a box: its title, a note, and the lines with the pays
// set flush right.
// seat prints one seat's circles, names around their rims, and the sign between the Ante
// and the Super Bonus.
func (t *Table) seat(p *tbl.Printer, dst *ebiten.Image, v layout.View, s *tbl.Scene, sg *tbl.Seat, alpha float32) {
	b := &p.Brush
	for w := range table.Wager(crazy4.NumWagers) {
		if !s.Offered(w) {
			continue
		}
		c := sg.Spots[w]
		x, y := v.ToDevice(c.X, c.Y)
		r := v.Len(c.R)
		key := tbl.StampKey{Kind: int(w), Size: math.Round(r * 4)}
		if w == crazy4.Progressive {
			// The progressive's sensor: a bezel and a lens that lights at coin-in.
			p.Stamp(dst, key, 2*r+v.Len(4), x, y, alpha, func(img *ebiten.Image, m float64) {
				b.Circle(img, m, m+v.Len(1.5*sg.S), r, paint.Night, 0.35)
				b.Circle(img, m, m, r, 0x8E7A4A, 1)
				b.Circle(img, m, m, r*0.8, 0x3A3026, 1)
				b.Circle(img, m, m, r*0.62, tbl.Lens, 1)
			})
			f := p.Face(v, fonts.Bold, math.Max(6.5, 8*sg.S))
			b.Tracked(p.Txt, "PROGRESSIVE", f, x, y+r+v.Len(9*sg.S+3), v.Len(0.5), text.AlignCenter, paint.Brass, 0.85*alpha)
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
		p.Stamp(dst, key, 2*r+lw+2, x, y, alpha, func(img *ebiten.Image, m float64) {
			b.Circle(img, m, m, r, tbl.Shade, 0.45)
			b.Ring(img, m, m, r, lw, ring, 0.9)
			if double {
				b.Ring(img, m, m, inner, v.Len(0.8), ring, 0.5)
			}
		})
		size := math.Max(6.5, math.Min(9.5, c.R*0.3)*sg.S/math.Max(sg.S, 0.01))
		if !sg.Front {
			size = math.Max(6, c.R*0.34)
		}
		f := p.Face(v, fonts.Bold, size)
		name := printedNames[w]
		track := v.Len(0.8)
		// The name runs along the bottom of the rim, where a stack of chips does not hide it.
		b.ArcText(p.Txt, name, f, x, y, r-v.Len(size*0.35+2), track, paint.Under, ring, 0.95*alpha)
		if w == crazy4.Play && sg.Front {
			pf := p.Face(v, fonts.Bold, 8)
			b.Tracked(p.Txt, "1X – 3X", pf, x, y-r+v.Len(13), v.Len(0.8), text.AlignCenter, paint.Ink, 0.6*alpha)
		}
	}
	// "=" between the Ante and the Super Bonus: they are equal.
	a, sb := sg.Spots[crazy4.Ante], sg.Spots[crazy4.SuperBonus]
	mx, my := v.ToDevice((a.X+sb.X)/2, (a.Y+sb.Y)/2)
	half, gap := v.Len(4*math.Max(sg.S, 0.6)), v.Len(2.2*math.Max(sg.S, 0.6))
	b.Line(dst, mx-half, my-gap, mx+half, my-gap, v.Len(1.6*math.Max(sg.S, 0.6)), paint.Ink, 0.9*alpha)
	b.Line(dst, mx-half, my+gap, mx+half, my+gap, v.Len(1.6*math.Max(sg.S, 0.6)), paint.Ink, 0.9*alpha)
}
