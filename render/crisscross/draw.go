package crisscross

import (
	"math"

	cc "felt/game/crisscross"
	"felt/game/table"
	"felt/render/box"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/odometer"
	"felt/render/paint"
	"felt/render/printing"
	"felt/render/stage"
	tbl "felt/render/table"
	"felt/render/text"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// Busy implements stage.Actor: a wheel spinning, lingering, coming forward or going back.
func (t *Table) Busy(s stage.Stage) bool { return t.spin.busy(s.Now()) }

// Place implements tbl.Placing: under the controls, the line of the cross being bet, the Xtreme
// sensors and meter, the Community Pays' lights and the hands' names; over everything, the
// wheel in front.
func (t *Table) Place(s tbl.Placer, v layout.View, over bool) {
	if over {
		t.placeWheel(s, v)
		return
	}
	now := s.Now()
	t.placeLines(s, v)
	g := &t.geom
	for n := range t.hands {
		h := &t.hands[n]
		sg := s.SeatPlace(n)
		if a := h.xtreme.At(now); a > 0 {
			c := sg.Spots[cc.Xtreme]
			glow := 0.8
			if n != s.Person() {
				glow = printing.MateGlow
			}
			s.Glow(v, c.X, c.Y, c.R*3.2, odometer.LED, float32(a*glow))
			s.Disc(v, c.X, c.Y, c.R*0.62, odometer.LED, float32(a))
			s.Disc(v, c.X-c.R*0.15, c.Y-c.R*0.18, c.R*0.22, 0xFFD2B0, float32(a*0.8))
		}
		if a := h.community.At(now); a > 0 {
			for _, w := range [2]table.Wager{cc.BonusSpin, cc.Xtreme} {
				if s.Offered(w) {
					c := sg.Spots[w]
					s.Glow(v, c.X, c.Y, c.R*4.5, paint.Brass, float32(a*0.9))
				}
			}
		}
		above := -1.0 // the foot of the Across hand's name, device pixels
		names := t.handNames(s, v, n)
		for i, l := range [2]*line{&h.across, &h.down} {
			a := l.a.At(now)
			if a <= 0 {
				continue
			}
			lb := names[i]
			at := sg.Hand
			if i == 1 {
				at = g.HandD[n]
			}
			x, y := v.ToDevice(at.X, at.Y)
			if span, ok := s.CardSpan(v, n); ok && i == 0 {
				y = s.Clear(v, lb, n, x, y, span)
			}
			if above >= 0 {
				// The Down hand's name right under the Across hand's, whatever their size.
				if b := s.LabelBox(v, lb, n, x, y, text.AlignCenter); b.Y < above+v.Len(1) {
					y += above + v.Len(1) - b.Y
				}
			}
			if span, ok := s.CardSpan(v, n); ok && sg.Front && s.Layout().Side {
				// On a phone on its side, in large type over little room, the Across
				// hand's name over the cards and the Down hand's under them: both under
				// them met the circles.
				b := s.LabelBox(v, lb, n, x, 0, text.AlignCenter)
				y = span.Y + span.H + v.Len(1) - b.Y
				if i == 0 {
					y = span.Y - v.Len(1) - (b.Y + b.H)
				}
			}
			s.PlaceSeatWord(v, lb, n, geom.HandGroup(n), x, y, float32(a))
			b := s.LabelBox(v, lb, n, x, y, text.AlignCenter)
			above = b.Y + b.H
		}
	}
}

// handNames returns the labels that name seat n's Across and Down hands on v: a table-mate's
// as set (on a phone in the fewest words: line.phone); the person's in words ("DOWN · Two Pair, Queens and Threes") where both lines
// fit between the table-mates' circles and words beside them, else the narrower forms of line.narrow
// (on a phone, where the names are set large).
func (t *Table) handNames(s tbl.Placer, v layout.View, n int) [2]*widget.Label {
	h := &t.hands[n]
	out := [2]*widget.Label{&h.across.label, &h.down.label}
	if n != s.Person() {
		if v.Phone() {
			out = [2]*widget.Label{&h.across.phone, &h.down.phone}
		}
		return out
	}
	room := t.nameRoom(s, n)
	// Nor over a table-mate's words beside them (a tag placed before them: on a 375x667
	// phone MIDDLE ON ACROSS by the seat beside lay under "ACROSS · King high").
	_, pieces := s.Placed()
	x, y0, y1 := t.geom.Seats[n].Hand.X, t.geom.Seats[n].Hand.Y, t.geom.HandD[n].Y
	for _, b := range pieces {
		r := b.Rect
		switch {
		case b.Kind != box.Label || b.Owner >= table.Seats || b.Owner == n || r.Y > y1+40 || r.Y+r.H < y0-40:
		case r.X > x:
			room = min(room, 2*(r.X-x)-8)
		case r.X+r.W < x:
			room = min(room, 2*(x-r.X-r.W)-8)
		}
	}
	for k := range len(h.across.narrow) + 1 {
		fits := true
		for i, l := range [2]*line{&h.across, &h.down} {
			lb := &l.label
			if k > 0 {
				lb = &l.narrow[k-1]
			}
			out[i] = lb
			if l.on && s.LabelBox(v, lb, n, 0, 0, text.AlignCenter).W/v.Scale > room {
				fits = false
			}
		}
		if fits {
			break
		}
	}
	return out
}

// nameRoom is how wide, in design units, the person's hands' names may be: twice the
// distance from their middle to the nearest rim of a table-mate's circle beside them (within
// 120 units up or down), or to the nearest of a phone's rows of controls beside them, less 8;
// unbounded where none is beside them.
func (t *Table) nameRoom(s stage.Stage, n int) float64 {
	g := &t.geom
	x, y0, y1 := g.Seats[n].Hand.X, g.Seats[n].Hand.Y, g.HandD[n].Y
	room := math.Inf(1)
	// The table's own places: a phone on its side lays its controls out there.
	at := s.Layout()
	for _, r := range [...]layout.Rect{at.Buttons, at.Above, at.Left} {
		switch {
		case !at.Side || r.Empty() || r.Y > y1+120 || r.Y+r.H < y0-120:
		case r.X > x:
			room = min(room, 2*(r.X-x)-8)
		case r.X+r.W < x:
			room = min(room, 2*(x-r.X-r.W)-8)
		}
	}
	if !s.MatesShown() {
		return room
	}
	for m := range g.Seats {
		if m == n || g.Seats[m].Front {
			continue
		}
		for w, c := range g.Seats[m].Spots {
			if c.R == 0 || !s.Offered(table.Wager(w)) || c.Y < y0-120 || c.Y > y1+120 {
				continue
			}
			room = min(room, 2*(math.Abs(c.X-x)-c.R)-8)
		}
	}
	return room
}

// placeLines places the lit line of the cross the street is bet on (crossLines paints it).
func (t *Table) placeLines(s tbl.Placer, v layout.View) {
	now := s.Now()
	lit := false
	for i := range t.cross.line {
		t.lit.a[i] = float32(t.cross.line[i].At(now))
		lit = lit || t.lit.a[i] > 0
	}
	if lit {
		t.lit.t = t
		s.PaintWith(&t.lit)
	}
}

// crossLines is the lit line of the cross as the layout pass found it: each line's light.
type crossLines struct {
	t *Table
	a [3]float32
}

// Paint implements plan.Painter: the arms of the Across or Down band, or the frame of the
// middle card's place.
func (cl *crossLines) Paint(dst *ebiten.Image, v layout.View) {
	g := &cl.t.geom
	var b paint.Brush
	across, down := g.bands()
	for i, a := range cl.a {
		if a <= 0 {
			continue
		}
		// A soft wide stroke under a bright fine one: the line's lamp.
		for _, pass := range [2]struct {
			w float64
			c paint.Color
			a float32
		}{{7, paint.Brass, 0.22}, {2.6, lamp, 1}} {
			w, c, a := v.Len(pass.w), pass.c, a*pass.a
			switch i {
			case 0:
				armsX(&b, dst, v, across, down, w, c, a)
			case 1:
				armsY(&b, dst, v, across, down, w, c, a)
			default:
				m := g.Community[cc.Middle]
				cw, ch := g.CommunityW, g.CommunityW*1.4
				r := v.Rect(layout.Rect{X: m.X - cw/2 - 4, Y: m.Y - ch/2 - 4, W: cw + 8, H: ch + 8})
				b.RoundFrame(dst, r, v.Len(7), w, c, a)
			}
		}
	}
}

// lamp is the colour of a lit line of the cross: brass, brighter.
const lamp paint.Color = 0xFFE08A

// armsX outlines the two arms of the Across band that stand out of the Down band.
func armsX(b *paint.Brush, dst *ebiten.Image, v layout.View, across, down layout.Rect, w float64, c paint.Color, a float32) {
	for _, side := range [2][2]float64{{down.X, across.X}, {down.X + down.W, across.X + across.W}} {
		inner, outer := side[0], side[1]
		x0, y0 := v.ToDevice(inner, across.Y)
		x1, y1 := v.ToDevice(outer, across.Y+across.H)
		b.Line(dst, x0, y0, x1, y0, w, c, a)
		b.Line(dst, x1, y0, x1, y1, w, c, a)
		b.Line(dst, x1, y1, x0, y1, w, c, a)
	}
}

// armsY outlines the two arms of the Down band that stand out of the Across band.
func armsY(b *paint.Brush, dst *ebiten.Image, v layout.View, across, down layout.Rect, w float64, c paint.Color, a float32) {
	for _, side := range [2][2]float64{{across.Y, down.Y}, {across.Y + across.H, down.Y + down.H}} {
		inner, outer := side[0], side[1]
		x0, y0 := v.ToDevice(down.X, inner)
		x1, y1 := v.ToDevice(down.X+down.W, outer)
		b.Line(dst, x0, y0, x0, y1, w, c, a)
		b.Line(dst, x0, y1, x1, y1, w, c, a)
		b.Line(dst, x1, y1, x1, y0, w, c, a)
	}
}

// bands returns the two bands of the printed cross: the Across band, through the Left,
// Middle and Right places with room at its ends for its name, and the Down band through
// the Top, Middle and Bottom places.
func (g *geometry) bands() (across, down layout.Rect) {
	w, h := g.CommunityW, g.CommunityW*1.4
	const pad = 7
	end := w * 1.45 // the room at an end for the band's name
	m := g.Cross
	across = layout.Rect{X: m.X - g.DX - w/2 - pad - end, Y: m.Y - h/2 - pad, W: 2 * (g.DX + w/2 + pad + end), H: h + 2*pad}
	down = layout.Rect{X: m.X - w/2 - pad, Y: m.Y - g.DY - h/2 - pad, W: w + 2*pad, H: 2 * (g.DY + h/2 + pad)}
	return across, down
}
