package crazy4

import (
	"felt/game/crazy4"
	"felt/render/geom"
	"felt/render/layout"
)

// local is where a wager's circle sits on a seat, relative to the seat's anchor, at the size
// of the person's seat. Seats of table-mates are the same drawing, smaller.
var local = [crazy4.NumWagers]geom.Circle{
	crazy4.QueensUp:    {X: 0, Y: -66, R: 28},
	crazy4.Ante:        {X: -40, Y: 0, R: 30},
	crazy4.SuperBonus:  {X: 40, Y: 0, R: 30},
	crazy4.Play:        {X: 0, Y: 64, R: 28},
	crazy4.Progressive: {X: -82, Y: 60, R: 17},
	crazy4.HandBonus:   {X: 72, Y: 62, R: 17},
	crazy4.DealerBonus: {X: 100, Y: -16, R: 14},
	crazy4.SixCard:     {X: 70, Y: -60, R: 22},
	crazy4.BadBeat:     {X: -70, Y: -60, R: 22},
	crazy4.CoverAll:    {X: -106, Y: 16, R: 16},
}

// front is the person's seat: the same main wagers, with the side bets in two wings wide
// enough for a finger and for the names around their rims. The bets on this seat's hand and
// the Cover All on the left; the 6 Card Bonus, the bets on the five cards and on the
// dealer's five on the right.
var front = [crazy4.NumWagers]geom.Circle{
	crazy4.QueensUp:    {X: 0, Y: -66, R: 28},
	crazy4.Ante:        {X: -40, Y: 0, R: 30},
	crazy4.SuperBonus:  {X: 40, Y: 0, R: 30},
	crazy4.Play:        {X: 0, Y: 64, R: 28},
	crazy4.Progressive: {X: -104, Y: 60, R: 20},
	crazy4.BadBeat:     {X: -108, Y: -54, R: 30},
	crazy4.CoverAll:    {X: -184, Y: 2, R: 30},
	crazy4.SixCard:     {X: 108, Y: -54, R: 30},
	crazy4.HandBonus:   {X: 112, Y: 58, R: 30},
	crazy4.DealerBonus: {X: 184, Y: 2, R: 30},
}

// geometry is the Crazy 4 Poker table's layout for one orientation, in design units: the
// shared places, and where its own printing goes.
type geometry struct {
	geom.Places
	Communal point // the 6 Card Bonus card
	geom.Signs
}

type point = geom.Point

// newGeometry lays the table out for an orientation, with the person in seat person (or
// crazy4.NoPerson) and only the wagers the table offers.
func newGeometry(o layout.Orientation, person int) geometry {
	return geom.Lay(o, person, landscape, portrait)
}

func landscape(person int) geometry {
	g := geometry{Places: geom.NewPlaces(layout.Landscape)}
	g.Meter = layout.Rect{X: 440, Y: 4, W: 400, H: 66}
	g.Meter2 = layout.Rect{X: 872, Y: 4, W: 230, H: 52}
	g.Tray = layout.Rect{X: 530, Y: 78, W: 220, H: 30}
	g.DealerW = 54
	for i := range g.Dealer {
		g.Dealer[i] = point{X: 640 + float64(i-2)*62, Y: 160}
	}
	g.DealerHand = point{X: 640, Y: 226}
	g.Shoe = point{X: 884, Y: 112}
	g.Discard = point{X: 396, Y: 112}
	g.Communal = point{X: 880, Y: 206}
	g.Community[0], g.CommunityW = g.Communal, g.DealerW*0.9
	g.Aside = point{X: 400, Y: 206}
	// The name arched gently (its middle where a rounder arc had it): the limits of every
	// wager on one line under it end below the pay tables, not on them.
	g.ArcX, g.ArcY, g.ArcR = 640, -350, 660
	g.PayLeft = layout.Rect{X: 50, Y: 58, W: 270, H: 140}
	g.PayRight = layout.Rect{X: 960, Y: 58, W: 270, H: 140}
	// The result line wide and low (the wagers in two lines beside the net), between the
	// limits' line and the table-mates' tags in front, and the cards of those beyond.
	g.Result = layout.Rect{X: 290, Y: 362, W: 700, H: 42}
	g.Message = point{X: 640, Y: 440}
	// The banner's band across the table's middle, between the printed limits' foot and
	// the person's tags over its hand's name, between the nearest table-mates' cards.
	g.Band = layout.Rect{X: 440, Y: 356, W: 400, H: 56}
	// The outer seats low enough that a tag over their cards stays clear of the printed pay
	// tables.
	arc := geom.Arc(640, 220, 560, 375)
	g.placeSeats(person, arc, [3]float64{28, 47, 70}, 0.55, geom.Seat{X: 640, Y: 668, S: 0.85, CardW: 74, Front: true}, 136, 78)
	for n := range g.Seats {
		if sg := &g.Seats[n]; sg.Front {
			// The person's tag (the 6 Card Bonus's hand, a decision, a jackpot) over the
			// credits: under the left wing a long one met the Progressive's circle.
			sg.Tag = point{X: 190, Y: 640}
		}
	}
	return g
}

