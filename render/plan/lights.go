package plan

import (
	"image"
	"math"

	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// lightSize is the side of the light pictures, in pixels: drawn smaller, they stay smooth.
const lightSize = 256

// lights are two pictures a frame tints and scales for its lights: a soft glow and a disc,
// made the first time a light is planned.
type lights struct {
	glow, disc *ebiten.Image
	center     *ebiten.Image // one solid pixel of the disc
}

// lightPixels returns the glow's and the disc's pixels, premultiplied white: the glow fades
// smoothly from its middle to its rim, the disc is solid to a pixel and a half from its rim.
func lightPixels() (glow, disc []byte) {
	glow = make([]byte, 4*lightSize*lightSize)
	disc = make([]byte, 4*lightSize*lightSize)
	c := float64(lightSize) / 2
	for y := range lightSize {
		for x := range lightSize {
			d := math.Hypot(float64(x)+0.5-c, float64(y)+0.5-c) / c
			g := math.Max(0, 1-d)
			g = g * g * (3 - 2*g) // smooth falloff
			a := byte(255 * g)
			i := 4 * (y*lightSize + x)
			glow[i], glow[i+1], glow[i+2], glow[i+3] = a, a, a, a
			e := math.Max(0, math.Min(1, (1-d)*c/1.5))
			b := byte(255 * e)
			disc[i], disc[i+1], disc[i+2], disc[i+3] = b, b, b, b
		}
	}
	return glow, disc
}

func (l *lights) make() {
	if l.glow != nil {
		return
	}
	glow, disc := lightPixels()
	l.glow = ebiten.NewImage(lightSize, lightSize)
	l.glow.WritePixels(glow)
	l.disc = ebiten.NewImage(lightSize, lightSize)
	l.disc.WritePixels(disc)
	l.center = l.disc.SubImage(image.Rect(lightSize/2, lightSize/2, lightSize/2+1, lightSize/2+1)).(*ebiten.Image)
}

// Glow plans a soft light of colour c and opacity alpha, radius r, centred at x, y (device
// pixels), added to what is under it.
func (f *Frame) Glow(x, y, r float64, c paint.Color, alpha float32) {
	f.lights.make()
	f.light(f.lights.glow, x, y, r, c, alpha, ebiten.BlendLighter)
}

// Disc plans a solid disc of colour c and opacity alpha, radius r, centred at x, y (device
// pixels).
func (f *Frame) Disc(x, y, r float64, c paint.Color, alpha float32) {
	f.lights.make()
	f.light(f.lights.disc, x, y, r, c, alpha, ebiten.BlendSourceOver)
}

func (f *Frame) light(img *ebiten.Image, x, y, r float64, c paint.Color, alpha float32, blend ebiten.Blend) {
	if alpha <= 0 {
		return
	}
	k := 2 * r / lightSize
	op := f.Image(img)
	op.GeoM.Reset()
	op.GeoM.Translate(-lightSize/2, -lightSize/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(x, y)
	op.ColorScale = c.Scale(alpha)
	op.Filter = ebiten.FilterLinear
	op.Blend = blend
}

// Veil plans a darkening of a screen w by h device pixels.
func (f *Frame) Veil(w, h float64, alpha float32) {
	f.lights.make()
	op := f.Image(f.lights.center)
	op.GeoM.Reset()
	// The middle pixel of the disc is solid: stretch it over the screen.
	op.GeoM.Scale(w, h)
	op.ColorScale = paint.Night.Scale(alpha)
	op.Filter = ebiten.FilterNearest
	op.Blend = ebiten.Blend{}
}
