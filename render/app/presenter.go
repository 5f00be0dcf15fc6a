package app

import (
	"strconv"

	"felt/game/showcase"
	"felt/render/setup"
	"felt/render/store"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// The presenter's keys (presenter play; docs/demo.md): F6 opens the list of the showcases of
// the table on show (1 to 9 queues one for the next round, Esc or F6 closes it), F7 starts
// and stops attract mode, F8 resets the demo table: fresh credits, history and meters.
const (
	keyShowcases = ebiten.KeyF6
	keyAttract   = ebiten.KeyF7
	keyReset     = ebiten.KeyF8
)

// presenterKeys reads the presenter's keys, and reports whether the tick's input was theirs.
func (a *App) presenterKeys() bool {
	d := &a.demo
	if d.mode != ModePresenter {
		return false
	}
	switch {
	case inpututil.IsKeyJustPressed(keyAttract):
		a.startAttract()
		return true
	case inpututil.IsKeyJustPressed(keyReset):
		d.list = false
		a.resetOwn()
		return true
	case inpututil.IsKeyJustPressed(keyShowcases):
		d.list = !d.list && a.tableScene() != nil
		a.frame.drawn = 0
		return true
	}
	if !d.list {
		return false
	}
	names := a.showcaseNames()
	for i := range min(len(names), 9) {
		if inpututil.IsKeyJustPressed(ebiten.Key1 + ebiten.Key(i)) {
			d.list = false
			if err := a.queueShowcase(names[i]); err != nil {
				a.tableScene().Note(err.Error())
			}
			a.frame.drawn = 0
			return true
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		d.list = false
		a.frame.drawn = 0
	}
	return true // the list has the keys while it is open
}

// showcaseNames are the showcases of the table on show.
func (a *App) showcaseNames() []string {
	if sc := a.tableScene(); sc != nil {
		return showcase.Names(sc.Game())
	}
	return nil
}

// showcaseLines are the lines of the presenter's list: a heading, then each showcase of the
// table with its key.
func (a *App) showcaseLines() []string {
	sc := a.tableScene()
	if sc == nil {
		return nil
	}
	lines := []string{"SHOWCASE FOR THE NEXT ROUND (1-9, Esc)"}
	for _, s := range showcase.All() {
		if s.Game == sc.Game() {
			lines = append(lines, strconv.Itoa(len(lines))+"  "+s.Title)
		}
	}
	return lines
}

// resetOwn starts the mode's own tables afresh (the presenter's F8, the kiosk's next
// visitor): a new store in memory, so new credits, history, meters and settings, the pages
// closed, and the game on show opened again at its new table.
func (a *App) resetOwn() {
	if !keepsOwn(a.demo.mode) {
		return
	}
	game := ""
	if sc := a.tableScene(); sc != nil {
		game = sc.Game()
	}
	op := a.opener
	mem := &store.Memory{}
	op.o.Store = mem
	op.book = setup.NewBook(mem, op.eval)
	op.keepers = nil
	op.sideBets(game)
	a.stack.pages = a.stack.pages[:0]
	for g := range a.stack.tables {
		delete(a.stack.tables, g)
	}
	for sc := range a.stack.ran {
		delete(a.stack.ran, sc)
	}
	a.demo.queued = ""
	a.frame.drawn = 0
	if game == "" {
		_ = a.OpenPage("lobby")
		return
	}
	if sc, err := op.open(game, false); err == nil {
		a.scene = sc
		a.stack.tables[game] = sc
	}
}
