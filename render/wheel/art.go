package wheel

import (
	"math"

	"felt/render/fonts"
	"felt/render/layout"
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
	wedge   *ebiten.Image // one segment's shape at the top, for the landed light
	wedgeX  float64       // where the wedge image's corner lies from the centre
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
	key := max(8, int(math.Round(r)))
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

// Prepare paints the wheel for an outer radius of r design units on the screen v
// describes, so that the first frame that shows it does not: call it before the wheel
// comes forward, on an idle frame.
func (s *Spinner) Prepare(v layout.View, r float64) {
	s.artFor(v.Len(r))
}

// paint renders every part of the wheel at outer radius r device pixels and packs them.
func (s *Spinner) paint(r int) *art {
	R := float64(r)
	a := &art{radius: r}
	var p pen
	bold := typeface{font: s.boldFont()}
	parts := []*ebiten.Image{
		paintShadow(),
		s.paintFrame(&p, R),
		paintBulb(R),
		s.paintFace(&p, &bold, R),
		paintGloss(R / 2),
		s.paintHub(&p, &bold, R),
		nil, // the wedge
		s.paintPointer(&p, R),
		nil,                           // the flapper
		ebiten.NewImage(plaqueBox(R)), // the place for SetPrize's readout
	}
	parts[6], a.wedgeX, a.wedgeY = s.paintWedge(&p, R)
	parts[8], a.flapX, a.flapY = s.paintFlapper(&p, R)
	readouts, bySegment := s.paintReadouts(&p, &bold, R)
	parts = append(parts, readouts...)
	face := parts[3].Bounds().Dx()
	a.sheet, parts = pack(parts[1].Bounds().Dx()+face+4*sheetGap, parts)
	a.shadow, a.frame, a.bulb, a.face, a.gloss, a.hub = parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]
	a.wedge, a.pointer, a.flapper, a.prize = parts[6], parts[7], parts[8], parts[9]
	a.readouts = make([]*ebiten.Image, len(bySegment))
	for i, k := range bySegment {
		a.readouts[i] = parts[10+k]
	}
	return a
}

// dispose frees the art's images.
func (a *art) dispose() { a.sheet.Deallocate() }

// boldFont returns the lettering's font.
func (s *Spinner) boldFont() *sfnt.Font { return s.fonts.Font(fonts.Bold) }
