package crazy4

import (
	"math"

	"felt/game/crazy4"
	"felt/game/table"
	"felt/render/layout"
)

// point is a position in design units.
type point struct{ X, Y float64 }

// circle is a betting circle: its centre and radius in design units.
type circle struct {
	X, Y, R float64
}

// local is where a wager's circle sits on a seat, relative to the seat's anchor, at the size
// of the person's seat. Seats of table-mates are the same drawing, smaller.
var local = [crazy4.NumWagers]circle{
	crazy4.QueensUp:    {0, -66, 28},
	crazy4.Ante:        {-40, 0, 30},
	crazy4.SuperBonus:  {40, 0, 30},
	crazy4.Play:        {0, 64, 28},
	crazy4.Progressive: {-82, 60, 17},
	crazy4.HandBonus:   {82, 60, 19},
	crazy4.DealerBonus: {106, 16, 16},
	crazy4.SixCard:     {70, -60, 22},
	crazy4.BadBeat:     {-70, -60, 22},
	crazy4.CoverAll:    {-106, 16, 16},
}

// seatGeom is one seat on the screen.
type seatGeom struct {
	X, Y, S float64 // the anchor (between the Ante and Super Bonus) and the size
	Cards   [5]point
	CardW   float64
	Angle   [5]float64 // the cards' tilt, a fan for table-mates
	Spots   [crazy4.NumWagers]circle
	Name    point // the player's name and credits
	Hand    point // the hand's name, under the cards
	Tag     point // a short note: FOLD, PLAY 2x, ENVY +10
	Home    point // where the seat's chips go when they leave the felt
	Front   bool  // the person's seat, in front
}

// geometry is the whole table's layout for one orientation, in design units.
type geometry struct {
	O          layout.Orientation
	W, H       float64
	Seats      [table.Seats]seatGeom
	Dealer     [5]point
	DealerW    float64
	DealerHand point // the dealer's hand name and "Dealer qualifies"
	Shoe       point // where cards leave the shoe
	Discard    point // the discard rack
	Tray       layout.Rect
	Communal   point // the 6 Card Bonus card
	Magic      point // the Magic Card
	Meter      layout.Rect
	// The printing: the name's arc and the sign areas.
	ArcX, ArcY, ArcR float64
	PayLeft          layout.Rect
	PayRight         layout.Rect
	Result           layout.Rect // the result line
	Message          point       // errors and table news
	Rack             layout.Rect // the chip rack
	ChipD            float64
	Credits          point
	Buttons          layout.Rect   // the action buttons' area
	SettingRects     []layout.Rect // the settings buttons
	Banner           point         // a celebration's banner
}

// chipD returns the diameter of a chip on a seat of size s.
func chipD(s float64) float64 { return 40 * s }

// newGeometry lays the table out for an orientation, with the person in seat person (or
// crazy4.NoPerson) and only the wagers the table offers.
func newGeometry(o layout.Orientation, person int) geometry {
	if o == layout.Portrait {
		return portrait(person)
	}
	return landscape(person)
}

func landscape(person int) geometry {
	g := geometry{O: layout.Landscape, W: layout.LandscapeWidth, H: layout.LandscapeHeight}
	g.Meter = layout.Rect{X: 440, Y: 4, W: 400, H: 66}
	g.Tray = layout.Rect{X: 530, Y: 78, W: 220, H: 30}
	g.DealerW = 54
	for i := range g.Dealer {
		g.Dealer[i] = point{640 + float64(i-2)*62, 160}
	}
	g.DealerHand = point{640, 226}
	g.Shoe = point{884, 112}
	g.Discard = point{396, 112}
	g.Communal = point{880, 206}
	g.Magic = point{400, 206}
	g.ArcX, g.ArcY, g.ArcR = 640, -160, 480
	g.PayLeft = layout.Rect{X: 50, Y: 58, W: 270, H: 160}
	g.PayRight = layout.Rect{X: 960, Y: 58, W: 270, H: 160}
	g.Result = layout.Rect{X: 340, Y: 386, W: 600, H: 36}
	g.Message = point{640, 440}
	g.Banner = point{640, 318}
	g.Rack = layout.Rect{X: 46, Y: 708, W: 300, H: 56}
	g.ChipD = 46
	g.Credits = point{50, 690}
	g.Buttons = layout.Rect{X: 950, Y: 636, W: 280, H: 120}
	g.SettingRects = row(layout.Rect{X: 42, Y: 3, W: 400, H: 22}, 104, 72, 52, 58, 98)
	arc := func(a float64) (float64, float64) {
		r := a * math.Pi / 180
		return 640 + 560*math.Sin(r), 196 + 404*math.Cos(r)
	}
	g.placeSeats(person, arc, 0.55, seatGeom{X: 640, Y: 668, S: 0.85, CardW: 74, Front: true}, 136, 78)
	return g
}

