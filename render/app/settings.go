package app

import (
	"errors"

	"felt/game/crazy4"
	"felt/game/crisscross"
	"felt/game/table"
	render4 "felt/render/crazy4"
	rendercc "felt/render/crisscross"
	"felt/render/setup"
	tbl "felt/render/table"
)

// Table settings (render/setup) take effect between rounds. The settings page asks for them
// (setup.Book.Want); once the table on show is at rest with no round in play and no wager
// on the felt, the app re-makes its core at the new settings (the core's Reconfigure: the
// credits, the round counter and the meters that stay the same carry over), keeps it as
// the saved table, and opens the table scene afresh on it.

// plugAt returns the plug of a game's table at settings s.
func plugAt(game string, s setup.Settings) tbl.Plug {
	switch game {
	case "crisscross":
		if c, err := s.CrissCross(); err == nil {
			return rendercc.New(&c)
		}
		return rendercc.New(nil)
	default:
		c := s.Crazy4()
		return render4.New(&c)
	}
}

// errNotReconfigurable is returned for a core that cannot take new settings.
var errNotReconfigurable = errors.New("this table cannot change its settings")

// reconfigure re-makes a core at settings s.
func reconfigure(core table.Game, s setup.Settings) (table.Game, error) {
	switch c := core.(type) {
	case *crazy4.Table:
		return c.Reconfigure(s.Crazy4())
	case *crisscross.Table:
		cfg, err := s.CrissCross()
		if err != nil {
			return nil, err
		}
		return c.Reconfigure(cfg)
	}
	return nil, errNotReconfigurable
}

// applySettings re-makes the table on show at the settings asked for, when it is between
// rounds and at rest.
func (a *App) applySettings() {
	sc := a.stack.table()
	if sc == nil {
		return
	}
	game := sc.Game()
	want, ok := a.opener.book.Wanted(game)
	if !ok {
		return
	}
	core := sc.Core()
	if want == a.opener.book.Now(game) {
		a.opener.book.Applied(game, want)
		return
	}
	if sc.Pace().Motion() == tbl.Moving || core.Phase() == table.Deciding || (core.Phase() == table.Betting && core.Person() >= 0 && core.Bets(core.Person()).Total() != 0) {
		return
	}
	next, err := reconfigure(core, want)
	if err != nil {
		// The core refuses (it was asked when the settings were chosen): they are
		// dropped, and the table says why.
		a.opener.book.Applied(game, a.opener.book.Now(game))
		sc.Keeping().Note("The table settings were not changed: " + err.Error())
		return
	}
	data, err := next.MarshalBinary()
	if err != nil {
		sc.Keeping().Note("The table settings were not changed: " + err.Error())
		a.opener.book.Applied(game, a.opener.book.Now(game))
		return
	}
	o := a.opener.o
	fresh := a.opener.keepsNothing()
	_ = sc.Keeping().Save() // the table left lets go of the saved one
	a.opener.book.Applied(game, want)
	var opened *tbl.Scene
	if fresh {
		opened, err = a.opener.openAt(game, data)
	} else if err = o.Store.Save(game+"-table", data); err == nil {
		opened, err = a.opener.open(game, true)
	}
	if err != nil {
		sc.Keeping().Note("The table settings could not be kept: " + err.Error())
		return
	}
	opened.Keeping().Note("New table settings in effect.")
	a.stack.seat(opened)
	a.frame.redraw()
}

// sideBets takes the side bets of the page's sidebets parameter for the table that opens
// (for both tables when the lobby opens first). A table that is new (no saved table, or a
// session that keeps nothing) is made at them from the start: its rules core is built with
// them and its first round is the one of its seed. A saved table, which may have a round in
// play, is re-made at them between rounds, as if they were chosen on the settings page. A
// list no table takes is told, and the tables keep their own.
func (op *opener) sideBets(game string) {
	v := op.o.SideBets
	if v == "" {
		return
	}
	games := []string{game}
	if game == "" {
		games = Games()
	}
	var why error
	taken := false
	for _, g := range games {
		s, err := setup.Parse(g, v, op.book.Now(g))
		if err == nil {
			err = op.book.Check(g, s)
		}
		if err != nil {
			why = err
			continue
		}
		taken = true
		if op.keepsNothing() || !op.saved(g) {
			op.book.Applied(g, s)
		} else if err := op.book.Want(g, s); err != nil {
			why = err
		}
	}
	if !taken && why != nil {
		op.o.Notes = append(op.o.Notes, "?sidebets= refused: "+why.Error()+"; the table's own side bets are used.")
	}
}

// keepsNothing reports whether the session keeps nothing: a seed's session, the
// demonstration, or no store. Its tables are new, and its settings last for the session.
func (op *opener) keepsNothing() bool {
	o := op.o
	return o.Seed != 0 || o.Demo || o.Store == nil
}

// saved reports whether the store holds a saved table of a game.
func (op *opener) saved(game string) bool {
	data, err := op.o.Store.Load(game + "-table")
	return err == nil && len(data) > 0
}
