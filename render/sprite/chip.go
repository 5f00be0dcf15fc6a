package sprite

import (
	"image"
	"math"

	"felt/game/money"
	"felt/render/outline"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// denoms are the chips' values, smallest first.
var denoms = [...]money.Amount{
	money.Credits(1), money.Credits(5), money.Credits(25),
	money.Credits(100), money.Credits(500), money.Credits(1000),
}

// fractional is the kind of the small chip that carries an amount under one credit: the
// cents of a 3:2 payout.
const fractional = len(denoms)

// numKinds counts the chip kinds: the six denominations and the fractional chip.
const numKinds = len(denoms) + 1

// chipStyle is how one kind of chip is printed.
type chipStyle struct {
	body  paint.Color // the clay
	spot  paint.Color // the edge inserts and the inner ring
	ink   paint.Color // the value, printed on the cream inlay
	label string
	size  float64 // diameter, as a fraction of a whole chip's
}

// styles are the casino colours of docs/art.md (Chips): 1 white, 5 red, 25 green, 100 black, 500
// purple, 1,000 orange; the fractional chip is a small pale yellow one. The green is brighter and
// bluer than the felt, and every chip has white or dark spots, so none of them sinks into the
// table.
var styles = [numKinds]chipStyle{
	{body: 0xECE8DE, spot: 0x2F5FA7, ink: 0x2F5FA7, label: "1", size: 1},
	{body: 0xB3261E, spot: 0xF4F1EA, ink: 0xB3261E, label: "5", size: 1},
	{body: 0x1E8C4E, spot: 0xF4F1EA, ink: 0x17703E, label: "25", size: 1},
	{body: 0x222222, spot: 0xF4F1EA, ink: 0x1B1B1B, label: "100", size: 1},
	{body: 0x6A3D9A, spot: 0xF4F1EA, ink: 0x5E3590, label: "500", size: 1},
	{body: 0xE8821E, spot: 0x3A2418, ink: 0xB85E0C, label: "1K", size: 1},
	{body: 0xF0DC8C, spot: 0x9C7A1E, ink: 0x7A5C0E, label: "", size: 0.8},
}

// inlay is the cream paper in a chip's centre, where the value is printed.
const inlay paint.Color = 0xF6F1E4

// Denominations returns the chips' values, smallest first: 1, 5, 25, 100, 500 and 1,000
// credits. Amounts under one credit are carried by a smaller, pale yellow fractional chip
// with the cents printed on it (".50"); Break gives it last.
func Denominations() []money.Amount {
	d := denoms
	return d[:]
}

// Break splits amount into chips, largest first, appending them to dst: as many 1,000s as
// fit, then 500s, and so on down to 1s, then at most one fractional chip for the cents. It
// does not allocate when dst has room. An amount that is not positive gives no chips.
func Break(amount money.Amount, dst []money.Amount) []money.Amount {
	if amount <= 0 {
		return dst
	}
	for i := len(denoms) - 1; i >= 0; i-- {
		for d := denoms[i]; amount >= d; amount -= d {
			dst = append(dst, d)
		}
	}
	if amount > 0 {
		dst = append(dst, amount)
	}
	return dst
}

// counts returns how many chips of each kind Break gives, and the cents of the fractional
// chip, without listing them.
func counts(amount money.Amount) (n [numKinds]int64, cents money.Amount) {
	if amount <= 0 {
		return n, 0
	}
	for i := len(denoms) - 1; i >= 0; i-- {
		n[i] = int64(amount / denoms[i])
		amount %= denoms[i]
	}
	if amount > 0 {
		n[fractional] = 1
	}
	return n, amount
}

// kind returns which chip prints denom: a denomination, the fractional chip for amounts
// under one credit, or else the largest denomination not above it.
func kind(denom money.Amount) int {
	if denom < money.Credit {
		return fractional
	}
	for i := len(denoms) - 1; i > 0; i-- {
		if denom >= denoms[i] {
			return i
		}
	}
	return 0
}

// chipLabel returns what is printed on a chip.
func chipLabel(k int, cents money.Amount) string {
	if k != fractional {
		return styles[k].label
	}
	c := int(cents % 100)
	return string([]byte{'.', byte('0' + c/10), byte('0' + c%10)})
}

// The chip seen at a slant, in a stack.
const (
	squash    = 0.5   // a chip's top seen from about 30° above the felt: height over width
	thickness = 0.085 // the edge's visible height, in diameters
	variants  = 4     // edge prints per kind, with the spots turned differently
)

// chipSize holds everything drawn for chips of one diameter.
type chipSize struct {
	d       int
	top     [numKinds]*ebiten.Image // seen from above
	slant   [numKinds]*ebiten.Image // the top seen at a slant, crowning a stack
	edge    [numKinds][variants]*ebiten.Image
	fracTop map[money.Amount]*ebiten.Image // fractional chips by cents, from above
	fracSl  map[money.Amount]*ebiten.Image // and at a slant
	shadow  *ebiten.Image                  // a stack's soft shadow on the felt
	used    uint64
}

func (s *chipSize) lastUse() uint64  { return s.used }
func (s *chipSize) use(clock uint64) { s.used = clock }

func (s *chipSize) dispose() {
	all := []*ebiten.Image{s.shadow}
	all = append(all, s.top[:]...)
	all = append(all, s.slant[:]...)
	for _, e := range s.edge {
		all = append(all, e[:]...)
	}
	for _, img := range s.fracTop {
		all = append(all, img)
	}
	for _, img := range s.fracSl {
		all = append(all, img)
	}
	for _, img := range all {
		if img != nil {
			img.Deallocate()
		}
	}
}

func chipDiameter(d float64) int {
	if !(d >= 6) {
		return 6
	}
	return int(min(math.Round(d), 1024))
}

func (a *Art) chipSize(d float64) *chipSize {
	id := chipDiameter(d)
	if s, ok := find(a, a.chipSizes, id); ok {
		return s
	}
	makeRoom(a.chipSizes, maxSizes)
	s := &chipSize{d: id, used: a.clock, fracTop: make(map[money.Amount]*ebiten.Image), fracSl: make(map[money.Amount]*ebiten.Image)}
	a.chipSizes[id] = s
	return s
}

// Chip returns one chip seen from above, d device pixels across (rounded to a whole pixel):
// the rim with its edge spots, the inner ring, and the value printed in the centre ("1", "5",
// "25", "100", "500", "1K"; a fractional chip, smaller, prints its cents: ".50"). The image
// is cached and must not be modified.
func (a *Art) Chip(denom money.Amount, d float64) *ebiten.Image {
	return a.chipTop(a.chipSize(d), kind(denom), denom%money.Credit, false)
}

// chipTop returns the chip of kind k seen from above, or at a slant.
func (a *Art) chipTop(s *chipSize, k int, cents money.Amount, slant bool) *ebiten.Image {
	var img *ebiten.Image
	switch {
	case k == fractional && slant:
		img = s.fracSl[cents]
	case k == fractional:
		img = s.fracTop[cents]
	case slant:
		img = s.slant[k]
	default:
		img = s.top[k]
	}
	if img != nil {
		return img
	}
	sq := 1.0
	if slant {
		sq = squash
	}
	d := float64(s.d)
	cv := newCanvas(s.d, int(math.Ceil(d*sq)))
	a.renderChipTop(cv, k, cents, d/2, d*sq/2, d/2*styles[k].size, sq)
	img = cv.image()
	switch {
	case k == fractional && slant:
		if len(s.fracSl) > 16 {
			clear(s.fracSl)
		}
		s.fracSl[cents] = img
	case k == fractional:
		if len(s.fracTop) > 16 {
			clear(s.fracTop)
		}
		s.fracTop[cents] = img
	case slant:
		s.slant[k] = img
	default:
		s.top[k] = img
	}
	return img
}

// The chip's rings, as fractions of its radius.
const (
	spotIn   = 0.74 // the edge spots reach in this far from the rim
	spotSpan = 0.36 // each spot's angular width, in radians
	ringOut  = 0.71 // the inner ring
	ringIn   = 0.675
	inlayR   = 0.6 // the cream inlay
	lineOut  = 0.555
	lineIn   = 0.535
)

// renderChipTop paints a chip of kind k, radius r, centred at cx, cy, its height squashed by
// sq (1 seen from above).
func (a *Art) renderChipTop(cv *canvas, k int, cents money.Amount, cx, cy, r, sq float64) {
	st := styles[k]
	var g ebiten.GeoM // unit circle to the canvas
	g.Scale(r, r*sq)
	g.Translate(cx, cy)
	disc := func(rad float64, ccw bool) {
		a.q.reset()
		ellipse(&a.q, 0, 0, rad, rad, ccw)
		a.p.add(&a.q, &g)
	}
	disc(1, false)
	cv.fill(&a.p, st.body, 1)
	// Six spots round the rim, each an arc of the ring between spotIn and the edge.
	for i := range 6 {
		mid := float64(i)*math.Pi/3 + math.Pi/6
		a.q.reset()
		sector(&a.q, spotIn, 1, mid-spotSpan/2, mid+spotSpan/2)
		a.p.add(&a.q, &g)
	}
	cv.fill(&a.p, st.spot, 1)
	if r >= 8 {
		disc(ringOut, false)
		disc(ringIn, true)
		cv.fill(&a.p, st.spot, 0.9)
	}
	disc(inlayR, false)
	cv.fill(&a.p, inlay, 1)
	if r >= 12 {
		disc(lineOut, false)
		disc(lineIn, true)
		cv.fill(&a.p, st.body, 0.8)
	}
	// The value, as large as fits in the inlay.
	label := chipLabel(k, cents)
	capH := valueCap(a.bold.Measure(label, 0))
	a.addText(a.bold, label, 0, -capH/2, capH, 1, 0, &g)
	cv.fill(&a.p, st.ink, 1)
	shadeChip(cv.img, cx, cy, r, sq)
}

// sector adds the part of the ring between radii r0 and r1 (of the unit circle) from angle
// a0 to a1, clockwise on screen.
func sector(p *path, r0, r1, a0, a1 float64) {
	const n = 8
	for i := 0; i <= n; i++ {
		t := a0 + (a1-a0)*float64(i)/n
		x, y := r1*math.Cos(t), r1*math.Sin(t)
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	for i := n; i >= 0; i-- {
		t := a0 + (a1-a0)*float64(i)/n
		p.LineTo(r0*math.Cos(t), r0*math.Sin(t))
	}
	p.Close()
}

// shadeChip lights a chip's top: a soft dome of light from the lamp above and to the left,
// and a darker bevel at the rim.
func shadeChip(img *image.RGBA, cx, cy, r, sq float64) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			i := img.PixOffset(x, y)
			if img.Pix[i+3] == 0 {
				continue
			}
			u := (float64(x) + 0.5 - cx) / r
			v := (float64(y) + 0.5 - cy) / (r * sq)
			rho := math.Hypot(u, v)
			f := 1.06 - 0.1*rho*rho - 0.05*(u*0.6+v*0.8)
			if rho > 0.93 {
				f *= 0.88 // the rounded rim turns away from the light
			}
			scalePixel(img.Pix[i:i+4], f)
		}
	}
}

