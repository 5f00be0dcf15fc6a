package crisscross

import (
	"felt/render/geom"
	"felt/render/layout"
)

// mateTagHalf is half the height of a table-mate's tag on a phone 390 wide, where its type
// is largest, in design units.
const mateTagHalf = 15

// handRaise is how much higher the person's cards and the words over them stand on a tall
// phone, design units.
const handRaise = 28

// stretch spreads the portrait table down a screen taller than the design by tall units:
// the meters, the cross and the printing under it stay, the person's seat and the controls
// go down by tall, and the table-mates' seats and the pay tables between spread apart. The
// seats' cards rise clear of the circles for their hands' names, more so on a phone where
// the names are set larger; there the person's tag goes over its cards and the cross a little
// left, for the labels' large type.
func (g *geometry) stretch(tall float64) {
	if g.O != layout.Portrait {
		return
	}
	extra := geom.Spare(tall)
	wide := extra < tall // a tall phone's controls take some of it (tbl.PlaceTall)
	snug := geom.Snug(tall)
	g.Snug = snug
	if snug {
		// More room between the table-mates for their words in the least tall phone's
		// type; the person's seat goes back up (below).
		extra += 102
	}
	if wide && !snug {
		// The person's circles reach less far down than Crazy 4's: they go nearer the
		// credits, and the pay tables stay where the design has them, for the result
		// line's room between them and the person's cards.
		extra += 25
	}

	st := geom.Stretch{From: 500, To: 800, Extra: extra}
	if snug {
		// The lowest table-mates too, and the highest a little, their words under the
		// printed name's ends.
		st.From, st.To = 440, 960
	}
	for n := range g.Seats {
		dy := st.Y(g.Seats[n].Y) - g.Seats[n].Y
		g.HandD[n].Y += dy
	}
	st.Places(&g.Places)
	// A table-mate's names are set larger on a phone: its cards rise to make room for them
	// over its circles.
	lift := 6 + min(22, tall*0.08)
	if snug {
		lift = 42
	}
	for n := range g.Seats {
		sg := &g.Seats[n]
		for i := range sg.Cards {
			sg.Cards[i].Y -= lift
		}
		sg.Tag.Y -= lift
		if snug && !sg.Front {
			// Its large type clear of the cards under it, and out toward the rail, clear of
			// the result line between the sides.
			sg.Tag.Y -= 12
			if sg.X < layout.PortraitWidth/2 {
				sg.Tag.X -= 12
			} else {
				sg.Tag.X += 12
			}
		}
		if sg.Front && tall > 0 {
			// The tag, large on a phone ("MIDDLE ON ACROSS"), has no room beside the
			// circles between the table-mates: it goes over the cards, under the result
			// line (a little higher for it).
			sg.Tag = point{X: sg.X, Y: sg.Cards[0].Y - sg.CardW*0.74 - 13}
			g.Result.Y -= 12
		}
		sg.Hand.Y -= lift
		g.HandD[n].Y -= lift
		if snug && !sg.Front {
			// Out toward the rail, clear of the printed name's ends.
			out := 24.0
			if sg.X < layout.PortraitWidth/2 {
				out = -24
			}
			sg.Hand.X += out
			g.HandD[n].X += out
		}
	}
	switch {
	case snug:
		// No room for the printed pay tables in the type of the least tall phone: its
		// pays-and-rules page has them. The person's seat a little higher, clear of the
		// larger credits over a larger rack.
		g.PayLeft, g.PayRight = layout.Rect{}, layout.Rect{}
		up := geom.Stretch{From: -1, To: 0, Extra: -109}
		for n := range g.Seats {
			if g.Seats[n].Front {
				up.Seat(&g.Seats[n])
				up.Point(&g.HandD[n])
				// The hands' names in large type clear of the Down circle's chips.
				g.HandD[n].Y -= 18
				sg := &g.Seats[n]
				sg.Hand.Y -= 12
				sg.CardW = 70 // from 76: the cards' foot 6 higher, their top as it was
				for i := range sg.Cards {
					sg.Cards[i].Y -= 8
				}
				sg.Tag.Y -= 6
			}
		}
	case !wide:
		st.Rect(&g.PayLeft)
		st.Rect(&g.PayRight)
	}
	g.PlaceTall(tall)
	if wide && !snug {
		// Shorter, clear of the table-mates' tags (COMMUNITY +1.40) in large type beside
		// their foot: 150 tall, less where the table-mates beside them sit higher (a phone
		// a little less tall, 390 by 844).
		h := 150.0
		for n := range g.Seats {
			if sg := &g.Seats[n]; !sg.Front && sg.Tag.Y > g.PayLeft.Y {
				// The tag's foot: at most on the cards' top (the table lifts it clear).
				foot := min(sg.Tag.Y+mateTagHalf, sg.Cards[0].Y-sg.CardW*0.74)
				h = min(h, foot-2*mateTagHalf-6-g.PayLeft.Y)
			}
		}
		g.PayLeft.H, g.PayRight.H = h, h
	}
	if wide {
		// The person's cards, tag and hands' names higher, with the result line and the
		// news over them: the hands' names are set large on a phone (layout.HandText), and
		// the Down hand's under the Across hand's stays clear of the circles.
		for n := range g.Seats {
			if sg := &g.Seats[n]; sg.Front {
				for i := range sg.Cards {
					sg.Cards[i].Y -= handRaise
				}
				sg.Hand.Y -= handRaise
				sg.Tag.Y -= handRaise
				g.HandD[n].Y -= handRaise
				g.Result.Y -= handRaise
				g.Message.Y -= handRaise
			}
		}
		// The second meter's panel a little taller for its name over its digits
		// (printing.Printer.MeterName), the tray lower and shallower under it, over the cross.
		g.Meter2.Y, g.Meter2.H = 70, 56
		g.Tray.Y, g.Tray.H = 131, 20
		g.Result.Y -= 15 // clear of the tag, still under the pay tables
		// The line of news in the middle of the result line's room, clear of the person's
		// tag over its cards.
		g.Message.Y = g.Result.Y + g.Result.H - 90
	}
	if snug {
		// The result line's foot over the person's tag: without the pay tables it has
		// the table's middle to grow up into.
		for n := range g.Seats {
			if sg := g.Seats[n]; sg.Front {
				g.Result.Y = sg.Tag.Y - 40 - g.Result.H
				g.Message.Y = g.Result.Y + g.Result.H - 25
				// Up to the printed limits, no higher.
				g.ResultRoom = g.Result.Y + g.Result.H - 510
			}
		}
	}
	if tall > 0 {
		g.tallBand(snug)
		// The community's hand, named at the cross's right in large type, clear of its
		// foot card.
		left := 10.0
		if snug {
			left = 40 // the least tall phone's type is larger still
		}
		g.placeCross(point{X: g.Cross.X - left, Y: g.Cross.Y}, g.CommunityW, g.DX, g.DY)
	}
}

