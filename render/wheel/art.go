package wheel

import (
	"image"
	"math"

	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/outline"
	"golang.org/x/image/font/sfnt"

	"github.com/hajimehoshi/ebiten/v2"
)

// The wheel's geometry, in fractions of its outer radius (the r Draw is given).
const (
	rimInner = 0.885 // the static bezel runs from here out to 1
	bulbRing = 0.943 // the bezel's lights
	bulbSize = 0.02
	faceR    = 0.885 // the turning disc
	bandIn   = 0.815 // the segments end, and the band the pegs stand in begins
	pegRing  = 0.85
	pegSize  = 0.017
	hubR     = 0.215 // the hub, which does not turn; the segments start under its edge
	pivot    = 0.925 // the flapper's hinge, above the centre
	tip      = 0.815 // the flapper's tip at rest, between the pegs
	plaqueY  = 1.02  // the readout's centre, below the centre
	plaqueW  = 0.62
	plaqueH  = 0.2
)

// art is the wheel painted at one size: every part a frame draws, rendered once and packed
// into one sheet (see pack), each part a sub-image of it.
type art struct {
	radius int // device pixels: the outer radius it was painted for
	used   uint64
	sheet  *ebiten.Image

	shadow  *ebiten.Image // a soft dark disc, small: drawn scaled up
	frame   *ebiten.Image // the bezel with its lights unlit
	bulb    *ebiten.Image // one light's glow
	face    *ebiten.Image // the turning disc: segments, amounts, pegs
	gloss   *ebiten.Image // the lamp's sheen and the bezel's shadow, at half size
	hub     *ebiten.Image
	wedge   *ebiten.Image // one segment's shape at the top, filled, for the landed light
	ring    *ebiten.Image // and a line round it
	wedgeX  float64       // where the wedge images' corner lies from the centre
	wedgeY  float64
	pointer *ebiten.Image // the pointer's plate, centred over the top
	flapper *ebiten.Image // the tab, hinged at flapX, flapY of its image
	flapX   float64
	flapY   float64

	readouts []*ebiten.Image // by segment (segments of one symbol share one)
	prize    *ebiten.Image   // a place for SetPrize's readout, painted when asked for
	prizeOf  int64           // the amount painted there; 0 for none
}

// maxArts bounds the cache: a table shows the wheel at one size, and a resize brings a
// new one; the least recently used size goes when a new one comes.
const maxArts = 3

// artFor returns the wheel painted for an outer radius of r device pixels, painting it
// the first time.
func (s *Spinner) artFor(r float64) *art {
	key := artKey(r)
	s.clock++
	if a, ok := s.arts[key]; ok {
		a.used = s.clock
		return a
	}
	if len(s.arts) >= maxArts {
		oldest, at := 0, uint64(math.MaxUint64)
		for k, a := range s.arts {
			if a.used < at {
				oldest, at = k, a.used
			}
		}
		s.arts[oldest].dispose()
		delete(s.arts, oldest)
	}
	a := s.paint(key)
	a.used = s.clock
	s.arts[key] = a
	return a
}

// artKey is the radius (device pixels) the wheel is painted for when drawn at r.
func artKey(r float64) int { return max(8, int(math.Round(r))) }

// Prepare paints the wheel for an outer radius of r design units on the screen v
// describes, so that the first frame that shows it does not: call it before the wheel
// comes forward, on an idle frame.
func (s *Spinner) Prepare(v layout.View, r float64) {
	s.artFor(v.Len(r))
}

// Painted reports whether the wheel is painted for an outer radius of r design units on
// the screen v describes (by Prepare or a Draw), so that a Draw at that size paints
// nothing.
func (s *Spinner) Painted(v layout.View, r float64) bool {
	_, ok := s.arts[artKey(v.Len(r))]
	return ok
}

// paint renders every part of the wheel at outer radius r device pixels onto a new sheet.
func (s *Spinner) paint(r int) *art {
	R := float64(r)
	a := &art{radius: r}
	var p pen
	bold := typeface{outline.New(s.boldFont())}
	ww, wh, wx, wy := s.wedgeBox(R)
	fw, fh, fx, fy := flapperBox(R)
	pw, ph, _, _ := pointerBox(R)
	rw, rh := plaqueBox(R)
	a.wedgeX, a.wedgeY, a.flapX, a.flapY = wx, wy, fx, fy
	syms, bySegment := s.symbols()
	readouts := make([]*ebiten.Image, len(syms))

	// Each part: its size, where its place goes, and how it is painted.
	type part struct {
		w, h  int
		to    **ebiten.Image
		paint func(*ebiten.Image)
	}
	disc := func(radius float64, to **ebiten.Image, f func(*ebiten.Image)) part {
		n := discSize(radius)
		return part{n, n, to, f}
	}
	parts := []part{
		{shadowSize, shadowSize, &a.shadow, paintShadow},
		disc(R, &a.frame, func(img *ebiten.Image) { s.paintFrame(&p, img, R) }),
		disc(bulbGlow*bulbRadius(R), &a.bulb, func(img *ebiten.Image) { paintBulb(img, R) }),
		disc(faceR*R, &a.face, func(img *ebiten.Image) { s.paintFace(&p, bold, img, R) }),
		disc(faceR*R/2, &a.gloss, func(img *ebiten.Image) { paintGloss(img, R/2) }),
		disc(hubR*R, &a.hub, func(img *ebiten.Image) { s.paintHub(&p, bold, img, R) }),
		{ww, wh, &a.wedge, nil}, // painted with the ring, below
		{ww, wh, &a.ring, nil},
		{pw, ph, &a.pointer, func(img *ebiten.Image) { s.paintPointer(&p, img, R) }},
		{fw, fh, &a.flapper, func(img *ebiten.Image) { s.paintFlapper(&p, img, R) }},
		{rw, rh, &a.prize, nil}, // a place for SetPrize's readout, painted when asked for
	}
	for i, sym := range syms {
		parts = append(parts, part{rw, rh, &readouts[i], func(img *ebiten.Image) {
			s.paintPlaque(&p, bold, img, R, prizeText(sym), sym.jackpot)
		}})
	}
	sizes := make([]image.Point, len(parts))
	for i, pt := range parts {
		sizes[i] = image.Pt(pt.w, pt.h)
	}
	// As wide as the bezel and the disc side by side: the sheet comes out about square.
	size, places := layoutSheet(parts[1].w+parts[3].w+4*sheetGap, sizes)
	sheet, subs := newSheet(size, places)
	a.sheet = sheet
	for i, pt := range parts {
		*pt.to = subs[i]
		if pt.paint != nil {
			pt.paint(subs[i])
		}
	}
	s.paintWedges(&p, a.wedge, a.ring, R)
	p.done()
	a.readouts = make([]*ebiten.Image, len(bySegment))
	for i, k := range bySegment {
		a.readouts[i] = readouts[k]
	}
	return a
}

// dispose frees the art's images.
func (a *art) dispose() { a.sheet.Deallocate() }

// boldFont returns the lettering's font.
func (s *Spinner) boldFont() *sfnt.Font { return s.fonts.Font(fonts.Bold) }
