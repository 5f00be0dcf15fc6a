package table

import (
	"errors"

	"felt/game/table"
	"felt/render/audio"
	"felt/render/box"
	"felt/render/command"
	"felt/render/geom"
	"felt/render/input"
	"felt/render/layout"
	"felt/render/paint"
	"felt/render/widget"
)

// The bet panel (issue 26). On a phone (Places.Wide) the person's betting circles,
// up to nine round one seat, are far under a finger's 44 CSS pixels, and the felt has no room
// to make them so. There a tap on the person's betting area opens a sheet of wager buttons
// over the table, above the person's circles: one for each circle the person bets on before
// the deal, each Places.Touch tall, titled with the circle's name and the stake on it, and
// DONE. A tap on one puts the chosen chip on that circle, a long press takes one back, as on
// the circle itself on a larger screen; the chip rack and the action buttons stay in reach
// under it. DONE, a tap beside the sheet or the deal closes it.

// betsCmd is the command of the betting area (its argument "on") and of DONE ("off").
const betsCmd = command.Bets

// betPanel is the sheet of wager buttons.
type betPanel struct {
	sc    *Scene
	open  bool
	wager []table.Wager // the wager of each button of btns, DONE's last
	btns  []*button
	sheet layout.Rect // where the sheet lies, design units, as last laid out
}

// mode reports whether the person's circles are bet on through the panel: on an
// upright phone's table, at play.
func (p *betPanel) mode() bool {
	s := p.sc
	return s.geom.Wide && s.person >= 0 && s.opts.Log == nil && !s.foot
}

// on reports whether the panel is on show: opened, and still the time to bet.
func (p *betPanel) on() bool {
	s := p.sc
	return s.panel.open && s.panel.mode() && s.core.Phase() != table.Deciding
}

// area returns the person's betting area, design units: the circles offered and a
// margin round them, at least Places.Touch on each side.
func (p *betPanel) area() layout.Rect {
	s := p.sc
	var r layout.Rect
	for _, c := range s.panel.circles() {
		r = r.Union(layout.Rect{X: c.X - c.R, Y: c.Y - c.R, W: 2 * c.R, H: 2 * c.R})
	}
	r = grown(r.Inset(-12), s.geom.Touch)
	if g := &s.geom; g.Side {
		// No lower than the buttons beside it, over the page's line of free play.
		r.Y -= max(0, r.Y+r.H-(g.Buttons.Y+g.Buttons.H))
	}
	return r
}

// grown returns r grown about its middle to at least t on each side.
func grown(r layout.Rect, t float64) layout.Rect {
	if r.W < t {
		r.X, r.W = r.X-(t-r.W)/2, t
	}
	if r.H < t {
		r.Y, r.H = r.Y-(t-r.H)/2, t
	}
	return r
}

// signArea returns, on an upright phone, the felt's printed sign: the game's name, its
// limits and the pay tables printed under it (the printing of the table's own, as the
// layout pass last placed it), at least Places.Touch on each side. A tap on it opens the pays and rules, as PAYS & RULES does
// on a larger screen: one tap away on a phone too.
func (p *betPanel) signArea() layout.Rect {
	s := p.sc
	var r layout.Rect
	for _, b := range s.sheet.fr.Boxes.Printed() {
		// Under the dealer's words: not the meters' panels' words, nor the names of the
		// card places by the dealer.
		if b.Kind == box.Print && b.Owner == box.Table && b.Rect.Y >= s.geom.DealerHand.Y {
			r = r.Union(b.Rect)
		}
	}
	if r.Empty() {
		return r
	}
	return grown(r, s.geom.Touch)
}

// circles returns the person's circles offered that take a bet before the deal.
func (p *betPanel) circles() []geom.Circle {
	s := p.sc
	var out []geom.Circle
	for _, sp := range s.plug.Spots() {
		if c := s.geom.Seats[s.person].Spots[sp.Wager]; sp.Look != geom.Street && s.bet.reachable(sp.Wager) && c.R > 0 {
			out = append(out, c)
		}
	}
	return out
}