// The banner's band's sides on an upright table, design units: clear of the table-mates'
// circles and words down either side.
const (
	bandLeft  = 170
	bandRight = 552
	bandIn    = 12 // how much narrower on a tall phone but the least tall (tallBand)
	snugIn    = 16 // and on the least tall phone
)

// The banner's band's top on the least tall phone, which prints no pay tables: under the
// printed limits (snugLimits); and how far its foot stands over the place of the person's
// tag over its cards (bandOverTag; snugOverTag there, which leaves a jackpot's two lines
// larger than the person's hand's name), design units.
const (
	snugLimits  = 516
	bandOverTag = 36
	snugOverTag = 33
)

// tallBand lays the banner's band out on a portrait table taller than the design: from under
// the printed pay tables (on the least tall phone, under the printed limits) down to over the
// person's tag over its cards, clear of the table-mates' tags (geom.Places.FitBand).
func (g *geometry) tallBand(snug bool) {
	top := g.PayLeft.Y + g.PayLeft.H + 6
	if snug {
		top = snugLimits
	}
	// A tall phone's table-mates' hands' names, in large type, reach in further than the
	// least tall phone's (set out toward the rail).
	x0, x1 := float64(bandLeft+bandIn), float64(bandRight-bandIn)
	for _, sg := range g.Seats {
		switch {
		case !sg.Front:
		case snug:
			// The table-mates' tags stand out at the rail, and reach in no further than
			// snugIn: the band runs on past their height, the length of the middle.
			g.Band = layout.Rect{X: bandLeft + snugIn, Y: top, W: bandRight - bandLeft - 2*snugIn, H: sg.Tag.Y - snugOverTag - top}
		default:
			g.FitBand(x0, x1, top, sg.Tag.Y-bandOverTag, mateTagHalf)
		}
	}
}
