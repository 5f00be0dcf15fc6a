package sprite

import (
	"image"
	"image/color"
	"math"

	"felt/game/cards"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// Card stock and print.
const (
	// stock is the face: a white with the faintest warmth, so that a card under the table's
	// lamp reads as paper rather than as a hole in the screen.
	stock paint.Color = 0xFCFBF7
	// rim is the hairline border around face and back.
	rim paint.Color = 0xB9B4AA
	// foil is the brass inline of the ace of spades.
	foil = paint.Brass
)

// Proportions, as fractions of the card's width.
const (
	aspect = 7.0 / 5.0 // poker size
	radius = 0.06      // corner radius
)

// cardHeight returns the height in pixels of a card w pixels wide.
func cardHeight(w int) int { return int(math.Round(float64(w) * aspect)) }

// cardWidth rounds a requested width to the cached one.
func cardWidth(w float64) int {
	if !(w >= 4) {
		return 4
	}
	if w > 2048 {
		return 2048
	}
	return int(math.Round(w))
}

// cardSize holds everything drawn for cards of one width, each image made at first use.
type cardSize struct {
	w, h    int
	compact bool                             // printed with the compact face (see compactBelow)
	faces   [2][cards.DeckSize]*ebiten.Image // two-colour, four-colour
	backs   [2]*ebiten.Image
	mask    *ebiten.Image // the card's shape in white: the veil of a dimmed card
	edge    *ebiten.Image // a ring along the card's edge in white: a highlighted card's brass line
	// shadow[0] is tight (a card lying on the felt), shadow[1] soft and wide (a lifted card);
	// both are the card's shape blurred, pad pixels larger on every side.
	shadow [2]*ebiten.Image
	pad    [2]int
	blank  []byte // the pixels of the bare card stock, to start each face from
	used   uint64
}

func (s *cardSize) lastUse() uint64  { return s.used }
func (s *cardSize) use(clock uint64) { s.used = clock }

func (a *Art) cardSize(w float64) *cardSize {
	iw := cardWidth(w)
	if s, ok := find(a, a.cardSizes, iw); ok {
		return s
	}
	makeRoom(a.cardSizes, maxSizes)
	s := &cardSize{w: iw, h: cardHeight(iw), used: a.clock, compact: float64(iw) < compactBelow*a.device}
	a.cardSizes[iw] = s
	return s
}

func (s *cardSize) dispose() {
	for _, set := range s.faces {
		for _, img := range set {
			if img != nil {
				img.Deallocate()
			}
		}
	}
	for _, img := range []*ebiten.Image{s.backs[0], s.backs[1], s.mask, s.edge, s.shadow[0], s.shadow[1]} {
		if img != nil {
			img.Deallocate()
		}
	}
}

// SetDevice tells the art the device scale factor (device pixels per logical pixel; 1 until
// set). Cards narrower than 64 logical pixels are printed with a compact face — a big index
// and one big suit instead of pips and corner indices — so that they read at a glance; the
// scale says how many device pixels that is. Changing it drops the cached cards.
func (a *Art) SetDevice(scale float64) {
	if !(scale > 0) {
		scale = 1
	}
	if scale == a.device {
		return
	}
	a.device = scale
	for k, s := range a.cardSizes {
		s.dispose()
		delete(a.cardSizes, k)
	}
}

// Card returns the face of c for a card w device pixels wide (rounded to a whole pixel; the
// image is w by round(w*7/5)). The image is cached and must not be modified. fourColour
// prints diamonds blue and clubs green.
func (a *Art) Card(c cards.Card, w float64, fourColour bool) *ebiten.Image {
	return a.face(a.cardSize(w), c, fourColour)
}

func (a *Art) face(s *cardSize, c cards.Card, fourColour bool) *ebiten.Image {
	if !c.Valid() {
		c = cards.New(cards.Ace, cards.Spades)
	}
	k := 0
	if fourColour {
		k = 1
	}
	img := s.faces[k][c]
	if img == nil {
		cv := a.blankCard(s)
		a.renderFace(cv, c, fourColour, s.compact)
		img = cv.image()
		s.faces[k][c] = img
	}
	return img
}

// Back returns the back of deck b for a card w device pixels wide, cached like Card.
func (a *Art) Back(b cards.Back, w float64) *ebiten.Image {
	return a.back(a.cardSize(w), b)
}

func (a *Art) back(s *cardSize, b cards.Back) *ebiten.Image {
	b &= 1
	img := s.backs[b]
	if img == nil {
		cv := a.blankCard(s)
		a.renderBack(cv, b)
		img = cv.image()
		s.backs[b] = img
	}
	return img
}

func (a *Art) cardMask(s *cardSize) *ebiten.Image {
	if s.mask == nil {
		cv := newCanvas(s.w, s.h)
		w, h := float64(s.w), float64(s.h)
		roundRect(&a.p, 0, 0, w, h, radius*w, false)
		cv.fill(&a.p, white, 1)
		s.mask = cv.image()
	}
	return s.mask
}

func (a *Art) cardEdge(s *cardSize) *ebiten.Image {
	if s.edge == nil {
		cv := newCanvas(s.w, s.h)
		w, h := float64(s.w), float64(s.h)
		lw := max(1.5, 0.025*w)
		roundRect(&a.p, 0, 0, w, h, radius*w, false)
		roundRect(&a.p, lw, lw, w-2*lw, h-2*lw, radius*w-lw, true)
		cv.fill(&a.p, white, 1)
		s.edge = cv.image()
	}
	return s.edge
}

// cardShadow returns shadow k of size s and its padding.
func (a *Art) cardShadow(s *cardSize, k int) (*ebiten.Image, int) {
	if s.shadow[k] == nil {
		sigma := []float64{0.022, 0.06}[k] * float64(s.w)
		sigma = max(sigma, 0.8)
		s.shadow[k], s.pad[k] = blurredRoundRect(float64(s.w), float64(s.h), radius*float64(s.w), sigma)
	}
	return s.shadow[k], s.pad[k]
}

// blurredRoundRect returns a white rounded rectangle (tint it: black for a shadow, brass for
// a glow) w by h softened by a Gaussian blur of
// deviation sigma, on an image pad pixels larger on every side. The blur is computed in
// closed form from the distance to the shape (half the complementary error function), which
// is exact along the sides and close at the corners, and costs one pass.
func blurredRoundRect(w, h, r, sigma float64) (*ebiten.Image, int) {
	pad := int(math.Ceil(3 * sigma))
	iw, ih := int(math.Ceil(w))+2*pad, int(math.Ceil(h))+2*pad
	rgba := image.NewRGBA(image.Rect(0, 0, iw, ih))
	hw, hh := w/2, h/2
	cx, cy := float64(pad)+hw, float64(pad)+hh
	k := 1 / (sigma * math.Sqrt2)
	for y := range ih {
		for x := range iw {
			qx := math.Abs(float64(x)+0.5-cx) - (hw - r)
			qy := math.Abs(float64(y)+0.5-cy) - (hh - r)
			d := math.Hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r
			al := 0.5 * math.Erfc(d*k)
			v := uint8(math.Round(255 * al))
			rgba.SetRGBA(x, y, color.RGBA{v, v, v, v})
		}
	}
	return ebiten.NewImageFromImage(rgba), pad
}

// ink returns the colour a suit is printed in.
func ink(s cards.Suit, fourColour bool) paint.Color {
	switch s {
	case cards.Hearts:
		return paint.Red
	case cards.Diamonds:
		if fourColour {
			return paint.Blue
		}
		return paint.Red
	case cards.Clubs:
		if fourColour {
			return paint.Green
		}
	}
	return paint.Black
}

// blankCard returns a canvas holding the bare card stock with its hairline rim: painted once
// per size, then copied, as it is most of a face's pixels.
func (a *Art) blankCard(s *cardSize) *canvas {
	cv := newCanvas(s.w, s.h)
	if s.blank == nil {
		w, h := float64(s.w), float64(s.h)
		lw := max(1, w/110)
		roundRect(&a.p, 0, 0, w, h, radius*w, false)
		cv.fill(&a.p, rim, 1)
		roundRect(&a.p, lw, lw, w-2*lw, h-2*lw, radius*w-lw, false)
		cv.fill(&a.p, stock, 1)
		s.blank = cv.img.Pix
		cv = newCanvas(s.w, s.h)
	}
	copy(cv.img.Pix, s.blank)
	return cv
}

// Prepare renders up to n of the faces and backs of width w that are not cached yet, and
// reports whether all of them are. A face costs a fraction of a millisecond to render (more
// in the browser), the first time its size is drawn; call Prepare once a frame while the
// table is idle, with the widths the scene uses, so that no face is rendered in the middle
// of a deal.
func (a *Art) Prepare(w float64, fourColour bool, n int) (done bool) {
	s := a.cardSize(w)
	k := 0
	if fourColour {
		k = 1
	}
	for b := range s.backs {
		if s.backs[b] == nil {
			if n <= 0 {
				return false
			}
			a.back(s, cards.Back(b))
			n--
		}
	}
	for c := range s.faces[k] {
		if s.faces[k][c] == nil {
			if n <= 0 {
				return false
			}
			a.face(s, cards.Card(c), fourColour)
			n--
		}
	}
	a.cardShadow(s, 0)
	a.cardShadow(s, 1)
	a.cardMask(s)
	a.cardEdge(s)
	return true
}
