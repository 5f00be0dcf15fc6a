package crisscross

import (
	"math"
	"strings"

	cc "felt/game/crisscross"
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

// Paint implements tbl.Plug: the meters' words, the cross of community places, the game's
// name arched below it with its rule and limits, and the pay tables (the machinery prints the
// seats' circles).
func (t *Table) Paint(s stage.Stage, p *printing.Printer, dst *ebiten.Image, v layout.View) {
	t.meterWords(p, dst, v, s)
	t.printCross(p, dst, v)
	t.arcs(p, dst, v, s)
	t.paytables(p, dst, v)
}

// meterWords prints the words of each meter's panel: which wager's jackpot it shows, and
// what spins its wheel. The machinery paints the first panel; the second is the game's.
func (t *Table) meterWords(p *printing.Printer, dst *ebiten.Image, v layout.View, s stage.Stage) {
	g := s.Layout() // where the table has the panels (a phone on its side's: geom.Places.PlaceSide)
	for _, w := range [2]table.Wager{cc.BonusSpin, cc.Xtreme} {
		k := s.Core().MeterOf(w)
		var r layout.Rect
		switch k {
		case 0:
			r = g.Meter
		case 1:
			r = g.Meter2
			p.MeterPanel(dst, v, r)
		default:
			continue
		}
		title, foot, short := "BONUS SPIN JACKPOT", "A PAIR IN YOUR HAND SPINS THE WHEEL", "BONUS SPIN"
		if w == cc.Xtreme {
			title, short = "XTREME HOT SPOT JACKPOT", "XTREME"
			foot = upper(t.cfg.XtremeTable.Qualifier.Name) + " SPINS"
		}
		m := v.Rect(r)
		group := geom.MeterGroup(k)
		if k == 1 {
			p.Print(box.Box{Kind: box.Board, Owner: box.Table, Group: group, Name: title}, m)
		}
		if p.MeterName(v, r, k, title, short) {
			continue
		}
		small := r.H < 60
		ts, fs := 9.5, 7.5
		if small {
			ts, fs = 8.5, 6.5
		}
		p.Tracked(v, title, fonts.Bold, ts, m.X+m.W/2, m.Y+v.Len(r.H*0.2+1.5), v.Len(2), text.AlignCenter, paint.Brass, 1, box.Table, group)
		p.Tracked(v, foot, fonts.Medium, fs, m.X+m.W/2, m.Y+m.H-v.Len(r.H*0.1), v.Len(0.8), text.AlignCenter, paint.Ink, 0.75, box.Table, group)
	}
}

// printCross prints the cross of community places in front of the dealer (001 ch.2 B(3)):
// a darker plus of two bands, the Across band and the Down band, each place inscribed with
// its line, and the bands' names at their ends.
func (t *Table) printCross(p *printing.Printer, dst *ebiten.Image, v layout.View) {
	g := &t.geom
	b := &p.Brush
	across, down := g.bands()
	// The plus, corner by corner, clockwise from the Down band's top left.
	pts := [][2]float64{
		{down.X, down.Y}, {down.X + down.W, down.Y}, {down.X + down.W, across.Y}, {across.X + across.W, across.Y},
		{across.X + across.W, across.Y + across.H}, {down.X + down.W, across.Y + across.H}, {down.X + down.W, down.Y + down.H},
		{down.X, down.Y + down.H}, {down.X, across.Y + across.H}, {across.X, across.Y + across.H}, {across.X, across.Y},
		{down.X, across.Y},
	}
	xy := make([]float64, 0, 2*len(pts))
	for _, q := range pts {
		x, y := v.ToDevice(q[0], q[1])
		xy = append(xy, x, y)
	}
	b.Polygon(dst, xy, printing.Shade, 0.55)
	for i := range pts {
		j := (i + 1) % len(pts)
		b.Line(dst, xy[2*i], xy[2*i+1], xy[2*j], xy[2*j+1], v.Len(1.6), paint.Brass, 0.85)
	}
	// A fine inner line, a printed border.
	in := func(r layout.Rect) layout.Rect { return r.Inset(4) }
	ia, id := in(across), in(down)
	inner := [][2]float64{
		{id.X, id.Y}, {id.X + id.W, id.Y}, {id.X + id.W, ia.Y}, {ia.X + ia.W, ia.Y},
		{ia.X + ia.W, ia.Y + ia.H}, {id.X + id.W, ia.Y + ia.H}, {id.X + id.W, id.Y + id.H},
		{id.X, id.Y + id.H}, {id.X, ia.Y + ia.H}, {ia.X, ia.Y + ia.H}, {ia.X, ia.Y}, {id.X, ia.Y},
	}
	for i := range inner {
		j := (i + 1) % len(inner)
		x0, y0 := v.ToDevice(inner[i][0], inner[i][1])
		x1, y1 := v.ToDevice(inner[j][0], inner[j][1])
		b.Line(dst, x0, y0, x1, y1, v.Len(0.7), paint.Brass, 0.4)
	}
	// The places, each inscribed with its line (under the card once it is dealt).
	word := [cc.CrossSize]string{cc.Top: "DOWN", cc.Left: "ACROSS", cc.Middle: "MIDDLE", cc.Right: "ACROSS", cc.Bottom: "DOWN"}
	for q, c := range g.Community {
		p.CardPlace(dst, v, c, g.CommunityW, 0.35)
		x, y := v.ToDevice(c.X, c.Y+3)
		p.Tracked(v, word[q], fonts.Bold, math.Min(8, g.CommunityW*0.15), x, y, v.Len(0.8), text.AlignCenter, paint.Brass, 0.6, box.Dealer, geom.PlaceGroup(q))
	}
	// The bands' names: ACROSS at the ends of its band, DOWN either side of the top of its.
	end := (across.W - 2*(g.DX+g.CommunityW/2+7)) / 2
	for _, side := range [2]float64{-1, 1} {
		cx := g.Cross.X + side*(across.W/2-end/2-2)
		x, y := v.ToDevice(cx, g.Cross.Y+4)
		p.Tracked(v, "ACROSS", fonts.Bold, 10, x, y, v.Len(1.5), text.AlignCenter, paint.Ink, 0.85, box.Dealer, 0)
		t.chevron(b, dst, v, cx, g.Cross.Y+16, side, 0)
		dx := g.Cross.X + side*(down.W/2+30)
		top := g.Community[cc.Top].Y
		x, y = v.ToDevice(dx, top+2)
		p.Tracked(v, "DOWN", fonts.Bold, 10, x, y, v.Len(1.5), text.AlignCenter, paint.Ink, 0.85, box.Dealer, 0)
		t.chevron(b, dst, v, dx, top+14, 0, 1)
	}
}

// chevron prints a small triangle at x, y (design units) pointing along (dx, dy): outward
// for the Across band's ends.
func (t *Table) chevron(b *paint.Brush, dst *ebiten.Image, v layout.View, x, y, dx, dy float64) {
	const s = 4.0
	var pts [3][2]float64
	if dy == 0 {
		pts = [3][2]float64{{x + dx*s, y}, {x - dx*s, y - s}, {x - dx*s, y + s}}
	} else {
		pts = [3][2]float64{{x, y + dy*s}, {x - s, y - dy*s}, {x + s, y - dy*s}}
	}
	xy := make([]float64, 0, 6)
	for _, q := range pts {
		px, py := v.ToDevice(q[0], q[1])
		xy = append(xy, px, py)
	}
	b.Polygon(dst, xy, paint.Brass, 0.7)
}

// arcs prints the game's name arched below the cross, the antes' rule and the limits.
func (t *Table) arcs(p *printing.Printer, dst *ebiten.Image, v layout.View, s stage.Stage) {
	g := &t.geom
	b := &p.Brush
	cx, cy := v.ToDevice(g.ArcX, g.ArcY)
	r := v.Len(g.ArcR)
	// In landscape the lines sit close under the name: the result line has the room
	// between the limits and the person's cards (geometry's ResultRoom).
	size, lead, step := 34.0, 20.0, 14.0
	track := 1.2 // the limits' letters apart
	rules := []string{"ANTES PAY EVEN MONEY ON JACKS OR BETTER · SIXES TO TENS PUSH"}
	parts := limitParts(s)
	limits := [][]string{parts}
	if g.Narrow {
		size, lead, step = 28, 20, 15
		if g.Snug {
			lead, step = 17, 14
		}
		rules = []string{"ANTES PAY EVEN MONEY ON JACKS OR BETTER", "SIXES TO TENS PUSH"}
		half := (len(parts) + 1) / 2
		limits = [][]string{parts[:half], parts[half:]}
		// A little closer set: the longer line's ends clear of the names of the
		// table-mates beside them on a phone ("↕ Pair of Queens").
		track = 0.8
	}
	name := p.Face(v, fonts.Bold, size)
	const title = "CRISS CROSS POKER"
	if p.Legible(v, size) {
		b.ArcText(p.Txt, title, name, cx, cy+v.Len(1.5), r, v.Len(size/5), paint.Under, paint.Night, 0.3)
	}
	p.ArcText(v, title, fonts.Bold, size, cx, cy, r, v.Len(size/5), paint.Under, paint.Brass, printing.PrintName, box.Table, 0)
	at := g.ArcR + lead
	for _, l := range rules {
		p.ArcText(v, l, fonts.Bold, 12, cx, cy, v.Len(at), v.Len(1.8), paint.Under, paint.Ink, printing.PrintRule, box.Table, 0)
		at += step
	}
	at += step - 12
	for _, l := range limits {
		p.ArcText(v, strings.Join(l, "  ·  "), fonts.Medium, 10.5, cx, cy, v.Len(at), v.Len(track), paint.Under, paint.Ink, printing.PrintLimits, box.Table, 0)
		at += step
	}
	// Brass rules either side of the name.
	half := paint.TrackedWidth(title, name, v.Len(size/5))/2/r + 0.025
	rr := r - v.Len(12)
	b.Arc(dst, cx, cy, rr, math.Pi/2+half, math.Pi/2+half+0.14, v.Len(1.4), paint.Brass, 0.7)
	b.Arc(dst, cx, cy, rr, math.Pi/2-half-0.14, math.Pi/2-half, v.Len(1.4), paint.Brass, 0.7)
}

// limitParts are the table limits as printed: the antes and each side wager offered.
func limitParts(s stage.Stage) []string {
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
	c := s.Core()
	add("EACH ANTE", c.Limit(cc.AnteAcross))
	add("5 CARD BONUS", c.Limit(cc.FiveCardBonus))
	add("BONUS SPIN", c.Limit(cc.BonusSpin))
	add("XTREME", c.Limit(cc.Xtreme))
	return parts
}

// paytables prints the main pay table and the Five Card Bonus's on the felt, as real layouts
// do.
func (t *Table) paytables(p *printing.Printer, dst *ebiten.Image, v layout.View) {
	g := &t.geom
	p.Paytable(dst, v, g.PayLeft, "PAY TABLE", "ACROSS, DOWN AND MIDDLE BETS", lines5(t.cfg.Main))
	if t.cfg.Bonus.Offered() {
		p.Paytable(dst, v, g.PayRight, "5 CARD BONUS", "ON THE FIVE COMMUNITY CARDS", lines5(t.cfg.FiveCard))
	}
}

// lines5 is a five-card pay table's lines as printed.
func lines5(t paytable.Table[paytable.Class5]) []printing.PayLine {
	out := make([]printing.PayLine, 0, len(t.Lines))
	for _, l := range t.Lines {
		out = append(out, printing.PayLine{Hand: printedHand(l.Hand), Pay: upper(l.Pay.String())})
	}
	return out
}

// printedHand prints a pay line's hand in capitals, the plural of a number in small letters:
// "PAIR OF 6s TO 10s".
func printedHand(h string) string {
	u := []byte(upper(h))
	for i := 1; i < len(u); i++ {
		if u[i] == 'S' && u[i-1] >= '0' && u[i-1] <= '9' {
			u[i] = 's'
		}
	}
	return string(u)
}
