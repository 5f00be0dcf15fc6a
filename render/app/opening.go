package app

import (
	"felt/render/layout"

	"github.com/hajimehoshi/ebiten/v2"
)

// The table opens once the title's first frame is on screen: the rules core's tables, the
// saved table and the seats take a few tenths of a second in a browser, which the first
// frame does not need (it is the title, alone). So does the lobby of a first visit, which
// reads both tables (New took 66 ms native with it, 5 ms without). Until then the scene on
// show is an empty one, under the title; the title does not fade before the table (or the
// lobby) is open. Without the title the table opens at once.

// opening is the scene on show before the table opens: it draws nothing.
type opening struct{}

func (opening) Update() error                   { return nil }
func (opening) Draw(*ebiten.Image, layout.View) {}

// openTable opens the table, or on a first visit the lobby, if it waits to be opened, and
// returns the error of opening it.
func (a *App) openTable() error {
	if a.lobby {
		a.lobby = false
		return a.OpenPage("lobby")
	}
	if !a.later {
		return nil
	}
	a.later = false
	sc, err := a.opener.open(a.opener.game, false)
	if err != nil {
		return err
	}
	a.scene = sc
	a.stack.tables[sc.Game()] = sc
	a.remember(sc.Game())
	return nil
}