func portrait(person int) geometry {
	g := geometry{O: layout.Portrait, W: layout.PortraitWidth, H: layout.PortraitHeight}
	g.Meter = layout.Rect{X: 200, Y: 6, W: 320, H: 62}
	g.Tray = layout.Rect{X: 260, Y: 78, W: 200, H: 28}
	g.DealerW = 54
	for i := range g.Dealer {
		g.Dealer[i] = point{360 + float64(i-2)*62, 162}
	}
	g.DealerHand = point{360, 226}
	g.Shoe = point{584, 122}
	g.Discard = point{136, 116}
	g.Communal = point{616, 196}
	g.Magic = point{104, 196}
	g.ArcX, g.ArcY, g.ArcR = 360, -132, 418
	g.PayLeft = layout.Rect{X: 170, Y: 348, W: 186, H: 128}
	g.PayRight = layout.Rect{X: 364, Y: 348, W: 186, H: 128}
	g.Result = layout.Rect{X: 170, Y: 700, W: 380, H: 56}
	g.Message = point{360, 640}
	g.Banner = point{360, 560}
	g.Rack = layout.Rect{X: 40, Y: 1196, W: 300, H: 58}
	g.ChipD = 48
	g.Credits = point{44, 1178}
	g.Buttons = layout.Rect{X: 420, Y: 1128, W: 260, H: 124}
	left := row(layout.Rect{X: 36, Y: 4, W: 158, H: 26}, 158)
	left = append(left, row(layout.Rect{X: 36, Y: 34, W: 158, H: 26}, 75, 75)...)
	right := row(layout.Rect{X: 526, Y: 4, W: 158, H: 26}, 66, 88)
	g.SettingRects = append(left, right...)
	// In portrait the table is seen along its length: the table-mates sit down both sides.
	side := func(a float64) (float64, float64) {
		k := math.Min(2, math.Round((math.Abs(a)-28)/21))
		y := 820 - 170*k
		if a > 0 {
			return 626, y
		}
		return 94, y
	}
	g.placeSeats(person, side, 0.46, seatGeom{X: 360, Y: 1040, S: 1, CardW: 84, Front: true}, 168, 92)
	return g
}

// placeSeats puts the person's seat in front and the table-mates' seats on an arc: seats
// before the person's (to the dealer's left, the screen's right) on the right, the others
// on the left, nearest the person first. arc gives the anchor for an angle in degrees from
// straight down, positive to the right.
func (g *geometry) placeSeats(person int, arc func(float64) (float64, float64), s float64, front seatGeom, rise, spacing float64) {
	angles := [...]float64{28, 49, 70}
	for n := range table.Seats {
		var sg seatGeom
		switch {
		case n == person:
			sg = front
		case person == crazy4.NoPerson:
			// A table of table-mates only: six seats on the arc, evenly.
			a := 70 - float64(n)*28
			sg.X, sg.Y = arc(a)
			sg.S = s
		default:
			var a float64
			if n < person {
				k := person - 1 - n // 0 for the seat next to the person
				a = angles[min(k, 2)] + float64(max(0, k-2))*14
			} else {
				k := n - person - 1
				a = -angles[min(k, 2)] - float64(max(0, k-2))*14
			}
			sg.X, sg.Y = arc(a)
			sg.S = s
		}
		g.Seats[n] = sg.fill(rise, spacing)
	}
}

// fill places the cards, circles and labels of a seat around its anchor.
func (sg seatGeom) fill(rise, spacing float64) seatGeom {
	for w, c := range local {
		sg.Spots[w] = circle{sg.X + c.X*sg.S, sg.Y + c.Y*sg.S, c.R * sg.S}
	}
	if sg.Front {
		cy := sg.Y - rise
		for i := range sg.Cards {
			sg.Cards[i] = point{sg.X + float64(i-2)*spacing, cy}
		}
		sg.Hand = point{sg.X, cy - sg.CardW*0.7 - 12}
		sg.Tag = point{sg.X - 190*sg.S, sg.Y + 4}
		sg.Name = point{sg.X - 150*sg.S, sg.Y + 64*sg.S}
		sg.Home = point{sg.X, sg.Y + 200}
		return sg
	}
	// A table-mate's cards overlap in a gentle fan above the circles.
	sg.CardW = 64 * sg.S
	cy := sg.Y - 136*sg.S
	for i := range sg.Cards {
		k := float64(i - 2)
		sg.Cards[i] = point{sg.X + k*sg.CardW*0.5, cy + k*k*1.6*sg.S}
		sg.Angle[i] = k * 0.06
	}
	sg.Hand = point{sg.X, cy + sg.CardW*0.62 + 4}
	sg.Tag = point{sg.X, cy - sg.CardW*0.95}
	sg.Name = point{sg.X, sg.Y + 104*sg.S}
	sg.Home = point{sg.X, sg.Y + 130*sg.S}
	return sg
}

// hitSpot returns the person's wager whose circle holds the point x, y (design units), with
// taps taken from at least layout.MinTouch across.
func (g *geometry) hitSpot(seat int, offered func(table.Wager) bool, x, y float64) (table.Wager, bool) {
	if seat < 0 || seat >= table.Seats {
		return 0, false
	}
	best, bestD := table.Wager(0), math.Inf(1)
	for w, c := range g.Seats[seat].Spots {
		if !offered(table.Wager(w)) {
			continue
		}
		d := math.Hypot(x-c.X, y-c.Y)
		r := math.Max(c.R, layout.MinTouch/2)
		if d <= r && d < bestD {
			best, bestD = table.Wager(w), d
		}
	}
	return best, !math.IsInf(bestD, 1)
}

// row lays buttons of the given widths out in r from the left, 6 units apart.
func row(r layout.Rect, widths ...float64) []layout.Rect {
	out := make([]layout.Rect, 0, len(widths))
	x := r.X
	for _, w := range widths {
		out = append(out, layout.Rect{X: x, Y: r.Y, W: w, H: r.H})
		x += w + 6
	}
	return out
}
