package crisscross

import (
	cc "felt/game/crisscross"
	"felt/game/table"
	"felt/render/geom"
	"felt/render/layout"
)

// local is where a wager's circle sits on a seat, relative to the seat's anchor, at the size
// of the person's seat: the two antes side by side nearest the player, the three street bets
// in an arch above them in the order of the streets, the Five Card Bonus to the right and the
// two prize-wheel sensors stacked on the left. Seats of table-mates are the same drawing,
// smaller.
var local = [cc.NumWagers]geom.Circle{
	cc.AnteAcross:    {X: -38, Y: 26, R: 26},
	cc.AnteDown:      {X: 38, Y: 26, R: 26},
	cc.AcrossBet:     {X: -90, Y: -30, R: 24},
	cc.DownBet:       {X: 0, Y: -48, R: 24},
	cc.MiddleBet:     {X: 90, Y: -30, R: 24},
	cc.FiveCardBonus: {X: 126, Y: 30, R: 21},
	cc.BonusSpin:     {X: -126, Y: 14, R: 14},
	cc.Xtreme:        {X: -126, Y: 54, R: 14},
}

// geometry is the Criss Cross Poker table's layout for one orientation, in design units: the
// shared places, and where its own printing and pieces go.
type geometry struct {
	geom.Places
	// Cross is the middle of the cross of community cards, and DX, DY the distances from
	// the middle card to the cards beside and above it.
	Cross  point
	DX, DY float64
	// HandD is where each seat's Down hand is named; its Across hand goes at Seats[n].Hand.
	HandD [table.Seats]point
	// The printing: the name's arc and the pay tables.
	geom.Signs
	// Narrow is a table seen along its length (portrait): the name is set smaller, and the
	// rule and the limits take two lines each.
	Narrow bool
	// Snug is the least tall phone's table (tbl.Snug): the lines under the name closer.
	Snug bool
}

type point = geom.Point

// newGeometry lays the table out for an orientation, with the person in seat person (or -1).
func newGeometry(o layout.Orientation, person int) geometry {
	return geom.Lay(o, person, landscape, portrait)
}

func landscape(person int) geometry {
	g := geometry{Places: geom.NewPlaces(layout.Landscape)}
	g.Meter = layout.Rect{X: 386, Y: 4, W: 250, H: 62}
	g.Meter2 = layout.Rect{X: 644, Y: 4, W: 250, H: 62}
	g.Tray = layout.Rect{X: 540, Y: 72, W: 200, H: 26}
	g.placeCross(point{X: 640, Y: 212}, 48, 58, 72)
	g.DealerHand = point{X: 812, Y: 282}
	g.Shoe = point{X: 880, Y: 120}
	g.Discard = point{X: 400, Y: 120}
	g.Aside = g.Shoe
	g.ArcX, g.ArcY, g.ArcR = 640, -328, 690
	g.PayLeft = layout.Rect{X: 40, Y: 56, W: 250, H: 180}
	g.PayRight = layout.Rect{X: 990, Y: 56, W: 250, H: 180}
	// The result line between the printed limits and the person's cards: a busy round's
	// wagers go beside its net in three lines, clear of both.
	g.Result = layout.Rect{X: 400, Y: 406, W: 480, H: 48}
	g.ResultRoom = 56
	// On a phone on its side the person's cards a little higher: the Down hand's name
	// under them, set large, clear of the circles.
	g.SideRise = 16
	g.Message = point{X: 640, Y: 421}
	// The banner's band across the table's middle, between the printed limits' foot and the
	// person's cards, between the nearest table-mates' tags (MIDDLE ON ACROSS at 11 CSS
	// pixels ends 4 units short of it).
	g.Band = layout.Rect{X: 418, Y: 400, W: 444, H: 52}
	arc := geom.Arc(640, 196, 600, 404)
	g.placeSeats(person, arc, [3]float64{29, 45, 63}, 0.48,
		geom.Seat{X: 640, Y: 680, S: 1, CardW: 64, Front: true}, 177, 76)
	return g
}

