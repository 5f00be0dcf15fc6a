package table

import (
	"felt/game/money"
	"felt/game/table"
	"felt/render/anim"
	"felt/render/command"
	"felt/render/geom"
	"felt/render/layout"
	"felt/render/widget"
)

// button is a widget that issues a command; it paints itself as the layout pass found it
// (widget.Button's SetState and Paint).
type button struct {
	widget.Button
	cmd command.Command
}

func newButton(title, key string, style widget.Style, c command.Command) *button {
	b := &button{cmd: c}
	b.Style = style
	b.SetText(title, "", key)
	return b
}

// controls are the table's buttons.
type controls struct {
	undo, clear, double, rebet, rebetDeal, deal, buyIn *button
	fold, hint                                         *button
	play                                               [3]*button
	speed, four, motion, sound, help                   *button
	lastAnte                                           money.Amount // the Play buttons' amounts are for this Ante
}

// chipButton is a chip of the rack.
type chipButton struct {
	denom money.Amount
	x, y  float64 // centre, design units
	d     float64
}

// make makes the buttons, the decisions named by name ("FOLD", "PLAY 2x"), and returns
// those of the round and the settings, in the order the focus and the pointer take them.
func (c *controls) make(name func(table.Action) string) (buttons, settings []*button) {
	c.undo = newButton("UNDO", "Z", widget.Secondary, command.Command{Name: command.Undo})
	c.clear = newButton("CLEAR", "C", widget.Secondary, command.Command{Name: command.Clear})
	c.double = newButton("DOUBLE", "X", widget.Secondary, command.Command{Name: command.Double})
	c.rebet = newButton("REBET", "R", widget.Secondary, command.Command{Name: command.Rebet})
	c.rebetDeal = newButton("REBET & DEAL", "E", widget.Secondary, command.Command{Name: command.RebetDeal})
	c.deal = newButton("DEAL", "SPACE", widget.Primary, command.Command{Name: command.Deal})
	c.buyIn = newButton("FREE CREDITS", "B", widget.Primary, command.Command{Name: command.BuyIn})
	c.fold = newButton("FOLD", "F", widget.Secondary, command.Command{Name: command.Fold})
	c.fold.SetText(name(table.Fold), "", "F")
	c.hint = newButton("HINT", "?", widget.Secondary, command.Command{Name: command.Hint})
	for i := range c.play {
		c.play[i] = newButton(name(table.Bet1x+table.Action(i)), string(rune('1'+i)), widget.Primary, command.Command{Name: command.Play, Arg: string(rune('1' + i))})
	}
	c.speed = newButton("SPEED", "S", widget.Quiet, command.Command{Name: command.Speed})
	// The four-colour deck (K) and calm motion (V) are on the settings page with the rest.
	c.four = newButton("SETTINGS", ",", widget.Quiet, command.Command{Name: askScreen, Arg: "settings"})
	c.motion = newButton("HELP", "H", widget.Quiet, command.Command{Name: askScreen, Arg: "help"})
	c.sound = newButton("SOUND", "M", widget.Quiet, command.Command{Name: command.Mute})
	c.help = newButton("PAYS & RULES", "", widget.Quiet, command.Command{Name: command.Help})
	return []*button{c.undo, c.clear, c.double, c.rebet, c.rebetDeal, c.deal, c.buyIn, c.fold, c.play[0], c.play[1], c.play[2], c.hint},
		[]*button{c.speed, c.four, c.motion, c.sound, c.help}
}

