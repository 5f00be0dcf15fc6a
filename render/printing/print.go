package printing

import (
	"image"
	"math"

	"felt/game/table"
	"felt/render/box"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// Colours of the printing and the dealer's furniture.
const (
	Shade     paint.Color = 0x06301E // the darker green inside a circle
	wood      paint.Color = 0x2A1A10 // the tray and the discard rack
	woodLight paint.Color = 0x4A3020
	Lens      paint.Color = 0x2A0A06 // an unlit progressive sensor
)

// The felt's printing is quiet beside what is in play (docs/art.md, The order of things): its
// opacities. The game's name arched on the felt, the rules printed under it, the limits
// under them, and a table-mate's circles (an empty seat's, EmptySeat).
const (
	PrintName   = 0.85
	PrintRule   = 0.7
	PrintLimits = 0.55
	MateSeat    = 0.6
	EmptySeat   = 0.35
)

// MateGlow is the opacity of the glow round a table-mate's lit sensor (the person's 0.8).
const MateGlow = 0.35

// Printer paints the table and everything printed on it, for a paint.Layer: it changes only
// when the screen does. It paints the felt, the dealer's furniture (the meter's panel, the
// tray, the shoe, the discard rack, the card places, a replay's rack's tray) and the seats'
// circles; the game (Table.Game) prints the rest with the Printer's tools.
type Printer struct {
	// Brush draws shapes and text.
	Brush paint.Brush
	// Txt takes the lettering, which is laid over the shapes at the end: drawing text on
	// the layer between shapes would make Ebitengine render the shapes batched so far each
	// time, which is slow in a browser's software WebGL.
	Txt *ebiten.Image
	// stamps are shapes printed many times, rendered once per Paint: a seat's circles, the
	// tray's chips. Each vector shape costs a browser's software WebGL dearly.
	stamps map[StampKey]*ebiten.Image
	op     ebiten.DrawImageOptions
	// dry is a walk of the printing that paints nothing and notes each printed box (the
	// layout pass's: Measure); view is the screen walked.
	dry  bool
	view layout.View
	// t is the table printed and boxes the plan's, where a dry walk notes what it prints:
	// given to Measure and Paint.
	t     Table
	boxes *box.Set
}

// Table is what the printing prints, as data: the places, the fonts, the felt under them,
// the game's own printing, and the facts of the table it shows.
type Table struct {
	Places *geom.Places
	Fonts  *fonts.Set
	// Felt paints the baize and its rail (render/felt), under everything printed.
	Felt paint.Painter
	// Game prints what is the game's own (its Plug.Paint).
	Game Game
	// Meter is whether the table has a meter, whose panel is printed (Places.Meter).
	Meter bool
	// Rack is whether the chip rack's tray is printed (under a replay's foot, which sets its
	// words on it).
	Rack bool
	// Person is the person's seat (-1: none, every seat's circles printed full).
	Person int
	// Empty are the seats no one sits at, whose circles are printed fainter still.
	Empty [table.Seats]bool
	// Rings are the circles printed on each seat, of the wagers the table offers, in the
	// game's order.
	Rings []Ring
}

// Game is what a game prints on its felt besides the circles: everything that changes only
// when the screen does.
type Game interface {
	Paint(p *Printer, dst *ebiten.Image, v layout.View)
}

// Ring says how a betting circle is printed: its wager, the name around its rim (Printed),
// its Look, a sensor's Bezel (0: brass), and whether it is one of the two equal wagers with
// "=" printed between them.
type Ring struct {
	Wager   table.Wager
	Printed string
	Look    geom.Look
	Bezel   paint.Color
	Equal   bool
}

// StampKey names a stamp: what it is, its size in device pixels, and its colour.
type StampKey struct {
	Kind  int
	Size  float64
	Color paint.Color
}

// Places returns the layout being printed.
func (p *Printer) Places() *geom.Places { return p.t.Places }

// Stamp draws the stamp of key centred at x, y (device pixels), rendering it with render
// the first time. render draws centred in an image of side side.
func (p *Printer) Stamp(dst *ebiten.Image, key StampKey, side, x, y float64, alpha float32, render func(img *ebiten.Image, c float64)) {
	if dst == nil {
		return
	}
	img, ok := p.stamps[key]
	if !ok {
		n := int(math.Ceil(side)) + 2
		img = ebiten.NewImage(n, n)
		render(img, float64(n)/2)
		p.stamps[key] = img
	}
	n := float64(img.Bounds().Dx())
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(math.Round(x-n/2), math.Round(y-n/2))
	p.op.ColorScale.Reset()
	p.op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, &p.op)
}

