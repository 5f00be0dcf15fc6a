package app

import (
	"encoding/json"
	"strconv"

	"felt/render/history"
	"felt/render/layout"
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
	op        *opener       // the keepers, and Options.Moments
	state     func() string // reads the hook's state of what is on show (App.State)
	recording bool
	told      string // the last round looked at when it ended ("crazy4/12")
	changes   uint64 // the scene's count of changes at the last tick (Quiet.Changes)
}

// gameNames are the games' names as the clip's mark prints them.
var gameNames = map[string]string{"crazy4": "Crazy 4 Poker", "crisscross": "Criss Cross Poker"}

// picture is what is on show, to paint a still picture of: the scene, on the view and at
// the size of the last frame drawn.
type picture struct {
	scene Scene
	view  layout.View
	w, h  int
}

// watch runs when the loop's motion changes, and after a command to the table: sc is the
// table; on says it is alone on show (no title, page or replay over it) in a mode that offers
// moments; moving says the loop moves; pic is what is on show.
func (m *moments) watch(sc *table.Scene, on, moving bool, pic picture) {
	if sc == nil || !on {
		// (The demo modes offer no moment: a box to dismiss, or a file of a demo's round.)
		m.record("")
		return
	}
	s, err := parent.Read(m.state())
	t := s.At()
	if err != nil || t == nil || t.Replay || t.Demo {
		m.record("")
		return
	}
	key := t.Game + "/" + strconv.FormatUint(t.Round, 10)
	switch {
	case moving && t.Phase != "betting" && key != m.told && t.Speed != "instant":
		// The cards move: the deal, a street, the round's end. What is recorded last is
		// what the last decision set going.
		m.record(gameNames[t.Game])
	case t.Phase != "done":
		// The table waits for the player: the clip so far is kept.
		m.record("")
	}
	if t.Phase != "done" || t.Animating || t.Results == nil || key == m.told {
		return
	}
	m.told = key
	m.record("")
	if parent.Big(t.Results) {
		m.moment(t, sc, pic)
	}
}

// changed reports whether the scene on show changed by a command, a setting or a press since
// the last tick it was asked (Quiet.Changes), and notes its count.
func (m *moments) changed(shown Scene) bool {
	q, ok := quiet(shown)
	if !ok {
		return false
	}
	c := q.Changes()
	was := m.changes
	m.changes = c
	return c != was
}

// record starts recording the table for a clip (name: the game's), or stops it ("").
func (m *moments) record(name string) {
	if (name != "") == m.recording {
		return
	}
	m.recording = name != ""
	page.Record(name)
}

// moment offers what there is to keep of a big moment at table sc.
func (m *moments) moment(t *parent.TableState, sc *table.Scene, pic picture) {
	code := ""
	if r, err := m.op.keeper(t.Game).Round(0); err == nil {
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
	if dir := m.op.o.Moments; dir != "" && code != "" {
		keepMoment(dir, t, code, sc, pic)
	}
}
