package help

import (
	"strconv"
	"strings"

	"felt/game/meter"
	"felt/game/money"
	"felt/render/fonts"
	"felt/render/layout"
	"felt/render/odometer"
	"felt/render/paint"
	"felt/render/text"

	"github.com/hajimehoshi/ebiten/v2"
)

// MeterPanel is the progressive meter's panel as it stands over the table: its name and
// its LED digits.
type MeterPanel struct {
	Name   string
	Amount money.Amount
	digits []byte
}

// Height implements Figure.
func (m *MeterPanel) Height(w float64) float64 { return 96 }

// Draw implements Figure.
func (m *MeterPanel) Draw(dst *ebiten.Image, r layout.Rect, k float64, p *Pens) {
	p.b.RoundRect(dst, r, 12*k, paint.Night, 1)
	p.b.RoundFrame(dst, r.Inset(2*k), 10*k, 1.5*k, paint.Brass, 0.8)
	f := frame{r.X, r.Y, k}
	w := r.W / k
	p.label(dst, f, strings.ToUpper(m.Name), w/2, 26, 13, fonts.Bold, paint.Brass, 1)
	panel := layout.Rect{X: r.X + r.W*0.18, Y: r.Y + 36*k, W: r.W * 0.64, H: 48 * k}
	p.b.RoundRect(dst, panel, 6*k, 0x0A0604, 1)
	m.digits = m.Amount.Append(m.digits[:0])
	dg := p.Art.Digits(fonts.Mono, f.len(32))
	x, y := f.pt(w/2, 60)
	dg.Draw(dst, m.digits, x, y+dg.CapHeight()/2, text.AlignCenter, odometer.LED)
}

// Alt implements Figure.
func (m *MeterPanel) Alt() string { return m.Name + " meter at " + m.Amount.String() }

// MeterPage explains a progressive meter: it is simulated on this device, how it starts,
// climbs and resets (game/meter's configuration, scaled to the table's wager), what hits
// it, and what the wager returns (ret, the math sheet's figures, written by the game).
// now is each level's meter as it stands.
func MeterPage(id, title string, c meter.Config, now []money.Amount, ret []Block) Page {
	p := Page{ID: id, Title: title}
	scale := func(a money.Amount) money.Amount {
		if c.Base <= 0 {
			return a
		}
		return a * c.Unit / c.Base
	}
	for i, l := range c.Levels {
		var a money.Amount
		if i < len(now) {
			a = now[i]
		}
		name := c.Name
		if len(c.Levels) > 1 {
			name += " · " + l.Name
		}
		p.Figure(&MeterPanel{Name: name, Amount: a}, "")
	}
	lk := c.Link
	p.Text("The meter is simulated here, on this device: there is no network, no other real players and no " +
		"real money. " + strconv.Itoa(lk.Tables) + " imagined tables are linked to ours; each places " +
		strconv.Itoa(lk.WagersPerMinute) + " progressive wagers a minute while you play, and together " +
		strconv.Itoa(lk.PerRound) + " more for each round you play, so the meter climbs as a linked " +
		"progressive's does. Their hands, and now and then a jackpot at one of them, are drawn from a " +
		"random stream seeded with your table and saved with it: the meter goes on exactly where it was " +
		"when you come back.")
	p.Text("Each progressive wager, yours or a linked table's, adds its share to the meter (the rate of " +
		"progression). A hit of 100% of a meter pays it all and the meter starts again at its reset " +
		"amount; a hit of 10% pays a tenth and the meter goes on from what is left. The amounts below are " +
		"for this table's wager of " + c.Unit.String() + ".")
	for _, l := range c.Levels {
		head := "Meter"
		if len(c.Levels) > 1 {
			head = l.Name
		}
		p.Heading(strings.ToUpper(head))
		p.Line("Starts at (the seed)", scale(l.Seed).String(), "")
		p.Line("After a 100% hit, starts again at", scale(l.Reset).String(), "")
		rate := l.Rate.String() + " of each wager"
		if l.Rate == 0 {
			rate = "none: a fixed prize"
		}
		p.Line("Rate of progression", rate, "")
		if l.Reserve > 0 {
			p.Line("Set aside for the next reset", l.Reserve.String()+" of each wager", "")
		}
		if l.Ceiling > 0 {
			p.Line("The most it shows", scale(l.Ceiling).String(), "what would go above goes to the next reset")
		}
	}
	if climb := c.ClimbPerMinute(0); climb > 0 {
		p.Line("The linked tables add about", climb.String()+" a minute", "")
	}
	if len(c.Outcomes) > 0 && c.Of > 0 {
		p.Heading("WHAT HITS IT")
		for _, o := range c.Outcomes {
			lvl := ""
			if len(c.Levels) > 1 && o.Level < len(c.Levels) {
				lvl = " " + c.Levels[o.Level].Name
			}
			p.Line(capital(o.Name), o.Share.String()+" of the"+lvl+" meter", OneIn(o.Weight, c.Of)+" wagers")
		}
	}
	if len(ret) > 0 {
		p.Heading("WHAT THE WAGER RETURNS")
		p.Blocks = append(p.Blocks, ret...)
	}
	return p
}

// capital returns s with its first letter in capitals.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
