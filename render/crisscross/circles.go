package crisscross

import (
	"math"

	cc "felt/game/crisscross"
	"felt/game/table"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// seat prints one seat's circles with their names around the rims, the prize wheels'
// sensors, and the sign between the two antes.
func (t *Table) seat(p *tbl.Printer, dst *ebiten.Image, v layout.View, s *tbl.Scene, sg *tbl.Seat, alpha float32) {
	b := &p.Brush
	for w := range table.Wager(cc.NumWagers) {
		if !s.Offered(w) {
			continue
		}
		c := sg.Spots[w]
		x, y := v.ToDevice(c.X, c.Y)
		r := v.Len(c.R)
		key := tbl.StampKey{Kind: int(w), Size: math.Round(r * 4)}
		if w == cc.BonusSpin || w == cc.Xtreme {
			// A prize wheel's sensor: a bezel and a lens that lights at coin-in.
			bezel := paint.Color(0x8E7A4A)
			if w == cc.Xtreme {
				bezel = 0x9A4A2A
			}
			p.Stamp(dst, key, 2*r+v.Len(4), x, y, alpha, func(img *ebiten.Image, m float64) {
				b.Circle(img, m, m+v.Len(1.5*sg.S), r, paint.Night, 0.35)
				b.Circle(img, m, m, r, bezel, 1)
				b.Circle(img, m, m, r*0.8, 0x3A3026, 1)
				b.Circle(img, m, m, r*0.62, tbl.Lens, 1)
			})
			f := p.Face(v, fonts.Bold, math.Max(6, 7.5*sg.S))
			b.Tracked(p.Txt, printedNames[w], f, x, y+r+v.Len(8*sg.S+2.5), v.Len(0.5), text.AlignCenter, paint.Brass, 0.85*alpha)
			continue
		}
		ring, width := paint.Ink, 2.0
		if w == cc.FiveCardBonus {
			ring, width = paint.Brass, 1.8
		}
		lw := v.Len(width * math.Max(sg.S, 0.7))
		double := w == cc.FiveCardBonus || w == cc.AcrossBet || w == cc.DownBet || w == cc.MiddleBet
		inner := r - v.Len(3.5*sg.S)
		p.Stamp(dst, key, 2*r+lw+2, x, y, alpha, func(img *ebiten.Image, m float64) {
			b.Circle(img, m, m, r, tbl.Shade, 0.45)
			b.Ring(img, m, m, r, lw, ring, 0.9)
			if double {
				b.Ring(img, m, m, inner, v.Len(0.8), ring, 0.5)
			}
		})
		name := printedNames[w]
		size := math.Max(6.5, math.Min(9, c.R*0.32))
		if !sg.Front {
			size = math.Max(5.5, c.R*0.36)
			if len(name) > 9 {
				size = math.Max(5, c.R*0.32)
			}
		}
		f := p.Face(v, fonts.Bold, size)
		// The name runs along the bottom of the rim, where a stack of chips does not hide it.
		b.ArcText(p.Txt, name, f, x, y, r-v.Len(size*0.35+2), v.Len(0.7), paint.Under, ring, 0.95*alpha)
		if sg.Front && (w == cc.AcrossBet || w == cc.DownBet || w == cc.MiddleBet) {
			pf := p.Face(v, fonts.Bold, 7.5)
			b.Tracked(p.Txt, "1X – 3X", pf, x, y-r+v.Len(12), v.Len(0.6), text.AlignCenter, paint.Ink, 0.6*alpha)
		}
	}
	// "=" between the two antes: they are equal.
	a, d := sg.Spots[cc.AnteAcross], sg.Spots[cc.AnteDown]
	mx, my := v.ToDevice((a.X+d.X)/2, (a.Y+d.Y)/2)
	k := math.Max(sg.S, 0.6)
	half, gap := v.Len(4*k), v.Len(2.2*k)
	b.Line(dst, mx-half, my-gap, mx+half, my-gap, v.Len(1.6*k), paint.Ink, 0.9*alpha)
	b.Line(dst, mx-half, my+gap, mx+half, my+gap, v.Len(1.6*k), paint.Ink, 0.9*alpha)
}
