package table

import (
	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
	"felt/render/layout"
)

// Target is where a click does what, as data: a box in design units and what lies there: a
// chip of the rack (Chip, not 0), a wager's circle (Circle, Wager), or a control or an area
// that gives Command. render/hook names it for the page.
type Target struct {
	Box     layout.Rect
	Chip    money.Amount
	Circle  bool
	Wager   table.Wager
	Command command.Command
}

// targets lists where a click does what: the circles, the chips, the buttons shown now. A
// replay's table (Options.Log), which takes no bet, lists no circle, bet panel or betting
// area.
func (h Hook) targets() []Target {
	s := h.s
	var out []Target
	if !s.haveGeo {
		return out
	}
	control := func(c command.Command, r layout.Rect) { out = append(out, Target{Box: r, Command: c}) }
	circle := func(w table.Wager, r layout.Rect) { out = append(out, Target{Box: r, Circle: true, Wager: w}) }
	switch {
	case s.opts.Log != nil:
	case s.panel.on():
		// A wager's button as its circle, DONE as its command.
		for i, b := range s.panel.btns {
			if i < len(s.panel.wager) {
				circle(s.panel.wager[i], b.Rect)
			} else {
				control(b.cmd, b.Rect)
			}
		}
	case s.panel.mode():
		if s.core.Phase() != table.Deciding {
			control(command.Command{Name: betsCmd}, s.panel.area())
			if r := s.panel.signArea(); !r.Empty() {
				control(command.Command{Name: command.Help}, r)
			}
		}
	default:
		for _, sp := range s.plug.Spots() {
			if c := s.geom.Seats[s.person].Spots[sp.Wager]; s.core.Offered(sp.Wager) && c.R > 0 {
				circle(sp.Wager, layout.Rect{X: c.X - c.R, Y: c.Y - c.R, W: 2 * c.R, H: 2 * c.R})
			}
		}
	}
	for _, c := range s.rack {
		if !s.rackShown() {
			break
		}
		out = append(out, Target{Box: layout.Rect{X: c.x - c.d/2, Y: c.y - c.d/2, W: c.d, H: c.d}, Chip: c.denom})
	}
	s.updateControls()
	for _, b := range append(append([]*button(nil), s.buttons...), s.settings...) {
		if b.Usable() {
			control(b.cmd, b.Rect)
		}
	}
	return out
}