func portrait(person int) geometry {
	g := geometry{Places: geom.NewPlaces(layout.Portrait)}
	g.Meter = layout.Rect{X: 200, Y: 4, W: 320, H: 62}
	g.Meter2 = layout.Rect{X: 230, Y: 72, W: 260, H: 52}
	g.Tray = layout.Rect{X: 260, Y: 127, W: 200, H: 22}
	// The cross a little left of the middle: the community's hand is named at its right.
	g.placeCross(point{X: 348, Y: 272}, 52, 62, 80)
	g.DealerHand = point{X: 526, Y: 372}
	g.Shoe = point{X: 592, Y: 196}
	g.Discard = point{X: 128, Y: 196}
	g.Aside = g.Shoe
	g.ArcX, g.ArcY, g.ArcR = 360, -364, 800
	g.Narrow = true
	g.PayLeft = layout.Rect{X: 170, Y: 516, W: 186, H: 176}
	g.PayRight = layout.Rect{X: 364, Y: 516, W: 186, H: 176}
	g.Result = layout.Rect{X: 186, Y: 735, W: 348, H: 46}
	g.Message = point{X: 360, Y: 752}
	// The banner's band under the printed pay tables, over the person's cards, between the
	// table-mates down either side.
	g.Band = layout.Rect{X: bandLeft, Y: 696, W: bandRight - bandLeft, H: 94}
	// In portrait the table is seen along its length: the table-mates sit down both sides.
	side := geom.Sides(100, 900, 195)
	g.placeSeats(person, side, [3]float64{28, 49, 70}, 0.46,
		geom.Seat{X: 360, Y: 1040, S: 1, CardW: 76, Front: true}, 184, 86)
	for n := range g.Seats {
		if g.Seats[n].Front {
			// The DOWN circle, the arch's top, 8 units lower: on a 768 by 1024 tablet
			// (0.8 CSS pixels a unit) the Down hand's name, set at 15 CSS pixels under
			// the Across hand's under the cards, met it.
			g.Seats[n].Spots[cc.DownBet].Y += 8
		}
	}
	return g
}

// placeCross lays the five community cards out in a cross around its middle card m: the
// Top card nearest the dealer, the Left and Right cards beside the middle one.
func (g *geometry) placeCross(m point, w, dx, dy float64) {
	g.Cross, g.DX, g.DY = m, dx, dy
	g.CommunityW = w
	g.Community[cc.Top] = point{X: m.X, Y: m.Y - dy}
	g.Community[cc.Left] = point{X: m.X - dx, Y: m.Y}
	g.Community[cc.Middle] = m
	g.Community[cc.Right] = point{X: m.X + dx, Y: m.Y}
	g.Community[cc.Bottom] = point{X: m.X, Y: m.Y + dy}
}

// placeSeats puts the person's seat in front and the table-mates' seats on an arc (see
// tbl.Anchors), at size s, and fills each seat in.
func (g *geometry) placeSeats(person int, arc func(float64) (float64, float64), angles [3]float64, s float64, front geom.Seat, rise, spacing float64) {
	for n, sg := range geom.SeatsOn(person, arc, angles, s, front) {
		g.Seats[n], g.HandD[n] = fill(sg, rise, spacing)
	}
}

// fill places the cards, circles and labels of a seat around its anchor, and returns it with
// the place of its Down hand's name.
func fill(sg geom.Seat, rise, spacing float64) (geom.Seat, point) {
	sg.PlaceSpots(local[:])
	var cy float64
	var down point
	if sg.Front {
		// The two hole cards above the arch of street bets, the hands' names between.
		cy = sg.Y - rise
		sg.Cards[0] = point{X: sg.X - spacing/2, Y: cy}
		sg.Cards[1] = point{X: sg.X + spacing/2, Y: cy}
		sg.Hand = point{X: sg.X, Y: sg.Y - 111}
		down = point{X: sg.X, Y: sg.Y - 82}
		sg.Tag = point{X: sg.X - 222, Y: sg.Y - 30}
		sg.Name = point{X: sg.X - 150, Y: sg.Y + 64}
		sg.Home = point{X: sg.X, Y: sg.Y + 200}
	} else {
		// A table-mate's two cards side by side above its circles, tilted a little, high
		// enough for its two hands' names between them and the circles.
		sg.CardW = 64 * sg.S
		cy = sg.Y - 196*sg.S
		sg.Cards[0] = point{X: sg.X - sg.CardW*0.56, Y: cy}
		sg.Cards[1] = point{X: sg.X + sg.CardW*0.56, Y: cy}
		sg.Angle[0], sg.Angle[1] = -0.05, 0.05
		sg.Hand = point{X: sg.X, Y: cy + sg.CardW*0.7 + 13}
		down = point{X: sg.X, Y: sg.Hand.Y + 18}
		sg.Tag = point{X: sg.X, Y: cy - sg.CardW*0.95}
		sg.Name = point{X: sg.X, Y: sg.Y + 96*sg.S}
		sg.Home = point{X: sg.X, Y: sg.Y + 130*sg.S}
	}
	// The places the machinery knows five of: the folded tag takes the middle one.
	for i := 2; i < geom.MaxCards; i++ {
		sg.Cards[i] = point{X: sg.X, Y: cy}
	}
	return sg, down
}
