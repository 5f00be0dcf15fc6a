package crazy4

import (
	"math"
	"strings"

	"felt/game/crazy4"
	"felt/game/paytable"
	"felt/game/table"
	"felt/render/box"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/printing"
	"felt/render/stage"
	tbl "felt/render/table"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Paint implements tbl.Plug: the meter's words, the places of the communal and the Magic
// Card, the game's name arched below the dealer, and the pay tables (the machinery prints the seats' circles).
func (t *Table) Paint(s stage.Stage, p *printing.Printer, dst *ebiten.Image, v layout.View) {
	g := &t.geom
	// The meters' panels where the table has them (a phone on its side's taller: geom.Places.PlaceSide).
	at := s.Layout()
	if title, pays, ok := t.meterTexts(s); ok && !p.MeterName(v, at.Meter, 0, "PROGRESSIVE") {
		m := v.Rect(at.Meter)
		const size = 8.5
		pf := p.Face(v, fonts.Medium, size)
		// The title as large as fits the panel (narrower in portrait beside a second meter).
		ts := 9.5
		for ts > 6.5 && paint.TrackedWidth(title, p.Face(v, fonts.Bold, ts), v.Len(2)) > m.W-v.Len(16) {
			ts -= 0.25
		}
		p.Tracked(v, title, fonts.Bold, ts, m.X+m.W/2, m.Y+v.Len(14), v.Len(2), text.AlignCenter, paint.Brass, 1, box.Table, geom.MeterGroup(0))
		// The top pays that fit at a readable size; the whole table is on the pays-and-rules
		// sign.
		parts := strings.Split(pays, " · ")
		foot := parts[0]
		for _, q := range parts[1:] {
			if paint.TrackedWidth(foot+" · "+q, pf, v.Len(0.3)) > m.W-v.Len(20) {
				break
			}
			foot += " · " + q
		}
		p.Tracked(v, foot, fonts.Medium, size, m.X+m.W/2, m.Y+m.H-v.Len(6), v.Len(0.3), text.AlignCenter, paint.Ink, 0.75, box.Table, geom.MeterGroup(0))
	}
	if s.Offered(crazy4.SixCard) {
		p.CardPlace(dst, v, g.Communal, g.DealerW*0.9, 0.45)
		x, y := v.ToDevice(g.Communal.X, g.Communal.Y+g.DealerW*0.9*0.7+12)
		p.Tracked(v, "6 CARD BONUS", fonts.Bold, 8.5, x, y, v.Len(1), text.AlignCenter, paint.Brass, 0.8, box.Dealer, 0)
	}
	if hb := t.cfg.HandBonus; hb.Offered && hb.MagicCard {
		p.CardPlace(dst, v, g.Aside, g.DealerW*0.9, 0.45)
		x, y := v.ToDevice(g.Aside.X, g.Aside.Y+g.DealerW*0.9*0.7+12)
		p.Tracked(v, "MAGIC CARD", fonts.Bold, 8.5, x, y, v.Len(1), text.AlignCenter, paint.Brass, 0.8, box.Dealer, 0)
	}
	t.printMeter2(p, dst, v, at.Meter2)
	t.arcs(p, dst, v, s)
	t.paytables(p, dst, v, s)
}

// arcs prints the game's name arched below the dealer, the qualifying rule and the limits.
func (t *Table) arcs(p *printing.Printer, dst *ebiten.Image, v layout.View, s stage.Stage) {
	g := &t.geom
	b := &p.Brush
	cx, cy := v.ToDevice(g.ArcX, g.ArcY)
	r := v.Len(g.ArcR)
	name := p.Face(v, fonts.Bold, 34)
	if p.Legible(v, 34) {
		b.ArcText(p.Txt, "CRAZY 4 POKER", name, cx, cy+v.Len(1.5), r, v.Len(7), paint.Under, paint.Night, 0.3)
	}
	p.ArcText(v, "CRAZY 4 POKER", fonts.Bold, 34, cx, cy, r, v.Len(7), paint.Under, paint.Brass, printing.PrintName, box.Table, 0)
	p.ArcText(v, "DEALER QUALIFIES WITH KING HIGH OR BETTER", fonts.Bold, 13, cx, cy, r+v.Len(24), v.Len(2.2), paint.Under, paint.Ink, printing.PrintRule, box.Table, 0)
	lines := []string{limitsLine(s)}
	if g.O == layout.Portrait {
		// Seen along its length the table is narrow: the limits take two lines, clear of the
		// 6 Card Bonus's place, split where the longer of the two is shortest (a table of
		// every wager at the highest limits fits the felt so).
		face := p.Face(v, fonts.Medium, 10.5)
		width := func(parts []string) float64 {
			return paint.TrackedWidth(strings.Join(parts, "  ·  "), face, v.Len(1.2))
		}
		parts := strings.Split(lines[0], "  ·  ")
		best, at := math.Inf(1), 1
		for k := 1; k < len(parts); k++ {
			if w := max(width(parts[:k]), width(parts[k:])); w < best {
				best, at = w, k
			}
		}
		lines = []string{strings.Join(parts[:at], "  ·  "), strings.Join(parts[at:], "  ·  ")}
	}
	for i, l := range lines {
		p.ArcText(v, l, fonts.Medium, 10.5, cx, cy, r+v.Len(44+15*float64(i)), v.Len(1.2), paint.Under, paint.Ink, printing.PrintLimits, box.Table, 0)
	}
	// Brass rules either side of the name.
	half := paint.TrackedWidth("CRAZY 4 POKER", name, v.Len(7))/2/r + 0.025
	rr := r - v.Len(12)
	b.Arc(dst, cx, cy, rr, math.Pi/2+half, math.Pi/2+half+0.16, v.Len(1.4), paint.Brass, 0.7)
	b.Arc(dst, cx, cy, rr, math.Pi/2-half-0.16, math.Pi/2-half, v.Len(1.4), paint.Brass, 0.7)
}

// limitsLine is the table limits as printed: the Ante and each side bet offered, the wagers
// of the same limits together ("QUEENS UP, 6 CARD 5 – 100").
func limitsLine(s stage.Stage) string {
	var groups []string // each limit's text, in the order first met
	names := map[string][]string{}
	add := func(name string, l table.Limit) {
		if !l.Offered() {
			return
		}
		lim := l.Min.String() + " – " + l.Max.String()
		if len(l.Exact) > 0 {
			lim = tbl.ExactText(l.Exact)
		}
		if _, ok := names[lim]; !ok {
			groups = append(groups, lim)
		}
		names[lim] = append(names[lim], name)
	}
	core := s.Core()
	add("ANTE = SUPER BONUS", core.Limit(crazy4.Ante))
	add("QUEENS UP", core.Limit(crazy4.QueensUp))
	add("6 CARD", core.Limit(crazy4.SixCard))
	add("PROGRESSIVE", core.Limit(crazy4.Progressive))
	add("5 CARD BONUS", core.Limit(crazy4.HandBonus))
	add("BAD BEAT", core.Limit(crazy4.BadBeat))
	add("COVER ALL", core.Limit(crazy4.CoverAll))
	parts := []string{"TABLE LIMITS"}
	for _, lim := range groups {
		parts = append(parts, strings.Join(names[lim], ", ")+" "+lim)
	}
	return strings.Join(parts, "  ·  ")
}

// paytables prints the Super Bonus and Queens Up pay tables on the felt, as real layouts do.
func (t *Table) paytables(p *printing.Printer, dst *ebiten.Image, v layout.View, s stage.Stage) {
	g := &t.geom
	p.Paytable(dst, v, g.PayLeft, "SUPER BONUS", "PAYS WHATEVER THE DEALER HOLDS", lines4(paytable.SuperBonus()))
	if q, ok := t.queensUp(); ok {
		p.Paytable(dst, v, g.PayRight, "QUEENS UP", "PAYS ON YOUR HAND ALONE", lines4(q))
	}
}

// payLine is one line of a printed pay table.
func lines4(t paytable.Table[paytable.Class4]) []printing.PayLine {
	out := make([]printing.PayLine, 0, len(t.Lines))
	for _, l := range t.Lines {
		out = append(out, printing.PayLine{Hand: strings.ToUpper(l.Hand), Pay: strings.ToUpper(l.Pay.String())})
	}
	return out
}

// paytable prints one pay table in a box: its title, a note, and the lines with the pays
// set flush right.
