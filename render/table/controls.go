package table

import (
	"felt/game/table"
	"felt/render/audio"
	"felt/render/command"
	"felt/render/input"

	"github.com/hajimehoshi/ebiten/v2"
)

// player is the player's input: this tick's taps, right clicks, long presses and keys read
// from the pointer and turned into commands, and the keyboard's focus moved over what it can
// rest on (focus.go).
type player struct{ s *Scene }

// read turns this tick's taps, right clicks, long presses and keys into commands.
func (p player) read() {
	s := p.s
	s.pointer.Update()
	if s.comf.note.on && !s.demo && (len(s.pointer.Gestures()) > 0 || len(s.pointer.Keys()) > 0) {
		// The notice of the first start goes at the first input, which does only that: a
		// click meant for the notice never also bets, deals or opens a page. (Over the
		// demonstration the first input also hands the seat over, which does nothing else.)
		s.noticeSeen()
		return
	}
	if s.demo && (len(s.pointer.Gestures()) > 0 || len(s.pointer.Keys()) > 0) {
		s.noticeSeen()
		// The player takes the seat over; this first input only does that: it finishes
		// what was being shown, then says what the player can do now.
		if s.animating() {
			s.playback.skip()
		}
		s.Demo().stop()
		return
	}
	if len(s.pointer.Gestures()) > 0 {
		s.fo.hide() // the focus ring goes while the mouse or a finger is used
	}
	for _, g := range s.pointer.Gestures() {
		x, y := s.view.ToDesign(g.X, g.Y)
		p.gesture(g.Kind, x, y)
	}
	for _, k := range s.pointer.Keys() {
		p.key(k)
	}
}

// gesture handles a tap or a secondary press at x, y in design units.
func (p player) gesture(k input.Kind, x, y float64) {
	s := p.s
	if s.view.Scale == 0 {
		return
	}
	// The settings answer at any time.
	for _, b := range s.settings {
		if k == input.Tap && b.Usable() && b.Hit(x, y) {
			s.stage.Sfx(audio.Button)
			p.click(b.cmd)
			return
		}
	}
	if s.help {
		p.click(command.Command{Name: command.Help, Arg: "off"})
		return
	}
	// A click during an animation completes it at once. In the betting what plays is the
	// chips going to and from the circles: there the click then also does what it is for,
	// so that three quick taps on three circles make three bets.
	if s.animating() {
		p.click(command.Command{Name: command.Skip})
		if s.core.Phase() != table.Betting || s.animating() {
			return
		}
	}
	if s.panel.on() && s.panel.gesture(k, x, y) {
		return
	}
	if k == input.Tap {
		for _, b := range s.buttons {
			if b.Usable() && b.Hit(x, y) {
				s.stage.Sfx(audio.Button)
				p.click(b.cmd)
				return
			}
		}
		for _, c := range s.rack {
			if !s.rackShown() {
				break
			}
			if dx, dy := x-c.x, y-c.y; dx*dx+dy*dy <= (c.d/2+4)*(c.d/2+4) {
				p.click(command.Command{Name: command.Chip, Arg: c.denom.String()})
				return
			}
		}
	}
	if s.person < 0 || s.opts.Log != nil || s.core.Phase() == table.Deciding {
		return
	}
	if s.panel.mode() {
		// An upright phone's circles are bet on through the panel: a tap on them opens it,
		// a tap beside it closes it; a tap on the printed sign opens the pays and rules.
		if k == input.Tap {
			if !s.panel.open && s.panel.signArea().Contains(x, y) {
				s.stage.Sfx(audio.Button)
				p.click(command.Command{Name: command.Help})
				return
			}
			s.panel.open = !s.panel.open && s.panel.area().Contains(x, y)
		}
		return
	}
	if w, ok := s.geom.HitSpot(s.person, s.bet.reachable, x, y); ok {
		name := command.Bet
		if k == input.Secondary {
			name = command.Unbet
		}
		p.click(command.Command{Name: name, Arg: s.bet.spotName(w)})
	}
}

