package wheel

import (
	"felt/render/anim"
	"felt/render/layout"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// The wheel comes forward over the table when it is shown: it grows from a little smaller
// and fades in, in enterTicks at Normal speed (the caller dims the table behind it by
// Presence), and goes back the same way.
const (
	enterTicks = 21
	enterFrom  = 0.86 // its size, as a share of its full size, when it starts to come forward
	// celebrate is how long the lights and the landed segment's light keep moving after a
	// landing; then they hold still, so that an idle screen need not be redrawn.
	celebrate = 4 * anim.TPS
	// readoutTicks is how long the readout takes to come up.
	readoutTicks = 12
)

// Show brings the wheel forward from tick now, at speed (Instant at once).
func (s *Spinner) Show(now int64, speed anim.Speed) {
	s.presence.GoTo(now, 1, speed.Ticks(enterTicks), anim.OutCubic)
}

// Hide sends the wheel back from tick now, at speed.
func (s *Spinner) Hide(now int64, speed anim.Speed) {
	s.presence.GoTo(now, 0, speed.Ticks(enterTicks), anim.OutCubic)
}

// Presence returns how far forward the wheel is at the last Update: 0 hidden, 1 shown.
// Dim the table behind it by as much.
func (s *Spinner) Presence() float64 { return s.presence.At(s.now) }

// Moving reports whether anything of the wheel moves at the last Update: a spin, the
// wheel coming forward or going back, the lights after a landing. When it does not, a
// frame draws what the last one did.
func (s *Spinner) Moving() bool {
	if s.spinning || s.presence.Running(s.now) {
		return true
	}
	settle := int64(celebrate)
	if s.plan.calm {
		settle = max(spotTicks, readoutTicks)
	}
	return s.spun && s.now-s.landedAt < settle && s.Presence() > 0
}

// Draw draws the wheel centred at cx, cy with outer radius r, in design units that v maps
// to dst's device pixels, at opacity alpha, as it stands at the last Update. Above the
// wheel the pointer stands out by a tenth of r, and under it the readout by a fifth: leave
// that room. The first Draw at a size paints the wheel's images for it (see Prepare);
// after that Draw does not allocate, and draws the whole wheel in one DrawTriangles call.
func (s *Spinner) Draw(dst *ebiten.Image, v layout.View, cx, cy, r float64, alpha float32) {
	pres := s.Presence()
	fade := float32(pres) * alpha
	if fade <= 0 || !(r > 0) {
		return
	}
	R := v.Len(r)
	a := s.artFor(R)
	k := R / float64(a.radius) * (enterFrom + (1-enterFrom)*pres)
	X, Y := v.ToDevice(cx, cy)
	Rk := float64(a.radius) * k // the outer radius as drawn
	b := &s.batch
	b.reset()
	half := func(img *ebiten.Image) float64 { return float64(img.Bounds().Dx()) / 2 }

	// The shadow on the table, a little below; the turning disc.
	b.quad(a.shadow, shadowSize/2, shadowSize/2, X, Y+0.05*Rk, 2*1.07*Rk/shadowSize, 0, opacity(0.8*fade))
	s.drawFace(a, X, Y, k, Rk, fade)

	seg, landed := s.Landed()
	if landed {
		s.drawSpotlight(a, seg, X, Y, k, fade)
	}

	// The lamp's light over the disc (painted at half size: it is all soft), then the bezel
	// over the disc's edge, its lights, the hub, the flapper and the pointer's plate.
	b.quad(a.gloss, half(a.gloss), half(a.gloss), X, Y, 2*k, 0, opacity(fade))
	b.quad(a.frame, half(a.frame), half(a.frame), X, Y, k, 0, opacity(fade))
	s.drawBulbs(a, X, Y, k, Rk, fade)
	b.quad(a.hub, half(a.hub), half(a.hub), X, Y, k, 0, opacity(fade))
	b.quad(a.flapper, a.flapX, a.flapY, X, Y-pivot*Rk, k, -s.flap.bend, opacity(fade))
	_, _, ox, oy := pointerBox(float64(a.radius))
	b.quad(a.pointer, -ox, -oy, X, Y, k, 0, opacity(fade))

	if landed {
		t := float64(s.now-s.landedAt) / readoutTicks
		f := anim.OutCubic(anim.Clamp(t))
		img := a.readouts[seg]
		if s.prize > 0 {
			img = s.prizeReadout(a, s.prize)
		}
		r := img.Bounds()
		b.quad(img, float64(r.Dx())/2, float64(r.Dy())/2, X, Y+(plaqueY+0.04*(1-f))*Rk, k, 0, opacity(fade*float32(f)))
	}
	b.draw(dst, a.sheet)
}

// The landed segment is picked out as under a spotlight: the others darken, and a line of
// light rings it, breathing slowly for a while and then holding still.
const (
	spotDim   = 0.4  // how dark the other segments go
	spotLight = 0.12 // how much lighter the landed one goes
	spotTicks = 15   // how long the spotlight takes to come on
)

// drawSpotlight adds the landed segment's spotlight.
func (s *Spinner) drawSpotlight(a *art, seg int, X, Y, k float64, fade float32) {
	t := s.now - s.landedAt
	on := float32(anim.InOutSine(anim.Clamp(float64(t) / spotTicks)))
	for i := range s.segs {
		if i != seg {
			s.batch.quad(a.wedge, -a.wedgeX, -a.wedgeY, X, Y, k, s.angle+float64(i)*s.step, paint.Black.Scale(spotDim*on*fade))
		}
	}
	at := s.angle + float64(seg)*s.step
	s.batch.quad(a.wedge, -a.wedgeX, -a.wedgeY, X, Y, k, at, s.style.glow.Scale(spotLight*on*fade))
	g := 0.8
	if t < celebrate && !s.plan.calm {
		g = 0.6 + 0.4*anim.Glow(t, 60)
	}
	s.batch.quad(a.ring, -a.wedgeX, -a.wedgeY, X, Y, k, at, s.style.glow.Scale(float32(g)*on*fade))
}

// blurPixels is how far the rim may move between two frames before the face is drawn
// blurred, and maxBlur the most copies the blur takes.
const (
	blurPixels = 3
	maxBlur    = 10
)

// drawFace adds the turning disc. While it turns fast it is drawn as the average of a few
// copies spread over the last tick's turn, as an eye (or a camera) sees a fast wheel,
// rather than jumping from place to place.
func (s *Spinner) drawFace(a *art, X, Y, k, Rk float64, fade float32) {
	c := float64(a.face.Bounds().Dx()) / 2
	n := 1
	if px := s.moved * bandIn * Rk; px > blurPixels {
		n = min(maxBlur, 1+int(px/(2*blurPixels)))
	}
	for j := range n {
		// Copy j laid over the j before it at 1/(j+1) averages them.
		s.batch.quad(a.face, c, c, X, Y, k, s.angle-s.moved*float64(j)/float64(n), opacity(fade/float32(j+1)))
	}
}

// opacity returns the colour scale of plain opacity a.
func opacity(a float32) ebiten.ColorScale {
	var s ebiten.ColorScale
	s.ScaleAlpha(a)
	return s
}

// chaseTicks is how long the running lights hold each step: a light comes on every third
// step, 2.5 times a second (docs/art.md, Motion: nothing blinks more than three times a second).
const chaseTicks = 8

// drawBulbs adds the bezel's lights: running round with the wheel while it spins,
// breathing together after a landing (alternating for a jackpot), all on when still, and
// still throughout a calm spin (reduced motion).
func (s *Spinner) drawBulbs(a *art, X, Y, k, Rk float64, fade float32) {
	st := &s.style
	seg, landed := s.Landed()
	jackpot := landed && s.segs[seg].sym.Jackpot
	since := s.now - s.landedAt
	b := float64(a.bulb.Bounds().Dx()) / 2
	for j := range st.bulbs {
		lit := 0.85
		switch {
		case s.plan.calm:
			// Reduced motion: the lights hold still, a little brighter once landed.
			if landed {
				lit = 1
			}
		case s.spinning:
			step := int((s.now - s.start) / chaseTicks)
			lit = 0.18
			if ((j-step)%3+3)%3 == 0 {
				lit = 1
			}
		case landed && since < celebrate && jackpot:
			lit = 0.25
			if (j+int(since/12))%2 == 0 {
				lit = 1
			}
		case landed && since < celebrate:
			lit = 0.7 + 0.3*anim.Glow(since, 40)
		}
		x, y := at(X, Y, bulbRing*Rk, bulbAt(j, st.bulbs))
		s.batch.quad(a.bulb, b, b, x, y, k, 0, st.bulbOn.Scale(float32(lit)*fade))
	}
}
