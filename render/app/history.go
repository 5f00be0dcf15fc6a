package app

import (
	"errors"
	"strings"

	"felt/game/table"
	"felt/render/command"
	"felt/render/history"
	"felt/render/menu"
	tbl "felt/render/table"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// The hand history, the statistics and the replays (render/history). Each game's history is
// kept by a Keeper the table tells of every round it settles; the pages "history" and
// "stats" open over the table (keys J and O at the table between rounds, or the lobby); a
// replay of a round (from the history, or a round code: act('code', text), -code, ?code=)
// is shown over everything, on a table of its own, until BACK: the table in play waits
// under it, as under the pages.

// replays is the app's part of the history.
type replays struct {
	replay *history.Replay // the replay on show, or nil
	coded  bool            // the round code of Options.Code was tried
}

var _ history.App = (*App)(nil)

// Keeper returns the history of a game.
func (a *App) Keeper(game string) *history.Keeper { return a.opener.keeper(game) }

// keeper returns the history of a game, made when first asked for.
func (op *opener) keeper(game string) *history.Keeper {
	if op.keepers == nil {
		op.keepers = map[string]*history.Keeper{}
	}
	k := op.keepers[game]
	if k == nil {
		k = history.New(op.o.Store, game)
		op.keepers[game] = k
	}
	return k
}

// historyPages are the pages of the history, for the page map (pages.go).
func (a *App) historyPages(m map[string]menu.Maker) {
	m[history.HistoryPage] = func(h menu.Host) menu.Page { return history.NewPage(h, a) }
	m[history.StatsPage] = func(h menu.Host) menu.Page { return history.NewStats(h, a) }
}

// ShowReplay shows a round from its events on a new table of plug, over the table and the
// pages, a step at a time; BACK ends it.
func (a *App) ShowReplay(plug tbl.Plug, events []table.Event, title, code string) error {
	return a.showReplay(plug, events, title, code, false)
}

// showReplay is ShowReplay; noCredits says that the person's credits in the events are not
// theirs (a round dealt again from its code): the replay does not show them.
func (a *App) showReplay(plug tbl.Plug, events []table.Event, title, code string, noCredits bool) error {
	if len(events) == 0 {
		return errors.New("the round has no events to replay")
	}
	o := a.opener.o
	sc, err := tbl.New(plug, a.opener.felt, a.opener.fonts, tbl.Options{
		Log: append([]table.Event(nil), events...), Step: true, NoCredits: noCredits, Speed: o.Speed, SpeedSet: o.SpeedSet, Sound: o.Sound,
		Store: o.Store, Eval: a.opener.eval(),
	})
	if err != nil {
		return err
	}
	rp := history.NewReplay(sc, title, events)
	rp.SetCode(code)
	a.hist.replay = rp
	a.frame.redraw()
	wake()
	return nil
}

// ReplayCode deals a round code's round again and shows it.
func (a *App) ReplayCode(text string) error {
	d, err := history.FromCode(text, a.opener.eval())
	if err != nil {
		return err
	}
	return a.showReplay(d.Plug, d.Events, history.TitleOf(d.Plug, d.Round.Person, d.Events, "from its code"), d.Round.String(), true)
}

// replaying reports whether a replay is on show.
func (a *App) replaying() bool { return a.hist.replay != nil }

// updateReplay runs the replay on show; BACK ends it and the screen under it comes back.
func (a *App) updateReplay() error {
	rp := a.hist.replay
	if a.view.Scale > 0 {
		rp.SetView(a.view)
	}
	err := rp.Update()
	if rp.Done() {
		a.endReplay()
	}
	return err
}

// endReplay closes the replay on show.
func (a *App) endReplay() {
	if a.hist.replay == nil {
		return
	}
	_ = a.hist.replay.Save() // a replay keeps nothing; this lets go of nothing held
	a.hist.replay = nil
	if len(a.stack.pages) == 0 {
		a.stack.resume()
	} else {
		a.frame.redraw()
	}
	wake()
}

// historyAct carries out the history's hook commands: while a replay is on show it takes
// every command (step, run, back, copy and the table's settings); anywhere, code replays a
// round code. (replay n and copy n are the history page's.)
func (a *App) historyAct(name, arg string) (string, bool) {
	if rp := a.hist.replay; rp != nil {
		defer wake()
		if name == "code" {
			if err := a.ReplayCode(arg); err != nil {
				return command.Clip("that code does not replay: "+err.Error(), 96), true
			}
			return "", true
		}
		reply := rp.Act(name, arg)
		if rp.Done() {
			a.endReplay()
		}
		return reply, true
	}
	if name == "code" {
		if err := a.ReplayCode(arg); err != nil {
			return command.Clip("that code does not replay: "+err.Error(), 96), true
		}
		return "", true
	}
	return "", false
}

// replayState is the hook's state while a replay is on show: the replay's table, with
// "screen":"replay".
func (a *App) replayState() string {
	st := a.hist.replay.State()
	if strings.HasPrefix(st, "{") {
		return `{"screen":"replay",` + st[1:]
	}
	return st
}

// historyKeys opens the history (J) or the statistics (O) from the table between rounds; the
// first time, it replays the round code the app was started with (-code, ?code=), or says on
// the table why it does not.
func (a *App) historyKeys() {
	sc := a.stack.table()
	if !a.hist.coded && sc != nil {
		a.hist.coded = true
		if c := a.opener.o.Code; c != "" {
			if err := a.ReplayCode(c); err != nil {
				sc.Note(command.Clip("That round code does not replay: "+err.Error(), 88))
			}
			return
		}
	}
	if sc == nil || len(a.stack.pages) > 0 || a.hist.replay != nil {
		return
	}
	var page string
	switch {
	case inpututil.IsKeyJustPressed(ebiten.KeyJ):
		page = history.HistoryPage
	case inpututil.IsKeyJustPressed(ebiten.KeyO):
		page = history.StatsPage
	default:
		return
	}
	if phase := sc.Core().Phase(); phase == table.Deciding {
		return
	}
	_ = a.stack.open(page)
}