// layout makes the panel's buttons for the circles offered now and lays them out in
// two columns, Places.Touch tall, the sheet's foot over the person's circles.
func (p *betPanel) layout() {
	s := p.sc
	p, g := &s.panel, &s.geom
	p.wager = p.wager[:0]
	k := 0
	for _, sp := range s.plug.Spots() {
		c := g.Seats[s.person].Spots[sp.Wager]
		if sp.Look == geom.Street || !s.bet.reachable(sp.Wager) || c.R == 0 {
			continue
		}
		if k == len(p.btns) {
			p.btns = append(p.btns, newButton("", "", widget.Secondary, command.Command{}))
		}
		b := p.btns[k]
		if b.cmd.Arg != sp.Name {
			b.cmd = command.Command{Name: command.Bet, Arg: sp.Name}
			b.SetText(sp.Printed, "", "")
		}
		p.wager = append(p.wager, sp.Wager)
		k++
	}
	if k == len(p.btns) {
		p.btns = append(p.btns, newButton("DONE", "", widget.Primary, command.Command{Name: betsCmd, Arg: "off"}))
	}
	done := p.btns[k]
	if done.cmd.Name != betsCmd {
		*done = *newButton("DONE", "", widget.Primary, command.Command{Name: betsCmd, Arg: "off"})
	}
	p.btns = p.btns[:k+1]
	const pad, gap = 16, 8
	cols := 2
	if g.Side {
		cols = min(5, (len(p.btns)+1)/2) // in two rows
	}
	rows := (len(p.btns) + cols - 1) / cols
	h := float64(rows)*g.Touch + float64(rows-1)*gap + 2*pad
	foot := s.panel.area().Y
	top := g.Compact[geom.CompactSettings].Y + g.Compact[geom.CompactSettings].H + gap
	p.sheet = layout.Rect{X: g.Buttons.X, W: g.Buttons.W, H: h}
	if g.Side {
		// Under the credits, over the person's circles and the chips, as wide as its
		// columns need.
		top, foot = g.Credits.Y+12+gap, min(foot, g.Rack.Y-gap)
		p.sheet.W = float64(cols)*sideColumn + float64(cols-1)*gap + 2*pad
		p.sheet.X = layout.LandscapeWidth/2 - p.sheet.W/2
	}
	y := max(top, foot-h)
	p.sheet.Y = y
	w := (p.sheet.W - 2*pad - float64(cols-1)*gap) / float64(cols)
	for i, b := range p.btns {
		col, row := i%cols, i/cols
		b.Rect = layout.Rect{X: p.sheet.X + pad + float64(col)*(w+gap), Y: y + pad + float64(row)*(g.Touch+gap), W: w, H: g.Touch}
	}
}

// sideColumn is the width, design units, of a column of the bet panel on a phone on its
// side (Places.Side): the longest circle's name at 11 CSS pixels ("DEALER 5 CARD").
const sideColumn = 226

// gesture handles a tap or a long press while the panel is on show, and reports
// whether it was the panel's: on a wager's button, on DONE, or elsewhere on the sheet.
func (p *betPanel) gesture(k input.Kind, x, y float64) bool {
	s := p.sc
	for i, b := range p.btns {
		if !b.Hit(x, y) {
			continue
		}
		c := b.cmd
		if k == input.Secondary {
			if i == len(p.btns)-1 {
				return true
			}
			c.Name = command.Unbet
		}
		s.stage.Sfx(audio.Button)
		player{s}.click(c)
		return true
	}
	return p.sheet.Contains(x, y)
}

// command opens the panel ("on"), closes it ("off"), or turns it over (none).
func (p *betPanel) command(arg string) error {
	s := p.sc
	v, err := command.Switch(arg, s.panel.open)
	if err != nil {
		return err
	}
	if !s.panel.mode() {
		return errNoPanel
	}
	s.panel.open = v
	return nil
}

// errNoPanel refuses the bet panel where the circles take taps themselves.
var errNoPanel = errors.New("no bet panel here: tap the circles themselves")

// place places the panel, when it is on show, over the table: the sheet and its
// buttons, each with the stake on its circle.
func (p *betPanel) place(v layout.View) {
	s := p.sc
	if !s.panel.on() {
		s.panel.open = false
		return
	}
	s.panel.layout()
	d := v.Rect(p.sheet)
	s.sheet.fr.Round(layout.Rect{X: d.X + v.Len(2), Y: d.Y + v.Len(3), W: d.W, H: d.H}, v.Len(12), 0, paint.Night, 0.5)
	s.sheet.fr.Round(d, v.Len(12), 0, 0x120C08, 0.95)
	s.sheet.fr.Round(d, v.Len(12), v.Len(1.5), paint.Brass, 0.9)
	st := &s.stage.Seats[s.person]
	for i, b := range p.btns {
		if i < len(p.wager) {
			sub := ""
			if a := st.Staked[p.wager[i]]; a > 0 {
				sub = a.String()
			}
			b.SetText(b.Title(), sub, "")
		}
		b.SetFloor(layout.MinText * v.Device)
		b.SetState(s.fonts, false, false)
		b.Fit(s.fonts, v.Scale)
		s.sheet.fr.PaintWith(b)
	}
}
