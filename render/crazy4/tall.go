package crazy4

import (
	"math"

	"felt/game/crazy4"
	"felt/render/geom"
	"felt/render/layout"
)

// phoneLift is how far the person's cards rise on a phone, design units.
const phoneLift = 40

// phoneRaise is how much higher the result line's foot is on a phone, design units: the
// words over the person's cards stand between it and the cards.
const phoneRaise = 60

// snugSpread is how much further the table-mates spread on the least tall phone
// (tbl.Snug), design units.
const snugSpread = 66

// snugResult is the result line's width there.
const snugResult = 340

// On the least tall phone: how much higher the result line's foot is, over the person's
// Cover All line (snugCover), and how high the result line may grow, to the printed name's
// foot (snugName), design units.
const (
	snugCover = 26
	snugName  = 352
)

// phoneResult is the result line's width on a phone, design units.
const phoneResult = 280

// phonePrint is how much lower the printed name is on a tall phone, design units
// (dealerRoom).
const phonePrint = 14

// furthestBelow is how far under the pay tables' top the furthest table-mates' anchors are
// on a tall phone, design units (dealerRoom).
const furthestBelow = 122

// stretch fits the layout to the screen and to the labels set on it: a table-mate's cards
// rise and its name drops, to leave its hand's name room between its cards and its circles;
// and a portrait table tall units taller than the design spreads down the screen (the
// dealer's side and the printing under it stay, the person's seat and the controls go down
// by tall, the table-mates' seats and the pay tables between spread apart).
func (g *geometry) stretch(tall float64) {
	for n := range g.Seats {
		sg := &g.Seats[n]
		if sg.Front {
			continue
		}
		// The name's pill, larger on a phone (11 CSS pixels), between the cards' foot and
		// the Queens Up.
		pill := 22.0
		if tall > 0 {
			pill = 41
		}
		if geom.Snug(tall) {
			pill = 50 // the least tall phone's type is larger still
		}
		foot := sg.Cards[2].Y + sg.CardW*0.74
		lift := max(0, foot+pill+3-(sg.Spots[crazy4.QueensUp].Y-sg.Spots[crazy4.QueensUp].R))
		for i := range sg.Cards {
			sg.Cards[i].Y -= lift
		}
		sg.Hand.Y -= lift - 8*sg.S
		if geom.Snug(tall) {
			sg.Hand.Y += 3 // its larger pill's middle, clear of the cards
		}
		sg.Tag.Y -= lift
		sg.Name.Y += 8 * sg.S
	}
	if tall <= 0 || g.O != layout.Portrait {
		return
	}
	// On a phone the words are larger: the person's cards and their words rise, to leave
	// the tag room between the cards and the circles, in the middle (at the sides the
	// table-mates' names come down). The tag is set just under the cards.
	for n := range g.Seats {
		if sg := &g.Seats[n]; sg.Front {
			for i := range sg.Cards {
				sg.Cards[i].Y -= phoneLift
				if geom.Spare(tall) < tall {
					// The controls' foot takes room from the spread (tbl.PlaceTall): the
					// cards a little closer, clear of the table-mates' words beside them.
					sg.Cards[i].X = sg.X + float64(i-2)*78
					if geom.Snug(tall) {
						sg.Cards[i].X = sg.X + float64(i-2)*66
					}
				}
			}
			sg.Hand.Y -= phoneLift
			sg.Tag = point{X: sg.X, Y: sg.Cards[0].Y + sg.CardW*0.74}
		}
	}
	// The result line, in large type, narrower: it grows upward from its foot between the
	// table-mates' tags on either side.
	g.Result.X, g.Result.W = g.Result.X+g.Result.W/2-phoneResult/2, phoneResult
	st := geom.Stretch{From: 340, To: 800, Extra: geom.Spare(tall)}
	snug := geom.Snug(tall)
	if snug {
		// More room between the table-mates for their words in the least tall phone's
		// type; the person's seat goes back up, clear of the larger credits.
		st.Extra += snugSpread
	}
	st.Places(&g.Places)
	if snug {
		up := geom.Stretch{From: -1, To: 0, Extra: -snugSpread - 30}
		for n := range g.Seats {
			if g.Seats[n].Front {
				up.Seat(&g.Seats[n])
			}
		}
		up.Rect(&g.Result)
		// Its foot higher, over the person's Cover All line.
		g.Result.Y -= snugCover
		up.Point(&g.Message)
		// No room for the printed pay tables in its type: the pays-and-rules page has them.
		g.PayLeft, g.PayRight = layout.Rect{}, layout.Rect{}
		g.ArcY += 10 // the printed name lower, clear of the dealer's words over it
		// The result line wider where the pay tables were, no higher than the printing.
		g.Result.X, g.Result.W = layout.PortraitWidth/2-snugResult/2, snugResult
		g.Message.X -= 6 // its two long lines between the table-mates' tags
		for n := range g.Seats {
			// A table-mate's tag out toward the rail, clear of the line of news.
			if sg := &g.Seats[n]; !sg.Front && sg.X < layout.PortraitWidth/2 {
				sg.Tag.X -= 12
			} else if !sg.Front {
				sg.Tag.X += 12
			}
		}
		// Up to the printed name: the rules and limits under it are not printed in its
		// type (printing.Printer.Legible).
		g.ResultRoom = g.Result.Y - phoneRaise + g.Result.H - snugName
	}
	g.Result.Y -= phoneRaise
	if geom.Spare(tall) < tall {
		g.dealerRoom()
	}
	if geom.Spare(tall) >= tall {
		// Else the controls' foot takes room from the spread (tbl.PlaceTall): the pay
		// tables stay where the design has them, and a long result line sets itself
		// lower between them and the words over the person's cards (tbl's resultLine.place).
		st.Rect(&g.PayLeft)
		st.Rect(&g.PayRight)
	}
	g.tallBand(tall)
	g.PlaceTall(tall)
	if g.Wide {
		// The meters' panels a little taller for their names over their digits
		// (render/table's Printer.MeterName), over the tray.
		g.Meter.H = phonePanel
		if g.Meter2.W > 0 {
			g.phoneMeters()
		}
	}
}