// Measure walks the printing of t for the screen v describes, painting nothing, and notes
// each printed box in boxes (box.Set.AddPrint): the layout pass's view of the printed
// layer.
func (p *Printer) Measure(v layout.View, t Table, boxes *box.Set) {
	p.t, p.boxes = t, boxes
	p.dry, p.view = true, v
	boxes.Reprint()
	p.furniture(nil, v, t.Places)
	t.Game.Paint(p, nil, v)
	p.printSeats(nil, v)
	p.dry = false
}

// Paint paints the printing of t on dst, a fresh layer for the screen v describes (its
// paint.Painter, when the screen changes): of the table as it is then.
func (p *Printer) Paint(dst *ebiten.Image, v layout.View, t Table) {
	p.t, p.view = t, v
	p.t.Felt.Paint(dst, v)
	b := dst.Bounds()
	// Screen-sized and let go at the end: an image of its own, off the shared atlases.
	p.Txt = ebiten.NewImageWithOptions(image.Rect(0, 0, b.Dx(), b.Dy()), &ebiten.NewImageOptions{Unmanaged: true})
	p.stamps = make(map[StampKey]*ebiten.Image)
	defer func() {
		dst.DrawImage(p.Txt, nil)
		p.Txt.Deallocate()
		p.Txt = nil
		for _, img := range p.stamps {
			img.Deallocate()
		}
		p.stamps = nil
	}()
	p.furniture(dst, v, p.t.Places)
	p.t.Game.Paint(p, dst, v)
	p.printSeats(dst, v)
}

// Face returns a face of style at size design units for view v.
func (p *Printer) Face(v layout.View, style fonts.Style, size float64) text.Face {
	return p.t.Fonts.Face(style, v.Len(size))
}

// furniture paints the dealer's side: the meter's panel, the chip tray, the shoe, the
// discard rack and the marked places for the dealer's cards.
func (p *Printer) furniture(dst *ebiten.Image, v layout.View, g *geom.Places) {
	b := &p.Brush
	if p.t.Meter {
		// The meter's panel, dark, with a brass bezel; the odometer is drawn over it.
		p.MeterPanel(dst, v, g.Meter)
		p.Print(box.Box{Kind: box.Board, Owner: box.Table, Group: geom.MeterGroup(0), Name: "meter"}, v.Rect(g.Meter))
	}

	// The chip tray: a recessed wooden box with rows of chips.
	t := v.Rect(g.Tray)
	b.RoundRect(dst, t.Inset(-v.Len(3)), v.Len(6), woodLight, 1)
	b.RoundRect(dst, t, v.Len(4), wood, 1)
	p.Print(box.Box{Kind: box.Board, Owner: box.Dealer, Name: "tray"}, t.Inset(-v.Len(3)))
	cols := [...]paint.Color{0xEEEEEE, 0xC62828, 0x2E7D32, 0x222222, 0x6A1B9A, 0xEF6C00, 0x2E7D32, 0xC62828, 0xEEEEEE}
	cw := t.W / float64(len(cols))
	cr := cw * 0.36
	for i, c := range cols {
		x := t.X + cw*(float64(i)+0.5)
		for k := range 3 {
			y := t.Y + t.H*(0.25+0.25*float64(k))
			p.Stamp(dst, StampKey{Kind: 100, Size: cr, Color: c}, 2*cr+2, x, y, 0.9, func(img *ebiten.Image, m float64) {
				b.Circle(img, m, m, cr, c, 1)
				b.Ring(img, m, m, cr, v.Len(0.8), paint.Night, 0.5)
			})
		}
	}

	// The discard rack: a dark box.
	d := g.Discard
	r := v.Rect(layout.Rect{X: d.X - 34, Y: d.Y - 26, W: 68, H: 52})
	b.RoundRect(dst, r.Inset(-v.Len(2)), v.Len(6), woodLight, 1)
	b.RoundRect(dst, r, v.Len(5), wood, 1)
	b.RoundFrame(dst, r.Inset(v.Len(5)), v.Len(3), v.Len(1), paint.Brass, 0.35)
	p.Print(box.Box{Kind: box.Board, Owner: box.Dealer, Name: "discard"}, r.Inset(-v.Len(2)))

	// The shoe, angled toward the dealer's hand; a card shows at its mouth each frame.
	sh := g.Shoe
	xy := []float64{}
	for _, q := range [][2]float64{{-30, -30}, {40, -30}, {46, 26}, {-40, 26}} {
		x, y := v.ToDevice(sh.X+q[0], sh.Y+q[1])
		xy = append(xy, x, y)
	}
	b.Polygon(dst, xy, 0x1A120D, 1)
	p.Print(box.Box{Kind: box.Board, Owner: box.Dealer, Name: "shoe"}, v.Rect(layout.Rect{X: sh.X - 40, Y: sh.Y - 30, W: 86, H: 56}))
	b.RoundFrame(dst, v.Rect(layout.Rect{X: sh.X - 26, Y: sh.Y - 26, W: 66, H: 48}), v.Len(4), v.Len(1.2), paint.Brass, 0.5)

	// The chip rack's tray under a replay's foot, which sets its words on it (at play the
	// layout pass places it under the chips while they are shown: sheet.placeTray).
	if p.t.Rack {
		b.RoundRect(dst, v.Rect(g.Rack).Inset(-v.Len(4)), v.Len(12), 0x120C08, 0.55)
	}

	// The dealer's places.
	if g.DealerW > 0 {
		for _, c := range g.Dealer {
			p.CardPlace(dst, v, c, g.DealerW, 0.25)
		}
	}
}

