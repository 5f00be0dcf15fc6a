package crazy4

import (
	"strconv"
	"strings"

	"felt/game/crazy4"
	"felt/game/paytable"
	"felt/game/table"
	"felt/render/box"
	"felt/render/fonts"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/printing"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// printMeter2 prints the Five Card Hand Bonus meter's panel r, when the table shows it
// beside the progressive's: its frame, whose jackpot it is, and what wins it.
func (t *Table) printMeter2(p *printing.Printer, dst *ebiten.Image, v layout.View, r layout.Rect) {
	if !t.meter2 {
		return
	}
	p.MeterPanel(dst, v, r)
	m := v.Rect(r)
	p.Print(box.Box{Kind: box.Board, Owner: box.Table, Group: geom.MeterGroup(1), Name: "meter"}, m)
	if p.MeterName(v, r, 1, "5 CARD BONUS JACKPOT", "5 CARD JACKPOT", "5 CARD") {
		return
	}
	small := r.H < 50
	ts, fs := 8.5, 7.0
	if small {
		ts, fs = 7.5, 6.5
	}
	const title = "5 CARD BONUS JACKPOT"
	y := m.Y + v.Len(ts+3)
	tf := p.Face(v, fonts.Bold, ts)
	for ts > 5.5 && paint.TrackedWidth(title, tf, v.Len(1.2)) > m.W-v.Len(12) {
		ts -= 0.25
		tf = p.Face(v, fonts.Bold, ts)
	}
	p.Tracked(v, title, fonts.Bold, ts, m.X+m.W/2, y, v.Len(1.2), text.AlignCenter, paint.Brass, 1, box.Table, geom.MeterGroup(1))
	var parts []string
	for _, l := range paytable.FiveCardHandBonus().Lines {
		if l.Pay.Kind == paytable.Meter {
			parts = append(parts, strings.ToUpper(l.Hand)+" "+strconv.FormatInt(l.Pay.Percent, 10)+"%")
		}
	}
	foot := strings.Join(parts, " · ")
	ff := p.Face(v, fonts.Medium, fs)
	for fs > 5.5 && paint.TrackedWidth(foot, ff, v.Len(0.3)) > m.W-v.Len(12) {
		fs -= 0.25
		ff = p.Face(v, fonts.Medium, fs)
	}
	p.Tracked(v, foot, fonts.Medium, fs, m.X+m.W/2, m.Y+m.H-v.Len(5), v.Len(0.3), text.AlignCenter, paint.Ink, 0.75, box.Table, geom.MeterGroup(1))
}

// JackpotLevel implements tbl.JackpotLevels: the meter a jackpot of the progressive came
// off, from the line of the pay table the event names (a Multi Game Link's Major and Minor
// are levels 1 and 2). The 5 Card Bonus has one meter.
func (t *Table) JackpotLevel(e table.Event) int {
	if e.Wager != crazy4.Progressive {
		return 0
	}
	pc := t.cfg.Progressive
	var pays []paytable.Pay
	switch pc.Kind {
	case crazy4.FourCard:
		pt, err := paytable.Progressive4(pc.Table)
		if err != nil {
			return 0
		}
		for _, l := range pt.Lines {
			pays = append(pays, l.Pay)
		}
	case crazy4.FiveCard, crazy4.MultiLink:
		pt := paytable.Progressive5()
		if pc.Kind == crazy4.MultiLink {
			var err error
			if pt, err = paytable.MultiLink(pc.Table); err != nil {
				return 0
			}
		}
		for _, l := range pt.Lines {
			pays = append(pays, l.Pay)
		}
	}
	if i := int(e.Index); i < len(pays) && pays[i].Kind == paytable.Meter {
		return pays[i].Level
	}
	return 0
}