// The banner's band's sides on an upright table, design units: clear of the table-mates'
// circles, words and marks down either side (their LUCKY by their names).
const (
	bandLeft  = 172
	bandRight = 552
	snugIn    = 8 // how much narrower on the least tall phone (tallBand)
)

// bandOverHand is how far, design units, the banner's band's foot stands over the place of
// the person's hand's name on a portrait table taller than the design: over its Cover All
// line; snugOverHand the same on the least tall phone, whose type is larger.
const (
	bandOverHand = 122
	snugOverHand = 126
)

// snugDealer is how far under the printed name's foot the banner's band begins on the least
// tall phone, design units: room for a mark at the dealer (the Cover All line) under it.
const snugDealer = 66

// tallBand lays the banner's band out on a portrait table taller than the design: from
// under the printed pay tables (on the least tall phone, which prints none, under the
// printed name and a mark at the dealer) down to over the person's Cover All line over its
// hand's name, clear of the table-mates' tags (geom.Places.FitBand).
func (g *geometry) tallBand(tall float64) {
	// A table-mate's tag rises off its cards from its place, by up to a third of its height.
	top, over, reach := g.PayLeft.Y+g.PayLeft.H+6, float64(bandOverHand), 30.0
	x0, x1 := float64(bandLeft), float64(bandRight)
	if geom.Snug(tall) {
		// The table-mates' tags in the least tall phone's type reach further in.
		top, over, reach = snugName+snugDealer, snugOverHand, 32
		x0, x1 = bandLeft+snugIn, bandRight-snugIn
	}
	for _, sg := range g.Seats {
		if sg.Front {
			g.FitBand(x0, x1, top, sg.Hand.Y-over, reach)
		}
	}
}

// phoneMeters makes room on a tall phone for the two meters' names over their digits, at 11
// CSS pixels (render/table's Printer.MeterName): PROGRESSIVE across the first panel, 5 CARD JACKPOT or
// 5 CARD across the second, the digits as large as on one meter's panel; LOBBY, a short
// word, narrower for them.
func (g *geometry) phoneMeters() {
	lobby := &g.Compact[geom.CompactLobby]
	lobby.X, lobby.W = lobby.X+lobby.W-phoneLobby, phoneLobby
	left := g.Compact[geom.CompactSettings]
	g.Meter.X, g.Meter.W = left.X+left.W+4, phoneMeter
	g.Meter2.X = g.Meter.X + g.Meter.W + 6
	g.Meter2.W = lobby.X - 4 - g.Meter2.X
	g.Meter2.H = phonePanel
}

// On a tall phone: the meters' panels' height; with two meters, LOBBY's width and the
// progressive's panel's (phoneMeters). Design units.
const (
	phonePanel = 66
	phoneLobby = 112
	phoneMeter = 202
)

// dealerRoom makes room on a tall phone, whose words are largest, for the marks at the
// dealer (LUCKY, the Cover All line) between the dealer's words and the printed name: the
// dealer's cards and the cards aside a little higher, the words closer under them, the
// printing a little lower; and the furthest table-mates' seats lower with it, their anchors
// furthestBelow under the pay tables' top: a tag over their cards (a Lucky Bonus's pay, a
// 6 Card Bonus's hand) just above the pay tables, under the printed limits' ends.
func (g *geometry) dealerRoom() {
	for i := range g.Dealer {
		g.Dealer[i].Y -= 12
	}
	g.Aside.Y -= 13
	g.Communal.Y -= 13
	g.Community[0] = g.Communal
	g.DealerHand.Y -= 26
	g.ArcY += phonePrint
	top := math.Inf(1)
	for _, sg := range g.Seats {
		if !sg.Front {
			top = min(top, sg.Y)
		}
	}
	down := geom.Stretch{From: -2, To: -1, Extra: g.PayLeft.Y + furthestBelow - top}
	for n := range g.Seats {
		if sg := &g.Seats[n]; !sg.Front && sg.Y == top && down.Extra > 0 {
			down.Seat(sg)
		}
	}
}