func portrait(person int) geometry {
	g := geometry{Places: geom.NewPlaces(layout.Portrait)}
	g.Meter = layout.Rect{X: 200, Y: 6, W: 320, H: 62}
	g.Tray = layout.Rect{X: 260, Y: 78, W: 200, H: 28}
	g.DealerW = 54
	for i := range g.Dealer {
		g.Dealer[i] = point{X: 360 + float64(i-2)*62, Y: 162}
	}
	// The dealer's hand named with whether it qualifies beside it, clear of the name.
	g.DealerHand = point{X: 290, Y: 222}
	g.DealerLine = point{X: 470, Y: 222}
	g.Shoe = point{X: 584, Y: 122}
	g.Discard = point{X: 136, Y: 116}
	g.Communal = point{X: 616, Y: 196}
	g.Community[0], g.CommunityW = g.Communal, g.DealerW*0.9
	g.Aside = point{X: 104, Y: 196}
	g.ArcX, g.ArcY, g.ArcR = 360, -132, 450
	g.PayLeft = layout.Rect{X: 170, Y: 394, W: 186, H: 128}
	g.PayRight = layout.Rect{X: 364, Y: 394, W: 186, H: 128}
	g.Result = layout.Rect{X: 186, Y: 690, W: 348, H: 56}
	g.Message = point{X: 360, Y: 640}
	// The banner's band in the table's free middle: under the printed pay tables, over the
	// person's tags, between the table-mates down either side.
	g.Band = layout.Rect{X: bandLeft, Y: 528, W: bandRight - bandLeft, H: 218}
	// In portrait the table is seen along its length: the table-mates sit down both sides.
	side := geom.Sides(94, 850, 200)
	g.placeSeats(person, side, [3]float64{28, 49, 70}, 0.46, geom.Seat{X: 360, Y: 1040, S: 1, CardW: 76, Front: true}, 168, 82)
	for n := range g.Seats {
		if sg := &g.Seats[n]; sg.Front {
			// The person's tag (the 6 Card Bonus's hand) under the cards, over the left
			// wing: below the wing it would meet the Progressive's circle and the Play's.
			sg.Tag = point{X: sg.X - 150, Y: sg.Cards[0].Y + sg.CardW*0.74 + 18}
		}
	}
	return g
}

// twoMeters makes room for the 5 Card Bonus meter's panel beside the progressive's: at the
// top right in landscape; in portrait, where the corners hold buttons, the two panels share
// the top middle.
func (g *geometry) twoMeters() {
	if g.O == layout.Portrait {
		g.Meter = layout.Rect{X: 198, Y: 6, W: 180, H: 62}
		g.Meter2 = layout.Rect{X: 384, Y: 6, W: 138, H: 62}
		return
	}
	// Both panels between the settings row's two groups.
	g.Meter = layout.Rect{X: geom.MetersLeft, Y: 4, W: 300, H: 66}
	g.Meter2 = layout.Rect{X: geom.MetersLeft + 308, Y: 4, W: geom.MetersRight - geom.MetersLeft - 308, H: 52}
}

// placeSeats puts the person's seat in front and the table-mates' seats on an arc at the
// angles given (see tbl.Anchors), at size s, and fills each seat in.
func (g *geometry) placeSeats(person int, arc func(float64) (float64, float64), angles [3]float64, s float64, front geom.Seat, rise, spacing float64) {
	for n, sg := range geom.SeatsOn(person, arc, angles, s, front) {
		g.Seats[n] = fill(sg, rise, spacing)
	}
}

// fill places the cards, circles and labels of a seat around its anchor.
func fill(sg geom.Seat, rise, spacing float64) geom.Seat {
	spots := &local
	if sg.Front {
		spots = &front
	}
	sg.PlaceSpots(spots[:])
	if sg.Front {
		cy := sg.Y - rise
		for i := range sg.Cards {
			sg.Cards[i] = point{X: sg.X + float64(i-2)*spacing, Y: cy}
		}
		sg.Hand = point{X: sg.X, Y: cy - sg.CardW*0.7 - 12}
		// The tag below the left wing, clear of its circles.
		sg.Tag = point{X: sg.X - 215*sg.S, Y: sg.Y + 74*sg.S}
		sg.Name = point{X: sg.X - 150*sg.S, Y: sg.Y + 64*sg.S}
		sg.Home = point{X: sg.X, Y: sg.Y + 200}
		return sg
	}
	// A table-mate's cards overlap in a gentle fan above the circles.
	sg.CardW = 64 * sg.S
	cy := sg.Y - 142*sg.S
	for i := range sg.Cards {
		k := float64(i - 2)
		sg.Cards[i] = point{X: sg.X + k*sg.CardW*0.5, Y: cy + k*k*1.6*sg.S}
		sg.Angle[i] = k * 0.06
	}
	sg.Hand = point{X: sg.X, Y: cy + sg.CardW*0.62 + 4}
	sg.Tag = point{X: sg.X, Y: cy - sg.CardW*0.95}
	sg.Name = point{X: sg.X, Y: sg.Y + 104*sg.S}
	sg.Home = point{X: sg.X, Y: sg.Y + 130*sg.S}
	return sg
}
