package wheel

import (
	"math"

	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// The parts that do not turn: the soft shadow the wheel casts on the table, the bezel with
// its lights, the lamp's sheen over the disc, and the hub with the game's name.

// shadowSize is the shadow image's side: it is drawn scaled up, and a blur needs no detail.
const shadowSize = 64

// paintShadow paints a soft dark disc, shadowSize across.
func paintShadow(dst *ebiten.Image) {
	const c = shadowSize / 2
	radial(dst, c, c, 0, c, func(d, _ float64) shade {
		u := d / c
		return shade{0, 0, 0, 0.75 * (1 - smooth(0.55, 1, u))}
	})
}

// discSize returns the side of a square part holding a disc of radius r device pixels.
func discSize(r float64) int { return 2*int(math.Ceil(r)) + 4 }

// smooth is the smoothstep from e0 to e1.
func smooth(e0, e1, x float64) float64 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

// bulbAt returns the angle of light j of n: they stand between the top and the first
// segment's line, so that the pointer's plate sits between two of them.
func bulbAt(j, n int) float64 { return (float64(j) + 0.5) * 2 * math.Pi / float64(n) }

// paintFrame paints the bezel for outer radius R (on a part discSize(R) across): a rounded
// ring, lit from the upper left, with metal edges, and a socket and an unlit bulb for each
// light.
func (s *Spinner) paintFrame(p *pen, img *ebiten.Image, R float64) {
	st := &s.style
	lo, hi, edge := rgb(st.frameLo, 1), rgb(st.frameHi, 1), rgb(st.frameEdge, 1)
	dark := rgb(0x000000, 1)
	ri, ro := rimInner*R, R
	radial(img, side(img)/2, side(img)/2, ri-1, ro, func(d, a float64) shade {
		u := (d - ri) / (ro - ri)
		// The outer slope faces the lamp at the upper left, the inner one at the lower right.
		l := light(a)
		slope := 2*u - 1
		face := 0.5 + 0.5*slope*(2*l-1)
		body := blend(lo, hi, 0.25+0.6*math.Sin(math.Pi*u)*face+0.15*l)
		switch {
		case u > 0.9: // the outer metal edge
			return blend(blend(edge, dark, 0.55), edge, l*0.8+0.2*(u-0.9)/0.1)
		case u < 0.11: // the inner metal edge, beside the disc
			return blend(blend(edge, dark, 0.6), edge, (1-l)*0.7+0.3*(0.11-u)/0.11)
		}
		return body
	})
	ox, oy := corner(img)
	c, cy := ox+side(img)/2, oy+side(img)/2
	// A thin dark groove between the inner edge and the body, and one on the outside.
	p.ring(img, c, cy, ri+0.11*(ro-ri)-0.5, ri+0.11*(ro-ri)+0.5, 0x000000, 0.5)
	p.ring(img, c, cy, ri+0.9*(ro-ri)-0.5, ri+0.9*(ro-ri)+0.5, 0x000000, 0.5)
	// Each light: its socket's shadow, its metal rim, the bulb unlit.
	for _, layer := range [...]struct {
		size  float64
		col   paint.Color
		alpha float32
	}{
		{1.45, 0x000000, 0.55},
		{1.25, st.frameEdge, 0.8},
		{1, st.bulbOff, 1},
	} {
		for j := range st.bulbs {
			x, y := at(c, cy, bulbRing*R, bulbAt(j, st.bulbs))
			p.circle(img, x, y, layer.size*bulbSize*R, layer.col, layer.alpha)
		}
	}
}

// bulbGlow is how far a lit bulb's glow reaches, in bulb radii.
const bulbGlow = 3.0

// bulbRadius returns a bulb's radius for outer radius R.
func bulbRadius(R float64) float64 { return max(1.5, bulbSize*R) }

// paintBulb paints a lit bulb (on a part discSize(bulbGlow·bulbRadius(R)) across), white
// (the look's colour tints it when drawn): a bright core and a glow round it.
func paintBulb(img *ebiten.Image, R float64) {
	b := bulbRadius(R)
	radial(img, side(img)/2, side(img)/2, 0, b*bulbGlow, func(d, _ float64) shade {
		u := d / b
		if u <= 1 {
			return shade{1, 1, 1, 1 - 0.15*u*u}
		}
		g := (bulbGlow - u) / (bulbGlow - 1)
		return shade{1, 1, 1, 0.5 * g * g}
	})
}

// paintGloss paints what the lamp over the table does to the disc, which turns under it (on
// a part discSize(faceR·R) across): a broad sheen from the upper left, and the bezel's
// shadow round the disc's edge.
func paintGloss(img *ebiten.Image, R float64) {
	fr := faceR * R
	hx, hy := -0.3*R, -0.4*R // the sheen's centre, from the disc's
	radial(img, side(img)/2, side(img)/2, 0, fr, func(d, a float64) shade {
		shadow := 0.55 * math.Pow(clamp01((d-(fr-0.05*R))/(0.05*R)), 1.6)
		x, y := d*math.Sin(a), -d*math.Cos(a)
		u := math.Hypot(x-hx, (y-hy)*1.25) / (0.7 * R)
		sheen := 0.13 * math.Pow(clamp01(1-u), 2)
		// The sheen laid over the shadow: white over black, as source-over would.
		alpha := sheen + shadow*(1-sheen)
		if alpha <= 0 {
			return shade{}
		}
		v := sheen / alpha
		return shade{v, v, v, alpha}
	})
}

// paintHub paints the hub (on a part discSize(hubR·R) across): a domed cap in a metal ring,
// with the game's name.
func (s *Spinner) paintHub(p *pen, t typeface, img *ebiten.Image, R float64) {
	hr := hubR * R
	st := &s.style
	lo, hi, edge := rgb(st.hubLo, 1), rgb(st.hubHi, 1), rgb(st.frameEdge, 1)
	dark := rgb(0x000000, 1)
	ring := rgb(st.hubRing, 1)
	radial(img, side(img)/2, side(img)/2, 0, hr, func(d, a float64) shade {
		u := d / hr
		l := light(a)
		switch {
		case u > 0.93: // the metal rim
			return blend(blend(edge, dark, 0.5), edge, l)
		case u > 0.84: // the coloured ring
			return blend(blend(ring, dark, 0.35), ring, 0.4+0.6*l)
		}
		// The dome: brightest towards the lamp.
		x, y := d*math.Sin(a), -d*math.Cos(a)
		v := math.Hypot(x+0.3*hr, y+0.35*hr) / (1.3 * hr)
		return blend(hi, lo, v)
	})
	ox, oy := corner(img)
	c, cy := ox+side(img)/2, oy+side(img)/2
	// The lettering: a small line, then the name in large letters, each as large as fits.
	lines := st.hubLines
	caps := make([]float64, len(lines))
	for i := range lines {
		caps[i] = 0.34
		if i == 0 {
			caps[i] = 0.14
		}
	}
	const gap = 0.12 // between lines, in hub radii
	for range 40 {
		total := -gap
		for _, h := range caps {
			total += h + gap
		}
		ok := true
		y := -total / 2
		for i, line := range lines {
			b := t.measure(line)
			w := caps[i] * b.W() / max(b.H(), 1e-9)
			far := math.Max(math.Abs(y), math.Abs(y+caps[i]))
			room := 2 * math.Sqrt(max(0, 0.8*0.8-far*far)) * 0.92
			if w > room {
				caps[i] *= 0.95
				ok = false
			}
			y += caps[i] + gap
		}
		if ok {
			break
		}
	}
	total := -gap
	for _, h := range caps {
		total += h + gap
	}
	y := -total / 2
	for i, line := range lines {
		t.centred(&p.path, line, c, cy+(y+caps[i]/2)*hr+0.02*hr, caps[i]*hr, 0)
		p.fill(img, 0x000000, 0.3)
		t.centred(&p.path, line, c, cy+(y+caps[i]/2)*hr, caps[i]*hr, 0)
		ink := st.hubBig
		if i == 0 {
			ink = st.hubSmall
		}
		p.fill(img, ink, 1)
		y += caps[i] + gap
	}
}
