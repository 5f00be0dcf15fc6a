// Package sprite draws the cards and chips of the table with our own code: vector shapes and
// Go fonts rasterized at device-pixel sizes and cached, so they stay crisp at any size.
//
// Every image is rendered the first time its size is asked for, then reused: a card face,
// a back, a chip seen from above or from the side, the soft shadows, the glyphs of numbers.
// Drawing a frame from the caches (DrawCard, DrawStack, DrawLabel, Digits.Draw) does not
// allocate. An Art is not safe for concurrent use; use it from ebiten's Draw.
//
// For the scene: draw cards at a few fixed widths (move and turn them; do not animate W,
// which would render a new size every frame), tell the art the device scale (SetDevice)
// when the screen changes, and call Prepare and PrepareChips on idle frames so that no
// face is rendered in the middle of a deal. The caches keep the eight most recently used
// sizes of each kind.
package sprite

import (
	"math"

	"felt/game/cards"
	"felt/render/fonts"
	"felt/render/outline"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// Art is the table's printed matter: cards, chips and number labels, cached per size.
type Art struct {
	fonts *fonts.Set
	bold  *outline.Face // card indices, court letters, chip values
	med   *outline.Face // small lettering

	suits  [cards.NumSuits]*path
	crowns [3]*path // jack, queen, king

	cardSizes map[int]*cardSize
	chipSizes map[int]*chipSize
	digits    map[digitKey]*Digits
	pills     map[int]*pill
	clock     uint64  // counts cache lookups, to find the least recently used size
	device    float64 // device pixels per logical pixel

	// Scratch paths for rendering into the caches.
	p, q path

	// Reused for every draw, so that frames do not allocate.
	op   ebiten.DrawImageOptions
	text [32]byte
}

// New returns the art, printing with faces and outlines from fs.
func New(fs *fonts.Set) *Art {
	a := &Art{
		fonts:     fs,
		bold:      outline.New(fs.Font(fonts.Bold)),
		med:       outline.New(fs.Font(fonts.Medium)),
		cardSizes: make(map[int]*cardSize),
		chipSizes: make(map[int]*chipSize),
		digits:    make(map[digitKey]*Digits),
		pills:     make(map[int]*pill),
		device:    1,
	}
	for s := range a.suits {
		a.suits[s] = suitPath(cards.Suit(s))
	}
	for i, r := range [3]cards.Rank{cards.Jack, cards.Queen, cards.King} {
		a.crowns[i] = crownPath(r)
	}
	return a
}

// maxSizes bounds each cache: a table shows a handful of card and chip sizes, and a window
// resize brings new ones, so the least recently used size is dropped when a new one comes.
const maxSizes = 8

// cached is an entry of one of Art's caches of images by size or style.
type cached interface {
	lastUse() uint64
	use(clock uint64) // notes a use at this tick of the art's clock
	dispose()         // deallocates the entry's images
}

// find returns m's entry for k, noted as used now. Each lookup is a tick of
// the art's clock, by which the least recently used entry is told.
func find[K comparable, V cached](a *Art, m map[K]V, k K) (V, bool) {
	a.clock++
	v, ok := m[k]
	if ok {
		v.use(a.clock)
	}
	return v, ok
}

// makeRoom disposes of m's least recently used entry when m holds limit
// entries already, so that one more fits.
func makeRoom[K comparable, V cached](m map[K]V, limit int) {
	if len(m) < limit {
		return
	}
	if k, ok := lru(m); ok {
		m[k].dispose()
		delete(m, k)
	}
}

// lru returns the key of the least recently used entry of m.
func lru[K comparable, V interface{ lastUse() uint64 }](m map[K]V) (K, bool) {
	var oldest K
	found := false
	var at uint64 = math.MaxUint64
	for k, v := range m {
		if u := v.lastUse(); u < at {
			oldest, at, found = k, u, true
		}
	}
	return oldest, found
}

// The helpers below render into the caches. They allocate freely; they run once per image.

// add adds the unit shape src to a.p, scaled by sx, sy, turned by angle, centred at x, y,
// then mapped through post (nil for none).
func (a *Art) add(src *path, x, y, sx, sy, angle float64, post *ebiten.GeoM) {
	var g ebiten.GeoM
	g.Scale(sx, sy)
	g.Rotate(angle)
	g.Translate(x, y)
	if post != nil {
		g.Concat(*post)
	}
	a.p.add(src, &g)
}

// addText adds the outline of s to a.p so that its capital or digit ink is capH tall, its
// ink centred on x and its top at top; xscale narrows it, tracking (in em) spaces letters.
// It returns the ink's width.
func (a *Art) addText(t *outline.Face, s string, x, top, capH, xscale, tracking float64, post *ebiten.GeoM) float64 {
	b := t.Measure(s, tracking)
	if b.H() <= 0 {
		return 0
	}
	em := capH / b.H()
	var g ebiten.GeoM
	g.Scale(em*xscale, em)
	g.Translate(x-(b.X0+b.W()/2)*em*xscale, top-b.Y0*em)
	if post != nil {
		g.Concat(*post)
	}
	t.Append(&a.p, s, tracking, &g)
	return b.W() * em * xscale
}

// stroke replaces a.p by the outline of a line of width w along it.
func (a *Art) stroke(w float64) {
	a.q.reset()
	a.q.stroke(&a.p, w)
	a.p, a.q = a.q, a.p
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

// white is the card stock and the tint base of masks.
const white paint.Color = 0xFFFFFF
