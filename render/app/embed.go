package app

import (
	"errors"
	"slices"
	"strconv"
	"time"

	"felt/render/layout"
	"felt/render/paint"
	"felt/render/parent"

	"github.com/hajimehoshi/ebiten/v2"
)

// The page that embeds the game (render/parent): with Options.Hosts, the app posts what
// happens to its parent page and takes its commands, in Update. The messages are worked out
// from the hook's state (App.State), read a few times a second while the loop runs, at each
// command, and as the loop goes to sleep; without hosts nothing of this runs.

// Attract is attract mode as the parent page starts and stops it (startAttract,
// stopAttract). The app's attract field holds it; nil: the build has none, and the
// commands are refused saying so.
type Attract interface {
	// StartAttract starts attract mode now, or after idle with no input (0: its own time).
	StartAttract(idle time.Duration) error
	// StopAttract stops it and hands the table back.
	StopAttract() error
}

// errNoAttract is the reply to startAttract and stopAttract without attract mode.
var errNoAttract = errors.New("this build has no attract mode")

// pollEvery is how many ticks apart the state is read for the parent page while the loop
// runs.
const pollEvery = 6

// embed is the app's line to its parent page.
type embed struct {
	link     *parent.Link
	rep      parent.Reporter
	ready    bool // ready was posted
	polled   int64
	rested   bool // the last read was as the loop went to sleep
	pausing  bool // pause asked for: it comes when the round's playback is over
	paused   bool
	pausedAt time.Time
}

// embedTick takes the parent page's commands and posts what changed; it runs at the end of
// each Update.
func (a *App) embedTick() {
	e := &a.embed
	if e.link == nil || !a.told {
		return
	}
	if !e.ready {
		e.ready = true
		e.link.Post(parent.New("ready", map[string]any{"version": parent.Version, "games": Games(), "commands": parent.Commands()}))
	}
	texts, foreign, malformed, active := e.link.Take()
	e.rep.Foreign += foreign
	e.rep.Malformed += malformed
	if m, ok := e.rep.Activity(time.Now()); active && ok {
		e.link.Post(m)
	}
	asked := false
	for _, t := range texts {
		c, err := parent.Parse(t)
		if err != nil {
			e.rep.Malformed++
			continue
		}
		asked = true
		a.command(c)
	}
	if asked || a.tick-e.polled >= pollEvery || (a.pace.asleep && !e.rested) {
		e.polled, e.rested = a.tick, a.pace.asleep
		if s, err := parent.Read(a.State()); err == nil {
			for _, m := range e.rep.Next(s) {
				e.link.Post(m)
			}
		}
	}
	if e.pausing && !e.rep.Busy() {
		e.pausing, e.paused, e.pausedAt = false, true, time.Now()
		a.frame.redraw()
		e.link.Post(parent.New("paused", map[string]bool{"paused": true}))
	}
}

// command carries out one command of the parent page and posts the reply.
func (a *App) command(c parent.Command) {
	e := &a.embed
	reply := map[string]any{"to": c.Type, "ok": true}
	var err error
	switch c.Type {
	case parent.Pause:
		e.pausing = !e.paused
		reply["pending"] = e.pausing && e.rep.Busy()
	case parent.Resume:
		a.unpause()
	case parent.Mute, parent.Unmute:
		err = a.tableAct("mute", map[bool]string{true: "on", false: "off"}[c.Type == parent.Mute])
	case parent.Volume:
		err = a.tableAct("effects", strconv.Itoa(c.Volume))
	case parent.SetGame:
		if !slices.Contains(Games(), c.Game) {
			err = errors.New("no game " + strconv.Quote(c.Game) + " here")
		} else {
			err = a.stack.play(c.Game)
		}
	case parent.ShowHelp:
		err = a.stack.open("help")
	case parent.StartAttract, parent.StopAttract:
		err = a.attractAct(c)
	case parent.GetState:
		e.link.Post(e.rep.State(e.paused))
		return
	}
	if err != nil {
		reply["ok"], reply["reason"] = false, err.Error()
	}
	e.link.Post(parent.New("reply", reply))
	wake()
}

// attractAct starts or stops attract mode, or says there is none.
func (a *App) attractAct(c parent.Command) error {
	if a.attract == nil {
		return errNoAttract
	}
	if c.Type == parent.StopAttract {
		return a.attract.StopAttract()
	}
	return a.attract.StartAttract(time.Duration(c.Idle) * time.Second)
}

// tableAct carries out a command of the table's (its hook's), wherever the table is on
// show or under a page.
func (a *App) tableAct(name, arg string) error {
	sc := a.stack.table()
	if sc == nil {
		return errors.New("no table is open yet")
	}
	if why := sc.Act(name, arg); why != "" {
		return errors.New(why)
	}
	a.frame.redraw()
	return nil
}

// unpause ends a pause (or one asked for): the table catches up with the time it was paused,
// as after a hidden page.
func (a *App) unpause() {
	e := &a.embed
	was := e.paused
	e.pausing, e.paused = false, false
	if !was {
		return
	}
	p := &a.pace
	p.mu.Lock()
	p.shown = max(time.Since(e.pausedAt), tickTime)
	p.mu.Unlock()
	a.frame.redraw()
	e.link.Post(parent.New("paused", map[string]bool{"paused": false}))
}

// drawPaused veils the screen while the parent page has the game paused.
func (a *App) drawPaused(screen *ebiten.Image) {
	if !a.embed.paused {
		return
	}
	var br paint.Brush
	b := screen.Bounds()
	br.RoundRect(screen, layout.Rect{W: float64(b.Dx()), H: float64(b.Dy())}, 0, paint.Night, 0.6)
}

// listen opens the line to the parent page when the options allow some.
func (a *App) listen(o Options) {
	if len(o.Hosts) > 0 {
		a.embed.link = parent.Listen(o.Hosts, wake)
	}
}

// closeEmbed closes the line to the parent page.
func (a *App) closeEmbed() { a.embed.link.Close() }
