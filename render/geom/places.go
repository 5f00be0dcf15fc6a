package geom

import (
	"math"

	"felt/game/table"
	"felt/render/layout"
)

// Point is a position in design units.
type Point struct{ X, Y float64 }

// Circle is a betting circle: its centre and radius in design units.
type Circle struct{ X, Y, R float64 }

// Seat is where one seat's things lie on the table, in design units.
type Seat struct {
	X, Y, S float64 // the anchor and the size (1 the person's seat at full size)
	Cards   [MaxCards]Point
	CardW   float64
	Angle   [MaxCards]float64 // the cards' tilt, a fan for table-mates
	Spots   [table.MaxWagers]Circle
	Name    Point // the player's name and credits
	Hand    Point // the hand's name, under the cards
	Tag     Point // a short note: FOLD, PLAY 2x, ENVY +10
	Home    Point // where the seat's chips go when they leave the felt
	Front   bool  // the person's seat, in front
}

// MaxCards is the most cards a seat, the dealer or the community holds.
const MaxCards = 5

// Places is a table's layout for one orientation, in design units: where every shared
// piece lies. A game's table fills it in (its layout as data); the machinery puts cards,
// chips, labels and controls where it says.
type Places struct {
	O          layout.Orientation
	W, H       float64
	Tall       float64 // the units H exceeds the portrait design by (Stretch)
	Seats      [table.Seats]Seat
	Dealer     [MaxCards]Point // the dealer's cards
	DealerW    float64
	Community  [MaxCards]Point // community cards (the Criss Cross), or the 6 Card Bonus card at 0
	CommunityW float64
	Aside      Point // a card the table draws aside (the Magic Card)
	DealerHand Point // the dealer's hand name and the line under it
	DealerLine Point // the line beside the hand's name instead (its X), if set
	Shoe       Point // where cards leave the shoe
	Discard    Point // the discard rack
	Tray       layout.Rect
	Meter      layout.Rect
	Meter2     layout.Rect // the second meter's panel (render/table's Settings.Meter2), beside Meter
	Result     layout.Rect // the result line
	// ResultRoom is the most height, design units, the result line may take up from its
	// foot (0: what it needs): where the net over the wagers would be taller, the wagers go
	// beside the net in three lines.
	ResultRoom float64
	// SideRise is how far, design units, the person's cards and hand rise on a phone on its
	// side (PlaceSide), where the words under them are set large.
	SideRise float64
	Message  Point // errors and table news
	// Band is the banner's band: the place of its own, clear of everything else on the
	// table in every phase, where a won round is announced (YOU WIN, BIG WIN, JACKPOT!),
	// the banner fitted into it (render/table's banner.place). A game's geometry keeps the
	// cards, the printing, the controls and every seat's words out of it.
	Band    layout.Rect
	Rack    layout.Rect // the chip rack
	ChipD   float64
	Credits Point
	Buttons layout.Rect // the action buttons' area
	// Middle is the width of the middle column of the betting's buttons in Buttons (CLEAR
	// over REBET & DEAL), design units; 0: a third of it, as the others.
	Middle   float64
	Settings []layout.Rect // the settings buttons
	// Wide is a tall phone's foot (PlaceTall): the buttons across the table in one row of
	// those usable now (render/table's controls.foot), the chip rack across it above them, the credits above the
	// rack; while a decision is awaited the decisions take the rack's row too.
	Wide bool
	// Touch is the least side, design units, of what a finger taps on a phone's layout (44
	// CSS pixels on the phones it is made for: Wide): 0 elsewhere.
	Touch float64
	// Side is a phone on its side (PlaceSide, with Wide): the chips in two rows at the left
	// of the person's circles (Rack), the buttons in two rows at their right (Above over
	// Buttons), the decisions in Buttons and FOLD and HINT at the left (Left, the rack's foot).
	Side        bool
	Left, Above layout.Rect
	// Drill and Trainer are the DRILL and TRAINER buttons beside LOBBY (a zero Trainer: an
	// upright screen has no room for it, and the drill's page leads on to the trainer's).
	Drill, Trainer layout.Rect
	// Compact is the settings row on a small screen (Small): SETTINGS, HELP, SOUND and LOBBY,
	// larger, by the Compact constants (compact.go).
	Compact [compactN]layout.Rect
}

// ChipD returns the diameter of a chip on a seat of size s.
func ChipD(s float64) float64 { return 40 * s }

