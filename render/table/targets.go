package table

import (
	"math"
	"strconv"

	"felt/game/money"
	"felt/game/table"
	"felt/render/command"
	"felt/render/layout"
)

// targets lists where a click does what: the circles, the chips, the buttons shown now, by
// their centres in design units and as drawn in CSS pixels of the page. A replay's table
// (Options.Log), which takes no bet, lists no circle, bet panel or betting area.
func (h Hook) targets() (centres map[string][2]float64, css map[string][4]float64) {
	s := h.s
	centres, css = map[string][2]float64{}, map[string][4]float64{}
	if !s.haveGeo {
		return centres, css
	}
	add := func(name string, r layout.Rect) {
		x, y := r.Center()
		centres[name] = [2]float64{x, y}
		css[name] = h.cssRect(r)
	}
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
	return centres, css
}

// cssRect turns a rectangle in design units into [x, y, w, h] in CSS pixels of the page, as
// the last frame drew it (the canvas fills the page from its corner), to a tenth of a pixel.
func (h Hook) cssRect(r layout.Rect) [4]float64 {
	s := h.s
	v := s.view
	if v.Scale == 0 || v.Device == 0 {
		return [4]float64{}
	}
	d := v.Rect(r)
	tenth := func(x float64) float64 { return math.Round(x/v.Device*10) / 10 }
	return [4]float64{tenth(d.X), tenth(d.Y), tenth(d.W), tenth(d.H)}
}

// page returns the size of the page, [width, height] in CSS pixels, that the last frame was
// drawn on: what cssRect measures on.
func (h Hook) page() [2]float64 {
	v := h.s.view
	if v.Device == 0 {
		return [2]float64{}
	}
	return [2]float64{math.Round(v.Width / v.Device), math.Round(v.Height / v.Device)}
}