// grid places the round's buttons in the places' button area: the betting's in three
// columns of two rows, the decisions' in two, HINT beside them.
func (c *controls) grid(g *geom.Places) {
	grid := func(r layout.Rect, cols, rows, col, row int, span int) layout.Rect {
		const gap = 8
		w := (r.W - gap*float64(cols-1)) / float64(cols)
		h := (r.H - gap*float64(rows-1)) / float64(rows)
		return layout.Rect{X: r.X + float64(col)*(w+gap), Y: r.Y + float64(row)*(h+gap), W: w*float64(span) + gap*float64(span-1), H: h}
	}
	b := g.Buttons
	c.undo.Rect = grid(b, 3, 2, 0, 0, 1)
	c.clear.Rect = grid(b, 3, 2, 1, 0, 1)
	c.double.Rect = grid(b, 3, 2, 2, 0, 1)
	c.rebet.Rect = grid(b, 3, 2, 0, 1, 1)
	c.rebetDeal.Rect = grid(b, 3, 2, 1, 1, 1)
	c.deal.Rect = grid(b, 3, 2, 2, 1, 1)
	if g.Middle > 0 {
		// The middle column Middle wide (REBET & DEAL's), the others sharing the rest.
		const gap = 8
		side := (b.W - g.Middle - 2*gap) / 2
		for _, r := range []*layout.Rect{&c.undo.Rect, &c.rebet.Rect} {
			r.W = side
		}
		for _, r := range []*layout.Rect{&c.clear.Rect, &c.rebetDeal.Rect} {
			r.X, r.W = b.X+side+gap, g.Middle
		}
		for _, r := range []*layout.Rect{&c.double.Rect, &c.deal.Rect} {
			r.X, r.W = b.X+side+gap+g.Middle+gap, side
		}
	}
	c.buyIn.Rect = grid(b, 3, 2, 1, 1, 2)
	c.play[1].Rect = grid(b, 2, 2, 0, 0, 1)
	c.play[2].Rect = grid(b, 2, 2, 1, 0, 1)
	c.fold.Rect = grid(b, 2, 2, 0, 1, 1)
	c.play[0].Rect = grid(b, 2, 2, 1, 1, 1)
	// HINT beside FOLD, on the table's side of the buttons; in portrait beside the top row,
	// clear of the chip rack.
	f := c.fold.Rect
	// Narrow, clear of the total bet (portrait) and the person's right wing (landscape).
	hw := min(f.W*0.7, 66)
	if g.O == layout.Portrait {
		// A little lower than the row: the person's Play circle reaches down to its top.
		f = c.play[1].Rect
		f.Y, f.H = f.Y+8, f.H-8
		// Narrower: the total bet's title, at 11 CSS pixels on a 768 by 1024 tablet, runs
		// to 5 units short of it (at 66 it covered its left end).
		hw = 56
	}
	c.hint.Rect = layout.Rect{X: f.X - 8 - hw, Y: f.Y, W: hw, H: f.H}
}

// updateControls shows the buttons the moment allows: the betting buttons between rounds,
// the legal decisions when it is the person's turn, nothing while cards and chips move.
func (s *Scene) updateControls() {
	c := &s.ctl
	for _, b := range s.buttons {
		b.Hidden = true
	}
	c.speed.SetText(speedTitles[s.prefs.Speed], "", "S")
	c.sound.Selected = !s.prefs.Muted
	c.help.Selected = s.help
	if s.person < 0 || s.animating() || s.help || s.opts.Log != nil {
		return
	}
	deciding := s.core.Phase() == table.Deciding
	if deciding && s.core.Turn() != s.person {
		return
	}
	if deciding {
		c.decisions(s.core, s.person, s.Decision, hints{s}.shown())
	} else {
		c.betting(s.core, s.person, len(s.bet.history) > 0)
	}
	switch {
	case s.geom.Side:
		c.side(&s.geom, deciding)
	case s.geom.Wide:
		c.foot(&s.geom, deciding)
	}
}

// decisions shows the person's legal decisions at core g, named by name, each with what it
// adds to the Ante, and HINT (lit when hinted).
func (c *controls) decisions(g table.Game, p int, name func(table.Action) string, hinted bool) {
	legal := g.Legal(p)
	ante := g.Bets(p)[0]
	if ante != c.lastAnte {
		c.lastAnte = ante
		for i, b := range c.play {
			a := table.Bet1x + table.Action(i)
			b.SetText(name(a), (money.Amount(a.Multiple()) * ante).String(), string(rune('1'+i)))
		}
	}
	c.fold.Hidden = !legal.Has(table.Fold)
	c.hint.Hidden = false
	c.hint.Selected = hinted
	for i, b := range c.play {
		b.Hidden = !legal.Has(table.Bet1x + table.Action(i))
	}
}

