package table

import (
	"strconv"

	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
	"felt/render/layout"
)

// Target is where a click does what: a box in design units and what the hook names it (a
// circle by its name, a chip as "chip25", a button by its command: "deal", "play 2").
type Target struct {
	Name string
	Box  layout.Rect
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
	add := func(name string, r layout.Rect) { out = append(out, Target{name, r}) }
	switch {
	case s.opts.Log != nil:
	case s.panel.on():
		// A wager's button by its circle's name, DONE by its command.
		for i, b := range s.panel.btns {
			if i < len(s.panel.wager) {
				add(b.cmd.Arg, b.Rect)
			} else {
				add(b.cmd.String(), b.Rect)
			}
		}
	case s.panel.mode():
		if s.core.Phase() != table.Deciding {
			add(string(betsCmd), s.panel.area())
			if r := s.panel.signArea(); !r.Empty() {
				add(string(command.Help), r)
			}
		}
	default:
		for _, sp := range s.plug.Spots() {
			if c := s.geom.Seats[s.person].Spots[sp.Wager]; s.core.Offered(sp.Wager) && c.R > 0 {
				add(sp.Name, layout.Rect{X: c.X - c.R, Y: c.Y - c.R, W: 2 * c.R, H: 2 * c.R})
			}
		}
	}
	for _, c := range s.rack {
		if !s.rackShown() {
			break
		}
		add("chip"+strconv.FormatInt(int64(c.denom/money.Credit), 10), layout.Rect{X: c.x - c.d/2, Y: c.y - c.d/2, W: c.d, H: c.d})
	}
	s.updateControls()
	for _, b := range append(append([]*button(nil), s.buttons...), s.settings...) {
		if b.Usable() {
			add(b.cmd.String(), b.Rect)
		}
	}
	return out
}
