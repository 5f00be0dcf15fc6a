package table

import (
	"felt/render/anim"
	"felt/render/layout"
	"felt/render/odometer"
	"felt/render/paint"
	"felt/render/printing"
)

// Glow places a soft light of colour c and opacity alpha, radius r (design units) at x, y.
func (s *sheet) Glow(v layout.View, x, y, r float64, c paint.Color, alpha float32) {
	dx, dy := v.ToDevice(x, y)
	s.fr.Glow(dx, dy, v.Len(r), c, alpha)
}

// Disc places a solid disc of colour c.
func (s *sheet) Disc(v layout.View, x, y, r float64, c paint.Color, alpha float32) {
	dx, dy := v.ToDevice(x, y)
	s.fr.Disc(dx, dy, v.Len(r), c, alpha)
}

// Veil places a darkening of the whole screen.
func (s *sheet) Veil(v layout.View, alpha float32) { s.fr.Veil(v.Width, v.Height, alpha) }

// placeSeatLights places what lies under a seat's chips and cards: its turn's glow, the
// progressive sensor's light.
func (s *sheet) placeSeatLights(v layout.View, i int) {
	if !s.sc.seatShown(i) {
		return
	}
	sg := &s.sc.geom.Seats[i]
	st := &s.st.Seats[i]
	now := s.st.Timeline.Now()
	if a := st.Turn.At(now); a > 0 {
		glow := 0.55 + 0.25*anim.Glow(now, 90)
		s.Glow(v, sg.X, sg.Y-40*sg.S, 190*sg.S, paint.Brass, float32(a*glow*0.55))
	}
	if a := st.Cause.At(now); a > 0 {
		c := sg.Cards[2]
		s.Glow(v, c.X, c.Y, sg.CardW*2.6, 0xFFB347, float32(a*0.7))
	}
	if a := st.Lit.At(now); a > 0 {
		// The sensors of the wagers that feed the top meter light at coin-in; a table-mate's
		// glow is fainter (it is compact beside the person).
		glow := 0.8
		if i != s.sc.person {
			glow = printing.MateGlow
		}
		for w, k := range s.sc.meterOf {
			if k != 0 || sg.Spots[w].R == 0 {
				continue
			}
			c := sg.Spots[w]
			s.Glow(v, c.X, c.Y, c.R*3.2, odometer.LED, float32(a*glow))
			s.Disc(v, c.X, c.Y, c.R*0.62, odometer.LED, float32(a))
			s.Disc(v, c.X-c.R*0.15, c.Y-c.R*0.18, c.R*0.22, 0xFFD2B0, float32(a*0.8))
		}
	}
}
