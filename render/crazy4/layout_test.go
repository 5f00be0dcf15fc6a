package crazy4

import (
	"fmt"
	"testing"

	"felt/game/crazy4"
	"felt/game/hand"
	"felt/game/money"
	"felt/game/table"
	"felt/render/geom"
	"felt/render/layout"
)

// area is a rectangle of the design: a circle's square or a card's place.
type area struct {
	name       string
	x0, y0, x1 float64
	y1         float64
}

func (a area) overlaps(b area) bool { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 }

func circleBox(name string, c geom.Circle) area {
	return area{name, c.X - c.R, c.Y - c.R, c.X + c.R, c.Y + c.R}
}

func cardBox(name string, p geom.Point, w float64) area {
	return area{name, p.X - w/2, p.Y - w*0.7, p.X + w/2, p.Y + w*0.7}
}

func rectBox(name string, r layout.Rect) area { return area{name, r.X, r.Y, r.X + r.W, r.Y + r.H} }

// everyWager is the table's default configuration with every wager of the documents on,
// and the progressive prog.
func everyWager(prog crazy4.ProgressiveConfig) crazy4.Config {
	c := DefaultConfig()
	one := table.Limit{Min: money.Credits(1), Max: money.Credits(100), Step: money.Credits(1)}
	c.Progressive = prog
	c.HandBonus = crazy4.HandBonusConfig{Offered: true, Unit: money.Credits(1), MagicCard: true, LuckyBonus: true}
	c.BadBeat, c.BadBeatLimit = "1", one
	c.CoverAll = one
	return c
}

// layoutConfigs are the tables the layout must hold: the default, and every wager on.
func layoutConfigs() map[string]crazy4.Config {
	return map[string]crazy4.Config{
		"default": DefaultConfig(),
		"every":   everyWager(crazy4.ProgressiveConfig{Kind: crazy4.FiveCard, Unit: money.Credits(1)}),
		"no-side": func() crazy4.Config {
			c := DefaultConfig()
			c.QueensUp, c.QueensUpLimit, c.SixCard = "", table.Limit{}, table.Limit{}
			c.Progressive = crazy4.ProgressiveConfig{}
			return c
		}(),
	}
}

// TestCirclesClear lays out each table, in each orientation and with the person in each
// seat, and checks that no two offered circles' squares overlap, that none overlaps a
// card's place (a seat's, the dealer's, the communal card, the Magic Card), that each lies
// on the design, and that the person's keep clear of the chip rack, the buttons and the meter.
func TestCirclesClear(t *testing.T) {
	eval := hand.New()
	for name, cfg := range layoutConfigs() {
		for _, person := range []int{2, crazy4.NoPerson} {
			c := cfg
			c.Person = person
			if person == crazy4.NoPerson {
				c.Mates = 6
			}
			core, err := crazy4.NewTable(c, eval)
			if err != nil {
				t.Fatal(err)
			}
			for _, o := range []layout.Orientation{layout.Landscape, layout.Portrait} {
				p := New(&c)
				g := p.Places(o, 0, person)
				where := fmt.Sprintf("%s table, person in seat %d, %v", name, person, o)
				checkClear(t, where, &g, core, &p.geom, c)
			}
		}
	}
}

func checkClear(t *testing.T, where string, g *geom.Places, core *crazy4.Table, geo *geometry, c crazy4.Config) {
	t.Helper()
	var circles, cards []area
	for n, sg := range g.Seats {
		for w, sp := range sg.Spots {
			if sp.R == 0 || !core.Offered(table.Wager(w)) {
				continue
			}
			b := circleBox(fmt.Sprintf("seat %d %s", n, crazy4.WagerName(table.Wager(w))), sp)
			if b.x0 < 0 || b.y0 < 0 || b.x1 > g.W || b.y1 > g.H {
				t.Errorf("%s: %s lies off the table", where, b.name)
			}
			if sg.Front {
				for _, r := range []area{rectBox("the chip rack", g.Rack), rectBox("the buttons", g.Buttons), rectBox("the meter", g.Meter)} {
					if b.overlaps(r) {
						t.Errorf("%s: %s lies under %s", where, b.name, r.name)
					}
				}
			}
			circles = append(circles, b)
		}
		for k, cp := range sg.Cards {
			cards = append(cards, cardBox(fmt.Sprintf("seat %d card %d", n, k), cp, sg.CardW))
		}
	}
	for k, cp := range g.Dealer {
		cards = append(cards, cardBox(fmt.Sprintf("dealer card %d", k), cp, g.DealerW))
	}
	if core.Offered(crazy4.SixCard) {
		cards = append(cards, cardBox("the communal card", geo.Communal, g.CommunityW))
	}
	if c.HandBonus.Offered && c.HandBonus.MagicCard {
		cards = append(cards, cardBox("the Magic Card", g.Aside, g.DealerW*0.9))
	}
	printed := []area{rectBox("the left pay table", geo.PayLeft), rectBox("the right pay table", geo.PayRight), rectBox("the meter", g.Meter)}
	for _, r := range []struct {
		name string
		r    layout.Rect
	}{{"the second meter", geo.Meter2}} {
		if r.r.W > 0 {
			printed = append(printed, rectBox(r.name, r.r))
		}
	}
	for _, a := range append(circles, cards...) {
		for _, b := range printed {
			if a.overlaps(b) {
				t.Errorf("%s: %s overlaps %s", where, a.name, b.name)
			}
		}
	}
	for i, a := range circles {
		for _, b := range circles[i+1:] {
			if a.overlaps(b) {
				t.Errorf("%s: %s overlaps %s", where, a.name, b.name)
			}
		}
		for _, b := range cards {
			if a.overlaps(b) {
				t.Errorf("%s: %s overlaps %s", where, a.name, b.name)
			}
		}
	}
}
