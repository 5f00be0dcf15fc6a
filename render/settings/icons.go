package settings

import (
	"math"

	"felt/game/cards"
	"felt/game/money"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/sprite"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Each setting is shown by a small picture of what it sets, drawn as the table draws (the
// table's cards, chips and brass on a tile of dark felt), and of the value it has now: the
// pace of the speed, the sound's level, the deck's colours, the table-mates there or not.
// A picture is square, 60 units across (menu.IconSize); its own drawing grid is 60 by 60.

// Colours of the pictures, beside render/paint's.
const (
	tile     paint.Color = 0x083E28 // the tile: felt in shadow
	coral    paint.Color = 0xFF8A65 // off, as a loss is
	brassLit paint.Color = 0xF0D68A // a light that is on
	dimInk   paint.Color = 0x6F8F7E // what is not there
)

// icons draws the pictures with the table's art and a brush of its own.
type icons struct {
	art   *sprite.Art
	fonts *fonts.Set
	b     paint.Brush
	card  sprite.CardOp
	stack sprite.StackOp
	poly  [16]float64 // a polygon's points, reused
}

// grid maps a picture's 60 by 60 grid onto device pixels.
type grid struct {
	x, y, u float64
}

func (g grid) pt(x, y float64) (float64, float64) { return g.x + x*g.u, g.y + y*g.u }

// begin draws the tile under a picture in r and returns its grid.
func (ic *icons) begin(dst *ebiten.Image, r layout.Rect, k float64) grid {
	ic.b.RoundRect(dst, r, 10*k, tile, 1)
	ic.b.RoundFrame(dst, r.Inset(0.75*k), 9.5*k, 1.5*k, paint.Brass, 0.7)
	return grid{x: r.X, y: r.Y, u: r.W / 60}
}

// line draws a line in the grid.
func (ic *icons) line(dst *ebiten.Image, g grid, x0, y0, x1, y1, w float64, c paint.Color, a float32) {
	ax, ay := g.pt(x0, y0)
	bx, by := g.pt(x1, y1)
	ic.b.Line(dst, ax, ay, bx, by, w*g.u, c, a)
}

// polygon fills the polygon through the grid's points xy.
func (ic *icons) polygon(dst *ebiten.Image, g grid, c paint.Color, a float32, xy ...float64) {
	pts := ic.poly[:0]
	for i := 0; i+1 < len(xy); i += 2 {
		x, y := g.pt(xy[i], xy[i+1])
		pts = append(pts, x, y)
	}
	ic.b.Polygon(dst, pts, c, a)
}

// cardAt draws a card centred at x, y of the grid, w wide: face up when up, else its back
// of deck back; turned by angle (radians); flip between 0 (the back) and 1 (the face), as a
// card being turned; fade turns it as calm motion does, by a cross-fade.
func (ic *icons) cardAt(dst *ebiten.Image, g grid, c cards.Card, back cards.Back, x, y, w, angle, flip float64, four, fade bool, alpha float64) {
	op := &ic.card
	*op = sprite.CardOp{Card: c, Back: back, Flip: flip, Angle: angle, Alpha: alpha, FourColour: four, FadeFlip: fade}
	op.X, op.Y = g.pt(x, y)
	op.W = w * g.u
	ic.art.DrawCard(dst, op)
}

// chips draws a stack worth a with its foot centred at x, y of the grid, chips d across.
func (ic *icons) chips(dst *ebiten.Image, g grid, a money.Amount, x, y, d float64) {
	op := &ic.stack
	*op = sprite.StackOp{Alpha: 1, Amount: a}
	op.X, op.Y = g.pt(x, y)
	op.D = d * g.u
	ic.art.DrawStack(dst, op)
}

// waves draws a sound's level beside a source whose right edge is at x, y: n arcs (0 to
// 3), or a coral cross where it is silent.
func (ic *icons) waves(dst *ebiten.Image, g grid, x, y float64, n int) {
	if n <= 0 {
		ic.line(dst, g, x+4, y-6, x+14, y+6, 3, coral, 1)
		ic.line(dst, g, x+4, y+6, x+14, y-6, 3, coral, 1)
		return
	}
	cx, cy := g.pt(x-4, y)
	for i := range 3 {
		c, a := brassLit, float32(1)
		if i >= n {
			c, a = dimInk, 0.45
		}
		ic.b.Arc(dst, cx, cy, (8+float64(i)*6)*g.u, -0.75, 0.75, 2.6*g.u, c, a)
	}
}

// level is the arcs a volume (0 to 100) shows.
func level(v int) int {
	switch {
	case v <= 0:
		return 0
	case v < 40:
		return 1
	case v < 80:
		return 2
	}
	return 3
}

// sound is the sound's switch: a speaker, sounding or crossed out.
func (ic *icons) sound(dst *ebiten.Image, r layout.Rect, k float64, on bool) {
	g := ic.begin(dst, r, k)
	x, y := g.pt(10, 23)
	ic.b.RoundRect(dst, layout.Rect{X: x, Y: y, W: 9 * g.u, H: 14 * g.u}, 2*g.u, paint.Brass, 1)
	ic.polygon(dst, g, paint.Brass, 1, 18, 24, 31, 12, 31, 48, 18, 36)
	n := 0
	if on {
		n = 3
	}
	ic.waves(dst, g, 35, 30, n)
}

// effects is the effects' volume: a card and a chip, and the level they sound at.
func (ic *icons) effects(dst *ebiten.Image, r layout.Rect, k float64, vol int) {
	g := ic.begin(dst, r, k)
	ic.cardAt(dst, g, 0, cards.RedBack, 15, 24, 18, -0.25, 0, false, false, 1)
	ic.chips(dst, g, 15*money.Credit, 22, 52, 19)
	ic.waves(dst, g, 38, 30, level(vol))
}

// ambience is the room's volume: a lamp over a table at night, and the level it sounds at.
func (ic *icons) ambience(dst *ebiten.Image, r layout.Rect, k float64, vol int) {
	g := ic.begin(dst, r, k)
	ic.polygon(dst, g, brassLit, 0.22, 15, 22, 21, 22, 33, 44, 3, 44)
	x, y := g.pt(4, 42)
	ic.b.RoundRect(dst, layout.Rect{X: x, Y: y, W: 28 * g.u, H: 8 * g.u}, 4*g.u, paint.Felt, 1)
	ic.b.RoundFrame(dst, layout.Rect{X: x, Y: y, W: 28 * g.u, H: 8 * g.u}, 4*g.u, 1.5*g.u, paint.Rail, 1)
	ic.line(dst, g, 18, 6, 18, 14, 1.2, paint.Brass, 0.8)
	cx, cy := g.pt(18, 22)
	ic.b.Arc(dst, cx, cy, 4*g.u, math.Pi, 2*math.Pi, 8*g.u, paint.Brass, 1)
	ic.b.Circle(dst, cx, cy+g.u, 2*g.u, brassLit, 1)
	ic.waves(dst, g, 38, 30, level(vol))
}

// attract is attract mode's sound: the demonstration's screen, and the level it sounds at.
func (ic *icons) attract(dst *ebiten.Image, r layout.Rect, k float64, at int) {
	g := ic.begin(dst, r, k)
	x, y := g.pt(6, 16)
	s := layout.Rect{X: x, Y: y, W: 30 * g.u, H: 24 * g.u}
	ic.b.RoundRect(dst, s, 3*g.u, paint.Night, 1)
	ic.b.RoundRect(dst, s.Inset(2.5*g.u), 1.5*g.u, paint.Felt, 1)
	ic.cardAt(dst, g, cards.New(cards.Ace, cards.Spades), 0, 16, 28, 10, 0, 1, false, false, 1)
	ic.cardAt(dst, g, cards.New(cards.King, cards.Hearts), 0, 26, 28, 10, 0, 1, false, false, 1)
	ic.line(dst, g, 16, 41, 26, 41, 2, paint.Brass, 0.9)
	ic.line(dst, g, 21, 40, 21, 44, 2, paint.Brass, 0.9)
	ic.waves(dst, g, 40, 28, []int{0, 1, 3}[min(max(at, 0), 2)])
}

// speed is the speed: a card dealt across the tile, its trail as long as its pace is quick;
// at instant, the card alone where it lands, a flash round it.
func (ic *icons) speed(dst *ebiten.Image, r layout.Rect, k float64, sel int) {
	g := ic.begin(dst, r, k)
	const y, w = 31.0, 20.0
	trails := [][]float64{{35}, {23, 34}, {17, 25, 33}, nil}
	tr := trails[min(max(sel, 0), len(trails)-1)]
	for i, x := range tr {
		ic.cardAt(dst, g, 0, cards.RedBack, x, y, w, 0, 0, false, false, 0.12+0.5*float64(i+1)/float64(len(tr)+1))
	}
	if len(tr) > 2 {
		// Fast: the air rushing behind it.
		for i, ly := range []float64{23, 31, 39} {
			ic.line(dst, g, 3+float64(i%2)*2, ly, 9+float64(i%2)*2, ly, 1.8, brassLit, 0.8)
		}
	}
	x := 45.0
	if len(tr) == 0 {
		x = 30
		for i := range 8 {
			a := float64(i) * math.Pi / 4
			ic.line(dst, g, x+16*math.Cos(a), y+18*math.Sin(a), x+21*math.Cos(a), y+23*math.Sin(a), 2, brassLit, 0.9)
		}
	}
	ic.cardAt(dst, g, 0, cards.RedBack, x, y, w, 0, 0, false, false, 1)
}

// fourColour is the deck's colours: the ace of diamonds and of clubs, as the deck in use
// draws them.
func (ic *icons) fourColour(dst *ebiten.Image, r layout.Rect, k float64, on bool) {
	g := ic.begin(dst, r, k)
	ic.cardAt(dst, g, cards.New(cards.Ace, cards.Diamonds), 0, 22, 30, 24, -0.16, 1, on, false, 1)
	ic.cardAt(dst, g, cards.New(cards.Ace, cards.Clubs), 0, 38, 31, 24, 0.16, 1, on, false, 1)
}

// calm is calm motion: off, a card turning over (narrowed to its edge, an arrow round it);
// on, a card fading from its back to its face.
func (ic *icons) calm(dst *ebiten.Image, r layout.Rect, k float64, on bool) {
	g := ic.begin(dst, r, k)
	c := cards.New(cards.Ace, cards.Spades)
	if on {
		ic.cardAt(dst, g, c, cards.RedBack, 30, 30, 26, 0, 0.5, false, true, 1)
		return
	}
	ic.cardAt(dst, g, c, cards.RedBack, 30, 30, 26, 0, 0.3, false, false, 1)
	cx, cy := g.pt(30, 30)
	ic.b.Arc(dst, cx, cy, 25*g.u, -2.6, -0.55, 2.2*g.u, brassLit, 0.9)
	ic.polygon(dst, g, brassLit, 0.9, 52, 12, 52, 22, 44, 18)
}

// mates is the table-mates shown: the dealer's tray and the table's printed line, the
// person's seat in front, the table-mates' round it with their chips, or empty.
func (ic *icons) mates(dst *ebiten.Image, r layout.Rect, k float64, on bool) {
	g := ic.begin(dst, r, k)
	x, y := g.pt(21, 7)
	ic.b.RoundRect(dst, layout.Rect{X: x, Y: y, W: 18 * g.u, H: 5 * g.u}, 1.5*g.u, paint.Night, 0.8)
	cx, cy := g.pt(30, 12)
	ic.b.Arc(dst, cx, cy, 13*g.u, 0.3, math.Pi-0.3, 1.3*g.u, paint.Brass, 0.7)
	for _, a := range []float64{0.45, 1.0, math.Pi - 1.0, math.Pi - 0.45} {
		x, y := 30+23*math.Cos(a), 14+23*math.Sin(a)
		px, py := g.pt(x, y)
		if on {
			ic.b.Ring(dst, px, py, 5*g.u, 1.4*g.u, paint.Ink, 0.7)
			ic.chips(dst, g, 5*money.Credit, x, y+3, 8)
			continue
		}
		ic.b.Ring(dst, px, py, 5*g.u, 1.4*g.u, dimInk, 0.6)
	}
	px, py := g.pt(30, 44)
	ic.b.Ring(dst, px, py, 7*g.u, 2*g.u, brassLit, 1)
	ic.chips(dst, g, 25*money.Credit, 30, 48, 11)
}

// hints is the advisor's hints: a lamp lit, or out.
func (ic *icons) hints(dst *ebiten.Image, r layout.Rect, k float64, on bool) {
	g := ic.begin(dst, r, k)
	cx, cy := g.pt(30, 25)
	if on {
		for i := range 7 {
			a := -math.Pi + float64(i)*math.Pi/6
			ic.line(dst, g, 30+16*math.Cos(a), 25+16*math.Sin(a), 30+21*math.Cos(a), 25+21*math.Sin(a), 2, brassLit, 0.9)
		}
		ic.b.Circle(dst, cx, cy, 12*g.u, brassLit, 1)
		ic.b.Circle(dst, cx, cy, 7*g.u, 0xFFF4D0, 0.8)
	} else {
		ic.b.Circle(dst, cx, cy, 12*g.u, dimInk, 0.35)
		ic.b.Ring(dst, cx, cy, 12*g.u, 1.8*g.u, dimInk, 0.9)
	}
	for i, y := range []float64{40, 44, 48} {
		c := paint.Brass
		if i == 2 {
			c = paint.Rail
		}
		ic.line(dst, g, 24, y, 36, y, 3, c, 1)
	}
}

// trainer is the trainer: a hand graded, a brass tick over it.
func (ic *icons) trainer(dst *ebiten.Image, r layout.Rect, k float64) {
	g := ic.begin(dst, r, k)
	ic.cardAt(dst, g, cards.New(cards.Queen, cards.Hearts), 0, 22, 34, 20, -0.12, 1, false, false, 1)
	ic.cardAt(dst, g, cards.New(cards.Queen, cards.Spades), 0, 32, 35, 20, 0.12, 1, false, false, 1)
	ic.line(dst, g, 36, 22, 42, 29, 4, brassLit, 1)
	ic.line(dst, g, 42, 29, 54, 12, 4, brassLit, 1)
}

// drill is the strategy drill: the three answers, fold, 1x and 3x, as stacks of chips.
func (ic *icons) drill(dst *ebiten.Image, r layout.Rect, k float64) {
	g := ic.begin(dst, r, k)
	ic.line(dst, g, 6, 36, 16, 48, 3, coral, 1)
	ic.line(dst, g, 6, 48, 16, 36, 3, coral, 1)
	ic.chips(dst, g, 25*money.Credit, 28, 50, 15)
	ic.chips(dst, g, 75*money.Credit, 46, 50, 15)
}

// pays is the pays and rules: the table's printed sign, its lines of pays.
func (ic *icons) pays(dst *ebiten.Image, r layout.Rect, k float64) {
	g := ic.begin(dst, r, k)
	x, y := g.pt(9, 9)
	s := layout.Rect{X: x, Y: y, W: 42 * g.u, H: 42 * g.u}
	ic.b.RoundRect(dst, s, 3*g.u, paint.Felt, 1)
	ic.b.RoundFrame(dst, s.Inset(1.5*g.u), 2*g.u, 1.2*g.u, paint.Brass, 0.9)
	ic.line(dst, g, 20, 17, 40, 17, 2.4, paint.Brass, 1)
	for i := range 5 {
		ly := 24 + float64(i)*5.5
		ic.line(dst, g, 14, ly, 31-float64(i%3)*3, ly, 1.6, paint.Ink, 0.8)
		ic.line(dst, g, 38, ly, 46, ly, 1.6, brassLit, 0.9)
	}
}

// help is the help: a question mark in a brass ring.
func (ic *icons) help(dst *ebiten.Image, r layout.Rect, k float64) {
	g := ic.begin(dst, r, k)
	cx, cy := g.pt(30, 30)
	ic.b.Ring(dst, cx, cy, 18*g.u, 2.5*g.u, paint.Brass, 1)
	face := ic.fonts.Face(fonts.Bold, 28*g.u)
	ic.b.Text(dst, "?", face, cx, cy+10*g.u, text.AlignCenter, brassLit, 1)
}

// reminder is the reminder's time: a clock whose face is filled for the minutes between
// two reminders (a full face and a second ring for two hours), or crossed out when off.
func (ic *icons) reminder(dst *ebiten.Image, r layout.Rect, k float64, minutes int) {
	g := ic.begin(dst, r, k)
	cx, cy := g.pt(30, 30)
	R := 19 * g.u
	ic.b.Circle(dst, cx, cy, R, paint.Night, 0.5)
	if minutes > 0 {
		f := math.Min(float64(minutes)/60, 1)
		ic.b.Arc(dst, cx, cy, R/2, -math.Pi/2, -math.Pi/2+2*math.Pi*f, R, paint.Brass, 0.55)
		if minutes > 60 {
			ic.b.Ring(dst, cx, cy, R+4*g.u, 1.5*g.u, brassLit, 0.9)
		}
	}
	ic.b.Ring(dst, cx, cy, R, 2*g.u, paint.Brass, 1)
	for i := range 12 {
		a := float64(i) * math.Pi / 6
		ic.line(dst, g, 30+15*math.Cos(a), 30+15*math.Sin(a), 30+18*math.Cos(a), 30+18*math.Sin(a), 1.4, paint.Ink, 0.8)
	}
	if minutes <= 0 {
		ic.line(dst, g, 12, 48, 48, 12, 3, coral, 1)
		return
	}
	a := -math.Pi/2 + 2*math.Pi*math.Min(float64(minutes)/60, 1)
	ic.line(dst, g, 30, 30, 30+15*math.Cos(a), 30+15*math.Sin(a), 2.4, paint.Ink, 1)
	ic.line(dst, g, 30, 30, 30, 20, 2.4, paint.Ink, 1)
}

// after is attract mode's idle time: an hourglass, its sand in the top as long as the wait
// (a few seconds a grain, half an hour full), or crossed out for never.
func (ic *icons) after(dst *ebiten.Image, r layout.Rect, k float64, secs int) {
	g := ic.begin(dst, r, k)
	ic.line(dst, g, 17, 10, 43, 10, 3, paint.Brass, 1)
	ic.line(dst, g, 17, 50, 43, 50, 3, paint.Brass, 1)
	ic.polygon(dst, g, paint.Ink, 0.18, 20, 12, 40, 12, 31, 30, 29, 30)
	ic.polygon(dst, g, paint.Ink, 0.18, 29, 30, 31, 30, 40, 48, 20, 48)
	if secs > 0 {
		// The sand's depth in the top bulb: from a sixth at 30 s to all of it at 30 min.
		f := math.Min(1, math.Max(1.0/6, math.Log(float64(secs)/15)/math.Log(120)))
		top := 30 - 17*f
		half := 10 * (30 - top) / 18
		ic.polygon(dst, g, paint.Brass, 1, 30-half, top, 30+half, top, 30.8, 29.5, 29.2, 29.5)
		ic.line(dst, g, 30, 30, 30, 47, 1, paint.Brass, 0.8)
		ic.polygon(dst, g, paint.Brass, 1, 24, 48, 36, 48, 30, 43)
	} else {
		ic.line(dst, g, 12, 48, 48, 12, 3, coral, 1)
	}
	for _, s := range [][4]float64{{20, 12, 29, 30}, {40, 12, 31, 30}, {29, 30, 20, 48}, {31, 30, 40, 48}} {
		ic.line(dst, g, s[0], s[1], s[2], s[3], 1.6, paint.Ink, 0.8)
	}
}