// HitSpot returns the wager of seat whose circle holds the point x, y (design units), with
// taps taken from at least layout.MinTouch across, among the wagers offered says yes to.
func (g *Places) HitSpot(seat int, offered func(table.Wager) bool, x, y float64) (table.Wager, bool) {
	if seat < 0 || seat >= table.Seats {
		return 0, false
	}
	best, bestD := table.Wager(0), math.Inf(1)
	for w, c := range g.Seats[seat].Spots {
		if c.R == 0 || !offered(table.Wager(w)) {
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

// Row lays buttons of the given widths out in r from the left, 6 units apart.
func Row(r layout.Rect, widths ...float64) []layout.Rect {
	out := make([]layout.Rect, 0, len(widths))
	x := r.X
	for _, w := range widths {
		out = append(out, layout.Rect{X: x, Y: r.Y, W: w, H: r.H})
		x += w + 6
	}
	return out
}

// PlaceHUD puts the machinery's controls where they go in g's orientation: the chip rack
// and the credits at the bottom left, the action buttons at the bottom right, and the
// settings buttons along the top (a game may move them clear of its meters after).
func (g *Places) PlaceHUD() {
	g.placeCompact()
	if g.O == layout.Portrait {
		// Five chips 58 units across, their values at 11 CSS pixels on a 768 by 1024
		// tablet (0.8 CSS pixels a unit; at 48 units they were set at 9.1).
		g.Rack = layout.Rect{X: 40, Y: 1196, W: 300, H: 58}
		g.ChipD = 58
		g.Credits = Point{X: 44, Y: 1178}
		// Wide enough for every title at 11 CSS pixels on that tablet, REBET & DEAL in the
		// wider middle column, under the person's Play circle.
		g.Buttons = layout.Rect{X: 352, Y: 1134, W: 328, H: 118}
		g.Middle = 124
		left := Row(layout.Rect{X: 36, Y: 4, W: 158, H: 26}, 158)
		left = append(left, Row(layout.Rect{X: 36, Y: 34, W: 158, H: 26}, 75, 75)...)
		g.Settings = append(left, Row(layout.Rect{X: 526, Y: 4, W: 158, H: 26}, 56, 96)...)
		g.Drill, g.Trainer = layout.Rect{X: 534, Y: 34, W: 70, H: 26}, layout.Rect{}
		return
	}
	g.Rack = layout.Rect{X: 46, Y: 708, W: 300, H: 56}
	g.ChipD = 47 // its values at 11 CSS pixels
	g.Credits = Point{X: 50, Y: 690}
	g.Buttons = layout.Rect{X: 866, Y: 636, W: 364, H: 120}
	// The settings row in one row of buttons TopH tall: SPEED, SETTINGS, HELP and SOUND at
	// the left, PAYS & RULES, DRILL, TRAINER and LOBBY (render/table's asker.place) at the right, the meters'
	// panels between them (MetersLeft to MetersRight).
	g.Settings = append(Row(layout.Rect{X: 42, Y: 3, W: 304, H: TopH}, 104, 72, 52, 58),
		layout.Rect{X: MetersRight + 6, Y: 3, W: 98, H: TopH})
	g.Drill, g.Trainer = layout.Rect{X: 1010, Y: 3, W: 64, H: TopH}, layout.Rect{X: 1080, Y: 3, W: 80, H: TopH}
}

// The landscape settings row: its buttons' height (32 CSS pixels at 1280 by 800), and the
// room its two groups leave the meters' panels between them, design units.
const (
	TopH        = 32
	MetersLeft  = 352
	MetersRight = 900
)

// TallHUD is the height, design units, that a tall phone's larger controls take from what
// the screen has beyond the portrait design (PlaceTall); tallEnough is the least extra height
// for it, which leaves the table's middle some of it to spread over.
const (
	TallHUD    = 140
	tallEnough = layout.PhoneTall
)

// Snug reports whether a portrait table tall units taller is the least tall phone's design
// (layout.PhoneTall), which a phone of 9:16 to about 9:19 fits to its height: its type is
// larger in design units than a taller phone's, its foot and its seats' words need more room.
func Snug(tall float64) bool { return tall >= tallEnough && tall <= layout.PhoneTall }

// Spare returns the part of a portrait screen's extra height tall that the table's middle
// spreads over (Stretch.Extra): all of it, or on a tall phone what its controls leave.
func Spare(tall float64) float64 {
	if tall >= tallEnough {
		return tall - TallHUD
	}
	return tall
}

// PlaceTall lays a tall phone's controls out at the foot of the screen, once the table is
// stretched by Spare(tall) (or a little more, where its seat has room above the credits): where labels are set large (11 CSS pixels at a scale near a
// half), the action buttons go across the table in two rows of three wide enough for their
// titles at that size, the chip rack across it above them with chips large enough for their
// values, and the credits above the rack. It makes the design tall units taller in all.
func (g *Places) PlaceTall(tall float64) {
	if g.O != layout.Portrait || tall < tallEnough {
		return
	}
	rest := tall - g.Tall // what the stretch left of tall
	g.H += rest
	g.Tall += rest
	g.Wide = true
	g.Touch = tallTouch
	g.ChipD = 86
	if Snug(tall) {
		// Chips larger for their values at 11 CSS pixels (a 360 by 640 screen's).
		g.ChipD = 106
		g.Touch = snugTouch
	}
	// Inset from the felt's rounded corners, over the page's line of free play (18 CSS
	// pixels tall).
	margin := 18 / tallCSS
	if Snug(tall) {
		margin = 18 / snugCSS
	}
	g.Buttons = layout.Rect{X: 50, Y: g.H - math.Ceil(margin) - g.Touch, W: 620, H: g.Touch}
	g.Rack = layout.Rect{X: 50, Y: g.Buttons.Y - 6 - g.ChipD - 2, W: 620, H: g.ChipD + 2}
	// The credits' digits clear of the rack's tray (4 units round it).
	g.Credits = Point{X: 44, Y: g.Rack.Y - 11}
	// The settings row a button Touch tall in each top corner, beside the meters: SETTINGS,
	// whose page leads on to the rest (the sound, the help, the pays and rules, the speed,
	// the drill, the trainer), and LOBBY.
	g.Compact = [compactN]layout.Rect{
		CompactSettings: {X: 36, Y: 4, W: 158, H: g.Touch},
		CompactLobby:    {X: 526, Y: 4, W: 158, H: g.Touch},
	}
}

// SidePhone reports whether v is a phone on its side, whose table is laid out by PlaceSide:
// a phone's screen (layout.View.Phone) in landscape, 7:4 or longer (a small window of a
// desktop, 16:10 or squarer, keeps the landscape table's controls, made for a pointer).
func SidePhone(v layout.View) bool {
	return v.Orientation == layout.Landscape && v.Phone() && v.Width >= 1.75*v.Height
}

// PlaceSide lays a phone's controls out on its side (landscape: SidePhone), where the
// design is set at under half a CSS pixel a unit: every target at least Touch in its smaller
// side (44 CSS pixels on a 360 CSS pixel tall screen). SETTINGS and LOBBY in the top corners
// (the printed pay tables are not printed there: render/table's Printer.Legible), the credits under
// SETTINGS; at the foot, clear of the nearest table-mates' circles, the chips in two rows at
// the left of the person's circles and the action buttons in two rows at their right
// (render/table's controls.side); the circles bet on through the bet panel (Wide). A phone on its side is
// 16:9 or longer: the felt runs on past the design's sides, where the rows end.
func (g *Places) PlaceSide() {
	if g.O != layout.Landscape {
		return
	}
	g.Wide, g.Side = true, true
	g.Touch, g.ChipD = sideTouch, sideChip
	// The person's circles, and a finger's margin round them (the bet panel's betting area).
	var circles layout.Rect
	for n := range g.Seats {
		if sg := &g.Seats[n]; sg.Front {
			for _, c := range sg.Spots {
				if c.R > 0 {
					circles = circles.Union(layout.Rect{X: c.X - c.R, Y: c.Y - c.R, W: 2 * c.R, H: 2 * c.R})
				}
			}
		}
	}
	left, right := float64(layout.LandscapeWidth/2-100), float64(layout.LandscapeWidth/2+100)
	if !circles.Empty() {
		left, right = circles.X-20, circles.X+circles.W+20
	}
	// The foot row over the page's line of free play (18 CSS pixels tall), from sideOver
	// past the design's sides; the row over it shorter, at the ends (the nearest
	// table-mates' circles and the next ones' names beside it).
	const gap = 6
	y := layout.LandscapeHeight - math.Ceil(18/sideCSS) - g.Touch
	upper := y - g.Touch - gap
	g.Rack = layout.Rect{X: -sideOver, Y: y + g.Touch - 2*g.ChipD - gap, W: 3*g.ChipD + 2*gap, H: 2*g.ChipD + gap}
	g.Left = layout.Rect{X: -sideOver, Y: y, W: left + sideOver, H: g.Touch}
	g.Above = layout.Rect{X: layout.LandscapeWidth - 196, Y: upper, W: 196 + sideOver, H: g.Touch}
	g.Buttons = layout.Rect{X: right, Y: y, W: layout.LandscapeWidth + sideOver - right, H: g.Touch}
	g.Credits = Point{X: 50, Y: 8 + g.Touch + 48}
	// The second meter's panel as tall as the first, for its name over its digits
	// (render/table's Printer.MeterName).
	g.Meter2.H = max(g.Meter2.H, g.Meter.H)
	for n := range g.Seats {
		if sg := &g.Seats[n]; sg.Front {
			for k := range sg.Cards {
				sg.Cards[k].Y -= g.SideRise
			}
			sg.Hand.Y -= g.SideRise
			// The person's tag over its hand's name, where the chips were.
			sg.Tag = Point{X: sg.Hand.X, Y: sg.Hand.Y - sideTag}
		}
	}
	// The result line, and the news, at the top right, where a larger screen prints a pay
	// table (a phone does not): in the middle the large type left no room for them
	// between the printed name and the person's words.
	g.Result = layout.Rect{X: 934, Y: 108, W: 370, H: 198}
	g.ResultRoom = g.Result.H
	g.Message = Point{X: g.Result.X + g.Result.W/2, Y: g.Result.Y + 40}
	// The banner's band there too, over the dealer's words at its left (a hand's name, a
	// side bet's pay), under the LOBBY button.
	g.Band = layout.Rect{X: 940, Y: 106, W: 360, H: 96}
	if g.DealerLine == (Point{}) && g.Dealer[MaxCards/2] != (Point{}) {
		// The dealer's line beside its hand's name, the two side by side under the dealer's
		// cards (as on an upright screen): under the name, in large type, it stood on the
		// printed name of the game.
		g.DealerLine = Point{X: g.DealerHand.X, Y: g.DealerHand.Y}
	}
	g.Compact = [compactN]layout.Rect{
		CompactSettings: {X: 40, Y: 4, W: 200, H: g.Touch},
		CompactLobby:    {X: MetersRight + 210, Y: 4, W: layout.LandscapeWidth - 40 - MetersRight - 210, H: g.Touch},
	}
}

// The CSS pixels of a design unit on the phones a phone's layout is made for: a tall phone
// 352 CSS pixels wide or wider (its design fitted to its width), and the least tall phone's
// (Snug: a 9:16 screen's design is fitted to its height) 360 by 640 screen; and the least
// side of a target there, design units: 44 CSS pixels.
const (
	tallCSS   = 352.0 / layout.PortraitWidth
	snugCSS   = 640.0 / (layout.PortraitHeight + layout.PhoneTall)
	tallTouch = 90  // 44 / tallCSS, rounded up
	snugTouch = 102 // 44 / snugCSS, rounded up
	// A phone on its side 360 CSS pixels tall or taller: its design fitted to its height.
	sideCSS   = 360.0 / layout.LandscapeHeight
	sideTouch = 98  // 44 / sideCSS, rounded up
	sideChip  = 104 // its values at 11 CSS pixels there
	// sideOver is how far, design units, a phone on its side's controls reach past the
	// design's sides, on the felt that a screen 16:9 or longer shows there (SidePhone).
	sideOver = 26
	// sideTag is how far, design units, the person's tag stands over its hand's name there.
	sideTag = 40
)

// Sides returns where a table-mate sits in portrait, where the table is seen along its
// length and the table-mates sit down both sides: for a seat's angle from straight down
// (as Anchors gives it; 28, 49 and 70 degrees a side), the anchor on its side, inset from
// the design's edge, the nearest the person at y0 and each further one step higher.
func Sides(inset, y0, step float64) func(a float64) (x, y float64) {
	return func(a float64) (float64, float64) {
		k := math.Min(2, math.Round((math.Abs(a)-28)/21))
		y := y0 - step*k
		if a > 0 {
			return layout.PortraitWidth - inset, y
		}
		return inset, y
	}
}

// Arc returns where a table-mate sits in landscape: for a seat's angle from straight down
// (as Anchors gives it), a point on the ellipse of centre cx, cy and radii rx, ry.
func Arc(cx, cy, rx, ry float64) func(a float64) (x, y float64) {
	return func(a float64) (float64, float64) {
		r := a * math.Pi / 180
		return cx + rx*math.Sin(r), cy + ry*math.Cos(r)
	}
}

// Anchors puts the person's seat in front and the table-mates' seats on an arc: seats
// before the person's (to the dealer's left, the screen's right) on the right, the others
// on the left, nearest the person first. arc gives the anchor for an angle in degrees from
// straight down, positive to the right; angles are those of the three places on a side. A
// table of table-mates only (person < 0) has its six seats on the arc, evenly. The person's
// seat is marked front; its anchor is left for the game to set.
func Anchors(person int, arc func(a float64) (x, y float64), angles [3]float64) (at [table.Seats]Point, front [table.Seats]bool) {
	for n := range table.Seats {
		var a float64
		switch {
		case n == person:
			front[n] = true
			continue
		case person < 0:
			a = angles[2] - float64(n)*2*angles[2]/5
		case n < person:
			k := person - 1 - n // 0 for the seat next to the person
			a = angles[min(k, 2)] + float64(max(0, k-2))*14
		default:
			k := n - person - 1
			a = -angles[min(k, 2)] - float64(max(0, k-2))*14
		}
		at[n].X, at[n].Y = arc(a)
	}
	return at, front
}

// NewPlaces returns the places of an orientation: the design's size, and the machinery's
// controls placed (PlaceHUD); the game fills in the rest.
func NewPlaces(o layout.Orientation) Places {
	g := Places{O: o, W: layout.LandscapeWidth, H: layout.LandscapeHeight}
	if o == layout.Portrait {
		g.W, g.H = layout.PortraitWidth, layout.PortraitHeight
	}
	g.PlaceHUD()
	return g
}

// Lay returns a game's layout for an orientation: land(person) in landscape, port(person)
// in portrait.
func Lay[G any](o layout.Orientation, person int, land, port func(person int) G) G {
	if o == layout.Portrait {
		return port(person)
	}
	return land(person)
}

// Stretch spreads a portrait layout down a taller screen: what lies above From stays, what
// lies below To moves down by Extra, and what lies between moves down in proportion, so
// the table-mates' seats and the printing between the dealer and the person spread apart.
// A seat moves whole, as its anchor does.
type Stretch struct{ From, To, Extra float64 }

// Y returns where a height y of the design goes.
func (st Stretch) Y(y float64) float64 {
	switch {
	case st.Extra == 0 || y <= st.From:
		return y
	case y >= st.To:
		return y + st.Extra
	}
	return y + st.Extra*(y-st.From)/(st.To-st.From)
}

// Point moves a point.
func (st Stretch) Point(p *Point) { p.Y = st.Y(p.Y) }

// Rect moves a rectangle by its middle, keeping its size.
func (st Stretch) Rect(r *layout.Rect) { r.Y = st.Y(r.Y+r.H/2) - r.H/2 }

// Seat moves a seat and everything of it by its anchor's move.
func (st Stretch) Seat(sg *Seat) {
	dy := st.Y(sg.Y) - sg.Y
	sg.Y += dy
	for i := range sg.Cards {
		sg.Cards[i].Y += dy
	}
	for i := range sg.Spots {
		sg.Spots[i].Y += dy
	}
	sg.Name.Y += dy
	sg.Hand.Y += dy
	sg.Tag.Y += dy
	sg.Home.Y += dy
}

// Places moves every place of g and makes its design Extra units taller.
func (st Stretch) Places(g *Places) {
	g.H += st.Extra
	g.Tall += st.Extra
	for i := range g.Seats {
		st.Seat(&g.Seats[i])
	}
	for i := range g.Dealer {
		st.Point(&g.Dealer[i])
		st.Point(&g.Community[i])
	}
	for _, p := range []*Point{&g.Aside, &g.DealerHand, &g.Shoe, &g.Discard, &g.Message, &g.Credits} {
		st.Point(p)
	}
	for _, r := range []*layout.Rect{&g.Tray, &g.Meter, &g.Result, &g.Band, &g.Rack, &g.Buttons} {
		st.Rect(r)
	}
	for i := range g.Settings {
		st.Rect(&g.Settings[i])
	}
	st.Rect(&g.Drill)
	if g.Trainer.W > 0 {
		st.Rect(&g.Trainer)
	}
}

// Signs is where a table prints its name and its two pay tables: the arc the name is set
// on (its centre and radius) and the two sign areas.
type Signs struct {
	ArcX, ArcY, ArcR float64
	PayLeft          layout.Rect
	PayRight         layout.Rect
}

// FitBand sets the banner's band (Band) to x0..x1 across and top..bottom down, clear of the
// table-mates' tags near their places (within reach, design units, of each): a tag in the
// band's upper half keeps its top under the tag, one in its lower half its foot over the
// tag. (On an upright table the table-mates sit down both sides, where a long tag reaches in
// across the band's sides.)
func (g *Places) FitBand(x0, x1, top, bottom, reach float64) {
	for _, sg := range g.Seats {
		if sg.Front || sg.Tag.Y+reach <= top || sg.Tag.Y-reach >= bottom {
			continue
		}
		if sg.Tag.Y < (top+bottom)/2 {
			top = sg.Tag.Y + reach + 4
		} else {
			bottom = sg.Tag.Y - reach - 4
		}
	}
	g.Band = layout.Rect{X: x0, Y: top, W: x1 - x0, H: bottom - top}
}
