package table_test

import (
	"felt/render/geom"
	"felt/render/printing"
	"felt/render/stage"
	"fmt"

	"felt/game/hand"
	"felt/game/table"
	"felt/render/box"
	"felt/render/command"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/paint"
	tbl "felt/render/table"
	"felt/render/text"
	"felt/render/widget"

	"github.com/hajimehoshi/ebiten/v2"
)

// fake is the plug of the machinery's tests: High Card Duel's table (the stub core duel),
// laid out as data in both orientations and on tall phones, its name printed under the
// dealer, and a mark of its own that finds room by the machinery's free-place search.
type fake struct {
	// mark, when set, is where the game's mark MARK would go, design units, in order of
	// preference (Scene.PlaceFree).
	mark  [][2]float64
	markL widget.Label
	// stamp, when set, is where the game's label STAMP is put, design units, whatever it
	// covers: a collision put in on purpose.
	stamp  *geom.Point
	stampL widget.Label
	// big is the duel's big score (0: none).
	big uint32
}

// newFake makes the plug.
func newFake() *fake {
	f := &fake{}
	f.markL.Set("MARK", fonts.Bold, 10, stage.InkDark)
	f.markL.SetPill(paint.Brass, 0.9)
	f.stampL.Set("STAMP", fonts.Bold, 10, stage.InkDark)
	return f
}

// The fake is a plug with a piece of its own on the plan, words of its own and the
// demonstration's bets: it has no moving parts and no advisor (game/advice advises the real
// games' cores only).
var (
	_ tbl.Plug         = (*fake)(nil)
	_ tbl.Placing      = (*fake)(nil)
	_ tbl.Words        = (*fake)(nil)
	_ tbl.Demonstrator = (*fake)(nil)
)

func (f *fake) Game() string { return "duel" }

func (f *fake) Open(data []byte, seed uint64, eval *hand.Evaluator) (table.Game, error) {
	if data != nil {
		return nil, errDuelSaved
	}
	return newDuel(f.big), nil
}

// Places lays the duel out: the person's seat in front, the table-mates on an arc
// (landscape) or down both sides (portrait), each seat's Ante and Play side by side under
// three cards; a portrait table taller than the design spreads down the screen, and a tall
// phone's controls go across its foot.
func (f *fake) Places(o layout.Orientation, tall float64, person int) geom.Places {
	g := geom.NewPlaces(o)
	g.DealerW = 54
	var arc func(float64) (float64, float64)
	var front geom.Seat
	var mate, rise float64
	if o == layout.Portrait {
		g.Tray = layout.Rect{X: 260, Y: 78, W: 200, H: 28}
		for i := range duelCards {
			g.Dealer[i] = geom.Point{X: 360 + float64(i-1)*62, Y: 162}
		}
		g.DealerHand = geom.Point{X: 360, Y: 222}
		g.Shoe, g.Discard = geom.Point{X: 584, Y: 122}, geom.Point{X: 136, Y: 116}
		g.Result = layout.Rect{X: 186, Y: 690, W: 348, H: 56}
		g.Message, g.Band = geom.Point{X: 360, Y: 640}, layout.Rect{X: 172, Y: 528, W: 380, H: 150}
		arc, mate = geom.Sides(94, 850, 200), 0.46
		front, rise = geom.Seat{X: 360, Y: 1040, S: 1, CardW: 76, Front: true}, 168
	} else {
		g.Tray = layout.Rect{X: 530, Y: 78, W: 220, H: 30}
		for i := range duelCards {
			g.Dealer[i] = geom.Point{X: 640 + float64(i-1)*62, Y: 160}
		}
		g.DealerHand = geom.Point{X: 640, Y: 226}
		g.Shoe, g.Discard = geom.Point{X: 884, Y: 112}, geom.Point{X: 396, Y: 112}
		g.Result = layout.Rect{X: 290, Y: 362, W: 700, H: 42}
		g.Message, g.Band = geom.Point{X: 640, Y: 440}, layout.Rect{X: 440, Y: 356, W: 400, H: 56}
		arc, mate = geom.Arc(640, 220, 560, 375), 0.55
		front, rise = geom.Seat{X: 640, Y: 668, S: 0.85, CardW: 74, Front: true}, 136
	}
	for n, sg := range geom.SeatsOn(person, arc, [3]float64{28, 47, 70}, mate, front) {
		g.Seats[n] = fillSeat(sg, rise)
	}
	if o == layout.Portrait && tall > 0 {
		geom.Stretch{From: 340, To: 800, Extra: geom.Spare(tall)}.Places(&g)
		g.PlaceTall(tall)
		if geom.Snug(tall) {
			// The person's seat clear of the credits over the larger foot.
			up := geom.Stretch{From: -1, To: 0, Extra: -12}
			up.Seat(&g.Seats[person])
		}
	}
	return g
}