// betting shows the betting's buttons between rounds at core g, each usable as the person's
// bets allow (undo: there are bets to undo), or FREE CREDITS when the person is out of them.
func (c *controls) betting(g table.Game, p int, undo bool) {
	bets := g.Bets(p)
	has := bets.Total() > 0
	last := g.Last(p).Total() > 0
	broke := !g.Covers(p)
	for _, b := range []*button{c.undo, c.clear, c.double, c.rebet, c.rebetDeal, c.deal} {
		b.Hidden = false
	}
	c.undo.Disabled = !undo || !has
	c.clear.Disabled = !has
	c.double.Disabled = !has
	c.rebet.Disabled = !last || has
	c.rebetDeal.Disabled = !last
	if has {
		c.rebetDeal.Disabled = true
	}
	c.deal.Disabled = bets[0] == 0
	if broke && !has {
		c.rebet.Hidden, c.rebetDeal.Hidden, c.deal.Hidden = true, true, true
		c.buyIn.Hidden = false
	}
}

// foot lays a tall phone's buttons out (Places.Wide), each at least Places.Touch in its
// smaller side: in the betting those usable now in one row across the foot (a disabled one
// does nothing: UNDO, CLEAR and DOUBLE show with bets on the circles, REBET and REBET & DEAL
// without), DEAL always; while the person decides, FOLD, the least decision and HINT in
// that row, the larger decisions in the chip rack's row over it (the rack has nothing to do
// until the round ends, and is not shown).
func (c *controls) foot(g *geom.Places, deciding bool) {
	if deciding {
		across(g.Buttons, 3, c.fold, c.play[0], c.hint)
		across(g.Rack, 2, c.play[1], c.play[2])
		return
	}
	row := []*button{c.undo, c.clear, c.double, c.rebet, c.rebetDeal, c.buyIn, c.deal}
	n := 0
	for _, b := range row {
		if b != c.deal && b != c.buyIn && b.Disabled {
			b.Hidden = true
		}
		if !b.Hidden {
			n++
		}
	}
	across(g.Buttons, max(n, 3), row...)
}

// side lays a phone's buttons out on its side (Places.Side), each Places.Touch tall, at the
// right of the person's circles: in the betting those usable now, UNDO and CLEAR (with bets
// on the circles) or REBET (without) over DOUBLE or REBET & DEAL, and DEAL (or FREE
// CREDITS); while the person decides the decisions there, FOLD and HINT at the left, in
// the chip rack's foot row (the rack is not shown then).
func (c *controls) side(g *geom.Places, deciding bool) {
	if deciding {
		across(g.Left, 2, c.fold, c.hint)
		across(g.Buttons, 3, c.play[0], c.play[1], c.play[2])
		return
	}
	for _, b := range []*button{c.undo, c.clear, c.double, c.rebet, c.rebetDeal} {
		b.Hidden = b.Hidden || b.Disabled
	}
	across(g.Above, 2, c.undo, c.clear, c.rebet)
	across(g.Buttons, 2, c.double, c.rebetDeal, c.buyIn, c.deal)
}

// across lays the buttons of bs shown out in r from its left, in cols columns 8 units apart.
func across(r layout.Rect, cols int, bs ...*button) {
	const gap = 8
	w := (r.W - gap*float64(cols-1)) / float64(cols)
	k := 0
	for _, b := range bs {
		if b.Hidden {
			continue
		}
		b.Rect = layout.Rect{X: r.X + float64(k)*(w+gap), Y: r.Y, W: w, H: r.H}
		k++
	}
}

var speedTitles = [...]string{anim.Slow: "SPEED SLOW", anim.Normal: "SPEED NORMAL", anim.Fast: "SPEED FAST", anim.Instant: "SPEED INSTANT"}
