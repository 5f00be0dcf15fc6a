package table

import (
	"image"
	"math"

	"felt/render/anim"
	"felt/render/layout"
	"felt/render/odometer"
	"felt/render/paint"
	"felt/render/printing"

	"github.com/hajimehoshi/ebiten/v2"
)

// lightSize is the side of the light pictures, in pixels: drawn smaller, they stay smooth.
const lightSize = 256

// lights are two pictures the table tints and scales for its lights: a soft glow and a disc.
type lights struct {
	glow, disc *ebiten.Image
	center     *ebiten.Image // one solid pixel of the disc
}

func (l *lights) make() {
	if l.glow != nil {
		return
	}
	pix := make([]byte, 4*lightSize*lightSize)
	disc := make([]byte, 4*lightSize*lightSize)
	c := float64(lightSize) / 2
	for y := range lightSize {
		for x := range lightSize {
			d := math.Hypot(float64(x)+0.5-c, float64(y)+0.5-c) / c
			g := math.Max(0, 1-d)
			g = g * g * (3 - 2*g) // smooth falloff
			a := byte(255 * g)
			i := 4 * (y*lightSize + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = a, a, a, a
			e := math.Max(0, math.Min(1, (1-d)*c/1.5))
			b := byte(255 * e)
			disc[i], disc[i+1], disc[i+2], disc[i+3] = b, b, b, b
		}
	}
	l.glow = ebiten.NewImage(lightSize, lightSize)
	l.glow.WritePixels(pix)
	l.disc = ebiten.NewImage(lightSize, lightSize)
	l.disc.WritePixels(disc)
	l.center = l.disc.SubImage(image.Rect(lightSize/2, lightSize/2, lightSize/2+1, lightSize/2+1)).(*ebiten.Image)
}

// Glow places a soft light of colour c and opacity alpha, radius r (design units) at x, y.
func (s *sheet) Glow(v layout.View, x, y, r float64, c paint.Color, alpha float32) {
	s.light(v, s.lights.glowImg(), x, y, r, c, alpha, ebiten.BlendLighter)
}

// Disc places a solid disc of colour c.
func (s *sheet) Disc(v layout.View, x, y, r float64, c paint.Color, alpha float32) {
	s.light(v, s.lights.discImg(), x, y, r, c, alpha, ebiten.BlendSourceOver)
}

func (l *lights) glowImg() *ebiten.Image { l.make(); return l.glow }
func (l *lights) discImg() *ebiten.Image { l.make(); return l.disc }

func (s *sheet) light(v layout.View, img *ebiten.Image, x, y, r float64, c paint.Color, alpha float32, blend ebiten.Blend) {
	if alpha <= 0 {
		return
	}
	dx, dy := v.ToDevice(x, y)
	k := 2 * v.Len(r) / lightSize
	op := s.fr.Image(img)
	op.GeoM.Reset()
	op.GeoM.Translate(-lightSize/2, -lightSize/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(dx, dy)
	op.ColorScale = c.Scale(alpha)
	op.Filter = ebiten.FilterLinear
	op.Blend = blend
}

// Veil places a darkening of the whole screen.
func (s *sheet) Veil(v layout.View, alpha float32) {
	s.lights.make()
	op := s.fr.Image(s.lights.center)
	op.GeoM.Reset()
	// The middle pixel of the disc is solid: stretch it over the screen.
	op.GeoM.Scale(v.Width, v.Height)
	op.ColorScale = paint.Night.Scale(alpha)
	op.Filter = ebiten.FilterNearest
	op.Blend = ebiten.Blend{}
}

// placeSeatLights places what lies under a seat's chips and cards: its turn's glow, the
// progressive sensor's light.
func (s *sheet) placeSeatLights(v layout.View, i int) {
	if !s.sc.seatShown(i) {
		return
	}
	sg := &s.sc.geom.Seats[i]
	st := &s.st.seats[i]
	now := s.st.tl.Now()
	if a := st.turn.At(now); a > 0 {
		glow := 0.55 + 0.25*anim.Glow(now, 90)
		s.Glow(v, sg.X, sg.Y-40*sg.S, 190*sg.S, paint.Brass, float32(a*glow*0.55))
	}
	if a := st.cause.At(now); a > 0 {
		c := sg.Cards[2]
		s.Glow(v, c.X, c.Y, sg.CardW*2.6, 0xFFB347, float32(a*0.7))
	}
	if a := st.lit.At(now); a > 0 {
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
