package crazy4

import (
	"felt/game/crazy4"
	"felt/render/layout"
	tbl "felt/render/table"
)

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
		// The name's pill, larger on a phone, between the cards' foot and the Queens Up.
		pill := 22.0
		if tall > 0 {
			pill = 31
		}
		foot := sg.Cards[2].Y + sg.CardW*0.74
		lift := max(0, foot+pill+3-(sg.Spots[crazy4.QueensUp].Y-sg.Spots[crazy4.QueensUp].R))
		for i := range sg.Cards {
			sg.Cards[i].Y -= lift
		}
		sg.Hand.Y -= lift - 8*sg.S
		sg.Tag.Y -= lift
		sg.Name.Y += 8 * sg.S
	}
	if tall <= 0 || g.O != layout.Portrait {
		return
	}
	st := tbl.Stretch{From: 340, To: 800, Extra: tall}
	st.Places(&g.Places)
	st.Rect(&g.PayLeft)
	st.Rect(&g.PayRight)
}
