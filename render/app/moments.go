package app

import (
	"encoding/json"
	"strconv"

	"felt/render/history"
	"felt/render/page"
	"felt/render/parent"
	"felt/render/table"
)

// Moments worth sharing. In a browser the page records the table while a round's cards move
// (page.Record; not while it waits for the player, at instant speed, in the demonstration or
// a replay), so that the last clip is the round's end, from the player's last decision to the
// settled round; after a big moment (a jackpot, a wheel's top prize,
// a big win: parent.Big) offers that clip and the round's link (page.Moment). Presenter,
// kiosk and attract mode offer none (noNotice: no pop-ups in a demo). The desktop
// saves the round's code and a still picture of the settled table into Options.Moments. The
// state is read only when the loop's motion changes: a few times a round.

// moments follows the rounds for their moments.
type moments struct {
	recording bool
	told      string // the last round looked at when it ended ("crazy4/12")
	changes   uint64 // the scene's count of changes at the last tick (Quiet.Changes)
}

// gameNames are the games' names as the clip's mark prints them.
var gameNames = map[string]string{"crazy4": "Crazy 4 Poker", "crisscross": "Criss Cross Poker"}

// watchMoment runs when the loop's motion changes, and after a command to the table.
func (a *App) watchMoment() {
	m := &a.moments
	sc := a.stack.table()
	if sc == nil || a.splash != nil || len(a.stack.pages) > 0 || a.hist.on() || noNotice(a.demo.mode) {
		// (The demo modes offer no moment: a box to dismiss, or a file of a demo's round.)
		a.record("")
		return
	}
	s, err := parent.Read(a.State())
	t := s.At()
	if err != nil || t == nil || t.Replay || t.Demo {
		a.record("")
		return
	}
	key := t.Game + "/" + strconv.FormatUint(t.Round, 10)
	switch {
	case a.pace.motion == table.Moving && t.Phase != "betting" && key != m.told && t.Speed != "instant":
		// The cards move: the deal, a street, the round's end. What is recorded last is
		// what the last decision set going.
		a.record(gameNames[t.Game])
	case t.Phase != "done":
		// The table waits for the player: the clip so far is kept.
		a.record("")
	}
	if t.Phase != "done" || t.Animating || t.Results == nil || key == m.told {
		return
	}
	m.told = key
	a.record("")
	if parent.Big(t.Results) {
		a.moment(t)
	}
}

// changed reports whether the scene on show changed by a command, a setting or a press since
// the last tick it was asked (Quiet.Changes), and notes its count.
func (a *App) changed() bool {
	q, ok := a.shown().(Quiet)
	if !ok {
		return false
	}
	c := q.Changes()
	was := a.moments.changes
	a.moments.changes = c
	return c != was
}

// record starts recording the table for a clip (name: the game's), or stops it ("").
func (a *App) record(name string) {
	m := &a.moments
	if (name != "") == m.recording {
		return
	}
	m.recording = name != ""
	page.Record(name)
}

// moment offers what there is to keep of a big moment.
func (a *App) moment(t *parent.TableState) {
	code := ""
	if r, err := a.opener.keeper(t.Game).Round(0); err == nil {
		code, _ = history.CodeOf(t.Game, &r)
	}
	title := "BIG WIN"
	for _, w := range t.Results.Wagers {
		if w.Result == "jackpot" {
			title = "JACKPOT"
		}
	}
	info, _ := json.Marshal(map[string]any{"game": t.Game, "name": gameNames[t.Game], "round": t.Round,
		"title": title, "net": t.Results.Net, "code": code})
	page.Moment(string(info))
	if dir := a.opener.o.Moments; dir != "" && code != "" {
		a.keepMoment(dir, t, code)
	}
}
