package app

import (
	"math/rand/v2"

	"felt/game/hand"
	"felt/render/felt"
	"felt/render/fonts"
	"felt/render/history"
	"felt/render/page"
	"felt/render/setup"
	"felt/render/table"
)

// opener opens a game's table scene: at the start (the game the app was asked for), from
// the lobby, and again when the table asks to be opened afresh from the store (the player
// took it over from another tab or window, or went back to a table kept aside).
type opener struct {
	game  string // the game the app was asked for ("" for the lobby)
	felt  *felt.Table
	fonts *fonts.Set
	o     Options
	why   string // a line on the game asked for, when it does not exist
	// eval gives the program's one hand evaluator, built at its first call (app.New).
	eval func() *hand.Evaluator
	told bool // the notes were told on a table
	// keepers keep each game's hand history (history.go).
	keepers map[string]*history.Keeper
	// book keeps each table's settings (render/setup, settings.go).
	book *setup.Book
}

// open makes a game's table scene; takeOver takes the saved table from another tab or
// window that holds it. The notes (a game that does not exist, a refused parameter of the
// page) are told on the first table opened, after its own.
func (op *opener) open(game string, takeOver bool) (*table.Scene, error) {
	return op.openWith(game, takeOver, nil)
}

// openAt opens a session that keeps nothing (a seed's, the demonstration) at a saved table.
func (op *opener) openAt(game string, data []byte) (*table.Scene, error) {
	return op.openWith(game, true, data)
}

// openWith makes a game's table scene at its settings in effect (render/setup).
func (op *opener) openWith(game string, takeOver bool, data []byte) (*table.Scene, error) {
	o := op.o
	if _, why := plugFor(game); why != "" {
		game = "crazy4"
	}
	set := op.book.Now(game)
	// The hand history keeps each round with the settings it was played at (their compact
	// form, which its round code holds).
	compact, _ := set.Compact(game)
	sc, err := table.New(plugAt(game, set), op.felt, op.fonts, table.Options{
		Seed: o.Seed, Entropy: entropy(), Speed: o.Speed, SpeedSet: o.SpeedSet,
		Store: o.Store, Sound: o.Sound, Demo: o.Demo, TakeOver: takeOver, Data: data, Settled: op.keeper(game).At(compact), Journal: op.keeper(game),
		ReducedMotion: page.PrefersReducedMotion(), Eval: op.eval(), NoNotice: noNotice(o.Mode),
	})
	if err != nil {
		return nil, err
	}
	if takeOver || op.told {
		return sc, nil
	}
	op.told = true
	if op.why != "" {
		sc.Keeping().Note(op.why)
	}
	for _, n := range o.Notes {
		sc.Keeping().Note(n)
	}
	return sc, nil
}

// entropy is a random number for a table's session: it seeds the saved table's secret shoe
// (render/table). math/rand/v2's generator is seeded by the runtime from the system's own
// random source (a browser's crypto.getRandomValues), without linking crypto/rand, which the
// web build leaves out for its size (TestWebBuildLeavesOut).
func entropy() uint64 { return rand.Uint64() }

// reopen opens the table afresh when the scene on show asks for it. If that fails, the
// scene on show stays.
func (a *App) reopen() {
	sc := a.stack.table()
	if sc == nil || a.opener == nil || !sc.Keeping().Reopen() {
		return
	}
	game := sc.Game()
	// The table taken over from another tab or window (or restored): its table settings
	// and its history as they are in the store now (the table and the player's settings
	// the scene reads afresh).
	a.opener.book.Reload(game)
	a.opener.keeper(game).Reload()
	if sc, err := a.opener.open(game, true); err == nil {
		a.stack.seat(sc)
		a.frame.drawn = 0 // draw the new table whole
	}
}
