package table

import (
	"math"

	"felt/game/table"
	"felt/render/command"
	"felt/render/layout"
	"felt/render/paint"

	"github.com/hajimehoshi/ebiten/v2"
)

// Keyboard focus: Tab (Shift+Tab backwards) moves a visible focus ring over what can be used
// now (the chips of the rack, the person's betting circles before the deal, the buttons shown,
// the settings), and Enter uses what it is on, as a click would. The ring shows only once Tab
// has been pressed, and goes when the mouse or a finger is used; the keys of the shortcuts
// keep working throughout. The focused control is told to the live region ("DEAL, button").

// focusable is a control the focus can rest on.
type focusable struct {
	cmd    command.Command
	name   string      // for the ear
	rect   layout.Rect // where the ring goes, design units
	circle bool        // the ring is round
}

// focus is the keyboard focus: whether its ring shows, the control it rests on, and how
// often it moved. list gives the controls it can rest on now (the Scene's focusables).
type focus struct {
	on    bool   // the ring is shown: Tab was pressed and no pointer used since
	key   string // the focused control's command, to find it again as the controls change
	moves uint64 // changes of the focus, for the picture's digest (idle.go)
	list  func() []focusable
}

// hide hides the ring: the player uses the mouse or a finger.
func (f *focus) hide() {
	if f.on {
		f.on = false
		f.moves++
	}
}

// move moves the focus to the next control (the previous one when back), and returns the
// words that tell it; false when there is none to move to.
func (f *focus) move(back bool) (string, bool) {
	fs := f.list()
	if len(fs) == 0 {
		return "", false
	}
	i := -1
	for k, c := range fs {
		if c.cmd.String() == f.key {
			i = k
		}
	}
	switch {
	case !f.on && i >= 0:
		// The ring comes back where it was.
	case back && i <= 0:
		i = len(fs) - 1
	case back:
		i--
	default:
		i = (i + 1) % len(fs)
	}
	f.on, f.key = true, fs[i].cmd.String()
	f.moves++
	return fs[i].name + ".", true
}

// focused returns the control the focus is on, if it is shown and still there.
func (f *focus) focused() (focusable, bool) {
	if !f.on {
		return focusable{}, false
	}
	for _, c := range f.list() {
		if c.cmd.String() == f.key {
			return c, true
		}
	}
	return focusable{}, false
}

// command returns the command of the control the focus is on ("" when the ring is not
// shown).
func (f *focus) command() command.Command {
	if c, ok := f.focused(); ok {
		return c.cmd
	}
	return command.Command{}
}

// focusables lists what the focus can rest on now, in reading order: the chips, the circles,
// the buttons, the settings.
func (p player) focusables() []focusable {
	s := p.s
	var out []focusable
	if s.person < 0 || s.opts.Log != nil {
		return out
	}
	s.updateControls()
	for _, c := range s.rack {
		if !s.bet.usable(c.denom) || !s.rackShown() {
			continue
		}
		r := c.d/2 + 3
		out = append(out, focusable{cmd: command.Command{Name: command.Chip, Arg: c.denom.String()},
			name: "chip " + c.denom.String(), rect: layout.Rect{X: c.x - r, Y: c.y - r, W: 2 * r, H: 2 * r}, circle: true})
	}
	if !s.animating() && s.core.Phase() != table.Deciding && s.haveGeo {
		for _, sp := range s.plug.Spots() {
			c := s.geom.Seats[s.person].Spots[sp.Wager]
			if !s.core.Offered(sp.Wager) || c.R == 0 {
				continue
			}
			r := c.R + 4
			name := s.own.Title(sp.Wager) + " circle"
			if a := s.core.Bets(s.person)[sp.Wager]; a > 0 {
				name += ", " + a.String() + " on it"
			}
			out = append(out, focusable{cmd: command.Command{Name: command.Bet, Arg: sp.Name}, name: name,
				rect: layout.Rect{X: c.X - r, Y: c.Y - r, W: 2 * r, H: 2 * r}, circle: true})
		}
	}
	for _, list := range [][]*button{s.buttons, s.settings} {
		for _, b := range list {
			if b.Usable() {
				out = append(out, focusable{cmd: b.cmd, name: b.Title() + ", button", rect: b.Rect.Inset(-4)})
			}
		}
	}
	return out
}

// focusKey handles Tab, Shift+Tab and Enter for the focus; it reports whether it took the
// key.
func (p player) focusKey(k ebiten.Key) bool {
	s := p.s
	switch {
	case k == ebiten.KeyTab:
		if said, ok := s.fo.move(ebiten.IsKeyPressed(ebiten.KeyShift)); ok {
			s.narr.Hear(said)
		}
		return true
	case (k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter) && s.fo.on:
		if f, ok := s.fo.focused(); ok {
			p.click(f.cmd)
			s.fo.key = f.cmd.String()
			return true
		}
	}
	return false
}

// place places the focus ring round the control the focus is on: a light ring in a dark one,
// so that it shows on the felt, on brass and on the dark buttons alike; it does not rely on
// colour alone (it is a shape around the control).
func (f *focus) place(fr *frame, v layout.View) {
	c, ok := f.focused()
	if !ok {
		return
	}
	x, y := v.ToDevice(c.rect.X, c.rect.Y)
	w, h := v.Len(c.rect.W), v.Len(c.rect.H)
	lw := math.Max(2, v.Len(3))
	if c.circle {
		fr.Ring(x+w/2, y+h/2, w/2+lw, lw*2.2, paint.Night, 0.85)
		fr.Ring(x+w/2, y+h/2, w/2+lw, lw, 0xFFF4D6, 1)
		return
	}
	r := layout.Rect{X: x - lw, Y: y - lw, W: w + 2*lw, H: h + 2*lw}
	fr.Round(r.Inset(-lw*0.6), v.Len(10), lw*2.2, paint.Night, 0.85)
	fr.Round(r, v.Len(10), lw, 0xFFF4D6, 1)
}