// fillSeat places a seat's cards, circles and words round its anchor.
func fillSeat(sg geom.Seat, rise float64) geom.Seat {
	sg.Spots[duelAnte] = geom.Circle{X: sg.X - 40*sg.S, Y: sg.Y, R: 30 * sg.S}
	sg.Spots[duelPlay] = geom.Circle{X: sg.X + 40*sg.S, Y: sg.Y, R: 28 * sg.S}
	if sg.Front {
		cy := sg.Y - rise
		for i := range duelCards {
			sg.Cards[i] = geom.Point{X: sg.X + float64(i-1)*82, Y: cy}
		}
		sg.Hand = geom.Point{X: sg.X, Y: cy - sg.CardW*0.7 - 12}
		sg.Tag = geom.Point{X: sg.X - 190*sg.S, Y: sg.Y + 60*sg.S}
		sg.Name = geom.Point{X: sg.X - 150*sg.S, Y: sg.Y + 64*sg.S}
		sg.Home = geom.Point{X: sg.X, Y: sg.Y + 200}
		return sg
	}
	sg.CardW = 64 * sg.S
	cy := sg.Y - 170*sg.S
	for i := range duelCards {
		k := float64(i - 1)
		sg.Cards[i] = geom.Point{X: sg.X + k*sg.CardW*0.5, Y: cy}
		sg.Angle[i] = k * 0.06
	}
	sg.Hand = geom.Point{X: sg.X, Y: cy + sg.CardW*0.62 + 4}
	sg.Tag = geom.Point{X: sg.X, Y: cy - sg.CardW*0.74 - 40}
	sg.Name = geom.Point{X: sg.X, Y: sg.Y + 56*sg.S}
	sg.Home = geom.Point{X: sg.X, Y: sg.Y + 80*sg.S}
	return sg
}

// Paint prints the game's name under the dealer's cards.
func (f *fake) Paint(_ stage.Stage, p *printing.Printer, dst *ebiten.Image, v layout.View) {
	g := p.Places()
	x, y := v.ToDevice(g.DealerHand.X, g.DealerHand.Y+48)
	p.Tracked(v, "HIGH CARD DUEL", fonts.Bold, 26, x, y, v.Len(2), text.AlignCenter, paint.Brass, 0.8, box.Table, 0)
}

// Place places the stamp, when it is set, and the mark, when it has places, by the
// free-place search.
func (f *fake) Place(s tbl.Placer, v layout.View, over bool) {
	if over {
		return
	}
	if f.stamp != nil {
		x, y := v.ToDevice(f.stamp.X, f.stamp.Y)
		s.PlaceLabel(v, &f.stampL, x, y, text.AlignCenter, 1, box.Table, 0)
	}
	if len(f.mark) == 0 {
		return
	}
	places := make([][2]float64, len(f.mark))
	for i, m := range f.mark {
		places[i][0], places[i][1] = v.ToDevice(m[0], m[1])
	}
	s.PlaceFree(v, &f.markL, box.Dealer, 1, places...)
}

func (f *fake) Spots() []tbl.Spot {
	return []tbl.Spot{
		{Name: "ante", Wager: duelAnte, Key: ebiten.KeyA, Printed: "ANTE"},
		{Name: "play", Wager: duelPlay, Key: tbl.NoKey, Printed: "PLAY", Look: geom.Street},
	}
}

func (f *fake) PayOrder() []table.Wager    { return []table.Wager{duelPlay, duelAnte} }
func (f *fake) Title(w table.Wager) string { return newDuel(0).WagerName(w) }

// HandName names a hand by its score; 30 or more is good news.
func (f *fake) HandName(e table.Event) (string, bool) {
	return fmt.Sprintf("Score %d", e.Value), e.Value >= 30
}

func (f *fake) Sign(s stage.Stage) printing.Sign {
	return printing.Sign{Title: "HIGH CARD DUEL", Foot: "The higher score wins even money; equal scores push."}
}

func (f *fake) DemoBets() []command.Command {
	return []command.Command{{Name: command.Chip, Arg: "5"}, {Name: command.Bet, Arg: "ante"}}
}

func (f *fake) Settings(g table.Game) tbl.Settings {
	return tbl.Settings{Roster: table.Roster(), Verb: "PLAY"}
}