// scalePixel multiplies a premultiplied pixel's colour by f, keeping it a valid colour.
func scalePixel(px []uint8, f float64) {
	a := float64(px[3])
	for c := range 3 {
		px[c] = uint8(min(a, math.Round(float64(px[c])*f)))
	}
}

// PrepareChips renders up to n of the chip images of diameter d that are not cached yet
// (every kind from above, at a slant, and its edges), and reports whether all of them are;
// like Prepare, for idle frames.
func (a *Art) PrepareChips(d float64, n int) (done bool) {
	s := a.chipSize(d)
	for k := range numKinds {
		cents := money.Amount(0)
		if k == fractional {
			cents = 50
		}
		if k != fractional && s.top[k] == nil || k == fractional && s.fracTop[cents] == nil {
			if n <= 0 {
				return false
			}
			a.chipTop(s, k, cents, false)
			n--
		}
		if k != fractional && s.slant[k] == nil || k == fractional && s.fracSl[cents] == nil {
			if n <= 0 {
				return false
			}
			a.chipTop(s, k, cents, true)
			n--
		}
		for v := range variants {
			if s.edge[k][v] == nil {
				if n <= 0 {
					return false
				}
				a.chipEdge(s, k, v)
				n--
			}
		}
	}
	a.stackShadow(s)
	return true
}

// valueCap is the cap height of a chip's value whose ink box is b, as a fraction of the
// chip's radius: as large as fits in the inlay.
func valueCap(b outline.Ink) float64 {
	capH := 0.46
	if wmax := 0.74; b.H() > 0 && b.W()/b.H()*capH > wmax {
		capH = wmax * b.H() / b.W()
	}
	return capH
}

// ChipValueSize returns the type size, in the units of d, of the value printed on the chip
// of denom seen from above at diameter d: what a test checks a player can read.
func (a *Art) ChipValueSize(denom money.Amount, d float64) float64 {
	k := kind(denom)
	b := a.bold.Measure(chipLabel(k, denom%money.Credit), 0)
	if b.H() <= 0 {
		return 0
	}
	return valueCap(b) / b.H() * d / 2 * styles[k].size
}
