package wheel

import (
	"math"

	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// The pointer: a metal plate over the top of the bezel with a jewel in it, and under it
// the flapper, hinged at the pivot, whose tip hangs down between the pegs.

// The plate's extent, in fractions of the outer radius from the wheel's centre.
const (
	plateTop    = 1.1
	plateBottom = 0.895
	plateHalf   = 0.095
)

// pointerBox returns the pointer image's size and where its corner lies from the centre.
func pointerBox(R float64) (w, h int, ox, oy float64) {
	w = int(math.Ceil(2*(plateHalf+0.02)*R)) + 4
	h = int(math.Ceil((plateTop-plateBottom+0.03)*R)) + 4
	return w, h, -float64(w) / 2, math.Floor(-plateTop*R) - 2
}

// shield adds the plate's outline, scaled by k about its middle, for a wheel centred at
// cx, cy of outer radius R.
func (p *pen) shield(cx, cy, R, k, dx, dy float64) {
	mid := (plateTop + plateBottom) / 2
	pt := func(x, y float64) (float64, float64) {
		return cx + dx + x*k*R, cy + dy + (-mid+(mid-y)*k)*R
	}
	// y here is the distance above the centre: plateTop at the top, plateBottom at the point.
	h, top, bot := plateHalf, plateTop, plateBottom
	p.path.MoveTo(pt(-h, top-0.035))
	x, y := pt(-h, top)
	x2, y2 := pt(-h+0.035, top)
	p.path.QuadTo(x, y, x2, y2)
	p.path.LineTo(pt(h-0.035, top))
	x, y = pt(h, top)
	x2, y2 = pt(h, top-0.035)
	p.path.QuadTo(x, y, x2, y2)
	p.path.LineTo(pt(h, top-0.1))
	x, y = pt(h, bot+0.05)
	x2, y2 = pt(0.035, bot+0.012)
	x3, y3 := pt(0, bot)
	p.path.CubicTo(x, y, x2, y2, x3, y3)
	x, y = pt(-0.035, bot+0.012)
	x2, y2 = pt(-h, bot+0.05)
	x3, y3 = pt(-h, top-0.1)
	p.path.CubicTo(x, y, x2, y2, x3, y3)
	p.path.Close()
}

// paintPointer paints the plate for outer radius R (on a part of pointerBox's size).
func (s *Spinner) paintPointer(p *pen, img *ebiten.Image, R float64) {
	_, _, ox, oy := pointerBox(R)
	x, y := corner(img)
	cx, cy := x-ox, y-oy // the wheel's centre
	st := &s.style
	p.shield(cx, cy, R, 1, 0.008*R, 0.016*R) // its shadow on the bezel
	p.fill(img, 0x000000, 0.45)
	p.shield(cx, cy, R, 1, 0, 0)
	p.fill(img, mix(st.pointer, 0x000000, 0.55), 1)
	p.shield(cx, cy, R, 0.86, 0, 0)
	p.fill(img, st.pointer, 1)
	// The bevel's lit side, up and to the left.
	p.shield(cx, cy, R, 0.86, 0, 0)
	p.fill(img, st.pointerHi, 0.35)
	p.shield(cx, cy, R, 0.7, 0.012*R, 0.01*R)
	p.fill(img, st.pointer, 1)
	// The jewel in a dark setting, with the lamp in it.
	gx, gy := cx, cy-(plateTop-0.075)*R
	p.circle(img, gx, gy, 0.043*R, mix(st.pointer, 0x000000, 0.6), 1)
	p.circle(img, gx, gy, 0.034*R, st.gem, 1)
	p.circle(img, gx+0.007*R, gy+0.008*R, 0.02*R, mix(st.gem, 0x000000, 0.35), 1)
	p.circle(img, gx-0.012*R, gy-0.012*R, 0.009*R, 0xFFFFFF, 0.85)
	// The flapper's rivet.
	rx, ry := cx, cy-pivot*R
	p.circle(img, rx, ry, 0.017*R, mix(st.pointer, 0x000000, 0.5), 1)
	p.circle(img, rx-0.003*R, ry-0.003*R, 0.011*R, st.pointerHi, 1)
}

// The flapper's tab, in fractions of the outer radius: it goes on up behind the plate
// above its hinge, and is wide at the hinge and narrow at the tip.
const (
	flapAbove = 0.03
	flapTop   = 0.03
	flapTip   = 0.015
)

// flapperBox returns the flapper part's size for outer radius R, and where its hinge is
// from the part's corner.
func flapperBox(R float64) (w, h int, fx, fy float64) {
	w = int(math.Ceil(2*flapTop*R)) + 6
	h = int(math.Ceil((flapAbove+pivot-tip+flapTip)*R)) + 6
	return w, h, float64(w) / 2, flapAbove*R + 3
}

// paintFlapper paints the tab, hanging straight down from its hinge (on a part of
// flapperBox's size).
func (s *Spinner) paintFlapper(p *pen, img *ebiten.Image, R float64) {
	l := (pivot - tip) * R // the hinge to the tip
	above, top, bot := flapAbove*R, flapTop*R, flapTip*R
	_, _, hx, hy := flapperBox(R)
	x, y := corner(img)
	fx, fy := x+hx, y+hy
	tab := func(k, dx float64) {
		p.path.MoveTo(fx-top*k+dx, fy-above)
		p.path.LineTo(fx+top*k+dx, fy-above)
		p.path.LineTo(fx+bot*k+dx, fy+l-bot)
		p.path.QuadTo(fx+dx, fy+l+bot*k*0.9, fx-bot*k+dx, fy+l-bot)
		p.path.Close()
	}
	st := &s.style
	tab(1, 0)
	p.fill(img, mix(st.flapper, 0x000000, 0.5), 1)
	tab(0.7, 0)
	p.fill(img, st.flapper, 1)
	tab(0.25, -0.006*R)
	p.fill(img, 0xFFFFFF, 0.22)
}

// mix returns the colour t of the way from c to d.
func mix(c, d paint.Color, t float64) paint.Color {
	cr, cg, cb := c.Bytes()
	dr, dg, db := d.Bytes()
	f := func(x, y uint8) paint.Color {
		return paint.Color(math.Round(float64(x) + (float64(y)-float64(x))*t))
	}
	return f(cr, dr)<<16 | f(cg, dg)<<8 | f(cb, db)
}
