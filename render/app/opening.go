package app

import (
	"felt/render/layout"
	"felt/render/page"

	"github.com/hajimehoshi/ebiten/v2"
)

// The table opens once the title's first frame is on screen: the rules core's tables, the
// saved table and the seats take a few tenths of a second in a browser, which the first
// frame does not need (it is the title, alone). So does the sound (Options.NewSound): a
// browser's audio context took 0.2 to 0.4 s to open in headless Chromium here. So does the
// lobby of a first visit, which reads both tables (New took 66 ms native with it, 5 ms
// without). Until then the scene on show is an empty one, under the title; the title does
// not fade before the table (or the lobby) is open. Without the title the table opens at
// once.

// startSound makes the sound (Options.NewSound) if it is still to be made, and gives it to
// the tables open; the tables opened after it play through it.
func (a *App) startSound() {
	o := &a.opener.o
	if o.Sound != nil || o.NewSound == nil {
		return
	}
	p, err := o.NewSound()
	o.NewSound = nil
	if err != nil {
		return
	}
	o.Sound = p
	for _, sc := range a.stack.tables {
		sc.SetSound(p)
	}
}

// opening is the scene on show before the table opens: it draws nothing.
type opening struct{}

func (opening) Update() error                   { return nil }
func (opening) Draw(*ebiten.Image, layout.View) {}

// openTable opens the table, or on a first visit the lobby, if it waits to be opened, and
// returns the error of opening it.
func (a *App) openTable() error {
	if a.lobby {
		a.lobby = false
		a.splash.opened(a.tick)
		return a.stack.open("lobby")
	}
	if !a.later {
		return nil
	}
	a.later = false
	page.Mark("open")
	defer page.Mark("opened")
	sc, err := a.opener.open(a.opener.game, false)
	if err != nil {
		return err
	}
	a.stack.seat(sc)
	a.stack.remember(sc.Game())
	a.splash.opened(a.tick)
	return nil
}
