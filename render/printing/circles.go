package printing

import (
	"math"

	"felt/render/box"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// bezel is the ring of a sensor whose Spot names none.
const bezel paint.Color = 0x8E7A4A

// printSeats prints every seat's circles: a table-mate's fainter than the person's (its
// chips stand in one pile, and it is compact beside the person), an empty place's fainter
// still. With no person (a demonstration's table, a lobby's miniature) every seat's are full.
func (p *Printer) printSeats(dst *ebiten.Image, v layout.View) {
	t := &p.t
	for n := range t.Places.Seats {
		alpha := float32(1)
		switch {
		case n == t.Person:
		case t.Empty[n]:
			alpha = EmptySeat
		case t.Person >= 0:
			alpha = MateSeat
		}
		p.seat(dst, v, n, &t.Places.Seats[n], alpha)
	}
}

// seat prints one seat's circles (with their names around the rims on the person's), the sensors, and the
// sign between the two equal wagers (the game's first two spots marked Equal).
func (p *Printer) seat(dst *ebiten.Image, v layout.View, n int, sg *geom.Seat, alpha float32) {
	b := &p.Brush
	var equal []geom.Circle
	for _, sp := range p.t.Rings {
		c := sg.Spots[sp.Wager]
		if c.R == 0 || sp.Printed == "" {
			continue
		}
		if sp.Equal {
			equal = append(equal, c)
		}
		x, y := v.ToDevice(c.X, c.Y)
		r := v.Len(c.R)
		key := StampKey{Kind: int(sp.Wager), Size: math.Round(r * 4)}
		group := geom.CircleGroup(n, sp.Wager)
		// A table-mate's circles are the person's drawing, smaller: their names, too small
		// to read there, are printed on the person's own (and the sign shows the drawing).
		named := sg.Front || p.t.Person < 0
		p.Print(box.Box{Kind: box.Ring, Owner: n, Group: group, Name: sp.Printed, Round: true}, layout.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r})
		if sp.Look == geom.Sensor {
			ring := sp.Bezel
			if ring == 0 {
				ring = bezel
			}
			key.Color = ring
			p.Stamp(dst, key, 2*r+v.Len(4), x, y, alpha, func(img *ebiten.Image, m float64) {
				b.Circle(img, m, m+v.Len(1.5*sg.S), r, paint.Night, 0.35)
				b.Circle(img, m, m, r, ring, 1)
				b.Circle(img, m, m, r*0.8, 0x3A3026, 1)
				b.Circle(img, m, m, r*0.62, Lens, 1)
			})
			if named {
				p.Tracked(v, sp.Printed, fonts.Bold, math.Max(6.5, 8*sg.S), x, y+r+v.Len(8*sg.S+3), v.Len(0.5), text.AlignCenter, paint.Brass, 0.85*alpha, n, group)
			}
			continue
		}
		ring, width := paint.Ink, 2.0
		if sp.Look == geom.Side {
			ring, width = paint.Brass, 1.8
		}
		lw := v.Len(width * math.Max(sg.S, 0.7))
		double := sp.Look != geom.Plain
		inner := r - v.Len(3.5*sg.S)
		p.Stamp(dst, key, 2*r+lw+2, x, y, alpha, func(img *ebiten.Image, m float64) {
			b.Circle(img, m, m, r, Shade, 0.45)
			b.Ring(img, m, m, r, lw, ring, 0.9)
			if double {
				b.Ring(img, m, m, inner, v.Len(0.8), ring, 0.5)
			}
		})
		if !named {
			continue
		}
		size := math.Max(6.5, math.Min(9.5, c.R*0.31))
		// The name runs along the bottom of the rim, where a stack of chips does not hide it.
		p.ArcText(v, sp.Printed, fonts.Bold, size, x, y, r-v.Len(size*0.35+2), v.Len(0.8), paint.Under, ring, 0.95*alpha, n, group)
		if sp.Look == geom.Street && sg.Front {
			p.Tracked(v, "1X – 3X", fonts.Bold, 8, x, y-r+v.Len(13), v.Len(0.8), text.AlignCenter, paint.Ink, 0.6*alpha, n, group)
		}
	}
	if len(equal) < 2 {
		return
	}
	// "=" between the two equal wagers.
	a, o := equal[0], equal[1]
	mx, my := v.ToDevice((a.X+o.X)/2, (a.Y+o.Y)/2)
	k := math.Max(sg.S, 0.6)
	half, gap := v.Len(4*k), v.Len(2.2*k)
	b.Line(dst, mx-half, my-gap, mx+half, my-gap, v.Len(1.6*k), paint.Ink, 0.9*alpha)
	b.Line(dst, mx-half, my+gap, mx+half, my+gap, v.Len(1.6*k), paint.Ink, 0.9*alpha)
}
