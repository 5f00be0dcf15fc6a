package sprite

import (
	"image"
	"math"

	"felt/game/cards"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// pip is one pip's place on a spot card: column -1, 0 or 1, and row from 0 (top) to 1
// (bottom). Pips below the middle are printed upside down, as on a real card.
type pip struct{ col, row float64 }

// pips holds the classic layouts, Two to Ten.
var pips = [...][]pip{
	cards.Two:   {{0, 0}, {0, 1}},
	cards.Three: {{0, 0}, {0, 0.5}, {0, 1}},
	cards.Four:  {{-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
	cards.Five:  {{-1, 0}, {1, 0}, {0, 0.5}, {-1, 1}, {1, 1}},
	cards.Six:   {{-1, 0}, {1, 0}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	cards.Seven: {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {-1, 1}, {1, 1}},
	cards.Eight: {{-1, 0}, {1, 0}, {0, 0.25}, {-1, 0.5}, {1, 0.5}, {0, 0.75}, {-1, 1}, {1, 1}},
	cards.Nine:  {{-1, 0}, {1, 0}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {0, 0.5}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {-1, 1}, {1, 1}},
	cards.Ten:   {{-1, 0}, {1, 0}, {0, 1.0 / 6}, {-1, 1.0 / 3}, {1, 1.0 / 3}, {-1, 2.0 / 3}, {1, 2.0 / 3}, {0, 5.0 / 6}, {-1, 1}, {1, 1}},
}

// The face's layout, as fractions of the card's width.
const (
	indexX    = 0.118 // centre of the corner index
	indexTop  = 0.075 // top of the rank
	rankCap   = 0.17  // height of the rank's capitals and digits
	indexGap  = 0.04  // between rank and suit
	indexSuit = 0.13  // height of the suit under the rank

	pipH    = 0.17 // height of a pip
	pipCol  = 0.19 // from the middle to a side column
	pipTop  = 0.2  // centre of the top row, as a fraction of the card's height
	aceH    = 0.44 // the ace's single pip
	spadesH = 0.62 // the ace of spades

	frameX   = 0.215 // the court frame's inset from the sides
	frameY   = 0.075 // and from top and bottom
	courtCap = 0.3   // the court letter
)

// The compact face, for cards too small to show pips: a big index at top left and one big
// suit at bottom right, as the small cards of online card rooms are printed.
const (
	compactX    = 0.24 // centre of the big index
	compactTop  = 0.08
	compactCap  = 0.36
	compactGap  = 0.06
	compactSuit = 0.27
	compactBig  = 0.5 // the big suit
)

// compactBelow is the width, in logical pixels (device pixels over the device scale), under
// which cards are printed compact. Table-mates' cards are 40 to 50 logical pixels wide.
const compactBelow = 64

// renderFace prints card c on cv, which holds the bare card stock.
func (a *Art) renderFace(cv *canvas, c cards.Card, fourColour bool, compact bool) {
	b := cv.img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	col := ink(c.Suit(), fourColour)
	if compact {
		a.compactFace(cv, c, w, h, col)
		return
	}

	// The corner index, at top left and turned about the centre to the bottom right.
	var turn ebiten.GeoM
	turn.Translate(-w/2, -h/2)
	turn.Rotate(math.Pi)
	turn.Translate(w/2, h/2)
	for _, post := range []*ebiten.GeoM{nil, &turn} {
		a.index(c, w, rankCap, indexX, indexTop, indexGap, indexSuit, post)
	}
	cv.fill(&a.p, col, 1)

	switch r := c.Rank(); {
	case r == cards.Ace:
		a.ace(cv, c.Suit(), w/2, h/2, w, aceH, spadesH, col)
	case r >= cards.Jack:
		x0, y0 := math.Round(w*frameX), math.Round(w*frameY)
		a.court(cv, c, x0, y0, w-2*x0, h-2*y0, w, col)
	default:
		ph := w * pipH
		span := h * (1 - 2*pipTop)
		for _, p := range pips[r] {
			x := w/2 + p.col*pipCol*w
			y := h*pipTop + p.row*span
			angle := 0.0
			if p.row > 0.5 {
				angle = math.Pi
			}
			a.suit(c.Suit(), x, y, ph, angle, nil)
		}
		cv.fill(&a.p, col, 1)
	}
}

func (a *Art) compactFace(cv *canvas, c cards.Card, w, h float64, col paint.Color) {
	a.index(c, w, compactCap, compactX, compactTop, compactGap, compactSuit, nil)
	cv.fill(&a.p, col, 1)
	bx, by := w*0.66, h-w*0.36 // the big suit's centre
	switch r := c.Rank(); {
	case r == cards.Ace:
		a.ace(cv, c.Suit(), bx, by-0.02*w, w, compactBig, compactBig*1.1, col)
	case r >= cards.Jack:
		x0, y0 := w*0.44, w*0.5
		a.court(cv, c, x0, y0, w*0.94-x0, h-w*0.06-y0, w, col)
	default:
		a.suit(c.Suit(), bx, by, w*compactBig, 0, nil)
		cv.fill(&a.p, col, 1)
	}
}

// suit adds suit s, ht tall, centred at x, y, to a.p.
func (a *Art) suit(s cards.Suit, x, y, ht, angle float64, post *ebiten.GeoM) {
	a.add(a.suits[s], x, y, ht, ht, angle, post)
}

// index adds the rank with the suit under it to a.p: centred on x (fractions of the card's
// width w, like every length here), the rank capH tall from top, the suit sh tall gap below
// it; mapped through post. The rank's height and top are whole pixels, so it prints sharp.
func (a *Art) index(c cards.Card, w, capH, x, top, gap, sh float64, post *ebiten.GeoM) {
	ch := math.Round(w * capH)
	y := math.Round(w * top)
	if c.Rank() == cards.Ten {
		// The ten's two digits are set close and narrowed, as card printers do, so the index
		// keeps to one column.
		a.addText(a.bold, "10", w*x, y, ch, 0.68, -0.05, post)
	} else {
		a.addText(a.bold, string(c.Rank().Char()), w*x, y, ch, 0.92, 0, post)
	}
	s := math.Round(w * sh)
	a.suit(c.Suit(), w*x, y+ch+math.Round(w*gap)+s/2, s, 0, post)
}

// ace prints the single large pip, ht card widths tall, centred at x, y; the ace of spades is
// spadesHt tall, with a brass inline and the maker's name under it, as decks have always
// dressed it.
func (a *Art) ace(cv *canvas, s cards.Suit, x, y, w, ht, spadesHt float64, col paint.Color) {
	if s != cards.Spades {
		a.suit(s, x, y, w*ht, 0, nil)
		cv.fill(&a.p, col, 1)
		return
	}
	sh := w * spadesHt
	y -= 0.02 * w
	a.suit(s, x, y, sh, 0, nil)
	cv.fill(&a.p, col, 1)
	if sh >= 24 {
		// The inline: the spade again, smaller, drawn as a thin brass line inside the black.
		a.add(a.suits[s], x, y-0.012*sh, sh*0.8, sh*0.78, 0, nil)
		a.stroke(max(0.9, 0.02*sh))
		cv.fill(&a.p, foil, 1)
	}
	if sh >= 56 && spadesHt == spadesH {
		a.addText(a.med, "FELT", x, y+sh/2+0.06*w, 0.04*w, 1, 0.35, nil)
		cv.fill(&a.p, col, 0.85)
	}
}

// court prints a jack, queen or king in the frame at x0, y0, fw by fh: a double rule in the
// suit's colour round a light tint, holding the rank's ornament, a big letter and a large
// suit, stacked and centred.
func (a *Art) court(cv *canvas, c cards.Card, x0, y0, fw, fh, w float64, col paint.Color) {
	lw := max(1, 0.014*w)
	r := 0.03 * w
	roundRect(&a.p, x0, y0, fw, fh, r, false)
	cv.fill(&a.p, mix(mix(stock, col, 0.06), paint.Brass, 0.1), 1)
	roundRect(&a.p, x0, y0, fw, fh, r, false)
	roundRect(&a.p, x0+lw, y0+lw, fw-2*lw, fh-2*lw, r-lw, true)
	cv.fill(&a.p, col, 1)
	if in, hl := max(2, 0.03*w), max(0.7, lw*0.45); fw > 40 {
		roundRect(&a.p, x0+in, y0+in, fw-2*in, fh-2*in, r*0.6, false)
		roundRect(&a.p, x0+in+hl, y0+in+hl, fw-2*in-2*hl, fh-2*in-2*hl, r*0.6-hl, true)
		cv.fill(&a.p, col, 0.8)
	}

	// Sizes follow the frame's width.
	cw := 0.54 * fw // the ornament's width
	ch := 0.9 * cw  // and height
	capH := 0.54 * fw
	sh := 0.43 * fw
	g1, g2 := 0.12*fw, 0.16*fw
	total := ch + g1 + capH + g2 + sh
	if total > fh*0.9 {
		// A short frame (the compact face) keeps the ornament and the suit only.
		capH, g2 = 0, 0
		cw, sh = min(cw, fh*0.38), min(sh*1.1, fh*0.36)
		ch = 0.9 * cw
		total = ch + g1 + sh
	}
	top := y0 + fh/2 - total/2
	cx := x0 + fw/2
	crown := a.crowns[c.Rank()-cards.Jack]
	a.add(crown, cx, top+ch/2, cw, cw, 0, nil)
	cv.fill(&a.p, col, 1)
	// Jewels, in the card's white.
	jy := top + ch/2 + 0.33*cw
	for _, jx := range []float64{-0.25, 0, 0.25} {
		if c.Rank() == cards.Jack && jx != 0 {
			continue
		}
		circle(&a.p, cx+jx*cw, jy, 0.045*cw)
	}
	cv.fill(&a.p, stock, 1)

	if capH > 0 {
		a.addText(a.bold, string(c.Rank().Char()), cx, top+ch+g1, capH, 1, 0, nil)
	}
	a.suit(c.Suit(), cx, top+ch+g1+capH+g2+sh/2, sh, 0, nil)
	cv.fill(&a.p, col, 1)
}

// backInk is the lattice colour of each deck.
var backInk = [2]paint.Color{cards.RedBack: paint.BackRed, cards.BlueBack: paint.BackBlue}

// renderBack prints a back on cv, which holds the bare card stock: a white border round a field of deep red or blue crossed by a
// fine diamond lattice, a hairline frame, and a medallion with the house's F.
func (a *Art) renderBack(cv *canvas, b cards.Back) {
	bd := cv.img.Bounds()
	w, h := float64(bd.Dx()), float64(bd.Dy())
	col := backInk[b&1]
	m := math.Max(2, math.Round(0.065*w))
	fw, fh := int(w-2*m), int(h-2*m)
	if fw < 2 || fh < 2 {
		return
	}
	field := newCanvas(fw, fh)
	W, H := float64(fw), float64(fh)
	roundRect(&a.p, 0, 0, W, H, 0, false)
	field.fill(&a.p, col, 1)

	// The lattice: two families of parallel lines.
	cw := W / math.Round(W/math.Max(3.5, 0.095*w)) // whole diamonds across
	ch := cw * 1.5
	line := mix(col, white, 0.3)
	lw := max(0.7, 0.011*w)
	n := int((W+H*cw/ch)/cw) + 2
	for k := -n; k <= n; k++ {
		for _, dir := range []float64{1, -1} {
			// Each line is a thin parallelogram from above the field to below it.
			x0 := float64(k)*cw + W/2 + cw/2
			y0, y1 := -ch, H+ch
			xa, xb := x0+dir*(y0-H/2)/ch*cw, x0+dir*(y1-H/2)/ch*cw
			hw := lw / 2 * math.Hypot(cw, ch) / ch // half the line's horizontal thickness
			quad(&a.p, xa-hw, y0, xa+hw, y0, xb+hw, y1, xb-hw, y1)
		}
	}
	field.fill(&a.p, line, 1)
	if w >= 72 {
		// A small diamond in every cell of the lattice.
		d := lw * 1.4
		for y := 0.0; y < H+ch; y += ch / 2 {
			row := int(math.Round(y / (ch / 2)))
			off := 0.0
			if row%2 == 0 {
				off = cw / 2
			}
			for x := math.Mod(W/2+off, cw); x < W; x += cw {
				if y > 0 && y < H {
					quad(&a.p, x, y-d*1.4, x+d, y, x, y+d*1.4, x-d, y)
				}
			}
		}
		field.fill(&a.p, line, 1)
	}
	// The hairline frame inside the field.
	in, fl := math.Max(2, 0.035*w), max(0.8, 0.012*w)
	roundRect(&a.p, in, in, W-2*in, H-2*in, 0.02*w, false)
	roundRect(&a.p, in+fl, in+fl, W-2*in-2*fl, H-2*in-2*fl, 0.02*w-fl, true)
	field.fill(&a.p, white, 0.85)

	// The medallion.
	R := 0.17 * w
	cx, cy := W/2, H/2
	circle(&a.p, cx, cy, R+lw)
	field.fill(&a.p, col, 1)
	ring := max(1, 0.016*w)
	circle(&a.p, cx, cy, R)
	ellipse(&a.p, cx, cy, R-ring, R-ring, true)
	field.fill(&a.p, white, 1)
	if w >= 48 {
		r2, t2 := R-0.035*w, max(0.6, 0.006*w)
		circle(&a.p, cx, cy, r2)
		ellipse(&a.p, cx, cy, r2-t2, r2-t2, true)
		field.fill(&a.p, white, 0.7)
	}
	a.addText(a.bold, "F", cx, cy-0.08*w, 0.16*w, 1, 0, nil)
	field.fill(&a.p, white, 1)

	// The field, through its round-cornered shape, onto the card.
	roundRect(&a.p, m, m, W, H, 0.035*w, false)
	cv.fillImage(&a.p, field.img, image.Pt(int(-m), int(-m)))
}