// click carries out a command from the pointer or the keyboard, and shows why it was
// refused if it was.
func (p player) click(c command.Command) {
	s := p.s
	if err := s.Do(c); err != nil {
		s.stage.sayErr(err)
	}
}

// keys are the keyboard's shortcuts shared by every table (a game's circles add theirs).
// The digits 1 to 3 are the decision's multiples.
func keys() map[ebiten.Key]command.Command {
	return map[ebiten.Key]command.Command{
		ebiten.KeySpace:     {Name: command.Deal},
		ebiten.KeyEnter:     {Name: command.Deal},
		ebiten.KeyD:         {Name: command.Deal},
		ebiten.KeyF:         {Name: command.Fold},
		ebiten.KeyP:         {Name: command.Play, Arg: "1"},
		ebiten.Key1:         {Name: command.Play, Arg: "1"},
		ebiten.Key2:         {Name: command.Play, Arg: "2"},
		ebiten.Key3:         {Name: command.Play, Arg: "3"},
		ebiten.KeyR:         {Name: command.Rebet},
		ebiten.KeyE:         {Name: command.RebetDeal},
		ebiten.KeyX:         {Name: command.Double},
		ebiten.KeyZ:         {Name: command.Undo},
		ebiten.KeyBackspace: {Name: command.Undo},
		ebiten.KeyC:         {Name: command.Clear},
		ebiten.KeyB:         {Name: command.BuyIn},
		ebiten.KeyS:         {Name: command.Speed},
		ebiten.KeyK:         {Name: command.FourColour},
		ebiten.KeyV:         {Name: command.Motion},
		ebiten.KeyM:         {Name: command.Mute},
		ebiten.KeyH:         {Name: askScreen, Arg: "help"},
		ebiten.KeyComma:     {Name: askScreen, Arg: "settings"},
		ebiten.KeyI:         {Name: command.Read},
		ebiten.KeySlash:     {Name: command.Hint},
		ebiten.KeyPeriod:    {Name: askScreen, Arg: "drill"},
		ebiten.KeySemicolon: {Name: askScreen, Arg: "trainer"},
	}
}

// key handles a key pressed this tick.
func (p player) key(k ebiten.Key) {
	s := p.s
	if !s.help && p.focusKey(k) {
		return // Tab moves the keyboard's focus, Enter uses it (focus.go)
	}
	c, ok := s.keys[k]
	switch {
	case k == ebiten.KeyEscape && s.help:
		p.click(command.Command{Name: command.Help, Arg: "off"})
		return
	case k == ebiten.KeyEscape:
		s.asker.ask = "lobby"
		return
	case ok && isSetting(c.Name):
		p.click(c)
		return
	case s.help:
		p.click(command.Command{Name: command.Help, Arg: "off"})
		return
	case s.animating():
		// A key during an animation completes it at once.
		p.click(command.Command{Name: command.Skip})
		return
	case k == ebiten.KeyBracketLeft || k == ebiten.KeyBracketRight || k == ebiten.KeyArrowLeft || k == ebiten.KeyArrowRight:
		s.bet.step(k == ebiten.KeyBracketRight || k == ebiten.KeyArrowRight)
		return
	case !ok:
		return
	}
	if c.Name == command.Deal && s.core.Phase() == table.Done && s.core.Bets(s.person).Total() == 0 && s.core.Last(s.person).Total() > 0 {
		// Space after a round deals the same bets again, as Rebet & Deal.
		c = command.Command{Name: command.RebetDeal}
	}
	p.click(c)
}

func isSetting(n command.Name) bool {
	switch n {
	case askScreen:
		return true
	case command.Effects, command.Ambience, command.Mates, command.Hints, command.Hint, command.Trainer:
		return true
	case command.Speed, command.FourColour, command.Motion, command.Mute, command.Help, command.Read, command.Reminder:
		return true
	}
	return false
}
