package crisscross

import (
	"felt/render/layout"
	tbl "felt/render/table"
)

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
	extra := tbl.Spare(tall)
	wide := extra < tall // a tall phone's controls take some of it (tbl.PlaceTall)
	if wide {
		// The person's circles reach less far down than Crazy 4's: they go nearer the
		// credits, and the pay tables stay where the design has them, for the result
		// line's room between them and the person's cards.
		extra += 25
	}
	st := tbl.Stretch{From: 500, To: 800, Extra: extra}
	for n := range g.Seats {
		dy := st.Y(g.Seats[n].Y) - g.Seats[n].Y
		g.HandD[n].Y += dy
	}
	st.Places(&g.Places)
	// A table-mate's names are set larger on a phone: its cards rise to make room for them
	// over its circles.
	lift := 6 + min(22, tall*0.08)
	for n := range g.Seats {
		sg := &g.Seats[n]
		for i := range sg.Cards {
			sg.Cards[i].Y -= lift
		}
		sg.Tag.Y -= lift
		if sg.Front && tall > 0 {
			// The tag, large on a phone ("MIDDLE ON ACROSS"), has no room beside the
			// circles between the table-mates: it goes over the cards, under the result
			// line (a little higher for it).
			sg.Tag = point{X: sg.X, Y: sg.Cards[0].Y - sg.CardW*0.74 - 13}
			g.Result.Y -= 12
		}
		sg.Hand.Y -= lift
		g.HandD[n].Y -= lift
	}
	if !wide {
		st.Rect(&g.PayLeft)
		st.Rect(&g.PayRight)
	} else {
		// Shorter, clear of the table-mates' tags (COMMUNITY +1.40) in large type beside
		// their foot.
		g.PayLeft.H, g.PayRight.H = 150, 150
	}
	g.PlaceTall(tall)
	if wide {
		g.Result.Y -= 15 // clear of the tag, still under the pay tables
		// The line of news in the middle of the result line's room, clear of the person's
		// tag over its cards.
		g.Message.Y = g.Result.Y + g.Result.H - 90
	}
	if tall > 0 {
		// The community's hand, named at the cross's right in large type, clear of its
		// foot card.
		g.placeCross(point{X: g.Cross.X - 10, Y: g.Cross.Y}, g.CommunityW, g.DX, g.DY)
	}
}