// CardPlace prints the outline of a card's place.
func (p *Printer) CardPlace(dst *ebiten.Image, v layout.View, c geom.Point, w, alpha float64) {
	h := w * 1.4
	r := v.Rect(layout.Rect{X: c.X - w/2 - 3, Y: c.Y - h/2 - 3, W: w + 6, H: h + 6})
	p.Brush.RoundFrame(dst, r, v.Len(6), v.Len(1.2), paint.Ink, float32(alpha))
}

// PayLine is a line of a pay table: the hand and what it pays.
type PayLine struct{ Hand, Pay string }

// Paytable prints a pay table in r: a title, a note, and its lines.
func (p *Printer) Paytable(dst *ebiten.Image, v layout.View, r layout.Rect, title, note string, lines []PayLine) {
	if r.W <= 0 {
		return // no room on this screen: the pays-and-rules page has it
	}
	b := &p.Brush
	d := v.Rect(r)
	tf := p.Face(v, fonts.Bold, 15)
	nf := p.Face(v, fonts.Medium, 8)
	// The lines are set as large as the box allows, up to 10.5.
	size := 10.5
	lf := p.Face(v, fonts.Medium, size)
	for size > 6 {
		widest := 0.0
		for _, l := range lines {
			widest = max(widest, paint.TrackedWidth(l.Hand+"  "+l.Pay, lf, v.Len(0.6)))
		}
		if widest <= d.W-v.Len(28) {
			break
		}
		size -= 0.25
		lf = p.Face(v, fonts.Medium, size)
	}
	ns := 8.0
	for ns > 5 && paint.TrackedWidth(note, nf, v.Len(1)) > d.W-v.Len(16) {
		ns -= 0.25
		nf = p.Face(v, fonts.Medium, ns)
	}
	if !p.Legible(v, size) {
		return // too small to read on this phone: the pays-and-rules sign has it
	}
	b.RoundFrame(dst, d, v.Len(10), v.Len(1.5), paint.Brass, 0.75)
	b.RoundFrame(dst, d.Inset(v.Len(4)), v.Len(7), v.Len(0.8), paint.Brass, 0.4)
	p.Print(box.Box{Kind: box.Board, Owner: box.Table, Name: title}, d)
	x0, x1 := d.X+v.Len(14), d.X+d.W-v.Len(14)
	y := d.Y + v.Len(24)
	b.Tracked(p.Txt, title, tf, d.X+d.W/2, y, v.Len(3), text.AlignCenter, paint.Brass, 1)
	y += v.Len(13)
	if p.Legible(v, ns) {
		b.Tracked(p.Txt, note, nf, d.X+d.W/2, y, v.Len(1), text.AlignCenter, paint.Ink, 0.65)
	}
	step := (r.H - 50) / float64(max(len(lines), 1))
	step = math.Min(step, 17)
	y += v.Len(step + 2)
	for _, l := range lines {
		b.Tracked(p.Txt, l.Hand, lf, x0, y, v.Len(0.6), text.AlignStart, paint.Ink, 0.9)
		b.Tracked(p.Txt, l.Pay, lf, x1, y, v.Len(0.6), text.AlignEnd, paint.Brass, 1)
		y += v.Len(step)
	}
}
