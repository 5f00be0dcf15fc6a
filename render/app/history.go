package app

import (
	"errors"
	"strings"

	"felt/game/table"
	"felt/render/command"
	"felt/render/history"
	"felt/render/layout"
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

// replays is the app's part of the history: the history's pages' way to the app
// (history.App), and the replay on show.
type replays struct {
	replay *history.Replay // the replay on show, or nil
	coded  bool            // the round code of Options.Code was tried
	op     *opener         // the tables' felt, fonts and options, and the keepers
	stack  *stack          // the table and pages under the replay
	frame  *frames
}

var _ history.App = (*replays)(nil)

// Keeper returns the history of a game.
func (r *replays) Keeper(game string) *history.Keeper { return r.op.keeper(game) }

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

// pages adds the pages of the history to the page map m (pages.go).
func (r *replays) pages(m map[string]menu.Maker) {
	m[history.HistoryPage] = func(h menu.Host) menu.Page { return history.NewPage(h, r) }
	m[history.StatsPage] = func(h menu.Host) menu.Page { return history.NewStats(h, r) }
}

// ShowReplay shows a round from its events on a new table of plug, over the table and the
// pages, a step at a time; BACK ends it.
func (r *replays) ShowReplay(plug tbl.Plug, events []table.Event, title, code string) error {
	return r.show(plug, events, title, code, false)
}

// show is ShowReplay; noCredits says that the person's credits in the events are not
// theirs (a round dealt again from its code): the replay does not show them.
func (r *replays) show(plug tbl.Plug, events []table.Event, title, code string, noCredits bool) error {
	if len(events) == 0 {
		return errors.New("the round has no events to replay")
	}
	o := r.op.o
	sc, err := tbl.New(plug, r.op.felt, r.op.fonts, tbl.Options{
		Log: append([]table.Event(nil), events...), Step: true, NoCredits: noCredits, Speed: o.Speed, SpeedSet: o.SpeedSet, Sound: o.Sound,
		Store: o.Store, Eval: r.op.eval(),
	})
	if err != nil {
		return err
	}
	rp := history.NewReplay(sc, title, events)
	rp.SetCode(code)
	r.replay = rp
	r.frame.redraw()
	wake()
	return nil
}

// ReplayCode deals a round code's round again and shows it.
func (r *replays) ReplayCode(text string) error {
	d, err := history.FromCode(text, r.op.eval())
	if err != nil {
		return err
	}
	return r.show(d.Plug, d.Events, history.TitleOf(d.Plug, d.Round.Person, d.Events, "from its code"), d.Round.String(), true)
}

// on reports whether a replay is on show.
func (r *replays) on() bool { return r.replay != nil }

// update runs the replay on show on view v; BACK ends it and the screen under it comes back.
func (r *replays) update(v layout.View) error {
	rp := r.replay
	if v.Scale > 0 {
		rp.SetView(v)
	}
	err := rp.Update()
	if rp.Done() {
		r.end()
	}
	return err
}

// end closes the replay on show.
func (r *replays) end() {
	if r.replay == nil {
		return
	}
	_ = r.replay.Keeping().Save() // a replay keeps nothing; this lets go of nothing held
	r.replay = nil
	if len(r.stack.pages) == 0 {
		r.stack.resume()
	} else {
		r.frame.redraw()
	}
	wake()
}

// act carries out the history's hook commands: while a replay is on show it takes
// every command (step, run, back, copy and the table's settings); anywhere, code replays a
// round code. (replay n and copy n are the history page's.)
func (r *replays) act(name, arg string) (string, bool) {
	if rp := r.replay; rp != nil {
		defer wake()
		if name == "code" {
			if err := r.ReplayCode(arg); err != nil {
				return command.Clip("that code does not replay: "+err.Error(), 96), true
			}
			return "", true
		}
		reply := rp.Act(name, arg)
		if rp.Done() {
			r.end()
		}
		return reply, true
	}
	if name == "code" {
		if err := r.ReplayCode(arg); err != nil {
			return command.Clip("that code does not replay: "+err.Error(), 96), true
		}
		return "", true
	}
	return "", false
}

// state is the hook's state while a replay is on show: the replay's table, with
// "screen":"replay".
func (r *replays) state() string {
	st := r.replay.State()
	if strings.HasPrefix(st, "{") {
		return `{"screen":"replay",` + st[1:]
	}
	return st
}

// keys opens the history (J) or the statistics (O) from the table between rounds; the
// first time, it replays the round code the app was started with (-code, ?code=), or says on
// the table why it does not.
func (r *replays) keys() {
	sc := r.stack.table()
	if !r.coded && sc != nil {
		r.coded = true
		if c := r.op.o.Code; c != "" {
			if err := r.ReplayCode(c); err != nil {
				sc.Keeping().Note(command.Clip("That round code does not replay: "+err.Error(), 88))
			}
			return
		}
	}
	if sc == nil || len(r.stack.pages) > 0 || r.replay != nil {
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
	_ = r.stack.open(page)
}
